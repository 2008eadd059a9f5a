//! Reading a tree pasted from another tool or course page: the text is
//! recognised as one of four formats and the answer says which was read, so
//! that the app can tell the user ("read as nested lists with wrapped
//! leaves") when it guessed.
//!
//! The formats, and how a text is recognised:
//!
//! 1. **JSON** (`json.rs`): the text starts with `{`.
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

use crate::json;
use crate::notation::{self, Position};
use crate::tree::{
    rebuild_in_preorder, starting_player, Node, NodeId, Player, Problem, Tree, TreeError, Value,
    MAX_NODES,
};
use std::fmt;

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
    /// What was expected and what was found.
    pub message: String,
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "read as {}: ", self.format.name())?;
        if let Some(position) = self.position {
            write!(f, "{position}: ")?;
        }
        f.write_str(&self.message)
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
        message: notation_error.message,
    })
}

fn error_at(format: Format, position: Position, message: String) -> ImportError {
    ImportError {
        format,
        position: Some(position),
        message,
    }
}

/// A problem `Tree::new` found with the nodes a reader made.
fn refused(format: Format, position: Position, error: TreeError) -> ImportError {
    error_at(format, position, error.problem.to_string())
}

const FIRST_POSITION: Position = Position { line: 1, column: 1 };

// ---- JSON ----

fn read_json(text: &str) -> Result<Tree, ImportError> {
    let tree = json::from_json(text).map_err(|error| ImportError {
        format: Format::Json,
        position: None,
        message: error.message,
    })?;
    // The JSON form lists parents before children in any order; pre-order
    // makes the ids those of the tree's printed notation.
    rebuild_in_preorder(starting_player(&tree), tree.nodes().to_vec())
        .map(|(tree, _)| tree)
        .map_err(|error| refused(Format::Json, FIRST_POSITION, error))
}

// ---- The lexer of the two list formats ----

/// The kinds of token of the list formats: brackets, numbers, line ends.
#[derive(Clone, Copy, Debug, PartialEq)]
enum ListTokenKind {
    /// "(" or "[".
    Open(u8),
    /// ")" or "]".
    Close(u8),
    /// A NUMBER as `notation.md` writes it, `inf` included.
    Number(f64),
    /// A word that starts as a number does but is none: `1e5`, `.5`, `1/2:`.
    NotANumber,
    /// A number beyond the largest double.
    TooLarge,
    /// Any other word (a label, `=3`, `<1,2>`): the text is in neither list
    /// format.
    Other,
    /// The end of a line, which separates the lists of the breadth-first format.
    LineEnd,
    /// The end of the text.
    End,
}

#[derive(Clone, Copy, Debug)]
struct ListToken {
    kind: ListTokenKind,
    position: Position,
    /// Byte offsets of the token's text.
    start: usize,
    end: usize,
}

/// Cuts a text into brackets, words and line ends. Spaces, tabs, commas and
/// `#` comments separate tokens, as in the notation.
struct ListLexer<'text> {
    text: &'text str,
    offset: usize,
    position: Position,
}

impl<'text> ListLexer<'text> {
    fn new(text: &'text str) -> ListLexer<'text> {
        ListLexer {
            text,
            offset: 0,
            position: FIRST_POSITION,
        }
    }

    fn next_token(&mut self) -> ListToken {
        self.skip_separators();
        let start = self.offset;
        let position = self.position;
        let kind = match self.text.as_bytes().get(start) {
            None => ListTokenKind::End,
            Some(b'\n') => {
                self.offset += 1;
                self.position = Position {
                    line: self.position.line.saturating_add(1),
                    column: 1,
                };
                ListTokenKind::LineEnd
            }
            Some(&bracket @ (b'(' | b'[')) => {
                self.step_over(1);
                ListTokenKind::Open(bracket)
            }
            Some(&bracket @ (b')' | b']')) => {
                self.step_over(1);
                ListTokenKind::Close(bracket)
            }
            Some(_) => {
                let length = self.text[start..]
                    .find(ends_word)
                    .unwrap_or(self.text.len() - start);
                self.step_over(length);
                classify_word(&self.text[start..self.offset])
            }
        };
        ListToken {
            kind,
            position,
            start,
            end: self.offset,
        }
    }

    fn skip_separators(&mut self) {
        while let Some(&byte) = self.text.as_bytes().get(self.offset) {
            match byte {
                b' ' | b'\t' | b'\r' | b',' => self.step_over(1),
                b'#' => {
                    let length = self.text[self.offset..]
                        .find('\n')
                        .unwrap_or(self.text.len() - self.offset);
                    self.step_over(length);
                }
                _ => return,
            }
        }
    }

    /// Steps over `length` bytes of one line, counting their characters.
    fn step_over(&mut self, length: usize) {
        let characters = self.text[self.offset..self.offset + length].chars().count();
        self.offset += length;
        self.position.column = self
            .position
            .column
            .saturating_add(u32::try_from(characters).unwrap_or(u32::MAX));
    }
}

/// Where a word ends: at a separator, bracket, comment or line end.
fn ends_word(character: char) -> bool {
    matches!(
        character,
        ' ' | '\t' | '\r' | '\n' | ',' | '#' | '(' | ')' | '[' | ']'
    )
}

/// NUMBER = [ "+" | "-" ] ( digits [ "." digits ] | "inf" ), as the
/// notation reads it.
fn classify_word(word: &str) -> ListTokenKind {
    let unsigned = word.strip_prefix(['+', '-']).unwrap_or(word);
    if unsigned.eq_ignore_ascii_case("inf") {
        return ListTokenKind::Number(if word.starts_with('-') {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        });
    }
    let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, "0"));
    if is_digits(whole) && is_digits(fraction) {
        match word.parse::<f64>() {
            Ok(number) if number.is_finite() => ListTokenKind::Number(number),
            _ => ListTokenKind::TooLarge,
        }
    } else if word.starts_with(|character: char| {
        character.is_ascii_digit() || matches!(character, '+' | '-' | '.')
    }) {
        ListTokenKind::NotANumber
    } else {
        ListTokenKind::Other
    }
}

fn is_digits(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|byte| byte.is_ascii_digit())
}

fn closing_bracket(open: u8) -> u8 {
    if open == b'[' {
        b']'
    } else {
        b')'
    }
}

// ---- Nested lists with wrapped leaves ----

/// The tree of a text of wrapped lists, or `None` when the text is not
/// one. A list becomes a node when it opens, so nodes come in pre-order;
/// the lists still open wait on an explicit stack.
fn read_wrapped_lists(text: &str) -> Option<Result<Tree, ImportError>> {
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
                        Problem::TooLarge.to_string(),
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

// ---- Breadth-first child counts and values ----

/// One of the two lists of the breadth-first format.
struct List {
    /// Its bracket, or its first number when written on a line.
    start: Position,
    tokens: Vec<ListToken>,
}

/// The tree of a text of breadth-first counts and values, or `None` when
/// the text does not look like one.
fn read_breadth_first(text: &str) -> Option<Result<Tree, ImportError>> {
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
                    let found = format!("\"{}\"", char::from(bracket));
                    return Err(unclosed(opening, &found, token.position));
                }
                None => {
                    return Err(error_at(
                        format,
                        token.position,
                        format!("\"{}\" closes no list", char::from(bracket)),
                    ))
                }
            },
            // A number, or a word the counts or values will refuse.
            _ => {
                if bracketed && open.is_none() {
                    return Err(error_at(
                        format,
                        token.position,
                        "with brackets, both lists must be inside them, but this number is outside"
                            .to_string(),
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
        return Err(unclosed(opening, "end of input", end));
    }
    const TWO_LISTS: &str = "expected two lists, the child counts and then the leaf values,";
    let mut lists = lists.into_iter();
    match (lists.next(), lists.next(), lists.next()) {
        (Some(counts), Some(values), None) => Ok((counts, values)),
        (_, _, Some(third)) => Err(error_at(
            format,
            third.start,
            format!("{TWO_LISTS} but found a third here"),
        )),
        _ => Err(error_at(format, end, format!("{TWO_LISTS} but found one"))),
    }
}

/// The message, at `position`, for the bracket `opening` (which, where)
/// that `found` does not close.
fn unclosed((opening, opened_at): (u8, Position), found: &str, position: Position) -> ImportError {
    error_at(
        Format::BreadthFirst,
        position,
        format!(
            "expected \"{}\" to close the \"{}\" at {opened_at} but found {found}",
            char::from(closing_bracket(opening)),
            char::from(opening),
        ),
    )
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
                format!(
                    "a child count is a whole number such as 0 or 3, but found \"{count_text}\""
                ),
            ));
        }
        if index >= n_nodes {
            return Err(error_at(
                format,
                token.position,
                format!(
                    "this count belongs to no node: the counts before it make a whole tree of {}",
                    plural(n_nodes, "node", "nodes")
                ),
            ));
        }
        let count = count_text
            .parse::<usize>()
            .ok()
            .filter(|&count| count <= MAX_NODES - n_nodes)
            .ok_or_else(|| error_at(format, token.position, Problem::TooLarge.to_string()))?;
        n_nodes += count;
        n_inner += usize::from(count > 0);
        child_counts.push(count);
    }
    let n_leaves = n_nodes - n_inner;
    let leaves_described = format!(
        "the child counts describe a tree of {}",
        plural(n_leaves, "leaf", "leaves")
    );
    if let Some(extra) = values.tokens.get(n_leaves) {
        return Err(error_at(
            format,
            extra.position,
            format!(
                "{leaves_described}, so this value is one too many (there are {})",
                plural(values.tokens.len(), "value", "values")
            ),
        ));
    }
    if values.tokens.len() < n_leaves {
        return Err(error_at(
            format,
            values.start,
            format!(
                "{leaves_described} but the values list has only {}",
                plural(values.tokens.len(), "value", "values")
            ),
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
                "the number is too large for a double: write inf".to_string(),
            )),
            _ => Err(error_at(
                format,
                token.position,
                format!(
                    "\"{}\" is not a number: write numbers such as 3, -2.5 or inf",
                    written(token)
                ),
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

/// "1 leaf", "2 leaves".
fn plural(count: usize, one: &str, many: &str) -> String {
    if count == 1 {
        format!("1 {one}")
    } else {
        format!("{count} {many}")
    }
}
