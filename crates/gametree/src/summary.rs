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
    /// What a proof-number search found; `None` for the searches that
    /// compute values. (Those searches compute no value: theirs is NaN.)
    pub proof: Option<Proof>,
}

/// The answer of a proof-number search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    /// Whether MAX can force a leaf worth more than 0 (the root is proved);
    /// otherwise the root is disproved.
    pub proved: bool,
    /// How many nodes were expanded (for PN², by the outer search only).
    pub expanded: usize,
}

impl Summary {
    /// Reads the summary off a trace of `tree`.
    pub fn new(tree: &Tree, trace: &Trace) -> Summary {
        let mut root_score = None;
        let mut best_move = None;
        let mut evaluated = Vec::new();
        let mut proof = None;
        let mut expanded = 0;
        for step in &trace.steps {
            match *step {
                Step::Generate {
                    node,
                    evaluated: true,
                    ..
                } => evaluated.push(node),
                Step::Expand { .. } | Step::InnerSearch { .. } => expanded += 1,
                Step::Solved { proved, .. } => proof = Some(proved),
                Step::Evaluate { node, value } => {
                    evaluated.push(node);
                    if node == NodeId::ROOT {
                        root_score = Some(value);
                    }
                }
                Step::Return { node, value } if node == NodeId::ROOT => root_score = Some(value),
                Step::Choose { child, .. } => best_move = Some(child as usize),
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
            proof: proof.map(|proved| Proof { proved, expanded }),
        }
    }
}
