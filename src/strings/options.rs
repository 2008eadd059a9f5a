//! The words of the options bar: the lecture examples, the algorithm and
//! its variant, and the view switches. Exercises and their grading rule
//! name the variants with the same words.

use super::said;
use gametree::Algorithm;

/// The name of each algorithm in the menu.
pub fn algorithm_name(algorithm: Algorithm) -> &'static str {
    said(match algorithm {
        Algorithm::Minimax => "options.algorithm.minimax",
        Algorithm::AlphaBeta => "options.algorithm.alphabeta",
        Algorithm::Negamax => "options.algorithm.negamax",
        Algorithm::NegamaxAlphaBeta => "options.algorithm.negamax-ab",
        Algorithm::Expectiminimax => "options.algorithm.expectiminimax",
        Algorithm::MaxN => "options.algorithm.maxn",
        Algorithm::AndOr => "options.algorithm.and-or",
        Algorithm::ProofNumber => "options.algorithm.pns",
        Algorithm::ProofNumberSquared => "options.algorithm.pn2",
        Algorithm::DepthFirstProofNumber => "options.algorithm.dfpn",
        Algorithm::Pvs => "options.algorithm.pvs",
        Algorithm::MonteCarlo => "options.algorithm.mcts",
    })
}
