//! Minimax, and expectiminimax, which is minimax where chance nodes average
//! their children: MAX takes the largest value, MIN the smallest, and every
//! node is searched.

use super::walk::{walk, weighted, Flow, Rules, Running, Window};
use crate::options::Options;
use crate::trace::{Score, Trace};
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
    running: Running,
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
            running: Running::new(value),
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
        let value = value.number();
        let running = &mut state.running;
        let improves = match state.kind {
            NodeKind::Decision(Player::Min) => value < running.value,
            NodeKind::Chance => {
                let child = tree.children(node)[position];
                running.value += weighted(tree, child, value);
                false
            }
            NodeKind::Decision(_) => value > running.value,
        };
        running.back_up(tree, node, position, value, improves, trace);
        Flow::Continue
    }

    fn close(&mut self, state: &State) -> Score {
        Score::Number(state.running.value)
    }

    fn best(&self, state: &State) -> u32 {
        state.running.best
    }
}
