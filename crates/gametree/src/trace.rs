//! The trace: the flat list of steps a search took, which the app animates
//! and explains without ever re-running the search.

pub use crate::options::{Algorithm, Failure, Options, TieRule};
use crate::tree::{NodeId, Tree};

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
    /// The root picks its child number `child`: the move to play (in
    /// AND-OR search, the first action of the plan).
    Choose {
        /// The root.
        node: NodeId,
        /// The index of the chosen child (leftmost among equals).
        child: u32,
    },
    /// AND-OR search: the goal test at `node`, a leaf: `reached` when its
    /// value is more than 0 (the empty plan), else a failure (a state
    /// with no action left to try).
    Goal {
        /// The leaf tested.
        node: NodeId,
        /// Whether it is a goal.
        reached: bool,
    },
    /// AND-OR search: the OR node `node` names the same state as `earlier`,
    /// an OR node on the path above it (their labels are equal), so going
    /// on would loop: a failure.
    Cycle {
        /// The OR node that repeats a state.
        node: NodeId,
        /// The OR node above it with the same state.
        earlier: NodeId,
    },
    /// AND-OR search: `node` has a plan and returns it: an OR node the plan
    /// of its last action searched (the others are not tried), an AND node
    /// the plans of all its outcomes joined by "if … then … else".
    PlanFound {
        /// The node that returns a plan.
        node: NodeId,
    },
    /// AND-OR search: `node` returns failure: an OR node none of whose
    /// actions has a plan, an AND node whose last outcome searched has none
    /// (the others are not searched).
    PlanFailed {
        /// The node that fails.
        node: NodeId,
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
            | Step::Goal { node, .. }
            | Step::Cycle { node, .. }
            | Step::PlanFound { node }
            | Step::PlanFailed { node } => node,
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
