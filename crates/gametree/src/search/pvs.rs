//! Principal variation search (NegaScout), in the MAX-VALUE / MIN-VALUE
//! form of the other searches here, so that its values and windows read
//! as alpha-beta's do: a node searches its first child with its own
//! window, expecting it to be the best (the principal variation), and
//! every later child first with a null window, which only asks "is this
//! child better than what I have?". When the answer is yes (the probe
//! fails high at MAX, low at MIN) and the child would not cause a cut
//! anyway, the child is searched again with the full window to learn its
//! value; as in Reinefeld's NegaScout, not when the child is a leaf (or at
//! the depth limit), whose probe already read its exact value. Everything
//! else is alpha-beta, cut on equality, fail-soft.
//!
//! The null window is (α, α + g) at MAX and (β − g, β) at MIN, where g is
//! the tree's grain (`Tree::grain`: 1 for whole numbers, 0.1 when values
//! have one decimal, …), so no value lies strictly inside it. A node with
//! an infinite bound, or whose window is no wider than the null one,
//! searches every child with its own window: there is nothing to probe.

use super::alpha_beta::{self, AlphaBeta};
use super::walk::{walk, At, Flow, Rules, Window};
use crate::options::{Bug, Options};
use crate::trace::{Step, Trace};
use crate::tree::{NodeId, Tree};

/// Searches with principal variation search.
pub(crate) fn pvs(tree: &Tree, options: &Options) -> Trace {
    let grain = tree.grain();
    let mut trace = walk(
        tree,
        options,
        &mut Pvs {
            alpha_beta: AlphaBeta { options: *options },
            grain,
        },
    );
    trace.set_null_width(grain);
    trace
}

struct Pvs {
    alpha_beta: AlphaBeta,
    grain: f64,
}

/// A node while its children are searched.
struct State {
    alpha_beta: alpha_beta::State,
    /// The null window the current child is probed with, if it is.
    probe: Option<Window>,
    /// Whether the current child is being searched again.
    again: bool,
}

impl Pvs {
    /// The null window for the next child of a node in `state`, when
    /// probing can save anything: above a finite α at MAX, below a finite
    /// β at MIN, and narrower than the node's own window.
    fn null_window(&self, state: &alpha_beta::State) -> Option<Window> {
        let (alpha, beta) = (state.bounds.alpha, state.bounds.beta);
        if state.maximising {
            let upper = alpha + self.grain;
            (alpha.is_finite() && upper < beta).then_some((alpha, upper))
        } else {
            let lower = beta - self.grain;
            (beta.is_finite() && lower > alpha).then_some((lower, beta))
        }
    }
}

impl Rules for Pvs {
    type Value = f64;
    type State = State;

    fn evaluate(&mut self, tree: &Tree, node: NodeId, trace: &mut Trace) -> f64 {
        self.alpha_beta.evaluate(tree, node, trace)
    }

    fn open(&mut self, tree: &Tree, node: NodeId, window: Window) -> State {
        State {
            alpha_beta: self.alpha_beta.open(tree, node, window),
            probe: None,
            again: false,
        }
    }

    fn child_window(&self, state: &State) -> Window {
        state
            .probe
            .unwrap_or_else(|| self.alpha_beta.child_window(&state.alpha_beta))
    }

    /// The first child, and a child searched again, get the full window;
    /// any other child is probed with the null window.
    fn before_child(&mut self, at: &mut At, state: &mut State) {
        let again = std::mem::take(&mut state.again);
        state.probe = None;
        if at.position == 0 || again {
            return;
        }
        if let Some((alpha, beta)) = self.null_window(&state.alpha_beta) {
            state.probe = Some((alpha, beta));
            let child = at.child();
            at.trace.steps.push(Step::Probe {
                node: at.node,
                child,
                alpha,
                beta,
            });
        }
    }

    fn backup(&mut self, at: &mut At, state: &mut State, value: f64) -> Flow {
        if let Some((probe_alpha, probe_beta)) = state.probe.take() {
            let returned = value;
            let inner = &state.alpha_beta;
            // Fails high at MAX (low at MIN): better than what the node has...
            let better = if inner.maximising {
                returned >= probe_beta
            } else {
                returned <= probe_alpha
            };
            // ...unless it is good enough to cut, which a bound already shows.
            let cuts = if inner.maximising {
                returned >= inner.bounds.beta
            } else {
                returned <= inner.bounds.alpha
            };
            let (tree, child) = (at.tree, at.child());
            let limit = self.alpha_beta.options.depth;
            let exact =
                tree.node(child).is_leaf() || limit.is_some_and(|limit| tree.depth(child) >= limit);
            let skips = self.alpha_beta.options.bug == Some(Bug::NoResearch);
            if better && !cuts && !exact && !skips {
                state.again = true;
                at.trace.steps.push(Step::Research {
                    node: at.node,
                    child,
                    value: returned,
                });
                return Flow::Again;
            }
        }
        self.alpha_beta.backup(at, &mut state.alpha_beta, value)
    }

    fn close(&mut self, state: &State) -> f64 {
        self.alpha_beta.close(&state.alpha_beta)
    }

    fn best(&self, state: &State) -> u32 {
        self.alpha_beta.best(&state.alpha_beta)
    }
}
