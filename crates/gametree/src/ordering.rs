//! Move ordering exercises: how few leaves alpha-beta can read on a tree
//! when every node's children are put in the best order, and a tree ordered
//! that way. A student's order is scored against this count.
//!
//! The count is exact for the search as this crate runs it (tie rule,
//! fail-soft or fail-hard): for every node and every window it may be
//! entered with, it finds the fewest leaves needed to return each value the
//! node can return, trying every order of the node's children. Under
//! fail-soft the value a cut node returns depends on the order inside it
//! and changes what its parent does next, so one best count per node and
//! window would not do.

use crate::lang::{english, Message};
use crate::options::{Failure, Options, TieRule};
use crate::trace::{Step, Trace};
use crate::tree::{rebuild_in_preorder, starting_player, Game, Node, NodeId, Player, Tree, Value};
use std::collections::HashMap;
use std::fmt;

/// The most children a node may have: every order of them is tried.
pub const MOST_CHILDREN: usize = 5;

/// The most leaves a tree may have for its best order to be found.
pub const MOST_LEAVES: usize = 64;

/// The leaves a search reads: its `Evaluate` steps.
pub fn leaves_read(trace: &Trace) -> usize {
    trace
        .steps
        .iter()
        .filter(|step| matches!(step, Step::Evaluate { .. }))
        .count()
}

/// The best order of a tree's children for alpha-beta.
#[derive(Clone, Debug, PartialEq)]
pub struct BestOrdering {
    /// The fewest leaves alpha-beta reads under any order.
    pub leaves: usize,
    /// The tree with its children in an order that reads that few.
    pub tree: Tree,
}

/// Why no best order can be given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OrderingError {
    /// The search does not prune, so every order reads every leaf.
    NoPruning,
    /// A depth limit is set; ordering exercises search the whole tree.
    DepthLimit,
    /// The tree has chance nodes or tuples.
    NotTwoPlayer,
    /// Too many orders to try.
    TooLarge,
}

impl OrderingError {
    /// What is wrong, to be said in the reader's language.
    pub fn said(&self) -> Message {
        Message::new(match self {
            OrderingError::NoPruning => "ordering.no-pruning",
            OrderingError::DepthLimit => "ordering.depth-limit",
            OrderingError::NotTwoPlayer => "ordering.not-two-player",
            OrderingError::TooLarge => "ordering.too-large",
        })
    }
}

impl fmt::Display for OrderingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said().say(english()))
    }
}

impl std::error::Error for OrderingError {}

/// The fewest leaves `options`' pruning search can read on `tree` over
/// every order of every node's children, and a tree ordered so.
pub fn best_ordering(tree: &Tree, options: &Options) -> Result<BestOrdering, OrderingError> {
    if !options.algorithm.prunes() {
        return Err(OrderingError::NoPruning);
    }
    if options.depth.is_some() {
        return Err(OrderingError::DepthLimit);
    }
    let two_player = matches!(tree.game(), Game::TwoPlayer { .. });
    if !two_player || tree.ids().any(|id| tree.is_chance(id)) {
        return Err(OrderingError::NotTwoPlayer);
    }
    let leaves = tree.nodes().iter().filter(|node| node.is_leaf()).count();
    let widest = tree
        .ids()
        .map(|id| tree.children(id).len())
        .max()
        .unwrap_or(0);
    if leaves > MOST_LEAVES || widest > MOST_CHILDREN {
        return Err(OrderingError::TooLarge);
    }
    let mut search = Search {
        tree,
        ties: options.ties,
        failure: options.failure,
        plans: HashMap::new(),
    };
    let window = (f64::NEG_INFINITY, f64::INFINITY);
    let outcomes = search.outcomes(NodeId::ROOT, window);
    let (value, best) = outcomes
        .iter()
        .min_by_key(|(_, plan)| plan.leaves)
        .expect("every node returns some value");
    let leaves = best.leaves;
    let mut nodes = tree.nodes().to_vec();
    search.order(NodeId::ROOT, window, *value, &mut nodes);
    let (ordered, _) = rebuild_in_preorder(starting_player(tree), nodes)
        .expect("reordering children keeps the tree well formed");
    Ok(BestOrdering {
        leaves,
        tree: tree.named_like(ordered),
    })
}

/// How a node returns one value with the fewest leaves: the order of its
/// children and the value each searched child returns.
#[derive(Clone, Debug)]
struct Plan {
    leaves: usize,
    order: Vec<usize>,
    returns: Vec<f64>,
}

/// A node's outcomes under one window: each value it can return, with the
/// cheapest plan that returns it.
type Outcomes = Vec<(f64, Plan)>;

struct Search<'a> {
    tree: &'a Tree,
    ties: TieRule,
    failure: Failure,
    /// Outcomes by node and window, as the bits of alpha and beta.
    plans: HashMap<(NodeId, u64, u64), Outcomes>,
}

/// A node part-way through its children under one order.
#[derive(Clone)]
struct Partial {
    value: f64,
    cut: bool,
    leaves: usize,
    returns: Vec<f64>,
}

impl Search<'_> {
    /// Every value `node` can return when entered with `window`, each with
    /// its cheapest plan.
    fn outcomes(&mut self, node: NodeId, window: (f64, f64)) -> Outcomes {
        let key = (node, window.0.to_bits(), window.1.to_bits());
        if let Some(known) = self.plans.get(&key) {
            return known.clone();
        }
        let found = match self.tree.node(node).value {
            Some(Value::Number(value)) if self.tree.node(node).is_leaf() => vec![(
                value,
                Plan {
                    leaves: 1,
                    order: Vec::new(),
                    returns: Vec::new(),
                },
            )],
            _ => self.inner_outcomes(node, window),
        };
        self.plans.insert(key, found.clone());
        found
    }

    /// The outcomes of an inner node: every order of its children, folded
    /// one child at a time as alpha-beta searches them.
    fn inner_outcomes(&mut self, node: NodeId, (alpha, beta): (f64, f64)) -> Outcomes {
        let maximising = self.tree.mover(node) != Player::Min;
        let count = self.tree.children(node).len();
        let mut found: Outcomes = Vec::new();
        for order in permutations(count) {
            let start = Partial {
                value: if maximising {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                },
                cut: false,
                leaves: 0,
                returns: Vec::new(),
            };
            let mut partials = vec![start];
            for &position in &order {
                let mut next: Vec<Partial> = Vec::new();
                for partial in partials {
                    if partial.cut {
                        keep_cheapest(&mut next, partial);
                        continue;
                    }
                    let window = bounds(maximising, partial.value, alpha, beta);
                    let child = self.tree.children(node)[position];
                    for (returned, plan) in self.outcomes(child, window) {
                        let better = if maximising {
                            returned > partial.value
                        } else {
                            returned < partial.value
                        };
                        let value = if better { returned } else { partial.value };
                        let mut returns = partial.returns.clone();
                        returns.push(returned);
                        let step = Partial {
                            value,
                            cut: self.reaches(maximising, value, window),
                            leaves: partial.leaves + plan.leaves,
                            returns,
                        };
                        keep_cheapest(&mut next, step);
                    }
                }
                partials = next;
            }
            for partial in partials {
                let window = bounds(maximising, partial.value, alpha, beta);
                let returned = self.returned(maximising, &partial, window);
                let plan = Plan {
                    leaves: partial.leaves,
                    order: order.clone(),
                    returns: partial.returns,
                };
                match found.iter_mut().find(|(value, _)| *value == returned) {
                    Some((_, known)) if known.leaves <= plan.leaves => {}
                    Some((_, known)) => *known = plan,
                    None => found.push((returned, plan)),
                }
            }
        }
        found
    }

    /// Whether the cut test fires at a node whose value is now `value`.
    fn reaches(&self, maximising: bool, value: f64, (alpha, beta): (f64, f64)) -> bool {
        match (maximising, self.ties) {
            (true, TieRule::CutOnEqual) => value >= beta,
            (true, TieRule::Strict) => value > beta,
            (false, TieRule::CutOnEqual) => value <= alpha,
            (false, TieRule::Strict) => value < alpha,
        }
    }

    /// What the node returns, as `search::window::Bounds::returned` says:
    /// v under fail-soft; under fail-hard the bound it was cut at (which
    /// never moved: β at a maximiser, α at a minimiser), or else its own
    /// bound as the children moved it.
    fn returned(&self, maximising: bool, partial: &Partial, updated: (f64, f64)) -> f64 {
        match (self.failure, maximising, partial.cut) {
            (Failure::Soft, _, _) => partial.value,
            (Failure::Hard, true, true) | (Failure::Hard, false, false) => updated.1,
            (Failure::Hard, true, false) | (Failure::Hard, false, true) => updated.0,
        }
    }

    /// Puts `node`'s children (and theirs) in the order of the plan that
    /// returns `value` under `window`.
    fn order(&mut self, node: NodeId, window: (f64, f64), value: f64, nodes: &mut [Node]) {
        let outcomes = self.outcomes(node, window);
        let Some((_, plan)) = outcomes
            .into_iter()
            .find(|(returned, _)| *returned == value)
        else {
            return;
        };
        if plan.order.is_empty() {
            return;
        }
        let maximising = self.tree.mover(node) != Player::Min;
        let children = self.tree.children(node);
        let mut running = if maximising {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        for (&position, &returned) in plan.order.iter().zip(&plan.returns) {
            let child_window = bounds(maximising, running, window.0, window.1);
            self.order(children[position], child_window, returned, nodes);
            let better = if maximising {
                returned > running
            } else {
                returned < running
            };
            if better {
                running = returned;
            }
        }
        nodes[node.index()].children = plan
            .order
            .iter()
            .map(|&position| children[position])
            .collect();
    }
}

/// The window of a node entered with (alpha, beta) whose value is now
/// `value`, before its cut test: a maximiser raises alpha, a minimiser lowers beta.
fn bounds(maximising: bool, value: f64, alpha: f64, beta: f64) -> (f64, f64) {
    if maximising {
        (alpha.max(value), beta)
    } else {
        (alpha, beta.min(value))
    }
}

/// Adds `partial` to `partials` unless one with the same value and cut
/// state is at least as cheap; replaces a dearer one.
fn keep_cheapest(partials: &mut Vec<Partial>, partial: Partial) {
    let same = partials
        .iter_mut()
        .find(|known| known.value == partial.value && known.cut == partial.cut);
    match same {
        Some(known) if known.leaves <= partial.leaves => {}
        Some(known) => *known = partial,
        None => partials.push(partial),
    }
}

/// Every order of the positions `0..count`.
fn permutations(count: usize) -> Vec<Vec<usize>> {
    let mut all = vec![Vec::new()];
    for next in 0..count {
        all = all
            .into_iter()
            .flat_map(|order: Vec<usize>| {
                (0..=order.len()).map(move |at| {
                    let mut longer = order.clone();
                    longer.insert(at, next);
                    longer
                })
            })
            .collect();
    }
    all
}
