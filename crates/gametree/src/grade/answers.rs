//! What a student is asked about a search of a tree, and what they
//! answer: values, cuts, windows, proof and disproof numbers.

use crate::trace::ProofNumbers;
use crate::tree::NodeId;
use std::collections::BTreeSet;

/// What a student claims about a search of a tree.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Answers {
    /// The value written at each inner node, indexed by `NodeId::index`
    /// (`None` where nothing was written).
    pub values: Vec<Option<f64>>,
    /// The children whose edge the student marks as cut.
    pub cut: BTreeSet<NodeId>,
    /// The (alpha, beta) window written at each node it was entered with.
    pub windows: Vec<Option<(f64, f64)>>,
    /// The proof and disproof numbers written at each node.
    pub proof_numbers: Vec<Option<ProofNumbers>>,
}

/// What the grader asks about: one or more of these per exercise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// The value the search finds at every inner node it finishes.
    Values,
    /// Every branch cut, and no other.
    Cuts,
    /// The window every node is entered with.
    Windows,
    /// The proof and disproof numbers of every node a proof-number search
    /// has generated when the exercise is posed.
    ProofNumbers,
}
