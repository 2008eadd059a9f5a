//! The words of the move-ordering lab, its chart, and iterative
//! deepening's pass strip: what the lecture's claim about orders is
//! measured and drawn with.

use super::{said, say};
use gametree::lang::Arg;
use gametree::MoveOrder;

/// The lab's, the chart's and the pass strip's words in one language.
pub struct LabStrings {
    /// The lab's switch in the options bar, and its panel's title.
    pub lab: &'static str,
    /// The order buttons, for screen readers.
    pub orders: &'static str,
    /// The name of each order's button.
    pub order_name: fn(MoveOrder) -> String,
    /// Another seed for the random order.
    pub reshuffle: &'static str,
    /// How the student tries an order of their own.
    pub own_order: &'static str,
    /// Writes the order on show into the tree.
    pub keep_order: &'static str,
    /// The counts table's caption.
    pub leaves_read: &'static str,
    /// Count: minimax.
    pub minimax_reads: &'static str,
    /// Count: alpha-beta in the order chosen.
    pub alpha_beta_reads: &'static str,
    /// Count: the best order there is.
    pub best_possible: &'static str,
    /// Count: the Knuth–Moore minimum, b^⌈d/2⌉ + b^⌊d/2⌋ − 1.
    pub knuth_moore: &'static str,
    /// Where the best order is not worked out: too many orders to try.
    pub too_many_orders: &'static str,
    /// Where the Knuth–Moore minimum does not apply.
    pub not_uniform: &'static str,
    /// Where the best order and the minimum are not worked out: a depth limit is set.
    pub full_depth_only: &'static str,
    /// Where alpha-beta cannot search the tree at all.
    pub no_counts: &'static str,
    /// The chart's title.
    pub chart: &'static str,
    /// The chart's description, for screen readers: branching and seed.
    pub chart_description: fn(u32, u64) -> String,
    /// The branching menu.
    pub branching: &'static str,
    /// Draws the chart for other random trees.
    pub new_trees: &'static str,
    /// Under the chart: how many trees, and the seed that makes them.
    pub chart_note: fn(u32, u64) -> String,
    /// The x axis.
    pub depth_axis: &'static str,
    /// The y axis.
    pub leaves_axis: &'static str,
    /// The chart's lines, in the order they are drawn.
    pub line_minimax: &'static str,
    /// Worst first.
    pub line_worst: &'static str,
    /// A random order.
    pub line_random: &'static str,
    /// Best first.
    pub line_best: &'static str,
    /// The Knuth–Moore minimum.
    pub line_knuth_moore: &'static str,
    /// The iterative deepening switch in the options bar.
    pub iterative: &'static str,
    /// The pass strip, for screen readers.
    pub passes: &'static str,
    /// One pass: its number and depth, "Pass 2 · depth 2".
    pub pass_title: fn(usize, u32) -> String,
    /// A pass's value and move, "A = 4, move D".
    pub pass_answer: fn(&str, &str, Option<&str>) -> String,
    /// A pass's leaves read, so far or in all.
    pub pass_leaves: fn(usize) -> String,
    /// The passes' cost against one search to the full depth in the drawn order.
    pub passes_total: fn(usize, usize, u32) -> String,
}
fn order_name(order: MoveOrder) -> String {
    match order {
        MoveOrder::Drawn => said("lab.order-drawn").to_string(),
        MoveOrder::Best => said("lab.order-best").to_string(),
        MoveOrder::Worst => said("lab.order-worst").to_string(),
        MoveOrder::Random(seed) => say("lab.order-random", &[Arg::Ltr("seed", &seed.to_string())]),
    }
}

fn chart_description(branching: u32, seed: u64) -> String {
    say(
        "lab.chart-description",
        &[
            Arg::Number("branching", branching.into()),
            Arg::Ltr("seed", &seed.to_string()),
        ],
    )
}

fn chart_note(trees: u32, seed: u64) -> String {
    say(
        "lab.chart-note",
        &[
            Arg::Number("trees", trees.into()),
            Arg::Ltr("seed", &seed.to_string()),
        ],
    )
}

fn pass_title(number: usize, depth: u32) -> String {
    say(
        "lab.pass-title",
        &[
            Arg::Number("number", number as f64),
            Arg::Number("depth", depth.into()),
        ],
    )
}

fn pass_answer(root: &str, value: &str, chosen: Option<&str>) -> String {
    let known = [Arg::Text("root", root), Arg::Ltr("value", value)];
    match chosen {
        Some(chosen) => say(
            "lab.pass-answer-move",
            &[known[0], known[1], Arg::Text("move", chosen)],
        ),
        None => say("lab.pass-answer", &known),
    }
}

fn pass_leaves(leaves: usize) -> String {
    say("lab.pass-leaves", &[Arg::Count("n", leaves as u64)])
}

fn passes_total(passes: usize, one_search: usize, depth: u32) -> String {
    say(
        "lab.passes-total",
        &[
            Arg::Number("passes", passes as f64),
            Arg::Number("one", one_search as f64),
            Arg::Number("depth", depth.into()),
        ],
    )
}

/// The words in the interface's language, read from its catalogue.
pub fn read() -> LabStrings {
    LabStrings {
        lab: said("lab.lab"),
        orders: said("lab.orders"),
        order_name,
        reshuffle: said("lab.reshuffle"),
        own_order: said("lab.own-order"),
        keep_order: said("lab.keep-order"),
        leaves_read: said("lab.leaves-read"),
        minimax_reads: said("lab.minimax-reads"),
        alpha_beta_reads: said("lab.alpha-beta-reads"),
        best_possible: said("lab.best-possible"),
        knuth_moore: said("lab.knuth-moore"),
        too_many_orders: said("lab.too-many-orders"),
        not_uniform: said("lab.not-uniform"),
        full_depth_only: said("lab.full-depth-only"),
        no_counts: said("lab.no-counts"),
        chart: said("lab.chart"),
        chart_description,
        branching: said("lab.branching"),
        new_trees: said("lab.new-trees"),
        chart_note,
        depth_axis: said("lab.depth-axis"),
        leaves_axis: said("lab.leaves-axis"),
        line_minimax: said("lab.line-minimax"),
        line_worst: said("lab.line-worst"),
        line_random: said("lab.line-random"),
        line_best: said("lab.line-best"),
        line_knuth_moore: said("lab.line-knuth-moore"),
        iterative: said("lab.iterative"),
        passes: said("lab.passes"),
        pass_title,
        pass_answer,
        pass_leaves,
        passes_total,
    }
}
