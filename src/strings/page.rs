//! The words of the page around the panels: its title and the banner that
//! tells the user about a problem.

use super::{said, say};
use gametree::lang::Arg;

/// The page's words in one language.
pub struct PageStrings {
    /// The app's name.
    pub title: &'static str,
    /// Shown when the page's address cannot be read.
    pub broken_link: fn(&str) -> String,
    /// What is wrong with the game an address names, said first.
    pub game_unreadable: fn(&str) -> String,
    /// What is wrong with the game tree an address asks for, said first.
    pub game_unbuildable: fn(&str) -> String,
    /// Where and why the tree an address carries is not in the notation.
    pub tree_unreadable: fn(&str) -> String,
    /// Hide a message.
    pub dismiss: &'static str,
    /// The link from an embedded player to the whole app at the same moment.
    pub open_in_lab: &'static str,
}

fn broken_link(problem: &str) -> String {
    say("page.broken-link", &[Arg::Text("problem", problem)])
}

fn game_unreadable(problem: &str) -> String {
    say("page.game-unreadable", &[Arg::Text("problem", problem)])
}

fn game_unbuildable(problem: &str) -> String {
    say("page.game-unbuildable", &[Arg::Text("problem", problem)])
}

fn tree_unreadable(problem: &str) -> String {
    say("page.tree-unreadable", &[Arg::Text("problem", problem)])
}

/// The words in the interface's language, read from its catalogue.
pub fn read() -> PageStrings {
    PageStrings {
        title: said("page.title"),
        broken_link,
        game_unreadable,
        game_unbuildable,
        tree_unreadable,
        dismiss: said("page.dismiss"),
        open_in_lab: said("page.open-in-lab"),
    }
}
