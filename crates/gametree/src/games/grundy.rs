//! Grundy's game: split a pile into two unequal piles; who cannot move
//! loses. The lecture's Nim example is its tree from 7 sticks.

use super::error::{too_large, GameError};
use crate::lang::Message;
use crate::tree::{Node, NodeId, Player, Tree, Value};

/// The nodes of the tree from 0, 1, … 17 sticks, as a test counts them. The
/// tree from n sticks holds the tree from n − 1 (under the move that splits
/// off one stick, which never moves again), so the sizes grow with the pile,
/// and 18 sticks already give more than [`crate::tree::MAX_NODES`]: a pile is refused by
/// this table, at once, before any node is built.
pub const SIZES: [usize; 18] = [
    1, 1, 1, 2, 3, 6, 10, 24, 52, 145, 364, 1_139, 3_404, 11_647, 37_928, 144_036, 521_441,
    2_115_296,
];

/// The full game tree of Grundy's game from one pile of `sticks`, MAX to
/// move first, when it has at most `most` nodes. Leaves are +1 when MAX wins (MIN cannot move) and -1 when MIN
/// wins. Nodes are labelled with their piles, largest first: `p4_2_1`.
pub fn grundy(sticks: u32, most: usize) -> Result<Tree, GameError> {
    let size = SIZES.get(sticks as usize).copied().unwrap_or(usize::MAX);
    if size > most {
        let what = Message::new("games.what.grundy").number("sticks", sticks as f64);
        return Err(too_large(what, most));
    }
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
            label: Some(label(&piles)),
            children: Vec::with_capacity(moves.len()),
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

/// The label of a position: its piles, largest first (`p4_2_1`), written
/// into one string digit by digit (the half million labels of 16 sticks
/// took most of the tree's building when each pile was a string of its
/// own, and a third of it through `write!`).
fn label(piles: &[u32]) -> Box<str> {
    let mut label = String::with_capacity(1 + 3 * piles.len());
    label.push('p');
    for (index, &pile) in piles.iter().enumerate() {
        if index > 0 {
            label.push('_');
        }
        push_decimal(&mut label, pile);
    }
    label.into_boxed_str()
}

/// Writes `number` in decimal digits at the end of `text`.
fn push_decimal(text: &mut String, number: u32) {
    if number >= 10 {
        push_decimal(text, number / 10);
    }
    text.push(char::from_digit(number % 10, 10).expect("a remainder of 10 is a digit"));
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
