//! How parse errors name what they found: a character, a quoted label or
//! number cut short, each at a position of the text. Every message is kept
//! as a catalogue key with its values (`notation.*` in `lang/<tag>.txt`),
//! so that the app shows it in the reader's language; `Display` says it in
//! English, as the command line does.

use super::error::ParseError;
use super::position::Position;
use crate::lang::{english, Message};

/// How many characters of a label or number a message quotes.
const QUOTED_CHARACTERS: usize = 40;

/// The error `said` at `position`, its English words written out.
pub(super) fn error_at(position: Position, said: Message) -> ParseError {
    ParseError {
        position,
        message: said.say(english()),
        said,
    }
}

/// "expected WHAT but found FOUND", with each hint (at most two) in brackets.
pub(crate) fn expected(what: Message, found: Message, hints: &[Message]) -> Message {
    let message = match hints {
        [] => Message::new("notation.expected"),
        [hint] => Message::new("notation.expected-hint").nested("hint", hint.clone()),
        [hint, more, ..] => Message::new("notation.expected-hints")
            .nested("hint", hint.clone())
            .nested("more", more.clone()),
    };
    message.nested("what", what).nested("found", found)
}

/// "`closing` to close the `open` at `opened_at`": what a bracket left
/// open expects, in the notation and in the lists the importer reads.
pub(crate) fn to_close(closing: char, open: char, opened_at: Position) -> Message {
    Message::new("notation.what.close")
        .ltr("closing", closing.to_string())
        .ltr("open", open.to_string())
        .ltr("position", opened_at.to_string())
}

/// A character as a message names it.
pub(crate) fn character_named(character: Option<char>) -> Message {
    let key = match character {
        None => "notation.end-of-input",
        Some(' ') => "notation.a-space",
        Some('\t') => "notation.a-tab",
        Some('\n' | '\r') => "notation.end-of-line",
        Some('"') => "notation.a-quote",
        Some(character) if is_invisible(character) => {
            return Message::new("notation.invisible")
                .ltr("code", format!("U+{:04X}", u32::from(character)))
        }
        Some(character) => return quoted(&character.to_string()),
    };
    Message::new(key)
}

/// Text of the notation between quotes, cut short if it is very long.
pub(crate) fn quoted(text: &str) -> Message {
    Message::new("notation.quoted").ltr("text", shorten(text))
}

/// Characters that would not show between quotes: controls, spaces other
/// than the plain one, the zero-width ones (byte-order mark included), and
/// the bidirectional controls, which would reorder the rest of the line
/// the message is shown in (U+202E turns it right to left).
fn is_invisible(character: char) -> bool {
    character.is_control()
        || character.is_whitespace()
        || matches!(
            character,
            '\u{ad}'
                | '\u{200b}'..='\u{200f}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2060}'
                | '\u{2066}'..='\u{2069}'
                | '\u{feff}'
        )
}

/// A label or number quoted in a message, cut short if it is very long,
/// each character that would not show written as its code, `U+202E`; a
/// plain space and the joiners that Persian words hold (U+200C, U+200D)
/// stay as they are.
pub(crate) fn shorten(text: &str) -> String {
    let (kept, cut) = match text.char_indices().nth(QUOTED_CHARACTERS) {
        Some((cut, _)) => (&text[..cut], "…"),
        None => (text, ""),
    };
    let shown: String = kept
        .chars()
        .map(|character| {
            let kept = matches!(character, ' ' | '\u{200c}' | '\u{200d}');
            if !kept && is_invisible(character) {
                format!("U+{:04X}", u32::from(character))
            } else {
                character.to_string()
            }
        })
        .collect();
    format!("{shown}{cut}")
}
