//! Game trees built from the rules of a game rather than typed, one game a
//! file: Grundy's game (split a pile into two unequal piles; who cannot
//! move loses) and tic-tac-toe from a given position.

mod grundy;
mod tic_tac_toe;

pub use grundy::grundy;
pub use tic_tac_toe::tic_tac_toe;
