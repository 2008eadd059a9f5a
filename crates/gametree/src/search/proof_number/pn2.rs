//! PN² (Allis 1994; Breuker 1998): proof-number search whose expansion of
//! a most-proving node is a second proof-number search rooted there. The
//! inner search may grow its tree to as many nodes as the outer tree holds
//! (Allis's choice of limit), but never past `MOST_INNER_NODES`; then only
//! the node's children are kept, with the numbers the inner search gave
//! them, and the rest is thrown away. The trace shows the inner search as
//! one step, followed by the values it read.

use super::pns::best_first;
use super::record::{InnerReads, Record};
use super::rules::Rules;
use super::table::Table;
use crate::trace::{Step, MOST_INNER_NODES};
use crate::tree::NodeId;

/// PN² from the root, until the root is decided.
pub(super) fn pn2(rules: &Rules, table: &mut Table, record: &mut impl Record) {
    let mut inner = Inner {
        table: Table::new(rules.tree.len()),
        reads: InnerReads {
            tree: rules.tree,
            steps: Vec::new(),
        },
    };
    let mut outer_size = 1u32;
    best_first(
        rules,
        table,
        NodeId::ROOT,
        u32::MAX,
        record,
        |table, node, record| {
            let limit = outer_size.min(MOST_INNER_NODES);
            let added = inner.expand(rules, table, node, limit, record);
            outer_size = outer_size.saturating_add(added);
            added
        },
    );
}

/// What the inner searches reuse from one to the next: their own table,
/// cleared after each of them, and the list of the values they read.
struct Inner<'t> {
    table: Table,
    reads: InnerReads<'t>,
}

impl Inner<'_> {
    /// Expands the outer tree's most-proving `node` with an inner search of
    /// at most `limit` nodes: records it and what it read, then keeps
    /// `node`'s children with the numbers it found. Returns how many nodes
    /// joined the outer tree.
    fn expand(
        &mut self,
        rules: &Rules,
        outer: &mut Table,
        node: NodeId,
        limit: u32,
        record: &mut impl Record,
    ) -> u32 {
        self.table.numbers[node.index()] = outer.get(node);
        let size = best_first(
            rules,
            &mut self.table,
            node,
            limit,
            &mut self.reads,
            |inner, node, reads| rules.expand(inner, node, reads),
        );
        record.record(Step::InnerSearch {
            node,
            limit,
            size,
            numbers: self.table.get(node),
        });
        for step in self.reads.steps.drain(..) {
            record.record(step);
        }
        let children = rules.tree.children(node);
        for &child in children {
            rules.generate(outer, child, Some(self.table.get(child)), record);
        }
        outer.expanded[node.index()] = true;
        forget(rules, &mut self.table, node);
        children.len() as u32
    }
}

/// Throws the inner tree below `root` away: its nodes count as unexpanded
/// again. (Numbers are always set when a node is generated, so they need
/// no clearing.)
fn forget(rules: &Rules, inner: &mut Table, root: NodeId) {
    let mut stack = vec![root];
    while let Some(node) = stack.pop() {
        if std::mem::take(&mut inner.expanded[node.index()]) {
            stack.extend_from_slice(rules.tree.children(node));
        }
    }
}
