//! Alpha-beta pruning as Russell & Norvig write it: MAX-VALUE and MIN-VALUE
//! pass an (alpha, beta) window down and stop a node as soon as its value
//! cannot matter to the player above.

use super::walk::{walk, Flow, Rules, Window};
use super::window::Bounds;
use crate::trace::{Options, Score, Step, Trace};
use crate::tree::{NodeId, Player, Tree};

/// Searches with alpha-beta pruning under the options' tie rule and failure mode.
pub(crate) fn alpha_beta(tree: &Tree, options: &Options) -> Trace {
    walk(tree, options, &mut AlphaBeta { options: *options })
}

struct AlphaBeta {
    options: Options,
}

/// A node while its children are searched.
struct State {
    maximising: bool,
    value: f64,
    best: u32,
    bounds: Bounds,
}

impl Rules for AlphaBeta {
    type State = State;

    fn open(&mut self, tree: &Tree, node: NodeId, window: Window) -> State {
        let maximising = tree.mover(node) != Player::Min;
        State {
            maximising,
            value: if maximising {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            },
            best: 0,
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
        let better = if state.maximising {
            value > state.value
        } else {
            value < state.value
        };
        if better {
            state.value = value;
            state.best = position as u32;
        }
        trace.steps.push(Step::Backup {
            node,
            child: tree.children(node)[position],
            value: Score::Number(state.value),
        });
        state.bounds.test(
            node,
            position,
            state.value,
            state.maximising,
            self.options.ties,
            trace,
        )
    }

    fn close(&mut self, state: &State) -> Score {
        Score::Number(
            state
                .bounds
                .returned(state.value, state.maximising, self.options.failure),
        )
    }

    fn best(&self, state: &State) -> u32 {
        state.best
    }
}
