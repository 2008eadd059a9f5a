//! A grade: a mark at every place an answer was expected or given, and the
//! first mistake, kept to be explained by the sentence of the step that
//! shows it.

use super::answers::Question;
use super::mistake::{Mistake, Wrong};
use crate::tree::NodeId;

/// One mark on the tree.
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    /// The node (for a cut: the child whose edge is cut).
    pub node: NodeId,
    /// What the mark is about.
    pub question: Question,
    /// Whether the answer there is right.
    pub right: bool,
}

/// The grade of a set of answers.
#[derive(Clone, Debug, PartialEq)]
pub struct Grade {
    /// Every place an answer was expected or given, in the order the search meets them.
    pub marks: Vec<Mark>,
    /// The first wrong mark, explained.
    pub first_mistake: Option<Mistake>,
}

impl Grade {
    /// Right marks and all marks, for a score.
    pub fn score(&self) -> (usize, usize) {
        let right = self.marks.iter().filter(|mark| mark.right).count();
        (right, self.marks.len())
    }
}

impl Grade {
    /// Adds a mark, shown by the step with index `step`; the first wrong
    /// one is kept with what it got `wrong`, to be explained.
    pub(super) fn note(&mut self, mark: Mark, step: usize, wrong: Wrong) {
        if !mark.right && self.first_mistake.is_none() {
            self.first_mistake = Some(Mistake {
                node: mark.node,
                step,
                wrong,
            });
        }
        self.marks.push(mark);
    }
}
