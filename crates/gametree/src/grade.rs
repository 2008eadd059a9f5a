//! Grading a student's answers to an exercise against the search itself:
//! every value, cut and window is checked against the trace, and the first
//! mistake, in the order the search meets it, is explained with the
//! sentence of the step that shows it.

use crate::explain::{entered, explain, name_in, not_cut, subject, window, worth};
use crate::frame::{Frame, NodeState};
use crate::lang::{Arg, Catalogue};
use crate::trace::{ProofNumbers, Score, Step, Trace};
use crate::tree::{NodeId, Tree};
pub use proof_numbers::{proof_numbers_asked_at, proof_numbers_order};
use std::collections::BTreeSet;

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

/// The first wrong answer, where the search shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Mistake {
    /// The node the answer is about (for a cut: the child whose edge is cut).
    pub node: NodeId,
    /// The index of the step that shows the right answer, so that the
    /// solution can be played from just before it.
    pub step: usize,
    /// One sentence that names the rule.
    pub sentence: String,
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

impl Grade {
    /// Adds a mark, shown by the step with index `step`; the first wrong
    /// one is explained by `sentence`, which is only written when needed.
    fn note(&mut self, mark: Mark, step: usize, sentence: &dyn Fn() -> String) {
        if !mark.right && self.first_mistake.is_none() {
            self.first_mistake = Some(Mistake {
                node: mark.node,
                step,
                sentence: sentence(),
            });
        }
        self.marks.push(mark);
    }
}
