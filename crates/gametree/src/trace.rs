//! The trace: the flat list of steps a search took, which the app animates
//! and explains without ever re-running the search.

pub use crate::options::{Algorithm, Failure, Options, TieRule};
use crate::tree::{NodeId, Tree};
pub use proof_numbers::{
    child_thresholds, most_proving, Connective, ProofNumbers, INFINITY, MOST_INNER_NODES,
};

mod proof_numbers;

/// Where a max^n tuple lives in the trace's tuple pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TupleId(pub u32);

/// A value as a step records it. Two-player searches record numbers; max^n
/// records tuples, stored once in the trace so that a step stays 32 bytes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Score {
    /// A number: from MAX's point of view, or the mover's for negamax.
    Number(f64),
    /// A tuple, one entry per player: see [`Trace::tuple`].
    Tuple(TupleId),
}

impl Score {
    /// The number, for two-player searches; NaN for a tuple.
    pub fn number(self) -> f64 {
        match self {
            Score::Number(x) => x,
            Score::Tuple(_) => f64::NAN,
        }
    }
}

/// One step of a search, in the order the search took it. The window and
/// values are those of the search's own point of view (the mover's for
/// negamax). Each variant is one line of pseudocode and one sentence.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Step {
    /// The search calls itself on `node` with the window (alpha, beta);
    /// searches without pruning pass (-inf, +inf).
    Enter {
        /// The node entered.
        node: NodeId,
        /// The lower end of the window: what the maximiser is already sure of.
        alpha: f64,
        /// The upper end: what the minimiser is already sure of.
        beta: f64,
    },
    /// The value of `node` is read from the tree: a leaf's utility, or the
    /// static evaluation of a node at the depth limit. The node returns it.
    Evaluate {
        /// The leaf, or the node at the depth limit.
        node: NodeId,
        /// The value read (negated for negamax when MIN is to move).
        value: Score,
    },
    /// `child` has returned, and `node`'s running value v is now `value`: the
    /// better of v and the child's value, or the expected value so far at a
    /// chance node.
    Backup {
        /// The node that received the child's value.
        node: NodeId,
        /// The child that returned.
        child: NodeId,
        /// The node's running value after taking the child into account.
        value: Score,
    },
    /// Pruning searches only: the cut test at `node` did not fire, and its
    /// window is now (alpha, beta): raised (or lowered) when v improved on
    /// it, unchanged when v was no better.
    Window {
        /// The node whose window was tested and updated.
        node: NodeId,
        /// The window's lower end after the update.
        alpha: f64,
        /// The window's upper end after the update.
        beta: f64,
    },
    /// Pruning searches only: the cut test at `node` fired after child
    /// number `after`, because `value` reached `bound` (v >= beta at MAX or
    /// in negamax, v <= alpha at MIN; strictly under the strict rule). The
    /// children after `after` are skipped; there may be none.
    Cut {
        /// The node that stops searching.
        node: NodeId,
        /// The index of the last child searched.
        after: u32,
        /// The running value v that triggered the cut.
        value: f64,
        /// The bound it was compared with: beta at MAX, alpha at MIN.
        bound: f64,
    },
    /// `node` has searched what it will and returns `value` to its parent
    /// (the bound, under fail-hard, when that differs from v).
    Return {
        /// The inner node that returns.
        node: NodeId,
        /// The value returned.
        value: Score,
    },
    /// The root picks its child number `child`: the move to play.
    Choose {
        /// The root.
        node: NodeId,
        /// The index of the chosen child (leftmost among equals).
        child: u32,
    },
    /// Proof-number searches: `node` joins the searched tree with
    /// `numbers`: read from its value when `evaluated` (a leaf, or a node at
    /// the depth limit, is a win for MAX when worth more than 0), (1, 1)
    /// when nothing is known yet, or in PN² what the inner search found.
    Generate {
        /// The node generated: the root, or a child of the node expanded.
        node: NodeId,
        /// Its first proof and disproof numbers.
        numbers: ProofNumbers,
        /// Whether its value was read from the tree.
        evaluated: bool,
    },
    /// Proof-number searches: the walk towards a most-proving node goes
    /// from `node` down to `child`, at an OR node the child with the
    /// smallest pn, at an AND node the one with the smallest dn, the
    /// leftmost among equals.
    Select {
        /// The expanded node the walk is at.
        node: NodeId,
        /// The child it goes down to.
        child: NodeId,
    },
    /// Proof-number search and df-pn: the most-proving node `node`, not
    /// expanded yet, is expanded: its children are generated (the
    /// `Generate` steps that follow).
    Expand {
        /// The node expanded.
        node: NodeId,
    },
    /// PN²: the most-proving node `node` is expanded by an inner
    /// proof-number search of its own, which stops once `node` is decided
    /// or its tree holds `limit` nodes. It made `size` nodes and left
    /// `node` at `numbers`; only `node`'s children are kept (the
    /// `Generate` steps that follow), the rest of its tree is thrown away.
    InnerSearch {
        /// The node expanded.
        node: NodeId,
        /// The most nodes the inner tree may hold: the outer tree's size.
        limit: u32,
        /// The nodes the inner tree held when it stopped.
        size: u32,
        /// The numbers the inner search gave `node`.
        numbers: ProofNumbers,
    },
    /// Proof-number searches: `node`'s numbers are worked out again from its
    /// children's and are now `numbers`. In PNS and PN² an update that
    /// changes nothing ends the way back up, and the next walk starts
    /// from `node`.
    Update {
        /// The node updated.
        node: NodeId,
        /// Its numbers after the update.
        numbers: ProofNumbers,
        /// Whether they differ from its numbers before.
        changed: bool,
    },
    /// df-pn: `node` is searched while its pn stays below
    /// `thresholds.proof` and its dn below `thresholds.disproof`.
    Thresholds {
        /// The node entered.
        node: NodeId,
        /// The thresholds it is entered with.
        thresholds: ProofNumbers,
    },
    /// df-pn: `node`'s numbers have reached one of its thresholds, so the
    /// search goes back to its parent.
    Leave {
        /// The node left.
        node: NodeId,
    },
    /// Proof-number searches: the root `node` is decided: proved (MAX can
    /// force a win) when `proved`, else disproved.
    Solved {
        /// The root.
        node: NodeId,
        /// Whether it is proved.
        proved: bool,
    },
}

impl Step {
    /// The node the step happens at, the one the app highlights.
    pub fn node(&self) -> NodeId {
        match *self {
            Step::Enter { node, .. }
            | Step::Evaluate { node, .. }
            | Step::Backup { node, .. }
            | Step::Window { node, .. }
            | Step::Cut { node, .. }
            | Step::Return { node, .. }
            | Step::Choose { node, .. }
            | Step::Generate { node, .. }
            | Step::Select { node, .. }
            | Step::Expand { node }
            | Step::InnerSearch { node, .. }
            | Step::Update { node, .. }
            | Step::Thresholds { node, .. }
            | Step::Leave { node }
            | Step::Solved { node, .. } => node,
        }
    }
}

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
}

impl Trace {
    /// An empty trace for a search with `options` of a tree with `players` players.
    pub fn new(options: Options, players: usize) -> Trace {
        Trace {
            options,
            steps: Vec::new(),
            tuples: Vec::new(),
            players,
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
    }

    /// The bytes the trace holds, for the memory budget of 32 bytes a step.
    pub fn heap_bytes(&self) -> usize {
        self.steps.capacity() * std::mem::size_of::<Step>()
            + self.tuples.capacity() * std::mem::size_of::<f64>()
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
        self.steps.iter().filter_map(move |step| match *step {
            Step::Cut { node, after, .. } if (after as usize) + 1 < tree.children(node).len() => {
                Some((node, after))
            }
            _ => None,
        })
    }
}
