//! The answer bar of the node selected in an exercise: its value, whether
//! the branch into it is cut, the window it is entered with, or its proof
//! and disproof numbers, as the exercise asks. Enter writes an answer on
//! the tree; nothing is graded until Check. On a phone the bar is a screen
//! below the drawing: a tap on a node brings it to hand.

use crate::components::field::Field;
use crate::hooks::use_speaking;
use crate::lesson::Lesson;
use crate::notice::Notice;
use crate::shared::VALUE_FIELD_ID;
use crate::state::PracticeAction;
use crate::strings::{practice, said};
use gametree::exercise::Kind;
use gametree::explain::{number, proof_number, read_proof_numbers};
use gametree::grade::Answers;
use gametree::NodeId;
use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement};
use yew::prelude::*;

/// The selected node and the answers so far.
#[derive(Properties, PartialEq)]
pub struct AnswerBarProps {
    /// What the exercise asks.
    pub kind: Kind,
    /// The exercise's tree, as drawn, and its search.
    pub lesson: Rc<Lesson>,
    /// The selected node.
    pub selected: NodeId,
    /// What the student has written.
    pub answers: Rc<Answers>,
    /// Whether a proof-numbers exercise asks for the node's numbers.
    #[prop_or_default]
    pub asks_proof_numbers: bool,
    /// An answer written, or the cut mark toggled.
    pub on_answer: Callback<PracticeAction>,
    /// Tell the student why text is no answer.
    pub on_refuse: Callback<Notice>,
}

/// The fields of the selected node.
#[component]
pub fn AnswerBar(props: &AnswerBarProps) -> Html {
    use_speaking();
    let tree = &props.lesson.tree;
    let id = props.selected;
    let name = tree.name(id);
    let leaf = tree.node(id).is_leaf();

    let value = written(&props.answers.values, id, number);
    let on_value = applying(props, read_number, PracticeAction::SetValue, |typed| {
        Notice::new("practice.not-a-number").typed("text", typed)
    });
    let window = written(&props.answers.windows, id, |(alpha, beta)| {
        format!("{}, {}", number(alpha), number(beta))
    });
    let on_window = applying(props, read_window, PracticeAction::SetWindow, |typed| {
        Notice::new("practice.not-a-window").typed("text", typed)
    });
    let numbers = written(&props.answers.proof_numbers, id, |numbers| {
        format!(
            "{}, {}",
            proof_number(numbers.proof),
            proof_number(numbers.disproof)
        )
    });
    let on_numbers = applying(
        props,
        |typed| {
            if typed.trim().is_empty() {
                return Ok(None);
            }
            read_proof_numbers(typed).map(Some).ok_or(())
        },
        PracticeAction::SetProofNumbers,
        |typed| Notice::new("practice.not-proof-numbers").typed("text", typed),
    );
    let cut = props.answers.cut.contains(&id);
    let on_cut = props
        .on_answer
        .reform(|_: MouseEvent| PracticeAction::ToggleCut);

    let asks_value = matches!(props.kind, Kind::Values | Kind::Cuts) && !leaf;
    let asks_cut = props.kind == Kind::Cuts && id != NodeId::ROOT;
    let asks_window = props.kind == Kind::Windows;
    let asks_numbers = props.kind == Kind::ProofNumbers && props.asks_proof_numbers;
    html! {
        <section class="panel answer-bar" aria-label={said("practice.answer-bar")}>
            <h3>{ practice::answers_at(&name) }</h3>
            // Keyed by the node, so that picking another node drops what
            // was typed and not applied.
            <div class="edit-fields" key={id.index()}>
                if asks_value {
                    <Field id={VALUE_FIELD_ID} name={said("practice.value")} {value} on_apply={on_value} />
                }
                if asks_window {
                    <Field id={VALUE_FIELD_ID} name={said("practice.window")} value={window} on_apply={on_window} />
                }
                if asks_numbers {
                    <Field id={VALUE_FIELD_ID} name={said("practice.proof-numbers")} value={numbers} on_apply={on_numbers} />
                }
            </div>
            if asks_cut {
                <button
                    type="button"
                    id={CUT_BUTTON_ID}
                    class="toggle-cut"
                    aria-pressed={cut.to_string()}
                    onclick={on_cut}
                >
                    { if cut { said("practice.unmark-cut") } else { said("practice.mark-cut") } }
                </button>
            }
            if props.kind == Kind::ProofNumbers && !asks_numbers {
                <p class="edit-hint">{ said("practice.not-generated") }</p>
            } else if !asks_value && !asks_cut && !asks_window && !asks_numbers {
                <p class="edit-hint">{ said("practice.nothing-to-answer") }</p>
            } else {
                <p class="edit-hint">{ said("practice.answer-hint") }</p>
            }
        </section>
    }
}

/// The id of the button that marks the branch into the node as cut.
const CUT_BUTTON_ID: &str = "toggle-cut";

thread_local! {
    /// The way back from the answer brought to hand, until it is taken or
    /// the next one replaces it.
    static WAY_BACK: RefCell<Option<EventListener>> = const { RefCell::new(None) };
}

/// Brings the selected node's answer to hand once the page has drawn it,
/// as Enter does from the keyboard: the field focused with its text
/// selected (a phone opens its keyboard and scrolls the field into sight),
/// or the cut button focused. Answering, by Enter or Escape leaving the
/// field or by a press of the button, scrolls the page back to where it
/// was, the drawing with the answer on it.
pub fn bring_to_hand() {
    Timeout::new(0, || {
        // The node's answer field, else the cut button: a leaf of a cuts
        // exercise asks nothing else.
        let at_hand = format!("#{VALUE_FIELD_ID}, #{CUT_BUTTON_ID}");
        let Some(target) = gloo_utils::document()
            .query_selector(&at_hand)
            .ok()
            .flatten()
            .and_then(|target| target.dyn_into::<HtmlElement>().ok())
        else {
            return;
        };
        let back_to = gloo_utils::window().scroll_y().unwrap_or_default();
        let field = target.dyn_ref::<HtmlInputElement>().cloned();
        let event = if field.is_some() { "keydown" } else { "click" };
        let way_back = EventListener::new(&target, event, {
            let target: Element = target.clone().into();
            move |event| {
                let key = event.dyn_ref::<KeyboardEvent>().map(KeyboardEvent::key);
                if key
                    .as_deref()
                    .is_some_and(|key| !matches!(key, "Enter" | "Escape"))
                {
                    return;
                }
                // After the field or the button has done its work: back
                // once the answer is given and the field left, and the way
                // back is taken (dropped here, not in its own listener).
                let target = target.clone();
                Timeout::new(0, move || {
                    let focused = gloo_utils::document().active_element();
                    if key.is_none() || focused.as_ref() != Some(&target) {
                        WAY_BACK.with(|slot| slot.borrow_mut().take());
                        gloo_utils::window().scroll_to_with_x_and_y(0.0, back_to);
                    }
                })
                .forget();
            }
        });
        WAY_BACK.with(|slot| *slot.borrow_mut() = Some(way_back));
        // Focus fails only for an element that is gone already.
        let _ = target.focus();
        if let Some(field) = field {
            field.select();
        }
    })
    .forget();
}

/// The answer written at `id` in `list` (one entry per node), as its
/// field shows it: empty when there is none.
fn written<T: Copy>(list: &[Option<T>], id: NodeId, show: impl Fn(T) -> String) -> String {
    list.get(id.index())
        .copied()
        .flatten()
        .map(show)
        .unwrap_or_default()
}

/// What Enter in an answer field does: hands on the answer the text reads
/// as (`read`, made an answer by `answer`), or, for text that is no
/// answer, refuses it with `refusal`'s notice about the text.
fn applying<T: 'static>(
    props: &AnswerBarProps,
    read: fn(&str) -> Result<T, ()>,
    answer: fn(T) -> PracticeAction,
    refusal: fn(&str) -> Notice,
) -> Callback<String> {
    let (on_answer, on_refuse) = (props.on_answer.clone(), props.on_refuse.clone());
    Callback::from(move |typed: String| match read(&typed) {
        Ok(read) => on_answer.emit(answer(read)),
        Err(()) => on_refuse.emit(refusal(typed.trim())),
    })
}

/// A number as a student writes it (see [`gametree::explain::read_number`]);
/// empty clears the answer.
fn read_number(text: &str) -> Result<Option<f64>, ()> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    gametree::explain::read_number(text).map(Some).ok_or(())
}

/// A window as a student writes it: two numbers, such as `-inf, 3`,
/// `(3, ∞)` or, on a Persian keyboard, `۳، ۵`; empty clears the answer.
fn read_window(text: &str) -> Result<Option<(f64, f64)>, ()> {
    let inner = text
        .trim()
        .trim_start_matches(['(', '['])
        .trim_end_matches([')', ']']);
    if inner.trim().is_empty() {
        return Ok(None);
    }
    let parts: Vec<&str> = inner
        .split([',', '،', ';', ' '])
        .filter(|part| !part.trim().is_empty())
        .collect();
    match parts[..] {
        [alpha, beta] => match (read_number(alpha)?, read_number(beta)?) {
            (Some(alpha), Some(beta)) => Ok(Some((alpha, beta))),
            _ => Err(()),
        },
        _ => Err(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_windows_read_as_students_write_them() {
        assert_eq!(read_number(" 3 "), Ok(Some(3.0)));
        assert_eq!(read_number("-inf"), Ok(Some(f64::NEG_INFINITY)));
        assert_eq!(read_number("+∞"), Ok(Some(f64::INFINITY)));
        assert_eq!(read_number("−2.5"), Ok(Some(-2.5)));
        assert_eq!(read_number(""), Ok(None));
        assert_eq!(read_number("three"), Err(()));
        assert_eq!(read_number("NaN"), Err(()));
        assert_eq!(read_window("(-inf, 3)"), Ok(Some((f64::NEG_INFINITY, 3.0))));
        assert_eq!(read_window("3 ∞"), Ok(Some((3.0, f64::INFINITY))));
        assert_eq!(read_window("(۳، ۵)"), Ok(Some((3.0, 5.0))));
        assert_eq!(read_number("−۲٫۵"), Ok(Some(-2.5)));
        assert_eq!(read_window(" "), Ok(None));
        assert_eq!(read_window("3"), Err(()));
        assert_eq!(read_window("1, 2, 3"), Err(()));
    }
}
