//! One node as written, what the notation and the JSON form carry: its
//! name, its value, the probability on its edge and its children, each
//! child named by its index in the tree's arena.

/// A node's index in its tree's arena. The root is always index 0, and
/// every child has a larger index than its parent. The index is read with
/// [`NodeId::index`] and made with [`NodeId::new`], so that a node named by
/// a number is named so on purpose (building a tree's nodes, a test).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub(crate) u32);

impl NodeId {
    /// The root of every tree.
    pub const ROOT: NodeId = NodeId(0);

    /// The node at arena index `index`.
    pub const fn new(index: u32) -> NodeId {
        NodeId(index)
    }

    /// The arena index, for tables indexed by node.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A leaf's utility or an inner node's static evaluation.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// One number, from MAX's point of view (two-player trees).
    Number(f64),
    /// One number per player (max^n trees), player 1 first.
    Tuple(Box<[f64]>),
}

/// The probability written on the edge into a child of a chance node. The
/// form it was written in is kept, so that `1/6` prints back as `1/6`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Probability {
    /// Written as a fraction of two natural numbers, such as `1/36`.
    Fraction {
        /// The number above the bar.
        numerator: u32,
        /// The number below the bar, never 0.
        denominator: u32,
    },
    /// Written as a decimal number, such as `0.5`.
    Decimal(f64),
}

impl Probability {
    /// The probability as a number between 0 and 1.
    pub fn value(self) -> f64 {
        match self {
            Probability::Fraction {
                numerator,
                denominator,
            } => f64::from(numerator) / f64::from(denominator),
            Probability::Decimal(value) => value,
        }
    }
}

/// One node as written: what the notation and the JSON form carry.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Node {
    /// The node's name, such as `B`; `None` when unlabelled.
    pub label: Option<Box<str>>,
    /// A leaf's utility, or an inner node's static evaluation.
    pub value: Option<Value>,
    /// The probability on the edge from the parent, when the parent is a
    /// chance node.
    pub probability: Option<Probability>,
    /// The children in move order (left to right).
    pub children: Vec<NodeId>,
}

impl Node {
    /// Whether the game ends here.
    pub fn is_leaf(&self) -> bool {
        self.children.is_empty()
    }
}
