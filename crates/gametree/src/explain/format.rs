//! How sentences write numbers, scores, roles, names, windows, ordinals and
//! lists of names, in the language of a catalogue; shared by every sentence
//! and by the app, which writes numbers the same way.

pub use crate::lang::{number, read_number};
use crate::lang::{Arg, Catalogue};
use crate::trace::{Score, Trace};
use crate::tree::{NodeId, NodeKind, Player, Tree};

/// A score as the lecture writes it, in the digits of `words`: a number,
/// or a tuple `⟨1, 2, 6⟩`.
pub fn score(words: &Catalogue, trace: &Trace, value: Score) -> String {
    match value {
        Score::Number(x) => words.number(x),
        Score::Tuple(id) => {
            let entries: Vec<String> = trace.tuple(id).iter().map(|&x| words.number(x)).collect();
            format!("⟨{}⟩", entries.join(", "))
        }
    }
}

/// The catalogue key of a node's role, and the player's number for player k.
fn role_key(tree: &Tree, node: NodeId) -> (&'static str, u64) {
    let and_or = tree.is_and_or();
    match tree.kind(node) {
        NodeKind::Chance => ("chance", 0),
        NodeKind::Decision(Player::Max) if and_or => ("or", 0),
        NodeKind::Decision(Player::Min) if and_or => ("and", 0),
        NodeKind::Decision(Player::Max) => ("max", 0),
        NodeKind::Decision(Player::Min) => ("min", 0),
        NodeKind::Decision(Player::Numbered(k)) => ("player", u64::from(k)),
    }
}

/// The name of a node's role in the language of `words`: MAX, MIN, CHANCE
/// or player k; OR and AND in an AND-OR tree.
pub fn role(words: &Catalogue, tree: &Tree, node: NodeId) -> String {
    let (key, k) = role_key(tree, node);
    words.say(&format!("role.{key}"), &[Arg::Count("k", k)])
}

/// "a MAX node", "an OR node": the role with its article, as a language
/// writes it.
pub(super) fn a_node_of_role(words: &Catalogue, tree: &Tree, node: NodeId) -> String {
    let (key, k) = role_key(tree, node);
    words.say(&format!("a-node.{key}"), &[Arg::Count("k", k)])
}

/// A node's name in a sentence of `words`: its label, or what an
/// unlabelled node is called ("the root", "node 0.1").
pub fn name_in(words: &Catalogue, tree: &Tree, node: NodeId) -> String {
    match tree.node(node).label.as_deref() {
        Some(label) => label.to_string(),
        None => unlabelled(words, tree, node, "name"),
    }
}

/// What an unlabelled node is called, from the catalogue's entries
/// `<kind>.root`, `<kind>.node` and `<kind>.deep`: the kind `name` inside a
/// sentence, `start` at its start, where each language writes it as it
/// should ("The root"), rather than the program capitalising a letter.
fn unlabelled(words: &Catalogue, tree: &Tree, node: NodeId, kind: &str) -> String {
    let key = |what| format!("{kind}.{what}");
    if node == NodeId::ROOT {
        return words.say(&key("root"), &[]);
    }
    match tree.shown_address(node) {
        (steps, None) => words.say(&key("node"), &[Arg::Ltr("address", &steps)]),
        (steps, Some(depth)) => words.say(
            &key("deep"),
            &[
                Arg::Ltr("address", &steps),
                Arg::Count("depth", u64::from(depth)),
            ],
        ),
    }
}

/// A node's name at the start of a sentence in the language of `words`. A
/// label keeps its case ("p6_1" is a name, and "P6_1" would be another):
/// one that starts with a small letter is introduced as "Node p6_1" rather
/// than capitalised. Unlabelled nodes start with a capital: "The root",
/// "Node 0.1".
pub fn subject(words: &Catalogue, tree: &Tree, node: NodeId) -> String {
    match tree.node(node).label.as_deref() {
        Some(label) if label.starts_with(char::is_lowercase) => {
            words.say("subject.node", &[Arg::Text("node", label)])
        }
        Some(label) => label.to_string(),
        None => unlabelled(words, tree, node, "start"),
    }
}

/// A window as the drawing writes it beside each node, in the digits of
/// `words`: "[α, β] = [3, +∞]".
pub fn window(words: &Catalogue, alpha: f64, beta: f64) -> String {
    format!("[α, β] = {}", pair(words, alpha, beta))
}

/// Two bounds as a window writes them: "[3, 4]".
pub(super) fn pair(words: &Catalogue, low: f64, high: f64) -> String {
    format!("[{}, {}]", words.number(low), words.number(high))
}

/// A move counted as people count, in the language of `words`: the child
/// at `index` (from 0) is the "first", "second", … "tenth" move, then the
/// number with the ending English would give it (`ordinal.st`, `.nd`,
/// `.rd`, `.th`: "11th", "21st"), which other languages may ignore.
pub fn ordinal(words: &Catalogue, index: u32) -> String {
    let n = u64::from(index) + 1;
    if n <= 10 {
        return words.say(&format!("ordinal.{n}"), &[]);
    }
    let ending = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    words.say(&format!("ordinal.{ending}"), &[Arg::Count("n", n)])
}

/// The most names a sentence lists: past it, it names one fewer and
/// counts the rest, so that it stays a few lines whatever the tree.
pub const MOST_NAMED: usize = 5;

/// Names as a sentence lists them: "I", "I and J", "I, J and K"; more than
/// [`MOST_NAMED`] as "I, J, K, L and 299996 more". Only the names written
/// are made: a cut of 300,000 leaves names four.
pub fn join_names<Names>(words: &Catalogue, names: Names) -> String
where
    Names: IntoIterator<Item = String>,
    Names::IntoIter: ExactSizeIterator,
{
    let names = names.into_iter();
    let total = names.len();
    let more = if total > MOST_NAMED {
        total - (MOST_NAMED - 1)
    } else {
        0
    };
    let named: Vec<String> = names.take(total - more).collect();
    let comma = |rest: String, next: &String| {
        words.say(
            "list.comma",
            &[Arg::Text("rest", &rest), Arg::Text("next", next)],
        )
    };
    match named.as_slice() {
        [] => String::new(),
        [one] if more == 0 => one.clone(),
        [first, middle @ .., last] if more == 0 => {
            let rest = middle.iter().fold(first.clone(), comma);
            words.say(
                "list.and",
                &[Arg::Text("rest", &rest), Arg::Text("last", last)],
            )
        }
        [first, rest @ ..] => {
            let rest = rest.iter().fold(first.clone(), comma);
            words.say(
                "list.and-more",
                &[Arg::Text("rest", &rest), Arg::Count("n", more as u64)],
            )
        }
    }
}
