//! Why a game tree cannot be built, one error for every game: a position
//! no game reaches, a rule that makes no sense, or a tree too large.

use crate::lang::{english, Message};
use crate::tree::TreeError;
use std::fmt;

/// Why a game tree cannot be built: a position no game reaches, a rule
/// that makes no sense, or a tree too large to hold.
#[derive(Clone, Debug, PartialEq)]
pub struct GameError {
    /// One sentence saying what is wrong, in English.
    pub message: String,
    /// The sentence's words, to say it in any language.
    said: Message,
}

impl GameError {
    /// An error saying `said`.
    pub fn new(said: Message) -> GameError {
        GameError {
            message: said.say(english()),
            said,
        }
    }

    /// What is wrong, to be said in the reader's language.
    pub fn said(&self) -> &Message {
        &self.said
    }
}

impl From<TreeError> for GameError {
    fn from(error: TreeError) -> GameError {
        GameError::new(error.problem.message())
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for GameError {}

/// The tree of `what` has more than `most` nodes, the most it may have
/// (counted before building it, and only as far as the limit).
pub(super) fn too_large(what: Message, most: usize) -> GameError {
    let said = Message::new("games.too-large").nested("what", what);
    GameError::new(said.number("most", most as f64))
}
