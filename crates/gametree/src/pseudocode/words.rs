//! The words a listing is written in, read from the catalogue's `pseudo.`
//! entries (keywords, prose, the names of variables), so that a listing
//! reads in the language of the page or of `--lang`, line for line as
//! English's; code and mathematics kept left to right in Persian.

use crate::lang::{Arg, Catalogue};

/// A catalogue's words for pseudocode.
#[derive(Clone, Copy)]
pub(super) struct Words<'a>(pub(super) &'a Catalogue);

impl Words<'_> {
    /// The entry `pseudo.<key>` with `args` (words or code already
    /// written) put in.
    pub(super) fn phrase(&self, key: &str, args: &[(&str, &str)]) -> String {
        let args: Vec<Arg> = (args.iter())
            .map(|&(name, text)| Arg::Text(name, text))
            .collect();
        self.0.say(&format!("pseudo.{key}"), &args)
    }

    /// A word of the listing: a keyword, a variable's name, a value.
    pub(super) fn word(&self, key: &str) -> String {
        self.phrase(key, &[])
    }

    /// Code (a call, an assignment, mathematics), kept left to right
    /// inside right-to-left text.
    pub(super) fn code(&self, text: &str) -> String {
        self.0.ltr(text)
    }

    /// `if test then`.
    pub(super) fn if_then(&self, test: &str) -> String {
        self.phrase("if", &[("test", test)])
    }

    /// `return what`: code returned is given as code, words as words.
    pub(super) fn return_(&self, what: &str) -> String {
        self.phrase("return", &[("what", what)])
    }

    /// `if test then return what`.
    pub(super) fn if_return(&self, test: &str, what: &str) -> String {
        format!("{} {}", self.if_then(test), self.return_(what))
    }

    /// A function's header: `function name` and, when it returns
    /// something, `returns what`.
    pub(super) fn function(&self, call: &str, returns: Option<&str>) -> String {
        let function = self.phrase("function", &[("name", &self.code(call))]);
        match returns {
            Some(what) => format!("{function} {}", self.phrase("returns", &[("what", what)])),
            None => function,
        }
    }

    /// `for each item do`.
    pub(super) fn for_each(&self, item: &str) -> String {
        self.phrase("for-each", &[("item", item)])
    }

    /// `item in set`.
    pub(super) fn in_(&self, item: &str, set: &str) -> String {
        self.phrase("in", &[("item", item), ("set", set)])
    }

    /// `while test do`.
    pub(super) fn while_(&self, test: &str) -> String {
        self.phrase("while", &[("test", test)])
    }

    /// The start of `line` up to the end of the `if test then` that opens
    /// it (after its indentation): what a planted bug keeps of the line.
    pub(super) fn up_to_then<'l>(&self, line: &'l str) -> Option<&'l str> {
        const MARK: &str = "\u{0}";
        let template = self.if_then(MARK);
        let (_, after_test) = template.split_once(MARK)?;
        let end = line.find(after_test).filter(|_| !after_test.is_empty())?;
        Some(&line[..end + after_test.len()])
    }
}
