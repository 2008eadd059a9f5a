//! The sentences of the proof-number searches (`search/proof_number/`):
//! a node generated with its first numbers, the walk to the most-proving
//! node and why each child is taken, an expansion (PN²'s inner search), the
//! numbers worked out again on the way back and where that stops (df-pn's
//! thresholds and its going back up are in `thresholds.rs`), and the root proved or disproved. Also
//! the formula at a node with its children's numbers written in, which the
//! app shows in place of alpha-beta's rule table.

use super::format::{join_names, name_in, read_number};
use crate::frame::Frame;
use crate::lang::{Arg, Catalogue};
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
/// order: `2, 1`, `0 inf`, `(∞, 0)`, `۲، ۱` in Persian; `None` for
/// anything else.
pub fn read_proof_numbers(text: &str) -> Option<ProofNumbers> {
    let inner = text
        .trim()
        .trim_start_matches(['(', '['])
        .trim_end_matches([')', ']']);
    let parts: Vec<&str> = inner
        .split([',', '،', ';', '/', ' '])
        .filter(|part| !part.trim().is_empty())
        .collect();
    let read = |part: &str| match read_number(part)? {
        f64::INFINITY => Some(INFINITY),
        x if x >= 0.0 && x.fract() == 0.0 && x < f64::from(INFINITY) => Some(x as u32),
        _ => None,
    };
    match parts[..] {
        [proof, disproof] => Some(ProofNumbers {
            proof: read(proof)?,
            disproof: read(disproof)?,
        }),
        _ => None,
    }
}

/// A proof or disproof number in the digits of `words`.
pub(super) fn pn(words: &Catalogue, x: u32) -> String {
    if x == INFINITY {
        "∞".to_string()
    } else {
        words.number(f64::from(x))
    }
}

/// A node's numbers as sentences write them, in the digits of `words`:
/// "pn = 1, dn = ∞".
pub fn pn_and_dn(words: &Catalogue, numbers: ProofNumbers) -> String {
    format!(
        "pn = {}, dn = {}",
        pn(words, numbers.proof),
        pn(words, numbers.disproof)
    )
}

/// "an OR node" or "an AND node".
fn kind(words: &Catalogue, tree: &Tree, node: NodeId) -> String {
    match Connective::of(tree, node) {
        Connective::Or => words.say("a-node.or", &[]),
        Connective::And => words.say("a-node.and", &[]),
    }
}

/// The two formulas of an expanded node with its children's numbers
/// written in: "pn = 1 + 2 + 1 = 4, dn = min(1, 1, 1) = 1" at AND.
fn equations(words: &Catalogue, connective: Connective, children: &[ProofNumbers]) -> String {
    let result = ProofNumbers::combine(connective, children.iter().copied());
    let listed = |pick: fn(&ProofNumbers) -> u32, separator: &str| {
        let terms: Vec<String> = children.iter().map(|c| pn(words, pick(c))).collect();
        terms.join(separator)
    };
    let sum = |pick: fn(&ProofNumbers) -> u32, total: u32| match children.len() {
        1 => pn(words, total),
        _ => format!("{} = {}", listed(pick, " + "), pn(words, total)),
    };
    let least = |pick: fn(&ProofNumbers) -> u32, total: u32| match children.len() {
        1 => pn(words, total),
        _ => format!("min({}) = {}", listed(pick, ", "), pn(words, total)),
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
fn judged(words: &Catalogue, tree: &Tree, node: NodeId) -> String {
    let value = match tree.node(node).value {
        Some(Value::Number(x)) => x,
        _ => f64::NAN,
    };
    let numbers = ProofNumbers::of_value(value);
    let key = if numbers.is_proved() {
        "pn.judged-win"
    } else {
        "pn.judged-no-win"
    };
    words.say(
        key,
        &[
            Arg::Number("value", value),
            Arg::Ltr("numbers", &pn_and_dn(words, numbers)),
        ],
    )
}

/// The formula that gives `node` its numbers, in the language of `words`,
/// with the numbers of its children as `frame` shows them written in ("AND
/// node: pn = 1 + 2 + 1 = 4, dn = min(1, 1, 1) = 1"): what the app shows in
/// the rule table's place. For a node not expanded, where its numbers
/// come from; for one whose children are still being generated, its
/// numbers. `None` for a node not generated, or a search that computes
/// values.
pub fn formula(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    frame: &Frame,
    node: NodeId,
) -> Option<String> {
    let entry = frame.proof.node(node)?;
    let numbers = entry.numbers?;
    let terminal = tree.node(node).is_leaf() || trace.options.depth == Some(tree.depth(node));
    let kind = match Connective::of(tree, node) {
        Connective::Or => words.say("pn.or-node", &[]),
        Connective::And => words.say("pn.and-node", &[]),
    };
    let said = |key: &str, numbers: &str| {
        words.say(
            key,
            &[Arg::Text("kind", &kind), Arg::Ltr("numbers", numbers)],
        )
    };
    Some(if terminal {
        let key = if tree.node(node).is_leaf() {
            "pn.formula-leaf"
        } else {
            "pn.formula-static"
        };
        words.say(key, &[Arg::Text("judged", &judged(words, tree, node))])
    } else if entry.expanded {
        // While the children of a node just expanded are being generated,
        // the node keeps the numbers it had.
        match frame.proof.children_numbers(tree, node) {
            Some(children) => said(
                "pn.formula",
                &equations(words, Connective::of(tree, node), &children),
            ),
            None => said("pn.formula", &pn_and_dn(words, numbers)),
        }
    } else if trace.options.algorithm == Algorithm::ProofNumberSquared && node != NodeId::ROOT {
        said("pn.formula-inner", &pn_and_dn(words, numbers))
    } else {
        said("pn.formula-unexpanded", &pn_and_dn(words, numbers))
    })
}

/// "Start at A, an OR node: nothing is known yet, so pn = 1, dn = 1.", a
/// leaf's value read, or a PN² child's numbers from the inner search.
pub(super) fn generate(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    node: NodeId,
    numbers: ProofNumbers,
    evaluated: bool,
) -> String {
    let name = name_in(words, tree, node);
    if evaluated {
        let key = if tree.node(node).is_leaf() {
            "evaluate.leaf"
        } else {
            "evaluate.static"
        };
        let judged = judged(words, tree, node);
        return words.say(
            key,
            &[Arg::Text("node", &name), Arg::Text("worth", &judged)],
        );
    }
    let kind = kind(words, tree, node);
    let shown = pn_and_dn(words, numbers);
    let args = [
        Arg::Text("node", &name),
        Arg::Text("kind", &kind),
        Arg::Ltr("numbers", &shown),
    ];
    if node == NodeId::ROOT {
        return words.say("pn.start", &args);
    }
    if trace.options.algorithm != Algorithm::ProofNumberSquared {
        return words.say("pn.new", &args);
    }
    if tree.node(node).is_leaf() || trace.options.depth == Some(tree.depth(node)) {
        return words.say(
            "pn.keeps-read",
            &[args[0], Arg::Text("worth", &worth(words, tree, node))],
        );
    }
    let key = if numbers.is_proved() {
        "pn.inner-proved"
    } else if numbers.is_disproved() {
        "pn.inner-disproved"
    } else {
        "pn.inner-left"
    };
    words.say(key, &args)
}

/// "The inner search reads K, a leaf worth 5, …": a value a PN² inner
/// search read.
pub(super) fn inner_read(words: &Catalogue, tree: &Tree, node: NodeId) -> String {
    words.say(
        "pn.inner-reads",
        &[
            Arg::Text("node", &name_in(words, tree, node)),
            Arg::Text("worth", &worth(words, tree, node)),
        ],
    )
}

/// "a leaf worth 5, more than 0: …" or "whose static value at the depth
/// limit is 2, more than 0: …".
fn worth(words: &Catalogue, tree: &Tree, node: NodeId) -> String {
    let key = if tree.node(node).is_leaf() {
        "pn.worth-leaf"
    } else {
        "pn.worth-static"
    };
    words.say(key, &[Arg::Text("judged", &judged(words, tree, node))])
}

/// "A is an OR node: go down to C, the child with the smallest proof number, 1."
pub(super) fn select(
    words: &Catalogue,
    tree: &Tree,
    before: &Frame,
    node: NodeId,
    child: NodeId,
) -> String {
    let connective = Connective::of(tree, node);
    let children = before
        .proof
        .children_numbers(tree, node)
        .unwrap_or_default();
    let picked = |numbers: &ProofNumbers| numbers.selecting(connective);
    let smallest = before
        .proof
        .node(child)
        .and_then(|entry| entry.numbers)
        .map_or(0, |numbers| picked(&numbers));
    let ties = children.iter().filter(|c| picked(c) == smallest).count() > 1;
    let key = match (connective, ties) {
        (Connective::Or, false) => "pn.select-proof",
        (Connective::Or, true) => "pn.select-proof-tie",
        (Connective::And, false) => "pn.select-disproof",
        (Connective::And, true) => "pn.select-disproof-tie",
    };
    words.say(
        key,
        &[
            Arg::Text("node", &name_in(words, tree, node)),
            Arg::Text("kind", &kind(words, tree, node)),
            Arg::Text("child", &name_in(words, tree, child)),
            Arg::Ltr("smallest", &pn(words, smallest)),
        ],
    )
}

/// "C is the most-proving node: expand it, generating its 3 children."
pub(super) fn expand(words: &Catalogue, tree: &Tree, node: NodeId) -> String {
    words.say(
        "pn.expand",
        &[
            Arg::Text("node", &name_in(words, tree, node)),
            Arg::Text("children", &children_count(words, tree, node)),
        ],
    )
}

/// "its 3 children" or "its only child".
fn children_count(words: &Catalogue, tree: &Tree, node: NodeId) -> String {
    match tree.children(node).len() {
        1 => words.say("pn.only-child", &[]),
        count => words.say("pn.children", &[Arg::Count("n", count as u64)]),
    }
}

/// "B is the most-proving node: PN² expands it with an inner proof-number
/// search, which expands B and goes on until B is decided or its tree
/// holds at least 12 nodes, as many as the outer tree. …" (and, when it
/// stops past that limit, why).
pub(super) fn inner_search(
    words: &Catalogue,
    tree: &Tree,
    node: NodeId,
    limit: u32,
    size: u32,
    numbers: ProofNumbers,
) -> String {
    let name = name_in(words, tree, node);
    let cap = if limit == MOST_INNER_NODES {
        words.say("pn.cap-most", &[])
    } else {
        words.say("pn.cap-outer", &[])
    };
    let key = if numbers.is_proved() {
        "pn.inner-proves"
    } else if numbers.is_disproved() {
        "pn.inner-disproves"
    } else {
        "pn.inner-stops"
    };
    let mut outcome = words.say(
        key,
        &[
            Arg::Text("node", &name),
            Arg::Count("size", u64::from(size)),
            Arg::Ltr("numbers", &pn_and_dn(words, numbers)),
        ],
    );
    // Stopped with more nodes than the limit: the last expansion put all
    // of a node's children in at once.
    if key == "pn.inner-stops" && size > limit {
        outcome.push_str(&words.say("pn.inner-passed", &[]));
    }
    words.say(
        "pn.inner-search",
        &[
            Arg::Text("node", &name),
            Arg::Count("limit", u64::from(limit)),
            Arg::Text("cap", &cap),
            Arg::Text("outcome", &outcome),
            Arg::Text("children", &children_count(words, tree, node)),
        ],
    )
}

/// "B is an AND node: pn = 0 + 1 = 1, dn = min(∞, 1) = 1 (it was pn = 1,
/// dn = 1), so its parent A is updated next."
pub(super) fn update(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    node: NodeId,
    numbers: ProofNumbers,
    changed: bool,
) -> String {
    let name = name_in(words, tree, node);
    let formula = match before.proof.children_numbers(tree, node) {
        Some(children) => equations(words, Connective::of(tree, node), &children),
        None => pn_and_dn(words, numbers),
    };
    let old = before.proof.node(node).and_then(|entry| entry.numbers);
    let kind = kind(words, tree, node);
    let node_arg = Arg::Text("node", &name);
    let head_args = [
        node_arg,
        Arg::Text("kind", &kind),
        Arg::Ltr("formula", &formula),
    ];
    let decided = if numbers.is_proved() {
        Some(words.say("pn.is-proved", &[node_arg]))
    } else if numbers.is_disproved() {
        Some(words.say("pn.is-disproved", &[node_arg]))
    } else {
        None
    };
    let done = |key: &str| words.say(key, &head_args);
    let updated = || match old {
        Some(old) => {
            let old = pn_and_dn(words, old);
            let args = [
                head_args[0],
                head_args[1],
                head_args[2],
                Arg::Ltr("old", &old),
            ];
            words.say("pn.update-was", &args)
        }
        None => done("pn.update"),
    };
    let sentences = |first: String, then: Option<String>| {
        std::iter::once(first)
            .chain(decided.clone())
            .chain(then)
            .collect::<Vec<_>>()
            .join(" ")
    };
    if trace.options.algorithm == Algorithm::DepthFirstProofNumber {
        let first = if changed {
            updated()
        } else {
            done("pn.update-unchanged")
        };
        return sentences(first, None);
    }
    match tree.parent(node) {
        _ if !changed => done("pn.update-stops"),
        Some(parent) => {
            let parent = name_in(words, tree, parent);
            let next = words.say("pn.parent-next", &[Arg::Text("parent", &parent)]);
            sentences(updated(), Some(next))
        }
        None if numbers.is_decided() => sentences(updated(), None),
        None => sentences(updated(), Some(words.say("pn.root-next", &[node_arg]))),
    }
}

/// "A is proved (pn = 0): MAX can force a win. …"
pub(super) fn solved(words: &Catalogue, tree: &Tree, node: NodeId, proved: bool) -> String {
    let (which, key) = if proved {
        ("pn", "pn.solved-proved")
    } else {
        ("dn", "pn.solved-disproved")
    };
    let zero = format!("{which} = {}", words.number(0.0));
    words.say(
        key,
        &[
            Arg::Text("node", &name_in(words, tree, node)),
            Arg::Ltr("zero", &zero),
        ],
    )
}

/// "A's winning move is C (move 2), its leftmost proved child."
pub(super) fn choose(
    words: &Catalogue,
    tree: &Tree,
    before: &Frame,
    node: NodeId,
    child: u32,
) -> String {
    let proved: Vec<String> = tree
        .children(node)
        .iter()
        .filter(|&&c| before.proof.node(c).is_some_and(|entry| entry.is_proved()))
        .map(|&c| name_in(words, tree, c))
        .collect();
    let chosen = name_in(words, tree, tree.children(node)[child as usize]);
    let name = name_in(words, tree, node);
    let args = [
        Arg::Text("node", &name),
        Arg::Text("child", &chosen),
        // Moves are counted from 1, as the Counts panel and alpha-beta count them.
        Arg::Number("move", f64::from(child) + 1.0),
    ];
    if proved.len() > 1 {
        let proved = join_names(words, proved);
        let args = [args[0], args[1], args[2], Arg::Text("proved", &proved)];
        words.say("pn.choose-among", &args)
    } else {
        words.say("pn.choose", &args)
    }
}
