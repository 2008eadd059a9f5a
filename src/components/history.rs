//! The sentences of the steps played so far; clicking one goes back to
//! that moment, and on a phone, where the history is a screen below the
//! drawing, brings the drawing into sight.

use crate::components::panel::Panel;
use crate::hooks::show_the_drawing;
use crate::hooks::use_speaking;
use crate::lesson::Lesson;
use crate::strings::{panels, said};
use std::rc::Rc;
use web_sys::Element;
use yew::prelude::*;

/// How many of the latest sentences the history lists: more than any
/// lecture example has, few enough that a 40,000-step trace renders as fast
/// as a short one. The scrubber reaches the steps left out.
const HISTORY_LENGTH: usize = 200;

/// The sentences to list.
#[derive(Properties, PartialEq)]
pub struct HistoryProps {
    /// The tree and its search, which writes every step's sentence.
    pub lesson: Rc<Lesson>,
    /// Steps played so far.
    pub step: usize,
    /// Go back (or on) to the moment after this many steps.
    pub on_seek: Callback<usize>,
}

/// The history panel; empty before the first step.
#[component]
pub fn History(props: &HistoryProps) -> Html {
    use_speaking();
    let history_ref = use_node_ref();
    {
        let history_ref = history_ref.clone();
        // Keep the latest sentence in sight by scrolling the history list
        // itself: scrolling it into view would also move the page and the
        // side panel under the lecturer's pointer.
        use_effect_with(props.step, move |_| {
            if let Some(history) = history_ref.cast::<Element>() {
                history.set_scroll_top(history.scroll_height());
            }
        });
    }
    match &props.lesson.run {
        Ok(_) if props.step > 0 => html! {
            <Panel class="history-panel" title={said("panels.history")}>
                <div class="history" ref={history_ref}>
                    { history(&props.lesson, props.step, &props.on_seek) }
                </div>
            </Panel>
        },
        _ => Html::default(),
    }
}

/// The sentences of the last steps up to `step`, oldest first, numbered by
/// step; clicking one seeks to the moment after it.
fn history(lesson: &Lesson, step: usize, on_seek: &Callback<usize>) -> Html {
    let first = step.saturating_sub(HISTORY_LENGTH) + 1;
    let left_out = first - 1;
    html! {
        // One box inside the scrolling one, which lays its content out bottom up.
        <div class="history-content">
            if left_out > 0 {
                <p class="history-more">{ panels::earlier_steps(left_out) }</p>
            }
            <ol class="history-list" start={first.to_string()}>
                for shown in first..=step {
                    <li key={shown} aria-current={(shown == step).then_some("step")}>
                        <button
                            type="button"
                            class="history-entry"
                            onclick={on_seek.reform(move |_: MouseEvent| {
                                show_the_drawing();
                                shown
                            })}
                        >
                            { lesson.sentence(shown - 1).unwrap_or_default() }
                        </button>
                    </li>
                }
            </ol>
        </div>
    }
}
