//! One search of a tree in its drawn order: the algorithm the options name,
//! run. The searches in another order and iterative deepening's passes
//! call it on an arranged tree.

use super::alpha_beta;
use super::and_or;
use super::max_n;
use super::minimax;
use super::monte_carlo;
use super::negamax;
use super::proof_number;
use super::pvs;
use crate::options::{Algorithm, Options};
use crate::trace::Trace;
use crate::tree::Tree;

/// One search of `tree` in its drawn order, to `options.depth`.
pub(super) fn run(tree: &Tree, options: &Options) -> Trace {
    match options.algorithm {
        Algorithm::Minimax | Algorithm::Expectiminimax => minimax::minimax(tree, options),
        Algorithm::AlphaBeta => alpha_beta::alpha_beta(tree, options),
        Algorithm::Negamax | Algorithm::NegamaxAlphaBeta => negamax::negamax(tree, options),
        Algorithm::MaxN => max_n::max_n(tree, options),
        Algorithm::AndOr => and_or::and_or(tree, options),
        Algorithm::ProofNumber
        | Algorithm::ProofNumberSquared
        | Algorithm::DepthFirstProofNumber => proof_number::proof_number(tree, options),
        Algorithm::Pvs => pvs::pvs(tree, options),
        Algorithm::MonteCarlo => monte_carlo::monte_carlo(tree, options),
    }
}
