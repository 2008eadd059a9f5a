//! What a value found by alpha-beta means: the value itself, or only a
//! bound on it ("≤ 2", "≥ 5"). One rule, so that the page's drawing, the
//! LaTeX figures and compare mode's differences always write the same
//! mark at the same node.
//!
//! The rule follows the values up the tree as the search returns them,
//! never the windows (a window [2, 2] cannot tell a value that failed
//! low from one that failed high):
//! - a leaf, or a node valued at the depth limit, is exact;
//! - a maximising node is worth at least v when a child that gave v is
//!   worth at least what it returned, and at most v when every child was
//!   searched and each is worth at most what it returned (a minimising
//!   node the other way round; negamax turns each child's value round);
//! - a node that returned a value other than its running v (fail-hard
//!   keeps it inside the window) keeps only the bound on that side;
//! - a node still at work whose cut test skipped children is worth at
//!   least v if it maximises, at most v if it minimises.
//!
//! Values are read from the side the trace keeps them (negamax: the
//! node's own), so the marks are too.

use super::replay::{Frame, NodeState};
use super::sure::{Bound, Sure};
use crate::trace::Score;
use crate::tree::{NodeId, Player, Tree};

impl Frame {
    /// Whether the value `node` shows at this frame is only a bound, and
    /// which way (see the module's rule); `None` when it is exact or not
    /// known yet.
    pub fn bound(&self, tree: &Tree, node: NodeId) -> Option<Bound> {
        let entry = self.node(node);
        let children = tree.children(node);
        if children.is_empty() {
            return None;
        }
        if entry.state == NodeState::Done {
            return match entry.sure {
                Sure {
                    at_least: true,
                    at_most: false,
                } => Some(Bound::AtLeast),
                Sure {
                    at_least: false,
                    at_most: true,
                } => Some(Bound::AtMost),
                _ => None,
            };
        }
        // A cut mark is left only where children were skipped.
        let skipped = entry.cut.is_some();
        let minimises = !self.negamax && tree.mover(node) == Player::Min;
        skipped.then_some(if minimises {
            Bound::AtMost
        } else {
            Bound::AtLeast
        })
    }

    /// What is certain of `node`'s value when it returns `returned`, from
    /// its children's values and certainties in this visit (see the
    /// module's rule).
    pub(super) fn sure_of_return(&self, tree: &Tree, node: NodeId, returned: Score) -> Sure {
        let (Score::Number(returned), Some(Score::Number(v))) = (returned, self.node(node).value)
        else {
            // A max^n tuple is never a bound.
            return Sure::EXACT;
        };
        let maximises = self.negamax || tree.mover(node) != Player::Min;
        let mut chance_exact = true;
        let (mut best_sure, mut all_sure) = (false, true);
        for &child in tree.children(node) {
            let entry = self.node(child);
            let searched = entry.state == NodeState::Done && self.entered_since(node, child);
            let Some(Score::Number(value)) = entry.value.filter(|_| searched) else {
                all_sure = false;
                chance_exact = false;
                continue;
            };
            let (value, sure) = if self.negamax {
                (-value, entry.sure.turned())
            } else {
                (value, entry.sure)
            };
            let (toward, away) = if maximises {
                (sure.at_least, sure.at_most)
            } else {
                (sure.at_most, sure.at_least)
            };
            best_sure |= value == v && toward;
            all_sure &= away;
            chance_exact &= sure == Sure::EXACT;
        }
        if tree.is_chance(node) {
            return if chance_exact {
                Sure::EXACT
            } else {
                Sure::default()
            };
        }
        let (at_least, at_most) = if maximises {
            (best_sure, all_sure)
        } else {
            (all_sure, best_sure)
        };
        Sure {
            at_least: at_least && returned <= v,
            at_most: at_most && returned >= v,
        }
    }
}
