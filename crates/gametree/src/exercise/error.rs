//! Why no exercise could be made: a shape refused, a tree the search does
//! not suit, or the limits here met (the most leaves a tree worked by hand
//! may have, the most seeds tried).

use crate::lang::{english, Message};
use crate::options::Algorithm;
use crate::random::RandomError;
use crate::search::SearchError;
use std::fmt;

/// How many seeds are tried before the constraints are declared too strict.
pub(crate) const ATTEMPTS: u64 = 2_000;

/// The most leaves an exercise tree may have: it is worked by hand, and
/// thousands of tries at a huge tree would keep a student's page busy.
pub const MOST_LEAVES: u64 = 1_000;

/// Why no exercise could be made.
#[derive(Clone, Debug, PartialEq)]
pub enum ExerciseError {
    /// The shape itself is refused (too large, empty value range, …).
    Shape(RandomError),
    /// The tree does not suit the search (tuples, chance nodes, …).
    Unsuitable(SearchError),
    /// No seed in a long run met the constraints.
    TooStrict,
    /// The shape allows more than [`MOST_LEAVES`] leaves.
    TooLarge,
    /// Ties are not allowed, but the value range has fewer values than the
    /// fewest leaves the shape makes.
    TooFewValues {
        /// How many values the range holds.
        values: u64,
        /// The fewest leaves of the shape.
        leaves: u64,
    },
}

impl ExerciseError {
    /// What is wrong, to be said in the reader's language, naming the
    /// algorithms with `name` as [`SearchError::said`] does.
    pub fn said(&self, name: impl Fn(Algorithm) -> &'static str) -> Message {
        match self {
            ExerciseError::Shape(error) => error.said(),
            ExerciseError::Unsuitable(error) => error.said(name),
            ExerciseError::TooLarge => {
                Message::new("exercise.too-large").number("most", MOST_LEAVES as f64)
            }
            ExerciseError::TooFewValues { values, leaves } => {
                Message::new("exercise.too-few-values")
                    .count("leaves", *leaves)
                    .number("values", *values as f64)
            }
            ExerciseError::TooStrict => {
                Message::new("exercise.too-strict").number("tries", ATTEMPTS as f64)
            }
        }
    }
}

/// The message with the command line's names, as `gametree` prints it.
impl fmt::Display for ExerciseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(Algorithm::name).say(english()))
    }
}

impl std::error::Error for ExerciseError {}
