//! The tree notation of `notation.md`: parser and printer.
//!
//! The parser is a small lexer over the text's bytes (columns count
//! characters, not bytes) and one loop that keeps the open brackets on an
//! explicit stack, so nesting depth is limited by memory, never by the call
//! stack. Nodes are created in the order they are written (pre-order), so
//! the printer, which walks the tree with an explicit stack too, writes them
//! back in the same order.

use crate::tree::{
    Game, Node, NodeId, Player, Probability, Problem, Tree, TreeError, Value, MAX_NODES,
};
use std::fmt::{self, Write as _};

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
        write!(f, "{}: {}", self.position, self.message)
    }
}

impl std::error::Error for ParseError {}

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
    match Tree::new(parser.root, parser.nodes) {
        Ok(tree) => Ok((tree, parser.starts)),
        // Only a refused tree needs to know where each node's value, bracket
        // and probability are, so the text is read again to record them
        // rather than recording them on every read of a large tree.
        Err(error) => Err(locate(&error, &Parser::read(text, true)?)),
    }
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

const FIRST_POSITION: Position = Position { line: 1, column: 1 };

/// What may start a node, for messages.
const NODE: &str = "a number, a label or \"(\"";

/// How many characters of a label or number a message quotes.
const QUOTED_CHARACTERS: usize = 40;

fn error_at(position: Position, message: String) -> ParseError {
    ParseError { position, message }
}

/// The kinds of token; the text of a token is kept as a byte range.
#[derive(Clone, Copy, Debug, PartialEq)]
enum TokenKind {
    /// "(" or "[".
    Open(char),
    /// ")" or "]".
    Close(char),
    /// "=", before a value.
    Equals,
    /// ":", after a probability.
    Colon,
    /// "<", opening a tuple.
    TupleOpen,
    /// ">", closing a tuple.
    TupleClose,
    /// A NUMBER, `inf` included.
    Number(f64),
    /// digits "/" digits: only a probability may be written so.
    Fraction { numerator: u32, denominator: u32 },
    /// A LABEL.
    Label,
    /// The word `min` or `max`, in any case.
    PlayerWord(Player),
    /// A character that starts no token.
    Unknown(char),
    /// The end of the text.
    End,
}

#[derive(Clone, Copy, Debug)]
struct Token {
    kind: TokenKind,
    position: Position,
    /// Whether a comma separates it from the token before.
    after_comma: bool,
    /// Byte offsets of the token's text.
    start: usize,
    end: usize,
}

/// Cuts the text into tokens, keeping count of lines and columns.
struct Lexer<'text> {
    text: &'text str,
    /// Byte offset of the next character.
    offset: usize,
    /// Line and column of the next character.
    position: Position,
    /// Whether the last `skip_separators` skipped a comma.
    skipped_comma: bool,
}

impl<'text> Lexer<'text> {
    fn new(text: &'text str) -> Lexer<'text> {
        Lexer {
            text,
            offset: 0,
            position: FIRST_POSITION,
            skipped_comma: false,
        }
    }

    fn next_token(&mut self) -> Result<Token, ParseError> {
        self.skip_separators();
        let start = self.offset;
        let position = self.position;
        let kind = match self.text.as_bytes().get(start) {
            None => TokenKind::End,
            Some(&byte) => match byte {
                b'+' | b'-' | b'0'..=b'9' => self.number()?,
                b'(' | b'[' | b')' | b']' | b'=' | b':' | b'<' | b'>' => {
                    self.bump_ascii();
                    match byte {
                        b'(' | b'[' => TokenKind::Open(char::from(byte)),
                        b')' | b']' => TokenKind::Close(char::from(byte)),
                        b'=' => TokenKind::Equals,
                        b':' => TokenKind::Colon,
                        b'<' => TokenKind::TupleOpen,
                        _ => TokenKind::TupleClose,
                    }
                }
                b'.' if self
                    .byte_after_next()
                    .is_some_and(|next| next.is_ascii_digit()) =>
                {
                    return Err(error_at(
                        position,
                        "a number starts with a digit: write 0.5, not .5".to_string(),
                    ));
                }
                _ => match self.next_char() {
                    Some(character) if character.is_alphabetic() => self.word()?,
                    Some(character) => {
                        self.bump_char(character);
                        TokenKind::Unknown(character)
                    }
                    None => TokenKind::End,
                },
            },
        };
        Ok(Token {
            kind,
            position,
            after_comma: self.skipped_comma,
            start,
            end: self.offset,
        })
    }

    /// Spaces, tabs, line ends, commas and comments.
    fn skip_separators(&mut self) {
        let bytes = self.text.as_bytes();
        self.skipped_comma = false;
        while let Some(&byte) = bytes.get(self.offset) {
            match byte {
                b' ' | b'\t' | b'\r' => self.bump_ascii(),
                b',' => {
                    self.skipped_comma = true;
                    self.bump_ascii();
                }
                b'\n' => {
                    self.offset += 1;
                    self.position.line = self.position.line.saturating_add(1);
                    self.position.column = 1;
                }
                b'#' => {
                    while let Some(&byte) = bytes.get(self.offset) {
                        if byte == b'\n' {
                            break;
                        }
                        self.offset += 1;
                        if !is_continuation_byte(byte) {
                            self.position.column = self.position.column.saturating_add(1);
                        }
                    }
                }
                _ => return,
            }
        }
    }

    /// NUMBER = [ "+" | "-" ] ( digits [ "." digits ] | "inf" ), or a
    /// fraction, digits "/" digits.
    fn number(&mut self) -> Result<TokenKind, ParseError> {
        let start = self.offset;
        let sign = match self.next_byte() {
            Some(sign @ (b'+' | b'-')) => {
                self.bump_ascii();
                Some(char::from(sign))
            }
            _ => None,
        };
        let kind = if self.at_digit() {
            let whole = self.digits();
            match self.next_byte() {
                Some(b'.') => {
                    self.bump_ascii();
                    if !self.at_digit() {
                        let written = &self.text[start..self.offset];
                        return Err(self.expected_character(
                            &format!("a digit after \"{written}\""),
                            &format!(" (write {written}0 or {})", &written[..written.len() - 1]),
                        ));
                    }
                    self.digits();
                    self.decimal(start)?
                }
                Some(b'/') if sign.is_none() => self.fraction(start)?,
                // The common case, a short whole number, is exact as it is.
                _ => match whole {
                    Some(whole) if sign == Some('-') => TokenKind::Number(-(whole as f64)),
                    Some(whole) => TokenKind::Number(whole as f64),
                    None => self.decimal(start)?,
                },
            }
        } else if self.next_char().is_some_and(char::is_alphabetic) {
            let word_start = self.offset;
            let word_position = self.position;
            self.scan_word();
            let word = &self.text[word_start..self.offset];
            if !word.eq_ignore_ascii_case("inf") {
                return Err(error_at(
                    word_position,
                    format!(
                        "expected a digit or \"inf\" after \"{}\" but found \"{}\"",
                        &self.text[start..word_start],
                        shorten(word)
                    ),
                ));
            }
            if sign == Some('-') {
                TokenKind::Number(f64::NEG_INFINITY)
            } else {
                TokenKind::Number(f64::INFINITY)
            }
        } else {
            let sign = sign.unwrap_or('+');
            return Err(self.expected_character(
                &format!("a digit or \"inf\" right after \"{sign}\""),
                &format!(" (the sign touches the number: write {sign}3)"),
            ));
        };
        self.end_of_number(start)?;
        Ok(kind)
    }

    /// The number just scanned, from `start`, as a double.
    fn decimal(&self, start: usize) -> Result<TokenKind, ParseError> {
        // The syntax checked by the caller always parses; what can go wrong
        // is a number beyond the largest double, which parses as infinity.
        match self.text[start..self.offset].parse::<f64>() {
            Ok(value) if value.is_finite() => Ok(TokenKind::Number(value)),
            _ => Err(error_at(
                self.position_of(start),
                "the number is too large for a double: write inf".to_string(),
            )),
        }
    }

    /// The rest of a fraction whose numerator starts at `start` and ends here.
    fn fraction(&mut self, start: usize) -> Result<TokenKind, ParseError> {
        let numerator_end = self.offset;
        self.bump_ascii();
        if !self.at_digit() {
            let written = &self.text[start..self.offset];
            return Err(self.expected_character(&format!("a digit after \"{written}\""), ""));
        }
        let denominator_start = self.offset;
        self.digits();
        let numerator = self.text[start..numerator_end].parse::<u32>();
        let denominator = self.text[denominator_start..self.offset].parse::<u32>();
        match (numerator, denominator) {
            (Ok(numerator), Ok(denominator)) => Ok(TokenKind::Fraction {
                numerator,
                denominator,
            }),
            _ => Err(error_at(
                self.position_of(start),
                format!("the numbers of a fraction can be at most {}", u32::MAX),
            )),
        }
    }

    /// A number ends at a separator, bracket or sign, never inside a word:
    /// `1e5`, `3abc` and `1.2.3` are refused rather than split.
    fn end_of_number(&self, start: usize) -> Result<(), ParseError> {
        // A space or bracket, the common case, needs no decoding.
        if let Some(b' ' | b')' | b']' | b',' | b'\n' | b'\r' | b'\t' | b'>' | b':') | None =
            self.next_byte()
        {
            return Ok(());
        }
        match self.next_char() {
            Some(character)
                if character.is_alphabetic()
                    || character.is_ascii_digit()
                    || matches!(character, '.' | '/' | '_' | '\'') =>
            {
                let hint = if matches!(character, 'e' | 'E') {
                    " (numbers are written without exponents)"
                } else {
                    ""
                };
                Err(self.expected_character(
                    &format!(
                        "a space or a bracket after \"{}\"",
                        shorten(&self.text[start..self.offset])
                    ),
                    hint,
                ))
            }
            _ => Ok(()),
        }
    }

    /// A word starting with a letter: a label, `min`, `max` or `inf`.
    fn word(&mut self) -> Result<TokenKind, ParseError> {
        let start = self.offset;
        self.scan_word();
        let word = &self.text[start..self.offset];
        Ok(if word.eq_ignore_ascii_case("min") {
            TokenKind::PlayerWord(Player::Min)
        } else if word.eq_ignore_ascii_case("max") {
            TokenKind::PlayerWord(Player::Max)
        } else if word.eq_ignore_ascii_case("inf") {
            self.end_of_number(start)?;
            TokenKind::Number(f64::INFINITY)
        } else {
            TokenKind::Label
        })
    }

    /// Letters, ASCII digits, "_" and "'"; the caller has seen a letter.
    fn scan_word(&mut self) {
        let rest = &self.text[self.offset..];
        for character in rest.chars() {
            if !(character.is_alphabetic()
                || character.is_ascii_digit()
                || matches!(character, '_' | '\''))
            {
                break;
            }
            self.bump_char(character);
        }
    }

    /// Steps over ASCII digits. Returns their value when there are at most
    /// 15, few enough that every such whole number is an exact double.
    fn digits(&mut self) -> Option<u64> {
        let mut value: u64 = 0;
        let mut count = 0;
        while let Some(digit) = self.next_byte().filter(u8::is_ascii_digit) {
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit - b'0'));
            count += 1;
            self.bump_ascii();
        }
        (count <= 15).then_some(value)
    }

    fn at_digit(&self) -> bool {
        self.next_byte().is_some_and(|byte| byte.is_ascii_digit())
    }

    fn next_byte(&self) -> Option<u8> {
        self.text.as_bytes().get(self.offset).copied()
    }

    fn byte_after_next(&self) -> Option<u8> {
        self.text.as_bytes().get(self.offset + 1).copied()
    }

    fn next_char(&self) -> Option<char> {
        self.text[self.offset..].chars().next()
    }

    /// Steps over an ASCII character that is not a line end.
    fn bump_ascii(&mut self) {
        self.offset += 1;
        self.position.column = self.position.column.saturating_add(1);
    }

    /// Steps over a character that is not a line end.
    fn bump_char(&mut self, character: char) {
        self.offset += character.len_utf8();
        self.position.column = self.position.column.saturating_add(1);
    }

    /// The position of `offset`, a byte on the current line before the
    /// next character (tokens never span lines).
    fn position_of(&self, offset: usize) -> Position {
        let characters = self.text[offset..self.offset]
            .bytes()
            .filter(|&byte| !is_continuation_byte(byte))
            .count();
        Position {
            line: self.position.line,
            column: self
                .position
                .column
                .saturating_sub(u32::try_from(characters).unwrap_or(u32::MAX)),
        }
    }

    /// "expected WHAT but found" the next character, at that character,
    /// then the hint.
    fn expected_character(&self, what: &str, hint: &str) -> ParseError {
        error_at(
            self.position,
            format!(
                "expected {what} but found {}{hint}",
                describe_character(self.next_char())
            ),
        )
    }
}

fn is_continuation_byte(byte: u8) -> bool {
    byte & 0b1100_0000 == 0b1000_0000
}

/// A character as a message names it.
fn describe_character(character: Option<char>) -> String {
    match character {
        None => "end of input".to_string(),
        Some(' ') => "a space".to_string(),
        Some('\t') => "a tab".to_string(),
        Some('\n' | '\r') => "the end of the line".to_string(),
        Some('"') => "'\"'".to_string(),
        Some(character) if is_invisible(character) => {
            format!("the character U+{:04X}", u32::from(character))
        }
        Some(character) => format!("\"{character}\""),
    }
}

/// Characters that would not show between quotes: controls, spaces other
/// than the plain one, and the zero-width ones (byte-order mark included).
fn is_invisible(character: char) -> bool {
    character.is_control()
        || character.is_whitespace()
        || matches!(
            character,
            '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{2060}' | '\u{feff}'
        )
}

/// A label or number quoted in a message, cut short if it is very long.
fn shorten(text: &str) -> String {
    match text.char_indices().nth(QUOTED_CHARACTERS) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}

/// Where to point at each kind of problem a node can have; each is the
/// node's start when the node has no such part.
#[derive(Clone, Copy)]
struct Landmarks {
    /// The probability in front of the node.
    probability: Position,
    /// The bracket that opens its children.
    bracket: Position,
    /// Its value.
    value: Position,
}

/// A bracket whose children are being read.
#[derive(Clone, Copy)]
struct OpenBracket {
    /// The index of the node the children belong to.
    node: usize,
    /// "(" or "[".
    bracket: char,
    position: Position,
}

/// Turns tokens into nodes in the order they are written.
struct Parser<'text> {
    lexer: Lexer<'text>,
    /// The token being looked at.
    current: Token,
    /// The token after it, once a probability check has looked ahead.
    next: Option<Token>,
    /// Who moves at the root.
    root: Player,
    /// Where the `min` or `max` that starts the tree is written.
    player_word: Option<Position>,
    nodes: Vec<Node>,
    /// Where each node starts: what `parse_with_positions` returns.
    starts: Vec<Position>,
    /// Recorded only when asked for, by node.
    landmarks: Option<Vec<Landmarks>>,
    /// The brackets opened and not yet closed, innermost last.
    open: Vec<OpenBracket>,
}

impl<'text> Parser<'text> {
    /// Reads the whole text: the player word, the nodes, the end.
    fn read(text: &'text str, record_landmarks: bool) -> Result<Parser<'text>, ParseError> {
        let mut lexer = Lexer::new(text);
        let current = lexer.next_token()?;
        let mut parser = Parser {
            lexer,
            current,
            next: None,
            root: Player::Max,
            player_word: None,
            nodes: Vec::new(),
            starts: Vec::new(),
            landmarks: record_landmarks.then(Vec::new),
            open: Vec::new(),
        };
        parser.read_player_word()?;
        parser.read_nodes()?;
        Ok(parser)
    }

    fn advance(&mut self) -> Result<(), ParseError> {
        self.current = match self.next.take() {
            Some(token) => token,
            None => self.lexer.next_token()?,
        };
        Ok(())
    }

    /// The kind of the token after the current one.
    fn peek(&mut self) -> Result<TokenKind, ParseError> {
        let token = match self.next {
            Some(token) => token,
            None => {
                let token = self.lexer.next_token()?;
                self.next = Some(token);
                token
            }
        };
        Ok(token.kind)
    }

    /// The optional `min` or `max` that starts a tree.
    fn read_player_word(&mut self) -> Result<(), ParseError> {
        if let TokenKind::PlayerWord(player) = self.current.kind {
            self.root = player;
            self.player_word = Some(self.current.position);
            self.advance()?;
        }
        Ok(())
    }

    /// The root node and everything below it, then the end of the text.
    fn read_nodes(&mut self) -> Result<(), ParseError> {
        self.child(None)?;
        while let Some(&open) = self.open.last() {
            let closing = closing_bracket(open.bracket);
            let kind = self.current.kind;
            match kind {
                TokenKind::Close(_) | TokenKind::End if self.nodes[open.node].is_leaf() => {
                    return Err(self.expected(NODE));
                }
                TokenKind::Close(bracket) if bracket == closing => {
                    self.open.pop();
                    self.advance()?;
                }
                TokenKind::Close(_) | TokenKind::End => {
                    return Err(self.expected(&format!(
                        "\"{closing}\" to close the \"{}\" at {}",
                        open.bracket, open.position
                    )));
                }
                _ => self.child(Some(open.node))?,
            }
        }
        if self.current.kind != TokenKind::End {
            let mut error = self.expected("end of input after the tree");
            error.message.push_str(match self.current.kind {
                TokenKind::Close(_) => " (no bracket is open)",
                _ => " (a tree has one root: put siblings inside brackets)",
            });
            return Err(error);
        }
        Ok(())
    }

    /// child = [ PROB ":" ] node; `parent` is `None` for the root.
    fn child(&mut self, parent: Option<usize>) -> Result<(), ParseError> {
        let kind = self.current.kind;
        let probability = match kind {
            TokenKind::Fraction {
                numerator,
                denominator,
            } if self.peek()? == TokenKind::Colon => Some(Probability::Fraction {
                numerator,
                denominator,
            }),
            TokenKind::Number(value) if self.peek()? == TokenKind::Colon => {
                Some(Probability::Decimal(value))
            }
            _ => None,
        };
        let Some(probability) = probability else {
            return self.node(parent, None);
        };
        let token = self.current;
        if parent.is_none() {
            return Err(error_at(
                token.position,
                Problem::ProbabilityOnRoot.to_string(),
            ));
        }
        if let Probability::Fraction { denominator: 0, .. } = probability {
            return Err(error_at(
                token.position,
                "a fraction cannot have 0 below the bar".to_string(),
            ));
        }
        if !(0.0..=1.0).contains(&probability.value()) {
            return Err(error_at(
                token.position,
                format!(
                    "a probability must lie between 0 and 1 but found {}",
                    self.text(token)
                ),
            ));
        }
        self.advance()?;
        self.advance()?;
        self.node(parent, Some((probability, token.position)))
    }

    /// node = [ LABEL ] [ "=" VALUE ] [ children ] | VALUE. The node's
    /// children are left for `read_nodes`: its bracket goes on the stack.
    fn node(
        &mut self,
        parent: Option<usize>,
        probability: Option<(Probability, Position)>,
    ) -> Result<(), ParseError> {
        let index = self.nodes.len();
        let start = self.current.position;
        if index == MAX_NODES {
            // Stop here rather than hold the rest of a huge text in memory.
            return Err(error_at(start, Problem::TooLarge.to_string()));
        }
        let mut node = Node {
            probability: probability.map(|(probability, _)| probability),
            ..Node::default()
        };
        let mut landmarks = Landmarks {
            probability: probability.map_or(start, |(_, position)| position),
            bracket: start,
            value: start,
        };
        match self.current.kind {
            // A bare value is always a leaf: `(3 (1 2))` is two siblings.
            TokenKind::Number(_) | TokenKind::TupleOpen | TokenKind::Fraction { .. } => {
                node.value = Some(self.value()?);
            }
            TokenKind::Label | TokenKind::Equals | TokenKind::Open(_) => {
                if self.current.kind == TokenKind::Label {
                    let label = self.text(self.current);
                    node.label = Some(label.into());
                    self.advance()?;
                    if !matches!(self.current.kind, TokenKind::Equals | TokenKind::Open(_)) {
                        return Err(self.expected(&format!(
                            "\"=\" or \"(\" after the label \"{}\"",
                            shorten(label)
                        )));
                    }
                }
                if self.current.kind == TokenKind::Equals {
                    self.advance()?;
                    landmarks.value = self.current.position;
                    node.value = Some(self.value()?);
                }
                // Children belong to the label or value just before them,
                // but a comma after a value ends the node: `(A=3, (1 2))` is
                // two siblings, which the printer could not write otherwise.
                let comma_after_value = node.value.is_some() && self.current.after_comma;
                if let (TokenKind::Open(bracket), false) = (self.current.kind, comma_after_value) {
                    landmarks.bracket = self.current.position;
                    self.open.push(OpenBracket {
                        node: index,
                        bracket,
                        position: self.current.position,
                    });
                    self.advance()?;
                }
            }
            _ => return Err(self.expected(NODE)),
        }
        if let Some(parent) = parent {
            self.nodes[parent].children.push(NodeId(index as u32));
        }
        self.nodes.push(node);
        self.starts.push(start);
        if let Some(all_landmarks) = &mut self.landmarks {
            all_landmarks.push(landmarks);
        }
        Ok(())
    }

    /// VALUE = NUMBER | "<" NUMBER { "," NUMBER } ">".
    fn value(&mut self) -> Result<Value, ParseError> {
        match self.current.kind {
            TokenKind::Number(value) => {
                self.advance()?;
                Ok(Value::Number(value))
            }
            TokenKind::TupleOpen => {
                self.advance()?;
                let mut entries = Vec::new();
                loop {
                    match self.current.kind {
                        TokenKind::Number(value) => entries.push(value),
                        TokenKind::TupleClose if !entries.is_empty() => break,
                        TokenKind::Fraction { .. } => return Err(self.fraction_as_value()),
                        _ if entries.is_empty() => return Err(self.expected("a number")),
                        _ => return Err(self.expected("a number or \">\"")),
                    }
                    self.advance()?;
                }
                self.advance()?;
                Ok(Value::Tuple(entries.into_boxed_slice()))
            }
            TokenKind::Fraction { .. } => Err(self.fraction_as_value()),
            _ => Err(self.expected("a number or \"<\" after \"=\"")),
        }
    }

    fn fraction_as_value(&self) -> ParseError {
        error_at(
            self.current.position,
            format!(
                "the fraction {} can only be a probability, followed by \":\" (write values as decimals, such as 0.5)",
                self.text(self.current)
            ),
        )
    }

    /// "expected WHAT but found" the current token, at that token.
    fn expected(&self, what: &str) -> ParseError {
        let hint = match self.current.kind {
            TokenKind::PlayerWord(_) => {
                " (the players alternate by level, so only the start of the tree may say who moves first)"
            }
            _ => "",
        };
        error_at(
            self.current.position,
            format!(
                "expected {what} but found {}{hint}",
                self.describe(self.current)
            ),
        )
    }

    /// A token as a message names it.
    fn describe(&self, token: Token) -> String {
        let text = shorten(self.text(token));
        match token.kind {
            TokenKind::End => "end of input".to_string(),
            TokenKind::Label => format!("the label \"{text}\""),
            TokenKind::PlayerWord(_) => format!("the word \"{text}\""),
            TokenKind::Number(_) => format!("the number {text}"),
            TokenKind::Fraction { .. } => format!("the fraction {text}"),
            TokenKind::Unknown(character) => describe_character(Some(character)),
            TokenKind::Open(_)
            | TokenKind::Close(_)
            | TokenKind::Equals
            | TokenKind::Colon
            | TokenKind::TupleOpen
            | TokenKind::TupleClose => format!("\"{text}\""),
        }
    }

    fn text(&self, token: Token) -> &'text str {
        &self.lexer.text[token.start..token.end]
    }
}

fn closing_bracket(open: char) -> char {
    if open == '[' {
        ']'
    } else {
        ')'
    }
}

/// Turns a problem `Tree::new` found at a node into a message at the part
/// of the text that shows it; `parser` has read the text with landmarks.
fn locate(error: &TreeError, parser: &Parser) -> ParseError {
    let index = error.node.index();
    let start = parser.starts.get(index).copied().unwrap_or(FIRST_POSITION);
    let landmarks = parser.landmarks.as_ref().and_then(|all| all.get(index));
    let position = match (&error.problem, landmarks) {
        (Problem::MinInMaxN, _) => parser.player_word.unwrap_or(start),
        (Problem::ProbabilitySum(_) | Problem::NoExpectedValue, Some(landmarks)) => {
            landmarks.bracket
        }
        (
            Problem::MixedProbabilities | Problem::ProbabilityRange | Problem::ProbabilityOnRoot,
            Some(landmarks),
        ) => landmarks.probability,
        (
            Problem::ValueKind { .. }
            | Problem::TupleLength { .. }
            | Problem::PlayerCount
            | Problem::NotANumber,
            Some(landmarks),
        ) => landmarks.value,
        _ => start,
    };
    error_at(position, error.problem.to_string())
}

/// The canonical one-line form: `min ` when MIN moves first, then each node
/// as its probability (`1/6:` or `0.5:`), label, value (`=3` after a label
/// or before children, bare on an unlabelled leaf) and children in
/// brackets, separated by single spaces (by ", " after a labelled leaf
/// when the next sibling starts with a bracket). Parsing it gives the tree
/// back.
impl fmt::Display for Tree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        /// What is left to write, last first.
        enum Pending {
            Node(NodeId),
            /// Between siblings: a space, or ", " where a space would hand
            /// the next sibling's brackets to the leaf before as children.
            Separator(&'static str),
            Close,
        }
        if self.game() == (Game::TwoPlayer { root: Player::Min }) {
            f.write_str("min ")?;
        }
        let mut stack = vec![Pending::Node(NodeId::ROOT)];
        while let Some(pending) = stack.pop() {
            match pending {
                Pending::Separator(separator) => f.write_str(separator)?,
                Pending::Close => f.write_char(')')?,
                Pending::Node(id) => {
                    let node = self.node(id);
                    write_node(f, node)?;
                    if !node.is_leaf() {
                        f.write_char('(')?;
                        stack.push(Pending::Close);
                        for pair in node.children.windows(2).rev() {
                            stack.push(Pending::Node(pair[1]));
                            let (before, after) = (self.node(pair[0]), self.node(pair[1]));
                            let takes_children = before.is_leaf() && before.label.is_some();
                            let starts_with_bracket = after.probability.is_none()
                                && after.label.is_none()
                                && after.value.is_none();
                            stack.push(Pending::Separator(
                                if takes_children && starts_with_bracket {
                                    ", "
                                } else {
                                    " "
                                },
                            ));
                        }
                        stack.push(Pending::Node(node.children[0]));
                    }
                }
            }
        }
        Ok(())
    }
}

/// A node without its children: probability, label and value.
fn write_node(f: &mut fmt::Formatter<'_>, node: &Node) -> fmt::Result {
    if let Some(probability) = node.probability {
        write!(f, "{probability}:")?;
    }
    if let Some(label) = &node.label {
        f.write_str(label)?;
    }
    if let Some(value) = &node.value {
        if node.label.is_some() || !node.is_leaf() {
            f.write_char('=')?;
        }
        write!(f, "{value}")?;
    }
    Ok(())
}

/// A value as the notation writes it: `3`, `-1.5`, `inf` or `<1,2>`.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Number(number) => write_number(f, *number),
            Value::Tuple(entries) => {
                f.write_char('<')?;
                for (entry_index, &entry) in entries.iter().enumerate() {
                    if entry_index > 0 {
                        f.write_char(',')?;
                    }
                    write_number(f, entry)?;
                }
                f.write_char('>')
            }
        }
    }
}

/// A probability as it was written: `1/6` or `0.5`.
impl fmt::Display for Probability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Probability::Fraction {
                numerator,
                denominator,
            } => write!(f, "{numerator}/{denominator}"),
            Probability::Decimal(probability) => write_number(f, probability),
        }
    }
}

/// Rust's `{}` for doubles is the shortest text that reads back as the same
/// double, and never uses an exponent, which the notation lacks.
fn write_number(f: &mut fmt::Formatter<'_>, number: f64) -> fmt::Result {
    if number == f64::INFINITY {
        f.write_str("inf")
    } else if number == f64::NEG_INFINITY {
        f.write_str("-inf")
    } else {
        write!(f, "{number}")
    }
}
