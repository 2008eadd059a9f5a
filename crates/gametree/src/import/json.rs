//! Importing the JSON form: read by the crate's `json.rs`, then renumbered
//! in pre-order so that the ids are those of the tree's printed notation.

use super::error::{refused, unplaced, ImportError};
use super::format::Format;
use crate::json;
use crate::notation::FIRST_POSITION;
use crate::tree::{rebuild_in_preorder, starting_player, Tree};

pub(super) fn read_json(text: &str) -> Result<Tree, ImportError> {
    let tree = json::from_json(text).map_err(|error| unplaced(Format::Json, &error))?;
    // The JSON form lists parents before children in any order; pre-order
    // makes the ids those of the tree's printed notation.
    rebuild_in_preorder(starting_player(&tree), tree.nodes().to_vec())
        .map(|(rebuilt, _)| tree.named_like(rebuilt))
        .map_err(|error| refused(Format::Json, FIRST_POSITION, error))
}
