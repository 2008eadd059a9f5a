//! Grading a student's answers to an exercise against the search itself:
//! every value, cut and window is checked against the trace, and the first
//! mistake, in the order the search meets it, is kept to be explained with
//! the sentence of the step that shows it, in the language it is read in.

use crate::frame::{Frame, NodeState};
use crate::trace::{Score, Step, Trace};
use crate::tree::Tree;
pub use answers::{Answers, Question};
pub use marks::{Grade, Mark};
pub use mistake::Mistake;
use mistake::Wrong;
pub use proof_numbers::{proof_numbers_asked_at, proof_numbers_order};

mod answers;
mod marks;
mod mistake;
mod proof_numbers;

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
