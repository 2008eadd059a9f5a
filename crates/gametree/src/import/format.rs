//! The formats a pasted tree is read in, named as the app and the command
//! line say which one a text was taken for.

use crate::lang::Message;

/// The formats `import()` reads.
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
    /// The format's name, to be said in the reader's language.
    pub fn said(self) -> Message {
        Message::new(match self {
            Format::Notation => "import.format.notation",
            Format::Json => "import.format.json",
            Format::WrappedLists => "import.format.wrapped-lists",
            Format::BreadthFirst => "import.format.breadth-first",
        })
    }

    /// The format's name in English, as the command line says it.
    pub fn name(self) -> &'static str {
        match self {
            Format::Notation => "the notation",
            Format::Json => "Minimax Lab JSON",
            Format::WrappedLists => "nested lists with wrapped leaves",
            Format::BreadthFirst => "breadth-first child counts and values",
        }
    }
}
