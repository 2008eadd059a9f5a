//! The numbers of Monte Carlo tree search, shared by the search, the frame
//! the app draws and the sentences that explain a step: every node's
//! visits N and total reward W, the rewards of the leaves, UCB1's score
//! and the move picked at the end, each computed exactly as `cli.md` says.

use super::step::Step;
use crate::options::FinalMove;
use crate::tree::{NodeId, Player, Tree, Value};

/// The rewards of a tree's leaves: (v − lo) / (hi − lo), where lo and hi
/// are the smallest and the largest leaf values (0.5 for all when equal).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rewards {
    /// The smallest leaf value.
    pub lo: f64,
    /// The largest leaf value.
    pub hi: f64,
}

impl Rewards {
    /// The scale of `tree`'s leaves (a tree of two players whose leaves
    /// are finite numbers: the search checks that first).
    pub fn of(tree: &Tree) -> Rewards {
        let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
        for node in tree.nodes().iter().filter(|node| node.is_leaf()) {
            if let Some(Value::Number(v)) = node.value {
                lo = lo.min(v);
                hi = hi.max(v);
            }
        }
        Rewards { lo, hi }
    }

    /// The reward of a leaf worth `value`.
    pub fn reward(self, value: f64) -> f64 {
        if self.hi <= self.lo {
            return 0.5;
        }
        let span = self.hi - self.lo;
        if span.is_finite() {
            (value - self.lo) / span
        } else {
            // Leaves near ±1.8e308 span more than a float holds: halved,
            // the same quotient (halving is exact), without overflowing.
            (value / 2.0 - self.lo / 2.0) / (self.hi / 2.0 - self.lo / 2.0)
        }
    }

    /// A mean reward back in the leaves' own scale: lo + (hi − lo) × mean.
    pub fn value(self, mean: f64) -> f64 {
        let span = self.hi - self.lo;
        if span.is_finite() {
            self.lo + span * mean
        } else {
            // As in `reward`: half the span, added twice.
            let half = (self.hi / 2.0 - self.lo / 2.0) * mean;
            self.lo + half + half
        }
    }
}

/// N and W of every node, indexed by `NodeId::index`: 0 and 0 for a node
/// the search has not visited.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Statistics {
    /// N: how many playouts went through each node.
    visits: Vec<u32>,
    /// W: the sum of their rewards, from MAX's point of view.
    wins: Vec<f64>,
}

/// What `gametree solve` needs of a search, kept as it runs instead of
/// a trace: how many steps its trace would have, the leaf each
/// iteration's playout ended at, and the final N and W.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// The steps of the trace, the final choice included.
    pub steps: usize,
    /// The leaf of every playout, in order: one an iteration.
    pub evaluated: Vec<NodeId>,
    /// N and W of every node at the end.
    pub statistics: Statistics,
}

/// The way a playout went down, from where it began to its leaf, both
/// included, top first.
pub fn playout_path(tree: &Tree, start: NodeId, leaf: NodeId) -> Vec<NodeId> {
    let mut path: Vec<NodeId> = std::iter::successors(Some(leaf), |&at| {
        (at != start).then(|| tree.parent(at)).flatten()
    })
    .collect();
    path.reverse();
    path
}

/// A child's UCB1 score and its parts, as a sentence writes them out.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ucb {
    /// The child.
    pub child: NodeId,
    /// Its visits.
    pub visits: u32,
    /// q: its mean reward for the player choosing (1 − W/N at MIN); NaN
    /// when it has no visits.
    pub mean: f64,
    /// q + C × √(ln N_parent / N_child); +∞ when it has no visits.
    pub score: f64,
}

impl Statistics {
    /// Nothing visited in a tree of `len` nodes.
    pub fn new(len: usize) -> Statistics {
        Statistics {
            visits: vec![0; len],
            wins: vec![0.0; len],
        }
    }

    /// N of `node` (0 before the search has begun).
    pub fn visits(&self, node: NodeId) -> u32 {
        self.visits.get(node.index()).copied().unwrap_or(0)
    }

    /// W of `node`: the sum of the rewards backed up through it, from
    /// MAX's point of view (0 before the search has begun).
    pub fn wins(&self, node: NodeId) -> f64 {
        self.wins.get(node.index()).copied().unwrap_or(0.0)
    }

    /// W / N of `node` from MAX's point of view; `None` before its first visit.
    pub fn mean(&self, node: NodeId) -> Option<f64> {
        let visits = self.visits(node);
        (visits > 0).then(|| self.wins(node) / f64::from(visits))
    }

    /// Counts one more visit with `reward` at every node from `start` up
    /// to the root.
    pub fn backpropagate(&mut self, tree: &Tree, start: NodeId, reward: f64) {
        let mut at = Some(start);
        while let Some(node) = at {
            self.visits[node.index()] += 1;
            self.wins[node.index()] += reward;
            at = tree.parent(node);
        }
    }

    /// The UCB1 score of every child of `node` with exploration constant
    /// `c`: q + C × √(ln N_parent / N_child), in that order, with q from
    /// the point of view of the player moving at `node`.
    pub fn scores<'a>(
        &'a self,
        tree: &'a Tree,
        node: NodeId,
        c: f64,
    ) -> impl Iterator<Item = Ucb> + 'a {
        // libm's log, not the platform's: glibc's ln and wasm's differ in
        // the last bit for some counts (ln 3 among them), which can decide
        // a selection, and the same options must give the same search.
        let log_parent = libm::log(f64::from(self.visits(node)));
        let at_min = tree.mover(node) == Player::Min;
        tree.children(node).iter().map(move |&child| {
            let visits = self.visits(child);
            if visits == 0 {
                return Ucb {
                    child,
                    visits,
                    mean: f64::NAN,
                    score: f64::INFINITY,
                };
            }
            let n = f64::from(visits);
            let max_mean = self.wins(child) / n;
            let mean = if at_min { 1.0 - max_mean } else { max_mean };
            Ucb {
                child,
                visits,
                mean,
                score: mean + c * (log_parent / n).sqrt(),
            }
        })
    }

    /// The child selection goes to from `node`: the highest score, the
    /// leftmost among equals.
    pub fn select(&self, tree: &Tree, node: NodeId, c: f64) -> Ucb {
        let mut scores = self.scores(tree, node, c);
        let first = scores.next().expect("selection leaves inner nodes only");
        scores.fold(first, |best, score| {
            if score.score > best.score {
                score
            } else {
                best
            }
        })
    }

    /// The index of the root's child the search plays: the most visited,
    /// or the best mean for the root's player among the visited, the
    /// leftmost among equals; `None` when the root is a leaf or no child
    /// has been visited.
    pub fn final_move(&self, tree: &Tree, rule: FinalMove) -> Option<usize> {
        let at_min = tree.mover(NodeId::ROOT) == Player::Min;
        let worth = |child: NodeId| match rule {
            FinalMove::Visits => f64::from(self.visits(child)),
            FinalMove::Mean => {
                let mean = self.mean(child).unwrap_or(f64::NAN);
                if at_min {
                    1.0 - mean
                } else {
                    mean
                }
            }
        };
        let mut best: Option<(usize, f64)> = None;
        for (index, &child) in tree.children(NodeId::ROOT).iter().enumerate() {
            if self.visits(child) == 0 {
                continue;
            }
            let value = worth(child);
            if best.is_none_or(|(_, most)| value > most) {
                best = Some((index, value));
            }
        }
        best.map(|(index, _)| index)
    }
}

/// The visits of the root's children as Monte Carlo tree search went on:
/// what the app's chart draws, that the search's choice is seen to
/// converge.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RootVisits {
    /// After how many iterations each sample was taken, increasing; the
    /// last is the search's last iteration.
    pub iterations: Vec<u32>,
    /// For each sample, N of each of the root's children, as written.
    pub visits: Vec<Vec<u32>>,
}

impl RootVisits {
    /// At most `samples` samples (one after the last iteration at least,
    /// when there was one and `samples` is not 0) of the search whose
    /// `steps` are given, spread evenly over its iterations.
    pub fn of(tree: &Tree, steps: &[Step], samples: usize) -> RootVisits {
        let total = steps
            .iter()
            .filter(|step| matches!(step, Step::Backpropagation { .. }))
            .count() as u32;
        let mut history = RootVisits::default();
        let children = tree.children(NodeId::ROOT);
        let mut visits = vec![0u32; children.len()];
        let mut done = 0;
        for step in steps {
            let Step::Backpropagation { node, .. } = *step else {
                continue;
            };
            // The root's child on the way down to where the playout began.
            let child = std::iter::successors(Some(node), |&at| tree.parent(at))
                .find(|&at| tree.parent(at) == Some(NodeId::ROOT));
            if let Some(child) = child {
                visits[tree.child_index(child)] += 1;
            }
            done += 1;
            history.sample(done, total, samples, || visits.clone());
        }
        history
    }

    /// Takes the sample after iteration `done` of `total` when it is one of
    /// the `samples` spread evenly over them, or the last: `visits` gives
    /// N of each of the root's children, asked only then.
    pub(crate) fn sample(
        &mut self,
        done: u32,
        total: u32,
        samples: usize,
        visits: impl FnOnce() -> Vec<u32>,
    ) {
        if samples == 0 {
            return;
        }
        // The iteration of the next sample: the first, then the ith of
        // `samples` evenly spread.
        let taken = self.iterations.len() as u64;
        let next = self.iterations.last().map_or(1, |&last| {
            ((taken + 1) * u64::from(total) / samples as u64).max(u64::from(last) + 1)
        });
        if u64::from(done) == next || done == total {
            self.iterations.push(done);
            self.visits.push(visits());
        }
    }
}

/// Where a trace of Monte Carlo tree search begins when the iterations
/// before it ran untraced: a long search in the page traces only its
/// last iterations, which a student steps through from here.
#[derive(Clone, Debug, PartialEq)]
pub struct Resumed {
    /// The iterations run before the trace's first step.
    pub iterations: u32,
    /// N and W of every node after them.
    pub statistics: Statistics,
    /// Whether each node was in the search tree after them.
    pub in_tree: Vec<bool>,
    /// How many of their playouts ended at each node (indexed by
    /// `NodeId::index`): the leaves they read, and how often.
    pub reads: Vec<u32>,
    /// The visits of the root's children sampled over the whole search,
    /// traced iterations included: what the chart draws.
    pub history: RootVisits,
}
