//! The words of the page around the panels: its title and the banner that
//! tells the user about a problem.

use super::say;
use gametree::lang::Arg;

/// Shown when the page's address cannot be read.
pub fn broken_link(problem: &str) -> String {
    say("page.broken-link", &[Arg::Text("problem", problem)])
}

/// What is wrong with the game an address names, said first.
pub fn game_unreadable(problem: &str) -> String {
    say("page.game-unreadable", &[Arg::Text("problem", problem)])
}

/// What is wrong with the game tree an address asks for, said first.
pub fn game_unbuildable(problem: &str) -> String {
    say("page.game-unbuildable", &[Arg::Text("problem", problem)])
}

/// Where and why the tree an address carries is not in the notation.
pub fn tree_unreadable(problem: &str) -> String {
    say("page.tree-unreadable", &[Arg::Text("problem", problem)])
}
