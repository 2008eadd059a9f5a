//! The words of Monte Carlo tree search's chart: its axes, the key's mark
//! of minimax's move, and what a screen reader hears of it.

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
