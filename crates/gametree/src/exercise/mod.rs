//! Exercise trees made to order: random trees drawn seed after seed until
//! one meets the lecturer's constraints (enough cuts, a cut above the
//! leaves, ties or none). The same settings and seed give every student the
//! same tree.
//!
//! This file draws the trees; `setup.rs` holds what a lecturer sets (the
//! kind of exercise and its level), `code.rs` the short code that carries
//! a setup in a link, `planted.rs` the trees that show a planted bug, and
//! `parting.rs` where a buggy search leaves the right one, in words.

mod code;
mod parting;
mod planted;
mod setup;

pub use code::CodeError;
pub use parting::{parting_step, Parting};
pub use planted::{bug_tree, shows};
pub use setup::{Kind, Level, Setup};

use crate::lang::{english, Message};
use crate::options::{Algorithm, Options};
use crate::random::{random_tree, RandomError, RandomSpec};
use crate::search::{search, SearchError};
use crate::trace::Trace;
use crate::tree::{Tree, Value, MAX_NODES};
use std::fmt;

/// How many seeds are tried before the constraints are declared too strict.
pub(crate) const ATTEMPTS: u64 = 2_000;

/// The most leaves an exercise tree may have: it is worked by hand, and
/// thousands of tries at a huge tree would keep a student's page busy.
pub const MOST_LEAVES: u64 = 1_000;

/// What the exercise tree must be like.
#[derive(Clone, Debug, PartialEq)]
pub struct Constraints {
    /// The shape and values of the random tree; its seed is the first tried.
    pub shape: RandomSpec,
    /// The search the exercise is graded by.
    pub options: Options,
    /// At least this many cuts that skip children.
    pub min_cuts: usize,
    /// At least one cut at an inner node whose children are not all leaves,
    /// so that a whole subtree is skipped.
    pub cut_above_leaves: bool,
    /// Whether two leaves may share a value.
    pub ties: bool,
}

/// An exercise tree and how it was found.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    /// The tree.
    pub tree: Tree,
    /// Its search under the constraints' options.
    pub trace: Trace,
    /// The seed that gave it, to write into the exercise's code.
    pub seed: u64,
}

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

/// The first tree, from the constraints' seed on, that meets them.
pub fn make(constraints: &Constraints) -> Result<Exercise, ExerciseError> {
    let shape = &constraints.shape;
    let most = u64::from(*shape.branching.end()).checked_pow(shape.depth);
    if most.is_none_or(|leaves| leaves > MOST_LEAVES) {
        return Err(ExerciseError::TooLarge);
    }
    for attempt in 0..ATTEMPTS {
        let seed = constraints.shape.seed.wrapping_add(attempt);
        let spec = RandomSpec {
            seed,
            ..constraints.shape.clone()
        };
        let tree = random_tree(&spec, MAX_NODES).map_err(ExerciseError::Shape)?;
        if !constraints.ties && has_ties(&tree) {
            continue;
        }
        let trace = search(&tree, &constraints.options).map_err(ExerciseError::Unsuitable)?;
        let cuts: Vec<_> = trace.cutoffs(&tree).map(|(node, _)| node).collect();
        let above_leaves = cuts.iter().any(|&node| {
            tree.children(node)
                .iter()
                .any(|&child| !tree.node(child).is_leaf())
        });
        if cuts.len() >= constraints.min_cuts && (above_leaves || !constraints.cut_above_leaves) {
            return Ok(Exercise { tree, trace, seed });
        }
    }
    Err(ExerciseError::TooStrict)
}

/// `count` exercises of `kind` at `level`, the first drawn from `seed` and
/// each next one from the seed after the last's, each with its code (which
/// opens the same exercise in practice mode): a worksheet's, on paper.
pub fn series(
    kind: Kind,
    level: Level,
    count: usize,
    seed: u64,
) -> Result<Vec<(String, Exercise)>, ExerciseError> {
    let mut exercises = Vec::with_capacity(count);
    let mut next = seed;
    for _ in 0..count {
        let mut setup: Setup = level.setup(kind, next);
        let exercise = make(&setup.constraints)?;
        setup.constraints.shape.seed = exercise.seed;
        next = exercise.seed.wrapping_add(1);
        exercises.push((setup.to_string(), exercise));
    }
    Ok(exercises)
}

/// Whether two leaves share a value.
fn has_ties(tree: &Tree) -> bool {
    let mut values: Vec<f64> = tree
        .nodes()
        .iter()
        .filter(|node| node.is_leaf())
        .filter_map(|node| match node.value {
            Some(Value::Number(x)) => Some(x),
            _ => None,
        })
        .collect();
    values.sort_by(f64::total_cmp);
    values.windows(2).any(|pair| pair[0] == pair[1])
}
