//! Why a text is not a tree in the JSON form: the one error the reader and
//! the checks of the tree both give, said in any language.

use crate::lang::{english, Message};
use std::fmt;

/// Why a text is not a tree in the JSON form, so that a program or the
/// command-line tool can say what to fix.
#[derive(Clone, Debug, PartialEq)]
pub struct JsonError {
    /// What is wrong, to be said in any language: the line and column and
    /// what was expected there, or the problem with the tree and the index
    /// of the node that shows it.
    said: Message,
}

impl JsonError {
    /// An error saying `said`.
    pub(super) fn new(said: Message) -> JsonError {
        JsonError { said }
    }

    /// What is wrong, to be said in the reader's language.
    pub fn said(&self) -> &Message {
        &self.said
    }
}

/// The error in English.
impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said.say(english()))
    }
}

impl std::error::Error for JsonError {}
