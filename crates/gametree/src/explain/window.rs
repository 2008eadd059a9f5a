//! The sentences of alpha-beta's window (`search/window.rs`): the cut test
//! that does not fire and how the node's own bound moves, and the cut that
//! does, with who already has the bound and which children are skipped.

use super::format::{join_names, number, subject};
use super::rule::{no_better, Side};
use crate::frame::{Frame, NodeState};
use crate::options::{Algorithm, TieRule};
use crate::order;
use crate::trace::{Score, Trace};
use crate::tree::{NodeId, Player, Tree};

/// "Is v = 3 ≤ α = −∞? No, so no cut. 3 is better than β = +∞, so β becomes 3."
pub(super) fn window(
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    node: NodeId,
    alpha: f64,
    beta: f64,
) -> String {
    let options = trace.options;
    let v = number(before.node(node).value.map_or(f64::NAN, Score::number));
    let (old_alpha, old_beta) = before.node(node).window.unwrap_or((alpha, beta));
    let minimising = !options.algorithm.is_negamax() && tree.mover(node) == Player::Min;
    let (test, far, far_name, own_old, own_new, own_name) = if minimising {
        (
            strict("≤", options.ties),
            old_alpha,
            "α",
            old_beta,
            beta,
            "β",
        )
    } else {
        (
            strict("≥", options.ties),
            old_beta,
            "β",
            old_alpha,
            alpha,
            "α",
        )
    };
    let no_cut = format!(
        "Is v = {v} {test} {far_name} = {}? No, so no cut.",
        number(far)
    );
    let side = if minimising { Side::Min } else { Side::Max };
    let value = before.node(node).value.map_or(f64::NAN, Score::number);
    if no_better(value, (old_alpha, old_beta), side, options.ties) {
        format!(
            "{no_cut} {v} is no better than {own_name} = {}, so {own_name} stays.",
            number(own_old)
        )
    } else if own_new == own_old {
        format!("{no_cut} {v} equals {own_name}, so {own_name} stays {v}.")
    } else {
        format!(
            "{no_cut} {v} is better than {own_name} = {}, so {own_name} becomes {v}.",
            number(own_old)
        )
    }
}

/// "C stops after H: v = 2 ≤ α = 3. MAX can already get 3 from B, …"
pub(super) fn cut(
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    node: NodeId,
    after: u32,
    value: f64,
    bound: f64,
) -> String {
    let ties = trace.options.ties;
    let algorithm = trace.options.algorithm;
    let minimising = !algorithm.is_negamax() && tree.mover(node) == Player::Min;
    let (test, bound_name) = if minimising {
        (strict("≤", ties), "α")
    } else {
        (strict("≥", ties), "β")
    };
    // The children not entered yet, in the order they would have been searched.
    let in_order = match trace.arrangement(before.arrangement) {
        Some(places) => order::children_in(tree, places, node),
        None => tree.children(node).to_vec(),
    };
    let skipped: Vec<String> = in_order
        .into_iter()
        .filter(|&child| !before.entered_since(node, child))
        .map(|child| tree.name(child))
        .collect();
    let last = tree.name(tree.children(node)[after as usize]);
    let test = format!(
        "v = {} {test} {bound_name} = {}",
        number(value),
        number(bound)
    );
    if skipped.is_empty() {
        // The test fired, but there is nothing left to cut.
        return format!(
            "At {}, {test}, but no children are left: {last} was its last child, so nothing is cut.",
            tree.name(node)
        );
    }
    let head = format!("{} stops after {last}: {test}", subject(tree, node));
    let verb = if skipped.len() > 1 { "are" } else { "is" };
    let skipped = join_names(&skipped);
    // Inside a null-window probe the bound is only the probe's question.
    let probing = algorithm == Algorithm::Pvs
        && before
            .node(node)
            .entered
            .is_some_and(|(alpha, beta)| beta - alpha <= tree.grain());
    if probing {
        return format!(
            "{head}. That already answers the null window's question, so {skipped} {verb} skipped."
        );
    }
    let reason = match tree.parent(node) {
        // In negamax the parent sees every value negated: beta here is minus its alpha.
        Some(parent) if algorithm.is_negamax() => format!(
            "{} can already get {} (that is {} from {}'s side)",
            tree.name(parent),
            number(-bound),
            number(bound),
            tree.name(node)
        ),
        _ => {
            let opponent = if minimising { "MAX" } else { "MIN" };
            let source = bound_source(tree, before, node, bound).map_or(String::new(), |source| {
                format!(" from {}", tree.name(source))
            });
            format!("{opponent} can already get {}{source}", number(bound))
        }
    };
    format!(
        "{head}. {reason}, so it will never let the game reach {}: {skipped} {verb} skipped.",
        tree.name(node)
    )
}

/// The child whose value gave the player above the bound that caused a
/// cut at `node`: a finished child, worth exactly the bound, of the nearest
/// ancestor of the other side. Negamax flips signs level by level, so there
/// the sentence names no source.
fn bound_source(tree: &Tree, frame: &Frame, node: NodeId, bound: f64) -> Option<NodeId> {
    let side = tree.mover(node);
    let mut at = tree.parent(node);
    while let Some(ancestor) = at {
        if tree.mover(ancestor) != side && !tree.is_chance(ancestor) {
            return tree.children(ancestor).iter().copied().find(|&child| {
                let entry = frame.node(child);
                entry.state == NodeState::Done && entry.value == Some(Score::Number(bound))
            });
        }
        at = tree.parent(ancestor);
    }
    None
}

/// The cut test's sign under the tie rule: `>` for `≥` and `<` for `≤` when
/// only a strict inequality cuts.
fn strict(test: &str, ties: TieRule) -> &str {
    match (test, ties) {
        ("≥", TieRule::Strict) => ">",
        ("≤", TieRule::Strict) => "<",
        _ => test,
    }
}
