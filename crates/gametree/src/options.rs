//! What a search is asked to do: the algorithm, the depth limit, and the
//! two alpha-beta choices a lecture varies (the tie rule and fail-soft or
//! fail-hard). The trace carries them, so a step can be explained later.

/// The search algorithms, as the command line names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Plain minimax: every node, no window.
    Minimax,
    /// Alpha-beta pruning (Russell & Norvig's MAX-VALUE / MIN-VALUE).
    AlphaBeta,
    /// Negamax: one function, values from the mover's point of view.
    Negamax,
    /// Negamax with an alpha-beta window.
    NegamaxAlphaBeta,
    /// Minimax with chance nodes that average their children.
    Expectiminimax,
    /// max^n: every player maximises their own entry of a tuple.
    MaxN,
    /// AND-OR graph search (Russell & Norvig): a conditional plan that
    /// reaches a goal (a leaf worth more than 0) whatever the outcomes.
    AndOr,
}

impl Algorithm {
    /// Every algorithm, in menu order.
    pub const ALL: [Algorithm; 7] = [
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::Negamax,
        Algorithm::NegamaxAlphaBeta,
        Algorithm::Expectiminimax,
        Algorithm::MaxN,
        Algorithm::AndOr,
    ];

    /// The name used on the command line and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::Negamax => "negamax",
            Algorithm::NegamaxAlphaBeta => "negamax-ab",
            Algorithm::Expectiminimax => "expectiminimax",
            Algorithm::MaxN => "maxn",
            Algorithm::AndOr => "andor",
        }
    }

    /// The algorithm with this command-line name.
    pub fn from_name(name: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.name() == name)
    }

    /// Whether the algorithm keeps an (alpha, beta) window and cuts.
    pub fn prunes(self) -> bool {
        matches!(self, Algorithm::AlphaBeta | Algorithm::NegamaxAlphaBeta)
    }

    /// Whether values are from the mover's point of view (negamax family).
    pub fn is_negamax(self) -> bool {
        matches!(self, Algorithm::Negamax | Algorithm::NegamaxAlphaBeta)
    }
}

/// When the cut test fires.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TieRule {
    /// Cut on equality: MAX stops at v >= beta, MIN at v <= alpha (Russell & Norvig).
    #[default]
    CutOnEqual,
    /// Cut only on strict inequality: v > beta, v < alpha.
    Strict,
}

/// What a pruning search returns from a node whose cut test fired.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Failure {
    /// Return the value found, which may lie outside the window (Russell & Norvig).
    #[default]
    Soft,
    /// Return the bound the search was cut at, keeping values inside the window.
    Hard,
}

/// Everything that decides how a search runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// Which search.
    pub algorithm: Algorithm,
    /// Stop at this depth (edges from the root) and read static values there.
    pub depth: Option<u32>,
    /// When alpha-beta cuts (pruning algorithms only).
    pub ties: TieRule,
    /// What alpha-beta returns from a cut node (pruning algorithms only).
    pub failure: Failure,
}

impl Options {
    /// The default options of `algorithm`: full depth, cut on equality, fail-soft.
    pub fn new(algorithm: Algorithm) -> Options {
        Options {
            algorithm,
            depth: None,
            ties: TieRule::default(),
            failure: Failure::default(),
        }
    }
}
