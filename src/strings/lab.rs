//! The words of the move-ordering lab, its chart, and iterative
//! deepening's pass strip: what the lecture's claim about orders is
//! measured and drawn with.

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
        MoveOrder::Drawn => "As drawn".to_string(),
        MoveOrder::Best => "Best first".to_string(),
        MoveOrder::Worst => "Worst first".to_string(),
        MoveOrder::Random(seed) => format!("Random (seed {seed})"),
    }
}

fn chart_description(branching: u32, seed: u64) -> String {
    format!(
        "Leaves alpha-beta reads against depth on uniform random trees of branching {branching} (seed {seed}), best first, in random order and worst first, with minimax's b^d and the Knuth–Moore minimum"
    )
}

fn chart_note(trees: u32, seed: u64) -> String {
    format!("Each point is the mean over {trees} random trees whose leaves all differ (seed {seed}): the same seed always draws the same chart.")
}

fn pass_title(number: usize, depth: u32) -> String {
    format!("Pass {number} · depth {depth}")
}

fn pass_answer(root: &str, value: &str, chosen: Option<&str>) -> String {
    match chosen {
        Some(chosen) => format!("{root} = {value}, move {chosen}"),
        None => format!("{root} = {value}"),
    }
}

fn pass_leaves(leaves: usize) -> String {
    match leaves {
        1 => "1 leaf read".to_string(),
        _ => format!("{leaves} leaves read"),
    }
}

fn passes_total(passes: usize, one_search: usize, depth: u32) -> String {
    format!("All passes read {passes} leaves; one search to depth {depth} in the drawn order reads {one_search}.")
}

/// British English.
pub const ENGLISH: LabStrings = LabStrings {
    lab: "Ordering lab",
    orders: "Order of the children",
    order_name,
    reshuffle: "Shuffle again",
    own_order: "Your own order: choose As drawn and drag children along their row.",
    keep_order: "Draw the tree in this order",
    leaves_read: "Leaves read",
    minimax_reads: "Minimax",
    alpha_beta_reads: "Alpha-beta, this order",
    best_possible: "Best order possible",
    knuth_moore: "Knuth–Moore minimum b^⌈d/2⌉ + b^⌊d/2⌋ − 1",
    too_many_orders: "too many orders to try",
    not_uniform: "for uniform trees only",
    full_depth_only: "without a depth limit only",
    no_counts: "Alpha-beta cannot search this tree, so there is nothing to order.",
    chart: "Leaves read against depth",
    chart_description,
    branching: "Branching b",
    new_trees: "New trees",
    chart_note,
    depth_axis: "depth d",
    leaves_axis: "leaves read",
    line_minimax: "minimax b^d",
    line_worst: "worst first",
    line_random: "random order",
    line_best: "best first",
    line_knuth_moore: "Knuth–Moore",
    iterative: "Iterative deepening",
    passes: "Passes of iterative deepening",
    pass_title,
    pass_answer,
    pass_leaves,
    passes_total,
};

/// The words in the interface's language: English until this area's
/// keys are in the catalogues.
pub fn read() -> LabStrings {
    ENGLISH
}
