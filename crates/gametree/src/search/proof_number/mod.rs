//! The proof-number searches: they prove or disprove that MAX can force a
//! leaf worth more than 0, growing the searched tree one most-proving node
//! at a time. `pns.rs` is Allis's best-first search, which `pn2.rs` reuses
//! with inner searches as its expansions; `dfpn.rs` is Nagai's depth-first
//! search with thresholds. This file holds what the three share: the table
//! of numbers (one entry per node of the explicit tree), how a node is
//! generated and expanded, and how a search ends.

mod dfpn;
mod pn2;
mod pns;

use super::walk::number;
use crate::options::{Algorithm, Options};
use crate::trace::{most_proving, Connective, ProofNumbers, Score, Step, Trace};
use crate::tree::{NodeId, Tree};

/// Runs the proof-number search `options` names.
pub(crate) fn proof_number(tree: &Tree, options: &Options) -> Trace {
    let mut trace = Trace::new(*options, tree.players());
    let rules = Rules {
        tree,
        depth: options.depth,
    };
    let mut table = Table::new(tree.len());
    rules.generate(&mut table, NodeId::ROOT, None, &mut trace);
    match options.algorithm {
        Algorithm::ProofNumberSquared => pn2::pn2(&rules, &mut table, &mut trace),
        Algorithm::DepthFirstProofNumber => dfpn::dfpn(&rules, &mut table, &mut trace),
        _ => pns::pns(&rules, &mut table, &mut trace),
    }
    rules.finish(&table, &mut trace);
    trace.shrink_to_fit();
    trace
}

/// Where steps go: the trace, or for PN²'s inner searches, which show only
/// their result, a list of the values they read.
pub(super) trait Record {
    /// Takes one step.
    fn record(&mut self, step: Step);
}

impl Record for Trace {
    fn record(&mut self, step: Step) {
        self.steps.push(step);
    }
}

/// What PN² keeps of an inner search's steps: the values it read, as
/// `Evaluate` steps, so that the trace (and `evaluated`) shows every read.
pub(super) struct InnerReads<'t> {
    pub(super) tree: &'t Tree,
    pub(super) steps: Vec<Step>,
}

impl Record for InnerReads<'_> {
    fn record(&mut self, step: Step) {
        if let Step::Generate {
            node,
            evaluated: true,
            ..
        } = step
        {
            let value = Score::Number(number(self.tree, node));
            self.steps.push(Step::Evaluate { node, value });
        }
    }
}

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
    fn finish(&self, table: &Table, trace: &mut Trace) {
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
