//! Watch or Practice: the two ways the app is used, one click apart. Going
//! to practice starts a fresh exercise; going back to watching brings back
//! the tree that was on show.

use crate::components::exercise_form::fresh_seed;
use crate::state::practice::fresh_setup;
use crate::state::{Action, PracticeAction};
use crate::strings::strings;
use yew::prelude::*;

/// Which mode is on, and where the switch goes.
#[derive(Properties, PartialEq)]
pub struct ModeSwitchProps {
    /// Whether an exercise is under way.
    pub practising: bool,
    /// Receives `Practice(Start)` or `Practice(Leave)`.
    pub on_action: Callback<Action>,
}

/// Two buttons, the one on pressed.
#[component]
pub fn ModeSwitch(props: &ModeSwitchProps) -> Html {
    let words = &strings().practice;
    let practising = props.practising;
    let on_watch = props
        .on_action
        .reform(move |_: MouseEvent| Action::Practice(PracticeAction::Leave));
    let on_practice = props.on_action.reform(move |_: MouseEvent| {
        Action::Practice(PracticeAction::Start(fresh_setup(fresh_seed())))
    });
    html! {
        <div class="mode-switch" role="group" aria-label={words.mode}>
            <button
                type="button"
                id="mode-watch"
                aria-pressed={(!practising).to_string()}
                disabled={!practising}
                onclick={on_watch}
            >
                { words.watch }
            </button>
            <button
                type="button"
                id="mode-practice"
                aria-pressed={practising.to_string()}
                disabled={practising}
                onclick={on_practice}
            >
                { words.practice }
            </button>
        </div>
    }
}
