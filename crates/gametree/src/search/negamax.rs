//! Negamax: one function for both players, since min(a, b) = -max(-a, -b).
//! Every value is seen from the side to move, so a child's value is negated
//! on the way up and the window is negated and swapped on the way down.

use super::walk::{number, walk, At, Flow, Rules, Running, Window, FULL_WINDOW};
use super::window::Bounds;
use crate::options::{Bug, Options};
use crate::trace::Trace;
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
    type Value = f64;
    type State = State;

    /// A leaf is worth its utility to MAX, and the opposite to MIN.
    fn evaluate(&mut self, tree: &Tree, node: NodeId, _: &mut Trace) -> f64 {
        let utility = number(tree, node);
        if tree.mover(node) == Player::Min {
            -utility
        } else {
            utility
        }
    }

    fn open(&mut self, _: &Tree, _: NodeId, window: Window) -> State {
        State {
            running: Running::new(f64::NEG_INFINITY),
            bounds: Bounds::new(window),
        }
    }

    /// The child sees the window from the other side: (-beta, -alpha).
    fn child_window(&self, state: &State) -> Window {
        match (self.options.algorithm.prunes(), self.options.bug) {
            (true, Some(Bug::WindowNotNegated)) => (state.bounds.alpha, state.bounds.beta),
            (true, _) => (-state.bounds.beta, -state.bounds.alpha),
            (false, _) => FULL_WINDOW,
        }
    }

    fn backup(&mut self, at: &mut At, state: &mut State, value: f64) -> Flow {
        let bug = self.options.bug;
        let value = if bug == Some(Bug::ValueNotNegated) {
            value
        } else {
            -value
        };
        let improves = value > state.running.value;
        state.running.back_up(at, value, improves);
        if !self.options.algorithm.prunes() {
            return Flow::Continue;
        }
        let ties = self.options.ties;
        state.bounds.test(at, state.running.value, true, ties, bug)
    }

    fn close(&mut self, state: &State) -> f64 {
        let (failure, bug) = (self.options.failure, self.options.bug);
        state
            .bounds
            .returned(state.running.value, true, failure, bug)
    }

    fn best(&self, state: &State) -> u32 {
        state.running.best
    }
}
