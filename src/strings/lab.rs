//! The words of the move-ordering lab, its chart, and iterative
//! deepening's pass strip: what the lecture's claim about orders is
//! measured and drawn with.

use super::{said, say};
use gametree::lang::Arg;
use gametree::MoveOrder;

/// The name of each order's button.
pub fn order_name(order: MoveOrder) -> String {
    match order {
        MoveOrder::Drawn => said("lab.order-drawn").to_string(),
        MoveOrder::Best => said("lab.order-best").to_string(),
        MoveOrder::Worst => said("lab.order-worst").to_string(),
        MoveOrder::Random(seed) => say("lab.order-random", &[Arg::Ltr("seed", &seed.to_string())]),
    }
}

/// The chart's description, for screen readers: branching and seed.
pub fn chart_description(branching: u32, seed: u64) -> String {
    say(
        "lab.chart-description",
        &[
            Arg::Number("branching", branching.into()),
            Arg::Ltr("seed", &seed.to_string()),
        ],
    )
}

/// Under the chart: how many trees, and the seed that makes them.
pub fn chart_note(trees: u32, seed: u64) -> String {
    say(
        "lab.chart-note",
        &[
            Arg::Number("trees", trees.into()),
            Arg::Ltr("seed", &seed.to_string()),
        ],
    )
}

/// One pass: its number and depth, "Pass 2 · depth 2".
pub fn pass_title(number: usize, depth: u32) -> String {
    say(
        "lab.pass-title",
        &[
            Arg::Number("number", number as f64),
            Arg::Number("depth", depth.into()),
        ],
    )
}

/// A pass's value and move, "A = 4, move D".
pub fn pass_answer(root: &str, value: &str, chosen: Option<&str>) -> String {
    let known = [Arg::Text("root", root), Arg::Ltr("value", value)];
    match chosen {
        Some(chosen) => say(
            "lab.pass-answer-move",
            &[known[0], known[1], Arg::Text("move", chosen)],
        ),
        None => say("lab.pass-answer", &known),
    }
}

/// A pass's leaves read, so far or in all.
pub fn pass_leaves(leaves: usize) -> String {
    say("lab.pass-leaves", &[Arg::Count("n", leaves as u64)])
}

/// The passes' cost against one search to the full depth in the drawn order.
pub fn passes_total(passes: usize, one_search: usize, depth: u32) -> String {
    say(
        "lab.passes-total",
        &[
            Arg::Number("passes", passes as f64),
            Arg::Number("one", one_search as f64),
            Arg::Number("depth", depth.into()),
        ],
    )
}
