//! Negamax: one function for both players, since min(a, b) = -max(-a, -b).
//! Every value is seen from the side to move, so a child's value is negated
//! on the way up and the window is negated and swapped on the way down.

use super::walk::{number, walk, Flow, Rules, Running, Window, FULL_WINDOW};
use super::window::Bounds;
use crate::options::Options;
use crate::trace::{Score, Trace};
use crate::tree::{NodeId, Player, Tree};

/// Searches with negamax, with an alpha-beta window when the algorithm prunes.
pub(crate) fn negamax(tree: &Tree, options: &Options) -> Trace {
    walk(tree, options, &mut Negamax { options: *options })
}

struct Negamax {
    options: Options,
}

/// A node while its children are searched.
struct State {
    running: Running,
    bounds: Bounds,
}

impl Rules for Negamax {
    type State = State;

    /// A leaf is worth its utility to MAX, and the opposite to MIN.
    fn evaluate(&mut self, tree: &Tree, node: NodeId, _: &mut Trace) -> Score {
        let utility = number(tree, node);
        Score::Number(if tree.mover(node) == Player::Min {
            -utility
        } else {
            utility
        })
    }

    fn open(&mut self, _: &Tree, _: NodeId, window: Window) -> State {
        State {
            running: Running::new(f64::NEG_INFINITY),
            bounds: Bounds::new(window),
        }
    }

    /// The child sees the window from the other side: (-beta, -alpha).
    fn child_window(&self, state: &State) -> Window {
        if self.options.algorithm.prunes() {
            (-state.bounds.beta, -state.bounds.alpha)
        } else {
            FULL_WINDOW
        }
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
        let value = -value.number();
        let improves = value > state.running.value;
        state
            .running
            .back_up(tree, node, position, value, improves, trace);
        if !self.options.algorithm.prunes() {
            return Flow::Continue;
        }
        state.bounds.test(
            node,
            position,
            state.running.value,
            true,
            self.options.ties,
            trace,
        )
    }

    fn close(&mut self, state: &State) -> Score {
        Score::Number(
            state
                .bounds
                .returned(state.running.value, true, self.options.failure),
        )
    }

    fn best(&self, state: &State) -> u32 {
        state.running.best
    }
}
