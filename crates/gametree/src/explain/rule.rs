//! The alpha-beta rule table (rows MAX and MIN, columns ignore, update and
//! cut) and the cell each window test or cut applies, which the app lights.

use crate::frame::Frame;
use crate::options::TieRule;
use crate::trace::{Score, Step, Trace};
use crate::tree::{Player, Tree};

/// The rows of the alpha-beta rule table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// A maximising node (and every node of negamax).
    Max,
    /// A minimising node.
    Min,
}

/// The columns of the rule table: how v compares with the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// v is no better than the node's own bound: the window stays.
    Ignore,
    /// v lies inside the window: the node's own bound moves to v.
    Update,
    /// v reaches the far bound: the remaining children are cut.
    Cut,
}

/// The cell of the rule table that `step` applies, for the steps that test
/// the window (pruning searches only) and change something: a test that
/// fires at the last child has nothing left to cut, so it lights no cell.
/// `before` is the frame before the step.
pub fn rule(tree: &Tree, trace: &Trace, before: &Frame, step: &Step) -> Option<(Side, Rule)> {
    let side = |node| {
        if !trace.options.algorithm.is_negamax() && tree.mover(node) == Player::Min {
            Side::Min
        } else {
            Side::Max
        }
    };
    match *step {
        // A test that fires at the last child cuts nothing: no cell.
        Step::Cut { node, .. } if !before.unsearched(tree, node).is_empty() => {
            Some((side(node), Rule::Cut))
        }
        Step::Cut { .. } => None,
        Step::Window { node, alpha, beta } => {
            // A window step follows the backup that gave the node its value.
            let v = before
                .node(node)
                .value
                .and_then(Score::number)
                .unwrap_or(f64::NAN);
            let window = before.node(node).window.unwrap_or((alpha, beta));
            let rule = if no_better(v, window, side(node), trace.options.ties) {
                Rule::Ignore
            } else {
                Rule::Update
            };
            Some((side(node), rule))
        }
        _ => None,
    }
}

/// Whether v leaves the node's own bound where it is, as the rule table's
/// columns read: v <= alpha at MAX (v >= beta at MIN), or under the strict
/// rule v < alpha (v > beta), where v equal to the bound "updates" it to itself.
pub(super) fn no_better(v: f64, (alpha, beta): (f64, f64), side: Side, ties: TieRule) -> bool {
    match (side, ties) {
        (Side::Max, TieRule::Strict) => v < alpha,
        (Side::Max, TieRule::CutOnEqual) => v <= alpha,
        (Side::Min, TieRule::Strict) => v > beta,
        (Side::Min, TieRule::CutOnEqual) => v >= beta,
    }
}
