//! How sentences write numbers, scores, roles and lists of names, shared by
//! every sentence and by the app, which writes numbers the same way.

use crate::trace::{Score, Trace};
use crate::tree::{NodeId, NodeKind, Player, Tree};

/// A number as the lecture writes it: whole numbers plainly, others to at
/// most four decimals, infinities as ∞.
pub fn number(x: f64) -> String {
    if x == f64::INFINITY {
        "+∞".to_string()
    } else if x == f64::NEG_INFINITY {
        "−∞".to_string()
    } else if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{}", x as i64).replace('-', "−")
    } else {
        // Rounded by arithmetic rather than by `{:.4}`, whose exact decimal
        // expansion would add 5 KB of code to the app. Below 2^53 / 10^4 the
        // scaled number is exact enough; above it, four decimals are noise.
        let rounded = if x.abs() < 9e11 {
            (x * 1e4).round_ties_even() / 1e4
        } else {
            x
        };
        format!("{rounded}").replace('-', "−")
    }
}

/// A number as a student types it, the inverse of [`number`]: `3`,
/// `-2.5`, `−2.5`, `inf`, `∞`, `-inf`; `None` for anything else.
pub fn read_number(text: &str) -> Option<f64> {
    let text = text.trim();
    let (sign, magnitude) = match text.strip_prefix(['-', '−']) {
        Some(rest) => (-1.0, rest.trim()),
        None => (1.0, text.strip_prefix('+').unwrap_or(text).trim()),
    };
    let value = match magnitude {
        "inf" | "∞" | "infinity" => f64::INFINITY,
        _ => magnitude.parse::<f64>().ok().filter(|x| x.is_finite())?,
    };
    Some(sign * value)
}

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
