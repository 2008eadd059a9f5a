//! The words of the options bar: the lecture examples, the algorithm and
//! its variant, and the view switches. Exercises and their grading rule
//! name the variants with the same words.

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
    match algorithm {
        Algorithm::Minimax => "Minimax",
        Algorithm::AlphaBeta => "Alpha-beta",
        Algorithm::Negamax => "Negamax",
        Algorithm::NegamaxAlphaBeta => "Negamax with alpha-beta",
        Algorithm::Expectiminimax => "Expectiminimax",
        Algorithm::MaxN => "max^n",
        Algorithm::AndOr => "AND-OR search",
        Algorithm::ProofNumber => "Proof-number search",
        Algorithm::ProofNumberSquared => "PN²",
        Algorithm::DepthFirstProofNumber => "df-pn",
        Algorithm::Pvs => "Principal variation search",
    }
}

/// British English.
pub const ENGLISH: OptionStrings = OptionStrings {
    options: "Options",
    presets: "Lecture examples",
    own_tree: "Your own tree",
    algorithm: "Algorithm",
    algorithm_name,
    depth: "Depth limit",
    full_depth: "none",
    ties: "Cut when",
    cut_on_equal: "v ≥ β / v ≤ α (on equality)",
    strict: "v > β / v < α (strict)",
    failure: "Cut nodes return",
    fail_soft: "their value (fail-soft)",
    fail_hard: "the bound (fail-hard)",
    letter_names: "Name nodes A, B, C…",
    visit_order: "Visit order",
    projector: "Projector",
    dark_theme: "Dark",
};

/// The words in the interface's language: English until this area's
/// keys are in the catalogues.
pub fn read() -> OptionStrings {
    ENGLISH
}
