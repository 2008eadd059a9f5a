//! The notation's parser: turns tokens into nodes in the order they are
//! written, the open brackets on an explicit stack, and points each problem
//! `Tree::new` finds at the part of the text that shows it.

use super::error::ParseError;
use super::lexer::{Lexer, Token, TokenKind};
use super::messages::{character_named, error_at, expected, quoted, shorten, to_close};
use super::position::{Position, FIRST_POSITION};
use crate::lang::Message;
use crate::tree::{Node, NodeId, Player, Probability, Problem, TreeError, Value, MAX_NODES};

/// What may start a node, for messages.
fn a_node() -> Message {
    Message::new("notation.what.node")
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
pub(super) struct Parser<'text> {
    lexer: Lexer<'text>,
    /// The token being looked at.
    current: Token,
    /// The token after it, once a probability check has looked ahead.
    next: Option<Token>,
    /// Who moves at the root.
    pub(super) root: Player,
    /// Whether the tree starts with `and` or `or`: an AND-OR tree.
    pub(super) and_or: bool,
    /// Where the `min`, `max`, `and` or `or` that starts the tree is written.
    pub(super) player_word: Option<Position>,
    pub(super) nodes: Vec<Node>,
    /// Where each node starts: what `parse_with_positions` returns.
    pub(super) starts: Vec<Position>,
    /// Recorded only when asked for, by node.
    landmarks: Option<Vec<Landmarks>>,
    /// The brackets opened and not yet closed, innermost last.
    open: Vec<OpenBracket>,
}

impl<'text> Parser<'text> {
    /// Reads the whole text: the player word, the nodes, the end.
    pub(super) fn read(
        text: &'text str,
        record_landmarks: bool,
    ) -> Result<Parser<'text>, ParseError> {
        let mut lexer = Lexer::new(text);
        let current = lexer.next_token()?;
        let mut parser = Parser {
            lexer,
            current,
            next: None,
            root: Player::Max,
            and_or: false,
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

    /// The optional `min`, `max`, `and` or `or` that starts a tree.
    fn read_player_word(&mut self) -> Result<(), ParseError> {
        if let TokenKind::PlayerWord(player, and_or) = self.current.kind {
            self.root = player;
            self.and_or = and_or;
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
                    return Err(self.expected(a_node()));
                }
                TokenKind::Close(bracket) if bracket == closing => {
                    self.open.pop();
                    self.advance()?;
                }
                TokenKind::Close(_) | TokenKind::End => {
                    return Err(self.expected(to_close(closing, open.bracket, open.position)));
                }
                _ => self.child(Some(open.node))?,
            }
        }
        if self.current.kind != TokenKind::End {
            let hint = match self.current.kind {
                TokenKind::Close(_) => "notation.hint.no-bracket-open",
                _ => "notation.hint.one-root",
            };
            let what = Message::new("notation.what.end-after-tree");
            return Err(self.expected_with(what, Some(Message::new(hint))));
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
                Problem::ProbabilityOnRoot.message(),
            ));
        }
        if let Probability::Fraction { denominator: 0, .. } = probability {
            return Err(error_at(
                token.position,
                Message::new("notation.zero-denominator"),
            ));
        }
        if !(0.0..=1.0).contains(&probability.value()) {
            return Err(error_at(
                token.position,
                Message::new("notation.probability-range").ltr("found", self.text(token)),
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
            return Err(error_at(start, Problem::TooLarge.message()));
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
                        let what =
                            Message::new("notation.what.after-label").ltr("label", shorten(label));
                        return Err(self.expected(what));
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
            _ => return Err(self.expected(a_node())),
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
                        _ if entries.is_empty() => {
                            return Err(self.expected(Message::new("notation.what.number")))
                        }
                        _ => {
                            let what = Message::new("notation.what.number-or-close-tuple");
                            return Err(self.expected(what));
                        }
                    }
                    self.advance()?;
                }
                self.advance()?;
                Ok(Value::Tuple(entries.into_boxed_slice()))
            }
            TokenKind::Fraction { .. } => Err(self.fraction_as_value()),
            _ => Err(self.expected(Message::new("notation.what.value"))),
        }
    }

    fn fraction_as_value(&self) -> ParseError {
        error_at(
            self.current.position,
            Message::new("notation.fraction-as-value").ltr("fraction", self.text(self.current)),
        )
    }

    /// "expected WHAT but found" the current token, at that token.
    fn expected(&self, what: Message) -> ParseError {
        self.expected_with(what, None)
    }

    /// [`Parser::expected`] with a hint of the caller's after the parser's own.
    fn expected_with(&self, what: Message, hint: Option<Message>) -> ParseError {
        let player_word = match self.current.kind {
            TokenKind::PlayerWord(..) => Some(Message::new("notation.hint.players-alternate")),
            _ => None,
        };
        let hints: Vec<Message> = player_word.into_iter().chain(hint).collect();
        let found = self.describe(self.current);
        error_at(self.current.position, expected(what, found, &hints))
    }

    /// A token as a message names it.
    fn describe(&self, token: Token) -> Message {
        let text = shorten(self.text(token));
        let key = match token.kind {
            TokenKind::End => return character_named(None),
            TokenKind::Unknown(character) => return character_named(Some(character)),
            TokenKind::Label => "notation.the-label",
            TokenKind::PlayerWord(..) => "notation.the-word",
            TokenKind::Number(_) => "notation.the-number",
            TokenKind::Fraction { .. } => "notation.the-fraction",
            TokenKind::Open(_)
            | TokenKind::Close(_)
            | TokenKind::Equals
            | TokenKind::Colon
            | TokenKind::TupleOpen
            | TokenKind::TupleClose => return quoted(&text),
        };
        Message::new(key).ltr("text", text)
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
pub(super) fn locate(error: &TreeError, parser: &Parser) -> ParseError {
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
    error_at(position, error.problem.message())
}
