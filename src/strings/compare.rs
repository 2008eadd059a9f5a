//! The words of compare mode: two searches of one tree side by side.

use super::{said, say};
use gametree::lang::Arg;

/// Compare mode's words in one language.
pub struct CompareStrings {
    /// The mode switch's button.
    pub compare: &'static str,
    /// The panel of the second search's options.
    pub second_search: &'static str,
    /// How the two step together, for screen readers.
    pub stepping: &'static str,
    /// Step by step.
    pub by_step: &'static str,
    /// By the node finished.
    pub by_node: &'static str,
    /// The order menu of the second search.
    pub order: &'static str,
    /// The differences' heading.
    pub differences: &'static str,
    /// What the marks on the trees mean.
    pub marks_mean: &'static str,
    /// Above a tree: which search it is, "First: Alpha-beta".
    pub first: fn(&str) -> String,
    /// Above the other tree.
    pub second: fn(&str) -> String,
    /// What a screen reader hears at each step: both labels, each with its
    /// search's sentence.
    pub both: fn(&str, &str, &str, &str) -> String,
}
fn first(label: &str) -> String {
    say("compare.first", &[Arg::Text("label", label)])
}

fn second(label: &str) -> String {
    say("compare.second", &[Arg::Text("label", label)])
}

fn both(first: &str, one: &str, second: &str, two: &str) -> String {
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

/// The words in the interface's language, read from its catalogue.
pub fn read() -> CompareStrings {
    CompareStrings {
        compare: said("compare.compare"),
        second_search: said("compare.second-search"),
        stepping: said("compare.stepping"),
        by_step: said("compare.by-step"),
        by_node: said("compare.by-node"),
        order: said("compare.order"),
        differences: said("compare.differences"),
        marks_mean: said("compare.marks-mean"),
        first,
        second,
        both,
    }
}
