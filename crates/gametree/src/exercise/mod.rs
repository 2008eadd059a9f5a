//! Exercise trees made to order: random trees drawn from the seeds a
//! generator tries, until one meets the lecturer's constraints (enough
//! cuts, a cut above the leaves, ties or none) and is worth posing. The
//! same settings and seed give every student the same tree.
//!
//! This file draws the trees; `setup.rs` holds what a lecturer sets (the
//! kind of exercise, its level and the tree's constraints), `error.rs` why
//! no tree could be made, `code.rs` the short code that carries
//! a setup in a link, `planted.rs` the trees that show a planted bug, and
//! `parting.rs` where a buggy search leaves the right one, in words, and
//! `posed.rs` which trees are worth posing at all.

mod code;
mod error;
mod parting;
mod planted;
mod posed;
mod setup;

pub use code::CodeError;
pub use error::{ExerciseError, MOST_LEAVES};
pub use parting::{parting_step, Parting};
pub use planted::{bug_tree, shows};
pub use setup::{Constraints, Generator, Kind, Level, Setup};

use crate::random::{random_tree, RandomSpec, Rng};
use crate::search::search;
use crate::trace::Trace;
use crate::tree::{Tree, Value, MAX_NODES};
use error::ATTEMPTS;
use posed::worth_posing;
use setup::mix;
use std::collections::HashSet;

/// An exercise tree and how it was found.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    /// The tree.
    pub tree: Tree,
    /// Its search under the constraints' options.
    pub trace: Trace,
    /// The seed of the try that gave it (the code keeps the seed the tries
    /// started from, which gives the same tree again).
    pub seed: u64,
}

/// The first tree, of the seeds `setup`'s generator tries from its seed,
/// that meets its constraints (and, for the second generator, is worth
/// posing).
pub fn make(setup: &Setup) -> Result<Exercise, ExerciseError> {
    let constraints = &setup.constraints;
    let shape = &constraints.shape;
    let most = u64::from(*shape.branching.end()).checked_pow(shape.depth);
    if most.is_none_or(|leaves| leaves > MOST_LEAVES) {
        return Err(ExerciseError::TooLarge);
    }
    // Without ties every leaf needs a value of its own.
    let values = shape.max.abs_diff(shape.min).saturating_add(1);
    let leaves = u64::from(*shape.branching.start()).saturating_pow(shape.depth);
    if !constraints.ties && values < leaves {
        return Err(ExerciseError::TooFewValues { values, leaves });
    }
    for attempt in 0..ATTEMPTS {
        let seed = setup.generator.seed(shape.seed, attempt);
        let spec = RandomSpec {
            seed,
            ..constraints.shape.clone()
        };
        let mut tree = random_tree(&spec, MAX_NODES).map_err(ExerciseError::Shape)?;
        if !constraints.ties {
            // The first generator waited for a tree without ties, which
            // a bigger tree seldom is; the second draws its values apart.
            let apart = match setup.generator {
                Generator::First => (!has_ties(&tree)).then_some(tree),
                Generator::Second => with_values_apart(&tree, &spec),
            };
            let Some(apart) = apart else {
                continue;
            };
            tree = apart;
        }
        let trace = search(&tree, &constraints.options).map_err(ExerciseError::Unsuitable)?;
        let cuts: Vec<_> = trace.cutoffs(&tree).map(|(node, _)| node).collect();
        let above_leaves = cuts.iter().any(|&node| {
            tree.children(node)
                .iter()
                .any(|&child| !tree.node(child).is_leaf())
        });
        let worth = match setup.generator {
            Generator::First => true,
            Generator::Second => worth_posing(setup.kind, &tree, &trace),
        };
        if cuts.len() >= constraints.min_cuts
            && (above_leaves || !constraints.cut_above_leaves)
            && worth
        {
            return Ok(Exercise { tree, trace, seed });
        }
    }
    Err(ExerciseError::TooStrict)
}

/// How far apart the series of two neighbouring seeds start: exercise
/// `place` of the series of `seed` starts from seed `seed × 1000 + place`,
/// so that codes keep short numbers, and series of up to 1000 exercises
/// (the command line makes at most 200) never start alike.
const SERIES_SPACING: u64 = 1000;

/// `count` exercises of `kind` at `level`, each from a seed of its own
/// (`seed × 1000 + place`), each with its code (which opens the same
/// exercise in practice mode): a worksheet's, on paper. The second
/// generator's tries go from each seed to unrelated ones, so two series
/// share hardly a tree.
pub fn series(
    kind: Kind,
    level: Level,
    count: usize,
    seed: u64,
) -> Result<Vec<(String, Exercise)>, ExerciseError> {
    (0..count as u64)
        .map(|place| {
            let start = seed.wrapping_mul(SERIES_SPACING).wrapping_add(place);
            let setup: Setup = level.setup(kind, start);
            Ok((setup.to_string(), make(&setup)?))
        })
        .collect()
}

/// `tree` with its leaves' values drawn again from `spec`'s range, no two
/// alike, by a generator seeded from `spec`'s seed; `None` when the range
/// holds fewer values than the tree has leaves.
fn with_values_apart(tree: &Tree, spec: &RandomSpec) -> Option<Tree> {
    let mut nodes = tree.nodes().to_vec();
    let leaves = nodes.iter().filter(|node| node.is_leaf()).count();
    let range = u64::try_from(spec.max.checked_sub(spec.min)?).ok()?;
    if range.saturating_add(1) < leaves as u64 {
        return None;
    }
    let mut rng = Rng::new(mix(spec.seed, 0));
    let mut taken = HashSet::new();
    for node in nodes.iter_mut().filter(|node| node.is_leaf()) {
        // At most as many leaves as values: a free one is always found.
        let value = std::iter::repeat_with(|| rng.range_inclusive(spec.min, spec.max))
            .find(|&value| taken.insert(value))?;
        node.value = Some(Value::Number(value as f64));
    }
    Tree::new(tree.root_player(), nodes).ok()
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
