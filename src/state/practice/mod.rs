//! The practice slice: an exercise on the tree, the student's answers, and
//! what the core's grader says about them. Its own state ([`Practising`])
//! is the exercise, the page watched before it and the student's record;
//! the tree, the animation, the explanation and the keyboard stay the
//! player's and work as they do when watching: practising only limits how
//! far the animation may run (it would give the answers away) and adds
//! answers.
//!
//! Here the exercise, what it shows and what it lets through (`screen`); in
//! `reduce` what the student does; in `begin` beginning and leaving an
//! exercise (rules across slices) and the exercise links; in `summary` the
//! exercise in words.

mod begin;
mod reduce;
mod summary;

pub use begin::{from_address, from_link};
pub(super) use begin::{generated, on_tree};
pub(super) use reduce::{reduce, Around};
pub use summary::graded_by;

use super::{Action, CompareAction, EditCommand, EditorAction, LabAction, PlayerAction, State};
use crate::lesson::Lesson;
use crate::notice::{Notice, Value};
use crate::progress::Progress;
use crate::shared::Note;
use gametree::checkpoint::{
    checkpoints_where, ucb_checkpoints, Ask, Checkpoint, Reply, MOST_CHECKPOINTS,
};
use gametree::exercise::{ExerciseError, Kind, Level, Setup};
use gametree::explain::number;
use gametree::explain::proof_number;
use gametree::grade::{proof_numbers_asked_at, Answers, Grade, Question};
use gametree::ordering::best_ordering;
use gametree::share::{self, Shared};
use gametree::trace::ProofNumbers;
use gametree::{NodeId, Options, SearchError, Tree};
use std::rc::Rc;
use yew::AttrValue;

/// The exercise a page opens when asked for practice without one: a
/// medium alpha-beta exercise on cuts.
pub fn fresh_setup(seed: u64) -> Setup {
    Level::Medium.setup(Kind::Cuts, seed)
}

/// The practice slice's own state: the exercise, what was watched before
/// it, and the student's record.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Practising {
    /// The exercise under way, in practice mode.
    pub exercise: Option<Rc<Practice>>,
    /// What was on show when practice began, to go back to.
    pub watching: Option<Rc<State>>,
    /// The student's record across exercises.
    pub progress: Progress,
}

/// An exercise under way.
#[derive(Clone, Debug, PartialEq)]
pub struct Practice {
    /// What the student is asked.
    pub kind: Kind,
    /// The settings and seed of a generated exercise, whose code is its
    /// link; `None` for a tree the lecturer drew, which the link carries.
    pub setup: Option<Setup>,
    /// What the student wrote on the tree.
    pub answers: Rc<Answers>,
    /// The grade of the last check.
    pub grade: Option<Rc<Grade>>,
    /// The leaves alpha-beta reads on the student's order and on the best
    /// one, at the last check of an ordering exercise.
    pub leaves: Option<(usize, usize)>,
    /// How many times the answers were checked.
    pub checks: usize,
    /// The score of the first check (or of every question answered once),
    /// which is what counts towards the streak.
    pub first_score: Option<(usize, usize)>,
    /// How many steps the hints have revealed.
    pub hints: usize,
    /// Whether the solution has been shown: the animation is free.
    pub solution: bool,
    /// The questions of a "predict the next step" exercise.
    pub checkpoints: Rc<Vec<Checkpoint>>,
    /// Each question answered so far, in order.
    pub verdicts: Rc<Vec<Answered>>,
    /// The fewest leaves any order of the children lets alpha-beta read,
    /// and a tree ordered that way (ordering exercises).
    pub best: Option<(usize, Rc<Tree>)>,
    /// Proof-numbers exercises: the steps on show when the question is
    /// posed, and the numbers the search has at each node then (`None`
    /// at the nodes it has not generated, which ask for nothing).
    pub proof_numbers: Option<(usize, Rc<Vec<Option<ProofNumbers>>>)>,
}

/// A question of a "predict" exercise, answered: kept as read, so that its
/// verdict is said in the language spoken whenever it is shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Answered {
    /// The reply as typed.
    pub given: String,
    /// The reply as read.
    pub reply: Reply,
    /// Whether it is right.
    pub right: bool,
}

/// What the student does in practice mode.
#[derive(Clone, Debug, PartialEq)]
pub enum PracticeAction {
    /// Start a generated exercise.
    Start(Setup),
    /// Start an exercise of this kind on the tree on show.
    StartOnTree(Kind),
    /// Write a value at the selected node, or clear it.
    SetValue(Option<f64>),
    /// Mark or unmark the edge into the selected node as cut.
    ToggleCut,
    /// Write the window the selected node is entered with, or clear it.
    SetWindow(Option<(f64, f64)>),
    /// Write the proof and disproof numbers of the selected node, or clear them.
    SetProofNumbers(Option<ProofNumbers>),
    /// Grade the answers.
    Check,
    /// Reveal one more step of the search.
    Hint,
    /// Play the search from just before the first mistake.
    ShowSolution,
    /// Answer the open question of a "predict" exercise, as typed.
    Reply(String),
    /// Back to watching the tree that was on show before practice began.
    Leave,
}

impl Practice {
    /// A new exercise of `kind` on the tree of `lesson`, searched as the
    /// lesson is; or why the tree does not suit the exercise.
    fn new(kind: Kind, setup: Option<Setup>, lesson: &Lesson) -> Result<Practice, Value> {
        let tree = &lesson.tree;
        let unsuitable =
            |error: &SearchError| Value::Exercise(ExerciseError::Unsuitable(error.clone()));
        let run = (lesson.run.as_ref()).map_err(unsuitable)?;
        // The UCB exercise asks each selection's score too.
        let checkpoints = match kind {
            Kind::Ucb => ucb_checkpoints(tree, &run.trace, MOST_CHECKPOINTS),
            kind if kind.plays() => {
                checkpoints_where(tree, &run.trace, MOST_CHECKPOINTS, |ask| kind.asks(ask))
            }
            _ => Vec::new(),
        };
        let best = match kind {
            Kind::Ordering => best_ordering(tree, &run.trace.options)
                .map(|best| Some((best.leaves, Rc::new(best.tree))))
                .map_err(|error| Value::Reason(error.said().clone()))?,
            _ => None,
        };
        let proof_numbers = (kind == Kind::ProofNumbers).then(|| {
            let asked_at = proof_numbers_asked_at(&run.trace);
            let frame = lesson.frame(asked_at);
            let numbers = tree
                .ids()
                .map(|id| frame.proof.node(id).and_then(|entry| entry.numbers))
                .collect();
            (asked_at, Rc::new(numbers))
        });
        Ok(Practice {
            kind,
            setup,
            answers: Rc::default(),
            grade: None,
            leaves: None,
            checks: 0,
            first_score: None,
            hints: 0,
            solution: false,
            checkpoints: Rc::new(checkpoints),
            verdicts: Rc::default(),
            best,
            proof_numbers,
        })
    }

    /// The farthest step the animation may show: the steps hints revealed
    /// while values or cuts are still to be found, the next question of a
    /// "predict" exercise, and anywhere once the solution is shown.
    pub fn limit(&self, steps: usize) -> usize {
        if self.solution {
            return steps;
        }
        match self.kind {
            Kind::Values | Kind::Cuts | Kind::Windows => self.hints.min(steps),
            Kind::Predict | Kind::Ucb | Kind::Backup => {
                self.open_question().map_or(steps, |open| open.before)
            }
            Kind::Ordering => steps,
            Kind::ProofNumbers => self.asked_at().min(steps),
        }
    }

    /// How many steps are on show when a proof-numbers exercise is posed
    /// (0 for the other kinds).
    pub fn asked_at(&self) -> usize {
        self.proof_numbers
            .as_ref()
            .map_or(0, |(asked_at, _)| *asked_at)
    }

    /// The numbers a proof-numbers exercise asks for at `node`, if it asks there.
    pub fn proof_numbers_at(&self, node: NodeId) -> Option<ProofNumbers> {
        let (_, numbers) = self.proof_numbers.as_ref()?;
        numbers.get(node.index()).copied().flatten()
    }

    /// Whether the search's numbers and sentences are kept out of sight:
    /// they are the answers of a proof-numbers exercise.
    pub fn hides_numbers(&self) -> bool {
        self.kind == Kind::ProofNumbers && !self.solution
    }

    /// The question of a "predict" exercise waiting for an answer.
    pub fn open_question(&self) -> Option<&Checkpoint> {
        self.checkpoints.get(self.verdicts.len())
    }

    /// Whether the playback controls are shown: not while answers written
    /// on the tree are still to be found, since playing would reveal them.
    pub fn shows_controls(&self) -> bool {
        self.solution || !self.answers_on_tree()
    }

    /// Whether the student's answers are being written on the tree.
    pub fn answers_on_tree(&self) -> bool {
        matches!(
            self.kind,
            Kind::Values | Kind::Cuts | Kind::Windows | Kind::ProofNumbers
        )
    }

    /// The score so far: right answers and all answers of the last check
    /// (every question answered, for "predict").
    pub fn score(&self) -> Option<(usize, usize)> {
        match self.kind {
            kind if kind.plays() && !self.verdicts.is_empty() => Some((
                self.verdicts
                    .iter()
                    .filter(|answered| answered.right)
                    .count(),
                self.verdicts.len(),
            )),
            Kind::Ordering => self.leaves.map(|(yours, best)| (best, yours)),
            _ => self.grade.as_ref().map(|grade| grade.score()),
        }
    }

    /// Whether everything is answered and right.
    pub fn solved(&self) -> bool {
        match self.kind {
            kind if kind.plays() => {
                self.verdicts.len() == self.checkpoints.len()
                    && self.verdicts.iter().all(|answered| answered.right)
            }
            _ => self.score().is_some_and(|(right, total)| right == total),
        }
    }

    /// The link's address (after `#`): the code of a generated exercise,
    /// or the kind with the tree and search of a drawn one.
    pub fn address(&self, text: &str, options: Options) -> String {
        match &self.setup {
            Some(setup) => format!("x={setup}"),
            None => format!(
                "x={}&{}",
                self.kind.name(),
                share::encode(&Shared {
                    text: text.to_string(),
                    options,
                    step: 0,
                    compare: None,
                })
            ),
        }
    }

    /// The exercise with its answers changed: the last check's marks go,
    /// since they were about the answers before.
    fn with_answers(&self, change: impl FnOnce(&mut Answers)) -> Practice {
        let mut answers = (*self.answers).clone();
        change(&mut answers);
        Practice {
            answers: Rc::new(answers),
            grade: None,
            ..self.clone()
        }
    }

    /// What to write at each node of the exercise's tree (of `nodes`
    /// nodes): the answers, and after a check whether each is right.
    pub fn notes(&self, nodes: usize) -> Option<Rc<Vec<Note>>> {
        if !self.answers_on_tree() {
            return None;
        }
        let answers = &self.answers;
        let written = |list: &[Option<f64>], index: usize| list.get(index).copied().flatten();
        let mut notes: Vec<Note> = (0..nodes)
            .map(|index| Note {
                answer: match self.kind {
                    Kind::Windows => answers
                        .windows
                        .get(index)
                        .copied()
                        .flatten()
                        .map(|(alpha, beta)| format!("({}, {})", number(alpha), number(beta))),
                    Kind::ProofNumbers => answers
                        .proof_numbers
                        .get(index)
                        .copied()
                        .flatten()
                        .map(|n| format!("{}/{}", proof_number(n.proof), proof_number(n.disproof))),
                    _ => written(&answers.values, index).map(number),
                }
                .map(AttrValue::from),
                cut: answers.cut.contains(&NodeId::new(index as u32)),
                ..Note::default()
            })
            .collect();
        for mark in self.grade.iter().flat_map(|grade| &grade.marks) {
            if let Some(note) = notes.get_mut(mark.node.index()) {
                match mark.question {
                    Question::Cuts => note.cut_right = Some(mark.right),
                    Question::Values | Question::Windows | Question::ProofNumbers => {
                        note.answer_right = Some(mark.right)
                    }
                }
            }
        }
        Some(Rc::new(notes))
    }

    /// Whether `action` may change the state during this exercise: nothing
    /// may change the tree or the search, except reordering children in an
    /// ordering exercise; a bug hunt leaves the exercise for compare mode.
    pub fn allows(&self, action: &Action) -> bool {
        let ordering = self.kind == Kind::Ordering;
        match action {
            Action::Player(
                PlayerAction::LoadPreset(_)
                | PlayerAction::SetAlgorithm(_)
                | PlayerAction::SetDepth(_)
                | PlayerAction::SetTies(_)
                | PlayerAction::SetFailure(_)
                | PlayerAction::SetOrder(_)
                | PlayerAction::SetIterative(_)
                | PlayerAction::SetLetterNames(_),
            )
            | Action::Compare(
                CompareAction::Open
                | CompareAction::Close
                | CompareAction::SetOptions(_)
                | CompareAction::SetByNode(_)
                | CompareAction::Guess(_),
            )
            | Action::Lab(LabAction::KeepOrder)
            | Action::Editor(
                EditorAction::EditText(_) | EditorAction::Import(_) | EditorAction::Random(_),
            ) => false,
            Action::Editor(EditorAction::Undo | EditorAction::Redo) => ordering,
            Action::Editor(EditorAction::Edit(
                EditCommand::Move { .. } | EditCommand::MoveTo(_),
            )) => ordering,
            Action::Editor(EditorAction::Edit(_)) => false,
            _ => true,
        }
    }

    /// The answer a click on a node gives while "which leaf is read next?"
    /// (on a leaf), "which node is most-proving?" or "which child does
    /// selection take?" (on a child) is open: the node, by name.
    pub fn leaf_reply(&self, tree: &Tree, action: &Action) -> Option<PracticeAction> {
        let Action::Editor(EditorAction::Select(Some(node))) = *action else {
            return None;
        };
        if node.index() >= tree.len() {
            return None;
        }
        let answers = match self.open_question()?.ask {
            Ask::NextLeaf => tree.node(node).is_leaf(),
            Ask::MostProving => true,
            Ask::Selection(parent) => tree.parent(node) == Some(parent),
            _ => false,
        };
        answers.then(|| PracticeAction::Reply(tree.name(node)))
    }
}

/// What an exercise under way makes of `action` before any slice sees it:
/// a refusal of an action that would change the tree or the search, or
/// the reply a click on a node gives; `None` to let the action through,
/// and always when nothing is practised.
pub(super) fn screen(state: &State, action: &Action) -> Option<Action> {
    let practice = state.practising.exercise.as_ref()?;
    if !practice.allows(action) {
        return Some(Action::Refuse(Notice::new("practice.fixed-in-practice")));
    }
    let reply = practice.leaf_reply(&state.player.lesson.tree, action)?;
    Some(Action::Practice(reply))
}
