//! Alpha-beta pruning as Russell & Norvig write it: MAX-VALUE and MIN-VALUE
//! pass an (alpha, beta) window down and stop a node as soon as its value
//! cannot matter to the player above.

use super::walk::{number, walk, At, Flow, Rules, Running, Window};
use super::window::Bounds;
use crate::options::{Bug, Options};
use crate::trace::Trace;
use crate::tree::{NodeId, Player, Tree};

/// Searches with alpha-beta pruning under the options' tie rule and failure mode.
pub(crate) fn alpha_beta(tree: &Tree, options: &Options) -> Trace {
    walk(tree, options, &mut AlphaBeta { options: *options })
}

/// Alpha-beta's rules, which principal variation search builds on.
pub(super) struct AlphaBeta {
    pub(super) options: Options,
}

/// A node while its children are searched.
pub(super) struct State {
    pub(super) maximising: bool,
    running: Running,
    pub(super) bounds: Bounds,
}

impl Rules for AlphaBeta {
    type Value = f64;
    type State = State;

    fn evaluate(&mut self, tree: &Tree, node: NodeId, _: &mut Trace) -> f64 {
        number(tree, node)
    }

    fn open(&mut self, tree: &Tree, node: NodeId, window: Window) -> State {
        let maximising = tree.mover(node) != Player::Min;
        State {
            maximising,
            running: Running::new(if maximising {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }),
            bounds: Bounds::new(window),
        }
    }

    fn child_window(&self, state: &State) -> Window {
        if self.options.bug == Some(Bug::SwappedWindow) {
            return (state.bounds.beta, state.bounds.alpha);
        }
        (state.bounds.alpha, state.bounds.beta)
    }

    fn backup(&mut self, at: &mut At, state: &mut State, value: f64) -> Flow {
        let running = &mut state.running;
        let improves = if state.maximising {
            value > running.value
        } else {
            value < running.value
        };
        running.back_up(at, value, improves);
        let (ties, bug) = (self.options.ties, self.options.bug);
        state
            .bounds
            .test(at, running.value, state.maximising, ties, bug)
    }

    fn close(&mut self, state: &State) -> f64 {
        let (failure, bug) = (self.options.failure, self.options.bug);
        state
            .bounds
            .returned(state.running.value, state.maximising, failure, bug)
    }

    fn best(&self, state: &State) -> u32 {
        state.running.best
    }
}
