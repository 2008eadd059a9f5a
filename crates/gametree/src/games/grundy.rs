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
    let positions = Positions::from(sticks);
    let mut nodes: Vec<Node> = Vec::with_capacity(size);
    // Pre-order with an explicit stack, leftmost move on top: (parent,
    // position, whether MAX moves there).
    let mut stack: Vec<(Option<NodeId>, usize, bool)> = vec![(None, 0, true)];
    while let Some((parent, at, max_to_move)) = stack.pop() {
        let id = NodeId(nodes.len() as u32);
        if let Some(parent) = parent {
            nodes[parent.index()].children.push(id);
        }
        let position = &positions.0[at];
        let max_wins = !max_to_move;
        nodes.push(Node {
            label: Some(position.label.clone()),
            children: Vec::with_capacity(position.moves.len()),
            value: (position.moves.is_empty())
                .then(|| Value::Number(if max_wins { 1.0 } else { -1.0 })),
            ..Node::default()
        });
        for &next in position.moves.iter().rev() {
            stack.push((Some(id), next, !max_to_move));
        }
    }
    Ok(Tree::new(Player::Max, nodes).expect("a game tree is well formed"))
}

/// The distinct positions reachable from one pile, each with its label
/// and its moves worked out once: 16 sticks give 521,441 nodes but only
/// 231 positions, and working out each node's moves and label anew took
/// most of the tree's building.
struct Positions(Vec<Position>);

/// A position's label and the positions one move away (indices into
/// [`Positions`]), in the order [`splits`] gives.
struct Position {
    label: Box<str>,
    moves: Vec<usize>,
}

impl Positions {
    /// The positions reachable from one pile of `sticks`, that pile first.
    fn from(sticks: u32) -> Positions {
        // A few hundred positions at most: found by a look along them.
        let mut found: Vec<Vec<u32>> = vec![vec![sticks]];
        let mut positions = Vec::new();
        while positions.len() < found.len() {
            let piles = found[positions.len()].clone();
            let moves = (splits(&piles).into_iter())
                .map(|next| match found.iter().position(|known| *known == next) {
                    Some(known) => known,
                    None => {
                        found.push(next);
                        found.len() - 1
                    }
                })
                .collect();
            positions.push(Position {
                label: label(&piles),
                moves,
            });
        }
        Positions(positions)
    }
}

/// The label of a position: its piles, largest first (`p4_2_1`), written
/// into one string digit by digit.
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
