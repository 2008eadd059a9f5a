//! The game tree: an arena of nodes addressed by `NodeId`, with the player to
//! move at every node derived once, so that searches and drawings never guess.
//!
//! The arena and what can be read off it are in `arena.rs`, one node as
//! written in `node.rs`, who moves in `player.rs` and how large a tree may
//! be in `limits.rs`; `Tree::new` and its checks are in `check.rs`, their
//! messages in `problem.rs`, the names of nodes in `names.rs`, the grain
//! of its values in `grain.rs`, and the pre-order rebuild that edits and
//! imports share in `preorder.rs`.

mod arena;
mod check;
mod grain;
mod limits;
mod names;
mod node;
mod player;
mod preorder;
mod problem;

pub use arena::Tree;
pub use limits::{MAX_NODES, MAX_PLAYERS};
pub use node::{Node, NodeId, Probability, Value};
pub use player::{Game, NodeKind, Player};
pub(crate) use preorder::{rebuild_in_preorder, starting_player};
pub use problem::{Problem, TreeError};
