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

/// The name of a node's role: MAX, MIN, CHANCE or player k; OR and AND
/// in an AND-OR tree.
pub fn role(tree: &Tree, node: NodeId) -> String {
    let and_or = tree.is_and_or();
    match tree.kind(node) {
        NodeKind::Chance => "CHANCE".to_string(),
        NodeKind::Decision(Player::Max) if and_or => "OR".to_string(),
        NodeKind::Decision(Player::Min) if and_or => "AND".to_string(),
        NodeKind::Decision(Player::Max) => "MAX".to_string(),
        NodeKind::Decision(Player::Min) => "MIN".to_string(),
        NodeKind::Decision(Player::Numbered(k)) => format!("player {k}"),
    }
}

/// "a MAX node", "an OR node": the role with its article.
pub(super) fn a_node_of_role(tree: &Tree, node: NodeId) -> String {
    let role = role(tree, node);
    let article = if role.starts_with(['A', 'O']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {role} node")
}

/// A node's name at the start of a sentence. A label keeps its case
/// ("p6_1" is a name, and "P6_1" would be another): one that starts with a
/// small letter is introduced as "Node p6_1" rather than capitalised.
/// Unlabelled nodes start with a capital: "The root", "Node 0.1".
pub fn subject(tree: &Tree, node: NodeId) -> String {
    let name = tree.name(node);
    match tree.node(node).label.as_deref() {
        Some(label) if label.starts_with(char::is_lowercase) => format!("Node {name}"),
        Some(_) => name,
        None => {
            let mut letters = name.chars();
            letters
                .next()
                .map(|first| first.to_uppercase().chain(letters).collect())
                .unwrap_or(name)
        }
    }
}

/// A window as the drawing writes it beside each node: "[α, β] = [3, +∞]".
pub fn window(alpha: f64, beta: f64) -> String {
    format!("[α, β] = [{}, {}]", number(alpha), number(beta))
}

/// A move counted as people count: the child at `index` (from 0) is the
/// "first", "second", … "tenth", then "11th", "12th", "21st" move.
pub fn ordinal(index: u32) -> String {
    const WORDS: [&str; 10] = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
        "tenth",
    ];
    let n = index as u64 + 1;
    if let Some(word) = WORDS.get(index as usize) {
        return (*word).to_string();
    }
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Names as a sentence lists them: "I", "I and J", "I, J and K".
pub(super) fn join_names(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
