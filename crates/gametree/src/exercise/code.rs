//! The short code of an exercise, such as
//! `cuts.alphabeta.equal.soft.b2-3.d3.v0~30.k2a.42`, which a link or a
//! lecturer's slide carries: a `Setup` written and read back.

use super::{Constraints, Kind, Setup};
use crate::options::{Algorithm, Failure, Options, TieRule};
use crate::random::RandomSpec;
use std::fmt;

/// The short code of an exercise, such as `cuts.alphabeta.equal.soft.b2-3.d3.v0~30.k2a.42`:
/// kind, algorithm, tie rule, failure, branching, depth, value range, at
/// least k cuts (`a`: one above the leaves; `t`: ties allowed) and seed.
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
        )
    }
}

/// Why an exercise code cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeError(pub String);

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "this exercise code cannot be read: {}", self.0)
    }
}

impl std::error::Error for CodeError {}

impl std::str::FromStr for Setup {
    type Err = CodeError;

    fn from_str(code: &str) -> Result<Setup, CodeError> {
        let refuse = |what: &str| Err(CodeError(what.to_string()));
        let parts: Vec<&str> = code.trim().split('.').collect();
        let [kind, algorithm, ties, failure, branching, depth, values, cuts, seed] = parts[..]
        else {
            return refuse("it should have nine parts separated by dots");
        };
        let Some(kind) = Kind::from_name(kind) else {
            return refuse(&format!("unknown kind \"{kind}\""));
        };
        let Some(algorithm) = Algorithm::from_name(algorithm) else {
            return refuse(&format!("unknown algorithm \"{algorithm}\""));
        };
        let ties = match ties {
            "equal" => TieRule::CutOnEqual,
            "strict" => TieRule::Strict,
            other => return refuse(&format!("unknown tie rule \"{other}\"")),
        };
        let failure = match failure {
            "soft" => Failure::Soft,
            "hard" => Failure::Hard,
            other => return refuse(&format!("unknown failure \"{other}\"")),
        };
        let number = |text: Option<&str>, what: &str| -> Result<i64, CodeError> {
            text.and_then(|text| text.parse().ok())
                .ok_or_else(|| CodeError(format!("the {what} is not a number")))
        };
        let branching = branching.strip_prefix('b');
        let (low, high) = match branching.and_then(|b| b.split_once('-')) {
            Some((low, high)) => (
                number(Some(low), "branching")?,
                number(Some(high), "branching")?,
            ),
            None => {
                let fixed = number(branching, "branching")?;
                (fixed, fixed)
            }
        };
        let (min, max) = match values.strip_prefix('v').and_then(|v| v.split_once('~')) {
            Some((min, max)) => (
                number(Some(min), "lowest value")?,
                number(Some(max), "highest value")?,
            ),
            None => return refuse("the value range should read like v0~30"),
        };
        let cuts = cuts.strip_prefix('k').unwrap_or("?");
        let flags = cuts.trim_start_matches(|c: char| c.is_ascii_digit());
        let min_cuts = number(Some(&cuts[..cuts.len() - flags.len()]), "number of cuts")?;
        if flags.chars().any(|c| c != 'a' && c != 't') {
            return refuse(&format!(
                "unknown flags \"{flags}\" after the number of cuts"
            ));
        }
        let small = |value: i64, what: &str| -> Result<u32, CodeError> {
            u32::try_from(value).map_err(|_| CodeError(format!("the {what} is out of range")))
        };
        Ok(Setup {
            kind,
            constraints: Constraints {
                shape: RandomSpec {
                    branching: small(low, "branching")?..=small(high, "branching")?,
                    depth: small(number(depth.strip_prefix('d'), "depth")?, "depth")?,
                    min,
                    max,
                    seed: seed
                        .parse()
                        .map_err(|_| CodeError("the seed is not a number".to_string()))?,
                },
                options: Options {
                    ties,
                    failure,
                    ..Options::new(algorithm)
                },
                min_cuts: small(min_cuts, "number of cuts")? as usize,
                cut_above_leaves: flags.contains('a'),
                ties: flags.contains('t'),
            },
        })
    }
}
