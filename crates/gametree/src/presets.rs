//! The lecture examples of `lecture-trees.md`, each with the search the
//! slides run on it: what the app's "Lecture examples" menu offers.

use crate::games::board::{Board, Mark};
use crate::games::lambda::lambda_tree;
use crate::games::{grundy, nim, tic_tac_toe, vacuum_world, NormalForm, VacuumState};
use crate::lang::Catalogue;
use crate::options::{Algorithm, MonteCarlo, Options};

/// One lecture example.
#[derive(Clone, Debug)]
pub struct Preset {
    /// The title in the menu.
    pub title: &'static str,
    /// The search the slides show on it.
    pub options: Options,
    /// Where its tree comes from.
    tree: Source,
}

/// A lecture example's tree: written out, or made from a game when it is
/// asked for, so that listing the examples (the app's menu, its first page)
/// builds no game.
#[derive(Clone, Copy, Debug)]
enum Source {
    /// The tree in the notation.
    Text(&'static str),
    /// Writes the tree in the notation, naming what it names in the language of the words given.
    Made(fn(&Catalogue) -> String),
}

impl Preset {
    /// The tree in the notation, its names (the prisoner's dilemma's
    /// choices) in the language of `words`.
    pub fn text(&self, words: &Catalogue) -> String {
        match self.tree {
            Source::Text(text) => text.to_string(),
            Source::Made(make) => make(words),
        }
    }

    /// The tree in the notation when it is written out, not made from a
    /// game: what a link to the example carries, cheap to compare.
    pub fn written(&self) -> Option<&'static str> {
        match self.tree {
            Source::Text(text) => Some(text),
            Source::Made(_) => None,
        }
    }
}

/// A middle game: O threatens the middle column, so X must block at b3.
const TIC_TAC_TOE: &str = "xox/.o./...";

/// X has a double threat in one move (c1 makes b1 and a3), so X wins with
/// threats of order 1; b1 is a threat too, which O refutes by winning.
const DOUBLE_THREAT: &str = "x../.xo/..o";

/// A proof through the narrow middle move: proof-number search expands B
/// once, sees four replies to answer there, and proves the win through C
/// after reading two leaves; alpha-beta reads ten, starting with all of B.
pub const NARROW_WIN: &str =
    "A(B(E(K=1 L=-3) F(M=-2 N=4) G(O=2 P=-1) H(Q=-4 R=5)) C(I(S=3 T=-2)) D(J=-1))";

/// Three equal moves: the most-proving node goes from B to C to D as each
/// is expanded, back to B, then to C when B is disproved, and to D, which
/// proves the win.
pub const MOVING_MOST_PROVING: &str =
    "A(B(E(K=5 L=4) F(M=-3 N=-4)) C(G(O=-5 P=-5) H(Q=-1 R=-1)) D(I(S=-3 T=1) J(U=5 V=1)))";

/// Figure 5.2 of Russell & Norvig: MAX picks B, worth 3.
const FIGURE_5_2: &str = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";

/// A trap for a short Monte Carlo tree search: most of B's leaves are good
/// for MAX, but MIN refutes B through I; minimax picks the modest C. With
/// the seed 0 and C = 1.4, MCTS picks C from 37 iterations on; at the 30
/// the example runs, and at most counts below 37, it picks B.
pub const TRAP: &str = "A(B(D(9 8) E(9 7) F(8 9) G(9 9) H(7 8) I(-10 -10)) C(J(0 1) K(1 0)))";

/// All lecture examples, in the order of the notes; the app opens on the first.
pub fn presets() -> Vec<Preset> {
    let preset = |title, text, algorithm, depth| Preset {
        title,
        options: Options {
            depth,
            ..Options::new(algorithm)
        },
        tree: Source::Text(text),
    };
    let made = |title, algorithm, make: fn(&Catalogue) -> String| Preset {
        title,
        options: Options::new(algorithm),
        tree: Source::Made(make),
    };
    let monte_carlo = |title, tree, iterations| Preset {
        title,
        options: Options {
            monte_carlo: MonteCarlo {
                iterations,
                ..MonteCarlo::default()
            },
            ..Options::new(Algorithm::MonteCarlo)
        },
        tree,
    };
    vec![
        preset(
            "Two-move game (Russell & Norvig 5.2)",
            FIGURE_5_2,
            Algorithm::AlphaBeta,
            None,
        ),
        preset(
            "Exercise: apply minimax",
            "A(B(E(K=2 L=4) F(M=7 N=3)) C(G(O=1 P=12) H(R=14 S=6)) D(I(T=9 U=8) J(V=10)))",
            Algorithm::Minimax,
            None,
        ),
        preset(
            "Exercise: apply alpha-beta",
            "A(B(E=4 F=7) C(G=12 H=14) D(I=2 J=10))",
            Algorithm::AlphaBeta,
            None,
        ),
        preset(
            "Three players (max^n, Russell & Norvig 5.4)",
            "(((<1,2,6> <4,2,3>) (<6,1,2> <7,4,-1>)) ((<5,-1,-1> <-1,5,2>) (<7,7,-1> <5,4,5>)))",
            Algorithm::MaxN,
            None,
        ),
        preset(
            "Depth limit with static values",
            "A(B=4(E=2 F=7) C=9(G=1 H(K=12 L=3)) D=6(I=8 J=4))",
            Algorithm::Minimax,
            Some(1),
        ),
        preset(
            "Dice (expectiminimax)",
            "A(B(1/6:(3 5) 5/6:(2 9)) C(1/6:(7 1) 5/6:(8 6)))",
            Algorithm::Expectiminimax,
            None,
        ),
        made(
            "Nim with 7 sticks (Grundy's game)",
            Algorithm::Minimax,
            |_| {
                grundy(7, crate::tree::MAX_NODES)
                    .expect("Grundy's game from 7 fits")
                    .to_string()
            },
        ),
        made(
            "Tic-tac-toe: X to move and block",
            Algorithm::AlphaBeta,
            |_| {
                tic_tac_toe(TIC_TAC_TOE, None, false, false)
                    .expect("the preset board is legal")
                    .to_string()
            },
        ),
        preset(
            "Proof-number search: the narrow win first",
            NARROW_WIN,
            Algorithm::ProofNumber,
            None,
        ),
        preset(
            "Proof-number search: the most-proving node moves",
            MOVING_MOST_PROVING,
            Algorithm::ProofNumber,
            None,
        ),
        preset(
            "PN²: inner searches settle whole subtrees",
            NARROW_WIN,
            Algorithm::ProofNumberSquared,
            None,
        ),
        preset(
            "df-pn: depth-first under thresholds",
            MOVING_MOST_PROVING,
            Algorithm::DepthFirstProofNumber,
            None,
        ),
        made(
            "Tic-tac-toe: the evaluation at depth 2, symmetries merged",
            Algorithm::Minimax,
            |_| {
                tic_tac_toe(".../.../...", Some(2), true, false)
                    .expect("the empty board is legal")
                    .to_string()
            },
        ),
        made("Nim: take 1 to 3 from 5", Algorithm::Minimax, |_| {
            nim(5, 3, false, crate::tree::MAX_NODES)
                .expect("Nim from 5 fits")
                .to_string()
        }),
        made(
            "Erratic vacuum world (AND-OR search)",
            Algorithm::AndOr,
            |_| vacuum_world(VacuumState::START).to_string(),
        ),
        made(
            "Lambda search: a λ¹-tree in tic-tac-toe",
            Algorithm::AndOr,
            |_| {
                lambda_tree(
                    &Board::parse(DOUBLE_THREAT).expect("the preset board reads"),
                    3,
                    1,
                    Mark::X,
                )
                .expect("the preset's λ¹-tree is small")
                .tree
                .to_string()
            },
        ),
        made(
            "Prisoner's dilemma as a game tree",
            Algorithm::Minimax,
            |words| NormalForm::prisoners_dilemma(words).tree().to_string(),
        ),
        // MCTS ends on B, as minimax does, from 16 iterations on (seed 0).
        monte_carlo(
            "Monte Carlo tree search on the two-move game (5.2)",
            Source::Text(FIGURE_5_2),
            100,
        ),
        monte_carlo("Monte Carlo tree search: a trap", Source::Text(TRAP), 30),
        // It finds the block from 30 iterations on.
        monte_carlo(
            "Monte Carlo tree search: X to move and block",
            Source::Made(|_| {
                tic_tac_toe(TIC_TAC_TOE, None, false, false)
                    .expect("the preset board is legal")
                    .to_string()
            }),
            300,
        ),
    ]
}
