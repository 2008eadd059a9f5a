//! The searches: each turns a tree into a trace. `search` first checks that
//! the tree suits the algorithm and options, so the searches cannot fail;
//! `iterative.rs` runs them in another order and deepens iteratively.

mod alpha_beta;
mod iterative;
mod max_n;
mod minimax;
mod negamax;
mod proof_number;
mod pvs;
mod walk;
mod window;

use crate::options::{Algorithm, Failure, MoveOrder, Options, TieRule};
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
    Ok(if options.iterative {
        iterative::deepening(tree, options)
    } else if options.order != MoveOrder::Drawn {
        iterative::ordered(tree, options)
    } else {
        run(tree, options)
    })
}

/// One search of `tree` in its drawn order, to `options.depth`.
fn run(tree: &Tree, options: &Options) -> Trace {
    match options.algorithm {
        Algorithm::Minimax | Algorithm::Expectiminimax => minimax::minimax(tree, options),
        Algorithm::AlphaBeta => alpha_beta::alpha_beta(tree, options),
        Algorithm::Negamax | Algorithm::NegamaxAlphaBeta => negamax::negamax(tree, options),
        Algorithm::MaxN => max_n::max_n(tree, options),
        Algorithm::ProofNumber
        | Algorithm::ProofNumberSquared
        | Algorithm::DepthFirstProofNumber => proof_number::proof_number(tree, options),
        Algorithm::Pvs => pvs::pvs(tree, options),
    }
}

/// Says why `tree` does not suit `options`, in one sentence a student can act on.
pub fn check(tree: &Tree, options: &Options) -> Result<(), SearchError> {
    let algorithm = options.algorithm;
    let refuse = |node: Option<NodeId>, message: String| Err(SearchError { node, message });
    let only = |what: &str, takes: fn(Algorithm) -> bool| {
        refuse(
            None,
            format!(
                "{what} applies only to {}, not to {}",
                Algorithm::names_where(takes),
                algorithm.name()
            ),
        )
    };
    if options.order != MoveOrder::Drawn && !algorithm.takes_order() {
        return only("a move order", Algorithm::takes_order);
    }
    if options.iterative && !algorithm.deepens() {
        return only("iterative deepening", Algorithm::deepens);
    }
    if options.failure == Failure::Hard && !algorithm.takes_cut_variants() {
        return only("fail-hard", Algorithm::takes_cut_variants);
    }
    if options.ties == TieRule::Strict && !algorithm.takes_cut_variants() {
        return only("the strict tie rule", Algorithm::takes_cut_variants);
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
    // The depths where the search reads static values.
    let limits = match (options.iterative, options.depth) {
        (true, _) => Some(iterative::pass_depths(tree, options)),
        (false, Some(limit)) => Some(limit..=limit),
        (false, None) => None,
    };
    let unvalued = tree
        .ids()
        .filter(|&id| {
            limits
                .as_ref()
                .is_some_and(|limits| limits.contains(&tree.depth(id)))
                && !tree.node(id).is_leaf()
                && tree.node(id).value.is_none()
        })
        .min_by_key(|&id| tree.depth(id));
    if let Some(node) = unvalued {
        let depth = tree.depth(node);
        let stopper = if options.iterative {
            format!("the pass of iterative deepening to depth {depth}")
        } else {
            format!("the depth limit {depth}")
        };
        return refuse(
            Some(node),
            format!(
                "{stopper} stops the search at {}, which has no static value (write it as {}=VALUE(...))",
                tree.name(node),
                tree.node(node).label.as_deref().unwrap_or("")
            ),
        );
    }
    Ok(())
}
