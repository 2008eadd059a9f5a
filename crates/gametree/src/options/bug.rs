//! Bugs planted on purpose: the mistakes lecture notes and students make
//! in minimax, alpha-beta, negamax with alpha-beta and principal variation
//! search (two of them from a real lab sheet), each run for real by the
//! search it lives in, so that its wrong values and wrong cuts are the
//! search's own. Spotting one is an exercise; `gametree --bug NAME` shows
//! a lecturer what the class will see.

use super::algorithm::Algorithm;

/// One planted bug.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bug {
    /// MINIMAX negates the value a child returns (`currentScore ←
    /// −recursedScore`), as negamax would, although it is not negamax.
    MinimaxNegates,
    /// MIN-VALUE cuts when v ≤ β instead of v ≤ α.
    MinTestsBeta,
    /// The recursive call passes the window swapped: (β, α).
    SwappedWindow,
    /// MIN-VALUE updates α ← MIN(α, v) instead of β ← MIN(β, v).
    AlphaAtMin,
    /// The cut test is strict, v > β and v < α, as some textbooks write
    /// it: still right at the root, but it cuts less.
    StrictCut,
    /// Fail-soft code returns its bound (α at MAX, β at MIN) instead of v.
    ReturnsBound,
    /// Negamax passes the window on as it is, (α, β), instead of (−β, −α).
    WindowNotNegated,
    /// Negamax forgets to negate the value a child returns.
    ValueNotNegated,
    /// Principal variation search never searches again with the full
    /// window after the null window fails high: it keeps the bound.
    NoResearch,
}

impl Bug {
    /// Every bug, in the order `--help` lists them.
    pub const ALL: [Bug; 9] = [
        Bug::MinimaxNegates,
        Bug::MinTestsBeta,
        Bug::SwappedWindow,
        Bug::AlphaAtMin,
        Bug::StrictCut,
        Bug::ReturnsBound,
        Bug::WindowNotNegated,
        Bug::ValueNotNegated,
        Bug::NoResearch,
    ];

    /// The name the command line gives it.
    pub fn name(self) -> &'static str {
        match self {
            Bug::MinimaxNegates => "minimax-negates",
            Bug::MinTestsBeta => "min-tests-beta",
            Bug::SwappedWindow => "swapped-window",
            Bug::AlphaAtMin => "alpha-at-min",
            Bug::StrictCut => "strict-cut",
            Bug::ReturnsBound => "returns-bound",
            Bug::WindowNotNegated => "window-not-negated",
            Bug::ValueNotNegated => "value-not-negated",
            Bug::NoResearch => "no-research",
        }
    }

    /// The bug named `name`.
    pub fn from_name(name: &str) -> Option<Bug> {
        Bug::ALL.into_iter().find(|bug| bug.name() == name)
    }

    /// The bugs planted in `algorithm`'s search, in the order of [`Bug::ALL`],
    /// which the app's menu and its links number from 1.
    pub fn planted_in(algorithm: Algorithm) -> impl Iterator<Item = Bug> {
        Bug::ALL
            .into_iter()
            .filter(move |bug| bug.algorithm() == algorithm)
    }

    /// Its number among the bugs of its search, from 1: how the app's menu
    /// and its links name it without saying where it is.
    pub fn number(self) -> usize {
        Bug::planted_in(self.algorithm())
            .position(|bug| bug == self)
            .expect("a bug is planted in its own search")
            + 1
    }

    /// The bug numbered `number` (from 1) among those of `algorithm`.
    pub fn numbered(algorithm: Algorithm, number: usize) -> Option<Bug> {
        Bug::planted_in(algorithm).nth(number.checked_sub(1)?)
    }

    /// The search it is planted in.
    pub fn algorithm(self) -> Algorithm {
        match self {
            Bug::MinimaxNegates => Algorithm::Minimax,
            Bug::WindowNotNegated | Bug::ValueNotNegated => Algorithm::NegamaxAlphaBeta,
            Bug::NoResearch => Algorithm::Pvs,
            _ => Algorithm::AlphaBeta,
        }
    }
}
