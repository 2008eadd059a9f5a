//! Uniform random trees for the ordering table, searched without building
//! them: every inner node has `branching` children, every leaf lies at
//! `depth`, and leaf number j (left to right) is worth a bijective hash of
//! j, so the leaves are integers and all different. Only the inner nodes'
//! minimax values are kept, level by level; a search counts the leaves
//! alpha-beta reads under an order without writing a trace, which is what
//! makes a table of thousands of trees fast enough for a chart.
//!
//! [`sample_tree`] builds the same tree as a `Tree`, so that tests can
//! check the count against the real search, step for step.

use super::shuffle;
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
        // From the level above the leaves up to the root.
        let mut below: Vec<f64> = Vec::new();
        for level in (0..depth).rev() {
            let count = branching.pow(level as u32);
            let values: Vec<f64> = (0..count)
                .map(|index| {
                    let children = (0..branching).map(|child| {
                        let at = index * branching + child;
                        if level + 1 == depth {
                            sample.leaf(at)
                        } else {
                            below[at]
                        }
                    });
                    if maximising(level) {
                        children.fold(f64::NEG_INFINITY, f64::max)
                    } else {
                        children.fold(f64::INFINITY, f64::min)
                    }
                })
                .collect();
            sample.levels.push(values.clone());
            below = values;
        }
        sample.levels.reverse();
        sample
    }

    /// Leaf number `index`, left to right: a bijection of the index (an
    /// xor with the key, then the "lowbias32" hash of Chris Wellons, whose
    /// xor-shifts and odd multiplications each undo), so no two leaves of
    /// a sample are equal.
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
        let mut leaves = 0;
        // One open node per level: the path from the root to the node searched.
        let mut open: Vec<Open> = Vec::with_capacity(self.depth);
        let mut orders: Vec<Vec<usize>> = vec![Vec::with_capacity(self.branching); self.depth];
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
                        self.order_children(level, index, id, order, &mut orders[level]);
                        let maximising = maximising(level);
                        open.push(Open {
                            index,
                            id,
                            alpha: window.0,
                            beta: window.1,
                            value: if maximising {
                                f64::NEG_INFINITY
                            } else {
                                f64::INFINITY
                            },
                            maximising,
                            searched: 0,
                        });
                        self.enter_child(&open, &orders)
                    }
                }
                Move::Return(returned) => {
                    let Some(top) = open.last_mut() else {
                        break;
                    };
                    top.searched += 1;
                    let cut = if top.maximising {
                        top.value = top.value.max(returned);
                        top.alpha = top.alpha.max(top.value);
                        top.value >= top.beta
                    } else {
                        top.value = top.value.min(returned);
                        top.beta = top.beta.min(top.value);
                        top.value <= top.alpha
                    };
                    if !cut && top.searched < self.branching {
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
    /// `order`, into `positions`.
    fn order_children(
        &self,
        level: usize,
        index: usize,
        id: u64,
        order: MoveOrder,
        positions: &mut Vec<usize>,
    ) {
        positions.clear();
        match order {
            MoveOrder::Random(seed) => {
                positions.extend(shuffle(self.branching, seed, NodeId(id as u32)));
            }
            _ => positions.extend(0..self.branching),
        }
        let first = index * self.branching;
        let value = |position: &usize| self.value(level + 1, first + position);
        // All values differ, so sorting needs no tie rule.
        let best = |a: &usize, b: &usize| {
            let ascending = value(a).total_cmp(&value(b));
            if maximising(level) {
                ascending.reverse()
            } else {
                ascending
            }
        };
        match order {
            MoveOrder::Best => positions.sort_by(best),
            MoveOrder::Worst => positions.sort_by(|a, b| best(a, b).reverse()),
            MoveOrder::Drawn | MoveOrder::Random(_) => {}
        }
    }

    /// The move into the next child of the deepest open node.
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

/// The search's next move: into a node, or back up with a value.
enum Move {
    Enter {
        index: usize,
        id: u64,
        window: (f64, f64),
    },
    Return(f64),
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
