//! The short code of an exercise, such as
//! `cuts.alphabeta.equal.soft.b2-3.d3.v0~30.k2a.42.g2`, which a link or a
//! lecturer's slide carries: a `Setup` written and read back.

use super::setup::{Constraints, Generator, Kind, Setup};
use crate::lang::{english, Message};
use crate::options::{Algorithm, Failure, Options, TieRule};
use crate::random::RandomSpec;
use std::fmt;

/// The short code of an exercise, such as `cuts.alphabeta.equal.soft.b2-3.d3.v0~30.k2a.42.g2`:
/// kind, algorithm, tie rule, failure, branching, depth, value range, at
/// least k cuts (`a`: one above the leaves; `t`: ties allowed), seed and
/// generator (`g2`; none in codes the first generator made).
impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = &self.constraints;
        let shape = &c.shape;
        let (low, high) = (shape.branching.start(), shape.branching.end());
        let branching = if low == high {
            low.to_string()
        } else {
            format!("{low}-{high}")
        };
        let ties = match c.options.ties {
            TieRule::CutOnEqual => "equal",
            TieRule::Strict => "strict",
        };
        let failure = match c.options.failure {
            Failure::Soft => "soft",
            Failure::Hard => "hard",
        };
        write!(
            f,
            "{}.{}.{ties}.{failure}.b{branching}.d{}.v{}~{}.k{}{}{}.{}",
            self.kind.name(),
            c.options.algorithm.name(),
            shape.depth,
            shape.min,
            shape.max,
            c.min_cuts,
            if c.cut_above_leaves { "a" } else { "" },
            if c.ties { "t" } else { "" },
            shape.seed
        )?;
        match self.generator {
            Generator::First => Ok(()),
            Generator::Second => f.write_str(".g2"),
        }
    }
}

/// Why an exercise code cannot be read: the part that is wrong, to be
/// said in the reader's language.
#[derive(Clone, Debug, PartialEq)]
pub struct CodeError(pub Message);

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "this exercise code cannot be read: {}",
            self.0.say(english())
        )
    }
}

impl std::error::Error for CodeError {}

/// The error saying `key`, with `value` as written in the code.
fn refused(key: &'static str, value: &str) -> CodeError {
    CodeError(Message::new(key).ltr("value", format!("\"{value}\"")))
}

/// The error of a part (`code.part.*`) that is wrong in the way `key` says.
fn part_refused(key: &'static str, part: &'static str) -> CodeError {
    CodeError(Message::new(key).nested("part", Message::new(part)))
}

impl std::str::FromStr for Setup {
    type Err = CodeError;

    fn from_str(code: &str) -> Result<Setup, CodeError> {
        // A code copied with the full stop of its sentence reads the same.
        let mut parts: Vec<&str> = code.trim().trim_end_matches('.').split('.').collect();
        let generator = match parts.len() {
            9 => Generator::First,
            10 => match parts.pop() {
                Some("g2") => Generator::Second,
                other => return Err(refused("code.unknown-generator", other.unwrap_or(""))),
            },
            _ => return Err(CodeError(Message::new("code.parts"))),
        };
        let [kind, algorithm, ties, failure, branching, depth, values, cuts, seed] = parts[..]
        else {
            return Err(CodeError(Message::new("code.parts")));
        };
        let Some(kind) = Kind::from_name(kind) else {
            return Err(refused("code.unknown-kind", kind));
        };
        let Some(algorithm) = Algorithm::from_name(algorithm) else {
            return Err(refused("code.unknown-algorithm", algorithm));
        };
        // A kind asked of a search that cannot pose it (a UCB exercise on
        // alpha-beta) would have no question at all.
        if !kind.suits(algorithm) {
            return Err(CodeError(
                Message::new("code.kind-unsuited")
                    .ltr("kind", kind.name())
                    .ltr("algorithm", algorithm.name()),
            ));
        }
        let ties = match ties {
            "equal" => TieRule::CutOnEqual,
            "strict" => TieRule::Strict,
            other => return Err(refused("code.unknown-ties", other)),
        };
        let failure = match failure {
            "soft" => Failure::Soft,
            "hard" => Failure::Hard,
            other => return Err(refused("code.unknown-failure", other)),
        };
        let number = |text: Option<&str>, part: &'static str| -> Result<i64, CodeError> {
            text.and_then(|text| text.parse().ok())
                .ok_or_else(|| part_refused("code.not-a-number", part))
        };
        let branching = branching.strip_prefix('b');
        let (low, high) = match branching.and_then(|b| b.split_once('-')) {
            Some((low, high)) => (
                number(Some(low), "code.part.branching")?,
                number(Some(high), "code.part.branching")?,
            ),
            None => {
                let fixed = number(branching, "code.part.branching")?;
                (fixed, fixed)
            }
        };
        let (min, max) = match values.strip_prefix('v').and_then(|v| v.split_once('~')) {
            Some((min, max)) => (
                number(Some(min), "code.part.lowest")?,
                number(Some(max), "code.part.highest")?,
            ),
            None => return Err(CodeError(Message::new("code.value-range"))),
        };
        let cuts = cuts.strip_prefix('k').unwrap_or("?");
        let flags = cuts.trim_start_matches(|c: char| c.is_ascii_digit());
        let min_cuts = number(Some(&cuts[..cuts.len() - flags.len()]), "code.part.cuts")?;
        if flags.chars().any(|c| c != 'a' && c != 't') {
            return Err(refused("code.unknown-flags", flags));
        }
        let small = |value: i64, part: &'static str| -> Result<u32, CodeError> {
            u32::try_from(value).map_err(|_| part_refused("code.out-of-range", part))
        };
        Ok(Setup {
            kind,
            constraints: Constraints {
                shape: RandomSpec {
                    branching: small(low, "code.part.branching")?
                        ..=small(high, "code.part.branching")?,
                    depth: small(
                        number(depth.strip_prefix('d'), "code.part.depth")?,
                        "code.part.depth",
                    )?,
                    min,
                    max,
                    seed: seed
                        .parse()
                        .map_err(|_| part_refused("code.not-a-number", "code.part.seed"))?,
                },
                options: Options {
                    ties,
                    failure,
                    ..Options::new(algorithm)
                },
                min_cuts: small(min_cuts, "code.part.cuts")? as usize,
                cut_above_leaves: flags.contains('a'),
                ties: flags.contains('t'),
            },
            generator,
        })
    }
}
