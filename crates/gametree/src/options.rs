//! What a search is asked to do: the algorithm, the depth limit, the
//! two alpha-beta choices a lecture varies (the tie rule and fail-soft or
//! fail-hard), the order the children are searched in, and whether to
//! deepen iteratively. The trace carries them, so a step can be explained
//! later.

use crate::lang::Message;
pub use algorithm::Algorithm;
pub use bug::Bug;
pub use monte_carlo::{Expansion, FinalMove, MonteCarlo, MOST_ITERATIONS};

mod algorithm;
mod bug;
mod monte_carlo;

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

/// The order a search takes each node's children in. Whatever the order,
/// the trace names children by their place in the tree as written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MoveOrder {
    /// Left to right, as drawn.
    #[default]
    Drawn,
    /// Best first for the player to move, by each child's minimax value (to
    /// the depth limit); equal values keep their drawn order.
    Best,
    /// Worst first for the player to move; equal values keep their drawn order.
    Worst,
    /// A shuffle that the seed fixes: the same seed always gives the same order.
    Random(u64),
}

impl MoveOrder {
    /// The name used on the command line and in links: `drawn`, `best`,
    /// `worst`, `random:SEED`.
    pub fn name(self) -> String {
        match self {
            MoveOrder::Drawn => "drawn".to_string(),
            MoveOrder::Best => "best".to_string(),
            MoveOrder::Worst => "worst".to_string(),
            MoveOrder::Random(seed) => format!("random:{seed}"),
        }
    }

    /// Reads a name that [`MoveOrder::name`] writes; the error says in one
    /// sentence what was expected.
    pub fn from_name(name: &str) -> Result<MoveOrder, Message> {
        match name {
            "drawn" => Ok(MoveOrder::Drawn),
            "best" => Ok(MoveOrder::Best),
            "worst" => Ok(MoveOrder::Worst),
            "random" => Err(Message::new("order.needs-seed")),
            _ => match name.strip_prefix("random:") {
                Some(seed) => seed.parse().map(MoveOrder::Random).map_err(|_| {
                    Message::new("order.bad-seed")
                        .ltr("most", u64::MAX.to_string())
                        .ltr("seed", seed)
                }),
                None => Err(Message::new("order.unknown").ltr("name", name)),
            },
        }
    }
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
    /// The order each node's children are searched in (of the first pass,
    /// with iterative deepening).
    pub order: MoveOrder,
    /// Iterative deepening: passes at depth 1, 2, … up to the depth limit
    /// (or the tree's height), each pass's values ordering the next.
    pub iterative: bool,
    /// How Monte Carlo tree search runs (that search only).
    pub monte_carlo: MonteCarlo,
    /// A bug planted in the search on purpose, for spotting; `None` in
    /// every search a student is taught from.
    pub bug: Option<Bug>,
}

impl Options {
    /// The default options of `algorithm`: full depth, cut on equality,
    /// fail-soft, the drawn order, one pass.
    pub fn new(algorithm: Algorithm) -> Options {
        Options {
            algorithm,
            depth: None,
            ties: TieRule::default(),
            failure: Failure::default(),
            order: MoveOrder::Drawn,
            iterative: false,
            monte_carlo: MonteCarlo::default(),
            bug: None,
        }
    }
}
