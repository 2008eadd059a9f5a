//! PN² (Allis 1994; Breuker 1998): proof-number search whose expansion of
//! a most-proving node is a second proof-number search rooted there. The
//! inner search may grow its tree to as many nodes as the outer tree holds
//! (Allis's choice of limit), but never past `MOST_INNER_NODES`; then only
//! the node's children are kept, with the numbers the inner search gave
//! them, and the rest is thrown away.

use super::pns::best_first;
use super::{Record, Rules, Table, Unrecorded};
use crate::trace::{ProofNumbers, Step};
use crate::tree::NodeId;

/// The largest inner tree. Allis's limit alone makes PN² quadratic on a
/// long line of play (a 100,000-deep tree would take billions of steps,
/// each inner search walking as far down as the outer tree is large); no
/// tree small enough to follow by eye reaches this cap, so lectures see
/// Allis's PN².
const MOST_INNER_NODES: u32 = 100;

/// PN² from the root, until the root is decided.
pub(super) fn pn2(rules: &Rules, table: &mut Table, record: &mut impl Record) {
    // The inner searches' own table, cleared after each of them.
    let mut inner = Table::new(rules.tree.len());
    let mut outer_size = 1u32;
    best_first(
        rules,
        table,
        NodeId::ROOT,
        u32::MAX,
        record,
        |table, node, record| {
            let limit = outer_size.min(MOST_INNER_NODES);
            inner.numbers[node.index()] = table.get(node);
            let size = best_first(
                rules,
                &mut inner,
                node,
                limit,
                &mut Unrecorded,
                |inner, node, _| rules.expand(inner, node, &mut Unrecorded),
            );
            let numbers = inner.get(node);
            record.record(Step::InnerSearch {
                node,
                limit,
                size,
                numbers,
            });
            let children = rules.tree.children(node);
            for &child in children {
                let found: ProofNumbers = inner.get(child);
                rules.generate(table, child, Some(found), record);
            }
            table.expanded[node.index()] = true;
            forget(rules, &mut inner, node);
            outer_size = outer_size.saturating_add(children.len() as u32);
            children.len() as u32
        },
    );
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
