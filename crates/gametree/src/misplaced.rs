//! Why a student's order of the children reads more leaves than it must:
//! the first node the search enters whose best child (for the player
//! moving there) comes after another, where putting it first would save
//! leaves ("Under E, L should come before K: it is the better move for
//! MIN, 3 against 5."). Alpha-beta cuts soonest when each node tries its
//! best move first, so this is the textbook's advice, made specific.

use crate::edit::move_child_to;
use crate::explain::name_in;
use crate::frame::Frame;
use crate::lang::{Arg, Catalogue};
use crate::options::{Algorithm, Options};
use crate::ordering::leaves_read;
use crate::search::search;
use crate::trace::{Score, Step};
use crate::tree::{NodeId, Player, Tree};

/// A child out of place: it should come before the first child.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Misplaced {
    /// The node whose children are in a poor order.
    pub parent: NodeId,
    /// The child searched first there.
    pub first: NodeId,
    /// The child that should come before it: the best for the mover.
    pub better: NodeId,
    /// The minimax values of `better` and of `first`.
    pub values: (f64, f64),
    /// The leaves the search reads with `better` moved first.
    pub leaves_then: usize,
}

impl Misplaced {
    /// The first child out of place in `tree` for the pruning search of
    /// `options`, in the order the search enters the nodes; `None` when
    /// moving no node's best child first saves a leaf.
    pub fn find(tree: &Tree, options: &Options) -> Option<Misplaced> {
        let trace = search(tree, options).ok()?;
        let leaves = leaves_read(&trace);
        let values = search(tree, &Options::new(Algorithm::Minimax)).ok()?;
        let worth = Frame::at(tree, &values, values.len());
        let value = |node: NodeId| match worth.node(node).value {
            Some(Score::Number(x)) => Some(x),
            _ => None,
        };
        let mut entered = trace.steps.iter().filter_map(|step| match *step {
            Step::Enter { node, .. } if !tree.node(node).is_leaf() => Some(node),
            _ => None,
        });
        entered.find_map(|parent| {
            let children = tree.children(parent);
            let minimises = tree.mover(parent) == Player::Min;
            let better_of = |a: f64, b: f64| if minimises { a < b } else { a > b };
            let mut best = children[0];
            for &child in &children[1..] {
                if better_of(value(child)?, value(best)?) {
                    best = child;
                }
            }
            if best == children[0] {
                return None;
            }
            let (moved, _) = move_child_to(tree, best, 0).ok()?;
            let leaves_then = leaves_read(&search(&moved, options).ok()?);
            (leaves_then < leaves).then_some(Misplaced {
                parent,
                first: children[0],
                better: best,
                values: (value(best)?, value(children[0])?),
                leaves_then,
            })
        })
    }

    /// The advice in the words of `words`, with both children's values.
    pub fn said(&self, words: &Catalogue, tree: &Tree) -> String {
        let player = if tree.mover(self.parent) == Player::Min {
            "role.min"
        } else {
            "role.max"
        };
        words.say(
            "ordering.misplaced",
            &[
                Arg::Text("parent", &name_in(words, tree, self.parent)),
                Arg::Text("better", &name_in(words, tree, self.better)),
                Arg::Text("first", &name_in(words, tree, self.first)),
                Arg::Text("player", &words.say(player, &[])),
                Arg::Number("worth", self.values.0),
                Arg::Number("against", self.values.1),
                Arg::Count("leaves", self.leaves_then as u64),
            ],
        )
    }
}
