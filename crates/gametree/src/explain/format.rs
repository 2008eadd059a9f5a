//! How sentences write numbers, scores, roles and lists of names, shared by
//! every sentence and by the app, which writes numbers the same way.

use crate::lang::{english, Arg, Catalogue};
pub use crate::lang::{number, read_number};
use crate::trace::{Score, Trace};
use crate::tree::{NodeId, NodeKind, Player, Tree};

/// A score as the lecture writes it: a number, or a tuple `⟨1, 2, 6⟩`.
pub fn score(trace: &Trace, value: Score) -> String {
    score_in(english(), trace, value)
}

/// A score in the digits of `words`.
pub(super) fn score_in(words: &Catalogue, trace: &Trace, value: Score) -> String {
    match value {
        Score::Number(x) => words.number(x),
        Score::Tuple(id) => {
            let entries: Vec<String> = trace.tuple(id).iter().map(|&x| words.number(x)).collect();
            format!("⟨{}⟩", entries.join(", "))
        }
    }
}

/// The name of a node's role: MAX, MIN, CHANCE or player k.
pub fn role(tree: &Tree, node: NodeId) -> String {
    role_in(english(), tree, node)
}

/// The name of a node's role in the language of `words`.
pub(super) fn role_in(words: &Catalogue, tree: &Tree, node: NodeId) -> String {
    match tree.kind(node) {
        NodeKind::Chance => words.say("role.chance", &[]),
        NodeKind::Decision(Player::Max) => words.say("role.max", &[]),
        NodeKind::Decision(Player::Min) => words.say("role.min", &[]),
        NodeKind::Decision(Player::Numbered(k)) => {
            words.say("role.player", &[Arg::Count("k", u64::from(k))])
        }
    }
}

/// Names as a sentence lists them: "I", "I and J", "I, J and K".
pub(super) fn join_names(words: &Catalogue, names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [first, middle @ .., last] => {
            let rest = middle.iter().fold(first.clone(), |rest, next| {
                words.say(
                    "list.comma",
                    &[Arg::Text("rest", &rest), Arg::Text("next", next)],
                )
            });
            words.say(
                "list.and",
                &[Arg::Text("rest", &rest), Arg::Text("last", last)],
            )
        }
    }
}

/// A window `(α, β) = (3, +∞)`-style pair of numbers: `(3, +∞)`.
pub(super) fn pair(words: &Catalogue, low: f64, high: f64) -> String {
    format!("({}, {})", words.number(low), words.number(high))
}
