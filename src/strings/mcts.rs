//! The words of Monte Carlo tree search's chart (its axes, the key's mark
//! of minimax's move, and what a screen reader hears of it) and of a long
//! search's progress.

use super::say;
use gametree::lang::Arg;

/// A child's name in the chart's key, marked as minimax's move: "B (minimax)".
pub fn minimax_move(name: &str) -> String {
    say("mcts.minimax-move", &[Arg::Text("name", name)])
}

/// What the chart shows, for a screen reader.
pub fn chart_description(names: &[String], minimax_move: Option<usize>) -> String {
    let minimax = minimax_move
        .and_then(|child| names.get(child))
        .map_or(String::new(), |name| {
            say("mcts.chart-minimax", &[Arg::Text("name", name)])
        });
    say("mcts.chart", &[Arg::Text("minimax", &minimax)])
}

/// How far a long search has run: "Iterations run: 312000 of 1000000".
pub fn progress(done: u32, total: u32) -> String {
    say(
        "mcts.progress",
        &[
            Arg::Count("done", u64::from(done)),
            Arg::Count("total", u64::from(total)),
        ],
    )
}

/// What a long search does: runs most of its iterations untraced, and
/// traces the last `traced` to step through.
pub fn long_search(traced: u32) -> String {
    say(
        "mcts.long-search",
        &[Arg::Count("traced", u64::from(traced))],
    )
}

/// How far a cancelled long search went, and that nothing is searched.
pub fn cancelled(done: u32, total: u32) -> String {
    say(
        "mcts.cancelled",
        &[
            Arg::Count("done", u64::from(done)),
            Arg::Count("total", u64::from(total)),
        ],
    )
}
