//! The fragment's codec: a tree (or a game's recipe), its search and a
//! step, and compare mode's second search, written as `key=value` pairs
//! and read back, as the module `share` describes.

use super::error::{error, unknown, ShareError};
use super::keys::{Key, Search, KEYS};
use super::part::{escape_into, name_and_value, unescape};
use crate::lang::Message;
use crate::options::{
    Algorithm, Bug, Expansion, Failure, FinalMove, MonteCarlo, MoveOrder, Options, TieRule,
};
use std::fmt::Write as _;
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
    /// The second search of compare mode, when the address has one.
    pub compare: Option<Comparison>,
}

/// Compare mode: a second search of the same tree, played beside the first.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Comparison {
    /// The second search and its variant.
    pub options: Options,
    /// Whether the two step together by the node finished (the default;
    /// `sync=node` in links written before it was) rather than step by
    /// step (`sync=step`).
    pub by_node: bool,
}

/// Writes `shared` as an address fragment, without the leading `#`, so that
/// the app can put it in `location.hash`. Defaults are left out to keep
/// links short; [`decode`] gives `shared` back.
pub fn encode(shared: &Shared) -> String {
    let mut fragment = String::with_capacity(shared.text.len() + 32);
    fragment.push_str("t=");
    escape_into(&mut fragment, &shared.text);
    write_options(&mut fragment, &shared.options, "");
    if shared.step != 0 {
        write!(fragment, "&s={}", shared.step).expect("writing to a String cannot fail");
    }
    if let Some(comparison) = &shared.compare {
        write_options(&mut fragment, &comparison.options, "2");
        if !comparison.by_node {
            fragment.push_str("&sync=step");
        }
    }
    fragment
}

/// Writes the keys of `options`, each name followed by `suffix`; the
/// algorithm always, the rest when not the default.
fn write_options(fragment: &mut String, options: &Options, suffix: &str) {
    let mut key = |name: &str, value: &str| {
        write!(fragment, "&{name}{suffix}={value}").expect("writing to a String cannot fail");
    };
    key("a", options.algorithm.name());
    if let Some(depth) = options.depth {
        key("d", &depth.to_string());
    }
    if options.ties != TieRule::default() {
        key("ties", tie_rule_name(options.ties));
    }
    if options.failure != Failure::default() {
        key("fail", failure_name(options.failure));
    }
    if options.order != MoveOrder::Drawn {
        key("o", &options.order.name());
    }
    if options.iterative {
        key("i", "1");
    }
    // A bug is numbered among its own search's: one planted elsewhere
    // (which the search refuses) has no number there.
    if let Some(bug) = options
        .bug
        .filter(|bug| bug.algorithm() == options.algorithm)
    {
        key("bug", &bug.number().to_string());
    }
    if options.algorithm == Algorithm::MonteCarlo {
        let settings = options.monte_carlo;
        key(
            "mc",
            &format!(
                "{},{},{},{},{}",
                settings.iterations,
                settings.seed,
                settings.exploration,
                settings.expansion.name(),
                settings.final_move.name()
            ),
        );
    }
}

/// Reads `mc`'s value, `ITERATIONS,SEED,C,EXPAND,FINAL`.
fn monte_carlo(value: &str, noun: &'static str) -> Result<MonteCarlo, ShareError> {
    let wrong = |why: Message| {
        error(
            Message::new("share.part-wrong")
                .nested("part", Message::new(noun))
                .nested("why", why),
        )
    };
    let parts: Vec<&str> = value.split(',').collect();
    let [iterations, seed, c, expansion, final_move] = parts[..] else {
        return Err(wrong(
            Message::new("share.monte-carlo-parts").ltr("given", value),
        ));
    };
    Ok(MonteCarlo {
        iterations: MonteCarlo::read_iterations(iterations).map_err(wrong)?,
        seed: whole_number(seed, "share.part.seed")?,
        exploration: MonteCarlo::read_exploration(c).map_err(wrong)?,
        expansion: Expansion::from_name(expansion).map_err(wrong)?,
        final_move: FinalMove::from_name(final_move).map_err(wrong)?,
    })
}

/// Reads an address fragment, with or without its `#`, so that a shared
/// link opens the tree, search and step it names. Every part that cannot
/// be read is an error that says which part and why.
pub fn decode(fragment: &str) -> Result<Shared, ShareError> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let mut text = None;
    // The first search's options, and the second's in compare mode.
    let mut options = [Options::new(Algorithm::Minimax); 2];
    let mut compare = false;
    // By the node finished unless the link says `sync=step`.
    let mut by_node = true;
    let mut step = 0;
    // Bugs are numbered within their algorithm, which may come later.
    let mut bugs: [Option<(usize, &'static str)>; 2] = [None; 2];
    let mut seen = [false; KEYS.len()];
    for part in fragment.split('&').filter(|part| !part.is_empty()) {
        let (name, escaped) = name_and_value(part);
        let Some(key_index) = KEYS.iter().position(|&(key_name, ..)| key_name == name) else {
            continue;
        };
        let (_, key, noun, search) = KEYS[key_index];
        if std::mem::replace(&mut seen[key_index], true) {
            return Err(error(
                Message::new("share.twice").nested("part", Message::new(noun)),
            ));
        }
        let value = unescape(escaped, noun)?;
        let second = search == Search::Second;
        let options = &mut options[usize::from(second)];
        match key {
            Key::Text => {
                if value.chars().count() > MAX_TEXT_CHARACTERS {
                    return Err(error(
                        Message::new("share.too-long").number("most", MAX_TEXT_CHARACTERS as f64),
                    ));
                }
                text = Some(value);
            }
            Key::Algorithm => {
                compare |= second;
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
            Key::Order => {
                options.order = MoveOrder::from_name(&value).map_err(|message| {
                    error(
                        Message::new("share.part-wrong")
                            .nested("part", Message::new(noun))
                            .nested("why", message),
                    )
                })?;
            }
            Key::Iterative => {
                options.iterative = match value.as_str() {
                    "1" => true,
                    "0" => false,
                    _ => return Err(unknown(noun, &value, &["1", "0"])),
                };
            }
            Key::MonteCarlo => options.monte_carlo = monte_carlo(&value, noun)?,
            Key::Bug => bugs[usize::from(second)] = Some((whole_number(&value, noun)?, noun)),
            Key::Sync => {
                by_node = match value.as_str() {
                    "node" => true,
                    "step" => false,
                    _ => return Err(unknown(noun, &value, &["step", "node"])),
                };
            }
            Key::Step => step = whole_number(&value, noun)?,
        }
    }
    // A game's tree is built from its recipe: `g=` alone is a whole link.
    let names_a_game = fragment.split('&').any(|part| part.starts_with("g="));
    let text = match text {
        Some(text) => text,
        None if names_a_game => String::new(),
        None => return Err(error(Message::new("share.no-tree"))),
    };
    // The second search's bug only when there is a second search.
    let searches = if compare { 2 } else { 1 };
    for (options, bug) in options.iter_mut().zip(bugs).take(searches) {
        if let Some((number, noun)) = bug {
            let count = Bug::planted_in(options.algorithm).count();
            if count == 0 {
                return Err(error(
                    Message::new("share.no-bug-in")
                        .nested("part", Message::new(noun))
                        .ltr("algorithm", options.algorithm.name()),
                ));
            }
            options.bug = Some(Bug::numbered(options.algorithm, number).ok_or_else(|| {
                let known: Vec<String> = (1..=count).map(|n| n.to_string()).collect();
                let known: Vec<&str> = known.iter().map(String::as_str).collect();
                unknown(noun, &number.to_string(), &known)
            })?);
        }
    }
    Ok(Shared {
        text,
        options: options[0],
        step,
        compare: compare.then_some(Comparison {
            options: options[1],
            by_node,
        }),
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
        .map(|escaped| unescape(escaped, "share.part.game"))
        .transpose()?;
    if recipes.next().is_some() {
        return Err(error(
            Message::new("share.twice").nested("part", Message::new("share.part.game")),
        ));
    }
    Ok(recipe)
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
fn whole_number<T: FromStr<Err = ParseIntError>>(
    value: &str,
    noun: &'static str,
) -> Result<T, ShareError> {
    value.parse::<T>().map_err(|parse_error| {
        let key = match parse_error.kind() {
            IntErrorKind::PosOverflow => "share.too-large",
            _ => "share.not-a-number",
        };
        error(
            Message::new(key)
                .nested("part", Message::new(noun))
                .ltr("value", format!("{value:?}")),
        )
    })
}
