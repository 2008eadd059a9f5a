//! The words a listing is written in: each line is a template, the same
//! for every language, whose words come from the catalogue's `pseudo.`
//! entries (keywords, prose, the names of variables), so that a listing
//! reads in the page's language (or `--lang`'s) line for line as English;
//! code and mathematics are kept left to right in Persian. Templates are
//! data, read by one small writer, so that translating the listings costs
//! the page little code.
//!
//! A template is text with three marks:
//!
//! - `{name}`: the listing's value `name` (itself a template: the window,
//!   the depth passed on, …) or else the catalogue's word `pseudo.name`;
//! - `{name¦a=X¦b=Y}`: the catalogue's entry `pseudo.name` with X and Y,
//!   each a template, put into its placeholders `{a}` and `{b}`;
//! - `‹X›`: code, kept left to right inside right-to-left text.

use crate::lang::{Arg, Catalogue};

/// Writes templates in the words of a catalogue, with the values of one
/// listing.
pub(super) struct Writer<'a> {
    catalogue: &'a Catalogue,
    values: Vec<(&'static str, String)>,
}

impl<'a> Writer<'a> {
    /// A writer of `catalogue`'s words, with no values yet.
    pub(super) fn new(catalogue: &'a Catalogue) -> Writer<'a> {
        Writer {
            catalogue,
            values: Vec::new(),
        }
    }

    /// Sets the value `name` to `template`.
    pub(super) fn set(&mut self, name: &'static str, template: impl Into<String>) {
        let template = template.into();
        match self.values.iter_mut().find(|(known, _)| *known == name) {
            Some((_, value)) => *value = template,
            None => self.values.push((name, template)),
        }
    }

    /// The text of `template`, without spaces at its end (a `return` with
    /// nothing after it).
    pub(super) fn write(&self, template: &str) -> String {
        let mut out = String::new();
        self.expand(template, &mut out);
        out.truncate(out.trim_end().len());
        out
    }

    fn expand(&self, template: &str, out: &mut String) {
        let mut rest = template;
        while let Some(at) = rest.find(['{', '‹']) {
            out.push_str(&rest[..at]);
            let open = rest[at..].chars().next().unwrap_or('{');
            let close = if open == '{' { '}' } else { '›' };
            let inner_start = at + open.len_utf8();
            let inner_end = matching(&rest[inner_start..], open, close) + inner_start;
            let inner = &rest[inner_start..inner_end];
            if open == '‹' {
                let mut code = String::new();
                self.expand(inner, &mut code);
                out.push_str(&self.catalogue.ltr(&code));
            } else {
                self.entry(inner, out);
            }
            rest = rest.get(inner_end + close.len_utf8()..).unwrap_or("");
        }
        out.push_str(rest);
    }

    /// Writes `{inner}`: a value, a word, or an entry with its arguments.
    fn entry(&self, inner: &str, out: &mut String) {
        let mut parts = split_top(inner);
        let key = parts.remove(0);
        if parts.is_empty() {
            if let Some((_, value)) = self.values.iter().find(|(name, _)| *name == key) {
                return self.expand(value, out);
            }
        }
        let written: Vec<(&str, String)> = (parts.iter())
            .map(|part| {
                let (name, template) = part.split_once('=').unwrap_or((part, ""));
                let mut text = String::new();
                self.expand(template, &mut text);
                (name, text)
            })
            .collect();
        let args: Vec<Arg> = (written.iter())
            .map(|(name, text)| Arg::Text(name, text))
            .collect();
        out.push_str(&self.catalogue.say(&format!("pseudo.{key}"), &args));
    }

    /// The start of `line` up to the end of the `if test then` that opens
    /// it (after its indentation): what a planted bug keeps of the line.
    pub(super) fn up_to_then<'l>(&self, line: &'l str) -> Option<&'l str> {
        const MARK: &str = "\u{0}";
        let template = self.write("{if¦test=\u{0}}.");
        let (_, after_test) = template.split_once(MARK)?;
        let after_test = after_test.trim_end_matches('.');
        let end = line.find(after_test).filter(|_| !after_test.is_empty())?;
        Some(&line[..end + after_test.len()])
    }
}

/// Where the mark `close` that closes an `open` at the start of `text`
/// is, marks nested inside counted.
fn matching(text: &str, open: char, close: char) -> usize {
    let mut depth = 0;
    for (at, c) in text.char_indices() {
        if c == close && depth == 0 {
            return at;
        } else if c == close {
            depth -= 1;
        } else if c == open {
            depth += 1;
        }
    }
    text.len()
}

/// The parts of an entry between its `¦`s, those inside nested marks left
/// whole.
fn split_top(inner: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (at, c) in inner.char_indices() {
        match c {
            '{' | '‹' => depth += 1,
            '}' | '›' => depth -= 1,
            '¦' if depth == 0 => {
                parts.push(&inner[start..at]);
                start = at + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
}
