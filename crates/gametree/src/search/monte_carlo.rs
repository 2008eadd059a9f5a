//! Monte Carlo tree search with UCT, exactly as `cli.md` fixes it: each
//! iteration selects down the search tree by UCB1, adds a child (or all
//! of them), plays out at random to a written leaf with the seeded
//! generator of `gametree random`, and backs the leaf's reward up.
//!
//! The same loop records a trace for the app and `gametree trace`, or
//! only tallies what `gametree solve` prints, so that a million
//! iterations need no trace in memory.

use crate::options::{Expansion, Options};
use crate::random::Rng;
use crate::trace::{Rewards, Statistics, Step, Tally, Trace};
use crate::tree::{NodeId, Tree, Value};

/// Where the steps of a search go.
trait Record {
    fn record(&mut self, step: Step);
}

impl Record for Trace {
    fn record(&mut self, step: Step) {
        self.steps.push(step);
    }
}

impl Record for Tally {
    fn record(&mut self, step: Step) {
        self.steps += 1;
        if let Step::Playout { node, .. } = step {
            self.evaluated.push(node);
        }
    }
}

/// The search's trace: every phase of every iteration, then the move.
pub(super) fn monte_carlo(tree: &Tree, options: &Options) -> Trace {
    let mut trace = Trace::new(*options, tree.players());
    let statistics = run(tree, options, &mut trace);
    if let Some(child) = statistics.final_move(tree, options.monte_carlo.final_move) {
        trace.record(Step::Choose {
            node: NodeId::ROOT,
            child: child as u32,
        });
    }
    trace
}

/// The search run without a trace: what `gametree solve --algo mcts`
/// prints comes from it, so that a million iterations keep no steps.
pub(super) fn tally(tree: &Tree, options: &Options) -> Tally {
    let mut tally = Tally::default();
    tally.statistics = run(tree, options, &mut tally);
    let chooses = tally
        .statistics
        .final_move(tree, options.monte_carlo.final_move)
        .is_some();
    tally.steps += usize::from(chooses);
    tally
}

/// Runs every iteration, recording its steps, and returns the final N and W.
fn run(tree: &Tree, options: &Options, record: &mut impl Record) -> Statistics {
    let settings = options.monte_carlo;
    let rewards = Rewards::of(tree);
    let mut statistics = Statistics::new(tree.len());
    // How many of each node's children are in the search tree (with
    // `one`, always the leftmost ones).
    let mut grown = vec![0u32; tree.len()];
    let mut rng = Rng::new(settings.seed);
    for _ in 0..settings.iterations {
        // Selection: down through fully expanded nodes.
        let mut node = NodeId::ROOT;
        while !tree.children(node).is_empty()
            && grown[node.index()] as usize == tree.children(node).len()
        {
            node = statistics.select(tree, node, settings.exploration).child;
            record.record(Step::Selection { node });
        }
        // Expansion: an inner node gets a child (or all its children).
        let children = tree.children(node);
        if !children.is_empty() {
            let all = settings.expansion == Expansion::All;
            let added = if all { 0 } else { grown[node.index()] as usize };
            grown[node.index()] = if all {
                children.len() as u32
            } else {
                added as u32 + 1
            };
            node = children[added];
            record.record(Step::Expansion { node, all });
        }
        // Simulation: a random child at every level down to a leaf.
        let start = node;
        let mut leaf = start;
        while !tree.children(leaf).is_empty() {
            let children = tree.children(leaf);
            leaf = children[rng.below(children.len() as u64) as usize];
        }
        let Some(Value::Number(value)) = tree.node(leaf).value else {
            unreachable!("the search checks every leaf has a number")
        };
        let reward = rewards.reward(value);
        record.record(Step::Playout {
            node: leaf,
            start,
            reward,
        });
        // Backpropagation: from where the playout began up to the root.
        statistics.backpropagate(tree, start, reward);
        record.record(Step::Backpropagation {
            node: start,
            reward,
        });
    }
    statistics
}
