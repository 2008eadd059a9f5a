//! Game-tree search for teaching: every algorithm turns a tree into a trace,
//! the list of steps that the Minimax Lab app animates and the `gametree`
//! command-line tool prints. Nothing here knows about browsers.
#![deny(missing_docs)]

pub mod checkpoint;
pub mod compare;
pub mod edit;
pub mod exercise;
pub mod explain;
pub mod frame;
pub mod games;
pub mod grade;
pub mod import;
pub mod json;
pub mod lang;
pub mod layout;
pub mod notation;
mod options;
pub mod order;
pub mod ordering;
pub mod plan;
pub mod presets;
pub mod pseudocode;
pub mod random;
pub mod search;
pub mod share;
pub mod summary;
pub mod trace;
pub mod tree;

pub use frame::{Frame, NodeFrame, NodeState};
pub use notation::{parse, ParseError, Position};
pub use search::{search, Restricted, SearchError, Unsuitable};
pub use summary::Summary;
pub use trace::{Algorithm, Failure, MoveOrder, Options, Score, Step, TieRule, Trace};
pub use tree::{Game, Node, NodeId, NodeKind, Player, Probability, Tree, Value};
