//! Grundy's game: split a pile into two unequal piles; who cannot move
//! loses. The lecture's Nim example is its tree from 7 sticks.

use crate::tree::{Node, NodeId, Player, Tree, Value};

/// The full game tree of Grundy's game from one pile of `sticks`, MAX to
/// move first. Leaves are +1 when MAX wins (MIN cannot move) and -1 when MIN
/// wins. Nodes are labelled with their piles, largest first: `p4_2_1`.
pub fn grundy(sticks: u32) -> Tree {
    let mut nodes = vec![node_for(&[sticks])];
    // Pre-order with an explicit stack: (node, piles, whether MAX moves there).
    let mut stack = vec![(NodeId::ROOT, vec![sticks], true)];
    while let Some((id, piles, max_to_move)) = stack.pop() {
        let moves = splits(&piles);
        if moves.is_empty() {
            let max_wins = !max_to_move;
            nodes[id.index()].value = Some(Value::Number(if max_wins { 1.0 } else { -1.0 }));
            continue;
        }
        let mut children = Vec::with_capacity(moves.len());
        for piles in moves {
            let child = NodeId(nodes.len() as u32);
            nodes.push(node_for(&piles));
            children.push((child, piles));
        }
        nodes[id.index()].children = children.iter().map(|(child, _)| *child).collect();
        // Reversed, so that the leftmost child is expanded first and ids stay in pre-order.
        for (child, piles) in children.into_iter().rev() {
            stack.push((child, piles, !max_to_move));
        }
    }
    Tree::new(Player::Max, nodes).expect("a game tree is well formed")
}

fn node_for(piles: &[u32]) -> Node {
    let names: Vec<String> = piles.iter().map(u32::to_string).collect();
    Node {
        label: Some(format!("p{}", names.join("_")).into()),
        ..Node::default()
    }
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
