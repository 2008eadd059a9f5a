//! Minimax, and expectiminimax, which is minimax where chance nodes average
//! their children: MAX takes the largest value, MIN the smallest, and every
//! node is searched.

use super::walk::{number, walk, weighted, At, Flow, Rules, Running, Window};
use crate::options::{Bug, Options};
use crate::trace::Trace;
use crate::tree::{NodeId, NodeKind, Player, Tree};

/// Searches the whole tree (up to the depth limit) without pruning.
pub(crate) fn minimax(tree: &Tree, options: &Options) -> Trace {
    walk(
        tree,
        options,
        &mut Minimax {
            negates: options.bug == Some(Bug::MinimaxNegates),
        },
    )
}

struct Minimax {
    /// The planted bug `MinimaxNegates`: a child's value is negated.
    negates: bool,
}

/// A node while its children are searched.
struct State {
    kind: NodeKind,
    /// The running value v: best so far, or the expected value so far.
    running: Running,
}

impl Rules for Minimax {
    type Value = f64;
    type State = State;

    fn evaluate(&mut self, tree: &Tree, node: NodeId, _: &mut Trace) -> f64 {
        number(tree, node)
    }

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

    fn backup(&mut self, at: &mut At, state: &mut State, value: f64) -> Flow {
        let value = if self.negates { -value } else { value };
        let running = &mut state.running;
        let improves = match state.kind {
            NodeKind::Decision(Player::Min) => value < running.value,
            NodeKind::Chance => {
                running.value += weighted(at.tree, at.child(), value);
                false
            }
            NodeKind::Decision(_) => value > running.value,
        };
        running.back_up(at, value, improves);
        Flow::Continue
    }

    fn close(&mut self, state: &State) -> f64 {
        state.running.value
    }

    fn best(&self, state: &State) -> u32 {
        state.running.best
    }
}
