//! The sentences of the proof-number searches (`search/proof_number/`):
//! a node generated with its first numbers, the walk to the most-proving
//! node and why each child is taken, an expansion (PN²'s inner search), the
//! numbers worked out again on the way back and where that stops, df-pn's
//! thresholds and its going back up, and the root proved or disproved. Also
//! the formula at a node with its children's numbers written in, which the
//! app shows in place of alpha-beta's rule table.

use super::format::{join_names, number};
use crate::frame::Frame;
use crate::lang::english;
use crate::options::Algorithm;
use crate::trace::{Connective, ProofNumbers, Trace, INFINITY, MOST_INNER_NODES};
use crate::tree::{NodeId, Tree, Value};

/// A proof or disproof number as the lecture writes it: ∞ for infinity.
pub fn proof_number(x: u32) -> String {
    if x == INFINITY {
        "∞".to_string()
    } else {
        x.to_string()
    }
}

/// Proof and disproof numbers as a student types them, the two in that
/// order: `2, 1`, `0 inf`, `(∞, 0)`; `None` for anything else.
pub fn read_proof_numbers(text: &str) -> Option<ProofNumbers> {
    let inner = text
        .trim()
        .trim_start_matches(['(', '['])
        .trim_end_matches([')', ']']);
    let parts: Vec<&str> = inner
        .split([',', ';', '/', ' '])
        .filter(|part| !part.trim().is_empty())
        .collect();
    let read = |part: &str| match part.trim() {
        "inf" | "∞" | "infinity" | "+inf" | "+∞" => Some(INFINITY),
        digits => digits.parse::<u32>().ok().filter(|&x| x < INFINITY),
    };
    match parts[..] {
        [proof, disproof] => Some(ProofNumbers {
            proof: read(proof)?,
            disproof: read(disproof)?,
        }),
        _ => None,
    }
}

/// A node's numbers as sentences write them: "pn = 1, dn = ∞".
pub fn pn_and_dn(numbers: ProofNumbers) -> String {
    format!(
        "pn = {}, dn = {}",
        proof_number(numbers.proof),
        proof_number(numbers.disproof)
    )
}

/// "an OR node" or "an AND node".
fn kind(tree: &Tree, node: NodeId) -> &'static str {
    match Connective::of(tree, node) {
        Connective::Or => "an OR node",
        Connective::And => "an AND node",
    }
}

/// The two formulas of an expanded node with its children's numbers
/// written in: "pn = 1 + 2 + 1 = 4, dn = min(1, 1, 1) = 1" at AND.
fn equations(connective: Connective, children: &[ProofNumbers]) -> String {
    let result = ProofNumbers::combine(connective, children.iter().copied());
    let listed = |pick: fn(&ProofNumbers) -> u32, separator: &str| {
        let terms: Vec<String> = children.iter().map(|c| proof_number(pick(c))).collect();
        terms.join(separator)
    };
    let sum = |pick: fn(&ProofNumbers) -> u32, total: u32| match children.len() {
        1 => proof_number(total),
        _ => format!("{} = {}", listed(pick, " + "), proof_number(total)),
    };
    let least = |pick: fn(&ProofNumbers) -> u32, total: u32| match children.len() {
        1 => proof_number(total),
        _ => format!("min({}) = {}", listed(pick, ", "), proof_number(total)),
    };
    let (proof, disproof) = match connective {
        Connective::Or => (
            least(|c| c.proof, result.proof),
            sum(|c| c.disproof, result.disproof),
        ),
        Connective::And => (
            sum(|c| c.proof, result.proof),
            least(|c| c.disproof, result.disproof),
        ),
    };
    format!("pn = {proof}, dn = {disproof}")
}

/// How a terminal node's value decides it: "worth 3, more than 0: a win
/// for MAX, so pn = 0, dn = ∞".
fn judged(tree: &Tree, node: NodeId) -> String {
    let value = match tree.node(node).value {
        Some(Value::Number(x)) => x,
        _ => f64::NAN,
    };
    let numbers = ProofNumbers::of_value(value);
    let verdict = if numbers.is_proved() {
        "more than 0: a win for MAX"
    } else {
        "not more than 0: no win for MAX"
    };
    format!("{}, {verdict}, so {}", number(value), pn_and_dn(numbers))
}

/// The formula that gives `node` its numbers, with the numbers of its
/// children as `frame` shows them written in ("AND node: pn = 1 + 2 + 1 =
/// 4, dn = min(1, 1, 1) = 1"); for a node not expanded, where its numbers
/// come from; for one whose children are still being generated, its
/// numbers. `None` for a node not generated, or a search that computes
/// values.
pub fn formula(tree: &Tree, trace: &Trace, frame: &Frame, node: NodeId) -> Option<String> {
    let entry = frame.proof.node(node)?;
    let numbers = entry.numbers?;
    let terminal = tree.node(node).is_leaf() || trace.options.depth == Some(tree.depth(node));
    let kind = match Connective::of(tree, node) {
        Connective::Or => "OR node",
        Connective::And => "AND node",
    };
    Some(if terminal {
        let what = if tree.node(node).is_leaf() {
            "Leaf worth"
        } else {
            "At the depth limit, static value"
        };
        format!("{what} {}", judged(tree, node))
    } else if entry.expanded {
        // While the children of a node just expanded are being generated,
        // the node keeps the numbers it had.
        match frame.proof.children_numbers(tree, node) {
            Some(children) => format!(
                "{kind}: {}",
                equations(Connective::of(tree, node), &children)
            ),
            None => format!("{kind}: {}", pn_and_dn(numbers)),
        }
    } else if trace.options.algorithm == Algorithm::ProofNumberSquared && node != NodeId::ROOT {
        format!("{kind}, from an inner search: {}", pn_and_dn(numbers))
    } else {
        format!("{kind}, not expanded: {}", pn_and_dn(numbers))
    })
}

/// "Start at A, an OR node: nothing is known yet, so pn = 1, dn = 1.", a
/// leaf's value read, or a PN² child's numbers from the inner search.
pub(super) fn generate(
    tree: &Tree,
    trace: &Trace,
    node: NodeId,
    numbers: ProofNumbers,
    evaluated: bool,
) -> String {
    let name = tree.name(node);
    if evaluated {
        return if tree.node(node).is_leaf() {
            format!("{name} is a leaf worth {}.", judged(tree, node))
        } else {
            format!(
                "The depth limit stops the search at {name}: its static value is {}.",
                judged(tree, node)
            )
        };
    }
    let kind = kind(tree, node);
    if node == NodeId::ROOT {
        return format!(
            "Start at {name}, {kind}: nothing is known yet, so {}.",
            pn_and_dn(numbers)
        );
    }
    if trace.options.algorithm != Algorithm::ProofNumberSquared {
        return format!(
            "{name}, {kind}, is new: nothing is known yet, so {}.",
            pn_and_dn(numbers)
        );
    }
    if tree.node(node).is_leaf() || trace.options.depth == Some(tree.depth(node)) {
        return format!(
            "{name} keeps what the inner search read: {}.",
            worth(tree, node)
        );
    }
    let outcome = if numbers.is_proved() {
        "proved"
    } else if numbers.is_disproved() {
        "disproved"
    } else {
        "left"
    };
    format!(
        "The inner search {outcome} {name}, {kind}: {}.",
        pn_and_dn(numbers)
    )
}

/// "The inner search reads K, a leaf worth 5, …": a value a PN² inner
/// search read.
pub(super) fn inner_read(tree: &Tree, node: NodeId) -> String {
    format!(
        "The inner search reads {}, {}.",
        tree.name(node),
        worth(tree, node)
    )
}

/// "a leaf worth 5, more than 0: …" or "whose static value at the depth
/// limit is 2, more than 0: …".
fn worth(tree: &Tree, node: NodeId) -> String {
    if tree.node(node).is_leaf() {
        format!("a leaf worth {}", judged(tree, node))
    } else {
        format!(
            "whose static value at the depth limit is {}",
            judged(tree, node)
        )
    }
}

/// "A is an OR node: go down to C, the child with the smallest proof number, 1."
pub(super) fn select(tree: &Tree, before: &Frame, node: NodeId, child: NodeId) -> String {
    let connective = Connective::of(tree, node);
    let children = before
        .proof
        .children_numbers(tree, node)
        .unwrap_or_default();
    let which = match connective {
        Connective::Or => "proof number",
        Connective::And => "disproof number",
    };
    let picked = |numbers: &ProofNumbers| numbers.selecting(connective);
    let smallest = before
        .proof
        .node(child)
        .and_then(|entry| entry.numbers)
        .map_or(0, |numbers| picked(&numbers));
    let ties = children.iter().filter(|c| picked(c) == smallest).count();
    let the_child = if ties > 1 {
        "the leftmost of the children with"
    } else {
        "the child with"
    };
    format!(
        "{} is {}: go down to {}, {the_child} the smallest {which}, {}.",
        tree.name(node),
        kind(tree, node),
        tree.name(child),
        proof_number(smallest)
    )
}

/// "C is the most-proving node: expand it, generating its 3 children."
pub(super) fn expand(tree: &Tree, node: NodeId) -> String {
    format!(
        "{} is the most-proving node: expand it, generating {}.",
        tree.name(node),
        children_count(tree, node)
    )
}

/// "its 3 children" or "its only child".
fn children_count(tree: &Tree, node: NodeId) -> String {
    match tree.children(node).len() {
        1 => "its only child".to_string(),
        count => format!("its {count} children"),
    }
}

/// "B is the most-proving node: PN² expands it with an inner proof-number
/// search, which expands B and goes on until B is decided or its tree
/// holds 12 nodes, as many as the outer tree. …"
pub(super) fn inner_search(
    tree: &Tree,
    node: NodeId,
    limit: u32,
    size: u32,
    numbers: ProofNumbers,
) -> String {
    let name = tree.name(node);
    let cap = if limit == MOST_INNER_NODES {
        "the most an inner tree may hold"
    } else {
        "as many as the outer tree"
    };
    let outcome = if numbers.is_proved() {
        format!("It proves {name} with {size} nodes")
    } else if numbers.is_disproved() {
        format!("It disproves {name} with {size} nodes")
    } else {
        format!(
            "It stops at {size} nodes with {name} at {}",
            pn_and_dn(numbers)
        )
    };
    format!(
        "{name} is the most-proving node: PN² expands it with an inner proof-number search, which expands {name} and goes on until {name} is decided or its tree holds {limit} nodes, {cap}. {outcome}; {name} keeps {} with the numbers it found, and the rest of the inner tree is thrown away.",
        children_count(tree, node)
    )
}

/// "B is an AND node: pn = 0 + 1 = 1, dn = min(∞, 1) = 1 (it was pn = 1,
/// dn = 1), so its parent A is updated next."
pub(super) fn update(
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    node: NodeId,
    numbers: ProofNumbers,
    changed: bool,
) -> String {
    let name = tree.name(node);
    let formula = match before.proof.children_numbers(tree, node) {
        Some(children) => equations(Connective::of(tree, node), &children),
        None => pn_and_dn(numbers),
    };
    let old = before.proof.node(node).and_then(|entry| entry.numbers);
    let head = format!("{name} is {}: {formula}", kind(tree, node));
    let decided = if numbers.is_proved() {
        format!(" {name} is proved.")
    } else if numbers.is_disproved() {
        format!(" {name} is disproved.")
    } else {
        String::new()
    };
    let was = old.map_or(String::new(), |old| format!(" (it was {})", pn_and_dn(old)));
    if trace.options.algorithm == Algorithm::DepthFirstProofNumber {
        return if !changed {
            format!("{head}, unchanged.{decided}")
        } else {
            format!("{head}{was}.{decided}")
        };
    }
    match tree.parent(node) {
        _ if !changed => format!(
            "{head}, unchanged, so nothing above it changes either: the update stops here, and the next walk starts from {name}."
        ),
        Some(parent) => format!(
            "{head}{was}.{decided} Its parent {} is updated next.",
            tree.name(parent)
        ),
        None if numbers.is_decided() => format!("{head}{was}.{decided}"),
        None => format!("{head}{was}. {name} is the root: the next walk starts from it."),
    }
}

/// "Search C while pn < 2 and dn < ∞. pn < min(∞, 1 + 1): …", with how
/// each threshold comes from the parent's.
pub(super) fn thresholds(
    tree: &Tree,
    before: &Frame,
    node: NodeId,
    thresholds: ProofNumbers,
) -> String {
    let name = tree.name(node);
    let limits = format!(
        "pn < {} and dn < {}",
        proof_number(thresholds.proof),
        proof_number(thresholds.disproof)
    );
    let Some(parent) = tree.parent(node) else {
        return format!("Search {name} while {limits}: until it is proved or disproved.");
    };
    let entry = |id: NodeId| before.proof.node(id).copied().unwrap_or_default();
    let connective = Connective::of(tree, parent);
    let outer = entry(parent).thresholds.unwrap_or(thresholds);
    let numbers = entry(parent).numbers.unwrap_or_default();
    let own = entry(node).numbers.unwrap_or_default();
    let parent_name = tree.name(parent);
    let (switch, why) = switch(tree, before, node, connective);
    let stays = |which: &str, threshold: u32| {
        format!(
            "{which} < min({}, {switch}): {parent_name}'s {which} threshold, and {why}",
            proof_number(threshold)
        )
    };
    let headroom = |which: &str, threshold: u32, total: u32, mine: u32| {
        format!(
            "{which} < {} − {} + {}: {parent_name}'s {which} threshold less {parent_name}'s {which} plus {name}'s, so that {parent_name}'s {which} stays below its own threshold",
            proof_number(threshold),
            proof_number(total),
            proof_number(mine)
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
    format!("Search {name} while {limits}. {proof}. {disproof}.")
}

/// The number at which another child would take `node`'s place as its
/// parent's most-proving child, as a term ("1 + 1", "3" or "∞") and why.
fn switch(tree: &Tree, before: &Frame, node: NodeId, connective: Connective) -> (String, String) {
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
    let name = tree.name(node);
    let Some(parent) = tree.parent(node) else {
        return (proof_number(INFINITY), String::new());
    };
    let siblings = tree.children(parent);
    let position = tree.child_index(node);
    let smallest = |ids: &[NodeId]| ids.iter().copied().min_by_key(|&id| number(id));
    let left = smallest(&siblings[..position]);
    let right = smallest(&siblings[position + 1..]);
    match (left, right) {
        (Some(left), right)
            if number(left) != INFINITY
                && right.is_none_or(|right| number(left) <= number(right)) =>
        {
            (
                proof_number(number(left)),
                format!(
                    "the {which} of {}, to its left, which would take {name}'s place on a tie",
                    tree.name(left)
                ),
            )
        }
        (_, Some(right)) if number(right) != INFINITY => (
            format!("{} + 1", proof_number(number(right))),
            format!("one more than the next smallest {which}, where another child would take {name}'s place"),
        ),
        _ => (
            proof_number(INFINITY),
            format!("∞, as no other child can take {name}'s place"),
        ),
    }
}

/// "C has reached its threshold, pn = 2 ≥ 2, so the search goes back up to A."
pub(super) fn leave(tree: &Tree, before: &Frame, node: NodeId) -> String {
    let name = tree.name(node);
    let parent = tree.parent(node).map_or(String::new(), |p| tree.name(p));
    let entry = before.proof.node(node).copied().unwrap_or_default();
    let numbers = entry.numbers.unwrap_or_default();
    let thresholds = entry.thresholds.unwrap_or_default();
    let reached = if numbers.is_proved() {
        format!("{name} is proved")
    } else if numbers.is_disproved() {
        format!("{name} is disproved")
    } else if numbers.proof >= thresholds.proof {
        format!(
            "{name} has reached its threshold, pn = {} ≥ {}",
            proof_number(numbers.proof),
            proof_number(thresholds.proof)
        )
    } else {
        format!(
            "{name} has reached its threshold, dn = {} ≥ {}",
            proof_number(numbers.disproof),
            proof_number(thresholds.disproof)
        )
    };
    format!("{reached}, so the search goes back up to {parent}.")
}

/// "A is proved (pn = 0): MAX can force a win. …"
pub(super) fn solved(tree: &Tree, node: NodeId, proved: bool) -> String {
    let name = tree.name(node);
    if proved {
        format!("{name} is proved (pn = 0): MAX can force a win. The proof tree is marked: one proved child of every OR node in it, every child of every AND node.")
    } else {
        format!("{name} is disproved (dn = 0): MAX cannot force a win. The disproof tree is marked: one disproved child of every AND node in it, every child of every OR node.")
    }
}

/// "A's winning move is C (move 1), its leftmost proved child."
pub(super) fn choose(tree: &Tree, before: &Frame, node: NodeId, child: u32) -> String {
    let proved: Vec<String> = tree
        .children(node)
        .iter()
        .filter(|&&c| before.proof.node(c).is_some_and(|entry| entry.is_proved()))
        .map(|&c| tree.name(c))
        .collect();
    let chosen = tree.name(tree.children(node)[child as usize]);
    let among = if proved.len() > 1 {
        format!(
            ", the leftmost of its proved children {}",
            join_names(english(), &proved)
        )
    } else {
        ", its proved child".to_string()
    };
    format!(
        "{}'s winning move is {chosen} (move {child}){among}.",
        tree.name(node)
    )
}
