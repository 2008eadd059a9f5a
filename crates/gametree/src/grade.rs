//! Grading a student's answers to an exercise against the search itself:
//! every value, cut and window is checked against the trace, and the first
//! mistake, in the order the search meets it, is explained with the
//! sentence of the step that shows it.

use crate::explain::{entered, explain, name_in, not_cut, subject, window, worth};
use crate::frame::{Frame, NodeState};
use crate::lang::{Arg, Catalogue};
use crate::trace::{Score, Step, Trace};
use crate::tree::Tree;
pub use answers::{Answers, Question};
pub use marks::{Grade, Mark, Mistake};
pub use proof_numbers::{proof_numbers_asked_at, proof_numbers_order};

mod answers;
mod marks;
mod proof_numbers;

/// Grades `answers` to `questions` about `trace`, a search of `tree`,
/// explaining the first mistake in the language of `words`.
pub fn grade(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    answers: &Answers,
    questions: &[Question],
) -> Grade {
    let asks = |question| questions.contains(&question);
    let mut grade = Grade {
        marks: Vec::new(),
        first_mistake: None,
    };
    let mut frame = Frame::start(tree, trace);
    // The step whose cut skipped each child, for marks inside cut branches.
    let mut skipped_at = vec![None; tree.len()];
    for (index, step) in trace.steps.iter().enumerate() {
        let before = frame.clone();
        frame.apply(tree, step);
        let said = || explain(words, tree, trace, &before, step);
        match *step {
            Step::Enter { node, alpha, beta } => {
                if asks(Question::Cuts) && answers.cut.contains(&node) {
                    let mark = Mark {
                        node,
                        question: Question::Cuts,
                        right: false,
                    };
                    grade.note(mark, index, &|| {
                        words.say(
                            "grade.not-cut",
                            &[
                                Arg::Text("node", &subject(words, tree, node)),
                                Arg::Text("why", &not_cut(words, tree, trace, &before, node)),
                            ],
                        )
                    });
                }
                if asks(Question::Windows) && trace.options.algorithm.prunes() {
                    let given = answers.windows.get(node.index()).copied().flatten();
                    let right = given == Some((alpha, beta));
                    let mark = Mark {
                        node,
                        question: Question::Windows,
                        right,
                    };
                    grade.note(mark, index, &|| {
                        words.say(
                            "grade.entered",
                            &[
                                Arg::Text("node", &subject(words, tree, node)),
                                Arg::Ltr("window", &window(words, alpha, beta)),
                                Arg::Text("why", &entered(words, tree, trace, &before, node)),
                            ],
                        )
                    });
                }
            }
            Step::Return {
                node,
                value: score @ Score::Number(value),
            } if asks(Question::Values) => {
                let given = answers.values.get(node.index()).copied().flatten();
                let right = given.is_some_and(|given| (given - value).abs() < 1e-9);
                let mark = Mark {
                    node,
                    question: Question::Values,
                    right,
                };
                grade.note(mark, index, &|| {
                    let given = given.map_or_else(
                        || words.say("grade.blank", &[]),
                        |given| words.number(given),
                    );
                    words.say(
                        "grade.worth",
                        &[
                            Arg::Text("node", &subject(words, tree, node)),
                            Arg::Number("value", value),
                            Arg::Ltr("given", &given),
                            Arg::Text("why", &worth(words, tree, trace, &before, node, score)),
                        ],
                    )
                });
            }
            Step::Cut { node, after, .. } => {
                for &child in &tree.children(node)[after as usize + 1..] {
                    skipped_at[child.index()] = Some(index);
                    if !asks(Question::Cuts) {
                        continue;
                    }
                    let right = answers.cut.contains(&child);
                    let mark = Mark {
                        node: child,
                        question: Question::Cuts,
                        right,
                    };
                    grade.note(mark, index, &|| {
                        words.say(
                            "grade.cut",
                            &[
                                Arg::Text("child", &name_in(words, tree, child)),
                                Arg::Text("why", &said()),
                            ],
                        )
                    });
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
                grade.note(mark, step, &|| {
                    words.say(
                        "grade.cut-above",
                        &[Arg::Text("node", &subject(words, tree, node))],
                    )
                });
            }
        }
    }
    if asks(Question::ProofNumbers) {
        proof_numbers::mark(words, tree, trace, answers, &mut grade);
    }
    grade
}
