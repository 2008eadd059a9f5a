//! A message catalogue: the words of one language, read from a plain text
//! file that a translator can edit without knowing Rust, with placeholders
//! for node names, numbers and comparisons, and one entry per plural form.
//!
//! The format, one entry a line:
//!
//! ```text
//! # A comment.
//! enter.root = Start at {node}, a {role} node.
//! leaves-read[one] = {count} leaf read
//! leaves-read[other] = {count} leaves read
//! ```
//!
//! A key is lowercase ASCII letters, digits, `.`, `-` and `_`; `[one]`,
//! `[few]` or `[other]` after it gives the form a word takes after a count
//! (see [`Lang::plural`]). The text runs from after the first `=` to the end
//! of the line, spaces trimmed; `{name}` is a placeholder, `{{` and `}}` are
//! literal braces.

use super::language::{Lang, Plural};
use super::number::number;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// How numbers are written: the notation and the tree always use ASCII
/// digits, but a Persian reader may prefer Persian digits in sentences.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Digits {
    /// 0123456789.
    #[default]
    Ascii,
    /// ۰۱۲۳۴۵۶۷۸۹.
    Persian,
}

/// The words of one language.
#[derive(Clone, Debug, PartialEq)]
pub struct Catalogue {
    lang: Lang,
    digits: Digits,
    /// Text by key, plural forms under `key[form]`.
    entries: BTreeMap<String, String>,
}

/// Why a catalogue file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogueError {
    /// The 1-based line of the problem.
    pub line: usize,
    /// What is wrong there.
    pub message: String,
}

impl fmt::Display for CatalogueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for CatalogueError {}

/// A value put into a placeholder.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Arg<'a> {
    /// Text put in as it is: a node's name, a word already translated.
    Text(&'a str, &'a str),
    /// A number, written as the lecture writes it (−3, 2.5, +∞), in the
    /// catalogue's digits.
    Number(&'a str, f64),
    /// A count, which also chooses the plural form of the entry.
    Count(&'a str, u64),
    /// Mathematics already written (a window, a formula, a tuple), kept
    /// left to right inside right-to-left text.
    Ltr(&'a str, &'a str),
}

impl Arg<'_> {
    fn name(&self) -> &str {
        match *self {
            Arg::Text(name, _) | Arg::Number(name, _) | Arg::Count(name, _) | Arg::Ltr(name, _) => {
                name
            }
        }
    }
}

impl Catalogue {
    /// Reads a catalogue file of `lang`.
    pub fn parse(lang: Lang, text: &str) -> Result<Catalogue, CatalogueError> {
        let mut entries = BTreeMap::new();
        for (index, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let refuse = |message: String| CatalogueError {
                line: index + 1,
                message,
            };
            let (key, value) = line
                .split_once('=')
                .ok_or_else(|| refuse(format!("expected `key = text` but found {line:?}")))?;
            let key = key.trim();
            check_key(key).map_err(refuse)?;
            let value = value.trim();
            placeholders(value).map_err(refuse)?;
            if entries.insert(key.to_string(), value.to_string()).is_some() {
                return Err(refuse(format!("{key} is given twice")));
            }
        }
        Ok(Catalogue {
            lang,
            digits: Digits::default(),
            entries,
        })
    }

    /// Whether the catalogue has no entry at all.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The language of the catalogue.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// This catalogue writing numbers in `digits`.
    pub fn with_digits(self, digits: Digits) -> Catalogue {
        Catalogue { digits, ..self }
    }

    /// This catalogue with every entry it lacks taken from `base`, so that
    /// a half-finished translation still shows every word.
    pub fn over(mut self, base: &Catalogue) -> Catalogue {
        for (key, value) in &base.entries {
            self.entries
                .entry(key.clone())
                .or_insert_with(|| value.clone());
        }
        self
    }

    /// This catalogue with every entry `rewrite` gives a new text for (it
    /// is told the key and the text) rewritten: how a listing on paper
    /// marks the words it sets in bold.
    pub fn rewritten(mut self, rewrite: impl Fn(&str, &str) -> Option<String>) -> Catalogue {
        for (key, text) in &mut self.entries {
            if let Some(new) = rewrite(key, text) {
                *text = new;
            }
        }
        self
    }

    /// The text of `key` with `args` put into its placeholders. A
    /// [`Arg::Count`] chooses the entry's plural form. A missing key or
    /// placeholder shows as `⟦key⟧` or `{name}`, visible but harmless: the
    /// catalogue tests keep both from happening.
    pub fn say(&self, key: &str, args: &[Arg]) -> String {
        let count = args.iter().find_map(|arg| match *arg {
            Arg::Count(_, count) => Some(count),
            _ => None,
        });
        let template = count
            .and_then(|count| self.entries.get(&plural_key(key, self.lang.plural(count))))
            .or_else(|| self.entries.get(key))
            .or_else(|| self.entries.get(&plural_key(key, Plural::Other)));
        let Some(template) = template else {
            return format!("⟦{key}⟧");
        };
        let mut out = String::with_capacity(template.len() + 16);
        let mut rest = template.as_str();
        while let Some(open) = rest.find(['{', '}']) {
            out.push_str(&rest[..open]);
            let brace = rest.as_bytes()[open];
            let after = &rest[open + 1..];
            if after.as_bytes().first() == Some(&brace) {
                out.push(brace as char);
                rest = &after[1..];
                continue;
            }
            let close = after.find('}').unwrap_or(after.len());
            let name = &after[..close];
            match args.iter().find(|arg| arg.name() == name) {
                Some(arg) => self.write_arg(&mut out, arg),
                None => {
                    out.push('{');
                    out.push_str(name);
                    out.push('}');
                }
            }
            rest = after.get(close + 1..).unwrap_or("");
        }
        out.push_str(rest);
        out
    }

    /// Mathematics kept left to right: isolated inside right-to-left text,
    /// as it is when put into a placeholder with [`Arg::Ltr`].
    pub fn ltr(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len() + 6);
        self.write_arg(&mut out, &Arg::Ltr("", text));
        out
    }

    /// Writes one argument, isolated left to right inside right-to-left
    /// text so that "(α, β) = (3, +∞)" keeps its order.
    fn write_arg(&self, out: &mut String, arg: &Arg) {
        let text = match *arg {
            Arg::Text(_, text) | Arg::Ltr(_, text) => text.to_string(),
            Arg::Number(_, value) => self.number(value),
            Arg::Count(_, count) => self.digits(&count.to_string()),
        };
        if self.lang.is_rtl() && !matches!(arg, Arg::Text(..)) {
            out.push('\u{2066}');
            out.push_str(&text);
            out.push('\u{2069}');
        } else {
            out.push_str(&text);
        }
    }

    /// A number as the lecture writes it, in the catalogue's digits.
    pub fn number(&self, value: f64) -> String {
        self.digits(&number(value))
    }

    /// `text` with its digits (and decimal point) in the catalogue's digits:
    /// what every number said in the catalogue's language is written in,
    /// sentences and drawings alike.
    pub fn digits(&self, text: &str) -> String {
        match self.digits {
            Digits::Ascii => text.to_string(),
            Digits::Persian => text
                .chars()
                .map(|c| match c.to_digit(10) {
                    Some(d) => char::from_u32(0x06F0 + d).unwrap_or(c),
                    None if c == '.' => '٫',
                    None => c,
                })
                .collect(),
        }
    }

    /// Whether the catalogue has `key`, in any form.
    pub fn has(&self, key: &str) -> bool {
        self.entries.contains_key(key) || self.forms_of(key).next().is_some()
    }

    /// What keeps this catalogue from saying everything `reference` says,
    /// one sentence per problem: keys missing or unknown, placeholders that
    /// differ, plural forms the language needs and does not give.
    pub fn differences(&self, reference: &Catalogue) -> Vec<String> {
        let mut problems = Vec::new();
        let ours = self.base_keys();
        let theirs = reference.base_keys();
        for key in theirs.difference(&ours) {
            problems.push(format!("{}: {key} is missing", self.lang.tag()));
        }
        for key in ours.difference(&theirs) {
            problems.push(format!(
                "{}: {key} is not in the {} catalogue",
                self.lang.tag(),
                reference.lang.tag()
            ));
        }
        for key in ours.intersection(&theirs) {
            let wanted = reference.placeholders_of(key);
            let found = self.placeholders_of(key);
            if wanted != found {
                problems.push(format!(
                    "{}: {key} has placeholders {found:?}, {} has {wanted:?}",
                    self.lang.tag(),
                    reference.lang.tag()
                ));
            }
            if reference.forms_of(key).next().is_some() {
                for form in self.lang.forms() {
                    if !self.entries.contains_key(&plural_key(key, *form)) {
                        problems.push(format!(
                            "{}: {key}[{}] is missing",
                            self.lang.tag(),
                            form.name()
                        ));
                    }
                }
            }
        }
        problems
    }

    /// Every key, plural forms counted once under their base key.
    fn base_keys(&self) -> BTreeSet<&str> {
        self.entries
            .keys()
            .map(|key| key.split_once('[').map_or(key.as_str(), |(base, _)| base))
            .collect()
    }

    /// The plural forms given for `key`.
    fn forms_of<'a>(&'a self, key: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.entries
            .range(format!("{key}[")..)
            .map(|(entry, _)| entry.as_str())
            .take_while(move |entry| {
                entry
                    .strip_prefix(key)
                    .is_some_and(|rest| rest.starts_with('['))
            })
    }

    /// The placeholders of every form of `key` together.
    fn placeholders_of(&self, key: &str) -> BTreeSet<String> {
        let texts = self.entries.get(key).into_iter().chain(
            self.forms_of(key)
                .filter_map(|entry| self.entries.get(entry)),
        );
        texts
            .flat_map(|text| placeholders(text).unwrap_or_default())
            .collect()
    }
}

/// The key of one plural form: `leaves[few]`.
fn plural_key(key: &str, form: Plural) -> String {
    format!("{key}[{}]", form.name())
}

/// Checks a key and its plural form, if any.
fn check_key(key: &str) -> Result<(), String> {
    let (base, form) = match key.split_once('[') {
        Some((base, rest)) => (base, Some(rest.strip_suffix(']').unwrap_or(""))),
        None => (key, None),
    };
    let allowed = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || ".-_".contains(c);
    if base.is_empty() || !base.chars().all(allowed) {
        return Err(format!(
            "{key:?} is not a key: use lowercase letters, digits, '.', '-' and '_'"
        ));
    }
    match form {
        Some(form) if Plural::from_name(form).is_none() => Err(format!(
            "{key:?} names no plural form: use [one], [few] or [other]"
        )),
        _ => Ok(()),
    }
}

/// The placeholder names of a text, or why its braces do not pair up.
fn placeholders(text: &str) -> Result<BTreeSet<String>, String> {
    let mut names = BTreeSet::new();
    let mut rest = text;
    while let Some(open) = rest.find(['{', '}']) {
        let brace = rest.as_bytes()[open];
        let after = &rest[open + 1..];
        if after.as_bytes().first() == Some(&brace) {
            rest = &after[1..];
            continue;
        }
        if brace == b'}' {
            return Err(format!("a lone '}}' in {text:?}: write '}}}}' for a brace"));
        }
        let close = after
            .find('}')
            .ok_or_else(|| format!("a '{{' without its '}}' in {text:?}"))?;
        let name = &after[..close];
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(format!("{{{name}}} is not a placeholder name in {text:?}"));
        }
        names.insert(name.to_string());
        rest = &after[close + 1..];
    }
    Ok(names)
}
