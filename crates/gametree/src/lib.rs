//! Game-tree search for teaching: every algorithm turns a tree into a trace,
//! the list of steps that the Minimax Lab app animates and the `gametree`
//! command-line tool prints. Nothing here knows about browsers.
//!
//! # How to call a search
//!
//! A tree comes from the notation ([`parse`]), from JSON ([`json`]), from
//! another tool's format ([`import`]), from a seed ([`random`]) or from a
//! game's rules ([`games`]). [`search()`] checks that the tree suits the
//! [`Options`] (a [`SearchError`] says why not, in any language) and returns
//! the [`Trace`]: every [`Step`] the search took, in order. What is read off
//! a trace: the state of every node after k steps ([`Frame::at`]), the
//! answer ([`Summary::new`]), the sentence of each step
//! ([`explain::explain`]), its pseudocode line ([`pseudocode`]).
//!
//! ```
//! use gametree::lang::english;
//! use gametree::{explain, parse, search, Algorithm, Frame, Options, Summary, Value};
//!
//! let tree = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
//! let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
//! let answer = Summary::new(&tree, &trace);
//! assert_eq!((answer.value, answer.best_move), (Value::Number(3.0), Some(0)));
//! let before = Frame::at(&tree, &trace, 0);
//! let first = explain::explain(english(), &tree, &trace, &before, &trace.steps[0]);
//! assert_eq!(first, "Start at A, a MAX node, with the window [α, β] = [−∞, +∞].");
//! ```
//!
//! # The searches
//!
//! Each is one [`Algorithm`], named as the command line names it; the
//! options a search does not take are refused by [`search()`].
//!
//! | [`Algorithm`] | name | takes |
//! |---|---|---|
//! | `Minimax` | `minimax` | a depth limit, an order |
//! | `AlphaBeta` | `alphabeta` | those, iterative deepening, the tie rule, fail-soft or fail-hard |
//! | `Negamax` | `negamax` | a depth limit, an order |
//! | `NegamaxAlphaBeta` | `negamax-ab` | those, iterative deepening, the tie rule, fail-soft or fail-hard |
//! | `Pvs` | `pvs` | a depth limit, an order, iterative deepening |
//! | `Expectiminimax` | `expectiminimax` | trees with chance nodes; a depth limit, an order |
//! | `MaxN` | `maxn` | trees of tuples, one entry a player, chance nodes too; a depth limit |
//! | `AndOr` | `andor` | AND-OR trees (goals above 0): a conditional plan ([`plan`]) |
//! | `ProofNumber` | `pns` | win-or-lose trees: proof and disproof numbers |
//! | `ProofNumberSquared` | `pn2` | the same, with bounded inner searches |
//! | `DepthFirstProofNumber` | `dfpn` | the same, depth-first with thresholds |
//!
//! Beside the searches: exercises made and graded ([`exercise`], [`grade`],
//! [`checkpoint`]), two searches compared ([`compare`]), the best order of
//! the children ([`order`], [`ordering`]), links ([`share`]), the lecture
//! examples ([`presets`]), tidy layout ([`layout`]), and every word in the
//! four languages ([`lang`]).
#![deny(missing_docs)]

pub mod checkpoint;
pub mod compare;
pub mod edit;
pub mod exercise;
pub mod explain;
pub mod frame;
pub mod games;
pub mod grade;
pub mod handout;
pub mod import;
pub mod json;
pub mod lang;
pub mod latex;
pub mod layout;
pub mod marks;
pub mod misplaced;
pub mod notation;
pub mod options;
pub mod order;
pub mod ordering;
pub mod plan;
pub mod presets;
pub mod pseudocode;
pub mod quiz;
pub mod random;
pub mod search;
pub mod share;
pub mod summary;
pub mod trace;
pub mod tree;

pub use frame::{Frame, NodeFrame, NodeState};
pub use notation::{parse, ParseError, Position};
pub use options::{Algorithm, Failure, MoveOrder, Options, TieRule};
pub use search::{search, Restricted, SearchError, Unsuitable};
pub use summary::Summary;
pub use trace::{Score, Step, Trace};
pub use tree::{Game, Node, NodeId, NodeKind, Player, Probability, Tree, Value};
