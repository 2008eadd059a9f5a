//! The words of editing: the tree text panel and the files it reads, the
//! random tree form, and the edit bar of the selected node.

/// The editor's words in one language.
pub struct EditorStrings {
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
}

fn read_as(format: &str) -> String {
    format!("Read as {format}.")
}

fn cannot_import(problem: &str) -> String {
    format!("That file holds no tree, so the tree on show stays: {problem}.")
}

fn file_too_large(name: &str, limit_mb: u32) -> String {
    format!(
        "{name} is larger than {limit_mb} MB, too large to be a tree to watch; it was not read."
    )
}

fn binary_file(name: &str) -> String {
    format!("{name} is not a text file (a tree is written as text), so it was not read.")
}

fn unreadable_file(name: &str) -> String {
    format!("The browser could not read {name}.")
}

fn cannot_make_random(problem: &str) -> String {
    format!("No random tree can be made so: {problem}.")
}

fn cannot_edit(problem: &str) -> String {
    format!("That edit cannot be made: {problem}.")
}

fn not_a_value(text: &str) -> String {
    format!("{text:?} is not a value: write a number such as 3 or -1.5, or a tuple such as <1, 2>.")
}

fn not_a_probability(text: &str) -> String {
    format!("{text:?} is not a probability: write a fraction such as 1/2 or a decimal such as 0.5.")
}

/// British English.
pub const ENGLISH: EditorStrings = EditorStrings {
    tree_text: "Tree text",
    tree_text_field: "The tree in the notation",
    tree_text_hint: "Type a tree such as ((3 12 8) (2 4 6)); the drawing follows.",
    open_file: "Open file…",
    drop_hint: "or drop a file on the page",
    undo: "Undo",
    redo: "Redo",
    undo_keys: ("Ctrl+Z", "Ctrl+Shift+Z"),
    read_as,
    cannot_import,
    file_too_large,
    binary_file,
    unreadable_file,
    random_tree: "Random tree",
    branching: "Branching (3, or a range 2-4)",
    random_depth: "Depth",
    min_value: "Smallest value",
    max_value: "Largest value",
    seed: "Seed",
    generate: "Generate",
    whole_numbers: "The random tree needs a whole number in every field.",
    cannot_make_random,
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
    cannot_edit,
    not_a_value,
    not_a_probability,
};

/// The words in the interface's language: English until this area's
/// keys are in the catalogues.
pub fn read() -> EditorStrings {
    ENGLISH
}
