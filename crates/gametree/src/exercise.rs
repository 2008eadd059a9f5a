//! Exercise trees made to order: random trees drawn seed after seed until
//! one meets the lecturer's constraints (enough cuts, a cut above the
//! leaves, ties or none). The same settings and seed give every student the
//! same tree.

use crate::grade::Question;
use crate::random::{random_tree, RandomError, RandomSpec};
use crate::search::search;
use crate::trace::{Algorithm, Failure, Options, TieRule, Trace};
use crate::tree::{Tree, Value};
use std::fmt;

/// How many seeds are tried before the constraints are declared too strict.
const ATTEMPTS: u64 = 2_000;

/// The most leaves an exercise tree may have: it is worked by hand, and
/// thousands of tries at a huge tree would keep a student's page busy.
pub const MOST_LEAVES: u64 = 1_000;

/// What the exercise tree must be like.
#[derive(Clone, Debug, PartialEq)]
pub struct Constraints {
    /// The shape and values of the random tree; its seed is the first tried.
    pub shape: RandomSpec,
    /// The search the exercise is graded by.
    pub options: Options,
    /// At least this many cuts that skip children.
    pub min_cuts: usize,
    /// At least one cut at an inner node whose children are not all leaves,
    /// so that a whole subtree is skipped.
    pub cut_above_leaves: bool,
    /// Whether two leaves may share a value.
    pub ties: bool,
}

/// An exercise tree and how it was found.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    /// The tree.
    pub tree: Tree,
    /// Its search under the constraints' options.
    pub trace: Trace,
    /// The seed that gave it, to write into the exercise's code.
    pub seed: u64,
}

/// Why no exercise could be made.
#[derive(Clone, Debug, PartialEq)]
pub enum ExerciseError {
    /// The shape itself is refused (too large, empty value range, …).
    Shape(RandomError),
    /// The tree does not suit the search (tuples, chance nodes, …).
    Unsuitable(String),
    /// No seed in a long run met the constraints.
    TooStrict,
    /// The shape allows more than [`MOST_LEAVES`] leaves.
    TooLarge,
}

impl fmt::Display for ExerciseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExerciseError::Shape(error) => error.fmt(f),
            ExerciseError::Unsuitable(message) => f.write_str(message),
            ExerciseError::TooLarge => write!(
                f,
                "a tree of this shape can have more than {MOST_LEAVES} leaves, too many to work by hand: ask for fewer children or fewer levels"
            ),
            ExerciseError::TooStrict => write!(
                f,
                "no tree of this shape met the constraints in {ATTEMPTS} tries: ask for fewer cuts, more children or a deeper tree"
            ),
        }
    }
}

impl std::error::Error for ExerciseError {}

/// The first tree, from the constraints' seed on, that meets them.
pub fn make(constraints: &Constraints) -> Result<Exercise, ExerciseError> {
    let shape = &constraints.shape;
    let most = u64::from(*shape.branching.end()).checked_pow(shape.depth);
    if most.is_none_or(|leaves| leaves > MOST_LEAVES) {
        return Err(ExerciseError::TooLarge);
    }
    for attempt in 0..ATTEMPTS {
        let seed = constraints.shape.seed.wrapping_add(attempt);
        let spec = RandomSpec {
            seed,
            ..constraints.shape.clone()
        };
        let tree = random_tree(&spec).map_err(ExerciseError::Shape)?;
        if !constraints.ties && has_ties(&tree) {
            continue;
        }
        let trace = search(&tree, &constraints.options)
            .map_err(|error| ExerciseError::Unsuitable(error.message))?;
        let cuts: Vec<_> = trace.cutoffs(&tree).map(|(node, _)| node).collect();
        let above_leaves = cuts.iter().any(|&node| {
            tree.children(node)
                .iter()
                .any(|&child| !tree.node(child).is_leaf())
        });
        if cuts.len() >= constraints.min_cuts && (above_leaves || !constraints.cut_above_leaves) {
            return Ok(Exercise { tree, trace, seed });
        }
    }
    Err(ExerciseError::TooStrict)
}

/// Whether two leaves share a value.
fn has_ties(tree: &Tree) -> bool {
    let mut values: Vec<f64> = tree
        .nodes()
        .iter()
        .filter(|node| node.is_leaf())
        .filter_map(|node| match node.value {
            Some(Value::Number(x)) => Some(x),
            _ => None,
        })
        .collect();
    values.sort_by(f64::total_cmp);
    values.windows(2).any(|pair| pair[0] == pair[1])
}

/// What the student is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Fill in the minimax value of every inner node.
    Values,
    /// Mark every branch alpha-beta cuts, and fill in the values it finds.
    Cuts,
    /// Fill in the (alpha, beta) window each node is entered with.
    Windows,
    /// Watch the search and answer at its checkpoints what it does next.
    Predict,
    /// Reorder children so that alpha-beta reads as few leaves as it can.
    Ordering,
}

impl Kind {
    /// Every kind, in menu order.
    pub const ALL: [Kind; 5] = [
        Kind::Values,
        Kind::Cuts,
        Kind::Windows,
        Kind::Predict,
        Kind::Ordering,
    ];

    /// The kind's word in an exercise code.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Values => "values",
            Kind::Cuts => "cuts",
            Kind::Windows => "windows",
            Kind::Predict => "predict",
            Kind::Ordering => "order",
        }
    }

    /// The kind with this word in an exercise code.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// What the grader checks of answers written on the tree; nothing for
    /// the kinds answered as the search plays or by reordering.
    pub fn questions(self) -> &'static [Question] {
        match self {
            Kind::Values => &[Question::Values],
            Kind::Cuts => &[Question::Cuts, Question::Values],
            Kind::Windows => &[Question::Windows],
            Kind::Predict | Kind::Ordering => &[],
        }
    }

    /// The search the kind is about when the lecturer does not choose:
    /// minimax for values, alpha-beta for everything else.
    pub fn algorithm(self) -> Algorithm {
        match self {
            Kind::Values => Algorithm::Minimax,
            _ => Algorithm::AlphaBeta,
        }
    }
}

/// How hard a generated exercise is: the size of the tree, the range of
/// its values and how much cutting it must show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// Two moves each, two levels, one cut.
    Easy,
    /// Two or three moves, three levels, two cuts, one above the leaves.
    Medium,
    /// Three moves, three levels, three cuts, one above the leaves, ties.
    Hard,
}

impl Level {
    /// Every level, in menu order.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The exercise of `kind` at this level, drawn from `seed` on.
    pub fn setup(self, kind: Kind, seed: u64) -> Setup {
        let (branching, depth, max, min_cuts, ties) = match self {
            Level::Easy => (2..=2, 2, 9, 1, false),
            Level::Medium => (2..=3, 3, 20, 2, false),
            Level::Hard => (3..=3, 3, 20, 3, true),
        };
        let prunes = kind.algorithm().prunes();
        Setup {
            kind,
            constraints: Constraints {
                shape: RandomSpec {
                    branching,
                    depth,
                    min: 0,
                    max,
                    seed,
                },
                options: Options::new(kind.algorithm()),
                min_cuts: if prunes { min_cuts } else { 0 },
                cut_above_leaves: prunes && self != Level::Easy,
                ties,
            },
        }
    }
}

/// An exercise as a lecturer sets it: what to do, and the tree's constraints.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// What the student is asked.
    pub kind: Kind,
    /// What the tree must be like, its seed included.
    pub constraints: Constraints,
}

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
                    algorithm,
                    depth: None,
                    ties,
                    failure,
                },
                min_cuts: small(min_cuts, "number of cuts")? as usize,
                cut_above_leaves: flags.contains('a'),
                ties: flags.contains('t'),
            },
        })
    }
}
