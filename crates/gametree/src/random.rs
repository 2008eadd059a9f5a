//! Random game trees for exercises, shared by `gametree random` and the app:
//! a seed names a tree, the same tree in every version of this crate.

use std::fmt;
use std::ops::RangeInclusive;

use crate::lang::{english, Message};
use crate::tree::{Node, NodeId, Player, Tree, Value};

/// A small random number generator, SplitMix64 (Steele, Lea and Flood, 2014).
/// It is written out here on purpose rather than taken from a crate: a seed
/// written on an exercise sheet must give the same tree forever, whatever a
/// dependency changes in a new version.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator whose whole sequence is fixed by `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut bits = self.state;
        bits = (bits ^ (bits >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        bits = (bits ^ (bits >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        bits ^ (bits >> 31)
    }

    /// A uniform number in `0..bound`, exactly unbiased (Lemire's multiply
    /// and reject). Panics when `bound` is 0, which has no such number.
    pub fn below(&mut self, bound: u64) -> u64 {
        assert!(bound > 0, "Rng::below needs a positive bound");
        // The high half of bits × bound is uniform in 0..bound once the few
        // low halves that would favour some results are rejected.
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(bound);
            if product as u64 >= threshold {
                return (product >> 64) as u64;
            }
        }
    }

    /// A uniform number in `low..=high`, exactly unbiased. Panics when
    /// `low > high`, an empty range.
    pub fn range_inclusive(&mut self, low: i64, high: i64) -> i64 {
        assert!(low <= high, "Rng::range_inclusive needs low <= high");
        let span = high.abs_diff(low);
        let offset = match span.checked_add(1) {
            Some(count) => self.below(count),
            // The whole of i64: every 64-bit pattern is one value.
            None => self.next_u64(),
        };
        low.wrapping_add_unsigned(offset)
    }
}

/// The largest leaf value magnitude: 2^53, past which an `f64` (the type of
/// [`Value::Number`]) no longer holds every integer.
pub const MAX_VALUE_MAGNITUDE: i64 = 1 << 53;

/// What random tree to make: the same spec always gives the same tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomSpec {
    /// How many children each inner node has, drawn uniformly per node;
    /// `b..=b` for a uniform tree.
    pub branching: RangeInclusive<u32>,
    /// The depth of every leaf; 0 gives a single leaf.
    pub depth: u32,
    /// The smallest leaf value.
    pub min: i64,
    /// The largest leaf value.
    pub max: i64,
    /// Fixes every random choice.
    pub seed: u64,
}

/// Why a [`RandomSpec`] cannot be made into a tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RandomError {
    /// `min` is greater than `max`.
    EmptyValueRange {
        /// The smallest value asked for.
        min: i64,
        /// The largest value asked for.
        max: i64,
    },
    /// `min` or `max` lies beyond ±[`MAX_VALUE_MAGNITUDE`].
    ValueTooLarge,
    /// The branching range has no numbers in it, such as `3..=2`.
    EmptyBranching {
        /// The fewest children asked for.
        low: u32,
        /// The most children asked for.
        high: u32,
    },
    /// Inner nodes might get no children, so some leaves would not lie at
    /// `depth`.
    NoChildren {
        /// The depth asked for, above 0.
        depth: u32,
    },
    /// With the most children per node the tree could have more nodes
    /// than it may. Checked for the largest branching, so that whether a
    /// spec is refused never depends on its seed.
    TooLarge {
        /// The most children per node asked for.
        branching: u32,
        /// The depth asked for.
        depth: u32,
        /// The most nodes the tree may have.
        most: usize,
    },
}

impl std::error::Error for RandomError {}

impl RandomError {
    /// What is wrong, to be said in the reader's language.
    pub fn said(&self) -> Message {
        match *self {
            // Written as typed, with an ASCII minus, as the values are entered.
            RandomError::EmptyValueRange { min, max } => Message::new("random.empty-values")
                .ltr("min", min.to_string())
                .ltr("max", max.to_string()),
            RandomError::ValueTooLarge => {
                Message::new("random.value-too-large").number("most", MAX_VALUE_MAGNITUDE as f64)
            }
            RandomError::EmptyBranching { low, high } => Message::new("random.empty-branching")
                .number("low", f64::from(low))
                .number("high", f64::from(high)),
            RandomError::NoChildren { depth } => {
                Message::new("random.no-children").number("depth", f64::from(depth))
            }
            RandomError::TooLarge {
                branching,
                depth,
                most,
            } => Message::new("random.too-large")
                .number("depth", f64::from(depth))
                .number("branching", f64::from(branching))
                .number("most", most as f64),
        }
    }
}

impl fmt::Display for RandomError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said().say(english()))
    }
}

/// Makes the random two-player tree that `spec` names: MAX at the root,
/// every leaf at depth `spec.depth` with an integer value in
/// `spec.min..=spec.max`, every inner node with a number of children drawn
/// from `spec.branching`.
///
/// The tree is built depth first, left to right: nodes are numbered in
/// pre-order, the order the notation writes them, and each node draws one
/// number when it is created, its count of children if it is inner and its
/// value if it is a leaf. That order is part of what a seed means.
pub fn random_tree(spec: &RandomSpec, most: usize) -> Result<Tree, RandomError> {
    check(spec, most)?;
    // The tree has at least as many nodes as with the fewest children
    // everywhere (exactly as many when the branching is fixed): reserving
    // that much saves copying the arena as it grows.
    let smallest = uniform_size(*spec.branching.start(), spec.depth, most)
        .expect("checked: the fewest children make no more nodes than the most");
    let mut builder = Builder {
        spec,
        rng: Rng::new(spec.seed),
        nodes: Vec::with_capacity(smallest),
        open: Vec::new(),
    };
    builder.add_node();
    while let Some((parent, n_left)) = builder.open.pop() {
        if n_left > 0 {
            builder.open.push((parent, n_left - 1));
            let child = builder.add_node();
            builder.nodes[parent.index()].children.push(child);
        }
    }
    Ok(Tree::new(Player::Max, builder.nodes).expect("a checked spec makes a well-formed tree"))
}

/// A random tree half made, depth first.
struct Builder<'a> {
    spec: &'a RandomSpec,
    rng: Rng,
    nodes: Vec<Node>,
    /// The inner nodes whose children are not all made yet, each with how
    /// many are left: the path from the root down to the next node's parent.
    open: Vec<(NodeId, u32)>,
}

impl Builder<'_> {
    /// Adds the next node in pre-order, one level below the newest open
    /// node, and draws its one number: a value for a leaf, a count of
    /// children for an inner node (which then opens).
    fn add_node(&mut self) -> NodeId {
        let id = NodeId(self.nodes.len() as u32);
        let depth = self.open.len() as u32;
        if depth == self.spec.depth {
            let value = self.rng.range_inclusive(self.spec.min, self.spec.max);
            self.nodes.push(Node {
                value: Some(Value::Number(value as f64)),
                ..Node::default()
            });
        } else {
            let (low, high) = (*self.spec.branching.start(), *self.spec.branching.end());
            let n_children = self.rng.range_inclusive(i64::from(low), i64::from(high)) as u32;
            self.nodes.push(Node {
                children: Vec::with_capacity(n_children as usize),
                ..Node::default()
            });
            self.open.push((id, n_children));
        }
        id
    }
}

/// Refuses the specs that name no tree, or one of more than `most` nodes,
/// before anything is allocated.
fn check(spec: &RandomSpec, most: usize) -> Result<(), RandomError> {
    let (low, high) = (*spec.branching.start(), *spec.branching.end());
    if spec.min > spec.max {
        return Err(RandomError::EmptyValueRange {
            min: spec.min,
            max: spec.max,
        });
    }
    if spec.min < -MAX_VALUE_MAGNITUDE || spec.max > MAX_VALUE_MAGNITUDE {
        return Err(RandomError::ValueTooLarge);
    }
    if low > high {
        return Err(RandomError::EmptyBranching { low, high });
    }
    if low == 0 && spec.depth > 0 {
        return Err(RandomError::NoChildren { depth: spec.depth });
    }
    if uniform_size(high, spec.depth, most).is_none() {
        return Err(RandomError::TooLarge {
            branching: high,
            depth: spec.depth,
            most,
        });
    }
    Ok(())
}

/// The number of nodes of the tree of depth `depth` where every inner node
/// has `branching` children, or `None` past `most`. Counts level by level
/// and stops as soon as the limit is passed, so a chain of depth `u32::MAX`
/// costs at most `most` steps.
fn uniform_size(branching: u32, depth: u32, most: usize) -> Option<usize> {
    let mut level_size: usize = 1;
    let mut total: usize = 1;
    for _ in 0..depth {
        level_size = level_size.saturating_mul(branching as usize);
        total = total.saturating_add(level_size);
        if total > most {
            return None;
        }
    }
    Some(total)
}
