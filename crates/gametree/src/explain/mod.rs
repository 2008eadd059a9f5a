//! One plain-English sentence for every step of a trace, and the alpha-beta
//! rule the step applies: what a lecturer would say while pointing at the
//! tree. Every sentence the app and `gametree trace` show is written in
//! this folder, which mirrors `search/`: `walk.rs` for the steps every
//! search takes, `window.rs` for alpha-beta's window test and cuts,
//! `rule.rs` for the rule table, `and_or.rs` for AND-OR search's goals,
//! cycles and plans, and `format.rs` for how numbers, scores and roles
//! are written; `lambda.rs` and `normal_form.rs` say what lambda search
//! and a game in normal form find, beside the tree. A new family of searches adds its file here and
//! its steps to `describe`.

mod and_or;
mod format;
pub mod lambda;
pub mod normal_form;
mod rule;
mod walk;
mod window;

pub use format::{number, read_number, role, score};
pub use rule::{rule, Rule, Side};

use crate::frame::Frame;
use crate::options::Algorithm;
use crate::trace::{Step, Trace};
use crate::tree::Tree;

/// The sentence for `step`, given the frame `before` it.
pub fn explain(tree: &Tree, trace: &Trace, before: &Frame, step: &Step) -> String {
    let sentence = describe(tree, trace, before, step);
    let mut letters = sentence.chars();
    match letters.next() {
        Some(first) => first.to_uppercase().chain(letters).collect(),
        None => sentence,
    }
}

/// The sentence, perhaps starting with an unlabelled node's lowercase name.
fn describe(tree: &Tree, trace: &Trace, before: &Frame, step: &Step) -> String {
    let and_or = trace.options.algorithm == Algorithm::AndOr;
    match *step {
        Step::Enter { node, .. } if and_or => and_or::enter(tree, node),
        Step::Enter { node, alpha, beta } => walk::enter(tree, trace, node, alpha, beta),
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
        Step::Choose { node, .. } if and_or => and_or::choose(tree, before, node),
        Step::Choose { node, child } => walk::choose(tree, trace, before, node, child),
        Step::Goal { node, reached } => and_or::goal(tree, node, reached),
        Step::Cycle { node, earlier } => and_or::cycle(tree, node, earlier),
        Step::PlanFound { node } => and_or::plan_found(tree, before, node),
        Step::PlanFailed { node } => and_or::plan_failed(tree, before, node),
    }
}
