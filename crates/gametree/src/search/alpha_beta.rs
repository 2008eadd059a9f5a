//! Alpha-beta pruning as Russell & Norvig write it: MAX-VALUE and MIN-VALUE
//! pass an (alpha, beta) window down and stop a node as soon as its value
//! cannot matter to the player above.

use super::walk::{walk, Flow, Rules, Running, Window};
use super::window::Bounds;
use crate::options::Options;
use crate::trace::{Score, Trace};
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
    type State = State;

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
        (state.bounds.alpha, state.bounds.beta)
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
        let improves = if state.maximising {
            value > running.value
        } else {
            value < running.value
        };
        running.back_up(tree, node, position, value, improves, trace);
        state.bounds.test(
            node,
            position,
            running.value,
            state.maximising,
            self.options.ties,
            trace,
        )
    }

    fn close(&mut self, state: &State) -> Score {
        Score::Number(state.bounds.returned(
            state.running.value,
            state.maximising,
            self.options.failure,
        ))
    }

    fn best(&self, state: &State) -> u32 {
        state.running.best
    }
}
