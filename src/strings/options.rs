//! The words of the options bar: the lecture examples, the algorithm and
//! its variant, and the view switches. Exercises and their grading rule
//! name the variants with the same words.

use super::said;
use gametree::Algorithm;

/// The options bar's words in one language.
pub struct OptionStrings {
    /// The options bar, for screen readers.
    pub options: &'static str,
    /// The lecture examples menu.
    pub presets: &'static str,
    /// The lecture examples menu's entry for a tree that is none of them.
    pub own_tree: &'static str,
    /// The algorithm menu.
    pub algorithm: &'static str,
    /// The name of each algorithm in the menu.
    pub algorithm_name: fn(Algorithm) -> &'static str,
    /// The depth-limit menu.
    pub depth: &'static str,
    /// The depth-limit choice "no limit".
    pub full_depth: &'static str,
    /// The tie-rule menu.
    pub ties: &'static str,
    /// Cut on equality.
    pub cut_on_equal: &'static str,
    /// Cut only on strict inequality.
    pub strict: &'static str,
    /// The failure-mode menu.
    pub failure: &'static str,
    /// Fail-soft.
    pub fail_soft: &'static str,
    /// Fail-hard.
    pub fail_hard: &'static str,
    /// The switch that names nodes A, B, C….
    pub letter_names: &'static str,
    /// The switch that shows visit-order numbers.
    pub visit_order: &'static str,
    /// The projector-mode switch.
    pub projector: &'static str,
    /// The theme switch.
    pub dark_theme: &'static str,
}

fn algorithm_name(algorithm: Algorithm) -> &'static str {
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
    })
}

/// The words in the interface's language, read from its catalogue.
pub fn read() -> OptionStrings {
    OptionStrings {
        options: said("options.options"),
        presets: said("options.presets"),
        own_tree: said("options.own-tree"),
        algorithm: said("options.algorithm"),
        algorithm_name,
        depth: said("options.depth"),
        full_depth: said("options.full-depth"),
        ties: said("options.ties"),
        cut_on_equal: said("options.cut-on-equal"),
        strict: said("options.strict"),
        failure: said("options.failure"),
        fail_soft: said("options.fail-soft"),
        fail_hard: said("options.fail-hard"),
        letter_names: said("options.letter-names"),
        visit_order: said("options.visit-order"),
        projector: said("options.projector"),
        dark_theme: said("options.dark-theme"),
    }
}
