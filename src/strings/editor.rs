//! The words of editing: the tree text panel and the files it reads, the
//! random tree form, and the edit bar of the selected node.

use super::{said, say};
use gametree::lang::Arg;

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
    say("editor.read-as", &[Arg::Text("format", format)])
}

fn cannot_import(problem: &str) -> String {
    say("editor.cannot-import", &[Arg::Text("problem", problem)])
}

fn file_too_large(name: &str, limit_mb: u32) -> String {
    say(
        "editor.file-too-large",
        &[
            Arg::Text("name", name),
            Arg::Number("limit", limit_mb.into()),
        ],
    )
}

fn binary_file(name: &str) -> String {
    say("editor.binary-file", &[Arg::Text("name", name)])
}

fn unreadable_file(name: &str) -> String {
    say("editor.unreadable-file", &[Arg::Text("name", name)])
}

fn cannot_make_random(problem: &str) -> String {
    say(
        "editor.cannot-make-random",
        &[Arg::Text("problem", problem)],
    )
}

fn cannot_edit(problem: &str) -> String {
    say("editor.cannot-edit", &[Arg::Text("problem", problem)])
}

fn not_a_value(text: &str) -> String {
    say(
        "editor.not-a-value",
        &[Arg::Ltr("text", &format!("{text:?}"))],
    )
}

fn not_a_probability(text: &str) -> String {
    say(
        "editor.not-a-probability",
        &[Arg::Ltr("text", &format!("{text:?}"))],
    )
}

/// The words in the interface's language, read from its catalogue.
pub fn read() -> EditorStrings {
    EditorStrings {
        tree_text: said("editor.tree-text"),
        tree_text_field: said("editor.tree-text-field"),
        tree_text_hint: said("editor.tree-text-hint"),
        open_file: said("editor.open-file"),
        drop_hint: said("editor.drop-hint"),
        undo: said("editor.undo"),
        redo: said("editor.redo"),
        undo_keys: ("Ctrl+Z", "Ctrl+Shift+Z"),
        read_as,
        cannot_import,
        file_too_large,
        binary_file,
        unreadable_file,
        random_tree: said("editor.random-tree"),
        branching: said("editor.branching"),
        random_depth: said("editor.random-depth"),
        min_value: said("editor.min-value"),
        max_value: said("editor.max-value"),
        seed: said("editor.seed"),
        generate: said("editor.generate"),
        whole_numbers: said("editor.whole-numbers"),
        cannot_make_random,
        edit_bar: said("editor.edit-bar"),
        add_child: said("editor.add-child"),
        add_sibling: said("editor.add-sibling"),
        delete_subtree: said("editor.delete-subtree"),
        move_left: said("editor.move-left"),
        move_right: said("editor.move-right"),
        root_max: said("editor.root-max"),
        root_min: said("editor.root-min"),
        label_field: said("editor.label-field"),
        value_field: said("editor.value-field"),
        probability_field: said("editor.probability-field"),
        edit_hint: said("editor.edit-hint"),
        cannot_edit,
        not_a_value,
        not_a_probability,
    }
}
