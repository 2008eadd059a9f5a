//! What a proof-number search knows of each node of the explicit tree: its
//! numbers and whether it is expanded, kept once for the three searches.

use crate::trace::ProofNumbers;
use crate::tree::NodeId;

/// What a proof-number search knows of each node of the explicit tree:
/// indexed by `NodeId::index`, so that looking a node up (df-pn's
/// transposition table) costs nothing and memory never grows.
pub(super) struct Table {
    /// The numbers of every generated node; meaningless for the others.
    pub(super) numbers: Vec<ProofNumbers>,
    /// Whether the node's children have been generated.
    pub(super) expanded: Vec<bool>,
}

impl Table {
    pub(super) fn new(nodes: usize) -> Table {
        Table {
            numbers: vec![ProofNumbers::UNKNOWN; nodes],
            expanded: vec![false; nodes],
        }
    }

    pub(super) fn get(&self, node: NodeId) -> ProofNumbers {
        self.numbers[node.index()]
    }

    pub(super) fn is_expanded(&self, node: NodeId) -> bool {
        self.expanded[node.index()]
    }
}
