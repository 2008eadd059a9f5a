//! One plain-English sentence for every step of a trace, and the alpha-beta
//! rule the step applies: what a lecturer would say while pointing at the
//! tree. Every sentence the app and `gametree trace` show is written in
//! this folder, which mirrors `search/`: `walk.rs` for the steps every
//! search takes, `window.rs` for alpha-beta's window test and cuts,
//! `rule.rs` for the rule table, `reason.rs` for the reasons practice
//! feedback gives, and `format.rs` for how numbers, scores, roles and
//! names are written. A new family of searches adds its file here and
//! its steps to `explain`.

mod format;
mod reason;
mod rule;
mod walk;
mod window;

pub use format::{number, ordinal, read_number, role, score, subject, window};
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
        Step::Choose { node, child } => walk::choose(tree, trace, before, node, child),
    }
}
