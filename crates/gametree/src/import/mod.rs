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
//! This file recognises the format and holds the errors; each reader is a
//! file of its own (`json.rs`, `wrapped_lists.rs`, `breadth_first.rs`), and
//! the two list formats share `lexer.rs`.

mod breadth_first;
mod json;
mod lexer;
mod wrapped_lists;

use crate::json::JsonError;
use crate::lang::{english, Message};
use crate::notation::{self, Position};
use crate::tree::{Tree, TreeError};
use breadth_first::read_breadth_first;
use json::read_json;
use std::fmt;
use wrapped_lists::read_wrapped_lists;

/// The formats [`import`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// The tree notation of `notation.md`.
    Notation,
    /// The JSON form of `json.rs`.
    Json,
    /// Nested lists with every leaf wrapped in a list of its own:
    /// `[[[8],[5]],[[10]]]`.
    WrappedLists,
    /// Child counts in breadth-first order, then the leaf values.
    BreadthFirst,
}

impl Format {
    /// The format's name in messages, to follow "read as": the app says
    /// which format it took a text for, and errors say which was assumed.
    /// The format's name, to be said in the reader's language.
    pub fn said(self) -> Message {
        Message::new(match self {
            Format::Notation => "import.format.notation",
            Format::Json => "import.format.json",
            Format::WrappedLists => "import.format.wrapped-lists",
            Format::BreadthFirst => "import.format.breadth-first",
        })
    }

    /// The format's name in English, as the command line says it.
    pub fn name(self) -> &'static str {
        match self {
            Format::Notation => "the notation",
            Format::Json => "Minimax Lab JSON",
            Format::WrappedLists => "nested lists with wrapped leaves",
            Format::BreadthFirst => "breadth-first child counts and values",
        }
    }
}

/// Why a text is a tree in none of the formats: the problem as the likeliest
/// format sees it, so that the user knows which format the advice is for.
#[derive(Clone, Debug, PartialEq)]
pub struct ImportError {
    /// The format the text was read as.
    pub format: Format,
    /// Where the problem is; `None` for JSON, whose messages say where.
    pub position: Option<Position>,
    /// What was expected and what was found, to be said in any language.
    problem: Message,
}

impl ImportError {
    /// The whole error, the format and the place included, to be said in
    /// the reader's language.
    pub fn said(&self) -> Message {
        let said = match self.position {
            Some(position) => Message::new("import.error").ltr("position", position.to_string()),
            None => Message::new("import.error-unplaced"),
        };
        said.nested("format", self.format.said())
            .nested("problem", self.problem.clone())
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said().say(english()))
    }
}

impl std::error::Error for ImportError {}

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
    Err(ImportError {
        format: Format::Notation,
        position: Some(notation_error.position),
        problem: notation_error.said().clone(),
    })
}

/// The error of `format` at `position` that `problem` says.
pub(super) fn error_at(format: Format, position: Position, problem: Message) -> ImportError {
    ImportError {
        format,
        position: Some(position),
        problem,
    }
}

/// An error of the JSON reader, which says where in its own words.
pub(super) fn unplaced(format: Format, error: &JsonError) -> ImportError {
    ImportError {
        format,
        position: None,
        problem: error.said().clone(),
    }
}

/// A problem `Tree::new` found with the nodes a reader made.
pub(super) fn refused(format: Format, position: Position, error: TreeError) -> ImportError {
    error_at(format, position, error.problem.message())
}
