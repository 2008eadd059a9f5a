//! The depth-first walk that every search shares: entering nodes, reading
//! leaves and the depth limit, returning values to parents, all on an
//! explicit stack so that no tree is too deep. Each algorithm only says what
//! happens at a node, through [`Rules`].

use crate::options::Options;
use crate::trace::{Score, Step, Trace};
use crate::tree::{NodeId, Tree, Value};

/// An (alpha, beta) window; searches without pruning pass (-inf, +inf).
pub(crate) type Window = (f64, f64);

/// The window of the root, and of every node in a search that does not prune.
pub(crate) const FULL_WINDOW: Window = (f64::NEG_INFINITY, f64::INFINITY);

/// Whether a node goes on to its next child after a backup.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Flow {
    /// Search the next child, if there is one.
    Continue,
    /// The cut test fired: skip the remaining children.
    Stop,
    /// Search the same child again (principal variation search's re-search).
    Again,
}

/// Where the walk stands when it asks the rules about a child: the tree,
/// the node, the child's place among its siblings, and the trace that
/// records what happens there.
pub(crate) struct At<'a> {
    /// The tree searched.
    pub(crate) tree: &'a Tree,
    /// The node whose child it is.
    pub(crate) node: NodeId,
    /// The child's index among the node's children.
    pub(crate) position: usize,
    /// The steps so far.
    pub(crate) trace: &'a mut Trace,
}

impl At<'_> {
    /// The child itself.
    pub(crate) fn child(&self) -> NodeId {
        self.tree.children(self.node)[self.position]
    }
}

/// What one algorithm does at a node; the walk does the rest.
pub(crate) trait Rules {
    /// What a node returns: a number in the two-player searches, a tuple
    /// (in the trace's pool) in max^n.
    type Value: Copy + Into<Score>;

    /// What the algorithm remembers about a node while its children are searched.
    type State;

    /// The value of a leaf, or the static value of a node at the depth
    /// limit, as the algorithm sees it.
    fn evaluate(&mut self, tree: &Tree, node: NodeId, trace: &mut Trace) -> Self::Value;

    /// The state of an inner node entered with `window`, before any child.
    fn open(&mut self, tree: &Tree, node: NodeId, window: Window) -> Self::State;

    /// The window to search the node's next child with.
    fn child_window(&self, state: &Self::State) -> Window;

    /// Called just before the walk enters the child `at` (again, after
    /// [`Flow::Again`]): a search that chooses how to search each child
    /// records its choice here.
    fn before_child(&mut self, _at: &mut At, _state: &mut Self::State) {}

    /// The child `at` returned `value`: update the state, record the steps
    /// this causes, and say whether to go on.
    fn backup(&mut self, at: &mut At, state: &mut Self::State, value: Self::Value) -> Flow;

    /// The value the node returns to its parent.
    fn close(&mut self, state: &Self::State) -> Self::Value;

    /// The index of the child the node prefers (leftmost among equals).
    fn best(&self, state: &Self::State) -> u32;
}

/// A node's running value v and the child that gave it: what the
/// two-player searches keep alike at every node.
pub(crate) struct Running {
    /// The running value v.
    pub(crate) value: f64,
    /// The index of the child that gave v (leftmost among equals).
    pub(crate) best: u32,
}

impl Running {
    /// v before any child: -inf for a maximiser, +inf for a minimiser, 0 for
    /// a chance node's sum.
    pub(crate) fn new(value: f64) -> Running {
        Running { value, best: 0 }
    }

    /// The child `at` returned `value`: when `improves`, it becomes v and
    /// the best child; then the Backup step records v.
    pub(crate) fn back_up(&mut self, at: &mut At, value: f64, improves: bool) {
        if improves {
            self.value = value;
            self.best = at.position as u32;
        }
        let child = at.child();
        at.trace.steps.push(Step::Backup {
            node: at.node,
            child,
            value: Score::Number(self.value),
        });
    }
}

/// An inner node on the walk's stack.
struct Open<S> {
    node: NodeId,
    /// The index of the child being searched.
    position: usize,
    state: S,
}

/// The walk's next move: go down into a node, or come back up with a value.
enum Move<V> {
    Enter(NodeId, Window),
    Return(V),
}

/// Searches `tree` depth-first, left to right, with `rules` deciding at each
/// node, and records every step.
pub(crate) fn walk<R: Rules>(tree: &Tree, options: &Options, rules: &mut R) -> Trace {
    let mut trace = Trace::new(*options, tree.players());
    if !options.algorithm.prunes() {
        // Without cuts every node is entered, returns (or is evaluated) and
        // is backed up once, so a full search takes exactly 3 steps a node.
        trace.steps.reserve_exact(3 * tree.len());
    }
    let limit = options.depth.unwrap_or(u32::MAX);
    let mut stack: Vec<Open<R::State>> = Vec::new();
    let mut next = Move::Enter(NodeId::ROOT, FULL_WINDOW);
    loop {
        next = match next {
            Move::Enter(node, (alpha, beta)) => {
                trace.steps.push(Step::Enter { node, alpha, beta });
                let children = tree.children(node);
                // The open ancestors are exactly the nodes above this one.
                let depth = stack.len() as u32;
                if children.is_empty() || depth >= limit {
                    let value = rules.evaluate(tree, node, &mut trace);
                    trace.steps.push(Step::Evaluate {
                        node,
                        value: value.into(),
                    });
                    Move::Return(value)
                } else {
                    let mut state = rules.open(tree, node, (alpha, beta));
                    let mut at = At {
                        tree,
                        node,
                        position: 0,
                        trace: &mut trace,
                    };
                    rules.before_child(&mut at, &mut state);
                    let window = rules.child_window(&state);
                    stack.push(Open {
                        node,
                        position: 0,
                        state,
                    });
                    Move::Enter(children[0], window)
                }
            }
            Move::Return(value) => {
                let Some(top) = stack.last_mut() else {
                    break;
                };
                let mut at = At {
                    tree,
                    node: top.node,
                    position: top.position,
                    trace: &mut trace,
                };
                let flow = rules.backup(&mut at, &mut top.state, value);
                if flow != Flow::Again {
                    at.position += 1;
                }
                top.position = at.position;
                let children = tree.children(top.node);
                if flow != Flow::Stop && top.position < children.len() {
                    rules.before_child(&mut at, &mut top.state);
                    Move::Enter(children[top.position], rules.child_window(&top.state))
                } else {
                    let done = stack.pop().expect("the stack has a top");
                    let value = rules.close(&done.state);
                    trace.steps.push(Step::Return {
                        node: done.node,
                        value: value.into(),
                    });
                    if stack.is_empty() && !tree.is_chance(done.node) {
                        trace.steps.push(Step::Choose {
                            node: done.node,
                            child: rules.best(&done.state),
                        });
                    }
                    Move::Return(value)
                }
            }
        };
    }
    trace.shrink_to_fit();
    trace
}

/// The number a node carries in a two-player tree; `search` has checked
/// that every node the walk evaluates has one.
pub(crate) fn number(tree: &Tree, node: NodeId) -> f64 {
    match tree.node(node).value {
        Some(Value::Number(x)) => x,
        _ => unreachable!("search checks that evaluated nodes carry numbers"),
    }
}

/// The weight of a chance node's child; a probability of 0 counts for
/// nothing, even against an infinite value (where 0 * inf would be NaN).
pub(crate) fn weighted(tree: &Tree, child: NodeId, value: f64) -> f64 {
    let probability = tree.node(child).probability.map_or(0.0, |p| p.value());
    if probability == 0.0 {
        0.0
    } else {
        probability * value
    }
}
