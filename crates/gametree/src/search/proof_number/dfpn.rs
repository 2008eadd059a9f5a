//! df-pn (Nagai 2002): proof-number search depth-first. Each node is
//! searched while its pn and dn stay below thresholds chosen so that it
//! remains on the most-proving path; the numbers live in a table with one
//! entry per node, so coming back to a node costs nothing. An explicit
//! stack of (node, thresholds) replaces the recursion of MID, so memory
//! beyond the table grows with the depth only.

use super::record::Record;
use super::rules::Rules;
use super::table::Table;
use crate::trace::{child_thresholds, Connective, ProofNumbers, Step, INFINITY};
use crate::tree::NodeId;

/// df-pn from the root, entered with thresholds (∞, ∞), until it is decided.
pub(super) fn dfpn(rules: &Rules, table: &mut Table, record: &mut impl Record) {
    let root = NodeId::ROOT;
    if table.get(root).is_decided() {
        return;
    }
    let unbounded = ProofNumbers {
        proof: INFINITY,
        disproof: INFINITY,
    };
    record.record(Step::Thresholds {
        node: root,
        thresholds: unbounded,
    });
    let mut stack = vec![(root, unbounded)];
    let mut entering = true;
    while let Some(&(node, thresholds)) = stack.last() {
        if entering && !table.is_expanded(node) {
            rules.expand(table, node, record);
            rules.update(table, node, record);
        }
        entering = false;
        let numbers = table.get(node);
        if numbers.proof >= thresholds.proof || numbers.disproof >= thresholds.disproof {
            stack.pop();
            if let Some(&(parent, _)) = stack.last() {
                record.record(Step::Leave { node });
                rules.update(table, parent, record);
            }
            continue;
        }
        let (child, switch) = rules.most_proving_child(table, node);
        let child_thresholds = child_thresholds(
            Connective::of(rules.tree, node),
            thresholds,
            numbers,
            table.get(child),
            switch,
        );
        record.record(Step::Select { node, child });
        record.record(Step::Thresholds {
            node: child,
            thresholds: child_thresholds,
        });
        stack.push((child, child_thresholds));
        entering = true;
    }
}
