//! The (alpha, beta) window that alpha-beta and negamax with alpha-beta
//! keep at a node: the cut test, the window update, and what a cut node
//! returns under fail-soft and fail-hard.

use super::walk::{At, Flow};
use crate::options::{Bug, Failure, TieRule};
use crate::trace::Step;

/// The bounds of a node being searched, seen by the side to move there.
pub(crate) struct Bounds {
    pub(crate) alpha: f64,
    pub(crate) beta: f64,
    /// Whether the cut test fired, which fail-hard needs to know.
    pub(crate) cut: bool,
}

impl Bounds {
    /// The bounds a node is entered with.
    pub(crate) fn new((alpha, beta): (f64, f64)) -> Bounds {
        Bounds {
            alpha,
            beta,
            cut: false,
        }
    }

    /// After v changed at the child `at`: the cut test, then the window
    /// update. A maximising node cuts when v reaches beta, since MIN above
    /// already has a move that holds MAX to beta; a minimising node when v
    /// falls to alpha. Otherwise the node's own bound moves to v.
    ///
    /// A planted `bug` changes the test or the update as it says.
    pub(crate) fn test(
        &mut self,
        at: &mut At,
        value: f64,
        maximising: bool,
        ties: TieRule,
        bug: Option<Bug>,
    ) -> Flow {
        let (node, trace) = (at.node, &mut *at.trace);
        let ties = if bug == Some(Bug::StrictCut) {
            TieRule::Strict
        } else {
            ties
        };
        let bound = if maximising || bug == Some(Bug::MinTestsBeta) {
            self.beta
        } else {
            self.alpha
        };
        let reaches = match (maximising, ties) {
            (true, TieRule::CutOnEqual) => value >= bound,
            (true, TieRule::Strict) => value > bound,
            (false, TieRule::CutOnEqual) => value <= bound,
            (false, TieRule::Strict) => value < bound,
        };
        if reaches {
            self.cut = true;
            trace.steps.push(Step::Cut {
                node,
                after: at.position as u32,
                value,
                bound,
            });
            return Flow::Stop;
        }
        if maximising {
            self.alpha = self.alpha.max(value);
        } else if bug == Some(Bug::AlphaAtMin) {
            self.alpha = self.alpha.min(value);
        } else {
            self.beta = self.beta.min(value);
        }
        trace.steps.push(Step::Window {
            node,
            alpha: self.alpha,
            beta: self.beta,
        });
        Flow::Continue
    }

    /// What the node returns: v under fail-soft; under fail-hard the bound
    /// it was cut at, or else its own bound, so the value stays in the window.
    /// With the bug `ReturnsBound`, fail-soft code returns its own bound.
    pub(crate) fn returned(
        &self,
        value: f64,
        maximising: bool,
        failure: Failure,
        bug: Option<Bug>,
    ) -> f64 {
        if bug == Some(Bug::ReturnsBound) {
            return if maximising { self.alpha } else { self.beta };
        }
        match (failure, maximising, self.cut) {
            (Failure::Soft, _, _) => value,
            (Failure::Hard, true, true) | (Failure::Hard, false, false) => self.beta,
            (Failure::Hard, true, false) | (Failure::Hard, false, true) => self.alpha,
        }
    }
}
