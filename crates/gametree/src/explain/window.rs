//! The sentences of alpha-beta's window (`search/window.rs`): the cut test
//! that does not fire and how the node's own bound moves, and the cut that
//! does, with who already has the bound and which children are skipped.

use super::format::{join_names, name_in, subject};
use super::rule::{no_better, Side};
use crate::frame::{Frame, NodeState};
use crate::lang::{Arg, Catalogue};
use crate::options::TieRule;
use crate::order;
use crate::trace::{Score, Trace};
use crate::tree::{NodeId, Player, Tree};

/// "Is v = 3 ≤ α = −∞? No, so no cut. 3 is better than β = +∞, so β becomes 3."
pub(super) fn window(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    node: NodeId,
    alpha: f64,
    beta: f64,
) -> String {
    let options = trace.options;
    // A window step follows the backup that gave the node its value.
    let value = before
        .node(node)
        .value
        .and_then(Score::number)
        .unwrap_or(f64::NAN);
    let v = words.number(value);
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
    let test = format!("v = {v} {test} {far_name} = {}", words.number(far));
    let no_cut = words.say("window.no-cut", &[Arg::Ltr("test", &test)]);
    let bound = format!("{own_name} = {}", words.number(own_old));
    let args = [
        Arg::Text("no_cut", &no_cut),
        Arg::Number("v", value),
        Arg::Ltr("own", own_name),
        Arg::Ltr("bound", &bound),
    ];
    let side = if minimising { Side::Min } else { Side::Max };
    let key = if no_better(value, (old_alpha, old_beta), side, options.ties) {
        "window.no-better"
    } else if own_new == own_old {
        "window.equals"
    } else {
        "window.better"
    };
    words.say(key, &args)
}

/// "C stops after H: v = 2 ≤ α = 3. MAX can already get 3 from B, …"
/// `stop` is the cut step's child it stops after, v and the bound v reached.
pub(super) fn cut(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    node: NodeId,
    (after, value, bound): (u32, f64, f64),
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
    let skipped: Vec<NodeId> = in_order
        .into_iter()
        .filter(|&child| !before.entered_since(node, child))
        .collect();
    let name = name_in(words, tree, node);
    let last = name_in(words, tree, tree.children(node)[after as usize]);
    let test = format!(
        "v = {} {test} {bound_name} = {}",
        words.number(value),
        words.number(bound)
    );
    if skipped.is_empty() {
        // The test fired, but there is nothing left to cut.
        return words.say(
            "cut.last-child",
            &[
                Arg::Text("node", &name),
                Arg::Ltr("test", &test),
                Arg::Text("last", &last),
            ],
        );
    }
    // Named as the lab sheets name them: an α-cut at a MIN node (v ≤ α),
    // a β-cut at a MAX node (v ≥ β). Negamax tests v ≥ β at every node,
    // from the mover's side, so its cuts are not named so.
    let kind = match tree.mover(node) {
        Player::Min => words.say("cut.alpha", &[]),
        // MAX, and the players of max^n, which never cuts.
        _ => words.say("cut.beta", &[]),
    };
    let (key, kind) = if algorithm.is_negamax() {
        ("cut.head-plain", None)
    } else {
        ("cut.head", Some(kind))
    };
    let subject_name = subject(words, tree, node);
    let mut args = vec![
        Arg::Text("node", &subject_name),
        Arg::Text("last", &last),
        Arg::Ltr("test", &test),
    ];
    if let Some(kind) = &kind {
        args.push(Arg::Text("kind", kind));
    }
    let head = words.say(key, &args);
    let head = Arg::Text("head", &head);
    let count = Arg::Count("n", skipped.len() as u64);
    let skipped = join_names(
        words,
        skipped.iter().map(|&child| name_in(words, tree, child)),
    );
    let skipped = Arg::Text("skipped", &skipped);
    // Inside a null-window probe the bound is only the probe's question.
    let probing = before
        .node(node)
        .entered
        .zip(trace.null_width())
        .is_some_and(|((alpha, beta), null_width)| beta - alpha <= null_width);
    if probing {
        return words.say("cut.probe", &[head, skipped, count]);
    }
    let reason = match tree.parent(node) {
        // In negamax the parent sees every value negated: beta here is minus its alpha.
        Some(parent) if algorithm.is_negamax() => words.say(
            "cut.reason-negamax",
            &[
                Arg::Text("parent", &name_in(words, tree, parent)),
                Arg::Number("value", -bound),
                Arg::Number("bound", bound),
                Arg::Text("node", &name),
            ],
        ),
        _ => {
            let opponent = words.say(if minimising { "role.max" } else { "role.min" }, &[]);
            let args = [Arg::Text("player", &opponent), Arg::Number("value", bound)];
            match bound_source(tree, before, node, bound) {
                Some(source) => {
                    let source = name_in(words, tree, source);
                    let args = [args[0], args[1], Arg::Text("source", &source)];
                    words.say("cut.reason-from", &args)
                }
                None => words.say("cut.reason", &args),
            }
        }
    };
    words.say(
        "cut.skip",
        &[
            head,
            Arg::Text("reason", &reason),
            Arg::Text("node", &name),
            skipped,
            count,
        ],
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
