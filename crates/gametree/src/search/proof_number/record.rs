//! Where a proof-number search's steps go: the trace, or for PN²'s inner
//! searches, which show only their result, the values they read.

use crate::search::walk::number;
use crate::trace::{Score, Step, Trace};
use crate::tree::Tree;

/// Where steps go: the trace, or for PN²'s inner searches, which show only
/// their result, a list of the values they read.
pub(super) trait Record {
    /// Takes one step.
    fn record(&mut self, step: Step);
}

impl Record for Trace {
    fn record(&mut self, step: Step) {
        self.steps.push(step);
    }
}

/// What PN² keeps of an inner search's steps: the values it read, as
/// `Evaluate` steps, so that the trace (and `evaluated`) shows every read.
pub(super) struct InnerReads<'t> {
    pub(super) tree: &'t Tree,
    pub(super) steps: Vec<Step>,
}

impl Record for InnerReads<'_> {
    fn record(&mut self, step: Step) {
        if let Step::Generate {
            node,
            evaluated: true,
            ..
        } = step
        {
            let value = Score::Number(number(self.tree, node));
            self.steps.push(Step::Evaluate { node, value });
        }
    }
}
