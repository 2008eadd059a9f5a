//! The words of the panels that explain the step on show: the sentence,
//! the history, the pseudocode, the alpha-beta rule table (or the
//! proof-number formulas) and the counts. Mathematics (v ≤ α, α ← v) is
//! written the same in every language.

use super::{said, say, words};
use gametree::explain::two_places;
use gametree::lang::Arg;
use gametree::trace::Rewards;
use gametree::Tree;

/// Said above the history when its oldest steps are left out.
pub fn earlier_steps(count: usize) -> String {
    say("panels.earlier-steps", &[Arg::Count("count", count as u64)])
}

/// The chosen move: the child's name and its position counted from
/// 1, "B (move 1)".
pub fn move_to(child: &str, position: u32) -> String {
    say(
        "panels.move-to",
        &[
            Arg::Text("child", child),
            Arg::Count("move", u64::from(position) + 1),
        ],
    )
}

/// Before the current node's formula with its numbers written in.
pub fn formula_at(node: &str) -> String {
    say("panels.formula-at", &[Arg::Text("node", node)])
}

/// Monte Carlo tree search's estimate of the root in the leaves' own
/// scale, lo + (hi − lo) × W/N, to two decimal places: "4.56".
pub fn estimate(tree: &Tree, mean: f64) -> String {
    words().number(two_places(Rewards::of(tree).value(mean)))
}

/// The outcome in words: proved or disproved.
pub fn outcome_word(proved: bool) -> &'static str {
    if proved {
        said("panels.proved")
    } else {
        said("panels.disproved")
    }
}

/// Rule-table row: maximising nodes.
pub const MAX_ROW: &str = "MAX";

/// Rule-table row: minimising nodes.
pub const MIN_ROW: &str = "MIN";

/// Rule-table column: v at or below alpha.
pub const RULE_LOW: &str = "v ≤ α";

/// Rule-table column: v inside the window.
pub const RULE_INSIDE: &str = "α < v < β";

/// Rule-table column: v at or above beta.
pub const RULE_HIGH: &str = "v ≥ β";

/// Rule-table column under the strict rule: v below alpha.
pub const RULE_LOW_STRICT: &str = "v < α";

/// Rule-table column under the strict rule: v between the bounds, either included.
pub const RULE_INSIDE_STRICT: &str = "α ≤ v ≤ β";

/// Rule-table column under the strict rule: v above beta.
pub const RULE_HIGH_STRICT: &str = "v > β";

/// How MAX updates: alpha moves up to v.
pub const RAISE_ALPHA: &str = "α ← v";

/// How MIN updates: beta moves down to v.
pub const LOWER_BETA: &str = "β ← v";
