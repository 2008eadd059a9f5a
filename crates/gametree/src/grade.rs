//! Grading a student's answers to an exercise against the search itself:
//! every value, cut and window is checked against the trace, and the first
//! mistake, in the order the search meets it, is kept to be explained with
//! the sentence of the step that shows it, in the language it is read in.

use crate::frame::{Frame, NodeState};
use crate::trace::{ProofNumbers, Score, Step, Trace};
use crate::tree::{NodeId, Tree};
pub use mistake::Mistake;
use mistake::Wrong;
pub use proof_numbers::{proof_numbers_asked_at, proof_numbers_order};
use std::collections::BTreeSet;

mod mistake;
mod proof_numbers;

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

/// Grades `answers` to `questions` about `trace`, a search of `tree`;
/// [`Mistake::said`] explains the first mistake in any language.
pub fn grade(tree: &Tree, trace: &Trace, answers: &Answers, questions: &[Question]) -> Grade {
    let asks = |question| questions.contains(&question);
    let mut grade = Grade {
        marks: Vec::new(),
        first_mistake: None,
    };
    let mut frame = Frame::start(tree, trace);
    // The step whose cut skipped each child, for marks inside cut branches.
    let mut skipped_at = vec![None; tree.len()];
    for (index, step) in trace.steps.iter().enumerate() {
        frame.apply(tree, step);
        match *step {
            Step::Enter { node, alpha, beta } => {
                if asks(Question::Cuts) && answers.cut.contains(&node) {
                    let mark = Mark {
                        node,
                        question: Question::Cuts,
                        right: false,
                    };
                    grade.note(mark, index, Wrong::NotCut);
                }
                if asks(Question::Windows) && trace.options.algorithm.prunes() {
                    let given = answers.windows.get(node.index()).copied().flatten();
                    let mark = Mark {
                        node,
                        question: Question::Windows,
                        right: given == Some((alpha, beta)),
                    };
                    grade.note(mark, index, Wrong::Window(alpha, beta));
                }
            }
            Step::Return {
                node,
                value: Score::Number(value),
            } if asks(Question::Values) => {
                let given = answers.values.get(node.index()).copied().flatten();
                let mark = Mark {
                    node,
                    question: Question::Values,
                    right: given.is_some_and(|given| (given - value).abs() < 1e-9),
                };
                grade.note(mark, index, Wrong::Value(value, given));
            }
            Step::Cut { node, after, .. } => {
                for &child in &tree.children(node)[after as usize + 1..] {
                    skipped_at[child.index()] = Some(index);
                    if !asks(Question::Cuts) {
                        continue;
                    }
                    let mark = Mark {
                        node: child,
                        question: Question::Cuts,
                        right: answers.cut.contains(&child),
                    };
                    grade.note(mark, index, Wrong::Cut);
                }
            }
            _ => {}
        }
    }
    // A cut marked inside a branch already cut above: the search never gets
    // there, so only the branch where the cut happens is marked.
    if asks(Question::Cuts) {
        for &node in &answers.cut {
            let checked = grade
                .marks
                .iter()
                .any(|mark| mark.question == Question::Cuts && mark.node == node);
            if !checked && frame.node(node).state == NodeState::Pruned {
                let mark = Mark {
                    node,
                    question: Question::Cuts,
                    right: false,
                };
                // The cut of the nearest branch above it that was skipped.
                let mut above = Some(node);
                let step = std::iter::from_fn(|| {
                    let at = above?;
                    above = tree.parent(at);
                    Some(skipped_at[at.index()])
                })
                .flatten()
                .next()
                .unwrap_or(0);
                grade.note(mark, step, Wrong::CutAbove);
            }
        }
    }
    if asks(Question::ProofNumbers) {
        proof_numbers::mark(tree, trace, answers, &mut grade);
    }
    grade
}

impl Grade {
    /// Adds a mark, shown by the step with index `step`; the first wrong
    /// one is kept with what it got `wrong`, to be explained.
    fn note(&mut self, mark: Mark, step: usize, wrong: Wrong) {
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
