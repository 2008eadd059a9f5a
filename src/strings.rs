//! Every word the interface shows, in one place, so that a translation is
//! one more `Strings` value (Romanian, Persian and Czech are planned; Persian
//! is written right to left, hence `direction`). The sentences that explain
//! the search steps come from the core's `explain` module.

pub mod practice;

use gametree::Algorithm;
use practice::PracticeStrings;

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
    /// Shown when the page's address cannot be read.
    pub broken_link: fn(&str) -> String,
    /// Hide a message.
    pub dismiss: &'static str,
    /// The lecture examples menu's entry for a tree that is none of them.
    pub own_tree: &'static str,

    // Options bar
    /// The options bar, for screen readers.
    pub options: &'static str,
    /// The algorithm menu.
    pub algorithm: &'static str,
    /// The name of each algorithm in the menu.
    pub algorithm_name: fn(Algorithm) -> &'static str,
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
    /// The playback bar, for screen readers.
    pub playback: &'static str,
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
    /// The speed readout, for screen readers.
    pub speed: &'static str,
    /// The speed readout: "1.5 steps/s".
    pub steps_per_second: fn(f64) -> String,
    /// A button's tooltip: its name and its key, "Step forward (→)".
    pub with_key: fn(&str, &str) -> String,
    /// The key of each button, shown in its tooltip.
    pub button_keys: ButtonKeys,
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

    // Shortcut sheet
    /// The sheet's title.
    pub shortcut_sheet: &'static str,
    /// Close the sheet.
    pub close: &'static str,
    /// The sheet's column of keys.
    pub key_column: &'static str,
    /// The sheet's column of what each key does.
    pub does_column: &'static str,
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
    /// The level caption of MAX nodes.
    pub max: &'static str,
    /// The level caption of MIN nodes.
    pub min: &'static str,
    /// The tooltip of a folded node's count of hidden nodes.
    pub hidden: fn(usize) -> String,

    // Share bar
    /// The share bar, for screen readers.
    pub share: &'static str,
    /// Copy a link to this moment.
    pub copy_link: &'static str,
    /// Shown once the link is on the clipboard.
    pub link_copied: &'static str,
    /// Shown when the browser refuses the clipboard and selects the link instead.
    pub copy_refused: &'static str,
    /// The field that holds the link, for screen readers.
    pub link_field: &'static str,
    /// Download the drawing as SVG.
    pub export_svg: &'static str,
    /// Download the drawing as PNG.
    pub export_png: &'static str,
    /// Download the tree in the notation.
    pub export_notation: &'static str,
    /// Download the tree as JSON.
    pub export_json: &'static str,
    /// Show the code that embeds this tree in another page.
    pub embed: &'static str,
    /// The field that holds the embedding code, for screen readers.
    pub embed_code: &'static str,
    /// Copy the embedding code.
    pub copy: &'static str,
    /// Shown once the embedding code is on the clipboard.
    pub copied: &'static str,

    // Tree editor
    /// The tree text panel.
    pub tree_text: &'static str,
    /// The text box, for screen readers.
    pub tree_text_field: &'static str,
    /// The line under the text box when it holds a tree.
    pub tree_text_hint: &'static str,
    /// Open a file from the computer.
    pub open_file: &'static str,
    /// Said beside the open button.
    pub drop_hint: &'static str,
    /// Undo the last change to the tree.
    pub undo: &'static str,
    /// Redo the change undone.
    pub redo: &'static str,
    /// The keys of undo and redo, for the buttons' tooltips.
    pub undo_keys: (&'static str, &'static str),
    /// "Read as breadth-first child counts and values."
    pub read_as: fn(&str) -> String,
    /// Shown when a file holds no tree: the import error follows.
    pub cannot_import: fn(&str) -> String,
    /// Shown for a file over the size limit: its name and the limit in MB.
    pub file_too_large: fn(&str, u32) -> String,
    /// Shown for a file that is not text.
    pub binary_file: fn(&str) -> String,
    /// Shown when the browser cannot read a file.
    pub unreadable_file: fn(&str) -> String,
    /// The random tree panel.
    pub random_tree: &'static str,
    /// Random tree: children per inner node.
    pub branching: &'static str,
    /// Random tree: depth of the leaves.
    pub random_depth: &'static str,
    /// Random tree: smallest leaf value.
    pub min_value: &'static str,
    /// Random tree: largest leaf value.
    pub max_value: &'static str,
    /// Random tree: the seed.
    pub seed: &'static str,
    /// Make the random tree.
    pub generate: &'static str,
    /// Shown when a field of the random tree form is not a whole number.
    pub whole_numbers: &'static str,
    /// Shown when no random tree can be made as asked.
    pub cannot_make_random: fn(&str) -> String,

    // Edit bar
    /// The edit bar of the selected node, for screen readers.
    pub edit_bar: &'static str,
    /// Add a leaf under the selected node.
    pub add_child: &'static str,
    /// Add a leaf beside the selected node.
    pub add_sibling: &'static str,
    /// Delete the selected node and its subtree.
    pub delete_subtree: &'static str,
    /// Swap the selected node with its left sibling.
    pub move_left: &'static str,
    /// Swap the selected node with its right sibling.
    pub move_right: &'static str,
    /// MAX moves first.
    pub root_max: &'static str,
    /// MIN moves first.
    pub root_min: &'static str,
    /// The selected node's label field.
    pub label_field: &'static str,
    /// The selected node's value field.
    pub value_field: &'static str,
    /// The selected node's probability field.
    pub probability_field: &'static str,
    /// How the fields are used.
    pub edit_hint: &'static str,
    /// Shown when an edit of the tree is refused.
    pub cannot_edit: fn(&str) -> String,
    /// Shown when the value field holds no value.
    pub not_a_value: fn(&str) -> String,
    /// Shown when the probability field holds no probability.
    pub not_a_probability: fn(&str) -> String,

    /// Practice mode.
    pub practice: &'static PracticeStrings,
}

/// The keys of the buttons that have one, as the tooltips name them.
pub struct ButtonKeys {
    /// Back to the start.
    pub to_start: &'static str,
    /// One step back.
    pub back: &'static str,
    /// Play or pause.
    pub play: &'static str,
    /// One step on.
    pub forward: &'static str,
    /// On to the end.
    pub to_end: &'static str,
    /// On to the next cut.
    pub next_cut: &'static str,
    /// Slower.
    pub slower: &'static str,
    /// Faster.
    pub faster: &'static str,
    /// Visit-order numbers.
    pub visit_order: &'static str,
    /// Projector mode.
    pub projector: &'static str,
    /// Dark or light theme.
    pub dark_theme: &'static str,
    /// The shortcut sheet.
    pub shortcuts: &'static str,
}

fn english_algorithm_name(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Minimax => "Minimax",
        Algorithm::AlphaBeta => "Alpha-beta",
        Algorithm::Negamax => "Negamax",
        Algorithm::NegamaxAlphaBeta => "Negamax with alpha-beta",
        Algorithm::Expectiminimax => "Expectiminimax",
        Algorithm::MaxN => "max^n",
        Algorithm::ProofNumber => "Proof-number search",
        Algorithm::ProofNumberSquared => "PN²",
        Algorithm::DepthFirstProofNumber => "df-pn",
    }
}

fn english_steps_per_second(rate: f64) -> String {
    // One decimal is enough to tell the speeds apart; "2.0" reads as "2".
    let text = format!("{rate:.1}");
    format!("{} steps/s", text.trim_end_matches(".0"))
}

fn english_with_key(name: &str, key: &str) -> String {
    format!("{name} ({key})")
}

fn english_earlier_steps(count: usize) -> String {
    format!("{count} earlier steps are not listed; the scrubber reaches them.")
}

fn english_broken_link(problem: &str) -> String {
    format!("This link is broken, so the first lecture example is shown instead: {problem}.")
}

fn english_step_of(step: usize, steps: usize) -> String {
    format!("Step {step} of {steps}")
}

fn english_player(k: u8) -> String {
    format!("Player {k}")
}

fn english_hidden(count: usize) -> String {
    if count == 1 {
        "1 node folded away".to_string()
    } else {
        format!("{count} nodes folded away")
    }
}

fn english_read_as(format: &str) -> String {
    format!("Read as {format}.")
}

fn english_cannot_import(problem: &str) -> String {
    format!("That file holds no tree, so the tree on show stays: {problem}.")
}

fn english_file_too_large(name: &str, limit_mb: u32) -> String {
    format!(
        "{name} is larger than {limit_mb} MB, too large to be a tree to watch; it was not read."
    )
}

fn english_binary_file(name: &str) -> String {
    format!("{name} is not a text file (a tree is written as text), so it was not read.")
}

fn english_unreadable_file(name: &str) -> String {
    format!("The browser could not read {name}.")
}

fn english_cannot_make_random(problem: &str) -> String {
    format!("No random tree can be made so: {problem}.")
}

fn english_cannot_edit(problem: &str) -> String {
    format!("That edit cannot be made: {problem}.")
}

fn english_not_a_value(text: &str) -> String {
    format!("{text:?} is not a value: write a number such as 3 or -1.5, or a tuple such as <1, 2>.")
}

fn english_not_a_probability(text: &str) -> String {
    format!("{text:?} is not a probability: write a fraction such as 1/2 or a decimal such as 0.5.")
}

/// British English, the language of the course notes.
pub const ENGLISH: Strings = Strings {
    lang: "en",
    direction: "ltr",

    title: "Minimax Lab",
    tagline: "Watch game-tree search, one step at a time.",
    presets: "Lecture examples",
    unsuitable: "This tree does not suit the algorithm:",
    broken_link: english_broken_link,
    dismiss: "Dismiss",
    own_tree: "Your own tree",

    options: "Options",
    algorithm: "Algorithm",
    algorithm_name: english_algorithm_name,
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

    playback: "Playback",
    play: "Play",
    pause: "Pause",
    back: "Step back",
    forward: "Step forward",
    to_start: "Start",
    to_end: "End",
    next_cut: "Next cut",
    slower: "Slower",
    faster: "Faster",
    speed: "Speed",
    steps_per_second: english_steps_per_second,
    with_key: english_with_key,
    button_keys: ButtonKeys {
        to_start: "Home",
        back: "←",
        play: "Space",
        forward: "→",
        to_end: "End",
        next_cut: "N",
        slower: "−",
        faster: "+",
        visit_order: "O",
        projector: "P",
        dark_theme: "D",
        shortcuts: "?",
    },
    scrubber: "Step",
    fit: "Fit",
    shortcuts: "Keyboard shortcuts",
    step_of: english_step_of,
    before_start: "Press → or Play to take the first step.",

    explanation: "What happens",
    history: "Steps so far (click one to go back to it)",
    earlier_steps: english_earlier_steps,
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

    shortcut_sheet: "Keyboard shortcuts",
    close: "Close",
    key_column: "Key",
    does_column: "Does",
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
        ("Click / ↓", "select a node (↓ selects the root)"),
        (
            "↑ ↓ ← →",
            "with a node selected: parent, first child, siblings",
        ),
        (
            "Drag / [ / ]",
            "move a node among its siblings (left / right)",
        ),
        ("Insert", "with a node selected: add a child"),
        ("Delete", "with a node selected: delete its subtree"),
        ("Enter", "with a node selected: edit (or answer) its value"),
        (
            "C",
            "in an exercise: mark the branch into the selected node as cut",
        ),
        (
            "Enter",
            "in an exercise: answer the question the search stopped at",
        ),
        ("Esc", "clear the selection"),
        ("Ctrl+Z", "undo the last change to the tree"),
        ("Ctrl+Shift+Z", "redo it"),
    ],

    tree_drawing: "The game tree",
    collapse: "Fold this subtree",
    expand: "Unfold this subtree",
    chance: "CHANCE",
    player: english_player,
    max: "MAX",
    min: "MIN",
    hidden: english_hidden,

    share: "Share",
    copy_link: "Copy link",
    link_copied: "Link copied",
    copy_refused: "The browser would not copy; the link is selected, press Ctrl+C to copy it.",
    link_field: "Link to this step",
    export_svg: "Export SVG",
    export_png: "Export PNG",
    export_notation: "Export notation",
    export_json: "Export JSON",
    embed: "Embed",
    embed_code: "Code that embeds this tree in a web page",
    copy: "Copy",
    copied: "Copied",

    tree_text: "Tree text",
    tree_text_field: "The tree in the notation",
    tree_text_hint: "Type a tree such as ((3 12 8) (2 4 6)); the drawing follows.",
    open_file: "Open file…",
    drop_hint: "or drop a file on the page",
    undo: "Undo",
    redo: "Redo",
    undo_keys: ("Ctrl+Z", "Ctrl+Shift+Z"),
    read_as: english_read_as,
    cannot_import: english_cannot_import,
    file_too_large: english_file_too_large,
    binary_file: english_binary_file,
    unreadable_file: english_unreadable_file,
    random_tree: "Random tree",
    branching: "Branching (3, or a range 2-4)",
    random_depth: "Depth",
    min_value: "Smallest value",
    max_value: "Largest value",
    seed: "Seed",
    generate: "Generate",
    whole_numbers: "The random tree needs a whole number in every field.",
    cannot_make_random: english_cannot_make_random,
    edit_bar: "Edit the selected node",
    add_child: "Add child",
    add_sibling: "Add sibling",
    delete_subtree: "Delete subtree",
    move_left: "Move left",
    move_right: "Move right",
    root_max: "Root MAX",
    root_min: "Root MIN",
    label_field: "Label",
    value_field: "Value",
    probability_field: "Probability",
    edit_hint: "Enter applies, Esc cancels; empty clears.",
    cannot_edit: english_cannot_edit,
    not_a_value: english_not_a_value,
    not_a_probability: english_not_a_probability,
    practice: &practice::ENGLISH,
};

/// The strings of the interface's language.
pub fn strings() -> &'static Strings {
    &ENGLISH
}
