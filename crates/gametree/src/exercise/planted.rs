//! Trees that show a planted bug: random trees drawn seed after seed until
//! the buggy search ends differently from the right one (another value,
//! move, leaf read or cut), so that a student spotting the bug has
//! something to see. They are binary and three moves deep: the depth a bug
//! passed down the tree (α updated at MIN) needs to show, and eight leaves,
//! so that the two searches side by side read as large as the lecture's
//! figure 5.2 on a projector and embedded in a course page.

use super::error::{ExerciseError, ATTEMPTS};
use crate::options::{Bug, Options};
use crate::random::{random_tree, RandomSpec};
use crate::search::search;
use crate::summary::Summary;
use crate::tree::{Tree, MAX_NODES};

/// The first tree, from `seed` on, on which the search with `bug` ends
/// differently from the same search without it, with the seed that gave
/// it. Its leaves may tie, which the strict cut needs to show.
pub fn bug_tree(bug: Bug, seed: u64) -> Result<(Tree, u64), ExerciseError> {
    let right = Options::new(bug.algorithm());
    let buggy = Options {
        bug: Some(bug),
        ..right
    };
    for attempt in 0..ATTEMPTS {
        let seed = seed.wrapping_add(attempt);
        let spec = RandomSpec {
            branching: 2..=2,
            depth: 3,
            min: 0,
            max: 9,
            seed,
        };
        let tree = random_tree(&spec, MAX_NODES).map_err(ExerciseError::Shape)?;
        if shows(&tree, &right, &buggy)? {
            return Ok((tree, seed));
        }
    }
    Err(ExerciseError::TooStrict)
}

/// Whether the search with `buggy` options ends differently on `tree`
/// from the one with `right` options.
pub fn shows(tree: &Tree, right: &Options, buggy: &Options) -> Result<bool, ExerciseError> {
    let end = |options: &Options| {
        search(tree, options)
            .map(|trace| Summary::new(tree, &trace))
            .map_err(ExerciseError::Unsuitable)
    };
    let (right, buggy) = (end(right)?, end(buggy)?);
    Ok(
        (right.value, right.best_move, right.evaluated, right.cutoffs)
            != (buggy.value, buggy.best_move, buggy.evaluated, buggy.cutoffs),
    )
}
