//! A sentence kept unsaid: a catalogue key with the values of its
//! placeholders, so that an error found once (by the notation's parser,
//! say) can be shown in whichever language reads it, and in English by
//! `Display`.

use super::catalogue::{Arg, Catalogue};

/// A catalogue key and the values of its placeholders, said with
/// [`Message::say`] in any catalogue.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    key: &'static str,
    values: Vec<(&'static str, Value)>,
}

/// A value kept for a placeholder: what [`Arg`] borrows, owned.
#[derive(Clone, Debug, PartialEq)]
enum Value {
    /// Text in no language: a name, a label.
    Text(String),
    /// Notation or mathematics, kept left to right.
    Ltr(String),
    /// A number, in the catalogue's digits.
    Number(f64),
    /// A count, which chooses the plural form.
    Count(u64),
    /// A message of its own, said in the same catalogue first.
    Said(Message),
}

impl Message {
    /// The message of `key`, its placeholders filled by the methods below.
    pub fn new(key: &'static str) -> Message {
        Message {
            key,
            values: Vec::new(),
        }
    }

    /// A list said as the language lists: "A", "A and B", "A, B and C".
    pub fn list(items: &[&str]) -> Message {
        match items {
            [] | [_] => Message::new("list.one").text("item", items.concat()),
            [first, second] => Message::new("list.two")
                .text("first", *first)
                .text("second", *second),
            [first, rest @ ..] => Message::new("list.more")
                .text("first", *first)
                .nested("rest", Message::list(rest)),
        }
    }

    /// The catalogue key.
    pub fn key(&self) -> &'static str {
        self.key
    }

    /// Puts text in no language (a name) into `{name}`.
    pub fn text(self, name: &'static str, text: impl Into<String>) -> Message {
        self.with(name, Value::Text(text.into()))
    }

    /// Puts notation or mathematics into `{name}`, kept left to right.
    pub fn ltr(self, name: &'static str, text: impl Into<String>) -> Message {
        self.with(name, Value::Ltr(text.into()))
    }

    /// Puts a number into `{name}`.
    pub fn number(self, name: &'static str, value: f64) -> Message {
        self.with(name, Value::Number(value))
    }

    /// Puts a count into `{name}`; it chooses the plural form.
    pub fn count(self, name: &'static str, count: u64) -> Message {
        self.with(name, Value::Count(count))
    }

    /// Puts another message, said in the same language, into `{name}`.
    pub fn nested(self, name: &'static str, message: Message) -> Message {
        self.with(name, Value::Said(message))
    }

    fn with(mut self, name: &'static str, value: Value) -> Message {
        self.values.push((name, value));
        self
    }

    /// The sentence in the language of `words`. Messages put into
    /// messages are said first; they nest as deep as the code that builds
    /// them, never as deep as any input.
    pub fn say(&self, words: &Catalogue) -> String {
        let said: Vec<String> = self
            .values
            .iter()
            .map(|(_, value)| match value {
                Value::Said(message) => message.say(words),
                _ => String::new(),
            })
            .collect();
        let args: Vec<Arg> = self
            .values
            .iter()
            .zip(&said)
            .map(|((name, value), said)| match value {
                Value::Text(text) => Arg::Text(name, text),
                Value::Ltr(text) => Arg::Ltr(name, text),
                Value::Number(value) => Arg::Number(name, *value),
                Value::Count(count) => Arg::Count(name, *count),
                Value::Said(_) => Arg::Text(name, said),
            })
            .collect();
        words.say(self.key, &args)
    }
}
