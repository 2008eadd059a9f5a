//! AND-OR graph search (Russell & Norvig, AND-OR-GRAPH-SEARCH): depth
//! first, an OR node (MAX's, a state where the agent chooses) needs one
//! action with a plan, an AND node (MIN's, the outcomes of an action)
//! needs a plan for every outcome. A leaf worth more than 0 is a goal; an
//! OR node labelled like an OR node above it repeats a state on the path
//! and fails, as the pseudocode's "if state is on path" does. An explicit
//! stack keeps deep trees off the call stack.

use crate::options::Options;
use crate::trace::{Step, Trace};
use crate::tree::{NodeId, Player, Tree, Value};
use std::collections::HashMap;

/// Searches `tree` for a conditional plan and records every step.
pub(crate) fn and_or(tree: &Tree, options: &Options) -> Trace {
    let mut trace = Trace::new(*options, tree.players());
    // The inner nodes being searched, with the position of the child under way.
    let mut stack: Vec<(NodeId, usize)> = Vec::new();
    // The states (labels of OR nodes) on the path, each with its node. A
    // state is never twice on the path: the second one fails at once.
    let mut path: HashMap<&str, NodeId> = HashMap::new();
    let mut next = Move::Enter(NodeId::ROOT);
    loop {
        next = match next {
            Move::Enter(node) => {
                trace.steps.push(Step::Enter {
                    node,
                    alpha: f64::NEG_INFINITY,
                    beta: f64::INFINITY,
                });
                let label = tree.node(node).label.as_deref();
                let or = tree.mover(node) == Player::Max;
                let repeated = label
                    .filter(|_| or)
                    .and_then(|label| path.get(label).copied());
                if is_goal(tree, node) {
                    trace.steps.push(Step::Goal {
                        node,
                        reached: true,
                    });
                    Move::Return(true)
                } else if let Some(earlier) = repeated {
                    trace.steps.push(Step::Cycle { node, earlier });
                    Move::Return(false)
                } else if tree.node(node).is_leaf() {
                    trace.steps.push(Step::Goal {
                        node,
                        reached: false,
                    });
                    Move::Return(false)
                } else {
                    if let (Some(label), true) = (label, or) {
                        path.insert(label, node);
                    }
                    stack.push((node, 0));
                    Move::Enter(tree.children(node)[0])
                }
            }
            Move::Return(solved) => {
                let Some((node, position)) = stack.last_mut() else {
                    break;
                };
                let node = *node;
                let or = tree.mover(node) == Player::Max;
                // An OR node is decided by its first action with a plan,
                // an AND node by its first outcome without one.
                let decided = solved == or;
                *position += 1;
                let children = tree.children(node);
                if !decided && *position < children.len() {
                    Move::Enter(children[*position])
                } else {
                    let chosen = *position - 1;
                    stack.pop();
                    if let (Some(label), true) = (tree.node(node).label.as_deref(), or) {
                        path.remove(label);
                    }
                    trace.steps.push(if solved {
                        Step::PlanFound { node }
                    } else {
                        Step::PlanFailed { node }
                    });
                    if stack.is_empty() && or && solved {
                        trace.steps.push(Step::Choose {
                            node,
                            child: chosen as u32,
                        });
                    }
                    Move::Return(solved)
                }
            }
        };
    }
    trace.shrink_to_fit();
    trace
}

/// The walk's next move: go down into a node, or come back up with whether
/// the node below has a plan.
enum Move {
    Enter(NodeId),
    Return(bool),
}

/// Whether `node` passes the goal test: a leaf worth more than 0.
fn is_goal(tree: &Tree, node: NodeId) -> bool {
    let node = tree.node(node);
    node.is_leaf() && matches!(node.value, Some(Value::Number(value)) if value > 0.0)
}
