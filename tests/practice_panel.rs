//! Browser tests of practice mode's panels: the answer bar turns what a
//! student types into answers (or a reason it is none), and the exercise
//! panel shows the task, the rule, the code, the score and the first
//! mistake. Run with
//! `cargo test -p minimax-lab --target wasm32-unknown-unknown --test practice_panel`.
#![cfg(target_arch = "wasm32")]

use gametree::exercise::Kind;
use gametree::grade::Answers;
use gametree::{Algorithm, NodeId, Options};
use minimax_lab::app::events;
use minimax_lab::components::answer_bar::{AnswerBar, AnswerBarProps};
use minimax_lab::components::practice_panel::{PracticePanel, PracticePanelProps};
use minimax_lab::lesson::Lesson;
use minimax_lab::state::practice::from_address;
use minimax_lab::state::{Action, CompareAction, EditorAction, PracticeAction, State};
use minimax_lab::strings::notice::tell;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{HtmlElement, HtmlInputElement};
use yew::{Callback, Reducible};

mod support;

use support::{find, text_of, type_and_press};

wasm_bindgen_test_configure!(run_in_browser);

/// A callback that records the actions it is given.
fn recorder() -> (Callback<Action>, Rc<RefCell<Vec<Action>>>) {
    let actions = Rc::new(RefCell::new(Vec::new()));
    let record = actions.clone();
    (
        Callback::from(move |action| record.borrow_mut().push(action)),
        actions,
    )
}

#[wasm_bindgen_test]
async fn the_answer_bar_reads_values_cuts_and_refuses_what_is_no_number() {
    let (on_action, actions) = recorder();
    let tree = Rc::new(gametree::parse("A(B(1 2) C(3 4))").unwrap());
    let props = AnswerBarProps {
        kind: Kind::Cuts,
        lesson: Lesson::new(&tree, &Options::new(Algorithm::AlphaBeta), false),
        selected: NodeId::new(1),
        answers: Rc::new(Answers::default()),
        asks_proof_numbers: false,
        on_answer: on_action.reform(events::practise),
        on_refuse: on_action.reform(events::refuse),
    };
    let (root, _handle) = support::mount::<AnswerBar>(props).await;
    assert_eq!(text_of(&root, "h3"), "Your answer at B");
    let value: HtmlInputElement = find(&root, "#edit-value");
    type_and_press(&value, "-inf", "Enter");
    type_and_press(&value, "three", "Enter");
    find::<HtmlElement>(&root, "#toggle-cut").click();
    let actions = actions.borrow();
    assert_eq!(
        actions[0],
        Action::Practice(PracticeAction::SetValue(Some(f64::NEG_INFINITY)))
    );
    assert!(
        matches!(&actions[1], Action::Refuse(notice) if tell(notice).contains("\"three\" is not a number")),
        "{:?}",
        actions[1]
    );
    assert_eq!(actions[2], Action::Practice(PracticeAction::ToggleCut));
}

#[wasm_bindgen_test]
async fn the_answer_bar_reads_a_window_and_asks_nothing_of_a_leaf_in_a_values_exercise() {
    let (on_action, actions) = recorder();
    let tree = Rc::new(gametree::parse("A(B(1 2) C(3 4))").unwrap());
    let lesson = Lesson::new(&tree, &Options::new(Algorithm::AlphaBeta), false);
    let props = AnswerBarProps {
        kind: Kind::Windows,
        lesson: lesson.clone(),
        selected: NodeId::new(2),
        answers: Rc::new(Answers::default()),
        asks_proof_numbers: false,
        on_answer: on_action.reform(events::practise),
        on_refuse: on_action.reform(events::refuse),
    };
    let (root, _handle) = support::mount::<AnswerBar>(props).await;
    type_and_press(&find(&root, "#edit-value"), "(3, ∞)", "Enter");
    assert_eq!(
        actions.borrow()[0],
        Action::Practice(PracticeAction::SetWindow(Some((3.0, f64::INFINITY))))
    );
    let leaf = AnswerBarProps {
        kind: Kind::Values,
        lesson,
        selected: NodeId::new(2),
        answers: Rc::new(Answers::default()),
        asks_proof_numbers: false,
        on_answer: on_action.reform(events::practise),
        on_refuse: on_action.reform(events::refuse),
    };
    let (root, _handle) = support::mount::<AnswerBar>(leaf).await;
    assert!(root.query_selector("#edit-value").unwrap().is_none());
    assert!(text_of(&root, ".edit-hint").contains("a leaf keeps its value"));
}

#[wasm_bindgen_test]
async fn the_exercise_panel_shows_the_rule_the_code_and_the_first_mistake() {
    let state = from_address("#x=values.minimax.equal.soft.b2.d2.v0~9.k0.42", 1).unwrap();
    let act = |state: State, action: Action| (*Rc::new(state).reduce(action)).clone();
    let state = act(
        state,
        Action::Editor(EditorAction::Select(Some(NodeId::ROOT))),
    );
    let state = act(
        state,
        Action::Practice(PracticeAction::SetValue(Some(-1.0))),
    );
    let state = act(state, Action::Practice(PracticeAction::Check));
    let (on_action, actions) = recorder();
    let props = PracticePanelProps {
        practice: state.practising.exercise.clone().unwrap(),
        lesson: state.player.lesson.clone(),
        options: state.player.options,
        selected: state.editor.selected,
        step: state.player.step,
        playing: false,
        progress: state.practising.progress,
        link: "https://example.org/#x=values".into(),
        can_use_watched: false,
        on_practice: on_action.reform(events::practise),
        on_move: on_action.reform(events::move_node),
        on_play: on_action.reform(events::toggle_play),
        on_refuse: on_action.reform(events::refuse),
        on_hunt: on_action.reform(events::hunt),
    };
    let (root, _handle) = support::mount::<PracticePanel>(props).await;
    assert_eq!(text_of(&root, ".panel-title"), "Minimax values");
    assert_eq!(text_of(&root, ".practice-rule"), "Graded by Minimax.");
    assert_eq!(
        text_of(&root, "#exercise-code"),
        "values.minimax.equal.soft.b2.d2.v0~9.k0.42"
    );
    assert_eq!(text_of(&root, ".practice-feedback .score"), "0 of 3 right.");
    assert!(text_of(&root, ".first-mistake").starts_with("First mistake: B is worth"));
    assert!(text_of(&root, "#practice-record").starts_with("Exercises checked: 1."));
    assert!(root.query_selector("#practise-watched").unwrap().is_none());
    find::<HtmlElement>(&root, "#practice-hint").click();
    assert_eq!(
        *actions.borrow(),
        vec![Action::Practice(PracticeAction::Hint)]
    );
    // Spot the bug is offered beside the exercises.
    find::<HtmlElement>(&root, "#practice-bug-hunt").click();
    assert!(matches!(
        actions.borrow()[1],
        Action::Compare(CompareAction::Hunt { .. })
    ));
}
