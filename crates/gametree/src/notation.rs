//! The tree notation of `notation.md`: parser and printer.
use crate::tree::Tree;
use std::fmt;

/// A place in the text: 1-based line and column, counting characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in characters.
    pub column: u32,
}

/// Why a text is not a tree.
#[derive(Clone, Debug, PartialEq)]
pub struct ParseError {
    /// Where the problem is.
    pub position: Position,
    /// What was expected and what was found.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.position.line, self.position.column, self.message)
    }
}

impl std::error::Error for ParseError {}

/// Parses a tree.
pub fn parse(text: &str) -> Result<Tree, ParseError> {
    parse_with_positions(text).map(|(tree, _)| tree)
}

/// Parses a tree and returns where each node starts in the text.
pub fn parse_with_positions(text: &str) -> Result<(Tree, Vec<Position>), ParseError> {
    let _ = text;
    todo!()
}

impl fmt::Display for Tree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let _ = f;
        todo!()
    }
}
