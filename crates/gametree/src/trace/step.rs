//! One step of a search, the unit the app animates and explains, and the
//! value it records: a number, or a max^n tuple kept in the trace's pool so
//! that a step stays 32 bytes.

use super::proof_numbers::ProofNumbers;
use crate::tree::NodeId;

/// Where a max^n tuple lives in the trace's tuple pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TupleId(pub u32);

/// A value as a step records it. Two-player searches record numbers; max^n
/// records tuples, stored once in the trace so that a step stays 32 bytes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Score {
    /// A number: from MAX's point of view, or the mover's for negamax.
    Number(f64),
    /// A tuple, one entry per player, kept in the trace's pool (read
    /// with `Trace::tuple`).
    Tuple(TupleId),
}

/// A two-player search's value.
impl From<f64> for Score {
    fn from(value: f64) -> Score {
        Score::Number(value)
    }
}

impl Score {
    /// The number a two-player search's score is; `None` for a max^n
    /// tuple, which has no one number.
    pub fn number(self) -> Option<f64> {
        match self {
            Score::Number(x) => Some(x),
            Score::Tuple(_) => None,
        }
    }
}

/// One step of a search, in the order the search took it. The window and
/// values are those of the search's own point of view (the mover's for
/// negamax). Each variant is one line of pseudocode and one sentence.
///
/// Nodes are named by their ids, and children by their index in the tree
/// as written, whatever order they were searched in (see
/// `Trace::arrangement` for that order).
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
    /// children not yet searched are skipped; there may be none, when the
    /// test fired at the last child: then nothing is cut.
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
    /// Iterative deepening: a pass begins, an ordinary search of the tree
    /// from the root down to `depth`, where static values are read. What
    /// earlier passes found is put aside; only their order stays.
    Pass {
        /// The root, where every pass starts.
        node: NodeId,
        /// The depth limit of this pass: 1 for the first, one more each pass.
        depth: u32,
    },
    /// Iterative deepening, between two passes: the children of every node
    /// the pass valued are put best first for the player to move by the
    /// values it backed up for them; the rest keep their order, after them.
    /// The next pass searches in the trace's next arrangement.
    Reorder {
        /// The root, whose children's new order matters most.
        node: NodeId,
    },
    /// Principal variation search: `node` does not search `child`, which is
    /// not its first, with its window but with the null window (alpha,
    /// beta) just above its alpha (below its beta at MIN), which only
    /// tells whether the child is better than what `node` has.
    Probe {
        /// The node whose child is probed.
        node: NodeId,
        /// The child searched next, with the null window.
        child: NodeId,
        /// The null window's lower end.
        alpha: f64,
        /// The null window's upper end.
        beta: f64,
    },
    /// Principal variation search: the null window on `child` failed high
    /// (low at MIN) with `value`, so the child is better than what `node`
    /// has and is searched again with the node's full window, to learn its
    /// value.
    Research {
        /// The node whose child is searched again.
        node: NodeId,
        /// The child, entered again next.
        child: NodeId,
        /// What the probe returned: a bound on the child's value.
        value: f64,
    },
    /// Monte Carlo tree search, selection: from its parent, a fully
    /// expanded node of the search tree, the search goes down to `node`,
    /// the child with the highest UCB1 score (the leftmost among equals).
    Selection {
        /// The child chosen.
        node: NodeId,
    },
    /// Monte Carlo tree search, expansion: `node` joins the search tree
    /// with no visits, and the playout starts from it. With `all`, every
    /// child of its parent joins with it (`node` is the leftmost).
    Expansion {
        /// The child added (the leftmost, when all are).
        node: NodeId,
        /// Whether all the parent's children join.
        all: bool,
    },
    /// Monte Carlo tree search, simulation: a random playout from `start`
    /// (in the search tree) down the written tree ends at the leaf `node`,
    /// worth `reward` from MAX's point of view, from 0 (the smallest leaf
    /// value) to 1 (the largest).
    Playout {
        /// The leaf the playout reached.
        node: NodeId,
        /// Where it began: the node just added, or a leaf selection reached.
        start: NodeId,
        /// The leaf's reward.
        reward: f64,
    },
    /// Monte Carlo tree search, backpropagation: every node from the root
    /// down to `node`, where the playout began, counts one more visit and
    /// adds `reward` to its total.
    Backpropagation {
        /// The lowest node updated: where the playout began.
        node: NodeId,
        /// The reward added on the way up.
        reward: f64,
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
            | Step::PlanFailed { node }
            | Step::Generate { node, .. }
            | Step::Select { node, .. }
            | Step::Expand { node }
            | Step::InnerSearch { node, .. }
            | Step::Update { node, .. }
            | Step::Thresholds { node, .. }
            | Step::Leave { node }
            | Step::Solved { node, .. } => node,
            Step::Pass { node, .. }
            | Step::Reorder { node }
            | Step::Probe { node, .. }
            | Step::Research { node, .. } => node,
            Step::Selection { node }
            | Step::Expansion { node, .. }
            | Step::Playout { node, .. }
            | Step::Backpropagation { node, .. } => node,
        }
    }
}
