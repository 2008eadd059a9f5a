//! The part of a frame that Monte Carlo tree search fills: every node's N
//! and W, which nodes are in the search tree, and where the current
//! iteration is: the path selection has walked (and expansion added to),
//! and the playout from its start down to its leaf.

use crate::trace::{playout_path, Resumed, Statistics, Step};
use crate::tree::{NodeId, Tree};

/// Monte Carlo tree search's state of every node after some steps; empty
/// (no nodes) before its first step and for every other search.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MonteCarloFrame {
    /// N and W of every node.
    pub statistics: Statistics,
    /// Whether each node is in the search tree (indexed by `NodeId::index`).
    in_tree: Vec<bool>,
    /// The current iteration's path from the root: the nodes selection
    /// went down to, and the node expansion added.
    pub path: Vec<NodeId>,
    /// The current iteration's playout once it has run: where it began and
    /// the leaf it reached.
    pub playout: Option<(NodeId, NodeId)>,
    /// The iterations finished (backed up).
    pub iterations: u32,
    /// Whether the last step replayed was a backpropagation, so that the
    /// path shows the numbers it has just updated.
    pub backed_up: bool,
    /// The child the last step replayed selected, when it was a
    /// selection: its siblings' scores are the ones it won over.
    pub selection: Option<NodeId>,
}

impl MonteCarloFrame {
    /// The frame a resumed search's trace begins from: the statistics and
    /// the search tree its untraced iterations left.
    pub(super) fn resumed(resumed: &Resumed) -> MonteCarloFrame {
        MonteCarloFrame {
            statistics: resumed.statistics.clone(),
            in_tree: resumed.in_tree.clone(),
            iterations: resumed.iterations,
            ..MonteCarloFrame::default()
        }
    }

    /// Whether `node` is in the search tree; before the first step, only
    /// the root is.
    pub fn in_tree(&self, node: NodeId) -> bool {
        self.in_tree
            .get(node.index())
            .copied()
            .unwrap_or(node == NodeId::ROOT)
    }

    /// The nodes the current playout went down to, below where it began
    /// and down to its leaf; none before it has run.
    pub fn playout_path(&self, tree: &Tree) -> Vec<NodeId> {
        let Some((start, leaf)) = self.playout else {
            return Vec::new();
        };
        playout_path(tree, start, leaf).split_off(1)
    }

    /// Moves the frame one step of Monte Carlo tree search on; other steps
    /// leave it as it is.
    pub fn apply(&mut self, tree: &Tree, step: &Step) {
        if self.in_tree.is_empty() {
            self.statistics = Statistics::new(tree.len());
            self.in_tree = vec![false; tree.len()];
            self.in_tree[NodeId::ROOT.index()] = true;
        }
        let begins = matches!(
            step,
            Step::Selection { .. } | Step::Expansion { .. } | Step::Playout { .. }
        );
        if begins && (self.path.is_empty() || self.backed_up) {
            self.path = vec![NodeId::ROOT];
            self.playout = None;
            self.backed_up = false;
        }
        self.selection = match *step {
            Step::Selection { node } => Some(node),
            _ => None,
        };
        match *step {
            Step::Selection { node } => self.path.push(node),
            Step::Expansion { node, all } => {
                let joined = match (all, tree.parent(node)) {
                    (true, Some(parent)) => tree.children(parent),
                    _ => std::slice::from_ref(&node),
                };
                for child in joined {
                    self.in_tree[child.index()] = true;
                }
                self.path.push(node);
            }
            Step::Playout { node, start, .. } => self.playout = Some((start, node)),
            Step::Backpropagation { node, reward } => {
                self.statistics.backpropagate(tree, node, reward);
                self.iterations += 1;
                self.backed_up = true;
            }
            _ => {}
        }
    }
}
