//! The part of a frame that the proof-number searches fill: every node's
//! proof and disproof numbers, whether it is expanded, the path the search
//! walks (to the most-proving node, or df-pn's stack), df-pn's thresholds,
//! PN²'s inner searches, and at the end the proof or disproof tree.

use super::entries::Entries;
use crate::trace::{Connective, ProofNumbers, Step};
use crate::tree::{NodeId, Tree};

/// What an inner search of PN² did at a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InnerMark {
    /// The most nodes its tree could hold.
    pub limit: u32,
    /// The nodes its tree held when it stopped.
    pub size: u32,
}

/// One node's proof-number state at some step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProofNode {
    /// Its numbers, once generated; `None` while the search has not reached it.
    pub numbers: Option<ProofNumbers>,
    /// Whether its children have been generated.
    pub expanded: bool,
    /// On the path from the root to where the search is: the walk to the
    /// most-proving node, or df-pn's nodes still being searched.
    pub on_path: bool,
    /// df-pn: the thresholds it was last entered with.
    pub thresholds: Option<ProofNumbers>,
    /// PN²: the inner search that expanded it.
    pub inner: Option<InnerMark>,
    /// Once the root is decided: whether it belongs to the proof tree (or
    /// disproof tree) that shows it.
    pub in_proof: bool,
}

impl ProofNode {
    /// Whether it is proved (pn = 0).
    pub fn is_proved(&self) -> bool {
        self.numbers.is_some_and(ProofNumbers::is_proved)
    }

    /// Whether it is disproved (dn = 0).
    pub fn is_disproved(&self) -> bool {
        self.numbers.is_some_and(ProofNumbers::is_disproved)
    }
}

/// The proof-number state of every node after some steps; empty (no
/// nodes) for the searches that compute values.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ProofFrame {
    /// Indexed by `NodeId::index`; empty until the first proof-number
    /// step; shared with the frame copied from until written.
    pub nodes: Entries<ProofNode>,
    /// The nodes from the root down to where the search is.
    pub path: Vec<NodeId>,
    /// Nodes generated so far.
    pub generated: usize,
    /// Nodes expanded so far (for PN², by the outer search).
    pub expanded: usize,
    /// Once the root is decided: whether it was proved.
    pub solved: Option<bool>,
}

impl ProofFrame {
    /// The entry of `node`, or `None` in the frame of a search that
    /// computes values.
    pub fn node(&self, node: NodeId) -> Option<&ProofNode> {
        self.nodes.get(node.index())
    }

    /// The numbers of `node`'s children as shown, for the formula at `node`;
    /// `None` unless every child has been generated.
    pub fn children_numbers(&self, tree: &Tree, node: NodeId) -> Option<Vec<ProofNumbers>> {
        tree.children(node)
            .iter()
            .map(|&child| self.node(child).and_then(|entry| entry.numbers))
            .collect()
    }

    /// Moves the proof-number state one step on; other steps leave it be.
    pub(super) fn apply(&mut self, tree: &Tree, step: &Step) {
        if self.nodes.is_empty() {
            self.nodes = Entries::new(tree.len());
        }
        match *step {
            Step::Generate { node, numbers, .. } => {
                self.generated += 1;
                self.nodes[node.index()].numbers = Some(numbers);
                if node == NodeId::ROOT {
                    self.walk_back_to(None);
                    self.walk_to(node);
                }
            }
            Step::Select { node, child } => {
                self.walk_back_to(Some(node));
                self.walk_to(child);
            }
            Step::Expand { node } => self.expand(node),
            Step::InnerSearch {
                node, limit, size, ..
            } => {
                self.expand(node);
                self.nodes[node.index()].inner = Some(InnerMark { limit, size });
            }
            Step::Update { node, numbers, .. } => {
                self.walk_back_to(Some(node));
                self.nodes[node.index()].numbers = Some(numbers);
            }
            Step::Thresholds { node, thresholds } => {
                self.nodes[node.index()].thresholds = Some(thresholds);
            }
            Step::Leave { node } => self.walk_back_to(tree.parent(node)),
            Step::Solved { node, proved } => {
                self.solved = Some(proved);
                self.mark_proof(tree, node, proved);
            }
            _ => {}
        }
    }

    fn expand(&mut self, node: NodeId) {
        self.expanded += 1;
        self.nodes[node.index()].expanded = true;
    }

    /// Shortens the path so that it ends at `node` (empties it for `None`).
    fn walk_back_to(&mut self, node: Option<NodeId>) {
        while let Some(&last) = self.path.last() {
            if Some(last) == node {
                break;
            }
            self.nodes[last.index()].on_path = false;
            self.path.pop();
        }
    }

    fn walk_to(&mut self, node: NodeId) {
        self.path.push(node);
        self.nodes[node.index()].on_path = true;
    }

    /// Marks the proof tree of a proved `root` (or the disproof tree of a
    /// disproved one): from every node where the winner chooses (OR when
    /// proving, AND when disproving) its leftmost decided child, from every
    /// other node all its children, down to the nodes the search did not
    /// expand.
    fn mark_proof(&mut self, tree: &Tree, root: NodeId, proved: bool) {
        let chooser = if proved {
            Connective::Or
        } else {
            Connective::And
        };
        let decided = |entry: &ProofNode| {
            if proved {
                entry.is_proved()
            } else {
                entry.is_disproved()
            }
        };
        let mut stack = vec![root];
        while let Some(node) = stack.pop() {
            self.nodes[node.index()].in_proof = true;
            if !self.nodes[node.index()].expanded {
                continue;
            }
            let children = tree.children(node);
            if Connective::of(tree, node) == chooser {
                let winner = children
                    .iter()
                    .find(|&&child| decided(&self.nodes[child.index()]));
                stack.extend(winner);
            } else {
                stack.extend_from_slice(children);
            }
        }
    }
}
