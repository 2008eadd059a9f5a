//! Game trees built from the rules of a game rather than typed, one game a
//! file: tic-tac-toe from any position (`tic_tac_toe.rs`, on the k-in-a-row
//! board of `board.rs`), Nim with one heap (`nim.rs`), Grundy's game
//! (`grundy.rs`), the erratic vacuum world as an AND-OR tree (`vacuum.rs`),
//! the λ-trees of lambda search on k-in-a-row boards (`lambda.rs`, with
//! its searches in `threats.rs`), and games in normal form such as the
//! prisoner's dilemma, unrolled into a tree (`normal_form.rs`).
//! `recipe.rs` names a game tree in a few words, so that a link and the
//! command line can carry it, and `position.rs` finds the position of any
//! node of such a tree, for the board drawn beside it.

pub mod board;
pub mod grundy;
pub mod lambda;
mod nim;
mod normal_form;
mod position;
mod recipe;
mod threats;
pub mod tic_tac_toe;
mod vacuum;

pub use grundy::{grundy, piles};
pub use nim::{mover_wins, nim};
pub use normal_form::{Elimination, NormalForm};
pub use position::{position_at, winners, Position};
pub use recipe::{Recipe, DEFAULT_TAKE};
pub use tic_tac_toe::tic_tac_toe;
pub use vacuum::{vacuum_world, VacuumState};

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
fn too_large(what: Message, most: usize) -> GameError {
    let said = Message::new("games.too-large").nested("what", what);
    GameError::new(said.number("most", most as f64))
}
