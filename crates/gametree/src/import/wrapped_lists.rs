//! Nested lists with wrapped leaves, `[[[8],[5]],[[10]]]`: recognised and
//! read in one pass, or left to the notation when the text is not one.

use super::error::{error_at, refused, ImportError};
use super::format::Format;
use super::lexer::{closing_bracket, ListLexer, ListTokenKind};
use crate::notation::FIRST_POSITION;
use crate::tree::{Node, NodeId, Player, Problem, Tree, Value, MAX_NODES};

/// The tree of a text of wrapped lists, or `None` when the text is not
/// one. A list becomes a node when it opens, so nodes come in pre-order;
/// the lists still open wait on an explicit stack.
pub(super) fn read_wrapped_lists(text: &str) -> Option<Result<Tree, ImportError>> {
    let format = Format::WrappedLists;
    let mut lexer = ListLexer::new(text);
    let mut nodes: Vec<Node> = Vec::new();
    // The lists opened and not closed, innermost last: (node, bracket).
    let mut open: Vec<(usize, u8)> = Vec::new();
    loop {
        let token = lexer.next_token();
        match token.kind {
            ListTokenKind::LineEnd => {}
            ListTokenKind::Open(bracket) => {
                let id = NodeId(nodes.len() as u32);
                match open.last() {
                    // A list inside a list that holds a number mixes the two.
                    Some(&(parent, _)) if nodes[parent].value.is_some() => return None,
                    Some(&(parent, _)) => nodes[parent].children.push(id),
                    // A second list after the outermost one closed.
                    None if !nodes.is_empty() => return None,
                    None => {}
                }
                if nodes.len() == MAX_NODES {
                    // Stop rather than hold the rest of a huge text in memory.
                    return Some(Err(error_at(
                        format,
                        token.position,
                        Problem::TooLarge.message(),
                    )));
                }
                nodes.push(Node::default());
                open.push((id.index(), bracket));
            }
            ListTokenKind::Close(bracket) => {
                let (node, opening) = open.pop()?;
                let empty = nodes[node].value.is_none() && nodes[node].is_leaf();
                if bracket != closing_bracket(opening) || empty {
                    return None;
                }
            }
            ListTokenKind::Number(number) => {
                let &(node, _) = open.last()?;
                if nodes[node].value.is_some() || !nodes[node].is_leaf() {
                    return None;
                }
                nodes[node].value = Some(Value::Number(number));
            }
            ListTokenKind::End => break,
            ListTokenKind::NotANumber | ListTokenKind::TooLarge | ListTokenKind::Other => {
                return None
            }
        }
    }
    // Unclosed lists, and a single wrapped number such as `[7]`, are left to
    // the notation.
    if !open.is_empty() || nodes.first().is_none_or(Node::is_leaf) {
        return None;
    }
    Some(Tree::new(Player::Max, nodes).map_err(|error| refused(format, FIRST_POSITION, error)))
}
