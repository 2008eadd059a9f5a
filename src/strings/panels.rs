//! The words of the panels that explain the step on show: the sentence,
//! the history, the pseudocode, the alpha-beta rule table and the counts.

/// The panels' words in one language.
pub struct PanelStrings {
    /// The explanation panel.
    pub explanation: &'static str,
    /// What the explanation says before the first step.
    pub before_start: &'static str,
    /// Shown where a tree does not suit the chosen algorithm.
    pub unsuitable: &'static str,
    /// The history of sentences.
    pub history: &'static str,
    /// Said above the history when its oldest steps are left out.
    pub earlier_steps: fn(usize) -> String,
    /// The pseudocode panel.
    pub pseudocode: &'static str,
    /// The rule table.
    pub rules: &'static str,
    /// Rule-table row: maximising nodes.
    pub max_row: &'static str,
    /// Rule-table row: minimising nodes.
    pub min_row: &'static str,
    /// Rule-table column: v at or below alpha.
    pub rule_low: &'static str,
    /// Rule-table column: v inside the window.
    pub rule_inside: &'static str,
    /// Rule-table column: v at or above beta.
    pub rule_high: &'static str,
    /// Rule-table column under the strict rule: v below alpha.
    pub rule_low_strict: &'static str,
    /// Rule-table column under the strict rule: v between the bounds, either included.
    pub rule_inside_strict: &'static str,
    /// Rule-table column under the strict rule: v above beta.
    pub rule_high_strict: &'static str,
    /// Rule-table cell: nothing changes.
    pub rule_ignore: &'static str,
    /// Rule-table cell: the bound moves.
    pub rule_update: &'static str,
    /// How MAX updates: alpha moves up to v.
    pub raise_alpha: &'static str,
    /// How MIN updates: beta moves down to v.
    pub lower_beta: &'static str,
    /// Rule-table cell: the rest is cut.
    pub rule_cut: &'static str,
    /// The counters panel.
    pub counters: &'static str,
    /// Counter: nodes visited.
    pub visited: &'static str,
    /// Counter: leaves evaluated.
    pub evaluated: &'static str,
    /// Counter: cuts.
    pub cutoffs: &'static str,
    /// The column of plain minimax's counts.
    pub minimax_would: &'static str,
    /// The column of the running search's counts.
    pub this_search: &'static str,
    /// The root's value at the end.
    pub root_value: &'static str,
    /// The root's chosen move at the end.
    pub best_move: &'static str,
    /// The chosen move: the child's name and its position, "B (move 0)".
    pub move_to: fn(&str, u32) -> String,
}

fn earlier_steps(count: usize) -> String {
    format!("{count} earlier steps are not listed; the scrubber reaches them.")
}

fn move_to(child: &str, position: u32) -> String {
    format!("{child} (move {position})")
}

/// British English.
pub const ENGLISH: PanelStrings = PanelStrings {
    explanation: "What happens",
    before_start: "Press → or Play to take the first step.",
    unsuitable: "This tree does not suit the algorithm:",
    history: "Steps so far (click one to go back to it)",
    earlier_steps,
    pseudocode: "Pseudocode",
    rules: "Alpha-beta rules",
    max_row: "MAX",
    min_row: "MIN",
    rule_low: "v ≤ α",
    rule_inside: "α < v < β",
    rule_high: "v ≥ β",
    rule_low_strict: "v < α",
    rule_inside_strict: "α ≤ v ≤ β",
    rule_high_strict: "v > β",
    rule_ignore: "ignore",
    rule_update: "update",
    raise_alpha: "α ← v",
    lower_beta: "β ← v",
    rule_cut: "cut",
    counters: "Counts",
    visited: "Nodes visited",
    evaluated: "Leaves evaluated",
    cutoffs: "Cuts",
    minimax_would: "Minimax",
    this_search: "This search",
    root_value: "Root value",
    best_move: "Best move",
    move_to,
};
