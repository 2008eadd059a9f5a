//! The sentences of a game in normal form (`games/normal_form.rs`): each
//! dominated strategy crossed out, each equilibrium, and how minimax on the
//! unrolled tree compares with the equilibrium.

use super::format::number;
use crate::frame::Frame;
use crate::games::{Elimination, NormalForm};
use crate::options::{Algorithm, Options};
use crate::search::search;
use crate::summary::Summary;
use crate::tree::NodeId;

/// "Prisoner 1's Silent is strictly dominated by Betray: 0 instead of 1
/// against Silent, 5 instead of 10 against Betray. Cross it out."
pub fn elimination(game: &NormalForm, step: &Elimination, standing: &[usize]) -> String {
    let names = |player: usize| {
        if player == 0 {
            &game.rows
        } else {
            &game.columns
        }
    };
    let (own, other) = (names(step.player), names(1 - step.player));
    let comparisons: Vec<String> = standing
        .iter()
        .map(|&against| {
            format!(
                "{} instead of {} against {}",
                number(game.payoff_of(step.player, step.by, against)),
                number(game.payoff_of(step.player, step.strategy, against)),
                other[against]
            )
        })
        .collect();
    format!(
        "{}'s {} is strictly dominated by {}: {}. Cross it out.",
        game.players[step.player],
        own[step.strategy],
        own[step.by],
        comparisons.join(", ")
    )
}

/// "(Betray, Betray) is a Nash equilibrium: neither player does better by
/// changing alone (5 and 5)."
pub fn equilibrium(game: &NormalForm, (row, column): (usize, usize)) -> String {
    let [first, second] = game.payoff(row, column);
    format!(
        "({}, {}) is a Nash equilibrium: neither player does better by changing alone ({} and {}).",
        game.rows[row],
        game.columns[column],
        number(first),
        number(second)
    )
}

/// The cell minimax reaches on the unrolled tree: player 1's move (the
/// root's choice) and player 2's reply there (the first reply worth the
/// value player 2 backed up), as the search of the tree finds them.
pub fn minimax_cell(game: &NormalForm) -> (usize, usize) {
    let tree = game.tree();
    let trace = search(&tree, &Options::new(Algorithm::Minimax))
        .expect("a game in normal form unrolls into a minimax tree");
    let row = Summary::new(&tree, &trace).best_move.unwrap_or(0);
    let frame = Frame::at(&tree, &trace, trace.len());
    let reply_node = tree.children(NodeId::ROOT)[row];
    let backed_up = frame.node(reply_node).value;
    let column = tree
        .children(reply_node)
        .iter()
        .position(|&leaf| frame.node(leaf).value == backed_up)
        .unwrap_or(0);
    (row, column)
}

/// How minimax on the unrolled tree reaches its cell, and whether that is
/// an equilibrium.
pub fn minimax_versus_equilibrium(game: &NormalForm) -> String {
    let (row, column) = minimax_cell(game);
    let equilibrium = game.equilibria().contains(&(row, column));
    let verdict = if equilibrium {
        "the equilibrium too, but for another reason: minimax assumes the second player knows the first's choice and wants the first to do badly, while the information set says the second player does not know it, and each player only minds their own payoff"
    } else {
        "not an equilibrium: minimax assumes the second player knows the first's choice and wants the first to do badly, which is not this game"
    };
    format!(
        "Minimax on the tree reaches ({}, {}), {} for {}: {verdict}.",
        game.rows[row],
        game.columns[column],
        number(game.payoff(row, column)[0]),
        game.players[0]
    )
}
