//! What the page tells the user when something cannot be done, kept as
//! data: the interface's catalogue key and the values of its placeholders,
//! among them the core's own reasons ([`Message`]) and other notices. The
//! reducer stores a notice and its tests read it as data; the page says
//! it in its language only where it is shown (`strings::notice`).

use gametree::exercise::ExerciseError;
use gametree::lang::Message;

/// Something to tell the user: a key of the interface's catalogue
/// (`lang/<tag>.txt`) with its placeholders' values.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    key: &'static str,
    values: Vec<(&'static str, Value)>,
}

/// A value kept for a placeholder of a notice.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// Text in no language: a file's name.
    Text(String),
    /// What the user typed, quoted, kept left to right.
    Typed(String),
    /// Notation (a place in a text, `1:5`), kept left to right.
    Ltr(String),
    /// A number, in the page's digits.
    Number(f64),
    /// The core's reason, said in the core's catalogue of the same language.
    Reason(Message),
    /// Why no exercise can be made, or why its tree cannot be searched:
    /// kept unsaid, since its sentence names algorithms as the menu of the
    /// language spoken when it is shown names them.
    Exercise(ExerciseError),
    /// Another notice, said first.
    Notice(Box<Notice>),
}

impl Notice {
    /// The notice of `key`, its placeholders filled by the methods below.
    pub fn new(key: &'static str) -> Notice {
        Notice {
            key,
            values: Vec::new(),
        }
    }

    /// The catalogue key.
    pub fn key(&self) -> &'static str {
        self.key
    }

    /// The placeholders' names and values, in the order they were put in.
    pub fn values(&self) -> &[(&'static str, Value)] {
        &self.values
    }

    /// Puts text in no language (a name) into `{name}`.
    pub fn text(self, name: &'static str, text: impl Into<String>) -> Notice {
        self.with(name, Value::Text(text.into()))
    }

    /// Puts what the user typed into `{name}`, quoted.
    pub fn typed(self, name: &'static str, text: impl Into<String>) -> Notice {
        self.with(name, Value::Typed(text.into()))
    }

    /// Puts notation (a place in a text) into `{name}`, kept left to right.
    pub fn ltr(self, name: &'static str, text: impl Into<String>) -> Notice {
        self.with(name, Value::Ltr(text.into()))
    }

    /// Puts a number into `{name}`.
    pub fn number(self, name: &'static str, value: f64) -> Notice {
        self.with(name, Value::Number(value))
    }

    /// Puts the core's reason into `{name}`.
    pub fn reason(self, name: &'static str, reason: Message) -> Notice {
        self.with(name, Value::Reason(reason))
    }

    /// Puts another notice into `{name}`.
    pub fn notice(self, name: &'static str, notice: Notice) -> Notice {
        self.with(name, Value::Notice(Box::new(notice)))
    }

    /// Puts `value` into `{name}`.
    pub fn with(mut self, name: &'static str, value: Value) -> Notice {
        self.values.push((name, value));
        self
    }
}
