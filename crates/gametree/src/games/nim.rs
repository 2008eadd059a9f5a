//! Nim with one heap: a move takes 1 to K tokens; whoever takes the last
//! token wins (loses, in misère play). The player to move loses exactly
//! when the heap is a multiple of K + 1 (misère: when it is one more than
//! a multiple), which the tests check against the tree's minimax value.

use super::error::{too_large, GameError};
use crate::lang::Message;
use crate::tree::{Node, NodeId, Player, Tree, Value};

/// The game tree of Nim from one heap of `heap` tokens, taking 1 to `take`
/// a move, MAX to move first, when it has at most `most` nodes; nodes are labelled with the move (`take2`).
/// Leaves (an empty heap) are +1 when MAX wins and -1 when MIN wins.
pub fn nim(heap: u32, take: u32, misere: bool, most: usize) -> Result<Tree, GameError> {
    if take == 0 {
        return Err(GameError::new(Message::new("games.nim-take")));
    }
    let Some(size) = tree_size(heap, take, most) else {
        let what = Message::new("games.what.nim").number("heap", heap as f64);
        return Err(too_large(what, most));
    };
    let mut nodes: Vec<Node> = Vec::with_capacity(size);
    // Pre-order with an explicit stack, leftmost move on top: (parent,
    // tokens taken, tokens left, whether MAX moves there).
    let mut stack: Vec<(Option<NodeId>, u32, u32, bool)> = vec![(None, 0, heap, true)];
    while let Some((parent, taken, left, max_to_move)) = stack.pop() {
        let id = NodeId(nodes.len() as u32);
        if let Some(parent) = parent {
            nodes[parent.index()].children.push(id);
        }
        // At an empty heap the player to move took nothing last: the other
        // player took the last token and wins, or loses in misère play.
        let value = (left == 0).then(|| {
            let max_wins = max_to_move == misere;
            Value::Number(if max_wins { 1.0 } else { -1.0 })
        });
        nodes.push(Node {
            label: parent.map(|_| format!("take{taken}").into()),
            value,
            ..Node::default()
        });
        for tokens in (1..=take.min(left)).rev() {
            stack.push((Some(id), tokens, left - tokens, !max_to_move));
        }
    }
    Ok(Tree::new(Player::Max, nodes).expect("a game tree is well formed"))
}

/// Whether the player to move wins Nim from `heap` tokens, taking 1 to
/// `take`: the rule the tree's values follow.
pub fn mover_wins(heap: u32, take: u32, misere: bool) -> bool {
    if misere {
        heap % (take + 1) != 1
    } else {
        heap % (take + 1) != 0
    }
}

/// How many nodes the tree from `heap` has (1 + the trees of every move),
/// or `None` past `most`. A heap's tree holds the tree of one token fewer,
/// so the sizes grow with the heap and the count stops at the first heap
/// past the limit: at most `most` steps, whatever the heap.
fn tree_size(heap: u32, take: u32, most: usize) -> Option<usize> {
    let mut sizes: Vec<usize> = Vec::new();
    for tokens in 0..=heap as usize {
        let below: usize = sizes[tokens.saturating_sub(take as usize)..tokens]
            .iter()
            .sum();
        let size = below + 1;
        if size > most {
            return None;
        }
        sizes.push(size);
    }
    sizes.last().copied()
}
