//! The sentences of df-pn's thresholds (`search/proof_number/`): the
//! limits a child is searched under, each worked out from its parent's,
//! and the search going back up when a child reaches one.

use super::format::name_in;
use super::proof_number::pn;
use crate::frame::Frame;
use crate::lang::{Arg, Catalogue};
use crate::trace::{Connective, ProofNumbers, INFINITY};
use crate::tree::{NodeId, Tree};

/// "Search C while pn < 2 and dn < ∞. pn < min(∞, 1 + 1): …", with how
/// each threshold comes from the parent's.
pub(super) fn thresholds(
    words: &Catalogue,
    tree: &Tree,
    before: &Frame,
    node: NodeId,
    thresholds: ProofNumbers,
) -> String {
    let name = name_in(words, tree, node);
    let limits = words.say(
        "pn.limits",
        &[
            Arg::Ltr("proof", &format!("pn < {}", pn(words, thresholds.proof))),
            Arg::Ltr(
                "disproof",
                &format!("dn < {}", pn(words, thresholds.disproof)),
            ),
        ],
    );
    let Some(parent) = tree.parent(node) else {
        return words.say(
            "pn.search-root",
            &[Arg::Text("node", &name), Arg::Text("limits", &limits)],
        );
    };
    let entry = |id: NodeId| before.proof.node(id).copied().unwrap_or_default();
    let connective = Connective::of(tree, parent);
    let outer = entry(parent).thresholds.unwrap_or(thresholds);
    let numbers = entry(parent).numbers.unwrap_or_default();
    let own = entry(node).numbers.unwrap_or_default();
    let parent_name = name_in(words, tree, parent);
    let (switch, why) = switch(words, tree, before, node, connective);
    let stays = |which: &str, threshold: u32| {
        let term = format!("{which} < min({}, {switch})", pn(words, threshold));
        words.say(
            "pn.stays",
            &[
                Arg::Ltr("term", &term),
                Arg::Text("parent", &parent_name),
                Arg::Ltr("which", which),
                Arg::Text("why", &why),
            ],
        )
    };
    let headroom = |which: &str, threshold: u32, total: u32, mine: u32| {
        let term = format!(
            "{which} < {} − {} + {}",
            pn(words, threshold),
            pn(words, total),
            pn(words, mine)
        );
        words.say(
            "pn.headroom",
            &[
                Arg::Ltr("term", &term),
                Arg::Text("parent", &parent_name),
                Arg::Ltr("which", which),
                Arg::Text("node", &name),
            ],
        )
    };
    let (proof, disproof) = match connective {
        Connective::Or => (
            stays("pn", outer.proof),
            headroom("dn", outer.disproof, numbers.disproof, own.disproof),
        ),
        Connective::And => (
            headroom("pn", outer.proof, numbers.proof, own.proof),
            stays("dn", outer.disproof),
        ),
    };
    words.say(
        "pn.search",
        &[
            Arg::Text("node", &name),
            Arg::Text("limits", &limits),
            Arg::Text("proof", &proof),
            Arg::Text("disproof", &disproof),
        ],
    )
}

/// The number at which another child would take `node`'s place as its
/// parent's most-proving child, as a term ("1 + 1", "3" or "∞") and why.
fn switch(
    words: &Catalogue,
    tree: &Tree,
    before: &Frame,
    node: NodeId,
    connective: Connective,
) -> (String, String) {
    let which = match connective {
        Connective::Or => "pn",
        Connective::And => "dn",
    };
    let number = |id: NodeId| {
        before
            .proof
            .node(id)
            .and_then(|entry| entry.numbers)
            .map_or(INFINITY, |numbers| numbers.selecting(connective))
    };
    let name = name_in(words, tree, node);
    let Some(parent) = tree.parent(node) else {
        return (pn(words, INFINITY), String::new());
    };
    let siblings = tree.children(parent);
    let position = tree.child_index(node);
    let smallest = |ids: &[NodeId]| ids.iter().copied().min_by_key(|&id| number(id));
    let left = smallest(&siblings[..position]);
    let right = smallest(&siblings[position + 1..]);
    let why = |key: &str, other: String| {
        words.say(
            key,
            &[
                Arg::Ltr("which", which),
                Arg::Text("other", &other),
                Arg::Text("node", &name),
            ],
        )
    };
    match (left, right) {
        (Some(left), right)
            if number(left) != INFINITY
                && right.is_none_or(|right| number(left) <= number(right)) =>
        {
            (
                pn(words, number(left)),
                why("pn.why-left", name_in(words, tree, left)),
            )
        }
        (_, Some(right)) if number(right) != INFINITY => (
            format!("{} + 1", pn(words, number(right))),
            why("pn.why-next", String::new()),
        ),
        _ => (pn(words, INFINITY), why("pn.why-none", String::new())),
    }
}

/// "C has reached its threshold, pn = 2 ≥ 2, so the search goes back up to A."
pub(super) fn leave(words: &Catalogue, tree: &Tree, before: &Frame, node: NodeId) -> String {
    let name = name_in(words, tree, node);
    let parent = tree
        .parent(node)
        .map_or(String::new(), |p| name_in(words, tree, p));
    let entry = before.proof.node(node).copied().unwrap_or_default();
    let numbers = entry.numbers.unwrap_or_default();
    let thresholds = entry.thresholds.unwrap_or_default();
    let node_arg = Arg::Text("node", &name);
    let reached = if numbers.is_proved() {
        words.say("pn.reached-proved", &[node_arg])
    } else if numbers.is_disproved() {
        words.say("pn.reached-disproved", &[node_arg])
    } else {
        let test = if numbers.proof >= thresholds.proof {
            format!(
                "pn = {} ≥ {}",
                pn(words, numbers.proof),
                pn(words, thresholds.proof)
            )
        } else {
            format!(
                "dn = {} ≥ {}",
                pn(words, numbers.disproof),
                pn(words, thresholds.disproof)
            )
        };
        words.say("pn.reached", &[node_arg, Arg::Ltr("test", &test)])
    };
    words.say(
        "pn.leave",
        &[Arg::Text("reached", &reached), Arg::Text("parent", &parent)],
    )
}
