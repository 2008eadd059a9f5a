//! What a lecturer sets: the kind of exercise (what the student is asked),
//! its level (how big and how hard its tree is), and the two together with
//! the tree's constraints.

use super::Constraints;
use crate::grade::Question;
use crate::options::{Algorithm, Options};
use crate::random::RandomSpec;

/// What the student is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Fill in the minimax value of every inner node.
    Values,
    /// Mark every branch alpha-beta cuts, and fill in the values it finds.
    Cuts,
    /// Fill in the (alpha, beta) window each node is entered with.
    Windows,
    /// Watch the search and answer at its checkpoints what it does next.
    Predict,
    /// Reorder children so that alpha-beta reads as few leaves as it can.
    Ordering,
}

impl Kind {
    /// Every kind, in menu order.
    pub const ALL: [Kind; 5] = [
        Kind::Values,
        Kind::Cuts,
        Kind::Windows,
        Kind::Predict,
        Kind::Ordering,
    ];

    /// The kind's word in an exercise code.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Values => "values",
            Kind::Cuts => "cuts",
            Kind::Windows => "windows",
            Kind::Predict => "predict",
            Kind::Ordering => "order",
        }
    }

    /// The kind with this word in an exercise code.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// What the grader checks of answers written on the tree; nothing for
    /// the kinds answered as the search plays or by reordering.
    pub fn questions(self) -> &'static [Question] {
        match self {
            Kind::Values => &[Question::Values],
            Kind::Cuts => &[Question::Cuts, Question::Values],
            Kind::Windows => &[Question::Windows],
            Kind::Predict | Kind::Ordering => &[],
        }
    }

    /// The search the kind is about when the lecturer does not choose:
    /// minimax for values, alpha-beta for everything else.
    pub fn algorithm(self) -> Algorithm {
        match self {
            Kind::Values => Algorithm::Minimax,
            _ => Algorithm::AlphaBeta,
        }
    }
}

/// How hard a generated exercise is: the size of the tree, the range of
/// its values and how much cutting it must show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// Two moves each, two levels, one cut.
    Easy,
    /// Two or three moves, three levels, two cuts, one above the leaves.
    Medium,
    /// Three moves, three levels, three cuts, one above the leaves, ties.
    Hard,
}

impl Level {
    /// Every level, in menu order.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The exercise of `kind` at this level, drawn from `seed` on.
    pub fn setup(self, kind: Kind, seed: u64) -> Setup {
        let (branching, depth, max, min_cuts, ties) = match self {
            Level::Easy => (2..=2, 2, 9, 1, false),
            Level::Medium => (2..=3, 3, 20, 2, false),
            Level::Hard => (3..=3, 3, 20, 3, true),
        };
        let prunes = kind.algorithm().prunes();
        Setup {
            kind,
            constraints: Constraints {
                shape: RandomSpec {
                    branching,
                    depth,
                    min: 0,
                    max,
                    seed,
                },
                options: Options::new(kind.algorithm()),
                min_cuts: if prunes { min_cuts } else { 0 },
                cut_above_leaves: prunes && self != Level::Easy,
                ties,
            },
        }
    }
}

/// An exercise as a lecturer sets it: what to do, and the tree's constraints.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// What the student is asked.
    pub kind: Kind,
    /// What the tree must be like, its seed included.
    pub constraints: Constraints,
}
