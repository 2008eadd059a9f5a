//! The sentences of lambda search (`games/lambda.rs`): why a move is a λ
//! move of some order, or is not, and what the search found.

use crate::games::board::Mark;
use crate::games::lambda::{superscript, Qualified, Report};
use crate::lang::{Arg, Catalogue};

/// "X c1 is a λ¹ move: if O passes, X completes a line at b1."
pub fn qualification(words: &Catalogue, report: &Report, qualified: &Qualified) -> String {
    let board = &report.position;
    let (attacker, defender) = (report.attacker.letter(), report.attacker.other().letter());
    let played = format!("{attacker} {}", board.square_name(qualified.square));
    let next = qualified
        .next
        .map_or_else(String::new, |square| board.square_name(square));
    let (key, order) = match qualified.order {
        Some(0) => ("lambda.wins-at-once", 0),
        Some(1) => ("lambda.first-order", 1),
        Some(order) => ("lambda.order", order),
        None if report.order <= 1 => ("lambda.not-first-order", 1),
        None => ("lambda.not-order", report.order),
    };
    say(words, key, &played, attacker, defender, order, &next)
}

/// "X wins with threats of order 1: the λ¹-tree has value 1."
pub fn verdict(words: &Catalogue, report: &Report) -> String {
    let attacker = report.attacker.letter();
    let defender = match report.attacker {
        Mark::X => 'O',
        _ => 'X',
    };
    let (key, order) = match report.wins_at {
        Some(0) => ("lambda.verdict-at-once", 0),
        Some(order) => ("lambda.verdict-wins", order),
        None => ("lambda.verdict-no-win", report.order),
    };
    say(words, key, "", attacker, defender, order, "")
}

/// A sentence of lambda search with its moves, players and order put in:
/// `{order}` as a number, `{lambda}` as λ with the order raised, and
/// `{below}` the order of the threats under it.
fn say(
    words: &Catalogue,
    key: &str,
    played: &str,
    attacker: char,
    defender: char,
    order: u8,
    next: &str,
) -> String {
    let (attacker, defender) = (attacker.to_string(), defender.to_string());
    let lambda = format!("λ{}", superscript(order));
    words.say(
        key,
        &[
            Arg::Ltr("played", played),
            Arg::Ltr("attacker", &attacker),
            Arg::Ltr("defender", &defender),
            Arg::Ltr("next", next),
            Arg::Ltr("lambda", &lambda),
            Arg::Count("order", u64::from(order)),
            Arg::Count("below", u64::from(order.saturating_sub(1))),
        ],
    )
}
