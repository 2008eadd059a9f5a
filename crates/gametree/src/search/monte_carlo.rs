//! Monte Carlo tree search with UCT, exactly as `cli.md` fixes it: each
//! iteration selects down the search tree by UCB1, adds a child (or all
//! of them), plays out at random to a written leaf with the seeded
//! generator of `gametree random`, and backs the leaf's reward up.
//!
//! The same loop records a trace for the app and `gametree trace`, only
//! tallies what `gametree solve` prints, or runs untraced in slices (a
//! [`MonteCarloRun`]), so that a million iterations need no trace in
//! memory and the page can show their progress between slices.

use crate::options::{Expansion, Options};
use crate::random::Rng;
use crate::trace::{Resumed, Rewards, RootVisits, Statistics, Step, Tally, Trace};
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

/// The iterations run before a trace begins keep no steps.
struct Untraced;

impl Record for Untraced {
    fn record(&mut self, _: Step) {}
}

/// The search's trace: every phase of every iteration, then the move.
pub(super) fn monte_carlo(tree: &Tree, options: &Options) -> Trace {
    MonteCarloRun::new(tree, options, options.monte_carlo.iterations, 0).trace(tree)
}

/// The search run without a trace: what `gametree solve --algo mcts`
/// prints comes from it, so that a million iterations keep no steps.
pub(super) fn tally(tree: &Tree, options: &Options) -> Tally {
    let mut run = MonteCarloRun::new(tree, options, 0, 0);
    let mut tally = Tally::default();
    while run.done < run.total {
        run.iterate(tree, &mut tally);
    }
    let chooses = run.statistics.final_move(tree, run.final_move()).is_some();
    tally.steps += usize::from(chooses);
    tally.statistics = run.statistics;
    tally
}

/// A search under way, which keeps its state between calls: the page
/// runs the untraced iterations of a long search a slice at a time
/// ([`MonteCarloRun::advance`]), showing its progress between them, and
/// traces only the last few ([`MonteCarloRun::trace`]), which a student
/// steps through from the statistics the others left.
#[derive(Clone, Debug)]
pub struct MonteCarloRun {
    options: Options,
    rewards: Rewards,
    statistics: Statistics,
    /// How many of each node's children are in the search tree (with
    /// `one`, always the leftmost ones).
    grown: Vec<u32>,
    rng: Rng,
    /// Iterations run so far.
    done: u32,
    /// Iterations in all.
    total: u32,
    /// Iterations the trace holds: the last ones.
    traced: u32,
    /// How many playouts ended at each node.
    reads: Vec<u32>,
    /// The visits of the root's children as the search goes on.
    history: RootVisits,
    /// How many samples `history` takes in all.
    samples: usize,
}

impl MonteCarloRun {
    /// A search of `tree` with `options` (which `check` has found the
    /// tree suits) that will trace its last `traced` iterations and
    /// sample the visits of the root's children `samples` times.
    pub(super) fn new(tree: &Tree, options: &Options, traced: u32, samples: usize) -> Self {
        let total = options.monte_carlo.iterations;
        MonteCarloRun {
            options: *options,
            rewards: Rewards::of(tree),
            statistics: Statistics::new(tree.len()),
            grown: vec![0; tree.len()],
            rng: Rng::new(options.monte_carlo.seed),
            done: 0,
            total,
            traced: traced.min(total),
            reads: vec![0; tree.len()],
            history: RootVisits::default(),
            samples,
        }
    }

    /// The iterations run so far.
    pub fn done(&self) -> u32 {
        self.done
    }

    /// The iterations the search runs in all.
    pub fn total(&self) -> u32 {
        self.total
    }

    /// Runs up to `most` more of the iterations before the traced ones;
    /// returns whether all of those have run.
    pub fn advance(&mut self, tree: &Tree, most: u32) -> bool {
        let untraced = self.total - self.traced;
        let until = untraced.min(self.done.saturating_add(most));
        while self.done < until {
            self.iterate(tree, &mut Untraced);
        }
        self.done == untraced
    }

    /// The trace of the iterations not yet run (all of them but those
    /// [`MonteCarloRun::advance`] has run), then the move; it begins from
    /// the statistics those left, kept in [`Trace::resumed`] with the
    /// visits of the root's children sampled over the whole search.
    pub fn trace(mut self, tree: &Tree) -> Trace {
        let mut trace = Trace::new(self.options, tree.players());
        let resumed = (self.done > 0).then(|| Resumed {
            iterations: self.done,
            statistics: self.statistics.clone(),
            in_tree: self.in_tree(tree),
            reads: self.reads.clone(),
            history: RootVisits::default(),
        });
        while self.done < self.total {
            self.iterate(tree, &mut trace);
        }
        if let Some(child) = self.statistics.final_move(tree, self.final_move()) {
            trace.record(Step::Choose {
                node: NodeId::ROOT,
                child: child as u32,
            });
        }
        if let Some(resumed) = resumed {
            trace.set_resumed(Resumed {
                history: self.history,
                ..resumed
            });
        }
        trace
    }

    fn final_move(&self) -> crate::options::FinalMove {
        self.options.monte_carlo.final_move
    }

    /// Whether each node is in the search tree now.
    fn in_tree(&self, tree: &Tree) -> Vec<bool> {
        let mut in_tree = vec![false; tree.len()];
        in_tree[NodeId::ROOT.index()] = true;
        for node in tree.ids() {
            let grown = self.grown[node.index()] as usize;
            for child in &tree.children(node)[..grown] {
                in_tree[child.index()] = true;
            }
        }
        in_tree
    }

    /// Runs one iteration, recording its steps.
    fn iterate(&mut self, tree: &Tree, record: &mut dyn Record) {
        let settings = self.options.monte_carlo;
        let statistics = &mut self.statistics;
        let grown = &mut self.grown;
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
            leaf = children[self.rng.below(children.len() as u64) as usize];
        }
        let Some(Value::Number(value)) = tree.node(leaf).value else {
            unreachable!("the search checks every leaf has a number")
        };
        self.reads[leaf.index()] += 1;
        let reward = self.rewards.reward(value);
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
        self.done += 1;
        let statistics = &self.statistics;
        self.history
            .sample(self.done, self.total, self.samples, || {
                let children = tree.children(NodeId::ROOT);
                children
                    .iter()
                    .map(|&child| statistics.visits(child))
                    .collect()
            });
    }
}
