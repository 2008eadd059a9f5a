//! Why a text is a tree in none of the formats, as the likeliest format
//! sees it, and the ways the readers make that error.

use super::format::Format;
use crate::json::JsonError;
use crate::lang::{english, Message};
use crate::notation::Position;
use crate::tree::TreeError;
use std::fmt;

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
