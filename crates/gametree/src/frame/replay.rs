//! The frame itself: every node's state after some steps and the running
//! counts, moved on one step at a time by replaying the trace.

use super::entries::Entries;
use super::monte_carlo::MonteCarloFrame;
use super::proof_number::ProofFrame;
use super::sure::Sure;
use crate::trace::{Score, Step, Trace};
use crate::tree::{NodeId, Player, Tree};

/// Where a node stands in the search at some step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum NodeState {
    /// Not reached yet (or never: beyond the depth limit).
    #[default]
    Unvisited,
    /// Entered and not yet returned: on the path from the root to the current node.
    Active,
    /// Its value is final and has been returned to its parent.
    Done,
    /// Skipped by a cut: it or an ancestor was never searched.
    Pruned,
}

/// Why and where a node stopped early.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CutMark {
    /// The index, as written, of the last child searched.
    pub after: u32,
    /// How many children were searched: the first ones in the order
    /// searched; the rest are skipped.
    pub searched: u32,
    /// The running value v when the test fired.
    pub value: f64,
    /// The bound it reached: beta at a maximising node, alpha at a minimising one.
    pub bound: f64,
}

/// One node's part of a frame.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct NodeFrame {
    /// Where the node stands.
    pub state: NodeState,
    /// The value known so far: the running value v while the node is
    /// active, what it returned once done; `None` before anything is known.
    pub value: Option<Score>,
    /// The window the node was entered with: what its parent passed down the edge.
    pub entered: Option<(f64, f64)>,
    /// The node's window now, narrowed as its children return.
    pub window: Option<(f64, f64)>,
    /// Set when the node's cut test fired with children left, which it
    /// skips. A test that fires at the last child cuts nothing, so it
    /// leaves no mark: only a node that skipped children looks cut.
    pub cut: Option<CutMark>,
    /// The child that gave the running value v so far (leftmost among
    /// equals): the next node of the line of best play through this one.
    /// `None` at chance nodes, which choose nothing.
    pub best: Option<NodeId>,
    /// When the node was entered: 1 for the root, 2 for the next node
    /// entered, … (counted afresh in every pass of iterative deepening).
    pub order: Option<u32>,
    /// What the value it returned says of its minimax value: exact, a
    /// bound one way, or (before it returns) nothing yet.
    pub sure: Sure,
}

/// The state of every node after some steps, and the running counts.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// Indexed by `NodeId::index`; shared with the frame copied from
    /// until written (see `Entries`).
    pub nodes: Entries<NodeFrame>,
    /// How many steps have been replayed.
    pub steps: usize,
    /// The node of the last step replayed.
    pub current: Option<NodeId>,
    /// Nodes entered so far.
    pub visited: usize,
    /// Values read from the tree so far (leaves and the depth limit).
    pub evaluated: usize,
    /// Cuts that skipped at least one child so far.
    pub cutoffs: usize,
    /// The root's chosen child, once chosen (in the current pass).
    pub chosen: Option<u32>,
    /// The proof-number searches' state of every node; empty for the others.
    pub proof: ProofFrame,
    /// Monte Carlo tree search's state of every node; empty for the others.
    pub monte_carlo: MonteCarloFrame,
    /// The passes of iterative deepening begun so far.
    pub passes: usize,
    /// The `Reorder` steps replayed so far: the children are searched in
    /// the trace's arrangement of this number (`Trace::arrangement`).
    pub arrangement: usize,
    /// Nodes entered before the current pass began, so that `order`
    /// counts from 1 in every pass.
    entered_before_pass: usize,
    /// Whether the search is negamax's, whose values are each node's own:
    /// a child's value is turned round before its parent takes it.
    pub(super) negamax: bool,
}

impl Frame {
    /// The frame before the first step: nothing visited, nothing known.
    pub fn new(tree: &Tree) -> Frame {
        Frame {
            nodes: Entries::new(tree.len()),
            steps: 0,
            current: None,
            visited: 0,
            evaluated: 0,
            cutoffs: 0,
            chosen: None,
            proof: ProofFrame::default(),
            monte_carlo: MonteCarloFrame::default(),
            passes: 0,
            arrangement: 0,
            entered_before_pass: 0,
            negamax: false,
        }
    }

    /// The frame before the first step of `trace`: nothing visited, except
    /// in a trace of Monte Carlo tree search that resumes a search, which
    /// begins from the statistics the untraced iterations left.
    pub fn start(tree: &Tree, trace: &Trace) -> Frame {
        let mut frame = Frame::new(tree);
        frame.negamax = trace.options.algorithm.is_negamax();
        if let Some(resumed) = trace.resumed() {
            frame.monte_carlo = MonteCarloFrame::resumed(resumed);
            // Every node but the root was added once; a playout an iteration.
            frame.visited = resumed.in_tree.iter().filter(|&&added| added).count() - 1;
            frame.evaluated = resumed.iterations as usize;
        }
        frame
    }

    /// The frame after the first `count` steps of `trace` (all of them if
    /// `count` is larger).
    pub fn at(tree: &Tree, trace: &Trace, count: usize) -> Frame {
        let mut frame = Frame::start(tree, trace);
        for step in trace.steps.iter().take(count) {
            frame.apply(tree, step);
        }
        frame
    }

    /// Moves the frame one step on.
    pub fn apply(&mut self, tree: &Tree, step: &Step) {
        self.steps += 1;
        self.current = Some(step.node());
        match *step {
            Step::Enter { node, alpha, beta } => {
                self.visited += 1;
                let entry = &mut self.nodes[node.index()];
                entry.state = NodeState::Active;
                entry.entered = Some((alpha, beta));
                entry.window = Some((alpha, beta));
                entry.order = Some((self.visited - self.entered_before_pass) as u32);
                entry.best = None;
            }
            Step::Evaluate { node, value } => {
                self.evaluated += 1;
                let entry = &mut self.nodes[node.index()];
                entry.value = Some(value);
                entry.sure = Sure::EXACT;
                entry.state = NodeState::Done;
            }
            Step::Backup { node, child, value } => {
                let entry = &mut self.nodes[node.index()];
                // v changes only when the child improves on it (ties keep
                // the leftmost); the first child is the best so far.
                if !tree.is_chance(node) && (entry.best.is_none() || entry.value != Some(value)) {
                    entry.best = Some(child);
                }
                entry.value = Some(value);
            }
            Step::Window { node, alpha, beta } => {
                self.nodes[node.index()].window = Some((alpha, beta));
            }
            Step::Cut {
                node,
                after,
                value,
                bound,
            } => {
                let skipped = self.unsearched(tree, node);
                let searched = tree.children(node).len() - skipped.len();
                if !skipped.is_empty() {
                    self.cutoffs += 1;
                    self.nodes[node.index()].cut = Some(CutMark {
                        after,
                        searched: searched as u32,
                        value,
                        bound,
                    });
                }
                let mut stack = skipped;
                while let Some(pruned) = stack.pop() {
                    self.nodes[pruned.index()].state = NodeState::Pruned;
                    stack.extend_from_slice(tree.children(pruned));
                }
            }
            Step::Return { node, value } => {
                let sure = self.sure_of_return(tree, node, value);
                let entry = &mut self.nodes[node.index()];
                entry.sure = sure;
                entry.value = Some(value);
                entry.state = NodeState::Done;
            }
            Step::Choose { child, .. } => self.chosen = Some(child),
            Step::Goal { node, reached } => {
                self.evaluated += 1;
                self.decide(node, reached);
            }
            Step::Cycle { node, .. } => self.decide(node, false),
            Step::PlanFound { node } => {
                self.decide(node, true);
                if tree.mover(node) == Player::Max {
                    self.skip_untried(tree, node);
                }
            }
            Step::PlanFailed { node } => {
                self.decide(node, false);
                if tree.mover(node) == Player::Min {
                    self.skip_untried(tree, node);
                }
            }
            Step::Generate { evaluated, .. } => {
                self.evaluated += usize::from(evaluated);
                self.proof.apply(tree, step);
            }
            Step::Select { .. }
            | Step::Expand { .. }
            | Step::InnerSearch { .. }
            | Step::Update { .. }
            | Step::Thresholds { .. }
            | Step::Leave { .. }
            | Step::Solved { .. } => self.proof.apply(tree, step),
            Step::Pass { .. } => {
                // A new pass starts from nothing: only the order stays.
                self.nodes.fill(NodeFrame::default());
                self.chosen = None;
                self.passes += 1;
                self.entered_before_pass = self.visited;
            }
            Step::Reorder { .. } => self.arrangement += 1,
            Step::Expansion { node, all } => {
                self.visited += if all {
                    tree.parent(node)
                        .map_or(1, |parent| tree.children(parent).len())
                } else {
                    1
                };
                self.monte_carlo.apply(tree, step);
            }
            Step::Playout { .. } => {
                self.evaluated += 1;
                self.monte_carlo.apply(tree, step);
            }
            Step::Selection { .. } | Step::Backpropagation { .. } => {
                self.monte_carlo.apply(tree, step)
            }
            Step::Probe { .. } => {}
            Step::Research { child, .. } => {
                // The child is searched afresh: what the probe found is put aside.
                let mut stack = vec![child];
                while let Some(below) = stack.pop() {
                    self.nodes[below.index()] = NodeFrame::default();
                    stack.extend_from_slice(tree.children(below));
                }
            }
        }
    }

    /// AND-OR search has decided `node`: it has a plan (value 1) or fails
    /// (value -1), as minimax would value a goal and a dead end.
    fn decide(&mut self, node: NodeId, solved: bool) {
        let entry = &mut self.nodes[node.index()];
        entry.value = Some(Score::Number(if solved { 1.0 } else { -1.0 }));
        entry.state = NodeState::Done;
    }

    /// AND-OR search decided `node` before trying all its children: those
    /// after the last one entered are never searched. Unlike a cut, this
    /// is no pruning of a window, so it is not counted as a cutoff.
    fn skip_untried(&mut self, tree: &Tree, node: NodeId) {
        let children = tree.children(node);
        let tried = children
            .iter()
            .rposition(|child| self.nodes[child.index()].state != NodeState::Unvisited)
            .map_or(0, |last| last + 1);
        let mut stack = children[tried..].to_vec();
        while let Some(skipped) = stack.pop() {
            self.nodes[skipped.index()].state = NodeState::Pruned;
            stack.extend_from_slice(tree.children(skipped));
        }
    }

    /// Whether `child` was entered since its parent `node` last was: the
    /// children a node has searched in its current visit.
    pub fn entered_since(&self, node: NodeId, child: NodeId) -> bool {
        match (self.node(node).order, self.node(child).order) {
            (Some(parent), Some(child)) => child > parent,
            _ => false,
        }
    }

    /// The children of `node` not searched in its current visit: those a
    /// cut there skips. None when the test fired at the last child.
    pub fn unsearched(&self, tree: &Tree, node: NodeId) -> Vec<NodeId> {
        (tree.children(node).iter())
            .copied()
            .filter(|&child| !self.entered_since(node, child))
            .collect()
    }

    /// The frame's entry for `node`.
    pub fn node(&self, node: NodeId) -> &NodeFrame {
        &self.nodes[node.index()]
    }

    /// The line of best play (the principal variation) once the root has
    /// chosen: the root, its chosen child, that child's best child, and so
    /// on down to a leaf, a node at the depth limit or a chance node.
    /// Empty before the choice.
    pub fn principal_variation(&self, tree: &Tree) -> Vec<NodeId> {
        let chosen = self
            .chosen
            .and_then(|child| tree.children(NodeId::ROOT).get(child as usize));
        match chosen {
            Some(&chosen) => std::iter::once(NodeId::ROOT)
                .chain(self.best_line(chosen))
                .collect(),
            None => Vec::new(),
        }
    }

    /// `node`, its best child, that child's best child, and so on as far
    /// as the search has gone: the line of best play from `node`.
    pub fn best_line(&self, node: NodeId) -> Vec<NodeId> {
        std::iter::successors(Some(node), |&at| self.node(at).best).collect()
    }
}
