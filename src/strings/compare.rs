//! The words of compare mode: two searches of one tree side by side.

use super::say;
use gametree::lang::Arg;

/// Above a tree: which search it is, "First: Alpha-beta".
pub fn first(label: &str) -> String {
    say("compare.first", &[Arg::Text("label", label)])
}

/// Above the other tree.
pub fn second(label: &str) -> String {
    say("compare.second", &[Arg::Text("label", label)])
}

/// What a screen reader hears at each step: both labels, each with its
/// search's sentence.
pub fn both(first: &str, one: &str, second: &str, two: &str) -> String {
    say(
        "compare.both",
        &[
            Arg::Text("first", first),
            Arg::Text("one", one),
            Arg::Text("second", second),
            Arg::Text("two", two),
        ],
    )
}
