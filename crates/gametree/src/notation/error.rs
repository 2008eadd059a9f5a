//! Why a text is not a tree in the notation: where, and what was expected
//! and found, said in English or in any language.

use super::position::Position;
use crate::lang::{Catalogue, Message};
use std::fmt;

/// Why a text is not a tree.
#[derive(Clone, Debug, PartialEq)]
pub struct ParseError {
    /// Where the problem is.
    pub position: Position,
    /// What was expected and what was found, in English.
    pub message: String,
    /// The message's words, to say it in any language.
    pub(super) said: Message,
}

impl ParseError {
    /// What was expected and what was found, to be said in any language.
    pub fn said(&self) -> &Message {
        &self.said
    }

    /// What was expected and what was found, in the language of `words`.
    pub fn message_in(&self, words: &Catalogue) -> String {
        self.said.say(words)
    }

    /// The error as `Display` writes it (`1:5: expected …`), in the
    /// language of `words`: what an editor shows beside the text.
    pub fn to_string_in(&self, words: &Catalogue) -> String {
        format!("{}: {}", self.position, self.message_in(words))
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.position, self.message)
    }
}

impl std::error::Error for ParseError {}
