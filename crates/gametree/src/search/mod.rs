//! The searches: each turns a tree into a trace. `search` first checks that
//! the tree suits the algorithm and options, so the searches cannot fail.

mod alpha_beta;
mod max_n;
mod minimax;
mod negamax;
mod walk;
mod window;

use crate::options::{Algorithm, Failure, Options, TieRule};
use crate::trace::Trace;
use crate::tree::{Game, NodeId, Tree};
use std::fmt;

/// Why a tree cannot be searched with the chosen algorithm and options.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchError {
    /// The node that shows the problem, when there is one.
    pub node: Option<NodeId>,
    /// What is wrong.
    pub problem: Unsuitable,
}

/// The ways a tree and the options of a search can fail to suit each other.
#[derive(Clone, Debug, PartialEq)]
pub enum Unsuitable {
    /// Fail-hard, or the strict tie rule (`strict`), asked of a search that
    /// does not prune.
    PruningOnly {
        /// The strict tie rule rather than fail-hard.
        strict: bool,
        /// The search asked for.
        algorithm: Algorithm,
    },
    /// max^n asked of a tree of plain numbers.
    NeedsTuples,
    /// A two-player search asked of a tree of tuples.
    NeedsNumbers(Algorithm),
    /// A search without chance nodes asked of a tree with `name`, one.
    ChanceNode {
        /// The search asked for.
        algorithm: Algorithm,
        /// The chance node's name.
        name: String,
    },
    /// The depth limit stops the search at `name`, which has no static value.
    NoStaticValue {
        /// The depth limit.
        limit: u32,
        /// The node's name.
        name: String,
        /// Its label, written in the example of the fix.
        label: String,
    },
}

impl SearchError {
    /// One sentence saying what is wrong and what would work, naming the
    /// algorithms with `name`: the app passes its menu's names, so that a
    /// student reads "use Expectiminimax" where the menu says so.
    pub fn message_with(&self, name: impl Fn(Algorithm) -> &'static str) -> String {
        match &self.problem {
            Unsuitable::PruningOnly { strict, algorithm } => format!(
                "{} applies only to {} and {}, not to {}",
                if *strict {
                    "the strict tie rule"
                } else {
                    "fail-hard"
                },
                name(Algorithm::AlphaBeta),
                name(Algorithm::NegamaxAlphaBeta),
                name(*algorithm)
            ),
            Unsuitable::NeedsTuples => format!(
                "{} needs a tuple at every leaf, one value per player, such as <1,2,6>",
                name(Algorithm::MaxN)
            ),
            Unsuitable::NeedsNumbers(algorithm) => format!(
                "{} needs numbers at the leaves; this tree has tuples, so use {}",
                name(*algorithm),
                name(Algorithm::MaxN)
            ),
            Unsuitable::ChanceNode { algorithm, name: node } => format!(
                "{} cannot search chance nodes, and {node} is one: use {}",
                name(*algorithm),
                name(Algorithm::Expectiminimax)
            ),
            Unsuitable::NoStaticValue { limit, name, label } => format!(
                "the depth limit {limit} stops the search at {name}, which has no static value (write it as {label}=VALUE(...))"
            ),
        }
    }
}

/// The message with the command line's names (`alphabeta`, `maxn`), as
/// `gametree` prints it.
impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_with(Algorithm::name))
    }
}

impl std::error::Error for SearchError {}

/// Runs the search `options` asks for, once `check` has found the tree
/// suitable.
pub fn search(tree: &Tree, options: &Options) -> Result<Trace, SearchError> {
    check(tree, options)?;
    Ok(match options.algorithm {
        Algorithm::Minimax | Algorithm::Expectiminimax => minimax::minimax(tree, options),
        Algorithm::AlphaBeta => alpha_beta::alpha_beta(tree, options),
        Algorithm::Negamax | Algorithm::NegamaxAlphaBeta => negamax::negamax(tree, options),
        Algorithm::MaxN => max_n::max_n(tree, options),
    })
}

/// Says why `tree` does not suit `options`, in one sentence a student can act on.
pub fn check(tree: &Tree, options: &Options) -> Result<(), SearchError> {
    let algorithm = options.algorithm;
    let refuse = |node: Option<NodeId>, problem| Err(SearchError { node, problem });
    if !algorithm.prunes() {
        if options.failure == Failure::Hard {
            return refuse(
                None,
                Unsuitable::PruningOnly {
                    strict: false,
                    algorithm,
                },
            );
        }
        if options.ties == TieRule::Strict {
            return refuse(
                None,
                Unsuitable::PruningOnly {
                    strict: true,
                    algorithm,
                },
            );
        }
    }
    let tuples = matches!(tree.game(), Game::MaxN { .. });
    if algorithm == Algorithm::MaxN && !tuples {
        return refuse(None, Unsuitable::NeedsTuples);
    }
    if algorithm != Algorithm::MaxN && tuples {
        return refuse(None, Unsuitable::NeedsNumbers(algorithm));
    }
    let takes_chance = matches!(algorithm, Algorithm::Expectiminimax | Algorithm::MaxN);
    if !takes_chance {
        if let Some(chance) = tree.ids().find(|&id| tree.is_chance(id)) {
            let name = tree.name(chance);
            return refuse(Some(chance), Unsuitable::ChanceNode { algorithm, name });
        }
    }
    if let Some(limit) = options.depth {
        let unvalued = tree.ids().find(|&id| {
            tree.depth(id) == limit && !tree.node(id).is_leaf() && tree.node(id).value.is_none()
        });
        if let Some(node) = unvalued {
            let problem = Unsuitable::NoStaticValue {
                limit,
                name: tree.name(node),
                label: tree.node(node).label.as_deref().unwrap_or("").to_string(),
            };
            return refuse(Some(node), problem);
        }
    }
    Ok(())
}
