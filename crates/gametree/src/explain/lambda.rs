//! The sentences of lambda search (`games/lambda.rs`): why a move is a λ
//! move of some order, or is not, and what the search found.

use crate::games::board::Mark;
use crate::games::lambda::{superscript, Qualified, Report};

/// "X c1 is a λ¹ move: if O passes, X completes a line at b1."
pub fn qualification(report: &Report, qualified: &Qualified) -> String {
    let board = &report.position;
    let (attacker, defender) = (report.attacker.letter(), report.attacker.other().letter());
    let played = format!("{attacker} {}", board.square_name(qualified.square));
    let next = qualified
        .next
        .map_or_else(String::new, |square| board.square_name(square));
    match qualified.order {
        Some(0) => format!("{played} wins at once: it completes a line."),
        Some(1) => format!(
            "{played} is a λ¹ move: if {defender} passes, {attacker} completes a line at {next}."
        ),
        Some(order) => format!(
            "{played} is a λ{} move: if {defender} passes, {attacker} wins with threats of order {}, starting with {attacker} {next}.",
            superscript(order),
            order - 1
        ),
        None if report.order <= 1 => format!(
            "{played} is not a λ¹ move: if {defender} passes, {attacker} still cannot complete a line at once."
        ),
        None => format!(
            "{played} is not a λ{} move: if {defender} passes, {attacker} still has no win with threats of order {} or less.",
            superscript(report.order),
            report.order - 1
        ),
    }
}

/// "X wins with threats of order 1: the λ¹-tree has value 1."
pub fn verdict(report: &Report) -> String {
    let attacker = report.attacker.letter();
    let defender = match report.attacker {
        Mark::X => 'O',
        _ => 'X',
    };
    match report.wins_at {
        Some(0) => format!("{attacker} completes a line at once: a λ⁰ win."),
        Some(order) => format!(
            "{attacker} wins with threats of order {order}: the λ{}-tree has value 1, so {attacker} wins whatever {defender} does.",
            superscript(order)
        ),
        None => format!(
            "{attacker} has no win with threats of order {} or less: the λ{}-tree has value 0 (a higher order might still win).",
            report.order,
            superscript(report.order)
        ),
    }
}
