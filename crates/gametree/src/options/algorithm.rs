//! The search algorithms, as the command line names them, and what each
//! takes: a window, a depth limit, an order, iterative deepening. The
//! options and the bugs planted in a search are chosen by them.

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
    /// estimated from random playouts (see
    /// [`MonteCarlo`](super::monte_carlo::MonteCarlo)).
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
