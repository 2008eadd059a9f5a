//! The reasons that practice feedback gives, in the values that decide
//! them: why a node is worth its value ("its children read 2, 4 and 6, and
//! MIN takes the smallest"), why a branch is not cut, and why a node is
//! entered with its window. Never "C returns 2 because C is done".

use super::format::{join_names, name_in, score, subject, window};
use crate::frame::{Frame, NodeState};
use crate::lang::{Arg, Catalogue};
use crate::options::Failure;
use crate::trace::{Score, Trace};
use crate::tree::{NodeId, Player, Probability, Tree};

/// Why `node` returns `value`, in the language of `words`, from the frame
/// `before` its return: the values its children returned, and how the
/// node combines them.
pub fn worth(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    node: NodeId,
    value: Score,
) -> String {
    let read: Vec<NodeId> = tree
        .children(node)
        .iter()
        .copied()
        .filter(|&child| before.node(child).state == NodeState::Done)
        .collect();
    let returned = |child: NodeId| before.node(child).value.unwrap_or(Score::Number(f64::NAN));
    let score = |value| score(words, trace, value);
    let values: Vec<String> = read
        .iter()
        .map(|&c| words.ltr(&score(returned(c))))
        .collect();
    let key = if tree.children(node).len() == 1 {
        "reason.only-child"
    } else if before.node(node).cut.is_some() {
        "reason.children-cut"
    } else {
        "reason.children"
    };
    let children = words.say(key, &[Arg::Text("values", &join_names(words, values))]);
    let children = Arg::Text("children", &children);
    if tree.is_chance(node) {
        let terms: Vec<String> = read
            .iter()
            .map(|&child| {
                format!(
                    "{} × {}",
                    probability(words, tree, child),
                    score(returned(child))
                )
            })
            .collect();
        let sum = format!("{} = {}", terms.join(" + "), score(value));
        return words.say("reason.chance", &[children, Arg::Ltr("sum", &sum)]);
    }
    let algorithm = trace.options.algorithm;
    if algorithm.is_negamax() {
        let negated: Vec<String> = read
            .iter()
            .filter_map(|&child| before.node(child).value.and_then(Score::number))
            .map(|returned| words.ltr(&words.number(-returned)))
            .collect();
        return words.say(
            "reason.negamax",
            &[
                children,
                Arg::Text("negated", &join_names(words, negated)),
                Arg::Text("node", &name_in(words, tree, node)),
            ],
        );
    }
    if matches!(tree.mover(node), Player::Numbered(_)) {
        return words.say("reason.maxn", &[children]);
    }
    let minimising = tree.mover(node) == Player::Min;
    let found = before.node(node).value.and_then(Score::number);
    match found {
        Some(v) if trace.options.failure == Failure::Hard && value.number() != found => {
            let key = if minimising {
                "reason.min-hard"
            } else {
                "reason.max-hard"
            };
            let bound = score(value);
            words.say(
                key,
                &[children, Arg::Number("v", v), Arg::Ltr("bound", &bound)],
            )
        }
        _ if minimising => words.say("reason.min", &[children]),
        _ => words.say("reason.max", &[children]),
    }
}

/// Why the search goes on to `node` rather than cutting it off, in the
/// language of `words`, from the frame `before` the node is entered: its
/// parent's cut test after the previous child did not fire (or `node` is
/// the first child, which every search reads).
pub fn not_cut(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    node: NodeId,
) -> String {
    let Some(parent) = tree.parent(node) else {
        return words.say("reason.root", &[]);
    };
    let parent_name = name_in(words, tree, parent);
    let position = tree.child_index(node);
    if position == 0 {
        return words.say("reason.first-child", &[Arg::Text("parent", &parent_name)]);
    }
    let previous = tree.children(parent)[position - 1];
    let options = trace.options;
    let entry = before.node(parent);
    // The previous child has been backed up, so the parent has a value.
    let v = entry.value.and_then(Score::number).unwrap_or(f64::NAN);
    let (alpha, beta) = entry.window.unwrap_or((f64::NEG_INFINITY, f64::INFINITY));
    let minimising = !options.algorithm.is_negamax() && tree.mover(parent) == Player::Min;
    let strict = options.ties == crate::options::TieRule::Strict;
    let (test, bound_name, bound) = match (minimising, strict) {
        (true, false) => ("≤", "α", alpha),
        (true, true) => ("<", "α", alpha),
        (false, false) => ("≥", "β", beta),
        (false, true) => (">", "β", beta),
    };
    let test = format!("{test} {bound_name} = {}", words.number(bound));
    words.say(
        "reason.not-cut",
        &[
            Arg::Text("previous", &name_in(words, tree, previous)),
            Arg::Text("parent", &parent_name),
            Arg::Ltr("v", &format!("v = {}", words.number(v))),
            Arg::Ltr("test", &test),
            Arg::Text("node", &name_in(words, tree, node)),
        ],
    )
}

/// Why `node` is entered with the window (alpha, beta), in the language of
/// `words`, from the frame `before` it is entered: its parent hands down
/// its own window as it stands, negated and swapped in negamax.
pub fn entered(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    node: NodeId,
) -> String {
    let Some(parent) = tree.parent(node) else {
        return words.say("reason.entered-root", &[]);
    };
    let position = tree.child_index(node);
    let (alpha, beta) = before
        .node(parent)
        .window
        .unwrap_or((f64::NEG_INFINITY, f64::INFINITY));
    let when = match position {
        0 => words.say("reason.as-entered", &[]),
        _ => {
            let previous = name_in(words, tree, tree.children(parent)[position - 1]);
            words.say("reason.as-after", &[Arg::Text("previous", &previous)])
        }
    };
    let parent = name_in(words, tree, parent);
    if trace.options.algorithm.is_negamax() {
        words.say(
            "reason.entered-negamax",
            &[
                Arg::Text("parent", &parent),
                Arg::Text("when", &when),
                Arg::Ltr("window", &window(words, alpha, beta)),
            ],
        )
    } else {
        words.say(
            "reason.entered",
            &[
                Arg::Text("parent", &parent),
                Arg::Text("when", &when),
                Arg::Ltr("alpha", &format!("α = {}", words.number(alpha))),
                Arg::Ltr("beta", &format!("β = {}", words.number(beta))),
            ],
        )
    }
}

/// A chance child's probability as written: "1/6", "0.5".
pub(super) fn probability(words: &Catalogue, tree: &Tree, child: NodeId) -> String {
    match tree.node(child).probability {
        Some(Probability::Fraction {
            numerator,
            denominator,
        }) => format!(
            "{}/{}",
            words.number(f64::from(numerator)),
            words.number(f64::from(denominator))
        ),
        Some(Probability::Decimal(p)) => words.number(p),
        None => String::new(),
    }
}

/// Which nodes the search of `trace` never enters, and why, in the
/// language of `words`: the windows exercise asks a window only of the
/// nodes entered, so the others are named before the student starts
/// ("K and G are never entered: the cuts at C and D skip them, so they
/// have no window."). `None` when the search enters every node.
pub fn never_entered(words: &Catalogue, tree: &Tree, trace: &Trace) -> Option<String> {
    let frame = Frame::at(tree, trace, trace.len());
    let skipped: Vec<NodeId> = tree
        .ids()
        .filter(|&node| frame.node(node).state == NodeState::Pruned)
        .collect();
    if skipped.is_empty() {
        return None;
    }
    let cut_at = tree.ids().filter(|&node| {
        // A cut mark is left only where children were skipped.
        frame.node(node).cut.is_some()
    });
    let cut_at: Vec<String> = cut_at.map(|node| name_in(words, tree, node)).collect();
    // The first name opens the sentence.
    let skipped_names = skipped
        .iter()
        .enumerate()
        .map(|(place, &node)| match place {
            0 => subject(words, tree, node),
            _ => name_in(words, tree, node),
        });
    Some(words.say(
        "reason.never-entered",
        &[
            Arg::Count("count", skipped.len() as u64),
            Arg::Text(
                "nodes",
                &join_names(words, skipped_names.collect::<Vec<_>>()),
            ),
            Arg::Text("cuts", &join_names(words, cut_at)),
        ],
    ))
}
