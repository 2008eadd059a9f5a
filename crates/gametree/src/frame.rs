//! What the tree looks like after the first k steps of a trace: the picture
//! the app draws at step k, got by replaying the steps, never by searching.

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
    /// The index of the last child searched; later children are skipped.
    pub after: u32,
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
    /// Set when the node's cut test fired.
    pub cut: Option<CutMark>,
    /// When the node was entered: 1 for the root, 2 for the next node entered, ….
    pub order: Option<u32>,
}

/// The state of every node after some steps, and the running counts.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// Indexed by `NodeId::index`.
    pub nodes: Vec<NodeFrame>,
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
    /// The root's chosen child, once chosen.
    pub chosen: Option<u32>,
}

impl Frame {
    /// The frame before the first step: nothing visited, nothing known.
    pub fn new(tree: &Tree) -> Frame {
        Frame {
            nodes: vec![NodeFrame::default(); tree.len()],
            steps: 0,
            current: None,
            visited: 0,
            evaluated: 0,
            cutoffs: 0,
            chosen: None,
        }
    }

    /// The frame after the first `count` steps of `trace` (all of them if
    /// `count` is larger).
    pub fn at(tree: &Tree, trace: &Trace, count: usize) -> Frame {
        let mut frame = Frame::new(tree);
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
                entry.order = Some(self.visited as u32);
            }
            Step::Evaluate { node, value } => {
                self.evaluated += 1;
                let entry = &mut self.nodes[node.index()];
                entry.value = Some(value);
                entry.state = NodeState::Done;
            }
            Step::Backup { node, value, .. } => self.nodes[node.index()].value = Some(value),
            Step::Window { node, alpha, beta } => {
                self.nodes[node.index()].window = Some((alpha, beta));
            }
            Step::Cut {
                node,
                after,
                value,
                bound,
            } => {
                self.nodes[node.index()].cut = Some(CutMark {
                    after,
                    value,
                    bound,
                });
                let skipped = &tree.children(node)[after as usize + 1..];
                if !skipped.is_empty() {
                    self.cutoffs += 1;
                }
                let mut stack = skipped.to_vec();
                while let Some(pruned) = stack.pop() {
                    self.nodes[pruned.index()].state = NodeState::Pruned;
                    stack.extend_from_slice(tree.children(pruned));
                }
            }
            Step::Return { node, value } => {
                let entry = &mut self.nodes[node.index()];
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

    /// The frame's entry for `node`.
    pub fn node(&self, node: NodeId) -> &NodeFrame {
        &self.nodes[node.index()]
    }
}
