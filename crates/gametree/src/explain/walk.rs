//! The sentences of the steps every search takes as it walks the tree
//! (`search/walk.rs`): going down to a node, reading a leaf or a static
//! value, taking in a child's value (by min, max, negation, probability or
//! a player's own entry), returning, and the final choice of a move.

use super::format::{a_node_of_role, join_names, name_in, ordinal, score, subject, window};
use super::reason::probability;
use crate::frame::Frame;
use crate::lang::{Arg, Catalogue};
use crate::options::Failure;
use crate::trace::{Score, Trace};
use crate::tree::{NodeId, Player, Tree};

/// "Go down to B, a MIN node, with the window [α, β] = [−∞, +∞]."
pub(super) fn enter(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    node: NodeId,
    alpha: f64,
    beta: f64,
) -> String {
    let name = name_in(words, tree, node);
    let what = if tree.node(node).is_leaf() {
        words.say("enter.a-leaf", &[])
    } else {
        a_node_of_role(words, tree, node)
    };
    let from = if node == NodeId::ROOT {
        "enter.root"
    } else {
        "enter.child"
    };
    let start = words.say(from, &[Arg::Text("node", &name), Arg::Text("what", &what)]);
    if trace.options.algorithm.prunes() {
        let window = window(words, alpha, beta);
        words.say(
            "enter.window",
            &[Arg::Text("start", &start), Arg::Ltr("window", &window)],
        )
    } else {
        words.say("enter.plain", &[Arg::Text("start", &start)])
    }
}

/// "E is a leaf worth 3.", or the static value at the depth limit.
pub(super) fn evaluate(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    node: NodeId,
    value: Score,
) -> String {
    let shown = score(words, trace, value);
    // Negamax sees MIN's leaves from MIN's side: the utility negated.
    let negated = (trace.options.algorithm.is_negamax() && tree.mover(node) == Player::Min)
        .then(|| value.number())
        .flatten();
    let key = if tree.node(node).is_leaf() {
        "evaluate.leaf"
    } else {
        "evaluate.static"
    };
    let subject = subject(words, tree, node);
    let name = name_in(words, tree, node);
    let node = if tree.node(node).is_leaf() {
        Arg::Text("node", &subject)
    } else {
        Arg::Text("node", &name)
    };
    if let Some(seen) = negated {
        let worth = words.say(
            "evaluate.negated",
            &[Arg::Number("max", -seen), Arg::Ltr("shown", &shown)],
        );
        words.say(key, &[node, Arg::Text("worth", &worth)])
    } else {
        words.say(key, &[node, Arg::Ltr("worth", &shown)])
    }
}

/// "v = max(3, 12) = 12": how the running value took in a child's value.
pub(super) fn backup(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    node: NodeId,
    child: NodeId,
    value: Score,
) -> String {
    let algorithm = trace.options.algorithm;
    let returned = before.node(child).value.unwrap_or(value);
    let old = before.node(node).value;
    let score = |value| score(words, trace, value);
    let heard = words.say(
        "backup.heard",
        &[
            Arg::Text("node", &subject(words, tree, node)),
            Arg::Text("child", &name_in(words, tree, child)),
            Arg::Ltr("value", &score(returned)),
        ],
    );
    let heard = Arg::Text("heard", &heard);
    if tree.is_chance(node) {
        let probability = probability(words, tree, child);
        return words.say(
            "backup.chance",
            &[
                heard,
                Arg::Ltr("p", &probability),
                Arg::Ltr("value", &score(value)),
            ],
        );
    }
    // A tuple has no one number: max^n's player keeps or takes it.
    let (Some(returned), Some(new)) = (returned.number(), value.number()) else {
        let k = match tree.mover(node) {
            Player::Numbered(k) => k,
            _ => 1,
        };
        let k = Arg::Count("k", u64::from(k));
        return match old {
            None => words.say("backup.maxn-first", &[heard, k]),
            Some(old) if old == value => words.say(
                "backup.maxn-keeps",
                &[heard, k, Arg::Ltr("old", &score(old))],
            ),
            Some(_) => words.say("backup.maxn-more", &[heard, k]),
        };
    };
    let negamax = algorithm.is_negamax();
    let (operation, incoming) = if negamax {
        ("max", -returned)
    } else if tree.mover(node) == Player::Min {
        ("min", returned)
    } else {
        ("max", returned)
    };
    let start = match operation {
        "min" => f64::INFINITY,
        _ => f64::NEG_INFINITY,
    };
    let old = old.and_then(Score::number).unwrap_or(start);
    let fold = format!(
        "v = {operation}({}, {})",
        words.number(old),
        words.number(incoming)
    );
    let formula = if new == old && old != start {
        words.say(
            "backup.stays",
            &[Arg::Ltr("fold", &fold), Arg::Number("v", new)],
        )
    } else {
        words.ltr(&format!("{fold} = {}", words.number(new)))
    };
    let formula = formula.as_str();
    if negamax {
        words.say(
            "backup.fold-negated",
            &[
                heard,
                Arg::Number("incoming", incoming),
                Arg::Text("formula", formula),
            ],
        )
    } else {
        words.say("backup.fold", &[heard, Arg::Text("formula", formula)])
    }
}

/// "B is done and returns 3 to A.", with the bound returned instead under
/// fail-hard.
pub(super) fn returned(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    node: NodeId,
    value: Score,
) -> String {
    let shown = score(words, trace, value);
    let found = before.node(node).value.map(|v| score(words, trace, v));
    let hard = trace.options.failure == Failure::Hard && found.as_deref() != Some(shown.as_str());
    let what = if hard {
        words.say(
            "return.hard",
            &[
                Arg::Ltr("bound", &shown),
                Arg::Ltr("value", &found.unwrap_or_default()),
            ],
        )
    } else {
        words.ltr(&shown)
    };
    let name = subject(words, tree, node);
    let args = [Arg::Text("node", &name), Arg::Text("what", &what)];
    match tree.parent(node) {
        Some(parent) => {
            let parent = name_in(words, tree, parent);
            let args = [args[0], args[1], Arg::Text("parent", &parent)];
            words.say("return.to-parent", &args)
        }
        None => words.say("return.root", &args),
    }
}

/// "A picks B, its first move: the leftmost child with the best value, 3.
/// Best play runs A → B → E."
pub(super) fn choose(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    node: NodeId,
    child: u32,
) -> String {
    let chosen = tree.children(node)[child as usize];
    let value = before
        .node(node)
        .value
        .map_or(String::new(), |v| score(words, trace, v));
    let line: Vec<String> = std::iter::once(node)
        .chain(before.best_line(chosen))
        .map(|node| name_in(words, tree, node))
        .collect();
    // The children worth as much as the chosen one, in the order searched:
    // the leftmost is taken, which is why best play may take a slow win.
    // Only exact values tie: a value at or beyond the window a child was
    // searched with is only a bound (fail-hard's α, say).
    let exact = |other: NodeId| {
        let drawn = before.node(other);
        match (drawn.entered, drawn.value) {
            (Some((alpha, beta)), Some(Score::Number(v))) => alpha < v && v < beta,
            (Some(_), _) => false,
            (None, _) => true,
        }
    };
    let worth = before.node(chosen).value;
    let mut tied: Vec<NodeId> = tree
        .children(node)
        .iter()
        .copied()
        .filter(|&other| other != chosen && worth.is_some() && before.node(other).value == worth)
        .filter(|&other| exact(other))
        .collect();
    tied.sort_by_key(|&other| trace.place(tree, before.arrangement, other));
    let others = join_names(words, tied.iter().map(|&other| name_in(words, tree, other)));
    let args = [
        Arg::Text("node", &subject(words, tree, node)),
        Arg::Text("child", &name_in(words, tree, chosen)),
        // Its place as the search took the children (and as drawn).
        Arg::Text(
            "ordinal",
            &ordinal(words, trace.place(tree, before.arrangement, chosen)),
        ),
        Arg::Ltr("value", &value),
        Arg::Ltr("line", &line.join(" → ")),
        Arg::Text("others", &others),
        Arg::Count("n", tied.len() as u64),
    ];
    if tied.is_empty() {
        words.say("choose", &args[..5])
    } else {
        words.say("choose-tied", &args)
    }
}
