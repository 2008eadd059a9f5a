//! Minimax values without a trace, for sorting children best or worst
//! first: every node's value from MAX's point of view, folded from the
//! leaves up. Children have larger ids than their parents, so going
//! through the ids backwards meets every child before its parent, and no
//! stack is needed however deep the tree.

use crate::tree::{NodeId, NodeKind, Player, Tree, Value};

/// Every node's minimax value to `depth` (the whole tree when `None`):
/// leaves and nodes at the depth limit give their number, MAX takes the
/// largest child, MIN the smallest, a chance node the expected value.
/// Nodes below the limit, and nodes without a number there, get `None`.
pub fn minimax_values(tree: &Tree, depth: Option<u32>) -> Vec<Option<f64>> {
    let limit = depth.unwrap_or(u32::MAX);
    let mut values: Vec<Option<f64>> = vec![None; tree.len()];
    for id in tree.ids().rev() {
        let node = tree.node(id);
        let depth = tree.depth(id);
        values[id.index()] = if depth > limit {
            None
        } else if node.is_leaf() || depth == limit {
            match node.value {
                Some(Value::Number(x)) => Some(x),
                _ => None,
            }
        } else {
            fold(tree, id, &values)
        };
    }
    values
}

/// The value of an inner node from its children's.
fn fold(tree: &Tree, id: NodeId, values: &[Option<f64>]) -> Option<f64> {
    let mut children = tree
        .children(id)
        .iter()
        .map(|&child| Some((child, values[child.index()]?)));
    match tree.kind(id) {
        NodeKind::Decision(Player::Min) => {
            children.try_fold(f64::INFINITY, |v, child| Some(v.min(child?.1)))
        }
        NodeKind::Decision(_) => {
            children.try_fold(f64::NEG_INFINITY, |v, child| Some(v.max(child?.1)))
        }
        NodeKind::Chance => children.try_fold(0.0, |sum, child| {
            let (child, value) = child?;
            let probability = tree.node(child).probability.map_or(0.0, |p| p.value());
            // A probability of 0 counts for nothing, even against an infinity.
            Some(if probability == 0.0 {
                sum
            } else {
                sum + probability * value
            })
        }),
    }
}
