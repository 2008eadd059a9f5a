//! The tree itself: an arena of nodes with the player to move, the depth,
//! the parent and the place of every node derived once, and what can be
//! read off it. Only `Tree::new` (`check.rs`) makes one.

use super::node::{Node, NodeId};
use super::player::{Game, NodeKind, Player};

/// A game tree. It can only be built through [`Tree::new`], which checks it,
/// so every `Tree` is well formed and every search of it succeeds.
#[derive(Clone, Debug, PartialEq)]
pub struct Tree {
    pub(super) game: Game,
    pub(super) nodes: Vec<Node>,
    /// The player who moves at each node, or who would move there for a
    /// chance node (its children belong to that player).
    pub(super) movers: Vec<Player>,
    /// The depth of each node: edges from the root, chance levels included.
    pub(super) depths: Vec<u32>,
    pub(super) parents: Vec<Option<NodeId>>,
    /// Each node's position among its parent's children (0 for the root):
    /// kept, so that a node with 100,000 children is not scanned for each.
    pub(super) positions: Vec<u32>,
    /// The nodes of each node's subtree, itself included: kept, so that a
    /// drawing counts what a fold hides without walking a game's subtree
    /// of half a million nodes.
    pub(super) sizes: Vec<u32>,
    /// Whether MAX's and MIN's nodes are OR and AND nodes (see [`Tree::is_and_or`]).
    pub(super) and_or: bool,
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

    /// The nodes of `id`'s subtree, `id` included.
    pub fn subtree_size(&self, id: NodeId) -> usize {
        self.sizes[id.index()] as usize
    }
}
