//! Grundy's game: split a pile into two unequal piles; who cannot move
//! loses. The lecture's Nim example is its tree from 7 sticks.

use super::{too_large, GameError};
use crate::lang::Message;
use crate::tree::{Node, NodeId, Player, Tree, Value, MAX_NODES};
use std::collections::HashMap;

/// The full game tree of Grundy's game from one pile of `sticks`, MAX to
/// move first. Leaves are +1 when MAX wins (MIN cannot move) and -1 when MIN
/// wins. Nodes are labelled with their piles, largest first: `p4_2_1`.
pub fn grundy(sticks: u32) -> Result<Tree, GameError> {
    let Some(size) = tree_size(sticks) else {
        let what = Message::new("games.what.grundy").number("sticks", sticks as f64);
        return Err(too_large(what));
    };
    let mut nodes: Vec<Node> = Vec::with_capacity(size);
    // Pre-order with an explicit stack, leftmost move on top: (parent,
    // piles, whether MAX moves there).
    let mut stack: Vec<(Option<NodeId>, Vec<u32>, bool)> = vec![(None, vec![sticks], true)];
    while let Some((parent, piles, max_to_move)) = stack.pop() {
        let id = NodeId(nodes.len() as u32);
        if let Some(parent) = parent {
            nodes[parent.index()].children.push(id);
        }
        let moves = splits(&piles);
        let max_wins = !max_to_move;
        nodes.push(Node {
            label: Some(label(&piles).into()),
            value: moves
                .is_empty()
                .then(|| Value::Number(if max_wins { 1.0 } else { -1.0 })),
            ..Node::default()
        });
        for piles in moves.into_iter().rev() {
            stack.push((Some(id), piles, !max_to_move));
        }
    }
    Ok(Tree::new(Player::Max, nodes).expect("a game tree is well formed"))
}

/// How many nodes the tree from one pile of `sticks` has, or `None` past
/// [`MAX_NODES`], counted before any node is built. The tree from n sticks
/// holds the tree from n − 1 (under the move that splits off one stick,
/// which never moves again), so the sizes grow with the pile and the count
/// stops at the first pile past the limit, whatever `sticks` is (the
/// limit falls at 18 sticks).
fn tree_size(sticks: u32) -> Option<usize> {
    let mut sizes: HashMap<Vec<u32>, usize> = HashMap::new();
    let mut size = 1;
    for pile in 1..=sticks {
        size = subtree_size(vec![pile], &mut sizes)?;
    }
    Some(size)
}

/// The nodes under and at `piles`, remembered by position, or `None` past
/// [`MAX_NODES`].
fn subtree_size(piles: Vec<u32>, sizes: &mut HashMap<Vec<u32>, usize>) -> Option<usize> {
    if let Some(&size) = sizes.get(&piles) {
        return Some(size);
    }
    let mut size = 1;
    for next in splits(&piles) {
        size += subtree_size(next, sizes)?;
        if size > MAX_NODES {
            return None;
        }
    }
    sizes.insert(piles, size);
    Some(size)
}

/// The label of a position: its piles, largest first (`p4_2_1`).
fn label(piles: &[u32]) -> String {
    let names: Vec<String> = piles.iter().map(u32::to_string).collect();
    format!("p{}", names.join("_"))
}

/// The piles a label such as `p4_2_1` names.
pub fn piles(label: &str) -> Option<Vec<u32>> {
    label
        .strip_prefix('p')?
        .split('_')
        .map(|pile| pile.parse().ok())
        .collect()
}

/// Every position one move away, each with its piles largest first, in a
/// fixed order and without repeats.
fn splits(piles: &[u32]) -> Vec<Vec<u32>> {
    let mut positions: Vec<Vec<u32>> = Vec::new();
    for (index, &pile) in piles.iter().enumerate() {
        for smaller in 1..pile.div_ceil(2) {
            let mut next: Vec<u32> = piles.to_vec();
            next[index] = pile - smaller;
            next.push(smaller);
            next.sort_unstable_by(|a, b| b.cmp(a));
            if !positions.contains(&next) {
                positions.push(next);
            }
        }
    }
    positions
}
