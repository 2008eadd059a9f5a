//! Proof-number search (Allis 1994), as Kishimoto et al. (2012) write it:
//! walk from the root to a most-proving node, expand it, update the numbers
//! on the way back, and stop that way back where nothing changes: the next
//! walk starts there, since everything above it is as it was.

use super::record::Record;
use super::rules::Rules;
use super::table::Table;
use crate::trace::Step;
use crate::tree::NodeId;

/// PNS from the root, until the root is decided.
pub(super) fn pns(rules: &Rules, table: &mut Table, record: &mut impl Record) {
    best_first(
        rules,
        table,
        NodeId::ROOT,
        u32::MAX,
        record,
        |table, node, record| rules.expand(table, node, record),
    );
}

/// PNS below `root` (the whole tree's, or a PN² inner search's) until
/// `root` is decided, or, once `root` has been expanded, its tree holds
/// `most_nodes` nodes. `expand` expands a most-proving node and says how
/// many nodes joined the tree. Returns the size of the tree searched.
pub(super) fn best_first<R: Record>(
    rules: &Rules,
    table: &mut Table,
    root: NodeId,
    most_nodes: u32,
    record: &mut R,
    mut expand: impl FnMut(&mut Table, NodeId, &mut R) -> u32,
) -> u32 {
    let mut size = 1u32;
    let mut current = root;
    loop {
        let full = size >= most_nodes && table.is_expanded(root);
        if table.get(root).is_decided() || full {
            return size;
        }
        // Select: down from where the last update stopped, to a frontier node.
        let mut node = current;
        while table.is_expanded(node) {
            let (child, _) = rules.most_proving_child(table, node);
            record.record(Step::Select { node, child });
            node = child;
        }
        size = size.saturating_add(expand(table, node, record));
        current = update_ancestors(rules, table, node, root, record);
    }
}

/// The way back up from the node just expanded: each node's numbers are
/// worked out again until one does not change (its ancestors then cannot
/// either) or `root` is reached. Returns where it stopped.
fn update_ancestors(
    rules: &Rules,
    table: &mut Table,
    expanded: NodeId,
    root: NodeId,
    record: &mut impl Record,
) -> NodeId {
    let mut node = expanded;
    loop {
        let changed = rules.update(table, node, record);
        match rules.tree.parent(node) {
            Some(parent) if changed && node != root => node = parent,
            _ => return node,
        }
    }
}
