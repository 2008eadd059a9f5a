//! The lecture's claim as numbers: the leaves alpha-beta reads on uniform
//! random trees searched best first, in random order and worst first,
//! beside minimax's b^d and the Knuth–Moore minimum
//! b^⌈d/2⌉ + b^⌊d/2⌋ − 1 (what `gametree ordering-table` prints and the
//! app's chart draws). The same seed always gives the same table.

use super::uniform::Sample;
use crate::options::MoveOrder;
use crate::random::Rng;
use crate::tree::{Tree, MAX_NODES};
use std::fmt;

/// Which table to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableSpec {
    /// The children of every inner node: 2 or more.
    pub branching: u32,
    /// The last depth, a row for each depth from 1.
    pub max_depth: u32,
    /// How many random trees each row averages over.
    pub trees: u32,
    /// Fixes every tree and every random order.
    pub seed: u64,
}

/// One row of the table: uniform trees of one depth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TableRow {
    /// The depth of every leaf.
    pub depth: u32,
    /// The leaves minimax reads: all of them, b^d.
    pub minimax: u64,
    /// The mean of the leaves alpha-beta reads, best first.
    pub best: f64,
    /// The mean of the leaves alpha-beta reads in a random order.
    pub random: f64,
    /// The mean of the leaves alpha-beta reads, worst first.
    pub worst: f64,
    /// The fewest any order can give: b^⌈d/2⌉ + b^⌊d/2⌋ − 1.
    pub knuth_moore: u64,
}

/// Why a table cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// Fewer than two children a node: there is nothing to order.
    Branching,
    /// A depth of 0: the table starts at depth 1.
    Depth,
    /// No trees to average over.
    Trees,
    /// The deepest trees would be larger than a tree may be.
    TooLarge,
    /// So many trees that the table would read more than [`MAX_WORK`]
    /// nodes: at most `most` trees of this shape.
    TooManyTrees {
        /// The most trees a depth the table can average over.
        most: u64,
    },
}

/// The most nodes a table may build in all, a few seconds' work: without
/// a bound, `--trees 1000000000` would run for years before any answer.
pub const MAX_WORK: u64 = 400_000_000;

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::Branching => {
                f.write_str("the branching must be at least 2: with one child there is no order")
            }
            TableError::Depth => f.write_str("the largest depth must be at least 1"),
            TableError::Trees => f.write_str("the table needs at least 1 tree a depth"),
            TableError::TooLarge => write!(
                f,
                "the deepest trees would have more than {MAX_NODES} nodes, the most this tool can hold"
            ),
            TableError::TooManyTrees { most } => write!(
                f,
                "at most {most} trees a depth for this shape: more would build more than {MAX_WORK} nodes in all"
            ),
        }
    }
}

impl std::error::Error for TableError {}

/// The table `spec` names, one row per depth from 1 to `spec.max_depth`.
/// Tree number t of depth d is the [`Sample`] of a seed drawn from
/// `spec.seed` and d; its random order is the shuffle of the same seed.
pub fn ordering_table(spec: &TableSpec) -> Result<Vec<TableRow>, TableError> {
    if spec.branching < 2 {
        return Err(TableError::Branching);
    }
    if spec.max_depth == 0 {
        return Err(TableError::Depth);
    }
    if spec.trees == 0 {
        return Err(TableError::Trees);
    }
    let size = (0..=spec.max_depth).try_fold(0u64, |total, level| {
        let nodes = u64::from(spec.branching).checked_pow(level)?;
        total
            .checked_add(nodes)
            .filter(|&total| total <= MAX_NODES as u64)
    });
    let Some(size) = size else {
        return Err(TableError::TooLarge);
    };
    // Every depth's trees are built, and each is at most the deepest's size.
    let most = MAX_WORK / (size * u64::from(spec.max_depth));
    if u64::from(spec.trees) > most {
        return Err(TableError::TooManyTrees { most });
    }
    Ok((1..=spec.max_depth).map(|depth| row(spec, depth)).collect())
}

/// The row of one depth.
fn row(spec: &TableSpec, depth: u32) -> TableRow {
    let (mut best, mut random, mut worst) = (0u64, 0u64, 0u64);
    for seed in row_seeds(spec, depth) {
        let sample = Sample::new(spec.branching, depth, seed);
        best += sample.leaves_read(MoveOrder::Best);
        random += sample.leaves_read(MoveOrder::Random(seed));
        worst += sample.leaves_read(MoveOrder::Worst);
    }
    let mean = |total: u64| total as f64 / f64::from(spec.trees);
    TableRow {
        depth,
        minimax: u64::from(spec.branching).pow(depth),
        best: mean(best),
        random: mean(random),
        worst: mean(worst),
        knuth_moore: knuth_moore(u64::from(spec.branching), depth),
    }
}

/// The seeds of the trees a row of `spec` averages over, in order: for
/// tests that rebuild a row's trees.
pub fn row_seeds(spec: &TableSpec, depth: u32) -> Vec<u64> {
    let mut seeds = Rng::new(spec.seed ^ (u64::from(depth) << 32));
    (0..spec.trees).map(|_| seeds.next_u64()).collect()
}

/// The fewest leaves alpha-beta can read on a uniform tree of branching
/// `branching` and depth `depth` (Knuth and Moore, 1975):
/// b^⌈d/2⌉ + b^⌊d/2⌋ − 1, saturating at `u64::MAX`.
pub fn knuth_moore(branching: u64, depth: u32) -> u64 {
    let power = |exponent: u32| branching.saturating_pow(exponent);
    power(depth.div_ceil(2))
        .checked_add(power(depth / 2))
        .map_or(u64::MAX, |sum| sum - 1)
}

/// The branching and depth of `tree` when it is uniform: every inner node
/// a decision node with the same number of children, every leaf at the
/// same depth. The Knuth–Moore minimum applies only to such trees.
pub fn uniform_shape(tree: &Tree) -> Option<(u32, u32)> {
    let branching = tree.children(tree.ids().next()?).len();
    let mut leaf_depth = None;
    for id in tree.ids() {
        let children = tree.children(id).len();
        if children == 0 {
            if *leaf_depth.get_or_insert(tree.depth(id)) != tree.depth(id) {
                return None;
            }
        } else if children != branching || tree.is_chance(id) {
            return None;
        }
    }
    Some((branching as u32, leaf_depth?))
}
