//! The game tree: an arena of nodes addressed by `NodeId`, with the player to
//! move at every node derived once, so that searches and drawings never guess.
//!
//! This file holds the arena and what can be read off it; `Tree::new` and
//! its checks are in `check.rs`, their messages in `problem.rs`, the names
//! of nodes in `names.rs`, and the pre-order rebuild that edits and imports
//! share in `preorder.rs`.

mod check;
mod grain;
mod names;
mod preorder;
mod problem;

pub(crate) use preorder::{rebuild_in_preorder, starting_player};
pub use problem::{Problem, TreeError};

/// How many nodes a tree may have. Past this a tree is refused with a clear
/// message rather than exhausting memory (a browser tab has about 4 GiB).
pub const MAX_NODES: usize = 4_000_000;

/// How many players a max^n tree may have (one tuple entry each).
pub const MAX_PLAYERS: usize = 16;

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

/// The player to move at a decision node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// Maximises the value (two-player trees).
    Max,
    /// Minimises the value (two-player trees).
    Min,
    /// Player k of a max^n tree, counted from 1 as the slides do; maximises
    /// entry k of the tuples.
    Numbered(u8),
}

/// What a node is, for searching and for drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NodeKind {
    /// A decision (or terminal) node where this player moves.
    Decision(Player),
    /// A chance node: its children carry probabilities and it takes no turn.
    Chance,
}

/// Whether the tree is a two-player zero-sum game or a max^n game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    /// MAX and MIN alternate; `root` moves first.
    TwoPlayer {
        /// Who moves at the root: `Max` or `Min`.
        root: Player,
    },
    /// `players` players take turns 1, 2, …, n, 1, …; values are tuples.
    MaxN {
        /// The number of players, the length of every tuple (at least 2).
        players: u8,
    },
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

/// A game tree. It can only be built through [`Tree::new`], which checks it,
/// so every `Tree` is well formed and every search of it succeeds.
#[derive(Clone, Debug, PartialEq)]
pub struct Tree {
    game: Game,
    nodes: Vec<Node>,
    /// The player who moves at each node, or who would move there for a
    /// chance node (its children belong to that player).
    movers: Vec<Player>,
    /// The depth of each node: edges from the root, chance levels included.
    depths: Vec<u32>,
    parents: Vec<Option<NodeId>>,
    /// Each node's position among its parent's children (0 for the root):
    /// kept, so that a node with 100,000 children is not scanned for each.
    positions: Vec<u32>,
    /// Whether MAX's and MIN's nodes are OR and AND nodes (see [`Tree::is_and_or`]).
    and_or: bool,
}

impl Tree {
    /// Whether the tree is an AND-OR tree, as the word `or` or `and` that
    /// starts it says: OR nodes are MAX's (one child must succeed) and AND
    /// nodes are MIN's (every child must succeed), so every search of
    /// MAX and MIN searches it too; only the names differ.
    pub fn is_and_or(&self) -> bool {
        self.and_or
    }

    /// The same tree with its players named OR and AND when `and_or` is
    /// set, MAX and MIN otherwise. A max^n tree has no such names and
    /// stays as it is.
    pub fn with_and_or(mut self, and_or: bool) -> Tree {
        self.and_or = and_or && matches!(self.game, Game::TwoPlayer { .. });
        self
    }

    /// `tree` rebuilt from edited nodes, its players named as `self` names
    /// them: what every edit, import and reordering hands back.
    pub(crate) fn named_like(&self, tree: Tree) -> Tree {
        tree.with_and_or(self.and_or)
    }

    /// Two-player or max^n, and who starts.
    pub fn game(&self) -> Game {
        self.game
    }

    /// The number of players: 2 for a two-player tree, n for max^n.
    pub fn players(&self) -> usize {
        match self.game {
            Game::TwoPlayer { .. } => 2,
            Game::MaxN { players } => usize::from(players),
        }
    }

    /// Who moves first.
    pub fn root_player(&self) -> Player {
        self.movers[0]
    }

    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Always false: a tree has at least its root. Here for clippy's sake.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The node with this id.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    /// All nodes, indexed by `NodeId::index`.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// The ids of all nodes, root first, each child after its parent.
    pub fn ids(&self) -> impl DoubleEndedIterator<Item = NodeId> + ExactSizeIterator {
        (0..self.nodes.len() as u32).map(NodeId)
    }

    /// The children of `id`, left to right.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        &self.nodes[id.index()].children
    }

    /// The parent of `id`; `None` for the root.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.parents[id.index()]
    }

    /// Edges from the root to `id`, chance levels included.
    pub fn depth(&self, id: NodeId) -> u32 {
        self.depths[id.index()]
    }

    /// The depth of the deepest node: 0 for a lone leaf.
    pub fn height(&self) -> u32 {
        self.depths.iter().copied().max().unwrap_or(0)
    }

    /// Whether `id` is a chance node.
    pub fn is_chance(&self, id: NodeId) -> bool {
        self.nodes[id.index()]
            .children
            .first()
            .is_some_and(|c| self.nodes[c.index()].probability.is_some())
    }

    /// What `id` is: a chance node, or a decision node of some player.
    pub fn kind(&self, id: NodeId) -> NodeKind {
        if self.is_chance(id) {
            NodeKind::Chance
        } else {
            NodeKind::Decision(self.movers[id.index()])
        }
    }

    /// The player who moves at `id`, or would move there were it not a
    /// chance node (its children then belong to this player).
    pub fn mover(&self, id: NodeId) -> Player {
        self.movers[id.index()]
    }

    /// The position of `id` among its parent's children (0 for the root).
    pub fn child_index(&self, id: NodeId) -> usize {
        self.positions[id.index()] as usize
    }
}
