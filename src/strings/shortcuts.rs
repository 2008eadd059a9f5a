//! The words of the keyboard shortcut sheet: every key and what it does.

/// The shortcut sheet's words in one language.
pub struct ShortcutStrings {
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
}

/// British English.
pub const ENGLISH: ShortcutStrings = ShortcutStrings {
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
        ("F", "the whole tree; again: follow the current node"),
        (
            "Z",
            "zoom to the selected (or current) node's subtree; again: the whole tree",
        ),
        ("Wheel", "zoom about the pointer"),
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
};

/// The words in the interface's language: English until this area's
/// keys are in the catalogues.
pub fn read() -> ShortcutStrings {
    ENGLISH
}
