//! One plain sentence for every step of a trace, and the alpha-beta
//! rule the step applies: what a lecturer would say while pointing at the
//! tree. Every sentence the app and `gametree trace` show is written in
//! this folder, its words in the catalogues `lang/<tag>.txt`, one a
//! language; the folder mirrors `search/`: `walk.rs` for the steps every
//! search takes, `window.rs` for alpha-beta's window test and cuts,
//! `rule.rs` for the rule table, `reason.rs` for the reasons practice
//! feedback gives, `and_or.rs` for AND-OR search's goals, cycles and plans,
//! `pvs.rs` for principal variation search's probes, `deepening.rs` for the
//! passes of iterative deepening, `proof_number.rs` for the proof-number
//! searches and the formula shown in the rule table's place,
//! `thresholds.rs` for df-pn's thresholds, `monte_carlo.rs` for Monte
//! Carlo tree search's four phases and its move, and
//! `format.rs` for how numbers, scores, roles and names are written;
//! `lambda.rs` and `normal_form.rs` say what lambda search and a game in
//! normal form find, beside the tree. A new family of searches adds its
//! file here and its steps to `explain`.

mod and_or;
mod deepening;
mod format;
pub mod lambda;
mod monte_carlo;
pub mod normal_form;
mod proof_number;
mod pvs;
mod reason;
mod rule;
mod thresholds;
mod walk;
mod window;

pub use format::{join_names, name_in, number, ordinal, read_number, role, score, subject, window};
pub use monte_carlo::{edge_scores, places_apart, rounded, score_formula, two_places};
pub use proof_number::{formula, pn_and_dn, proof_number, read_proof_numbers};
pub use reason::{entered, never_entered, not_cut, worth};
pub use rule::{rule, Rule, Side};

use crate::frame::Frame;
use crate::lang::Catalogue;
use crate::options::Algorithm;
use crate::trace::{Step, Trace};
use crate::tree::Tree;

/// The sentence for `step`, given the frame `before` it, in the language of
/// `words` (the catalogues `lang/<tag>.txt`, so that adding a language is
/// adding a file; [`crate::lang::english`] for English). A sentence that
/// starts with a node starts with its [`subject`], so labels keep their
/// case.
pub fn explain(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    step: &Step,
) -> String {
    let and_or = trace.options.algorithm == Algorithm::AndOr;
    match *step {
        Step::Enter { node, .. } if and_or => and_or::enter(words, tree, node),
        Step::Enter { node, alpha, beta } => walk::enter(words, tree, trace, node, alpha, beta),
        Step::Evaluate { node, .. } if trace.options.algorithm.is_proof_number() => {
            proof_number::inner_read(words, tree, node)
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
        Step::Choose { node, .. } if and_or => and_or::choose(words, tree, before, node),
        Step::Goal { node, reached } => and_or::goal(words, tree, node, reached),
        Step::Cycle { node, earlier } => and_or::cycle(words, tree, node, earlier),
        Step::PlanFound { node } => and_or::plan_found(words, tree, before, node),
        Step::PlanFailed { node } => and_or::plan_failed(words, tree, before, node),
        Step::Choose { child, .. } if trace.options.algorithm == Algorithm::MonteCarlo => {
            monte_carlo::choose(words, tree, trace, before, child)
        }
        Step::Choose { node, child } if trace.options.algorithm.is_proof_number() => {
            proof_number::choose(words, tree, before, node, child)
        }
        Step::Choose { node, child } => walk::choose(words, tree, trace, before, node, child),
        Step::Generate {
            node,
            numbers,
            evaluated,
        } => proof_number::generate(words, tree, trace, node, numbers, evaluated),
        Step::Select { node, child } => proof_number::select(words, tree, before, node, child),
        Step::Expand { node } => proof_number::expand(words, tree, node),
        Step::InnerSearch {
            node,
            limit,
            size,
            numbers,
        } => proof_number::inner_search(words, tree, node, limit, size, numbers),
        Step::Update {
            node,
            numbers,
            changed,
        } => proof_number::update(words, tree, trace, before, node, numbers, changed),
        Step::Thresholds { node, thresholds } => {
            thresholds::thresholds(words, tree, before, node, thresholds)
        }
        Step::Leave { node } => thresholds::leave(words, tree, before, node),
        Step::Solved { node, proved } => proof_number::solved(words, tree, node, proved),
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
        Step::Selection { node } => monte_carlo::selection(words, tree, trace, before, node),
        Step::Expansion { node, all } => monte_carlo::expansion(words, tree, node, all),
        Step::Playout {
            node,
            start,
            reward,
        } => monte_carlo::playout(words, tree, node, start, reward),
        Step::Backpropagation { node, reward } => {
            monte_carlo::backpropagation(words, tree, before, node, reward)
        }
    }
}
