//! The words of editing: the tree text panel and the files it reads, the
//! random tree form, and the edit bar of the selected node.

use super::say;
use gametree::lang::Arg;

/// "Read as breadth-first child counts and values."
pub fn read_as(format: &str) -> String {
    say("editor.read-as", &[Arg::Text("format", format)])
}

/// The keys of undo and redo, for the buttons' tooltips.
pub const UNDO_KEYS: (&str, &str) = ("Ctrl+Z", "Ctrl+Shift+Z");
