//! How sentences write numbers, scores, roles and lists of names, shared by
//! every sentence and by the app, which writes numbers the same way.

pub use crate::lang::{number, read_number};
use crate::trace::{Score, Trace};
use crate::tree::{NodeId, NodeKind, Player, Tree};

/// A score as the lecture writes it: a number, or a tuple `⟨1, 2, 6⟩`.
pub fn score(trace: &Trace, value: Score) -> String {
    match value {
        Score::Number(x) => number(x),
        Score::Tuple(id) => {
            let entries: Vec<String> = trace.tuple(id).iter().map(|&x| number(x)).collect();
            format!("⟨{}⟩", entries.join(", "))
        }
    }
}

/// The name of a node's role: MAX, MIN, CHANCE or player k.
pub fn role(tree: &Tree, node: NodeId) -> String {
    match tree.kind(node) {
        NodeKind::Chance => "CHANCE".to_string(),
        NodeKind::Decision(Player::Max) => "MAX".to_string(),
        NodeKind::Decision(Player::Min) => "MIN".to_string(),
        NodeKind::Decision(Player::Numbered(k)) => format!("player {k}"),
    }
}

/// Names as a sentence lists them: "I", "I and J", "I, J and K".
pub(super) fn join_names(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
