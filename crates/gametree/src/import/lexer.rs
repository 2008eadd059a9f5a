//! The lexer the two list formats share: brackets, numbers as the notation
//! writes them, other words, and line ends (which separate the lists of the
//! breadth-first format).

use crate::notation::{Position, FIRST_POSITION};

/// The kinds of token of the list formats: brackets, numbers, line ends.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum ListTokenKind {
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
pub(super) struct ListToken {
    pub(super) kind: ListTokenKind,
    pub(super) position: Position,
    /// Byte offsets of the token's text.
    pub(super) start: usize,
    pub(super) end: usize,
}

/// Cuts a text into brackets, words and line ends. Spaces, tabs, commas and
/// `#` comments separate tokens, as in the notation.
pub(super) struct ListLexer<'text> {
    text: &'text str,
    offset: usize,
    position: Position,
}

impl<'text> ListLexer<'text> {
    pub(super) fn new(text: &'text str) -> ListLexer<'text> {
        ListLexer {
            text,
            offset: 0,
            position: FIRST_POSITION,
        }
    }

    pub(super) fn next_token(&mut self) -> ListToken {
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

pub(super) fn is_digits(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|byte| byte.is_ascii_digit())
}

pub(super) fn closing_bracket(open: u8) -> u8 {
    if open == b'[' {
        b']'
    } else {
        b')'
    }
}
