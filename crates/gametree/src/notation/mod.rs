//! The tree notation of `notation.md`: what the app's text box, the CLI
//! and shared links carry, read with `parse` and written with `Display`.
//!
//! The parser is a small lexer over the text's bytes (columns count
//! characters, not bytes; `lexer.rs`) and one loop that keeps the open
//! brackets on an explicit stack (`parser.rs`), so nesting depth is limited
//! by memory, never by the call stack. Nodes are created in the order they
//! are written (pre-order), so the printer (`printer.rs`), which walks the
//! tree with an explicit stack too, writes them back in the same order.
//! `messages.rs` holds how every error names what it found, `error.rs` the
//! error and `position.rs` the place in the text it points at.

mod error;
mod lexer;
mod messages;
mod parser;
mod position;
mod printer;

use crate::lang::Message;
use crate::tree::{Game, Problem, Tree};
use lexer::{Lexer, Token, TokenKind};
use parser::{locate, Parser};

pub use error::ParseError;
pub(crate) use messages::{character_named, expected, quoted, shorten, to_close};
pub use position::Position;
pub(crate) use position::FIRST_POSITION;

/// Parses a tree written in the notation, so that what a student types or a
/// lecturer pastes becomes a tree to search.
pub fn parse(text: &str) -> Result<Tree, ParseError> {
    parse_with_positions(text).map(|(tree, _)| tree)
}

/// Parses a tree and returns where each node starts in the text, indexed by
/// `NodeId::index`, so that an editor can point at the node a message or a
/// click is about. A node starts at its label, its "=", its value or its
/// bracket; the probability in front of a node belongs to the edge above it.
pub fn parse_with_positions(text: &str) -> Result<(Tree, Vec<Position>), ParseError> {
    // Editors do not show the byte-order mark, so positions do not count it.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let parser = Parser::read(text, false)?;
    let and_or = parser.and_or;
    match Tree::new(parser.root, parser.nodes) {
        Ok(tree) if and_or && matches!(tree.game(), Game::MaxN { .. }) => {
            Err(tuples_in_and_or(&parser.player_word))
        }
        Ok(tree) => Ok((tree.with_and_or(and_or), parser.starts)),
        Err(error) if and_or && error.problem == Problem::MinInMaxN => {
            Err(tuples_in_and_or(&parser.player_word))
        }
        // Only a refused tree needs to know where each node's value, bracket
        // and probability are, so the text is read again to record them
        // rather than recording them on every read of a large tree.
        Err(error) => Err(locate(&error, &Parser::read(text, true)?)),
    }
}

/// An AND-OR tree is a two-player tree, so its word cannot start a tree of tuples.
fn tuples_in_and_or(word: &Option<Position>) -> ParseError {
    messages::error_at(
        word.unwrap_or(FIRST_POSITION),
        Message::new("notation.tuples-in-and-or"),
    )
}

/// Whether `text` is a LABEL of the grammar, so that other forms of a tree
/// (JSON) refuse labels the notation could not write back.
pub(crate) fn is_label(text: &str) -> bool {
    let mut lexer = Lexer::new(text);
    matches!(
        lexer.next_token(),
        Ok(Token {
            kind: TokenKind::Label,
            start: 0,
            ..
        })
    ) && lexer.offset == text.len()
}
