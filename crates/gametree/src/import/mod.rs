//! Reading a tree pasted from another tool or course page: the text is
//! recognised as one of four formats and the answer says which was read, so
//! that the app can tell the user ("read as nested lists with wrapped
//! leaves") when it guessed.
//!
//! The formats, and how a text is recognised:
//!
//! 1. **JSON** (the crate's `json.rs`): the text starts with `{`.
//! 2. **Nested lists with wrapped leaves**, as some textbooks' code writes
//!    trees: every leaf is a list holding exactly one number, every inner
//!    node a list of lists: `[[[8],[5]],[[10]]]` is MAX over a MIN node with
//!    leaves 8 and 5 and a MIN node with the one leaf 10. A text is read so
//!    when it holds only brackets and numbers, every list holds either
//!    exactly one number or only lists (never both, never nothing), and the
//!    outermost list holds lists. This is ambiguous: in the notation the
//!    same text is a tree one level deeper, each leaf the only child of its
//!    own node. Such notation trees, where every leaf is alone in its own
//!    list, are read as wrapped lists, which is why the app says so.
//! 3. **The notation** (`notation.md`): everything else that parses.
//! 4. **Breadth-first child counts and values**, as exercise generators
//!    print trees: first the number of children of every node in
//!    breadth-first order (0 for a leaf), then the values of the leaves in
//!    breadth-first order, each list on its own line or in its own brackets:
//!
//!    ```text
//!    3 3 3 3 0 0 0 0 0 0 0 0 0
//!    3 12 8 2 4 6 14 5 2
//!    ```
//!
//!    The counts of the nodes after the last inner node may be left out
//!    (`3 3 3 3` above): nodes past the end of the counts are leaves. Tried
//!    only when the notation fails, on texts of numbers alone making up two
//!    lines or bracketed lists.
//!
//! When nothing fits, the error is that of the likeliest format: JSON for
//! `{`, breadth-first for the texts of numbers just described, the notation
//! otherwise. Every tree comes back numbered in pre-order, as parsing its
//! printed notation would number it. No reader recurses on the nesting of
//! the text.
//!
//! This file recognises the format; the formats are named in `format.rs`
//! and the errors made in `error.rs`; each reader is a file of its own
//! (`json.rs`, `wrapped_lists.rs`, `breadth_first.rs`), and the two list
//! formats share `lexer.rs`.

mod breadth_first;
mod error;
mod format;
mod json;
mod lexer;
mod wrapped_lists;

use crate::notation;
use crate::tree::Tree;
use breadth_first::read_breadth_first;
use error::error_at;
use json::read_json;
use wrapped_lists::read_wrapped_lists;

pub use error::ImportError;
pub use format::Format;

/// Reads a tree in any of the [`Format`]s and says which one it was read
/// as, so that trees from other tools and courses can be pasted as they are.
pub fn import(text: &str) -> Result<(Tree, Format), ImportError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim_start().starts_with('{') {
        return read_json(text).map(|tree| (tree, Format::Json));
    }
    if let Some(read) = read_wrapped_lists(text) {
        return read.map(|tree| (tree, Format::WrappedLists));
    }
    let notation_error = match notation::parse(text) {
        Ok(tree) => return Ok((tree, Format::Notation)),
        Err(error) => error,
    };
    if let Some(read) = read_breadth_first(text) {
        return read.map(|tree| (tree, Format::BreadthFirst));
    }
    Err(error_at(
        Format::Notation,
        notation_error.position,
        notation_error.said().clone(),
    ))
}
