//! How parse errors name what they found: a character, a quoted label or
//! number cut short, each at a position of the text.

use super::{ParseError, Position};

/// How many characters of a label or number a message quotes.
const QUOTED_CHARACTERS: usize = 40;

pub(super) fn error_at(position: Position, message: String) -> ParseError {
    ParseError { position, message }
}

/// A character as a message names it.
pub(crate) fn describe_character(character: Option<char>) -> String {
    match character {
        None => "end of input".to_string(),
        Some(' ') => "a space".to_string(),
        Some('\t') => "a tab".to_string(),
        Some('\n' | '\r') => "the end of the line".to_string(),
        Some('"') => "'\"'".to_string(),
        Some(character) if is_invisible(character) => {
            format!("the character U+{:04X}", u32::from(character))
        }
        Some(character) => format!("\"{character}\""),
    }
}

/// Characters that would not show between quotes: controls, spaces other
/// than the plain one, and the zero-width ones (byte-order mark included).
fn is_invisible(character: char) -> bool {
    character.is_control()
        || character.is_whitespace()
        || matches!(
            character,
            '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{2060}' | '\u{feff}'
        )
}

/// A label or number quoted in a message, cut short if it is very long.
pub(crate) fn shorten(text: &str) -> String {
    match text.char_indices().nth(QUOTED_CHARACTERS) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}
