//! The words of trees built from games: the "From a game" panel (tic-tac-toe,
//! Nim, Grundy's game, the vacuum world), the position drawn beside the
//! tree, lambda search, the conditional plan of AND-OR search and the
//! prisoner's dilemma. The sentences about λ moves, dominated strategies
//! and equilibria come from the core's `explain` module.

use super::{said, say};
use gametree::lang::Arg;

/// Said over a tree stopped by a depth limit: the limit.
pub fn depth_note(depth: u32) -> String {
    say("games.depth-note", &[Arg::Number("depth", depth.into())])
}

/// "X to move".
pub fn to_move(player: char) -> String {
    say("games.to-move", &[Arg::Text("player", &player.to_string())])
}

/// Said of a finished tic-tac-toe board: "X has three in a row: the game
/// is over, and no one moves".
pub fn won(player: char) -> String {
    say("games.won", &[Arg::Text("player", &player.to_string())])
}

/// Tic-tac-toe's evaluation at a board: lines open for X, for O.
pub fn evaluation(open_for_x: u32, open_for_o: u32) -> String {
    let value = (open_for_x as i32 - open_for_o as i32).to_string();
    say(
        "games.evaluation",
        &[
            Arg::Number("x", open_for_x.into()),
            Arg::Number("o", open_for_o.into()),
            Arg::Ltr("value", &value),
        ],
    )
}

/// A heap's tokens.
pub fn tokens(count: u32) -> String {
    say("games.tokens", &[Arg::Count("n", count.into())])
}

/// Who moves at a heap, and whether it is a win for them.
pub fn heap_mover(max_to_move: bool, wins: Option<bool>) -> String {
    let mover = [Arg::Text("mover", if max_to_move { "MAX" } else { "MIN" })];
    match wins {
        Some(true) => say("games.mover-wins", &mover),
        Some(false) => say("games.mover-loses", &mover),
        None => say("games.mover", &mover),
    }
}

/// A square of the vacuum world: its name and whether it is dirty.
pub fn square(name: char, dirty: bool) -> String {
    let state = said(if dirty { "games.dirty" } else { "games.clean" });
    say(
        "games.square",
        &[
            Arg::Text("name", &name.to_string()),
            Arg::Text("state", state),
        ],
    )
}

/// The action an AND node of the vacuum world stands for.
pub fn action(name: &str) -> String {
    say("games.action", &[Arg::Text("name", name)])
}

/// How many moves do not qualify.
pub fn not_qualifying(count: usize) -> String {
    match count {
        0 => String::new(),
        _ => say("games.not-qualifying", &[Arg::Count("n", count as u64)]),
    }
}

/// Show the λ-tree of an order.
pub fn show_lambda_tree(order: char) -> String {
    say(
        "games.show-lambda-tree",
        &[Arg::Ltr("order", &order.to_string())],
    )
}

/// Show the λ-tree after a move and a pass.
pub fn show_after_pass(order: char, played: &str) -> String {
    say(
        "games.show-after-pass",
        &[
            Arg::Ltr("order", &order.to_string()),
            Arg::Text("played", played),
        ],
    )
}

/// The board games lambda search offers: tic-tac-toe, gomoku.
pub fn threat_games() -> [&'static str; 2] {
    [
        said("games.threat-tic-tac-toe"),
        said("games.threat-gomoku"),
    ]
}
