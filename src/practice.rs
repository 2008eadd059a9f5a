//! Practice mode: an exercise on the tree, the student's answers, and what
//! the core's grader says about them. It lives inside the player's
//! [`State`], so the tree, the animation, the explanation and the keyboard
//! work as they do when watching; practising only limits how far the
//! animation may run (it would give the answers away) and adds answers.

use crate::components::tree_view::Note;
use crate::lesson::Lesson;
use crate::progress::Progress;
use crate::state::{Action, EditCommand, State};
use crate::strings::practice::Summary;
use crate::strings::strings;
use gametree::checkpoint::{checkpoints, read_reply, Ask, Checkpoint, Verdict};
use gametree::exercise::{make, Kind, Level, Setup};
use gametree::explain::number;
use gametree::grade::Question;
use gametree::grade::{grade, Answers, Grade};
use gametree::ordering::{best_ordering, leaves_read};
use gametree::share::{self, Shared};
use gametree::{Failure, NodeId, Options, TieRule, Tree};
use std::rc::Rc;
use yew::AttrValue;

/// How many questions a "predict the next step" exercise asks at most.
const MOST_CHECKPOINTS: usize = 6;

/// The exercise a page opens when asked for practice without one: a
/// medium alpha-beta exercise on cuts.
pub fn fresh_setup(seed: u64) -> Setup {
    Level::Medium.setup(Kind::Cuts, seed)
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
}

/// A question of a "predict" exercise, answered.
#[derive(Clone, Debug, PartialEq)]
pub struct Answered {
    /// The reply as typed.
    pub given: String,
    /// Whether it is right, and why.
    pub verdict: Verdict,
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
    fn new(kind: Kind, setup: Option<Setup>, lesson: &Lesson) -> Result<Practice, String> {
        let tree = &lesson.tree;
        let run = lesson.run.as_ref().map_err(ToString::to_string)?;
        let checkpoints = match kind {
            Kind::Predict => checkpoints(tree, &run.trace, MOST_CHECKPOINTS),
            _ => Vec::new(),
        };
        let best = match kind {
            Kind::Ordering => best_ordering(tree, &run.trace.options)
                .map(|best| Some((best.leaves, Rc::new(best.tree))))
                .map_err(|error| error.to_string())?,
            _ => None,
        };
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
            Kind::Predict => self.open_question().map_or(steps, |open| open.before),
            Kind::Ordering => steps,
        }
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
        matches!(self.kind, Kind::Values | Kind::Cuts | Kind::Windows)
    }

    /// The score so far: right answers and all answers of the last check
    /// (every question answered, for "predict").
    pub fn score(&self) -> Option<(usize, usize)> {
        match self.kind {
            Kind::Predict if !self.verdicts.is_empty() => Some((
                self.verdicts
                    .iter()
                    .filter(|answered| answered.verdict.right)
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
            Kind::Predict => {
                self.verdicts.len() == self.checkpoints.len()
                    && self.verdicts.iter().all(|answered| answered.verdict.right)
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
                    _ => written(&answers.values, index).map(number),
                }
                .map(AttrValue::from),
                cut: answers.cut.contains(&NodeId(index as u32)),
                ..Note::default()
            })
            .collect();
        for mark in self.grade.iter().flat_map(|grade| &grade.marks) {
            if let Some(note) = notes.get_mut(mark.node.index()) {
                match mark.question {
                    Question::Cuts => note.cut_right = Some(mark.right),
                    Question::Values | Question::Windows => note.answer_right = Some(mark.right),
                }
            }
        }
        Some(Rc::new(notes))
    }

    /// The score of the first check and of the last, in words: "7 of 9
    /// right." or, for ordering, the leaves read.
    fn scores_in_words(&self) -> (String, String) {
        let text = strings().practice;
        let words = |score: Option<(usize, usize)>| match (self.kind, score) {
            (_, None) => "—".to_string(),
            (Kind::Ordering, Some((best, yours))) => (text.ordering_result)(yours, best),
            (_, Some((right, total))) => (text.score)(right, total),
        };
        (words(self.first_score), words(self.score()))
    }

    /// The summary a student copies to show the lecturer: the exercise, its
    /// rule, the first and the last score, the help taken, the record and the link.
    pub fn summary(&self, options: Options, progress: &Progress, link: &str) -> String {
        let text = strings().practice;
        let code = self
            .setup
            .as_ref()
            .map_or(text.drawn_tree.to_string(), Setup::to_string);
        let (first, now) = self.scores_in_words();
        (text.summary)(&Summary {
            kind: (text.kind_name)(self.kind),
            code: &code,
            graded_by: &graded_by(options),
            first: &first,
            now: &now,
            checks: self.checks,
            hints: self.hints,
            solution: self.solution,
            record: &(text.record_line)(progress),
            link,
        })
    }
}

impl Practice {
    /// Whether `action` may change the state during this exercise: nothing
    /// may change the tree or the search, except reordering children in an
    /// ordering exercise.
    pub fn allows(&self, action: &Action) -> bool {
        let ordering = self.kind == Kind::Ordering;
        match action {
            Action::LoadPreset(_)
            | Action::SetAlgorithm(_)
            | Action::SetDepth(_)
            | Action::SetTies(_)
            | Action::SetFailure(_)
            | Action::SetLetterNames(_)
            | Action::EditText(_)
            | Action::Import(_)
            | Action::Random(_) => false,
            Action::Undo | Action::Redo => ordering,
            Action::Edit(EditCommand::Move { .. } | EditCommand::MoveTo(_)) => ordering,
            Action::Edit(_) => false,
            _ => true,
        }
    }
}

impl Practice {
    /// The answer a click on a leaf gives while "which leaf is read next?"
    /// is open: the leaf, by name.
    pub fn leaf_reply(&self, tree: &Tree, action: &Action) -> Option<PracticeAction> {
        let Action::Select(Some(node)) = *action else {
            return None;
        };
        let asks_leaf = matches!(self.open_question()?.ask, Ask::NextLeaf);
        let leaf = node.index() < tree.len() && tree.node(node).is_leaf();
        (asks_leaf && leaf).then(|| PracticeAction::Reply(tree.name(node)))
    }
}

/// The rule an exercise with `options` is graded by, in words.
pub fn graded_by(options: Options) -> String {
    let text = strings();
    let algorithm = (text.algorithm_name)(options.algorithm);
    let variant = options.algorithm.prunes().then(|| {
        let ties = match options.ties {
            TieRule::CutOnEqual => text.cut_on_equal,
            TieRule::Strict => text.strict,
        };
        let failure = match options.failure {
            Failure::Soft => text.fail_soft,
            Failure::Hard => text.fail_hard,
        };
        (ties, failure)
    });
    (text.practice.graded_by)(algorithm, variant)
}

/// The exercise an address asks for (`x=…`), if it asks for one: the state
/// practising it, or the message that says why it cannot be read, with a
/// fresh exercise seeded by `seed` in its place.
pub fn from_address(fragment: &str, seed: u64) -> Option<State> {
    let fragment = fragment.trim_start_matches('#');
    let (first, rest) = fragment.split_once('&').unwrap_or((fragment, ""));
    let code = first.strip_prefix("x=")?;
    let opened = match (code.parse::<Setup>(), Kind::from_name(code)) {
        (Ok(setup), _) => start(State::new(), setup),
        (Err(_), Some(kind)) if !rest.is_empty() => match State::from_address(rest) {
            state if state.message.is_some() => Err(state.message.unwrap_or_default()),
            state => on_tree(state, kind),
        },
        (Err(error), _) => Err(error.0.into()),
    };
    Some(opened.unwrap_or_else(|problem| {
        let fresh = start(State::new(), fresh_setup(seed)).unwrap_or_default();
        State {
            message: Some((strings().practice.broken_exercise)(&problem).into()),
            ..fresh
        }
    }))
}

/// Applies `action` to `state`.
pub fn reduce(state: State, action: PracticeAction) -> State {
    let outcome = match action {
        PracticeAction::Start(setup) => start(state.clone(), setup),
        PracticeAction::StartOnTree(kind) => on_tree(state.clone(), kind),
        PracticeAction::Leave => Ok(leave(state.clone())),
        other => Ok(answer(state.clone(), other)),
    };
    outcome.unwrap_or_else(|problem| State {
        message: Some(problem),
        ..state
    })
}

/// The state practising the generated exercise `setup`; the state left
/// is kept to go back to.
fn start(state: State, setup: Setup) -> Result<State, AttrValue> {
    let exercise = make(&setup.constraints).map_err(|error| {
        AttrValue::from((strings().practice.cannot_make_exercise)(
            &error.to_string(),
        ))
    })?;
    // Named A, B, C… as the slides name nodes, so that answers and
    // sentences can say which node they mean.
    let tree = Rc::new(exercise.tree.with_letter_names());
    let practising = State::practising(tree, setup.constraints.options, state);
    let kind = setup.kind;
    begin(practising, kind, Some(setup))
        .map_err(|reason| (strings().practice.cannot_make_exercise)(&reason).into())
}

/// The state practising an exercise of `kind` on the tree on show, searched
/// with the kind's algorithm when the one on show does not fit the kind.
fn on_tree(state: State, kind: Kind) -> Result<State, AttrValue> {
    let mut options = state.options;
    if kind.algorithm().prunes() != options.algorithm.prunes() || options.depth.is_some() {
        options = Options {
            depth: None,
            ..Options::new(kind.algorithm())
        };
    }
    let tree = Rc::new(state.lesson.tree.clone());
    let practising = State::practising(tree, options, state);
    begin(practising, kind, None)
        .map_err(|reason| (strings().practice.cannot_practise)(&reason).into())
}

/// `state` with an exercise of `kind` on its tree, or why the tree does not suit it.
fn begin(state: State, kind: Kind, setup: Option<Setup>) -> Result<State, String> {
    let practice = Practice::new(kind, setup, &state.lesson)?;
    Ok(State {
        practice: Some(Rc::new(practice)),
        ..state
    })
}

/// Back to the state left when practice began, or to the first lecture
/// example for an exercise opened from a link.
fn leave(state: State) -> State {
    let watched = state
        .watching
        .clone()
        .map_or_else(State::new, |watched| (*watched).clone());
    State {
        theme: state.theme,
        projector: state.projector,
        progress: state.progress,
        ..watched
    }
}

/// Applies an answer, a check, a hint or the solution to the exercise under way.
fn answer(state: State, action: PracticeAction) -> State {
    let Some(practice) = state.practice.clone() else {
        return state;
    };
    let selected = state.selected;
    let steps = state.lesson.len();
    let trace = state.lesson.run.as_ref().ok().map(|run| &run.trace);
    let tree = &state.lesson.tree;
    let mut practice = (*practice).clone();
    let mut step = state.step;
    let mut playing = false;
    let mut message = None;
    let mut best_order_shown = false;
    match action {
        PracticeAction::SetValue(value) => {
            if let Some(node) = selected {
                practice = practice.with_answers(|answers| {
                    answers.values.resize(tree.len(), None);
                    answers.values[node.index()] = value;
                });
            }
        }
        PracticeAction::ToggleCut => {
            if let Some(node) = selected.filter(|&node| node != NodeId::ROOT) {
                practice = practice.with_answers(|answers| {
                    if !answers.cut.remove(&node) {
                        answers.cut.insert(node);
                    }
                });
            }
        }
        PracticeAction::SetWindow(window) => {
            if let Some(node) = selected {
                practice = practice.with_answers(|answers| {
                    answers.windows.resize(tree.len(), None);
                    answers.windows[node.index()] = window;
                });
            }
        }
        PracticeAction::Check => {
            if let Some(trace) = trace {
                practice.checks += 1;
                if practice.kind == Kind::Ordering {
                    if let Some((best, _)) = &practice.best {
                        practice.leaves = Some((leaves_read(trace), *best));
                    }
                } else {
                    let questions = practice.kind.questions();
                    let graded = grade(tree, trace, &practice.answers, questions);
                    practice.grade = Some(Rc::new(graded));
                }
                practice.first_score = practice.first_score.or(practice.score());
            }
        }
        PracticeAction::Hint => {
            practice.hints = (practice.hints.max(step) + 1).min(steps);
            step = practice.hints;
        }
        PracticeAction::ShowSolution => {
            practice.solution = true;
            let mistake = practice
                .grade
                .as_ref()
                .and_then(|grade| grade.first_mistake.as_ref());
            step = mistake.map_or(0, |mistake| mistake.step);
            playing = true;
            best_order_shown = practice.kind == Kind::Ordering;
        }
        PracticeAction::Reply(text) => {
            if let (Some(open), Some(trace)) = (practice.open_question().cloned(), trace) {
                match read_reply(tree, &open.ask, &text) {
                    Ok(reply) => {
                        let verdict = open.check(tree, trace, &reply);
                        practice = with_verdict(practice, text.trim(), verdict);
                    }
                    Err(problem) => message = Some(AttrValue::from(problem)),
                }
            }
        }
        PracticeAction::Start(_) | PracticeAction::StartOnTree(_) | PracticeAction::Leave => {}
    }
    let was_scored = state
        .practice
        .as_ref()
        .is_some_and(|before| before.first_score.is_some());
    let progress = if practice.first_score.is_some() && !was_scored {
        let (right, total) = practice.first_score.unwrap_or_default();
        state.progress.record(right, total, practice.solution)
    } else {
        state.progress
    };
    if best_order_shown {
        if let Some((_, best)) = practice.best.clone() {
            let ordered = State::practising(best, state.options, state.clone());
            return State {
                practice: Some(Rc::new(practice)),
                progress,
                playing: true,
                ..ordered
            };
        }
    }
    let next = State {
        practice: Some(Rc::new(practice)),
        progress,
        message: message.or(state.message.clone()),
        ..state
    };
    State { playing, ..next }.seek(step)
}

/// The exercise with the open question answered `given`, judged so; its
/// score is recorded once every question is answered.
fn with_verdict(mut practice: Practice, given: &str, verdict: Verdict) -> Practice {
    let mut verdicts = (*practice.verdicts).clone();
    verdicts.push(Answered {
        given: given.to_string(),
        verdict,
    });
    practice.verdicts = Rc::new(verdicts);
    if practice.verdicts.len() == practice.checkpoints.len() {
        practice.first_score = practice.score();
    }
    practice
}

#[cfg(test)]
mod tests {
    use super::*;
    use gametree::checkpoint::Reply;
    use gametree::exercise::Level;
    use gametree::{Algorithm, Step};

    const CUTS: &str = "#x=cuts.alphabeta.equal.soft.b2-3.d3.v0~20.k2a.42";

    fn reduce(state: State, actions: &[Action]) -> State {
        use yew::Reducible;
        let mut state = Rc::new(state);
        for action in actions {
            state = state.reduce(action.clone());
        }
        (*state).clone()
    }

    fn practise(action: PracticeAction) -> Action {
        Action::Practice(action)
    }

    fn practice(state: &State) -> &Practice {
        state.practice.as_deref().expect("an exercise under way")
    }

    /// The answers the search itself gives: every value it returns and
    /// every branch it cuts.
    fn right_answers(state: &State) -> Vec<Action> {
        let tree = &state.lesson.tree;
        let trace = &state.lesson.run.as_ref().unwrap().trace;
        let mut actions = Vec::new();
        for step in &trace.steps {
            match *step {
                Step::Return { node, value } if !tree.node(node).is_leaf() => {
                    actions.push(Action::Select(Some(node)));
                    actions.push(practise(PracticeAction::SetValue(Some(value.number()))));
                }
                Step::Cut { node, after, .. } => {
                    for &child in &tree.children(node)[after as usize + 1..] {
                        actions.push(Action::Select(Some(child)));
                        actions.push(practise(PracticeAction::ToggleCut));
                    }
                }
                _ => {}
            }
        }
        actions
    }

    #[test]
    fn the_same_link_opens_the_same_exercise_and_writes_itself_back() {
        let first = from_address(CUTS, 1).unwrap();
        let again = from_address(CUTS, 2).unwrap();
        assert_eq!(first.message, None);
        assert_eq!(first.tree, again.tree);
        assert_eq!(practice(&first).kind, Kind::Cuts);
        assert_eq!(format!("#{}", first.address()), CUTS);
        assert!(
            first.lesson.tree.node(NodeId::ROOT).label.is_some(),
            "named A, B, C…"
        );
        assert_eq!(from_address("#t=(1_2)", 1), None, "a watching link");
    }

    #[test]
    fn a_tampered_link_says_so_and_offers_a_fresh_exercise() {
        for broken in ["#x=cuts.alphabeta.sideways", "#x=guess", "#x=values&t=((1"] {
            let state = from_address(broken, 7).unwrap();
            let message = state.message.clone().unwrap_or_default();
            assert!(message.contains("cannot be read"), "{broken}: {message}");
            assert!(state.practice.is_some(), "{broken}: a fresh exercise");
        }
    }

    #[test]
    fn a_drawn_tree_exercise_carries_its_tree_in_the_link() {
        let watching = reduce(
            State::new(),
            &[practise(PracticeAction::StartOnTree(Kind::Values))],
        );
        assert_eq!(watching.options.algorithm, Algorithm::Minimax);
        let address = watching.address();
        assert!(address.starts_with("x=values&t="), "{address}");
        let opened = from_address(&address, 1).unwrap();
        assert_eq!(opened.message, None);
        assert_eq!(opened.tree, watching.tree);
        assert_eq!(practice(&opened).kind, Kind::Values);
    }

    #[test]
    fn right_answers_score_full_marks_once_and_lengthen_the_streak() {
        let state = from_address(CUTS, 1).unwrap();
        assert_eq!(state.limit(), 0, "nothing may play before the answers");
        let state = reduce(state.clone(), &right_answers(&state));
        let state = reduce(state, &[practise(PracticeAction::Check)]);
        let (right, total) = practice(&state).score().unwrap();
        assert!(total > 0 && right == total, "{right} of {total}");
        assert!(practice(&state).solved());
        assert_eq!(state.progress.streak, 1);
        let state = reduce(state, &[practise(PracticeAction::Check)]);
        assert_eq!(state.progress.done, 1, "an exercise counts once");
    }

    #[test]
    fn a_wrong_answer_is_marked_and_the_solution_plays_from_it() {
        let state = from_address(CUTS, 1).unwrap();
        let mut answers = right_answers(&state);
        // The root's value, written wrong.
        let root_value = answers
            .iter()
            .rposition(|action| *action == Action::Select(Some(NodeId::ROOT)))
            .unwrap();
        answers[root_value + 1] = practise(PracticeAction::SetValue(Some(-99.0)));
        let state = reduce(state, &answers);
        let state = reduce(state, &[practise(PracticeAction::Check)]);
        let grade = practice(&state).grade.clone().unwrap();
        let mistake = grade.first_mistake.clone().unwrap();
        assert_eq!(mistake.node, NodeId::ROOT);
        assert!(mistake.sentence.contains("not −99"), "{}", mistake.sentence);
        let notes = practice(&state).notes(state.lesson.tree.len()).unwrap();
        assert_eq!(notes[0].answer_right, Some(false));
        assert_eq!(state.progress.streak, 0);

        let shown = reduce(state, &[practise(PracticeAction::ShowSolution)]);
        assert_eq!(shown.step, mistake.step);
        assert!(shown.playing);
        assert!(practice(&shown).shows_controls());
    }

    #[test]
    fn hints_reveal_one_step_at_a_time_and_nothing_else_plays() {
        let state = from_address(CUTS, 1).unwrap();
        let state = reduce(state, &[Action::Forward, Action::ToEnd, Action::TogglePlay]);
        assert_eq!(state.step, 0);
        let state = reduce(
            state,
            &[
                practise(PracticeAction::Hint),
                practise(PracticeAction::Hint),
            ],
        );
        assert_eq!((state.step, practice(&state).hints), (2, 2));
        let state = reduce(state, &[Action::Back, Action::Forward, Action::Forward]);
        assert_eq!(state.step, 2, "no further than the hints went");
    }

    #[test]
    fn the_tree_stays_fixed_and_leaving_brings_back_the_watched_tree() {
        let watched = reduce(State::new(), &[Action::EditText("(1 (2 3))".into())]);
        let state = reduce(
            watched.clone(),
            &[practise(PracticeAction::Start(
                Level::Easy.setup(Kind::Values, 3),
            ))],
        );
        let tree = state.tree.clone();
        let state = reduce(
            state,
            &[
                Action::Select(Some(NodeId::ROOT)),
                Action::Edit(EditCommand::AddChild),
            ],
        );
        assert_eq!(state.tree, tree);
        assert!(state.message.is_some());
        let back = reduce(state, &[practise(PracticeAction::Leave)]);
        assert_eq!(back.tree, watched.tree);
        assert_eq!(back.practice, None);
    }

    #[test]
    fn a_tree_that_does_not_suit_the_exercise_says_why_and_stays() {
        let wide = reduce(State::new(), &[Action::EditText("(1 2 3 4 5 6)".into())]);
        let state = reduce(
            wide.clone(),
            &[practise(PracticeAction::StartOnTree(Kind::Ordering))],
        );
        assert_eq!(state.practice, None);
        assert_eq!(state.tree, wide.tree);
        let message = state.message.unwrap_or_default();
        assert!(
            message.contains("too large to try every order"),
            "{message}"
        );
        let dice = reduce(
            State::new(),
            &[
                Action::EditText("((1/2:(3 5) 1/2:(2 9)))".into()),
                practise(PracticeAction::StartOnTree(Kind::Cuts)),
            ],
        );
        assert_eq!(dice.practice, None);
        assert!(dice.message.is_some());
    }

    #[test]
    fn an_ordering_is_scored_against_the_best_and_the_best_is_shown() {
        let state = reduce(
            State::new(),
            &[practise(PracticeAction::Start(
                Level::Medium.setup(Kind::Ordering, 5),
            ))],
        );
        let state = reduce(state, &[practise(PracticeAction::Check)]);
        let (yours, best) = practice(&state).leaves.unwrap();
        assert!(best <= yours);
        let shown = reduce(state, &[practise(PracticeAction::ShowSolution)]);
        let trace = &shown.lesson.run.as_ref().unwrap().trace;
        assert_eq!(leaves_read(trace), best);
        let stepped = reduce(
            shown.clone(),
            &[Action::ToEnd, practise(PracticeAction::Check)],
        );
        assert_eq!(
            stepped.step,
            shown.lesson.len(),
            "checking again keeps the moment"
        );
        assert_eq!(practice(&stepped).leaves, Some((best, best)));
    }

    #[test]
    fn a_prediction_stops_the_search_until_it_is_answered() {
        let state = reduce(
            State::new(),
            &[practise(PracticeAction::Start(
                Level::Medium.setup(Kind::Predict, 2),
            ))],
        );
        let open = practice(&state).open_question().cloned().unwrap();
        let state = reduce(state, &[Action::ToEnd]);
        assert_eq!(state.step, open.before);
        let state = reduce(state, &[practise(PracticeAction::Reply("banana".into()))]);
        assert!(state.message.is_some(), "garbage is refused, not judged");
        assert!(practice(&state).verdicts.is_empty());
        let typed = match open.answer {
            Reply::Number(x) => number(x),
            Reply::YesNo(yes) => if yes { "yes" } else { "no" }.to_string(),
            Reply::Leaf(leaf) => state.lesson.tree.name(leaf),
        };
        let state = reduce(state, &[practise(PracticeAction::Reply(typed))]);
        assert!(practice(&state).verdicts[0].verdict.right);
        let state = reduce(state, &[Action::Forward]);
        assert_eq!(state.step, open.before + 1);
    }
}
