//! The words of editing: the tree text panel and the files it reads, the
//! random tree form, and the edit bar of the selected node.

use super::say;
use gametree::lang::Arg;

/// "Read as breadth-first child counts and values."
pub fn read_as(format: &str) -> String {
    say("editor.read-as", &[Arg::Text("format", format)])
}

/// Shown when a file holds no tree: the import error follows.
pub fn cannot_import(problem: &str) -> String {
    say("editor.cannot-import", &[Arg::Text("problem", problem)])
}

/// Shown for a file over the size limit: its name and the limit in MB.
pub fn file_too_large(name: &str, limit_mb: u32) -> String {
    say(
        "editor.file-too-large",
        &[
            Arg::Text("name", name),
            Arg::Number("limit", limit_mb.into()),
        ],
    )
}

/// Shown for a file that is not text.
pub fn binary_file(name: &str) -> String {
    say("editor.binary-file", &[Arg::Text("name", name)])
}

/// Shown when the browser cannot read a file.
pub fn unreadable_file(name: &str) -> String {
    say("editor.unreadable-file", &[Arg::Text("name", name)])
}

/// Shown when no random tree can be made as asked.
pub fn cannot_make_random(problem: &str) -> String {
    say(
        "editor.cannot-make-random",
        &[Arg::Text("problem", problem)],
    )
}

/// Shown when an edit of the tree is refused.
pub fn cannot_edit(problem: &str) -> String {
    say("editor.cannot-edit", &[Arg::Text("problem", problem)])
}

/// Shown when the value field holds no value.
pub fn not_a_value(text: &str) -> String {
    say(
        "editor.not-a-value",
        &[Arg::Ltr("text", &format!("{text:?}"))],
    )
}

/// Shown when the probability field holds no probability.
pub fn not_a_probability(text: &str) -> String {
    say(
        "editor.not-a-probability",
        &[Arg::Ltr("text", &format!("{text:?}"))],
    )
}

/// The keys of undo and redo, for the buttons' tooltips.
pub const UNDO_KEYS: (&str, &str) = ("Ctrl+Z", "Ctrl+Shift+Z");
