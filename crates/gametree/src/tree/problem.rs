//! Why a list of nodes is not a tree, in words: `Tree::new` reports a
//! `Problem` at a node, and the parser, the importers and the editor show
//! its message where that node is written.

use super::{NodeId, MAX_NODES, MAX_PLAYERS};
use std::fmt;

/// Why a list of nodes is not a well-formed tree; the parser turns it into a
/// message at the position of `node`.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeError {
    /// The node where the problem shows.
    pub node: NodeId,
    /// What is wrong there.
    pub problem: Problem,
}

/// The ways a list of nodes can fail to be a game tree.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// There are no nodes at all.
    Empty,
    /// More than [`MAX_NODES`] nodes.
    TooLarge,
    /// A child index that is out of range, not after its parent, or used twice.
    NotATree,
    /// A node with neither a value nor children.
    NoValue,
    /// Some children of this node carry a probability and this one does not,
    /// or the other way round.
    MixedProbabilities,
    /// A probability outside [0, 1].
    ProbabilityRange,
    /// The root carries a probability.
    ProbabilityOnRoot,
    /// The probabilities of this chance node add up to the given sum, not
    /// 1: written as the fractions were ("1/2 + 1/3 = 5/6"), or rounded
    /// to four decimals ("0.8333"), never as a float prints (0.8333333333333333).
    ProbabilitySum(String),
    /// This chance node can reach both +inf and -inf, so it has no expected value.
    NoExpectedValue,
    /// A tuple where the tree has plain numbers, or the other way round.
    ValueKind {
        /// The number of players the tree's first value fixed (0 for numbers).
        expected_players: usize,
    },
    /// A tuple of the wrong length (the first one written fixes it).
    TupleLength {
        /// The length the first tuple fixed.
        expected: usize,
    },
    /// A tuple with fewer than 2 or more than [`MAX_PLAYERS`] entries.
    PlayerCount,
    /// The root is MIN in a max^n tree.
    MinInMaxN,
    /// A number is not a number (NaN).
    NotANumber,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Empty => write!(f, "a tree needs at least one node"),
            Problem::TooLarge => write!(
                f,
                "the tree has more than {MAX_NODES} nodes, the most this tool can hold"
            ),
            Problem::NotATree => write!(
                f,
                "the child lists do not form a tree (every node but the root must be the child of exactly one earlier node)"
            ),
            Problem::NoValue => write!(f, "a node needs a value or children"),
            Problem::MixedProbabilities => write!(
                f,
                "either every child of a node carries a probability (a chance node) or none does"
            ),
            Problem::ProbabilityRange => write!(f, "a probability must lie between 0 and 1"),
            Problem::ProbabilityOnRoot => write!(f, "the root cannot carry a probability"),
            Problem::ProbabilitySum(sum) => write!(
                f,
                "the probabilities of this chance node add up to {sum}, not 1"
            ),
            Problem::NoExpectedValue => write!(
                f,
                "this chance node can reach both +inf and -inf, so it has no expected value"
            ),
            Problem::ValueKind { expected_players } => {
                if *expected_players == 0 {
                    write!(f, "this tree's values are numbers, so a tuple cannot appear here")
                } else {
                    write!(
                        f,
                        "this tree's values are tuples of {expected_players} (one per player), so a plain number cannot appear here"
                    )
                }
            }
            Problem::TupleLength { expected } => write!(
                f,
                "expected a tuple of {expected} values, as the first tuple of this tree has"
            ),
            Problem::PlayerCount => write!(
                f,
                "a tuple needs one value per player, between 2 and {MAX_PLAYERS}"
            ),
            Problem::MinInMaxN => write!(
                f,
                "\"min\" cannot start a tree of tuples: player 1 moves at the root"
            ),
            Problem::NotANumber => write!(f, "a value must be a number"),
        }
    }
}

impl std::error::Error for TreeError {}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.problem.fmt(f)
    }
}
