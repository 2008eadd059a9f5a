//! The answer of a search in a few numbers: what `gametree solve` prints and
//! what the app shows beside the tree. It is read off the trace, so the
//! trace and the answer cannot disagree.

use crate::options::Algorithm;
use crate::trace::{Score, Step, Trace};
use crate::tree::{NodeId, Player, Tree, Value};

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// The search that ran.
    pub algorithm: Algorithm,
    /// The root's value, always from MAX's point of view (negamax included);
    /// a tuple for max^n.
    pub value: Value,
    /// The root's chosen child, leftmost among equals; `None` when the root
    /// is a leaf, a chance node, or at the depth limit.
    pub best_move: Option<usize>,
    /// The nodes whose value was read from the tree, in reading order.
    pub evaluated: Vec<NodeId>,
    /// Where children were skipped: (node, index of the last child searched).
    pub cutoffs: Vec<(NodeId, u32)>,
    /// The number of steps in the trace.
    pub steps: usize,
}

impl Summary {
    /// Reads the summary off a trace of `tree`.
    pub fn new(tree: &Tree, trace: &Trace) -> Summary {
        let mut root_score = None;
        let mut best_move = None;
        let mut evaluated = Vec::new();
        for step in &trace.steps {
            match *step {
                Step::Evaluate { node, value } => {
                    evaluated.push(node);
                    if node == NodeId::ROOT {
                        root_score = Some(value);
                    }
                }
                Step::Return { node, value } if node == NodeId::ROOT => root_score = Some(value),
                Step::Choose { child, .. } => best_move = Some(child as usize),
                // AND-OR search: a goal test reads a leaf; the root's
                // verdict is 1 (a plan) or -1 (failure).
                Step::Goal { node, reached } => {
                    evaluated.push(node);
                    if node == NodeId::ROOT {
                        root_score = Some(Score::Number(if reached { 1.0 } else { -1.0 }));
                    }
                }
                Step::PlanFound { node } | Step::PlanFailed { node } if node == NodeId::ROOT => {
                    let solved = matches!(step, Step::PlanFound { .. });
                    root_score = Some(Score::Number(if solved { 1.0 } else { -1.0 }));
                }
                _ => {}
            }
        }
        let value = match root_score {
            Some(Score::Tuple(id)) => Value::Tuple(trace.tuple(id).into()),
            Some(Score::Number(x)) => {
                let from_min =
                    trace.options.algorithm.is_negamax() && tree.mover(NodeId::ROOT) == Player::Min;
                Value::Number(if from_min { -x } else { x })
            }
            None => Value::Number(f64::NAN),
        };
        Summary {
            algorithm: trace.options.algorithm,
            value,
            best_move,
            evaluated,
            cutoffs: trace.cutoffs(tree).collect(),
            steps: trace.len(),
        }
    }
}
