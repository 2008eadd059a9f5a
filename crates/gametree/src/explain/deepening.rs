//! The sentences of iterative deepening (`search/iterative.rs`): a pass
//! beginning, and the reordering between two passes, naming the root's
//! new order with the values that put it so.

use super::format::{join_names, name_in};
use crate::frame::Frame;
use crate::lang::{Arg, Catalogue};
use crate::order;
use crate::trace::{Score, Trace};
use crate::tree::{NodeId, Player, Tree};

/// "Pass 2: search A again, now to depth 2, reading static values there."
pub(super) fn pass(words: &Catalogue, tree: &Tree, before: &Frame, depth: u32) -> String {
    let pass = before.passes + 1;
    let root = name_in(words, tree, NodeId::ROOT);
    let args = [
        Arg::Count("pass", pass as u64),
        Arg::Text("root", &root),
        Arg::Count("depth", u64::from(depth)),
    ];
    let head = if pass == 1 {
        words.say("pass.first", &args)
    } else {
        words.say("pass.next", &args)
    };
    let key = if depth >= tree.height() {
        "pass.whole"
    } else {
        "pass.static"
    };
    words.say(key, &[Arg::Text("head", &head)])
}

/// "Before pass 2, every node's children are put best first by the values
/// pass 1 backed up: A will now search C (9), D (6) and B (4); no other
/// node changes its order."
pub(super) fn reorder(words: &Catalogue, tree: &Tree, trace: &Trace, before: &Frame) -> String {
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
                words.say(
                    "reorder.child",
                    &[
                        Arg::Text("node", &name_in(words, tree, child)),
                        Arg::Number("value", sign * value),
                    ],
                )
            }
            _ => name_in(words, tree, child),
        })
        .collect();
    let moved = order::moved(tree, old, new);
    let root_moved = moved.contains(&root);
    let others = moved.len() - usize::from(root_moved);
    let head = words.say(
        "reorder.head",
        &[
            Arg::Count("next", finished as u64 + 1),
            Arg::Count("done", finished as u64),
        ],
    );
    let rest = match others {
        0 => words.say("reorder.none", &[]),
        _ => words.say("reorder.others", &[Arg::Count("n", others as u64)]),
    };
    let key = if root_moved {
        "reorder.moved"
    } else {
        "reorder.kept"
    };
    words.say(
        key,
        &[
            Arg::Text("head", &head),
            Arg::Text("root", &name_in(words, tree, root)),
            Arg::Text("children", &join_names(words, children)),
            Arg::Text("rest", &rest),
        ],
    )
}
