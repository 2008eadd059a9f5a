//! The sentences of the steps every search takes as it walks the tree
//! (`search/walk.rs`): going down to a node, reading a leaf or a static
//! value, taking in a child's value (by min, max, negation, probability or
//! a player's own entry), returning, and the final choice of a move.

use super::format::{number, ordinal, role, score, subject, window};
use super::reason::probability;
use crate::frame::Frame;
use crate::options::{Algorithm, Failure};
use crate::trace::{Score, Trace};
use crate::tree::{NodeId, Player, Tree};

/// "Go down to B, a MIN node, with the window [α, β] = [−∞, +∞]."
pub(super) fn enter(tree: &Tree, trace: &Trace, node: NodeId, alpha: f64, beta: f64) -> String {
    let prunes = trace.options.algorithm.prunes();
    let name = |node| tree.name(node);
    let what = if tree.node(node).is_leaf() {
        "a leaf".to_string()
    } else {
        format!("a {} node", role(tree, node))
    };
    let start = if node == NodeId::ROOT {
        format!("Start at {}, {what}", name(node))
    } else {
        format!("Go down to {}, {what}", name(node))
    };
    if prunes {
        format!("{start}, with the window {}.", window(alpha, beta))
    } else {
        format!("{start}.")
    }
}

/// "E is a leaf worth 3.", or the static value at the depth limit.
pub(super) fn evaluate(tree: &Tree, trace: &Trace, node: NodeId, value: Score) -> String {
    let options = trace.options;
    let name = |node| tree.name(node);
    let shown = score(trace, value);
    let negated = options.algorithm.is_negamax() && tree.mover(node) == Player::Min;
    let worth = if negated {
        format!(
            "{} to MAX; MIN moves here, so negamax counts it as {shown}",
            number(-value.number())
        )
    } else {
        shown
    };
    if tree.node(node).is_leaf() {
        format!("{} is a leaf worth {worth}.", subject(tree, node))
    } else {
        format!(
            "The depth limit stops the search at {}: its static value is {worth}.",
            name(node)
        )
    }
}

/// "v = max(3, 12) = 12": how the running value took in a child's value.
pub(super) fn backup(
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
    let heard = format!(
        "{} takes {}'s {}",
        subject(tree, node),
        tree.name(child),
        score(trace, returned)
    );
    if tree.is_chance(node) {
        let probability = probability(tree, child);
        return format!(
            "{heard} with probability {probability}: the expected value so far is {}.",
            score(trace, value)
        );
    }
    if algorithm == Algorithm::MaxN {
        let k = match tree.mover(node) {
            Player::Numbered(k) => k,
            _ => 1,
        };
        return match old {
            None => format!("{heard}: the first tuple, so player {k} keeps it for now."),
            Some(old) if old == value => format!(
                "{heard}: player {k} keeps {}, which gives them at least as much.",
                score(trace, old)
            ),
            Some(_) => format!("{heard}: it gives player {k} more, so player {k} now prefers it."),
        };
    }
    let (operation, incoming) = if algorithm.is_negamax() {
        ("max", number(-returned.number()))
    } else if tree.mover(node) == Player::Min {
        ("min", number(returned.number()))
    } else {
        ("max", number(returned.number()))
    };
    let negated = if algorithm.is_negamax() {
        format!(" (negated: {incoming})")
    } else {
        String::new()
    };
    let start = match (operation, algorithm.is_negamax()) {
        ("min", _) => f64::INFINITY,
        _ => f64::NEG_INFINITY,
    };
    let old = old.map_or(start, Score::number);
    let new = value.number();
    let verdict = if new == old && old != start {
        format!("stays {}", number(new))
    } else {
        format!("= {}", number(new))
    };
    format!(
        "{heard}{negated}: v = {operation}({}, {incoming}) {verdict}.",
        number(old)
    )
}

/// "B is done and returns 3 to A.", with the bound returned instead under
/// fail-hard.
pub(super) fn returned(
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    node: NodeId,
    value: Score,
) -> String {
    let options = trace.options;
    let name = |node| tree.name(node);
    let shown = score(trace, value);
    let found = before.node(node).value.map(|v| score(trace, v));
    let hard = options.failure == Failure::Hard && found.as_deref() != Some(shown.as_str());
    let what = if hard {
        format!(
            "the bound {shown} instead of its value {} (fail-hard)",
            found.unwrap_or_default()
        )
    } else {
        shown
    };
    match tree.parent(node) {
        Some(parent) => format!(
            "{} is done and returns {what} to {}.",
            subject(tree, node),
            name(parent)
        ),
        None => format!("{} is done: its value is {what}.", subject(tree, node)),
    }
}

/// "A picks B, its first move: the first child with the best value, 3.
/// Best play runs A → B → E."
pub(super) fn choose(
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
        .map_or(String::new(), |v| score(trace, v));
    let line: Vec<String> = std::iter::once(node)
        .chain(before.best_line(chosen))
        .map(|node| tree.name(node))
        .collect();
    format!(
        "{} picks {}, its {} move: the leftmost child with the best value, {value}. Best play runs {}.",
        subject(tree, node),
        tree.name(chosen),
        ordinal(child),
        line.join(" → ")
    )
}
