//! A place in a text, as editors count it: 1-based line and column, in
//! characters. Errors point at one; the parser gives one for every node.

use std::fmt;

/// A place in the text: 1-based line and column, counting characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in characters.
    pub column: u32,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// Where every text starts: messages about the whole text point here.
pub(crate) const FIRST_POSITION: Position = Position { line: 1, column: 1 };
