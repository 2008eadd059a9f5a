//! The sentences of principal variation search's own steps
//! (`search/pvs.rs`): the null-window probe of a child that is not the
//! first, and the search again when the probe shows the child is better.

use super::format::{number, subject};
use crate::tree::{NodeId, Player, Tree};

/// "A has 3 from B, so it only asks whether C beats it: C is searched
/// with the null window [3, 4], …"
pub(super) fn probe(tree: &Tree, node: NodeId, child: NodeId, alpha: f64, beta: f64) -> String {
    let (name, child_name) = (tree.name(node), tree.name(child));
    let child = subject(tree, child);
    let window = format!("[{}, {}]", number(alpha), number(beta));
    if tree.mover(node) == Player::Min {
        format!(
            "{child} is not {name}'s first child, so {name} only asks whether it is below β = {}: it searches {child_name} with the null window {window}, which answers yes or no more cheaply than a value.",
            number(beta)
        )
    } else {
        format!(
            "{child} is not {name}'s first child, so {name} only asks whether it beats α = {}: it searches {child_name} with the null window {window}, which answers yes or no more cheaply than a value.",
            number(alpha)
        )
    }
}

/// "C fails high: the probe returned 5, so C is worth at least 5, more
/// than α = 3. A searches it again with its full window to learn its value."
pub(super) fn research(
    tree: &Tree,
    node: NodeId,
    child: NodeId,
    value: f64,
    window: (f64, f64),
) -> String {
    let (name, child_name) = (tree.name(node), tree.name(child));
    let child = subject(tree, child);
    let (alpha, beta) = window;
    let full = format!("[{}, {}]", number(alpha), number(beta));
    let value = number(value);
    if tree.mover(node) == Player::Min {
        format!(
            "{child} fails low: the probe returned {value}, so {child_name} is worth at most {value}, less than β = {}. {name} searches it again with its full window {full} to learn its value.",
            number(beta)
        )
    } else {
        format!(
            "{child} fails high: the probe returned {value}, so {child_name} is worth at least {value}, more than α = {}. {name} searches it again with its full window {full} to learn its value.",
            number(alpha)
        )
    }
}
