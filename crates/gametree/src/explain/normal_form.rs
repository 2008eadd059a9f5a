//! The sentences of a game in normal form (`games/normal_form.rs`): each
//! dominated strategy crossed out, each equilibrium, and how minimax on the
//! unrolled tree compares with the equilibrium.

use crate::frame::Frame;
use crate::games::{Elimination, NormalForm};
use crate::lang::{Arg, Catalogue};
use crate::options::{Algorithm, Options};
use crate::search::search;
use crate::summary::Summary;
use crate::tree::NodeId;

/// "Prisoner 1's Silent is strictly dominated by Betray: 0 instead of 1
/// against Silent, 5 instead of 10 against Betray. Cross it out."
pub fn elimination(
    words: &Catalogue,
    game: &NormalForm,
    step: &Elimination,
    standing: &[usize],
) -> String {
    let names = |player: usize| {
        if player == 0 {
            &game.rows
        } else {
            &game.columns
        }
    };
    let (own, other) = (names(step.player), names(1 - step.player));
    let comparisons = standing
        .iter()
        .map(|&against| {
            words.say(
                "normal-form.instead",
                &[
                    Arg::Number("by", game.payoff_of(step.player, step.by, against)),
                    Arg::Number("own", game.payoff_of(step.player, step.strategy, against)),
                    Arg::Text("against", &other[against]),
                ],
            )
        })
        .reduce(|rest, next| {
            words.say(
                "list.comma",
                &[Arg::Text("rest", &rest), Arg::Text("next", &next)],
            )
        })
        .unwrap_or_default();
    words.say(
        "normal-form.dominated",
        &[
            Arg::Text("player", &game.players[step.player]),
            Arg::Text("strategy", &own[step.strategy]),
            Arg::Text("by", &own[step.by]),
            Arg::Text("comparisons", &comparisons),
        ],
    )
}

/// "(Betray, Betray) is a Nash equilibrium: neither player does better by
/// changing alone (5 and 5)."
pub fn equilibrium(words: &Catalogue, game: &NormalForm, (row, column): (usize, usize)) -> String {
    let [first, second] = game.payoff(row, column);
    words.say(
        "normal-form.equilibrium",
        &[
            Arg::Text("row", &game.rows[row]),
            Arg::Text("column", &game.columns[column]),
            Arg::Number("first", first),
            Arg::Number("second", second),
        ],
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
pub fn minimax_versus_equilibrium(words: &Catalogue, game: &NormalForm) -> String {
    let (row, column) = minimax_cell(game);
    let key = if game.equilibria().contains(&(row, column)) {
        "normal-form.minimax-equilibrium"
    } else {
        "normal-form.minimax-not-equilibrium"
    };
    words.say(
        key,
        &[
            Arg::Text("row", &game.rows[row]),
            Arg::Text("column", &game.columns[column]),
            Arg::Number("payoff", game.payoff(row, column)[0]),
            Arg::Text("player", &game.players[0]),
        ],
    )
}
