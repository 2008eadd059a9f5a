//! The searches: each turns a tree into a trace. `search` first checks that
//! the tree suits the algorithm and options, so the searches cannot fail.

mod alpha_beta;
mod and_or;
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
    /// One sentence saying what is wrong and what would work.
    pub message: String,
}

impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
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
        Algorithm::AndOr => and_or::and_or(tree, options),
    })
}

/// Says why `tree` does not suit `options`, in one sentence a student can act on.
pub fn check(tree: &Tree, options: &Options) -> Result<(), SearchError> {
    let algorithm = options.algorithm;
    let refuse = |node: Option<NodeId>, message: String| Err(SearchError { node, message });
    if !algorithm.prunes() {
        let pruning_only = |choice: &str| {
            let name = algorithm.name();
            refuse(
                None,
                format!("{choice} applies only to alphabeta and negamax-ab, not to {name}"),
            )
        };
        if options.failure == Failure::Hard {
            return pruning_only("fail-hard");
        }
        if options.ties == TieRule::Strict {
            return pruning_only("the strict tie rule");
        }
    }
    let tuples = matches!(tree.game(), Game::MaxN { .. });
    if algorithm == Algorithm::MaxN && !tuples {
        return refuse(
            None,
            "maxn needs a tuple at every leaf, one value per player, such as <1,2,6>".to_string(),
        );
    }
    if algorithm != Algorithm::MaxN && tuples {
        return refuse(
            None,
            format!(
                "{} needs numbers at the leaves; this tree has tuples, so use maxn",
                algorithm.name()
            ),
        );
    }
    let takes_chance = matches!(algorithm, Algorithm::Expectiminimax | Algorithm::MaxN);
    if !takes_chance {
        if let Some(chance) = tree.ids().find(|&id| tree.is_chance(id)) {
            return refuse(
                Some(chance),
                format!(
                    "{} cannot search chance nodes, and {} is one: use expectiminimax",
                    algorithm.name(),
                    tree.name(chance)
                ),
            );
        }
    }
    if algorithm == Algorithm::AndOr && options.depth.is_some() {
        return refuse(
            None,
            "andor searches down to the leaves, its goals and dead ends: clear the depth limit"
                .to_string(),
        );
    }
    if let Some(limit) = options.depth {
        let unvalued = tree.ids().find(|&id| {
            tree.depth(id) == limit && !tree.node(id).is_leaf() && tree.node(id).value.is_none()
        });
        if let Some(node) = unvalued {
            return refuse(
                Some(node),
                format!(
                    "the depth limit {limit} stops the search at {}, which has no static value (write it as {}=VALUE(...))",
                    tree.name(node),
                    tree.node(node).label.as_deref().unwrap_or("")
                ),
            );
        }
    }
    Ok(())
}
