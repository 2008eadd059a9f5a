//! The trace: the flat list of steps a search took, which the app animates
//! and explains without ever re-running the search.

use crate::tree::{NodeId, Tree};

/// The search algorithms, as the command line names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Plain minimax: every node, no window.
    Minimax,
    /// Alpha-beta pruning (Russell & Norvig's MAX-VALUE / MIN-VALUE).
    AlphaBeta,
    /// Negamax: one function, values from the mover's point of view.
    Negamax,
    /// Negamax with an alpha-beta window.
    NegamaxAlphaBeta,
    /// Minimax with chance nodes that average their children.
    Expectiminimax,
    /// max^n: every player maximises their own entry of a tuple.
    MaxN,
}

impl Algorithm {
    /// Every algorithm, in menu order.
    pub const ALL: [Algorithm; 6] = [
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::Negamax,
        Algorithm::NegamaxAlphaBeta,
        Algorithm::Expectiminimax,
        Algorithm::MaxN,
    ];

    /// The name used on the command line and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::Negamax => "negamax",
            Algorithm::NegamaxAlphaBeta => "negamax-ab",
            Algorithm::Expectiminimax => "expectiminimax",
            Algorithm::MaxN => "maxn",
        }
    }

    /// The algorithm with this command-line name.
    pub fn from_name(name: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.name() == name)
    }

    /// Whether the algorithm keeps an (alpha, beta) window and cuts.
    pub fn prunes(self) -> bool {
        matches!(self, Algorithm::AlphaBeta | Algorithm::NegamaxAlphaBeta)
    }

    /// Whether values are from the mover's point of view (negamax family).
    pub fn is_negamax(self) -> bool {
        matches!(self, Algorithm::Negamax | Algorithm::NegamaxAlphaBeta)
    }
}

/// When the cut test fires.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TieRule {
    /// Cut on equality: MAX stops at v >= beta, MIN at v <= alpha (Russell & Norvig).
    #[default]
    CutOnEqual,
    /// Cut only on strict inequality: v > beta, v < alpha.
    Strict,
}

/// What a pruning search returns from a node whose cut test fired.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Failure {
    /// Return the value found, which may lie outside the window (Russell & Norvig).
    #[default]
    Soft,
    /// Return the bound the search was cut at, keeping values inside the window.
    Hard,
}

/// Everything that decides how a search runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// Which search.
    pub algorithm: Algorithm,
    /// Stop at this depth (edges from the root) and read static values there.
    pub depth: Option<u32>,
    /// When alpha-beta cuts (pruning algorithms only).
    pub ties: TieRule,
    /// What alpha-beta returns from a cut node (pruning algorithms only).
    pub failure: Failure,
}

impl Options {
    /// The default options of `algorithm`: full depth, cut on equality, fail-soft.
    pub fn new(algorithm: Algorithm) -> Options {
        Options {
            algorithm,
            depth: None,
            ties: TieRule::default(),
            failure: Failure::default(),
        }
    }
}

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
            | Step::Choose { node, .. } => node,
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
