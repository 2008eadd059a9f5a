//! Uniform random trees for the ordering table, searched without building
//! them: every inner node has `branching` children, every leaf lies at
//! `depth`, and leaf number j (left to right) is worth a bijective hash of
//! j, so the leaves are integers and all different. Only the inner nodes'
//! minimax values are kept, level by level; a search counts the leaves
//! alpha-beta reads under an order without writing a trace, which is what
//! makes a table of thousands of trees fast enough for a chart.
//!
//! [`sample_tree`] builds the same tree as a `Tree`, so that tests can
//! check the count against the real search, order by order.

use super::shuffle::shuffle_into;
use crate::options::MoveOrder;
use crate::random::Rng;
use crate::tree::{Node, NodeId, Player, Tree, Value};

/// One uniform random tree, its leaves drawn from a seed.
#[derive(Clone, Debug)]
pub struct Sample {
    branching: usize,
    depth: usize,
    /// Mixed into every leaf's number before hashing.
    key: u32,
    /// The minimax values of the inner nodes, level by level from the
    /// root, each level left to right.
    levels: Vec<Vec<f64>>,
    /// The nodes of a subtree whose leaves lie `h` levels down, by `h`:
    /// what a node's pre-order id skips to reach its next sibling.
    sizes: Vec<u64>,
}

impl Sample {
    /// The tree that `seed` names, of `branching` children a node and
    /// leaves at `depth`. The caller keeps the size within reason.
    pub fn new(branching: u32, depth: u32, seed: u64) -> Sample {
        let branching = branching as usize;
        let depth = depth as usize;
        let key = Rng::new(seed).next_u64() as u32;
        let mut sizes = vec![1u64];
        for height in 1..=depth {
            sizes.push(1 + branching as u64 * sizes[height - 1]);
        }
        let mut sample = Sample {
            branching,
            depth,
            key,
            levels: Vec::with_capacity(depth),
            sizes,
        };
        // From the level above the leaves up to the root, each level
        // folding the one below (or the leaves).
        for level in (0..depth).rev() {
            let below = sample.levels.last();
            let values: Vec<f64> = (0..branching.pow(level as u32))
                .map(|index| {
                    let children = (index * branching..(index + 1) * branching)
                        .map(|at| below.map_or_else(|| sample.leaf(at), |below| below[at]));
                    if maximising(level) {
                        children.fold(f64::NEG_INFINITY, larger)
                    } else {
                        children.fold(f64::INFINITY, smaller)
                    }
                })
                .collect();
            sample.levels.push(values);
        }
        sample.levels.reverse();
        sample
    }

    /// Leaf number `index`, left to right: a bijection of the index (an
    /// xor with the key, then the "lowbias32" hash of Chris Wellons, whose
    /// xor-shifts and odd multiplications each undo), so no two leaves of
    /// a sample are equal.
    #[inline]
    fn leaf(&self, index: usize) -> f64 {
        let mut bits = index as u32 ^ self.key;
        bits ^= bits >> 16;
        bits = bits.wrapping_mul(0x7feb_352d);
        bits ^= bits >> 15;
        bits = bits.wrapping_mul(0x846c_a68b);
        bits ^= bits >> 16;
        f64::from(bits)
    }

    /// The value of node `index` of `level`: a leaf's number, or an inner
    /// node's minimax value.
    #[inline]
    fn value(&self, level: usize, index: usize) -> f64 {
        if level == self.depth {
            self.leaf(index)
        } else {
            self.levels[level][index]
        }
    }

    /// The leaves alpha-beta (cut on equality, fail-soft, from the window
    /// (−∞, +∞)) reads when every node's children are taken in `order`:
    /// exactly what `search` reads on [`sample_tree`] with that order.
    pub fn leaves_read(&self, order: MoveOrder) -> u64 {
        let sorted = matches!(order, MoveOrder::Best | MoveOrder::Worst);
        let mut leaves = 0;
        // One open node per level: the path from the root to the node searched.
        let mut open: Vec<Open> = Vec::with_capacity(self.depth);
        let mut orders: Vec<Vec<usize>> = vec![Vec::with_capacity(self.branching); self.depth];
        let mut values = Vec::with_capacity(self.branching);
        let mut next = Move::Enter {
            index: 0,
            id: 0,
            window: (f64::NEG_INFINITY, f64::INFINITY),
        };
        loop {
            next = match next {
                Move::Enter { index, id, window } => {
                    let level = open.len();
                    if level == self.depth {
                        leaves += 1;
                        Move::Return(self.leaf(index))
                    } else {
                        let mut node = Open::new(index, id, window, maximising(level));
                        let first = index * self.branching;
                        let children = (first..first + self.branching).map(|at| self.leaf(at));
                        if level + 1 == self.depth && sorted {
                            // Leaves below, best or worst first: no need to sort them.
                            let (read, value) =
                                sorted_leaves(children, &node, order == MoveOrder::Best);
                            leaves += read;
                            Move::Return(value)
                        } else if level + 1 == self.depth {
                            // Leaves below: read them here, the common case by far.
                            let positions = &mut orders[level];
                            self.order_children((level, index, id), order, positions, &mut values);
                            for &position in positions.iter() {
                                leaves += 1;
                                if node.take(self.leaf(first + position)) {
                                    break;
                                }
                            }
                            Move::Return(node.value)
                        } else {
                            let positions = &mut orders[level];
                            self.order_children((level, index, id), order, positions, &mut values);
                            open.push(node);
                            self.enter_child(&open, &orders)
                        }
                    }
                }
                Move::Return(returned) => {
                    let Some(top) = open.last_mut() else {
                        break;
                    };
                    if !top.take(returned) && top.searched < self.branching {
                        self.enter_child(&open, &orders)
                    } else {
                        let done = open.pop().expect("the stack has a top");
                        Move::Return(done.value)
                    }
                }
            };
        }
        leaves
    }

    /// Puts the children of node `index` of `level` (pre-order id `id`) in
    /// `order`, into `positions`; `values` is room for their values.
    fn order_children(
        &self,
        (level, index, id): (usize, usize, u64),
        order: MoveOrder,
        positions: &mut Vec<usize>,
        values: &mut Vec<(f64, usize)>,
    ) {
        positions.clear();
        match order {
            MoveOrder::Drawn => positions.extend(0..self.branching),
            MoveOrder::Random(seed) => {
                shuffle_into(positions, self.branching, seed, NodeId(id as u32));
            }
            MoveOrder::Best | MoveOrder::Worst => {
                let first = index * self.branching;
                values.clear();
                values.extend(
                    (0..self.branching)
                        .map(|position| (self.value(level + 1, first + position), position)),
                );
                // All values differ, so sorting needs no tie rule: MAX wants
                // the largest first, MIN the smallest, worst first the reverse.
                sort_small(values, maximising(level) == (order == MoveOrder::Best));
                positions.extend(values.iter().map(|&(_, position)| position));
            }
        }
    }

    /// The move into the next child of the deepest open node.
    #[inline]
    fn enter_child(&self, open: &[Open], orders: &[Vec<usize>]) -> Move {
        let level = open.len() - 1;
        let top = &open[level];
        let position = orders[level][top.searched];
        Move::Enter {
            index: top.index * self.branching + position,
            id: top.id + 1 + position as u64 * self.sizes[self.depth - level - 1],
            window: (top.alpha, top.beta),
        }
    }
}

/// An inner node while its children are searched.
struct Open {
    index: usize,
    id: u64,
    alpha: f64,
    beta: f64,
    value: f64,
    maximising: bool,
    searched: usize,
}

impl Open {
    /// A node entered with `window`, before any child.
    fn new(index: usize, id: u64, (alpha, beta): (f64, f64), maximising: bool) -> Open {
        Open {
            index,
            id,
            alpha,
            beta,
            value: if maximising {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            },
            maximising,
            searched: 0,
        }
    }

    /// Takes in the next child's value as alpha-beta does; whether the
    /// cut test fires.
    #[inline]
    fn take(&mut self, returned: f64) -> bool {
        self.searched += 1;
        if self.maximising {
            self.value = larger(self.value, returned);
            self.alpha = larger(self.alpha, self.value);
            self.value >= self.beta
        } else {
            self.value = smaller(self.value, returned);
            self.beta = smaller(self.beta, self.value);
            self.value <= self.alpha
        }
    }
}

/// The search's next move: into a node, or back up with a value.
enum Move {
    Enter {
        index: usize,
        id: u64,
        window: (f64, f64),
    },
    Return(f64),
}

/// What alpha-beta reads and returns at `node`, a node entered but not yet
/// searched whose children are the leaves `children`, all different,
/// taken best first (`best`) or worst first: worked out from the largest
/// and smallest leaf and the leaves that reach the far bound, without
/// sorting them.
///
/// Best first, the first leaf already gives v, which the others never
/// change: one leaf when it reaches the far bound, else all of them.
/// Worst first, v moves through every leaf in turn, and the cut comes at
/// the first leaf that reaches the bound, after all those short of it.
fn sorted_leaves(children: impl Iterator<Item = f64>, node: &Open, best: bool) -> (u64, f64) {
    let (maximising, alpha, beta) = (node.maximising, node.alpha, node.beta);
    let (mut count, mut short) = (0u64, 0u64);
    let (mut largest, mut smallest) = (f64::NEG_INFINITY, f64::INFINITY);
    // The leaf nearest the bound among those that reach it.
    let mut nearest: Option<f64> = None;
    for value in children {
        count += 1;
        largest = larger(largest, value);
        smallest = smaller(smallest, value);
        let reaches = if maximising {
            value >= beta
        } else {
            value <= alpha
        };
        if reaches {
            nearest = Some(match nearest {
                Some(near) if maximising => smaller(near, value),
                Some(near) => larger(near, value),
                None => value,
            });
        } else {
            short += 1;
        }
    }
    let first = if maximising { largest } else { smallest };
    match (best, nearest) {
        (true, Some(_)) => (1, first),
        (_, None) => (count, first),
        (false, Some(near)) => (short + 1, near),
    }
}

/// Sorts a few (value, position) pairs by value by insertion, which beats
/// a general sort on the handful of children a node has.
fn sort_small(values: &mut [(f64, usize)], descending: bool) {
    for next in 1..values.len() {
        let mut at = next;
        while at > 0 && (values[at - 1].0 < values[at].0) == descending {
            values.swap(at - 1, at);
            at -= 1;
        }
    }
}

/// The larger of two values that are never NaN (a plain comparison,
/// cheaper than `f64::max`, which must look for NaN).
fn larger(a: f64, b: f64) -> f64 {
    if b > a {
        b
    } else {
        a
    }
}

/// The smaller of two values that are never NaN.
fn smaller(a: f64, b: f64) -> f64 {
    if b < a {
        b
    } else {
        a
    }
}

/// MAX moves at the root and every second level below it.
fn maximising(level: usize) -> bool {
    level % 2 == 0
}

/// The sample as a `Tree`, numbered in pre-order as the notation would
/// number it, MAX at the root: for tests that check [`Sample::leaves_read`]
/// against the search itself.
pub fn sample_tree(sample: &Sample) -> Tree {
    let mut nodes: Vec<Node> = Vec::new();
    // (level, index among its level, the parent's place in `nodes`)
    let mut stack: Vec<(usize, usize, Option<usize>)> = vec![(0, 0, None)];
    while let Some((level, index, parent)) = stack.pop() {
        let id = nodes.len();
        if let Some(parent) = parent {
            nodes[parent].children.push(NodeId(id as u32));
        }
        let leaf = level == sample.depth;
        nodes.push(Node {
            value: leaf.then(|| Value::Number(sample.leaf(index))),
            ..Node::default()
        });
        if !leaf {
            for child in (0..sample.branching).rev() {
                stack.push((level + 1, index * sample.branching + child, Some(id)));
            }
        }
    }
    Tree::new(Player::Max, nodes).expect("a uniform tree is well formed")
}
