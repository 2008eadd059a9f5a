//! Minimax, and expectiminimax, which is minimax where chance nodes average
//! their children: MAX takes the largest value, MIN the smallest, and every
//! node is searched.

use super::walk::{walk, weighted, Flow, Rules, Window};
use crate::trace::{Options, Score, Step, Trace};
use crate::tree::{NodeId, NodeKind, Player, Tree};

/// Searches the whole tree (up to the depth limit) without pruning.
pub(crate) fn minimax(tree: &Tree, options: &Options) -> Trace {
    walk(tree, options, &mut Minimax)
}

struct Minimax;

/// A node while its children are searched.
struct State {
    kind: NodeKind,
    /// The running value v: best so far, or the expected value so far.
    value: f64,
    best: u32,
}

impl Rules for Minimax {
    type State = State;

    fn open(&mut self, tree: &Tree, node: NodeId, _: Window) -> State {
        let kind = tree.kind(node);
        let value = match kind {
            NodeKind::Decision(Player::Min) => f64::INFINITY,
            NodeKind::Chance => 0.0,
            NodeKind::Decision(_) => f64::NEG_INFINITY,
        };
        State {
            kind,
            value,
            best: 0,
        }
    }

    fn child_window(&self, _: &State) -> Window {
        super::walk::FULL_WINDOW
    }

    fn backup(
        &mut self,
        tree: &Tree,
        node: NodeId,
        state: &mut State,
        position: usize,
        value: Score,
        trace: &mut Trace,
    ) -> Flow {
        let child = tree.children(node)[position];
        let value = value.number();
        let better = match state.kind {
            NodeKind::Decision(Player::Min) => value < state.value,
            NodeKind::Chance => {
                state.value += weighted(tree, child, value);
                false
            }
            NodeKind::Decision(_) => value > state.value,
        };
        if better {
            state.value = value;
            state.best = position as u32;
        }
        trace.steps.push(Step::Backup {
            node,
            child,
            value: Score::Number(state.value),
        });
        Flow::Continue
    }

    fn close(&mut self, state: &State) -> Score {
        Score::Number(state.value)
    }

    fn best(&self, state: &State) -> u32 {
        state.best
    }
}
