//! The notation's lexer: cuts the text into tokens, keeping count of lines
//! and columns (in characters), and refuses malformed numbers on the spot.

use super::error::ParseError;
use super::messages::{character_named, error_at, expected, quoted, shorten};
use super::position::{Position, FIRST_POSITION};
use crate::lang::Message;
use crate::tree::Player;

/// The kinds of token; the text of a token is kept as a byte range.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum TokenKind {
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
    /// The word `min` or `max`, or `and` or `or` (MIN and MAX of an
    /// AND-OR tree, when the flag is set), in any case.
    PlayerWord(Player, bool),
    /// A character that starts no token.
    Unknown(char),
    /// The end of the text.
    End,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Token {
    pub(super) kind: TokenKind,
    pub(super) position: Position,
    /// Whether a comma separates it from the token before.
    pub(super) after_comma: bool,
    /// Byte offsets of the token's text.
    pub(super) start: usize,
    pub(super) end: usize,
}

/// Cuts the text into tokens, keeping count of lines and columns.
pub(super) struct Lexer<'text> {
    pub(super) text: &'text str,
    /// Byte offset of the next character.
    pub(super) offset: usize,
    /// Line and column of the next character.
    position: Position,
    /// Whether the last `skip_separators` skipped a comma.
    skipped_comma: bool,
}

impl<'text> Lexer<'text> {
    pub(super) fn new(text: &'text str) -> Lexer<'text> {
        Lexer {
            text,
            offset: 0,
            position: FIRST_POSITION,
            skipped_comma: false,
        }
    }

    pub(super) fn next_token(&mut self) -> Result<Token, ParseError> {
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
                    return Err(error_at(position, Message::new("notation.leading-dot")));
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
                        let hint = Message::new("notation.hint.digit-after-point")
                            .ltr("with_zero", format!("{written}0"))
                            .ltr("without", &written[..written.len() - 1]);
                        return Err(self.expected_character(digit_after(written), Some(hint)));
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
                let what = Message::new("notation.what.digit-or-inf-after")
                    .ltr("sign", &self.text[start..word_start]);
                return Err(error_at(word_position, expected(what, quoted(word), &[])));
            }
            if sign == Some('-') {
                TokenKind::Number(f64::NEG_INFINITY)
            } else {
                TokenKind::Number(f64::INFINITY)
            }
        } else {
            let sign = sign.unwrap_or('+');
            let what = Message::new("notation.what.digit-or-inf-right-after")
                .ltr("sign", sign.to_string());
            let hint =
                Message::new("notation.hint.sign-touches").ltr("example", format!("{sign}3"));
            return Err(self.expected_character(what, Some(hint)));
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
                Message::new("notation.number-too-large"),
            )),
        }
    }

    /// The rest of a fraction whose numerator starts at `start` and ends here.
    fn fraction(&mut self, start: usize) -> Result<TokenKind, ParseError> {
        let numerator_end = self.offset;
        self.bump_ascii();
        if !self.at_digit() {
            let written = &self.text[start..self.offset];
            return Err(self.expected_character(digit_after(written), None));
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
                Message::new("notation.fraction-too-large").number("most", f64::from(u32::MAX)),
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
                let hint = matches!(character, 'e' | 'E')
                    .then(|| Message::new("notation.hint.no-exponents"));
                let what = Message::new("notation.what.space-after")
                    .ltr("number", shorten(&self.text[start..self.offset]));
                Err(self.expected_character(what, hint))
            }
            _ => Ok(()),
        }
    }

    /// A word starting with a letter: a label, `min`, `max`, `and`, `or` or `inf`.
    fn word(&mut self) -> Result<TokenKind, ParseError> {
        let start = self.offset;
        self.scan_word();
        let word = &self.text[start..self.offset];
        Ok(if let Some((player, and_or)) = player_word(word) {
            TokenKind::PlayerWord(player, and_or)
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
    fn expected_character(&self, what: Message, hint: Option<Message>) -> ParseError {
        let found = character_named(self.next_char());
        let hints: Vec<Message> = hint.into_iter().collect();
        error_at(self.position, expected(what, found, &hints))
    }
}

/// "a digit after" what is written so far of a number.
fn digit_after(written: &str) -> Message {
    Message::new("notation.what.digit-after").ltr("written", written)
}

/// The player a word names at the start of a tree, and whether it is one
/// of the AND-OR words: `max` and `or` name MAX, `min` and `and` MIN.
pub(super) fn player_word(word: &str) -> Option<(Player, bool)> {
    [
        ("max", Player::Max, false),
        ("min", Player::Min, false),
        ("or", Player::Max, true),
        ("and", Player::Min, true),
    ]
    .into_iter()
    .find(|(name, _, _)| word.eq_ignore_ascii_case(name))
    .map(|(_, player, and_or)| (player, and_or))
}

fn is_continuation_byte(byte: u8) -> bool {
    byte & 0b1100_0000 == 0b1000_0000
}
