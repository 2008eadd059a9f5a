//! The words of the keyboard shortcut sheet: every key and what it does.
//! The keys are named as the keyboard names them, in every language; what
//! the mouse does (click, drag, the wheel) is said in the page's language.

use super::said;

/// A key as the keyboard names it, or a catalogue key for what the mouse does.
enum Key {
    /// Named as printed on the keyboard.
    Printed(&'static str),
    /// A catalogue key: said in the page's language.
    Said(&'static str),
}

use Key::{Printed, Said};

/// Each key, and the catalogue key of what it does.
const KEYS: [(Key, &str); 28] = [
    (Printed("→"), "shortcuts.does.forward"),
    (Printed("←"), "shortcuts.does.back"),
    (Printed("Space"), "shortcuts.does.play"),
    (Printed("Home"), "shortcuts.does.to-start"),
    (Printed("End"), "shortcuts.does.to-end"),
    (Printed("N"), "shortcuts.does.next-cut"),
    (Printed("I"), "shortcuts.does.next-iteration"),
    (Printed("+ / −"), "shortcuts.does.speed"),
    (Printed("F"), "shortcuts.does.fit"),
    (Printed("Z"), "shortcuts.does.zoom"),
    (Said("shortcuts.key.wheel"), "shortcuts.does.wheel"),
    (Printed("P"), "shortcuts.does.projector"),
    (Printed("Q"), "shortcuts.does.quiz"),
    (Printed("D"), "shortcuts.does.theme"),
    (Printed("O"), "shortcuts.does.visit-order"),
    (Printed("?"), "shortcuts.does.sheet"),
    (Printed("Esc"), "shortcuts.does.close"),
    (Said("shortcuts.key.click"), "shortcuts.does.select"),
    (Printed("↑ ↓ ← →"), "shortcuts.does.move"),
    (Said("shortcuts.key.drag"), "shortcuts.does.reorder"),
    (Printed("Insert"), "shortcuts.does.add"),
    (Printed("Delete"), "shortcuts.does.delete"),
    (Printed("Enter"), "shortcuts.does.edit"),
    (Printed("C"), "shortcuts.does.mark-cut"),
    (Printed("Enter"), "shortcuts.does.answer"),
    (Printed("Esc"), "shortcuts.does.clear"),
    (Printed("Ctrl+Z"), "shortcuts.does.undo"),
    (Printed("Ctrl+Shift+Z"), "shortcuts.does.redo"),
];

/// Each key and what it does.
pub fn keys() -> Vec<(&'static str, &'static str)> {
    KEYS.iter()
        .map(|(key, does)| {
            let key = match *key {
                Printed(printed) => printed,
                Said(words) => said(words),
            };
            (key, said(does))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::catalogues::INTERFACE;
    use gametree::lang::{Digits, Lang};

    #[test]
    fn what_the_mouse_does_is_said_in_every_language() {
        assert!(keys().contains(&("Click / ↓", said("shortcuts.does.select"))));
        let english = INTERFACE.read(Lang::En, Digits::Ascii);
        for lang in [Lang::Ro, Lang::Cs, Lang::Fa] {
            let words = INTERFACE.read(lang, Digits::Ascii);
            for (key, _) in &KEYS {
                if let Said(key) = key {
                    assert_ne!(words.say(key, &[]), english.say(key, &[]), "{lang:?} {key}");
                }
            }
        }
    }
}
