//! The reasons that practice feedback gives, in the values that decide
//! them: why a node is worth its value ("its children read 2, 4 and 6, and
//! MIN takes the smallest"), why a branch is not cut, and why a node is
//! entered with its window. Never "C returns 2 because C is done".

use super::format::{join_names, number, score, window};
use crate::frame::{Frame, NodeState};
use crate::lang::{english, Catalogue};
use crate::options::Failure;
use crate::trace::{Score, Trace};
use crate::tree::{NodeId, Player, Probability, Tree};

/// Why `node` returns `value`, from the frame `before` its return: the
/// values its children returned, and how the node combines them.
pub fn worth(tree: &Tree, trace: &Trace, before: &Frame, node: NodeId, value: Score) -> String {
    let read: Vec<NodeId> = tree
        .children(node)
        .iter()
        .copied()
        .filter(|&child| before.node(child).state == NodeState::Done)
        .collect();
    let returned = |child: NodeId| before.node(child).value.unwrap_or(Score::Number(f64::NAN));
    let values: Vec<String> = read.iter().map(|&c| score(trace, returned(c))).collect();
    let cut = if before.node(node).cut.is_some() {
        " before the rest were cut"
    } else {
        ""
    };
    let children = if tree.children(node).len() == 1 {
        format!("its only child reads {}", join_names(english(), &values))
    } else {
        format!("its children read {}{cut}", join_names(english(), &values))
    };
    if tree.is_chance(node) {
        let terms: Vec<String> = read
            .iter()
            .map(|&child| {
                format!(
                    "{} × {}",
                    probability(english(), tree, child),
                    score(trace, returned(child))
                )
            })
            .collect();
        return format!(
            "{children}, weighted by their probabilities: {} = {}",
            terms.join(" + "),
            score(trace, value)
        );
    }
    let algorithm = trace.options.algorithm;
    if algorithm.is_negamax() {
        let negated: Vec<String> = read
            .iter()
            .map(|&child| number(-returned(child).number()))
            .collect();
        return format!(
            "{children}, which are {} for the player to move at {}, and negamax takes the largest",
            join_names(english(), &negated),
            tree.name(node)
        );
    }
    if matches!(tree.mover(node), Player::Numbered(_)) {
        return format!("{children}, and the player to move keeps the tuple best for them");
    }
    let (player, takes) = if tree.mover(node) == Player::Min {
        ("MIN", "smallest")
    } else {
        ("MAX", "largest")
    };
    let found = before.node(node).value.map(Score::number);
    match found {
        Some(v) if trace.options.failure == Failure::Hard && Some(value.number()) != found => {
            format!(
                "{children}, and {player} takes the {takes}, {}; fail-hard returns the bound {} instead",
                number(v),
                score(trace, value)
            )
        }
        _ => format!("{children}, and {player} takes the {takes}"),
    }
}

/// Why the search goes on to `node` rather than cutting it off, from the
/// frame `before` the node is entered: its parent's cut test after the
/// previous child did not fire (or `node` is the first child, which every
/// search reads).
pub fn not_cut(tree: &Tree, trace: &Trace, before: &Frame, node: NodeId) -> String {
    let Some(parent) = tree.parent(node) else {
        return "every search starts at the root".to_string();
    };
    let position = tree.child_index(node);
    if position == 0 {
        return format!(
            "it is {}'s first child, and a search always reads the first child",
            tree.name(parent)
        );
    }
    let previous = tree.children(parent)[position - 1];
    let options = trace.options;
    let entry = before.node(parent);
    let v = entry.value.map_or(f64::NAN, Score::number);
    let (alpha, beta) = entry.window.unwrap_or((f64::NEG_INFINITY, f64::INFINITY));
    let minimising = !options.algorithm.is_negamax() && tree.mover(parent) == Player::Min;
    let strict = options.ties == crate::options::TieRule::Strict;
    let (test, bound_name, bound) = match (minimising, strict) {
        (true, false) => ("≤", "α", alpha),
        (true, true) => ("<", "α", alpha),
        (false, false) => ("≥", "β", beta),
        (false, true) => (">", "β", beta),
    };
    format!(
        "after {}, {}'s v = {} is not {test} {bound_name} = {}, so the search goes on to {}",
        tree.name(previous),
        tree.name(parent),
        number(v),
        number(bound),
        tree.name(node)
    )
}

/// Why `node` is entered with the window (alpha, beta), from the frame
/// `before` it is entered: its parent hands down its own window as it
/// stands, negated and swapped in negamax.
pub fn entered(tree: &Tree, trace: &Trace, before: &Frame, node: NodeId) -> String {
    let Some(parent) = tree.parent(node) else {
        return "the search starts at the root with the widest window".to_string();
    };
    let position = tree.child_index(node);
    let (alpha, beta) = before
        .node(parent)
        .window
        .unwrap_or((f64::NEG_INFINITY, f64::INFINITY));
    let when = match position {
        0 => "as it was entered".to_string(),
        _ => format!(
            "as it stands after {}",
            tree.name(tree.children(parent)[position - 1])
        ),
    };
    if trace.options.algorithm.is_negamax() {
        format!(
            "{} hands down its own window {when}, {}, negated and swapped",
            tree.name(parent),
            window(alpha, beta)
        )
    } else {
        format!(
            "{} hands down its own window {when}, α = {} and β = {}",
            tree.name(parent),
            number(alpha),
            number(beta)
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
