//! What decides a proof-number search's numbers, kept once for the three
//! searches: a node's first numbers (from the tree and the depth limit),
//! an expansion, the OR/AND update, the most-proving child and the end.

use super::record::Record;
use super::table::Table;
use crate::search::walk::number;
use crate::trace::{most_proving, Connective, ProofNumbers, Step, Trace};
use crate::tree::{NodeId, Tree};

/// The tree and the depth limit: what decides a node's first numbers.
pub(super) struct Rules<'t> {
    pub(super) tree: &'t Tree,
    pub(super) depth: Option<u32>,
}

impl Rules<'_> {
    /// Whether `node`'s value is read rather than searched: a leaf, or a
    /// node at the depth limit.
    pub(super) fn is_terminal(&self, node: NodeId) -> bool {
        self.tree.node(node).is_leaf() || self.depth == Some(self.tree.depth(node))
    }

    /// Gives `node` its first numbers and records it: `given` ones (what a
    /// PN² inner search found), or else read from its value when terminal,
    /// or else (1, 1).
    pub(super) fn generate(
        &self,
        table: &mut Table,
        node: NodeId,
        given: Option<ProofNumbers>,
        record: &mut impl Record,
    ) {
        let (numbers, evaluated) = match given {
            Some(numbers) => (numbers, false),
            None if self.is_terminal(node) => {
                (ProofNumbers::of_value(number(self.tree, node)), true)
            }
            None => (ProofNumbers::UNKNOWN, false),
        };
        table.numbers[node.index()] = numbers;
        record.record(Step::Generate {
            node,
            numbers,
            evaluated,
        });
    }

    /// Expands `node` plainly: every child generated and evaluated at once.
    /// Returns how many nodes joined the tree.
    pub(super) fn expand(&self, table: &mut Table, node: NodeId, record: &mut impl Record) -> u32 {
        record.record(Step::Expand { node });
        let children = self.tree.children(node);
        for &child in children {
            self.generate(table, child, None, record);
        }
        table.expanded[node.index()] = true;
        children.len() as u32
    }

    /// Works `node`'s numbers out again from its children's, by the OR or
    /// AND formula, and records it. Returns whether they changed.
    pub(super) fn update(&self, table: &mut Table, node: NodeId, record: &mut impl Record) -> bool {
        let children = self.tree.children(node).iter().map(|&c| table.get(c));
        let numbers = ProofNumbers::combine(Connective::of(self.tree, node), children);
        let changed = numbers != table.get(node);
        table.numbers[node.index()] = numbers;
        record.record(Step::Update {
            node,
            numbers,
            changed,
        });
        changed
    }

    /// The child a most-proving walk takes at the expanded `node`, and the
    /// number at which it would stop being taken.
    pub(super) fn most_proving_child(&self, table: &Table, node: NodeId) -> (NodeId, u32) {
        let children = self.tree.children(node);
        let (index, switch) = most_proving(
            Connective::of(self.tree, node),
            children.iter().map(|&c| table.get(c)),
        );
        (children[index], switch)
    }

    /// The end of every search: the root proved or disproved, and for a
    /// proved OR root the move that wins, its leftmost proved child.
    pub(super) fn finish(&self, table: &Table, trace: &mut Trace) {
        let root = NodeId::ROOT;
        let proved = table.get(root).is_proved();
        trace.record(Step::Solved { node: root, proved });
        if proved && Connective::of(self.tree, root) == Connective::Or && table.is_expanded(root) {
            let children = self.tree.children(root);
            if let Some(child) = children.iter().position(|&c| table.get(c).is_proved()) {
                trace.record(Step::Choose {
                    node: root,
                    child: child as u32,
                });
            }
        }
    }
}
