//! What the student does in an exercise: write answers, check them, take
//! hints, see the solution, reply to questions; and the asking to begin an
//! exercise or leave one, which the page carries out (`begin.rs`).

use super::{Answered, Practice, PracticeAction, Practising};
use crate::language::explanations;
use crate::lesson::Lesson;
use crate::notice::Notice;
use crate::state::Across;
use gametree::checkpoint::read_reply;
use gametree::exercise::Kind;
use gametree::grade::{grade, proof_numbers_order};
use gametree::ordering::leaves_read;
use gametree::{NodeId, Tree};
use std::rc::Rc;

/// What the practice slice reads of the others.
pub(in crate::state) struct Around<'a> {
    /// The search on show, which the answers are about.
    pub lesson: &'a Lesson,
    /// How many of its steps are on show.
    pub step: usize,
    /// The node the answers are written at.
    pub selected: Option<NodeId>,
}

/// Applies `action` to the practice slice beside the page `around` it:
/// beginning and leaving an exercise, a hint's or the solution's step to
/// play, and a reply that cannot be read are asked of the page.
pub(in crate::state) fn reduce(
    practising: &Practising,
    action: PracticeAction,
    around: &Around,
) -> (Practising, Option<Across>) {
    match action {
        PracticeAction::Start(setup) => (practising.clone(), Some(Across::Practise(setup))),
        PracticeAction::StartOnTree(kind) => {
            (practising.clone(), Some(Across::PractiseOnTree(kind)))
        }
        PracticeAction::Leave => (practising.clone(), Some(Across::Leave)),
        other => answer(practising, other, around),
    }
}

/// Applies an answer, a check, a hint or the solution to the exercise under
/// way; every one of them pauses the search where it is or where the hint
/// or the solution takes it.
fn answer(
    practising: &Practising,
    action: PracticeAction,
    around: &Around,
) -> (Practising, Option<Across>) {
    let Some(exercise) = &practising.exercise else {
        return (practising.clone(), None);
    };
    let selected = around.selected;
    let steps = around.lesson.len();
    let trace = around.lesson.run.as_ref().ok().map(|run| &run.trace);
    let tree = &around.lesson.tree;
    let mut practice = (**exercise).clone();
    let mut step = around.step;
    let mut playing = false;
    let mut best_order_shown = false;
    let mut refusal = None;
    match action {
        PracticeAction::SetValue(value) => {
            if let Some(node) = selected {
                practice = practice
                    .with_answers(|answers| write_at(&mut answers.values, tree.len(), node, value));
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
                    write_at(&mut answers.windows, tree.len(), node, window)
                });
            }
        }
        PracticeAction::SetProofNumbers(numbers) => {
            if let Some(node) = selected {
                practice = practice.with_answers(|answers| {
                    write_at(&mut answers.proof_numbers, tree.len(), node, numbers)
                });
            }
        }
        PracticeAction::Hint if practice.kind == Kind::ProofNumbers => {
            practice = hint_proof_numbers(practice, tree);
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
            if let Some(open) = practice.open_question().cloned() {
                match read_reply(explanations(), tree, &open.ask, &text) {
                    Ok(reply) => {
                        let answered = Answered {
                            given: text.trim().to_string(),
                            reply,
                            right: open.right(&reply),
                        };
                        practice = answering(practice, answered);
                    }
                    Err(problem) => {
                        refusal = Some(
                            Notice::new("practice.reply-unreadable").reason("problem", problem),
                        );
                    }
                }
            }
        }
        PracticeAction::Start(_) | PracticeAction::StartOnTree(_) | PracticeAction::Leave => {}
    }
    let newly_scored = exercise.first_score.is_none();
    let progress = match practice.first_score {
        Some((right, total)) if newly_scored => {
            practising.progress.record(right, total, practice.solution)
        }
        _ => practising.progress,
    };
    let best = practice.best.clone().filter(|_| best_order_shown);
    let answered = Practising {
        exercise: Some(Rc::new(practice)),
        progress,
        watching: practising.watching.clone(),
    };
    let asked = match best {
        Some((_, best)) => Across::ShowBestOrder(best),
        None => Across::Seek {
            step,
            playing,
            refusal,
        },
    };
    (answered, Some(asked))
}

/// A proof-numbers exercise with one more node's numbers written in: the
/// first node, children before parents, whose answer is missing or wrong.
fn hint_proof_numbers(practice: Practice, tree: &Tree) -> Practice {
    let written = |node: NodeId| {
        practice
            .answers
            .proof_numbers
            .get(node.index())
            .copied()
            .flatten()
    };
    let missing = proof_numbers_order(tree).into_iter().find_map(|node| {
        let right = practice.proof_numbers_at(node)?;
        (written(node) != Some(right)).then_some((node, right))
    });
    let Some((node, right)) = missing else {
        return practice;
    };
    let mut hinted = practice.with_answers(|answers| {
        write_at(&mut answers.proof_numbers, tree.len(), node, Some(right))
    });
    hinted.hints += 1;
    hinted
}

/// Writes `answer` at `node` in `list`, one entry per node of a tree of
/// `nodes` nodes (the list grows as answers come).
fn write_at<T: Clone>(list: &mut Vec<Option<T>>, nodes: usize, node: NodeId, answer: Option<T>) {
    list.resize(nodes, None);
    list[node.index()] = answer;
}

/// The exercise with the open question `answered`; its score is recorded
/// once every question is answered.
fn answering(mut practice: Practice, answered: Answered) -> Practice {
    let mut verdicts = (*practice.verdicts).clone();
    verdicts.push(answered);
    practice.verdicts = Rc::new(verdicts);
    if practice.verdicts.len() == practice.checkpoints.len() {
        practice.first_score = practice.score();
    }
    practice
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::practice::from_address;
    use crate::state::testing::reduce;
    use crate::state::{Action, EditCommand, EditorAction, PlayerAction, State};
    use crate::strings::notice::tell;
    use gametree::checkpoint::Reply;
    use gametree::exercise::Level;
    use gametree::explain::number;
    use gametree::{Algorithm, Step};

    const CUTS: &str = "#x=cuts.alphabeta.equal.soft.b2-3.d3.v0~20.k2a.42";

    fn practise(action: PracticeAction) -> Action {
        Action::Practice(action)
    }

    /// A medium exercise of `kind`, generated from `seed`, started from the first page.
    fn medium(kind: Kind, seed: u64) -> State {
        let setup = Level::Medium.setup(kind, seed);
        reduce(State::new(), &[practise(PracticeAction::Start(setup))])
    }

    /// The first mistake of a check on `state`'s exercise, in words.
    fn said(state: &State, mistake: &gametree::grade::Mistake) -> String {
        let lesson = &state.player.lesson;
        let trace = &lesson.run.as_ref().unwrap().trace;
        mistake.said(explanations(), &lesson.tree, trace)
    }

    fn practice(state: &State) -> &Practice {
        state
            .practising
            .exercise
            .as_deref()
            .expect("an exercise under way")
    }

    /// The answers the search itself gives: every value it returns and
    /// every branch it cuts.
    fn right_answers(state: &State) -> Vec<Action> {
        let tree = &state.player.lesson.tree;
        let trace = &state.player.lesson.run.as_ref().unwrap().trace;
        let mut actions = Vec::new();
        for step in &trace.steps {
            match *step {
                Step::Return { node, value } if !tree.node(node).is_leaf() => {
                    actions.push(Action::Editor(EditorAction::Select(Some(node))));
                    actions.push(practise(PracticeAction::SetValue(value.number())));
                }
                Step::Cut { node, after, .. } => {
                    for &child in &tree.children(node)[after as usize + 1..] {
                        actions.push(Action::Editor(EditorAction::Select(Some(child))));
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
        assert_eq!(first.player.tree, again.player.tree);
        assert_eq!(practice(&first).kind, Kind::Cuts);
        assert_eq!(format!("#{}", first.address()), CUTS);
        assert!(
            first.player.lesson.tree.node(NodeId::ROOT).label.is_some(),
            "named A, B, C…"
        );
        assert_eq!(from_address("#t=(1_2)", 1), None, "a watching link");
    }

    #[test]
    fn a_tree_refused_is_said_with_the_algorithms_named_in_the_language_it_is_read_in() {
        // A tree of tuples: alpha-beta, which the cuts exercise asks for, needs numbers.
        let watched = State::from_address("#t=(%3C1,2%3E_%3C3,4%3E)&a=maxn");
        let refused = reduce(
            watched,
            &[practise(PracticeAction::StartOnTree(Kind::Cuts))],
        );
        let notice = refused.message.expect("the tree is refused");
        let english = tell(&notice);
        assert!(english.contains("Alpha-beta needs numbers"), "{english}");
        // Read once the page speaks Persian (a thread of its own: the page's
        // language is chosen once a thread).
        let persian = std::thread::spawn(move || {
            crate::language::choose(gametree::lang::Lang::Fa, gametree::lang::Digits::Ascii);
            tell(&notice)
        });
        let persian = persian.join().unwrap();
        assert!(
            persian.contains("هرس آلفا-بتا") && !persian.contains("Alpha"),
            "{persian}"
        );
    }

    #[test]
    fn a_tampered_link_says_so_and_offers_a_fresh_exercise() {
        for broken in ["#x=cuts.alphabeta.sideways", "#x=guess", "#x=values&t=((1"] {
            let state = from_address(broken, 7).unwrap();
            let message = state.message.clone().expect("a message");
            assert_eq!(message.key(), "practice.broken-exercise", "{broken}");
            let said = tell(&message);
            assert!(said.contains("cannot be read"), "{broken}: {said}");
            assert!(
                state.practising.exercise.is_some(),
                "{broken}: a fresh exercise"
            );
        }
        // A link that names its kind: one sentence, and an exercise of that kind.
        let state = from_address("#x=values&t=%3Cimg%3E", 7).unwrap();
        let said = tell(&state.message.clone().unwrap());
        assert!(
            said.starts_with("This exercise link cannot be read (its tree cannot be read: ")
                && !said.contains("lecture example"),
            "{said}"
        );
        assert_eq!(
            state.practising.exercise.as_ref().unwrap().kind,
            Kind::Values
        );
    }

    #[test]
    fn a_drawn_tree_exercise_carries_its_tree_in_the_link() {
        let watching = reduce(
            State::new(),
            &[practise(PracticeAction::StartOnTree(Kind::Values))],
        );
        assert_eq!(watching.player.options.algorithm, Algorithm::Minimax);
        let address = watching.address();
        assert!(address.starts_with("x=values&t="), "{address}");
        let opened = from_address(&address, 1).unwrap();
        assert_eq!(opened.message, None);
        assert_eq!(opened.player.tree, watching.player.tree);
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
        assert_eq!(state.practising.progress.streak, 1);
        let state = reduce(state, &[practise(PracticeAction::Check)]);
        assert_eq!(state.practising.progress.done, 1, "an exercise counts once");
    }

    #[test]
    fn a_wrong_answer_is_marked_and_the_solution_plays_from_it() {
        let state = from_address(CUTS, 1).unwrap();
        let mut answers = right_answers(&state);
        // The root's value, written wrong.
        let root_value = answers
            .iter()
            .rposition(|action| *action == Action::Editor(EditorAction::Select(Some(NodeId::ROOT))))
            .unwrap();
        answers[root_value + 1] = practise(PracticeAction::SetValue(Some(-99.0)));
        let state = reduce(state, &answers);
        let state = reduce(state, &[practise(PracticeAction::Check)]);
        let grade = practice(&state).grade.clone().unwrap();
        let mistake = grade.first_mistake.clone().unwrap();
        assert_eq!(mistake.node, NodeId::ROOT);
        let said = said(&state, &mistake);
        assert!(said.contains("not −99"), "{said}");
        let notes = practice(&state)
            .notes(state.player.lesson.tree.len())
            .unwrap();
        assert_eq!(notes[0].answer_right, Some(false));
        assert_eq!(state.practising.progress.streak, 0);

        let shown = reduce(state, &[practise(PracticeAction::ShowSolution)]);
        assert_eq!(shown.player.step, mistake.step);
        assert!(shown.player.playing);
        assert!(practice(&shown).shows_controls());
    }

    #[test]
    fn hints_reveal_one_step_at_a_time_and_nothing_else_plays() {
        let state = from_address(CUTS, 1).unwrap();
        let state = reduce(
            state,
            &[
                Action::Player(PlayerAction::Forward),
                Action::Player(PlayerAction::ToEnd),
                Action::Player(PlayerAction::TogglePlay),
            ],
        );
        assert_eq!(state.player.step, 0);
        let state = reduce(
            state,
            &[
                practise(PracticeAction::Hint),
                practise(PracticeAction::Hint),
            ],
        );
        assert_eq!((state.player.step, practice(&state).hints), (2, 2));
        let state = reduce(
            state,
            &[
                Action::Player(PlayerAction::Back),
                Action::Player(PlayerAction::Forward),
                Action::Player(PlayerAction::Forward),
            ],
        );
        assert_eq!(state.player.step, 2, "no further than the hints went");
    }

    #[test]
    fn the_tree_stays_fixed_and_leaving_brings_back_the_watched_tree() {
        let watched = reduce(
            State::new(),
            &[Action::Editor(EditorAction::EditText("(1 (2 3))".into()))],
        );
        let state = reduce(
            watched.clone(),
            &[practise(PracticeAction::Start(
                Level::Easy.setup(Kind::Values, 3),
            ))],
        );
        let tree = state.player.tree.clone();
        let state = reduce(
            state,
            &[
                Action::Editor(EditorAction::Select(Some(NodeId::ROOT))),
                Action::Editor(EditorAction::Edit(EditCommand::AddChild)),
            ],
        );
        assert_eq!(state.player.tree, tree);
        assert!(state.message.is_some());
        let back = reduce(state, &[practise(PracticeAction::Leave)]);
        assert_eq!(back.player.tree, watched.player.tree);
        assert_eq!(back.practising.exercise, None);
    }

    #[test]
    fn a_tree_that_does_not_suit_the_exercise_says_why_and_stays() {
        let wide = reduce(
            State::new(),
            &[Action::Editor(EditorAction::EditText(
                "(1 2 3 4 5 6)".into(),
            ))],
        );
        let state = reduce(
            wide.clone(),
            &[practise(PracticeAction::StartOnTree(Kind::Ordering))],
        );
        assert_eq!(state.practising.exercise, None);
        assert_eq!(state.player.tree, wide.player.tree);
        let message = state.message.expect("a message");
        assert_eq!(message.key(), "practice.cannot-practise");
        let said = tell(&message);
        assert!(said.contains("too large to try every order"), "{said}");
        let dice = reduce(
            State::new(),
            &[
                Action::Editor(EditorAction::EditText("((1/2:(3 5) 1/2:(2 9)))".into())),
                practise(PracticeAction::StartOnTree(Kind::Cuts)),
            ],
        );
        assert_eq!(dice.practising.exercise, None);
        assert!(dice.message.is_some());
    }

    #[test]
    fn an_ordering_is_scored_against_the_best_and_the_best_is_shown() {
        let state = medium(Kind::Ordering, 5);
        let state = reduce(state, &[practise(PracticeAction::Check)]);
        let (yours, best) = practice(&state).leaves.unwrap();
        assert!(best <= yours);
        let shown = reduce(state, &[practise(PracticeAction::ShowSolution)]);
        let trace = &shown.player.lesson.run.as_ref().unwrap().trace;
        assert_eq!(leaves_read(trace), best);
        let stepped = reduce(
            shown.clone(),
            &[
                Action::Player(PlayerAction::ToEnd),
                practise(PracticeAction::Check),
            ],
        );
        assert_eq!(
            stepped.player.step,
            shown.player.lesson.len(),
            "checking again keeps the moment"
        );
        assert_eq!(practice(&stepped).leaves, Some((best, best)));
    }

    #[test]
    fn a_prediction_stops_the_search_until_it_is_answered() {
        let state = medium(Kind::Predict, 2);
        let open = practice(&state).open_question().cloned().unwrap();
        let state = reduce(state, &[Action::Player(PlayerAction::ToEnd)]);
        assert_eq!(state.player.step, open.before);
        let playing = reduce(
            state.clone(),
            &[
                Action::Player(PlayerAction::ToStart),
                Action::Player(PlayerAction::TogglePlay),
            ],
        );
        assert!(playing.player.playing);
        let paused = reduce(playing, &[practise(PracticeAction::Reply("banana".into()))]);
        assert!(!paused.player.playing, "an answer, even unread, pauses");
        let state = reduce(state, &[practise(PracticeAction::Reply("banana".into()))]);
        let refusal = state
            .message
            .clone()
            .expect("garbage is refused, not judged");
        let said = tell(&refusal);
        assert!(
            said.starts_with("\"banana\" ") && said.ends_with('.'),
            "{said}"
        );
        assert!(practice(&state).verdicts.is_empty());
        let typed = match open.answer {
            Reply::Number(x) => number(x),
            Reply::YesNo(yes) => if yes { "yes" } else { "no" }.to_string(),
            Reply::Leaf(leaf) | Reply::Node(leaf) => state.player.lesson.tree.name(leaf),
            Reply::Statistics(visits, wins) => format!("{visits} {}", number(wins)),
            Reply::Scored(child, score) => {
                format!("{} {}", state.player.lesson.tree.name(child), number(score))
            }
        };
        let state = reduce(state, &[practise(PracticeAction::Reply(typed))]);
        assert!(practice(&state).verdicts[0].right);
        let state = reduce(state, &[Action::Player(PlayerAction::Forward)]);
        assert_eq!(state.player.step, open.before + 1);
    }

    /// The state watching the first lecture example of proof-number search.
    fn watching_proof_numbers() -> State {
        let index = gametree::presets::presets()
            .iter()
            .position(|preset| preset.options.algorithm == Algorithm::ProofNumber)
            .unwrap();
        reduce(
            State::new(),
            &[Action::Player(PlayerAction::LoadPreset(index))],
        )
    }

    #[test]
    fn a_proof_numbers_exercise_stops_the_search_halfway_and_grades_every_number() {
        let state = reduce(
            watching_proof_numbers(),
            &[practise(PracticeAction::StartOnTree(Kind::ProofNumbers))],
        );
        let posed = practice(&state).clone();
        assert_eq!(state.player.options.algorithm, Algorithm::ProofNumber);
        assert!(posed.asked_at() > 0 && posed.hides_numbers());
        assert_eq!(state.player.step, posed.asked_at(), "posed in the middle");
        let state = reduce(state, &[Action::Player(PlayerAction::ToEnd)]);
        assert_eq!(
            state.player.step,
            posed.asked_at(),
            "no further until solved"
        );

        // One hint writes one node's numbers, children first.
        let hinted = reduce(state.clone(), &[practise(PracticeAction::Hint)]);
        let written: Vec<_> = practice(&hinted)
            .answers
            .proof_numbers
            .iter()
            .flatten()
            .collect();
        assert_eq!((written.len(), practice(&hinted).hints), (1, 1));

        // Every number written right scores full marks.
        let mut answers = Vec::new();
        for node in state.player.lesson.tree.ids() {
            if let Some(numbers) = posed.proof_numbers_at(node) {
                answers.push(Action::Editor(EditorAction::Select(Some(node))));
                answers.push(practise(PracticeAction::SetProofNumbers(Some(numbers))));
            }
        }
        let checked = reduce(state.clone(), &answers);
        let checked = reduce(checked, &[practise(PracticeAction::Check)]);
        let (right, total) = practice(&checked).score().unwrap();
        assert!(total > 3 && right == total, "{right} of {total}");

        // A blank one is the first mistake, explained with the formula;
        // the solution shows the numbers again.
        let blank = reduce(state, &answers[2..]);
        let blank = reduce(blank, &[practise(PracticeAction::Check)]);
        let grade = practice(&blank).grade.clone().unwrap();
        let said = said(&blank, grade.first_mistake.as_ref().unwrap());
        assert!(said.contains("not blank"), "{said}");
        let shown = reduce(blank, &[practise(PracticeAction::ShowSolution)]);
        assert!(!practice(&shown).hides_numbers());
    }

    #[test]
    fn predicting_a_proof_number_search_asks_for_the_most_proving_node() {
        let state = reduce(
            watching_proof_numbers(),
            &[practise(PracticeAction::StartOnTree(Kind::Predict))],
        );
        assert_eq!(
            state.player.options.algorithm,
            Algorithm::ProofNumber,
            "kept"
        );
        let open = practice(&state).open_question().cloned().unwrap();
        assert_eq!(open.ask, gametree::checkpoint::Ask::MostProving);
        let Reply::Node(answer) = open.answer else {
            panic!("{open:?}")
        };
        let state = reduce(state, &[Action::Player(PlayerAction::ToEnd)]);
        assert_eq!(state.player.step, open.before);
        // A click on the node answers.
        let state = reduce(state, &[Action::Editor(EditorAction::Select(Some(answer)))]);
        assert!(practice(&state).verdicts[0].right);
    }

    #[test]
    fn practising_the_watched_tree_from_an_exercise_takes_the_watched_tree() {
        let watched = watching_proof_numbers();
        let state = reduce(
            watched.clone(),
            &[
                practise(PracticeAction::Start(Level::Easy.setup(Kind::Cuts, 3))),
                practise(PracticeAction::StartOnTree(Kind::ProofNumbers)),
            ],
        );
        assert_eq!(state.player.tree, watched.player.tree);
        assert_eq!(practice(&state).kind, Kind::ProofNumbers);
    }
}
