//! One plain-English sentence for every step of a trace, and the alpha-beta
//! rule the step applies: what a lecturer would say while pointing at the
//! tree. Every sentence the app and `gametree trace` show is written in
//! this folder, which mirrors `search/`: `walk.rs` for the steps every
//! search takes, `window.rs` for alpha-beta's window test and cuts,
//! `rule.rs` for the rule table, `reason.rs` for the reasons practice
//! feedback gives, `pvs.rs` for principal variation search's probes,
//! `deepening.rs` for the passes of iterative deepening, `proof_number.rs`
//! for the proof-number searches and the formula shown in the rule table's
//! place, and `format.rs` for how numbers, scores, roles and names are
//! written. A new family of searches adds its file here and its steps to
//! `explain`.

mod deepening;
mod format;
mod proof_number;
mod pvs;
mod reason;
mod rule;
mod walk;
mod window;

pub use format::{number, ordinal, read_number, role, score, subject, window};
pub use proof_number::{formula, pn_and_dn, proof_number, read_proof_numbers};
pub use reason::{entered, not_cut, worth};
pub use rule::{rule, Rule, Side};

use crate::frame::Frame;
use crate::trace::{Step, Trace};
use crate::tree::Tree;

/// The sentence for `step`, given the frame `before` it. A sentence that
/// starts with a node starts with its [`subject`], so labels keep their case.
pub fn explain(tree: &Tree, trace: &Trace, before: &Frame, step: &Step) -> String {
    match *step {
        Step::Enter { node, alpha, beta } => walk::enter(tree, trace, node, alpha, beta),
        Step::Evaluate { node, .. } if trace.options.algorithm.is_proof_number() => {
            proof_number::inner_read(tree, node)
        }
        Step::Evaluate { node, value } => walk::evaluate(tree, trace, node, value),
        Step::Backup { node, child, value } => {
            walk::backup(tree, trace, before, node, child, value)
        }
        Step::Window { node, alpha, beta } => {
            window::window(tree, trace, before, node, alpha, beta)
        }
        Step::Cut {
            node,
            after,
            value,
            bound,
        } => window::cut(tree, trace, before, node, after, value, bound),
        Step::Return { node, value } => walk::returned(tree, trace, before, node, value),
        Step::Choose { node, child } if trace.options.algorithm.is_proof_number() => {
            proof_number::choose(tree, before, node, child)
        }
        Step::Choose { node, child } => walk::choose(tree, trace, before, node, child),
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
        Step::Pass { depth, .. } => deepening::pass(tree, before, depth),
        Step::Reorder { .. } => deepening::reorder(tree, trace, before),
        Step::Probe {
            node,
            child,
            alpha,
            beta,
        } => pvs::probe(tree, node, child, alpha, beta),
        Step::Research { node, child, value } => {
            let full = (f64::NEG_INFINITY, f64::INFINITY);
            let window = before.node(node).window.unwrap_or(full);
            pvs::research(tree, node, child, value, window)
        }
    }
}
