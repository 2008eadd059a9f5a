//! The searches: each turns a tree into a trace. `search` checks that the
//! tree suits the algorithm and options, so the searches themselves cannot fail.

use crate::trace::{Options, Trace};
use crate::tree::{NodeId, Tree};
use std::fmt;

/// Why a tree cannot be searched with the chosen algorithm and options.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchError {
    /// The node that shows the problem, when there is one.
    pub node: Option<NodeId>,
    /// One sentence saying what is wrong and what would work.
    pub message: String,
}

impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SearchError {}

/// Runs the search `options` asks for.
pub fn search(tree: &Tree, options: &Options) -> Result<Trace, SearchError> {
    let _ = (tree, options);
    todo!()
}
