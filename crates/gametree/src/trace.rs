//! The trace: the flat list of steps a search took, which the app animates
//! and explains without ever re-running the search.

use crate::options::Options;
use crate::tree::{NodeId, Tree};
pub use monte_carlo::{playout_path, Resumed, Rewards, RootVisits, Statistics, Tally, Ucb};
pub use proof_numbers::{
    child_thresholds, most_proving, Connective, ProofNumbers, INFINITY, MOST_INNER_NODES,
};
pub use step::{Score, Step, TupleId};

mod monte_carlo;
mod proof_numbers;
mod step;

/// A search's steps with what is needed to read them.
#[derive(Clone, Debug, PartialEq)]
pub struct Trace {
    /// How the search was run.
    pub options: Options,
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// The pool of max^n tuples, `players` entries each.
    tuples: Vec<f64>,
    players: usize,
    /// The orders searched, when not the drawn one: for each, the place of
    /// every node among its siblings. Empty, or one more than the trace
    /// has `Reorder` steps.
    arrangements: Vec<Box<[u32]>>,
    /// The width of principal variation search's null window (the tree's
    /// grain), kept so that a step's sentence need not work it out again.
    null_width: Option<f64>,
    /// Where a trace of Monte Carlo tree search begins when iterations
    /// ran before it untraced.
    resumed: Option<Box<Resumed>>,
}

impl Trace {
    /// An empty trace for a search with `options` of a tree with `players` players.
    pub fn new(options: Options, players: usize) -> Trace {
        Trace {
            options,
            steps: Vec::new(),
            tuples: Vec::new(),
            players,
            arrangements: Vec::new(),
            null_width: None,
            resumed: None,
        }
    }

    /// Records where a trace of Monte Carlo tree search begins.
    pub(crate) fn set_resumed(&mut self, resumed: Resumed) {
        self.resumed = Some(Box::new(resumed));
    }

    /// Where the trace begins when the search ran iterations before it
    /// untraced; `None` when it begins at the start of the search.
    pub fn resumed(&self) -> Option<&Resumed> {
        self.resumed.as_deref()
    }

    /// Records the width of the null window a principal variation search
    /// probes with.
    pub(crate) fn set_null_width(&mut self, width: f64) {
        self.null_width = Some(width);
    }

    /// The width of the null window, in a trace of principal variation
    /// search; `None` in any other.
    pub fn null_width(&self) -> Option<f64> {
        self.null_width
    }

    /// Records an order the search takes: the first one before the search
    /// begins, one more at every `Reorder` step. `places` holds the place
    /// of every node among its siblings, indexed by `NodeId::index`.
    pub fn add_arrangement(&mut self, places: Box<[u32]>) {
        self.arrangements.push(places);
    }

    /// The order searched after `reorders` `Reorder` steps, as the place
    /// of every node among its siblings; `None` when the children are
    /// searched as drawn.
    pub fn arrangement(&self, reorders: usize) -> Option<&[u32]> {
        self.arrangements.get(reorders).map(|places| &places[..])
    }

    /// The place of `node` among its siblings as the search takes them
    /// after `reorders` `Reorder` steps (and as the app draws them then),
    /// counted from 0: its place in `tree` when the children are searched
    /// as drawn.
    pub fn place(&self, tree: &Tree, reorders: usize, node: NodeId) -> u32 {
        match self.arrangement(reorders) {
            Some(places) => places[node.index()],
            None => tree.child_index(node) as u32,
        }
    }

    /// Stores a tuple in the pool and returns its handle.
    pub fn add_tuple(&mut self, entries: &[f64]) -> Score {
        debug_assert_eq!(entries.len(), self.players);
        let id = TupleId((self.tuples.len() / self.players.max(1)) as u32);
        self.tuples.extend_from_slice(entries);
        Score::Tuple(id)
    }

    /// The entries of a pooled tuple.
    pub fn tuple(&self, id: TupleId) -> &[f64] {
        let start = id.0 as usize * self.players;
        &self.tuples[start..start + self.players]
    }

    /// The number of steps.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether there are no steps (never, for a trace of a search).
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// Gives back the memory that growing the trace left unused.
    pub fn shrink_to_fit(&mut self) {
        self.steps.shrink_to_fit();
        self.tuples.shrink_to_fit();
        self.arrangements.shrink_to_fit();
    }

    /// The bytes the trace holds, for the memory budget of 32 bytes a step.
    pub fn heap_bytes(&self) -> usize {
        self.steps.capacity() * std::mem::size_of::<Step>()
            + self.tuples.capacity() * std::mem::size_of::<f64>()
            + self
                .arrangements
                .iter()
                .map(|places| places.len() * std::mem::size_of::<u32>())
                .sum::<usize>()
    }

    /// The value of a score as plain numbers: one for two-player searches,
    /// one per player for max^n.
    pub fn entries(&self, score: Score) -> Vec<f64> {
        match score {
            Score::Number(x) => vec![x],
            Score::Tuple(id) => self.tuple(id).to_vec(),
        }
    }

    /// The steps at which `tree` was cut with at least one child skipped,
    /// as (node, index of the last child searched): the `cutoffs` of `cli.md`.
    pub fn cutoffs<'a>(&'a self, tree: &'a Tree) -> impl Iterator<Item = (NodeId, u32)> + 'a {
        self.cuts(tree)
            .filter(|cut| cut.skipped)
            .map(|cut| (cut.node, cut.after))
    }

    /// Every cut, in the order they happened, with the index of the step and
    /// whether any child was skipped. A node searches its children one
    /// after the other, each backing up once (a probe that fails high is
    /// searched again before it backs up), so the children it searched are
    /// counted by its `Backup` steps since it was entered.
    pub fn cuts<'a>(&'a self, tree: &'a Tree) -> impl Iterator<Item = CutAt> + 'a {
        let mut searched = vec![0u32; tree.len()];
        self.steps
            .iter()
            .enumerate()
            .filter_map(move |(index, step)| match *step {
                Step::Enter { node, .. } => {
                    searched[node.index()] = 0;
                    None
                }
                Step::Backup { node, .. } => {
                    searched[node.index()] += 1;
                    None
                }
                Step::Cut { node, after, .. } => Some(CutAt {
                    step: index,
                    node,
                    after,
                    skipped: (searched[node.index()] as usize) < tree.children(node).len(),
                }),
                _ => None,
            })
    }
}

/// A cut as [`Trace::cuts`] lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CutAt {
    /// The index of the `Cut` step in the trace.
    pub step: usize,
    /// The node that stopped.
    pub node: NodeId,
    /// The index, as written, of the last child searched there.
    pub after: u32,
    /// Whether any child was skipped: a cut at the last child skips none.
    pub skipped: bool,
}
