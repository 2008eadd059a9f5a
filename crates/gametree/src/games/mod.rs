//! Game trees built from the rules of a game rather than typed, one game a
//! file: tic-tac-toe from any position (`tic_tac_toe.rs`, on the k-in-a-row
//! board of `board.rs`), Nim with one heap (`nim.rs`), Grundy's game
//! (`grundy.rs`), the erratic vacuum world as an AND-OR tree (`vacuum.rs`),
//! the λ-trees of lambda search on k-in-a-row boards (`lambda.rs`, with
//! its searches in `threats.rs`), and games in normal form such as the
//! prisoner's dilemma, unrolled into a tree (`normal_form.rs`).
//! `recipe.rs` names a game tree in a few words, so that a link and the
//! command line can carry it, and `position.rs` finds the position of any
//! node of such a tree, for the board drawn beside it. `error.rs` says why
//! a game tree cannot be built.

pub mod board;
mod error;
pub mod grundy;
pub mod lambda;
mod nim;
mod normal_form;
mod position;
mod recipe;
mod threats;
pub mod tic_tac_toe;
mod vacuum;

pub use error::GameError;
pub use grundy::{grundy, piles};
pub use nim::{mover_wins, nim};
pub use normal_form::{Elimination, NormalForm};
pub use position::{position_at, winners, Position};
pub use recipe::{Recipe, DEFAULT_TAKE};
pub use tic_tac_toe::tic_tac_toe;
pub use vacuum::{vacuum_world, VacuumState};
