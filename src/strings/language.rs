//! The words of the language menu, which every reader must find even in a
//! language they do not read: each language is listed in its own name.

use super::said;

/// The language menu's words in one language.
pub struct LanguageStrings {
    /// The menu's label.
    pub language: &'static str,
    /// The switch that writes numbers in Persian digits.
    pub persian_digits: &'static str,
}

/// The words in the interface's language, read from its catalogue.
pub fn read() -> LanguageStrings {
    LanguageStrings {
        language: said("language.language"),
        persian_digits: said("language.persian-digits"),
    }
}
