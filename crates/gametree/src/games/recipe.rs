//! A game tree named in a few words: the game, its position and options.
//! `gametree game` reads one from its command line, and a link carries one
//! (`g=tictactoe,x.o/.x./...,d2,sym`) instead of a tree's text, which for
//! the whole of tic-tac-toe would be megabytes. Building it again gives the
//! same tree, so the app can also show the position of every node.
//!
//! The text form is the game's name and its parts, separated by commas:
//!
//! - `tictactoe,ROWS[,dN][,sym][,sooner]`: the position, a depth limit, symmetric
//!   positions merged, a sooner win worth more;
//! - `nim,N[,kK][,misere]`: the heap, the most tokens a move takes (3);
//! - `grundy,N`: the pile;
//! - `vacuum[,STATE]`: the starting state, such as `MMA` (the default);
//! - `lambda,ROWS,kK,nN,P`: the λⁿ-tree of the k-in-a-row position with
//!   P (`x` or `o`) the attacker, to move.

use super::board::{Board, Mark};
use super::error::GameError;
use super::grundy::grundy;
use super::lambda::{check_sizes, lambda_tree};
use super::nim::nim;
use super::tic_tac_toe::{self, tic_tac_toe};
use super::vacuum::{vacuum_world, VacuumState};
use crate::lang::Message;
use crate::tree::Tree;
use std::fmt;

/// The most tokens a Nim move takes when not said.
pub const DEFAULT_TAKE: u32 = 3;

/// A game and a starting position: everything needed to build its tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Recipe {
    /// Tic-tac-toe from `position`.
    TicTacToe {
        /// The position: three rows of three.
        position: Board,
        /// Plies below the position where the evaluation stops the tree.
        depth: Option<u32>,
        /// Whether moves to positions that mirror an earlier move's are left out.
        symmetric: bool,
        /// Whether a sooner win is worth more (one more for every empty square).
        sooner: bool,
    },
    /// Nim with one heap.
    Nim {
        /// The tokens in the heap.
        heap: u32,
        /// The most tokens a move takes.
        take: u32,
        /// Whether taking the last token loses.
        misere: bool,
    },
    /// Grundy's game from one pile.
    Grundy {
        /// The sticks in the pile.
        heap: u32,
    },
    /// The erratic vacuum world.
    Vacuum {
        /// Where the agent starts.
        start: VacuumState,
    },
    /// A λ-tree of a k-in-a-row position (see `lambda.rs`).
    Lambda {
        /// The position.
        position: Board,
        /// How many in a row win.
        in_a_row: u8,
        /// The order n of the λ-tree.
        order: u8,
        /// The attacker, who moves first.
        attacker: Mark,
    },
}

impl Recipe {
    /// The tree the recipe describes.
    pub fn build(&self, most: usize) -> Result<Tree, GameError> {
        match *self {
            Recipe::TicTacToe {
                position,
                depth,
                symmetric,
                sooner,
            } => tic_tac_toe(&position.to_string(), depth, symmetric, sooner),
            Recipe::Nim { heap, take, misere } => nim(heap, take, misere, most),
            Recipe::Grundy { heap } => grundy(heap, most),
            Recipe::Vacuum { start } => Ok(vacuum_world(start)),
            Recipe::Lambda {
                position,
                in_a_row,
                order,
                attacker,
            } => lambda_tree(&position, in_a_row, order, attacker).map(|found| found.tree),
        }
    }

    /// Reads the text form of the module's documentation.
    pub fn parse(text: &str) -> Result<Recipe, GameError> {
        let mut parts = text.trim().split(',').map(str::trim);
        let game = parts.next().unwrap_or_default().to_ascii_lowercase();
        let rest: Vec<&str> = parts.collect();
        let number = |part: &str, prefix: &str| -> Result<u32, GameError> {
            part.strip_prefix(prefix)
                .and_then(|digits| digits.parse().ok())
                .ok_or_else(|| unknown_part(&game, part))
        };
        let recipe = match (game.as_str(), rest.as_slice()) {
            ("tictactoe", [position, options @ ..]) => {
                let mut recipe = Recipe::TicTacToe {
                    position: tic_tac_toe::position(position)?,
                    depth: None,
                    symmetric: false,
                    sooner: false,
                };
                if let Recipe::TicTacToe {
                    depth,
                    symmetric,
                    sooner,
                    ..
                } = &mut recipe
                {
                    for &option in options {
                        match option {
                            "sym" => *symmetric = true,
                            "sooner" => *sooner = true,
                            _ => *depth = Some(number(option, "d")?),
                        }
                    }
                }
                recipe
            }
            ("nim", [heap, options @ ..]) => {
                let (mut take, mut misere) = (DEFAULT_TAKE, false);
                for &option in options {
                    match option {
                        "misere" => misere = true,
                        _ => take = number(option, "k")?,
                    }
                }
                Recipe::Nim {
                    heap: number(heap, "")?,
                    take,
                    misere,
                }
            }
            ("grundy", [heap]) => Recipe::Grundy {
                heap: number(heap, "")?,
            },
            ("vacuum", []) => Recipe::Vacuum {
                start: VacuumState::START,
            },
            ("vacuum", [start]) => Recipe::Vacuum {
                start: VacuumState::parse(start).ok_or_else(|| unknown_part(&game, start))?,
            },
            ("lambda", [position, in_a_row, order, attacker]) => {
                let position = Board::parse(position)?;
                let (in_a_row, order) = (number(in_a_row, "k")?, number(order, "n")?);
                check_sizes(&position, in_a_row, order)?;
                Recipe::Lambda {
                    position,
                    // Both checked: at most the board's side and MOST_ORDER.
                    in_a_row: in_a_row as u8,
                    order: order as u8,
                    attacker: match *attacker {
                        "x" | "X" => Mark::X,
                        "o" | "O" => Mark::O,
                        _ => return Err(unknown_part(&game, attacker)),
                    },
                }
            }
            _ => {
                return Err(GameError::new(
                    Message::new("games.no-game").ltr("text", format!("{text:?}")),
                ))
            }
        };
        Ok(recipe)
    }
}

fn unknown_part(game: &str, part: &str) -> GameError {
    GameError::new(
        Message::new("games.unknown-part")
            .ltr("part", format!("{part:?}"))
            .ltr("game", game),
    )
}

/// The text form [`Recipe::parse`] reads, with defaults left out.
impl fmt::Display for Recipe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Recipe::TicTacToe {
                position,
                depth,
                symmetric,
                sooner,
            } => {
                write!(f, "tictactoe,{position}")?;
                if let Some(depth) = depth {
                    write!(f, ",d{depth}")?;
                }
                if *symmetric {
                    f.write_str(",sym")?;
                }
                if *sooner {
                    f.write_str(",sooner")?;
                }
                Ok(())
            }
            Recipe::Nim { heap, take, misere } => {
                write!(f, "nim,{heap}")?;
                if *take != DEFAULT_TAKE {
                    write!(f, ",k{take}")?;
                }
                if *misere {
                    f.write_str(",misere")?;
                }
                Ok(())
            }
            Recipe::Grundy { heap } => write!(f, "grundy,{heap}"),
            Recipe::Vacuum { start } if *start == VacuumState::START => f.write_str("vacuum"),
            Recipe::Vacuum { start } => write!(f, "vacuum,{}", start.label().replace('_', "")),
            Recipe::Lambda {
                position,
                in_a_row,
                order,
                attacker,
            } => write!(
                f,
                "lambda,{position},k{in_a_row},n{order},{}",
                attacker.letter().to_ascii_lowercase()
            ),
        }
    }
}
