//! Every word the interface shows, in one place, so that a translation is
//! one more `Strings` value (Romanian, Persian and Czech are planned; Persian
//! is written right to left, hence `direction`). The sentences that explain
//! the search steps come from the core's `explain` module.

/// The interface text of one language.
pub struct Strings {
    /// The language's tag, for `<html lang>`.
    pub lang: &'static str,
    /// `ltr` or `rtl`, for `<html dir>`.
    pub direction: &'static str,

    // Page
    /// The app's name.
    pub title: &'static str,
    /// The line under the name.
    pub tagline: &'static str,
    /// The lecture examples menu.
    pub presets: &'static str,
    /// Shown where a tree does not suit the chosen algorithm.
    pub unsuitable: &'static str,

    // Options bar
    /// The algorithm menu.
    pub algorithm: &'static str,
    /// The depth-limit menu.
    pub depth: &'static str,
    /// The depth-limit choice "no limit".
    pub full_depth: &'static str,
    /// The tie-rule menu.
    pub ties: &'static str,
    /// Cut on equality.
    pub cut_on_equal: &'static str,
    /// Cut only on strict inequality.
    pub strict: &'static str,
    /// The failure-mode menu.
    pub failure: &'static str,
    /// Fail-soft.
    pub fail_soft: &'static str,
    /// Fail-hard.
    pub fail_hard: &'static str,
    /// The switch that names nodes A, B, C….
    pub letter_names: &'static str,
    /// The switch that shows visit-order numbers.
    pub visit_order: &'static str,
    /// The projector-mode switch.
    pub projector: &'static str,
    /// The theme switch.
    pub dark_theme: &'static str,

    // Controls
    /// Play.
    pub play: &'static str,
    /// Pause.
    pub pause: &'static str,
    /// One step back.
    pub back: &'static str,
    /// One step on.
    pub forward: &'static str,
    /// Jump to the start.
    pub to_start: &'static str,
    /// Jump to the end.
    pub to_end: &'static str,
    /// Jump to the next cut.
    pub next_cut: &'static str,
    /// Slower.
    pub slower: &'static str,
    /// Faster.
    pub faster: &'static str,
    /// The scrubber.
    pub scrubber: &'static str,
    /// Show the whole tree.
    pub fit: &'static str,
    /// Open the shortcut sheet.
    pub shortcuts: &'static str,
    /// "Step 3 of 43".
    pub step_of: fn(usize, usize) -> String,
    /// What the explanation says before the first step.
    pub before_start: &'static str,

    // Panels
    /// The explanation panel.
    pub explanation: &'static str,
    /// The history of sentences.
    pub history: &'static str,
    /// The pseudocode panel.
    pub pseudocode: &'static str,
    /// The rule table.
    pub rules: &'static str,
    /// Rule-table column: v at or below alpha.
    pub rule_low: &'static str,
    /// Rule-table column: v inside the window.
    pub rule_inside: &'static str,
    /// Rule-table column: v at or above beta.
    pub rule_high: &'static str,
    /// Rule-table cell: nothing changes.
    pub rule_ignore: &'static str,
    /// Rule-table cell: the bound moves.
    pub rule_update: &'static str,
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

    // Shortcut sheet
    /// The sheet's title.
    pub shortcut_sheet: &'static str,
    /// Close the sheet.
    pub close: &'static str,
    /// Each key and what it does.
    pub keys: &'static [(&'static str, &'static str)],

    // Tree view
    /// The tree drawing, for screen readers.
    pub tree_drawing: &'static str,
    /// Fold a subtree.
    pub collapse: &'static str,
    /// Unfold a subtree.
    pub expand: &'static str,
    /// The level caption of chance nodes.
    pub chance: &'static str,
    /// The level caption of player k in max^n.
    pub player: fn(u8) -> String,
}

fn english_step_of(step: usize, steps: usize) -> String {
    format!("Step {step} of {steps}")
}

fn english_player(k: u8) -> String {
    format!("Player {k}")
}

/// British English, the language of the course notes.
pub const ENGLISH: Strings = Strings {
    lang: "en",
    direction: "ltr",

    title: "Minimax Lab",
    tagline: "Watch game-tree search, one step at a time.",
    presets: "Lecture examples",
    unsuitable: "This tree does not suit the algorithm:",

    algorithm: "Algorithm",
    depth: "Depth limit",
    full_depth: "none",
    ties: "Cut when",
    cut_on_equal: "v ≥ β / v ≤ α (on equality)",
    strict: "v > β / v < α (strict)",
    failure: "Cut nodes return",
    fail_soft: "their value (fail-soft)",
    fail_hard: "the bound (fail-hard)",
    letter_names: "Name nodes A, B, C…",
    visit_order: "Visit order",
    projector: "Projector",
    dark_theme: "Dark",

    play: "Play",
    pause: "Pause",
    back: "Step back",
    forward: "Step forward",
    to_start: "Start",
    to_end: "End",
    next_cut: "Next cut",
    slower: "Slower",
    faster: "Faster",
    scrubber: "Step",
    fit: "Fit",
    shortcuts: "Keyboard shortcuts",
    step_of: english_step_of,
    before_start: "Press → or Play to take the first step.",

    explanation: "What happens",
    history: "Steps so far (click one to go back to it)",
    pseudocode: "Pseudocode",
    rules: "Alpha-beta rules",
    rule_low: "v ≤ α",
    rule_inside: "α < v < β",
    rule_high: "v ≥ β",
    rule_ignore: "ignore",
    rule_update: "update",
    rule_cut: "cut",
    counters: "Counts",
    visited: "Nodes visited",
    evaluated: "Leaves evaluated",
    cutoffs: "Cuts",
    minimax_would: "Minimax",
    this_search: "This search",
    root_value: "Root value",
    best_move: "Best move",

    shortcut_sheet: "Keyboard shortcuts",
    close: "Close",
    keys: &[
        ("→", "one step forward"),
        ("←", "one step back"),
        ("Space", "play or pause"),
        ("Home", "back to the start"),
        ("End", "on to the end"),
        ("N", "on to the next cut"),
        ("+ / −", "faster / slower"),
        ("F", "fit the tree to the window"),
        ("P", "projector mode"),
        ("D", "dark or light theme"),
        ("O", "visit-order numbers"),
        ("?", "this sheet"),
        ("Esc", "close this sheet"),
    ],

    tree_drawing: "The game tree",
    collapse: "Fold this subtree",
    expand: "Unfold this subtree",
    chance: "CHANCE",
    player: english_player,
};

/// The strings of the interface's language.
pub fn strings() -> &'static Strings {
    &ENGLISH
}
