//! One plain-English sentence for every step of a trace, and the alpha-beta
//! rule the step applies: what a lecturer would say while pointing at the
//! tree. Every sentence the app and `gametree trace` show is written in
//! this folder (the words in `lang/<tag>.txt`, one file a language), which mirrors `search/`: `walk.rs` for the steps every
//! search takes, `window.rs` for alpha-beta's window test and cuts,
//! `rule.rs` for the rule table, `pvs.rs` for principal variation
//! search's probes, `deepening.rs` for the passes of iterative deepening,
//! `proof_number.rs` for the proof-number searches and the formula shown
//! in the rule table's place, and `format.rs` for how numbers, scores and roles are written. A new
//! family of searches adds its file here and its steps to `describe`.

mod deepening;
mod format;
mod proof_number;
mod pvs;
mod rule;
mod walk;
mod window;

pub use format::{number, read_number, role, score};
pub use proof_number::{formula, pn_and_dn, proof_number, read_proof_numbers};
pub use rule::{rule, Rule, Side};

use crate::frame::Frame;
use crate::lang::{english, Catalogue};
use crate::trace::{Step, Trace};
use crate::tree::Tree;

/// The sentence for `step`, given the frame `before` it, in English.
pub fn explain(tree: &Tree, trace: &Trace, before: &Frame, step: &Step) -> String {
    explain_in(english(), tree, trace, before, step)
}

/// The sentence for `step` in the language of `words`.
pub fn explain_in(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    step: &Step,
) -> String {
    let sentence = describe(words, tree, trace, before, step);
    let mut letters = sentence.chars();
    match letters.next() {
        Some(first) => first.to_uppercase().chain(letters).collect(),
        None => sentence,
    }
}

/// The sentence, perhaps starting with an unlabelled node's lowercase name.
fn describe(words: &Catalogue, tree: &Tree, trace: &Trace, before: &Frame, step: &Step) -> String {
    match *step {
        Step::Enter { node, alpha, beta } => walk::enter(words, tree, trace, node, alpha, beta),
        Step::Evaluate { node, .. } if trace.options.algorithm.is_proof_number() => {
            proof_number::inner_read(tree, node)
        }
        Step::Evaluate { node, value } => walk::evaluate(words, tree, trace, node, value),
        Step::Backup { node, child, value } => {
            walk::backup(words, tree, trace, before, node, child, value)
        }
        Step::Window { node, alpha, beta } => {
            window::window(words, tree, trace, before, node, alpha, beta)
        }
        Step::Cut {
            node,
            after,
            value,
            bound,
        } => window::cut(words, tree, trace, before, node, (after, value, bound)),
        Step::Return { node, value } => walk::returned(words, tree, trace, before, node, value),
        Step::Choose { node, child } if trace.options.algorithm.is_proof_number() => {
            proof_number::choose(tree, before, node, child)
        }
        Step::Choose { node, child } => walk::choose(words, tree, trace, before, node, child),
        Step::Generate {
            node,
            numbers,
            evaluated,
        } => proof_number::generate(tree, trace, node, numbers, evaluated),
        Step::Select { node, child } => proof_number::select(tree, before, node, child),
        Step::Expand { node } => proof_number::expand(tree, node),
        Step::InnerSearch {
            node,
            limit,
            size,
            numbers,
        } => proof_number::inner_search(tree, node, limit, size, numbers),
        Step::Update {
            node,
            numbers,
            changed,
        } => proof_number::update(tree, trace, before, node, numbers, changed),
        Step::Thresholds { node, thresholds } => {
            proof_number::thresholds(tree, before, node, thresholds)
        }
        Step::Leave { node } => proof_number::leave(tree, before, node),
        Step::Solved { node, proved } => proof_number::solved(tree, node, proved),
        Step::Pass { depth, .. } => deepening::pass(words, tree, before, depth),
        Step::Reorder { .. } => deepening::reorder(words, tree, trace, before),
        Step::Probe {
            node,
            child,
            alpha,
            beta,
        } => pvs::probe(words, tree, node, child, (alpha, beta)),
        Step::Research { node, child, value } => {
            let full = (f64::NEG_INFINITY, f64::INFINITY);
            let window = before.node(node).window.unwrap_or(full);
            pvs::research(words, tree, node, child, value, window)
        }
    }
}
