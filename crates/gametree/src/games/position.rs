//! The position at any node of a tree built from a recipe, found by
//! playing the moves its labels name from the recipe's start: what the
//! board beside the tree draws while the search steps.

use super::board::{Board, Mark};
use super::grundy::piles;
use super::recipe::Recipe;
use super::vacuum::VacuumState;
use crate::tree::{NodeId, Player, Tree, Value};

/// A position of one of the games, as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Position {
    /// A k-in-a-row board (tic-tac-toe, gomoku) and who moves there.
    Board {
        /// The squares.
        board: Board,
        /// Who moves next.
        to_move: Mark,
    },
    /// Heaps of tokens (Nim's one heap, Grundy's piles), largest first for Grundy.
    Heaps {
        /// The tokens of each heap.
        heaps: Vec<u32>,
        /// Whether MAX moves next.
        max_to_move: bool,
    },
    /// A state of the vacuum world, and the action taken there when the
    /// node is an action (an AND node).
    Vacuum {
        /// The state.
        state: VacuumState,
        /// The action, at an AND node.
        action: Option<Box<str>>,
    },
}

/// The position at `node` of `tree`, built by `recipe` (and perhaps edited
/// since: `None` when a label names no move from the position above).
pub fn position_at(recipe: &Recipe, tree: &Tree, node: NodeId) -> Option<Position> {
    let mut path = vec![node];
    while let Some(parent) = tree.parent(*path.last()?) {
        path.push(parent);
    }
    path.reverse();
    let labels = path[1..]
        .iter()
        .map(|&id| tree.node(id).label.as_deref())
        .collect::<Option<Vec<&str>>>()?;
    let max_to_move = tree.mover(node) == Player::Max;
    match recipe {
        Recipe::TicTacToe { position, .. } | Recipe::Lambda { position, .. } => {
            let board = labels
                .iter()
                .try_fold(*position, |board, label| board.play_label(label))?;
            let to_move = match recipe {
                Recipe::Lambda { attacker, .. } if max_to_move => *attacker,
                Recipe::Lambda { attacker, .. } => attacker.other(),
                _ => board.to_move(),
            };
            Some(Position::Board { board, to_move })
        }
        Recipe::Nim { heap, .. } => {
            let taken = labels.iter().try_fold(0u32, |taken, label| {
                let tokens: u32 = label.strip_prefix("take")?.parse().ok()?;
                taken.checked_add(tokens)
            })?;
            Some(Position::Heaps {
                heaps: vec![heap.checked_sub(taken)?],
                max_to_move,
            })
        }
        Recipe::Grundy { .. } => Some(Position::Heaps {
            heaps: piles(tree.node(node).label.as_deref()?)?,
            max_to_move,
        }),
        Recipe::Vacuum { .. } => {
            let (state, action) = if max_to_move {
                (tree.node(node), None)
            } else {
                let parent = tree.parent(node)?;
                (tree.node(parent), tree.node(node).label.clone())
            };
            Some(Position::Vacuum {
                state: VacuumState::parse(state.label.as_deref()?)?,
                action,
            })
        }
    }
}

/// Whether the player to move at each node wins with perfect play, by
/// node index: the minimax value is above 0 where MAX moves, below 0 where
/// MIN moves (a draw is no win). Children come after their parents, so
/// one pass from the last node back works every value out.
pub fn winners(tree: &Tree) -> Vec<bool> {
    let mut values = vec![0.0f64; tree.len()];
    for id in tree.ids().rev() {
        let children = tree.children(id);
        values[id.index()] = match tree.node(id).value {
            Some(Value::Number(value)) if children.is_empty() => value,
            _ => {
                let child_values = children.iter().map(|child| values[child.index()]);
                if tree.mover(id) == Player::Max {
                    child_values.fold(f64::NEG_INFINITY, f64::max)
                } else {
                    child_values.fold(f64::INFINITY, f64::min)
                }
            }
        };
    }
    tree.ids()
        .map(|id| match tree.mover(id) {
            Player::Max => values[id.index()] > 0.0,
            _ => values[id.index()] < 0.0,
        })
        .collect()
}
