//! The page's whole address read once, into one typed value: the query's
//! `embed` and `lang`, and the fragment's exercise (`x`), game (`g`), tree
//! and searches (the keys of [`decode`]), with a sentence for every
//! key the page cannot honour, so that no part of a link is dropped
//! without a word. [`with_lang`] writes the language back into the query.

use super::error::ShareError;
use super::fragment::{decode, decode_game, Shared};
use super::keys::KEYS;
use super::part::{name_and_value, unescape};
use crate::lang::{Lang, Message};
use crate::options::{Algorithm, MonteCarlo, Options};

/// Everything an address says.
#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    /// The language `lang=` names, in the query or the fragment (the
    /// query's first), when it is one the page speaks.
    pub lang: Option<Lang>,
    /// Whether the query asks for embed mode: `embed`, or `embed=` with
    /// any value.
    pub embed: bool,
    /// What the fragment opens.
    pub opens: Opens,
    /// The parts of the address the page cannot honour, one sentence
    /// each (the keys it does not know first, then those its search
    /// cannot take): they are left out, and the page says so.
    pub left_out: Vec<Message>,
}

/// What an address's fragment opens.
#[derive(Clone, Debug, PartialEq)]
pub enum Opens {
    /// No page: no fragment, or one naming only a language.
    Nothing,
    /// A tree (or a game's) with its search and step, or why the link
    /// cannot be read.
    Search(Result<Found, ShareError>),
    /// An exercise (`x=`), by its code or its kind as written, with the
    /// tree and search of one drawn on a tree when the link carries them.
    Exercise {
        /// What `x=` holds, unescaped.
        code: String,
        /// The tree the exercise is posed on, when the link carries one.
        on: Option<Result<Found, ShareError>>,
    },
}

/// A search a link carries: the tree's text, the search and step, and
/// the recipe of the game whose tree it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    /// The recipe (`g=`) the tree is built from, when it is a game's.
    pub game: Option<String>,
    /// The tree's text (empty for a game), searches and step. The first
    /// search carries no planted bug: the page plants one only in a
    /// second search, beside the right one.
    pub shared: Shared,
}

impl Link {
    /// Reads `address`: a whole one (`https://…/?lang=ro#t=…`), a query with
    /// its fragment (`?embed#t=…`), or a fragment alone, with or without
    /// its `#` (`t=…`). Never fails: a part that cannot be read makes its
    /// search an error, and a part the page cannot honour a sentence.
    pub fn read(address: &str) -> Link {
        let (page, fragment) = match address.split_once('#') {
            Some((page, fragment)) => (page, fragment),
            None if address.starts_with('?') || has_scheme(address) => (address, ""),
            None => ("", address),
        };
        let query = page.split_once('?').map_or("", |(_, query)| query);
        let mut left_out = Vec::new();
        let mut lang = None;
        let mut named_lang = |value: &str, left_out: &mut Vec<Message>| {
            let read = unescape(value, "share.part.language").ok();
            match read.as_deref().and_then(Lang::from_tag) {
                Some(found) => lang = lang.or(Some(found)),
                None => {
                    let known: Vec<&str> = Lang::ALL.iter().map(|lang| lang.tag()).collect();
                    left_out.push(
                        Message::new("share.left-out.language")
                            .ltr("written", format!("lang={value}"))
                            .nested("known", Message::list(&known)),
                    );
                }
            }
        };
        let mut embed = false;
        for part in query.split('&') {
            let (name, value) = name_and_value(part);
            match name {
                "lang" => named_lang(value, &mut left_out),
                "embed" => embed = true,
                // Whatever else a query holds (a course page's own
                // parameters) is the server's, not the page's.
                _ => {}
            }
        }
        let mut code = None;
        let mut search_named = false;
        for part in fragment.split('&').filter(|part| !part.is_empty()) {
            let (name, value) = name_and_value(part);
            match name {
                "lang" => named_lang(value, &mut left_out),
                "x" => code = Some(value),
                "g" => search_named = true,
                _ if KEYS.iter().any(|&(key, ..)| key == name) => search_named = true,
                _ => left_out.push(Message::new("share.left-out.unknown").ltr("written", part)),
            }
        }
        let search = search_named.then(|| found(fragment, &mut left_out));
        let opens = match (code, search) {
            (Some(code), on) => match unescape(code, "share.part.exercise") {
                Ok(code) => Opens::Exercise { code, on },
                Err(error) => Opens::Search(Err(error)),
            },
            (None, Some(search)) => Opens::Search(search),
            (None, None) => Opens::Nothing,
        };
        Link {
            lang,
            embed,
            opens,
            left_out,
        }
    }

    /// The sentence of every part left out, as one: `None` when the page
    /// honours the whole link.
    pub fn left_out_said(&self) -> Option<Message> {
        let (last, rest) = self.left_out.split_last()?;
        Some(rest.iter().rev().fold(last.clone(), |said, before| {
            Message::new("share.left-out.and")
                .nested("first", before.clone())
                .nested("rest", said)
        }))
    }
}

/// The search `fragment` carries, with a sentence in `left_out` for each
/// of its keys the page cannot honour, which is then left out of it.
fn found(fragment: &str, left_out: &mut Vec<Message>) -> Result<Found, ShareError> {
    let mut shared = decode(fragment)?;
    let game = decode_game(fragment)?;
    let written = |key: &str| {
        fragment
            .split('&')
            .find(|part| name_and_value(part).0 == key)
    };
    if let (Some(_), Some(tree)) = (&game, written("t").filter(|part| *part != "t=")) {
        left_out.push(Message::new("share.left-out.tree-and-game").ltr("written", tree));
    }
    if let Some(bug) = written("bug") {
        left_out.push(Message::new("share.left-out.first-bug").ltr("written", bug));
        shared.options.bug = None;
    }
    let monte_carlo_unused = |options: &mut Options, key: &str, left_out: &mut Vec<Message>| {
        if let Some(part) = written(key).filter(|_| options.algorithm != Algorithm::MonteCarlo) {
            left_out.push(
                Message::new("share.left-out.not-monte-carlo")
                    .ltr("written", part)
                    .ltr("algorithm", options.algorithm.name()),
            );
            options.monte_carlo = MonteCarlo::default();
        }
    };
    monte_carlo_unused(&mut shared.options, "mc", left_out);
    match &mut shared.compare {
        Some(comparison) => monte_carlo_unused(&mut comparison.options, "mc2", left_out),
        // The second search's keys, and how the two step, need a second search.
        None => {
            let second = KEYS
                .iter()
                .filter(|&&(key, ..)| key.ends_with('2') || key == "sync");
            for part in second.filter_map(|&(key, ..)| written(key)) {
                left_out.push(Message::new("share.left-out.no-second").ltr("written", part));
            }
        }
    }
    Ok(Found { game, shared })
}

/// Whether `address` starts with a scheme (`https://`, `file://`): a
/// whole address, where a fragment alone starts with a key.
fn has_scheme(address: &str) -> bool {
    address.split_once("://").is_some_and(|(scheme, _)| {
        !scheme.is_empty()
            && scheme
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
    })
}

/// The link that opens the exercise of `code` in practice mode in the
/// app at `page` (its address without a fragment).
pub fn exercise_link(page: &str, code: &str) -> String {
    format!("{page}#x={code}")
}

/// `page` (a whole address) with `lang=` of `lang` in its query, any
/// earlier `lang=` there replaced and its fragment kept: the link that
/// opens the same moment in `lang`, whatever the reader's browser speaks.
pub fn with_lang(page: &str, lang: Lang) -> String {
    let (before_fragment, fragment) = match page.find('#') {
        Some(at) => page.split_at(at),
        None => (page, ""),
    };
    let (path, query) = before_fragment
        .split_once('?')
        .unwrap_or((before_fragment, ""));
    let tag = format!("lang={}", lang.tag());
    let parts: Vec<&str> = query
        .split('&')
        .filter(|part| !part.is_empty() && !part.starts_with("lang="))
        .chain([tag.as_str()])
        .collect();
    format!("{path}?{}{fragment}", parts.join("&"))
}
