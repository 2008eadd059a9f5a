//! The words of the keyboard shortcut sheet: every key and what it does.
//! The keys are named as the keyboard names them, in every language.

use super::said;

/// Each key, and the catalogue key of what it does.
const KEYS: [(&str, &str); 26] = [
    ("→", "shortcuts.does.forward"),
    ("←", "shortcuts.does.back"),
    ("Space", "shortcuts.does.play"),
    ("Home", "shortcuts.does.to-start"),
    ("End", "shortcuts.does.to-end"),
    ("N", "shortcuts.does.next-cut"),
    ("+ / −", "shortcuts.does.speed"),
    ("F", "shortcuts.does.fit"),
    ("Z", "shortcuts.does.zoom"),
    ("Wheel", "shortcuts.does.wheel"),
    ("P", "shortcuts.does.projector"),
    ("D", "shortcuts.does.theme"),
    ("O", "shortcuts.does.visit-order"),
    ("?", "shortcuts.does.sheet"),
    ("Esc", "shortcuts.does.close"),
    ("Click / ↓", "shortcuts.does.select"),
    ("↑ ↓ ← →", "shortcuts.does.move"),
    ("Drag / [ / ]", "shortcuts.does.reorder"),
    ("Insert", "shortcuts.does.add"),
    ("Delete", "shortcuts.does.delete"),
    ("Enter", "shortcuts.does.edit"),
    ("C", "shortcuts.does.mark-cut"),
    ("Enter", "shortcuts.does.answer"),
    ("Esc", "shortcuts.does.clear"),
    ("Ctrl+Z", "shortcuts.does.undo"),
    ("Ctrl+Shift+Z", "shortcuts.does.redo"),
];

/// Each key and what it does.
pub fn keys() -> Vec<(&'static str, &'static str)> {
    KEYS.map(|(key, does)| (key, said(does))).to_vec()
}
