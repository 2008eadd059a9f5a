//! Reading the JSON text of the JSON form, token by token: punctuation,
//! strings, numbers and `null`, each error placed at its line and column.
//! The form's shape is fixed (an object holding a list of flat objects), so
//! the caller asks for what it expects next and nothing here recurses: a
//! text nested a million brackets deep is refused at its second bracket.

use super::error::JsonError;
use crate::lang::Message;
use crate::notation::{character_named, expected, shorten, Position};

/// A JSON text and how far it has been read.
pub(super) struct Reader<'a> {
    text: &'a str,
    at: usize,
}

/// An object or list being read: whether its first entry is still to come,
/// and the bracket that closes it.
pub(super) struct Entries {
    first: bool,
    close: u8,
}

/// What comes next, to choose how to read a value of more than one kind.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Next {
    /// `"`: a string.
    Text,
    /// `-` or a digit: a number.
    Number,
    /// `[`: a list.
    List,
    /// `null`.
    Null,
    /// Anything else, the end of the text included.
    Other,
}

impl<'a> Reader<'a> {
    /// A reader at the start of `text`.
    pub(super) fn new(text: &'a str) -> Reader<'a> {
        Reader { text, at: 0 }
    }

    /// Where the next value starts, for messages about it as a whole.
    pub(super) fn start(&mut self) -> usize {
        self.skip_space();
        self.at
    }

    /// The kind of the next value.
    pub(super) fn next(&mut self) -> Next {
        self.skip_space();
        match self.text.as_bytes().get(self.at) {
            Some(b'"') => Next::Text,
            Some(b'-' | b'0'..=b'9') => Next::Number,
            Some(b'[') => Next::List,
            Some(b'n') if self.text[self.at..].starts_with("null") => Next::Null,
            _ => Next::Other,
        }
    }

    /// Starts reading an object: `{`.
    pub(super) fn object(&mut self) -> Result<Entries, JsonError> {
        self.punctuation(b'{')?;
        Ok(Entries {
            first: true,
            close: b'}',
        })
    }

    /// Starts reading a list: `[`.
    pub(super) fn list(&mut self) -> Result<Entries, JsonError> {
        self.punctuation(b'[')?;
        Ok(Entries {
            first: true,
            close: b']',
        })
    }

    /// The name of the object's next field, with the place it starts for
    /// messages about it, its `:` read; `None` at the closing `}`.
    pub(super) fn field(
        &mut self,
        entries: &mut Entries,
    ) -> Result<Option<(String, usize)>, JsonError> {
        if !self.more(entries)? {
            return Ok(None);
        }
        let start = self.at;
        let name = self.string(Message::new("json.what.field-name"))?;
        self.punctuation(b':')?;
        Ok(Some((name, start)))
    }

    /// Whether the list has another entry (then it comes next), or ends here.
    pub(super) fn item(&mut self, entries: &mut Entries) -> Result<bool, JsonError> {
        self.more(entries)
    }

    /// After the first entry, a comma before each further one; false at the
    /// closing bracket.
    fn more(&mut self, entries: &mut Entries) -> Result<bool, JsonError> {
        self.skip_space();
        if self.peek() == Some(entries.close) {
            self.at += 1;
            return Ok(false);
        }
        if !entries.first {
            let close = char::from(entries.close);
            if self.peek() != Some(b',') {
                let what = Message::new("json.what.comma-or").ltr("close", close.to_string());
                return Err(self.expected(what));
            }
            self.at += 1;
        }
        entries.first = false;
        Ok(true)
    }

    /// A string, its escapes undone; `what` names it in the error if there is none.
    pub(super) fn string(&mut self, what: Message) -> Result<String, JsonError> {
        self.skip_space();
        if self.peek() != Some(b'"') {
            return Err(self.expected(what));
        }
        self.at += 1;
        let mut text = String::new();
        loop {
            let rest = &self.text[self.at..];
            let Some(character) = rest.chars().next() else {
                return Err(self.error(Message::new("json.string-unended")));
            };
            match character {
                '"' => {
                    self.at += 1;
                    return Ok(text);
                }
                '\\' => {
                    self.at += 1;
                    text.push(self.escape()?);
                }
                '\u{0}'..='\u{1f}' => {
                    return Err(self.error(Message::new("json.control-character")));
                }
                _ => {
                    text.push(character);
                    self.at += character.len_utf8();
                }
            }
        }
    }

    /// The character an escape stands for, just after its backslash.
    fn escape(&mut self) -> Result<char, JsonError> {
        let escaped = match self.peek() {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                self.at += 1;
                let unit = self.hex4()?;
                // A character beyond the first plane is two escapes, a surrogate pair.
                let code = if (0xd800..0xdc00).contains(&unit)
                    && self.text[self.at..].starts_with("\\u")
                {
                    self.at += 2;
                    let low = self.hex4()?;
                    0x10000 + ((unit - 0xd800) << 10) + low.wrapping_sub(0xdc00)
                } else {
                    unit
                };
                return char::from_u32(code)
                    .ok_or_else(|| self.error(Message::new("json.escape-not-character")));
            }
            _ => return Err(self.error(Message::new("json.unknown-escape"))),
        };
        self.at += 1;
        Ok(escaped)
    }

    /// Four hex digits, as `\u` takes them.
    fn hex4(&mut self) -> Result<u32, JsonError> {
        let digits = self.text.get(self.at..self.at + 4).unwrap_or("");
        let code = (digits.len() == 4 && digits.bytes().all(|byte| byte.is_ascii_hexdigit()))
            .then(|| u32::from_str_radix(digits, 16).ok())
            .flatten()
            .ok_or_else(|| self.error(Message::new("json.four-hex-digits")))?;
        self.at += 4;
        Ok(code)
    }

    /// A number as JSON writes it; `None` if none starts here.
    fn number_text(&mut self) -> Option<&'a str> {
        self.skip_space();
        let bytes = self.text.as_bytes();
        let start = self.at;
        let mut end = start;
        let digits = |end: &mut usize| {
            let from = *end;
            while bytes.get(*end).is_some_and(u8::is_ascii_digit) {
                *end += 1;
            }
            *end > from
        };
        if bytes.get(end) == Some(&b'-') {
            end += 1;
        }
        if bytes.get(end) == Some(&b'0') {
            end += 1;
        } else if !digits(&mut end) {
            return None;
        }
        if bytes.get(end) == Some(&b'.') {
            end += 1;
            if !digits(&mut end) {
                return None;
            }
        }
        if matches!(bytes.get(end), Some(b'e' | b'E')) {
            end += 1;
            if matches!(bytes.get(end), Some(b'+' | b'-')) {
                end += 1;
            }
            if !digits(&mut end) {
                return None;
            }
        }
        self.at = end;
        Some(&self.text[start..end])
    }

    /// A finite number; `what` names it in the error if there is none.
    pub(super) fn number(&mut self, what: Message) -> Result<f64, JsonError> {
        let start = self.at;
        let Some(text) = self.number_text() else {
            return Err(self.expected(what));
        };
        match text.parse::<f64>() {
            Ok(number) if number.is_finite() => Ok(number),
            _ => {
                self.at = start;
                Err(self.error(Message::new("json.number-too-large").ltr("number", text)))
            }
        }
    }

    /// A whole number from 0 to `u32::MAX`; `what` names it in the error.
    pub(super) fn natural(&mut self, what: Message) -> Result<u32, JsonError> {
        self.skip_space();
        let start = self.at;
        let found = self.number_text();
        match found.and_then(|text| text.parse::<u32>().ok()) {
            Some(number) => Ok(number),
            None => {
                self.at = start;
                Err(self.expected(what))
            }
        }
    }

    /// `null`, which stands for a field left out.
    pub(super) fn null(&mut self) {
        self.skip_space();
        self.at += "null".len();
    }

    /// The end of the text, with nothing but white space before it.
    pub(super) fn end(&mut self) -> Result<(), JsonError> {
        self.skip_space();
        if self.at < self.text.len() {
            return Err(self.expected(Message::new("json.what.end")));
        }
        Ok(())
    }

    /// The one byte of punctuation `byte`.
    fn punctuation(&mut self, byte: u8) -> Result<(), JsonError> {
        self.skip_space();
        if self.peek() != Some(byte) {
            let what = Message::new("notation.quoted").ltr("text", char::from(byte).to_string());
            return Err(self.expected(what));
        }
        self.at += 1;
        Ok(())
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn skip_space(&mut self) {
        let bytes = self.text.as_bytes();
        while matches!(bytes.get(self.at), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// "expected `what` but found …", placed at the current position.
    pub(super) fn expected(&self, what: Message) -> JsonError {
        self.expected_at(self.at, what, self.found())
    }

    /// "expected `what` but found `found`", placed at byte `offset`.
    pub(super) fn expected_at(&self, offset: usize, what: Message, found: Message) -> JsonError {
        at(self.text, offset, expected(what, found, &[]))
    }

    /// What comes next, as a message names it: a word, number or string
    /// quoted whole (cut short if long), or else the character.
    fn found(&self) -> Message {
        let rest = &self.text[self.at..];
        let token = match rest.strip_prefix('"') {
            Some(string) => string.find('"').map(|end| &rest[..end + 2]),
            None => {
                let end = rest
                    .find(|character: char| {
                        !(character.is_alphanumeric() || "+-.".contains(character))
                    })
                    .unwrap_or(rest.len());
                (end > 0).then(|| &rest[..end])
            }
        };
        match token {
            Some(token) if token.starts_with('"') => {
                Message::new("import.as-written").ltr("text", shorten(token))
            }
            Some(token) => Message::new("notation.quoted").ltr("text", shorten(token)),
            None => character_named(rest.chars().next()),
        }
    }

    /// `said` placed at the current position.
    pub(super) fn error(&self, said: Message) -> JsonError {
        at(self.text, self.at, said)
    }

    /// `said` placed at byte `offset`.
    pub(super) fn error_at(&self, offset: usize, said: Message) -> JsonError {
        at(self.text, offset, said)
    }
}

/// `message` at the line and column of byte `offset` of `text`, as the
/// notation's errors give them.
fn at(text: &str, offset: usize, problem: Message) -> JsonError {
    let before = &text[..offset];
    let line_start = before.rfind('\n').map_or(0, |newline| newline + 1);
    let position = Position {
        line: count(before.matches('\n').count() + 1),
        column: count(before[line_start..].chars().count() + 1),
    };
    JsonError::new(
        Message::new("json.at")
            .ltr("position", position.to_string())
            .nested("problem", problem),
    )
}

/// A line or column number; a text of four billion lines has bigger problems.
fn count(number: usize) -> u32 {
    u32::try_from(number).unwrap_or(u32::MAX)
}
