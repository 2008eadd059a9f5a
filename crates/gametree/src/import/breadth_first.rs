//! Breadth-first child counts and values, as exercise generators print
//! trees: recognised by their shape (two lists of numbers), split into the
//! two lists, and built into a tree with messages that count nodes and leaves.

use super::error::{error_at, refused, ImportError};
use super::format::Format;
use super::lexer::{closing_bracket, is_digits, ListLexer, ListToken, ListTokenKind};
use crate::lang::Message;
use crate::notation::{expected, to_close, Position};
use crate::tree::{rebuild_in_preorder, Node, NodeId, Player, Problem, Tree, Value, MAX_NODES};

/// One of the two lists of the breadth-first format.
struct List {
    /// Its bracket, or its first number when written on a line.
    start: Position,
    tokens: Vec<ListToken>,
}

/// The tree of a text of breadth-first counts and values, or `None` when
/// the text does not look like one.
pub(super) fn read_breadth_first(text: &str) -> Option<Result<Tree, ImportError>> {
    let bracketed = breadth_first_shape(text)?;
    Some(
        collect_lists(text, bracketed)
            .and_then(|(counts, values)| build_breadth_first(text, &counts, &values)),
    )
}

/// Whether `text` looks like two lists of numbers: `Some(true)` when the
/// lists are written in brackets, `Some(false)` when on lines of their
/// own, `None` when the text has other words, nested brackets, or fewer
/// than two bracketed lists or lines of numbers.
fn breadth_first_shape(text: &str) -> Option<bool> {
    let mut lexer = ListLexer::new(text);
    let (mut depth, mut brackets, mut lines) = (0u32, 0usize, 0usize);
    let mut line_has_numbers = false;
    loop {
        match lexer.next_token().kind {
            ListTokenKind::Open(_) if depth > 0 => return None,
            ListTokenKind::Open(_) => {
                depth = 1;
                brackets += 1;
            }
            ListTokenKind::Close(_) => depth = 0,
            ListTokenKind::Number(_) | ListTokenKind::NotANumber | ListTokenKind::TooLarge => {
                lines += usize::from(!line_has_numbers);
                line_has_numbers = true;
            }
            ListTokenKind::LineEnd => line_has_numbers = false,
            ListTokenKind::Other => return None,
            ListTokenKind::End => break,
        }
    }
    (brackets >= 2 || lines >= 2).then_some(brackets > 0)
}

/// Splits the text into its two lists: by brackets when `bracketed`, by
/// lines otherwise.
fn collect_lists(text: &str, bracketed: bool) -> Result<(List, List), ImportError> {
    let format = Format::BreadthFirst;
    let mut lexer = ListLexer::new(text);
    let mut lists: Vec<List> = Vec::new();
    // The bracket of the list being read, and where it is.
    let mut open: Option<(u8, Position)> = None;
    let mut line_has_list = false;
    let end = loop {
        let token = lexer.next_token();
        match token.kind {
            ListTokenKind::End => break token.position,
            ListTokenKind::LineEnd => line_has_list = false,
            // `breadth_first_shape` has checked that brackets do not nest.
            ListTokenKind::Open(bracket) => {
                open = Some((bracket, token.position));
                lists.push(List {
                    start: token.position,
                    tokens: Vec::new(),
                });
            }
            ListTokenKind::Close(bracket) => match open.take() {
                Some((opening, _)) if bracket == closing_bracket(opening) => {}
                Some(opening) => {
                    let found = Message::new("notation.quoted")
                        .ltr("text", char::from(bracket).to_string());
                    return Err(unclosed(opening, found, token.position));
                }
                None => {
                    return Err(error_at(
                        format,
                        token.position,
                        Message::new("import.closes-no-list")
                            .ltr("bracket", char::from(bracket).to_string()),
                    ))
                }
            },
            // A number, or a word the counts or values will refuse.
            _ => {
                if bracketed && open.is_none() {
                    return Err(error_at(
                        format,
                        token.position,
                        Message::new("import.outside-brackets"),
                    ));
                }
                if !bracketed && !line_has_list {
                    line_has_list = true;
                    lists.push(List {
                        start: token.position,
                        tokens: Vec::new(),
                    });
                }
                lists
                    .last_mut()
                    .expect("a list was opened for the number")
                    .tokens
                    .push(token);
            }
        }
    };
    if let Some(opening) = open {
        return Err(unclosed(
            opening,
            Message::new("notation.end-of-input"),
            end,
        ));
    }
    let mut lists = lists.into_iter();
    match (lists.next(), lists.next(), lists.next()) {
        (Some(counts), Some(values), None) => Ok((counts, values)),
        (_, _, Some(third)) => Err(error_at(
            format,
            third.start,
            Message::new("import.third-list"),
        )),
        _ => Err(error_at(format, end, Message::new("import.one-list"))),
    }
}

/// The message, at `position`, for the bracket `opening` (which, where)
/// that `found` does not close.
fn unclosed(
    (opening, opened_at): (u8, Position),
    found: Message,
    position: Position,
) -> ImportError {
    let what = to_close(
        char::from(closing_bracket(opening)),
        char::from(opening),
        opened_at,
    );
    error_at(Format::BreadthFirst, position, expected(what, found, &[]))
}

/// Makes the tree the counts describe, nodes numbered breadth-first as the
/// counts list them (every child after its parent), then renumbers it in
/// pre-order.
fn build_breadth_first(text: &str, counts: &List, values: &List) -> Result<Tree, ImportError> {
    let format = Format::BreadthFirst;
    let written = |token: &ListToken| &text[token.start..token.end];
    let mut n_nodes = 1usize;
    let mut n_inner = 0usize;
    let mut child_counts = Vec::with_capacity(counts.tokens.len());
    for (index, token) in counts.tokens.iter().enumerate() {
        let count_text = written(token);
        if !is_digits(count_text) {
            return Err(error_at(
                format,
                token.position,
                Message::new("import.child-count").ltr("found", count_text),
            ));
        }
        if index >= n_nodes {
            return Err(error_at(
                format,
                token.position,
                Message::new("import.count-of-no-node").nested(
                    "nodes",
                    Message::new("import.nodes").count("n", n_nodes as u64),
                ),
            ));
        }
        let count = count_text
            .parse::<usize>()
            .ok()
            .filter(|&count| count <= MAX_NODES - n_nodes)
            .ok_or_else(|| error_at(format, token.position, Problem::TooLarge.message()))?;
        n_nodes += count;
        n_inner += usize::from(count > 0);
        child_counts.push(count);
    }
    let n_leaves = n_nodes - n_inner;
    let counted = |key: &'static str| {
        Message::new(key)
            .nested(
                "leaves",
                Message::new("import.leaves").count("n", n_leaves as u64),
            )
            .nested(
                "values",
                Message::new("import.values").count("n", values.tokens.len() as u64),
            )
    };
    if let Some(extra) = values.tokens.get(n_leaves) {
        return Err(error_at(
            format,
            extra.position,
            counted("import.value-too-many"),
        ));
    }
    if values.tokens.len() < n_leaves {
        return Err(error_at(
            format,
            values.start,
            counted("import.values-too-few"),
        ));
    }
    let leaf_values = values
        .tokens
        .iter()
        .map(|token| match token.kind {
            ListTokenKind::Number(number) => Ok(number),
            ListTokenKind::TooLarge => Err(error_at(
                format,
                token.position,
                Message::new("notation.number-too-large"),
            )),
            _ => Err(error_at(
                format,
                token.position,
                Message::new("import.not-a-number").ltr("found", written(token)),
            )),
        })
        .collect::<Result<Vec<f64>, ImportError>>()?;
    let mut leaf_values = leaf_values.into_iter();
    let mut nodes = Vec::with_capacity(n_nodes);
    let mut next_id = 1;
    for index in 0..n_nodes {
        let count = child_counts.get(index).copied().unwrap_or(0);
        nodes.push(if count == 0 {
            Node {
                value: leaf_values.next().map(Value::Number),
                ..Node::default()
            }
        } else {
            Node {
                children: (next_id..next_id + count)
                    .map(|id| NodeId(id as u32))
                    .collect(),
                ..Node::default()
            }
        });
        next_id += count;
    }
    rebuild_in_preorder(Player::Max, nodes)
        .map(|(tree, _)| tree)
        .map_err(|error| refused(format, counts.start, error))
}
