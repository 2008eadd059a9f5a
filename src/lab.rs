//! The numbers of the move-ordering lab: how many leaves minimax reads on
//! the tree on show, how many alpha-beta reads in the order chosen, the
//! fewest any order allows (the ordering exercise's exact optimum), and
//! the Knuth–Moore minimum when the tree is uniform; and the chart's table
//! of uniform random trees. Worked out from the core whenever the lab is
//! on show, never stored: a tree and an order always give the same numbers.

use gametree::order::{knuth_moore, ordering_table, uniform_shape, TableRow, TableSpec};
use gametree::ordering::{best_ordering, leaves_read};
use gametree::{search, Algorithm, Options, Tree};

/// How many random trees each depth of the chart averages over: enough for
/// a steady line, few enough to draw the deepest trees at once.
pub const CHART_TREES: u32 = 5;

/// The chart's deepest trees.
pub const CHART_DEPTH: u32 = 8;

/// The branchings the chart offers.
pub const CHART_BRANCHINGS: std::ops::RangeInclusive<u32> = 2..=5;

/// The lab's counts for one tree and one order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LabCounts {
    /// The leaves minimax reads (to the depth limit): all of them.
    pub minimax: usize,
    /// The leaves alpha-beta reads in the order chosen.
    pub alpha_beta: usize,
    /// The fewest alpha-beta can read in any order, when the tree is small
    /// enough to try them all.
    pub best_possible: Option<usize>,
    /// b^⌈d/2⌉ + b^⌊d/2⌋ − 1, when every inner node has b children and
    /// every leaf lies at depth d.
    pub knuth_moore: Option<u64>,
}

impl LabCounts {
    /// The counts on `tree` with the depth limit and order of `options`;
    /// `None` when alpha-beta cannot search the tree.
    pub fn of(tree: &Tree, options: &Options) -> Option<LabCounts> {
        let with = |algorithm| Options {
            depth: options.depth,
            order: options.order,
            ..Options::new(algorithm)
        };
        let alpha_beta = leaves_read(&search(tree, &with(Algorithm::AlphaBeta)).ok()?);
        let minimax = leaves_read(&search(tree, &with(Algorithm::Minimax)).ok()?);
        let best_possible = best_ordering(tree, &Options::new(Algorithm::AlphaBeta))
            .ok()
            .filter(|_| options.depth.is_none())
            .map(|best| best.leaves);
        let knuth_moore = uniform_shape(tree)
            .filter(|_| options.depth.is_none())
            .map(|(branching, depth)| knuth_moore(u64::from(branching), depth));
        Some(LabCounts {
            minimax,
            alpha_beta,
            best_possible,
            knuth_moore,
        })
    }
}

/// The chart's table: uniform random trees of `branching` children a node,
/// depths 1 to [`CHART_DEPTH`], [`CHART_TREES`] trees a depth, all drawn from `seed`.
pub fn chart_table(branching: u32, seed: u64) -> Vec<TableRow> {
    ordering_table(&TableSpec {
        branching,
        max_depth: CHART_DEPTH,
        trees: CHART_TREES,
        seed,
    })
    .expect("the chart's shapes all fit")
}
