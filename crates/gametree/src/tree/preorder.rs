//! Renumbering a list of nodes in pre-order, the order the notation writes
//! them: the editor's shape changes, the importers and the ordering
//! exercise all hand over nodes in some other order and need the ids that
//! parsing the printed tree would give.

use super::arena::Tree;
use super::node::{Node, NodeId};
use super::player::{Game, Player};
use super::problem::{Problem, TreeError};

/// Renumbers `nodes` in pre-order from node 0, following the children
/// lists, and checks the result with `Tree::new`. Nodes no child list
/// reaches are dropped. Returns the tree and, for every old index, the new
/// id of that node (`None` for the dropped ones). An explicit stack keeps
/// deep trees off the call stack.
pub(crate) fn rebuild_in_preorder(
    root: Player,
    mut nodes: Vec<Node>,
) -> Result<(Tree, Vec<Option<NodeId>>), TreeError> {
    let mut new_ids: Vec<Option<NodeId>> = vec![None; nodes.len()];
    let mut order = Vec::with_capacity(nodes.len());
    let mut stack = vec![0usize];
    while let Some(old) = stack.pop() {
        // A child out of range or reached twice: the lists form no tree.
        if new_ids.get(old) != Some(&None) {
            return Err(TreeError {
                node: NodeId(order.len() as u32),
                problem: Problem::NotATree,
            });
        }
        new_ids[old] = Some(NodeId(order.len() as u32));
        order.push(old);
        stack.extend(nodes[old].children.iter().rev().map(|child| child.index()));
    }
    let mut rebuilt = Vec::with_capacity(order.len());
    for old in order {
        let mut node = std::mem::take(&mut nodes[old]);
        for child in &mut node.children {
            *child = new_ids[child.index()].expect("every child is visited after its parent");
        }
        rebuilt.push(node);
    }
    Tree::new(root, rebuilt).map(|tree| (tree, new_ids))
}

/// The player `Tree::new` needs to build a tree of the same game as `tree`:
/// its first mover in a two-player tree, `Max` for a max^n tree.
pub(crate) fn starting_player(tree: &Tree) -> Player {
    match tree.game() {
        Game::TwoPlayer { root } => root,
        Game::MaxN { .. } => Player::Max,
    }
}
