//! What a search is asked to do: the algorithm, the depth limit, the
//! two alpha-beta choices a lecture varies (the tie rule and fail-soft or
//! fail-hard), the order the children are searched in, and whether to
//! deepen iteratively. The trace carries them, so a step can be explained
//! later.

use crate::lang::Message;
pub use bug::Bug;
pub use monte_carlo::{Expansion, FinalMove, MonteCarlo, MOST_ITERATIONS};

mod bug;
mod monte_carlo;

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
    /// Principal variation search (NegaScout): the first child with the
    /// node's window, every other child first with a null window, searched
    /// again with the full window when the null window fails high.
    Pvs,
    /// Minimax with chance nodes that average their children.
    Expectiminimax,
    /// max^n: every player maximises their own entry of a tuple.
    MaxN,
    /// AND-OR graph search (Russell & Norvig): a conditional plan that
    /// reaches a goal (a leaf worth more than 0) whatever the outcomes.
    AndOr,
    /// Proof-number search (Allis 1994): best-first, towards a most-proving node.
    ProofNumber,
    /// PN², proof-number search whose expansions are bounded inner searches.
    ProofNumberSquared,
    /// df-pn (Nagai 2002): proof-number search depth-first, with thresholds.
    DepthFirstProofNumber,
    /// Monte Carlo tree search with UCT (Kocsis and Szepesvári 2006): a
    /// search tree grown one node an iteration, each node's worth
    /// estimated from random playouts (see [`MonteCarlo`]).
    MonteCarlo,
}

impl Algorithm {
    /// Every algorithm, in menu order.
    pub const ALL: [Algorithm; 12] = [
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::Negamax,
        Algorithm::NegamaxAlphaBeta,
        Algorithm::Pvs,
        Algorithm::Expectiminimax,
        Algorithm::MaxN,
        Algorithm::ProofNumber,
        Algorithm::ProofNumberSquared,
        Algorithm::DepthFirstProofNumber,
        Algorithm::AndOr,
        Algorithm::MonteCarlo,
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
            Algorithm::ProofNumber => "pns",
            Algorithm::ProofNumberSquared => "pn2",
            Algorithm::DepthFirstProofNumber => "dfpn",
            Algorithm::Pvs => "pvs",
            Algorithm::MonteCarlo => "mcts",
        }
    }

    /// The algorithm with this command-line name.
    pub fn from_name(name: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.name() == name)
    }

    /// Whether the algorithm keeps an (alpha, beta) window and cuts.
    pub fn prunes(self) -> bool {
        matches!(
            self,
            Algorithm::AlphaBeta | Algorithm::NegamaxAlphaBeta | Algorithm::Pvs
        )
    }

    /// Whether the tie rule and fail-hard may be chosen: alpha-beta's two
    /// forms only. Principal variation search relies on the default rule
    /// (a null window tells "better" from "not better" only when equality
    /// counts as not better) and on fail-soft values.
    pub fn takes_cut_variants(self) -> bool {
        matches!(self, Algorithm::AlphaBeta | Algorithm::NegamaxAlphaBeta)
    }

    /// Whether the search proves or disproves a win for MAX with proof and
    /// disproof numbers, rather than computing a value.
    pub fn is_proof_number(self) -> bool {
        matches!(
            self,
            Algorithm::ProofNumber
                | Algorithm::ProofNumberSquared
                | Algorithm::DepthFirstProofNumber
        )
    }

    /// Whether the children may be searched in another order than drawn:
    /// every two-player search that walks the tree depth-first.
    pub fn takes_order(self) -> bool {
        matches!(
            self,
            Algorithm::Minimax
                | Algorithm::AlphaBeta
                | Algorithm::Negamax
                | Algorithm::NegamaxAlphaBeta
                | Algorithm::Expectiminimax
                | Algorithm::Pvs
        )
    }

    /// Whether a depth limit with static values applies: every search but
    /// AND-OR search, which needs its goals, and Monte Carlo tree search,
    /// whose playouts end at written leaves.
    pub fn takes_depth(self) -> bool {
        !matches!(self, Algorithm::AndOr | Algorithm::MonteCarlo)
    }

    /// Whether iterative deepening applies: the searches whose cuts a
    /// better order makes cheaper.
    pub fn deepens(self) -> bool {
        self.prunes()
    }

    /// The names of the algorithms that `takes` accepts, as a sentence
    /// lists them ("alphabeta, negamax-ab and pvs"), for messages that
    /// say where an option applies.
    pub fn names_where(takes: fn(Algorithm) -> bool) -> String {
        let names: Vec<&str> = Algorithm::ALL
            .into_iter()
            .filter(|&algorithm| takes(algorithm))
            .map(Algorithm::name)
            .collect();
        match names.as_slice() {
            [] => String::new(),
            [one] => one.to_string(),
            [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
        }
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
