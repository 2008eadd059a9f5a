//! Why an address cannot be read: one error for the fragment and the whole
//! link, naming the part that is wrong, said in any language.

use crate::lang::{english, Message};
use std::fmt;

/// Why an address cannot be read, naming the part that is wrong.
#[derive(Clone, Debug, PartialEq)]
pub struct ShareError {
    /// What is wrong, in words to be said in any language.
    said: Message,
}

impl ShareError {
    /// What is wrong, to be said in the reader's language.
    pub fn said(&self) -> &Message {
        &self.said
    }
}

/// The sentence in English.
impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said.say(english()))
    }
}

impl std::error::Error for ShareError {}

/// The error that says `said`.
pub(super) fn error(said: Message) -> ShareError {
    ShareError { said }
}

/// The error for a `value` of the part `noun` that is none of the `known` ones.
pub(super) fn unknown(noun: &'static str, value: &str, known: &[&str]) -> ShareError {
    error(
        Message::new("share.unknown")
            .nested("part", Message::new(noun))
            .ltr("value", format!("{value:?}"))
            .ltr("known", known.join(", ")),
    )
}
