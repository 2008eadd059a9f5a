//! Why a list of nodes is not a tree, in words: `Tree::new` reports a
//! `Problem` at a node, and the parser, the importers and the editor show
//! its message where that node is written.

use super::limits::{MAX_NODES, MAX_PLAYERS};
use super::node::NodeId;
use crate::lang::{english, Message};
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

impl Problem {
    /// The problem in words, to be said in any language: English by
    /// `Display`, the reader's own where the app shows it.
    pub fn message(&self) -> Message {
        let key = match self {
            Problem::Empty => "problem.empty",
            Problem::TooLarge => {
                return Message::new("problem.too-large").number("most", MAX_NODES as f64)
            }
            Problem::NotATree => "problem.not-a-tree",
            Problem::NoValue => "problem.no-value",
            Problem::MixedProbabilities => "problem.mixed-probabilities",
            Problem::ProbabilityRange => "problem.probability-range",
            Problem::ProbabilityOnRoot => "problem.probability-on-root",
            Problem::ProbabilitySum(sum) => {
                return Message::new("problem.probability-sum").ltr("sum", sum.clone())
            }
            Problem::NoExpectedValue => "problem.no-expected-value",
            Problem::ValueKind {
                expected_players: 0,
            } => "problem.tuple-among-numbers",
            Problem::ValueKind { expected_players } => {
                return Message::new("problem.number-among-tuples")
                    .count("players", *expected_players as u64)
            }
            Problem::TupleLength { expected } => {
                return Message::new("problem.tuple-length").count("expected", *expected as u64)
            }
            Problem::PlayerCount => {
                return Message::new("problem.player-count").number("most", MAX_PLAYERS as f64)
            }
            Problem::MinInMaxN => "problem.min-in-max-n",
            Problem::NotANumber => "problem.not-a-number",
        };
        Message::new(key)
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().say(english()))
    }
}

impl std::error::Error for TreeError {}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.problem.fmt(f)
    }
}
