//! What the tree looks like after the first k steps of a trace: the picture
//! the app draws at step k, got by replaying the steps, never by searching.

use crate::trace::{Score, Step, Trace};
use crate::tree::{NodeId, Tree};
pub use proof_number::{InnerMark, ProofFrame, ProofNode};

mod proof_number;

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
    /// The proof-number searches' state of every node; empty for the others.
    pub proof: ProofFrame,
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
            proof: ProofFrame::default(),
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
        }
    }

    /// The frame's entry for `node`.
    pub fn node(&self, node: NodeId) -> &NodeFrame {
        &self.nodes[node.index()]
    }
}
