//! What the app's address (the part after `#`) carries, so that a link
//! opens the same tree, search and step: the tree's text, the algorithm
//! with its options, and the step, as URL-safe `key=value` pairs:
//!
//! ```text
//! t=((3_12_8)_(2_4_6))&a=alphabeta&d=2&ties=strict&fail=hard&s=17
//! ```
//!
//! - `t`: the tree's text, percent-encoded with ASCII letters, digits and
//!   `( ) = , . - / :` left as they are and a space written `_` (so `_`
//!   itself is `%5F`); every other character is `%XX` per UTF-8 byte. `<`
//!   and `>` are encoded too, although common in tuples: browsers encode
//!   them in addresses anyway, and chat programs end links at them.
//! - `a`: the algorithm's command-line name (`Algorithm::name`); minimax
//!   when absent.
//! - `d`: the depth limit; absent for a full-depth search.
//! - `ties`: `equal` (the default, left out) or `strict`.
//! - `fail`: `soft` (the default, left out) or `hard`.
//! - `s`: the step; 0 when absent.
//! - `g`: a game tree named by its recipe (`games::Recipe`, such as
//!   `tictactoe,x.o/.x./...,d2`), written before the others; `t` is then
//!   empty and the app builds the tree from the recipe, since the whole of
//!   tic-tac-toe is megabytes of text ([`encode_game`], [`decode_game`]).
//!
//! Every value is percent-decoded (with `_` as a space) before it is read.
//! Unknown keys are ignored, so that newer addresses open in older apps; a
//! known key given twice is an error. The tree's text is not parsed here:
//! the app parses it and shows the notation's own error.

use crate::options::{Algorithm, Failure, Options, TieRule};
use std::fmt::{self, Write as _};
use std::num::{IntErrorKind, ParseIntError};
use std::str::FromStr;

/// The longest tree text, in characters, an address may carry. Past this
/// the address is refused before anything is parsed: no link that people
/// share is this long, and parsing a huge text would hang the page.
pub const MAX_TEXT_CHARACTERS: usize = 1_000_000;

/// What a shared address holds: enough to show someone else the same
/// moment of the same search.
#[derive(Clone, Debug, PartialEq)]
pub struct Shared {
    /// The tree as text (normally the notation), not yet parsed.
    pub text: String,
    /// The search and its variant.
    pub options: Options,
    /// How many steps have been played.
    pub step: usize,
}

/// Why an address cannot be read, naming the part that is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShareError {
    /// What is wrong, in a sentence for the page.
    pub message: String,
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ShareError {}

/// Writes `shared` as an address fragment, without the leading `#`, so that
/// the app can put it in `location.hash`. Defaults are left out to keep
/// links short; [`decode`] gives `shared` back.
pub fn encode(shared: &Shared) -> String {
    let options = &shared.options;
    let mut fragment = String::with_capacity(shared.text.len() + 32);
    fragment.push_str("t=");
    escape_into(&mut fragment, &shared.text);
    fragment.push_str("&a=");
    fragment.push_str(options.algorithm.name());
    if let Some(depth) = options.depth {
        write!(fragment, "&d={depth}").expect("writing to a String cannot fail");
    }
    if options.ties != TieRule::default() {
        fragment.push_str("&ties=");
        fragment.push_str(tie_rule_name(options.ties));
    }
    if options.failure != Failure::default() {
        fragment.push_str("&fail=");
        fragment.push_str(failure_name(options.failure));
    }
    if shared.step != 0 {
        write!(fragment, "&s={}", shared.step).expect("writing to a String cannot fail");
    }
    fragment
}

/// Reads an address fragment, with or without its `#`, so that a shared
/// link opens the tree, search and step it names. Every part that cannot
/// be read is an error that says which part and why.
pub fn decode(fragment: &str) -> Result<Shared, ShareError> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let mut text = None;
    let mut options = Options::new(Algorithm::Minimax);
    let mut step = 0;
    let mut seen = [false; KEYS.len()];
    for part in fragment.split('&').filter(|part| !part.is_empty()) {
        let (name, escaped) = part.split_once('=').unwrap_or((part, ""));
        let Some(key_index) = KEYS.iter().position(|&(key_name, _, _)| key_name == name) else {
            continue;
        };
        let (_, key, noun) = KEYS[key_index];
        if std::mem::replace(&mut seen[key_index], true) {
            return Err(error(format!("the address gives the {noun} twice")));
        }
        let value = unescape(escaped, noun)?;
        match key {
            Key::Text => {
                if value.chars().count() > MAX_TEXT_CHARACTERS {
                    return Err(error(format!(
                        "the tree in the address is longer than {MAX_TEXT_CHARACTERS} characters, the most a link may carry"
                    )));
                }
                text = Some(value);
            }
            Key::Algorithm => {
                options.algorithm = Algorithm::from_name(&value).ok_or_else(|| {
                    let known: Vec<&str> = Algorithm::ALL.iter().map(|a| a.name()).collect();
                    unknown(noun, &value, &known)
                })?;
            }
            Key::Depth => options.depth = Some(whole_number(&value, noun)?),
            Key::Ties => {
                options.ties = [TieRule::CutOnEqual, TieRule::Strict]
                    .into_iter()
                    .find(|&rule| tie_rule_name(rule) == value)
                    .ok_or_else(|| unknown(noun, &value, &["equal", "strict"]))?;
            }
            Key::Failure => {
                options.failure = [Failure::Soft, Failure::Hard]
                    .into_iter()
                    .find(|&failure| failure_name(failure) == value)
                    .ok_or_else(|| unknown(noun, &value, &["soft", "hard"]))?;
            }
            Key::Step => step = whole_number(&value, noun)?,
        }
    }
    let text = text.ok_or_else(|| error("the address carries no tree (no \"t=\")".to_string()))?;
    Ok(Shared {
        text,
        options,
        step,
    })
}

/// Writes `shared` (whose text is left out) with the recipe `recipe` of
/// the game tree it shows: `g=RECIPE&t=&a=…`.
pub fn encode_game(recipe: &str, shared: &Shared) -> String {
    let mut fragment = String::from("g=");
    escape_into(&mut fragment, recipe);
    fragment.push('&');
    fragment.push_str(&encode(&Shared {
        text: String::new(),
        ..shared.clone()
    }));
    fragment
}

/// The recipe of the game tree an address names (`g=`), if it names one;
/// the rest of the address reads with [`decode`].
pub fn decode_game(fragment: &str) -> Result<Option<String>, ShareError> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let mut recipes = fragment
        .split('&')
        .filter_map(|part| part.strip_prefix("g="));
    let recipe = recipes
        .next()
        .map(|escaped| unescape(escaped, "game"))
        .transpose()?;
    if recipes.next().is_some() {
        return Err(error("the address gives the game twice".to_string()));
    }
    Ok(recipe)
}

/// The parts an address may hold.
#[derive(Clone, Copy)]
enum Key {
    Text,
    Algorithm,
    Depth,
    Ties,
    Failure,
    Step,
}

/// Each key as the address writes it, and what its value is, for messages.
const KEYS: [(&str, Key, &str); 6] = [
    ("t", Key::Text, "tree"),
    ("a", Key::Algorithm, "algorithm"),
    ("d", Key::Depth, "depth"),
    ("ties", Key::Ties, "tie rule"),
    ("fail", Key::Failure, "failure rule"),
    ("s", Key::Step, "step"),
];

fn error(message: String) -> ShareError {
    ShareError { message }
}

fn unknown(noun: &str, value: &str, known: &[&str]) -> ShareError {
    error(format!(
        "the address names an unknown {noun} {value:?} (known: {})",
        known.join(", ")
    ))
}

fn tie_rule_name(rule: TieRule) -> &'static str {
    match rule {
        TieRule::CutOnEqual => "equal",
        TieRule::Strict => "strict",
    }
}

fn failure_name(failure: Failure) -> &'static str {
    match failure {
        Failure::Soft => "soft",
        Failure::Hard => "hard",
    }
}

/// A whole number 0 or more: the depth or the step.
fn whole_number<T: FromStr<Err = ParseIntError>>(value: &str, noun: &str) -> Result<T, ShareError> {
    value.parse::<T>().map_err(|parse_error| {
        error(match parse_error.kind() {
            IntErrorKind::PosOverflow => {
                format!("the {noun} in the address is too large: {value:?}")
            }
            _ => format!("the {noun} in the address is not a number: {value:?}"),
        })
    })
}

/// Writes `text` percent-encoded, as the module documentation describes.
fn escape_into(fragment: &mut String, text: &str) {
    for character in text.chars() {
        match character {
            'a'..='z' | 'A'..='Z' | '0'..='9' | '(' | ')' | '=' | ',' | '.' | '-' | '/' | ':' => {
                fragment.push(character);
            }
            ' ' => fragment.push('_'),
            _ => {
                for byte in character.encode_utf8(&mut [0; 4]).bytes() {
                    write!(fragment, "%{byte:02X}").expect("writing to a String cannot fail");
                }
            }
        }
    }
}

/// Undoes [`escape_into`], and any other percent-encoding a browser or a
/// person applied; `noun` names the value in messages.
fn unescape(escaped: &str, noun: &str) -> Result<String, ShareError> {
    let bytes = escaped.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while let Some(&byte) = bytes.get(index) {
        match byte {
            b'%' => {
                let high = bytes.get(index + 1).and_then(|&digit| hex_digit(digit));
                let low = bytes.get(index + 2).and_then(|&digit| hex_digit(digit));
                let (Some(high), Some(low)) = (high, low) else {
                    let written: String = escaped[index..].chars().take(3).collect();
                    return Err(error(format!(
                        "the {noun} in the address has a broken escape {written:?}: \"%\" must be followed by two hexadecimal digits"
                    )));
                };
                decoded.push(high * 16 + low);
                index += 3;
            }
            b'_' => {
                decoded.push(b' ');
                index += 1;
            }
            _ => {
                decoded.push(byte);
                index += 1;
            }
        }
    }
    String::from_utf8(decoded).map_err(|_| {
        error(format!(
            "the {noun} in the address is not UTF-8 text: its %-escapes make bytes that are no characters"
        ))
    })
}

fn hex_digit(byte: u8) -> Option<u8> {
    char::from(byte).to_digit(16).map(|digit| digit as u8)
}
