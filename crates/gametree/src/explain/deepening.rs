//! The sentences of iterative deepening (`search/iterative.rs`): a pass
//! beginning, and the reordering between two passes, naming the root's
//! new order with the values that put it so.

use super::format::{join_names, number};
use crate::frame::Frame;
use crate::order;
use crate::trace::{Score, Trace};
use crate::tree::{NodeId, Player, Tree};

/// "Pass 2: search A again, now to depth 2, reading static values there."
pub(super) fn pass(tree: &Tree, before: &Frame, depth: u32) -> String {
    let number = before.passes + 1;
    let root = tree.name(NodeId::ROOT);
    let head = if number == 1 {
        format!("Pass 1 of iterative deepening: search {root} to depth {depth}")
    } else {
        format!("Pass {number}: search {root} again, now to depth {depth}")
    };
    if depth >= tree.height() {
        format!("{head}, the whole tree.")
    } else {
        format!("{head}, reading static values there.")
    }
}

/// "Before pass 2, every node's children are put best first by the values
/// pass 1 backed up: A will now search C (9), D (6) and B (4); no other
/// node changes its order."
pub(super) fn reorder(tree: &Tree, trace: &Trace, before: &Frame) -> String {
    let finished = before.passes;
    let (Some(old), Some(new)) = (
        trace.arrangement(before.arrangement),
        trace.arrangement(before.arrangement + 1),
    ) else {
        return String::new();
    };
    let root = NodeId::ROOT;
    let negamax = trace.options.algorithm.is_negamax();
    let children: Vec<String> = order::children_in(tree, new, root)
        .into_iter()
        .map(|child| match before.node(child).value {
            Some(Score::Number(value)) => {
                let sign = if negamax && tree.mover(child) == Player::Min {
                    -1.0
                } else {
                    1.0
                };
                format!("{} ({})", tree.name(child), number(sign * value))
            }
            _ => tree.name(child),
        })
        .collect();
    let moved = order::moved(tree, old, new);
    let root_moved = moved.contains(&root);
    let others = moved.len() - usize::from(root_moved);
    let head = format!(
        "Before pass {}, every node's children are put best first by the values pass {finished} backed up",
        finished + 1
    );
    let verb = if root_moved {
        "will now search"
    } else {
        "still searches"
    };
    let rest = match others {
        0 => "no other node changes its order".to_string(),
        1 => "1 other node changes its order".to_string(),
        _ => format!("{others} other nodes change their order"),
    };
    format!(
        "{head}: {} {verb} {}; {rest}.",
        tree.name(root),
        join_names(&children)
    )
}
