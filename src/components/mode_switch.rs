//! Watch, Compare or Practice: the ways the app is used, one click apart.
//! Compare searches the tree a second time beside the first; going to
//! practice starts a fresh exercise; going back to watching brings back
//! the tree that was on show.

use crate::components::exercise_form::fresh_seed;
use crate::state::practice::fresh_setup;
use crate::state::{Action, CompareAction, PracticeAction};
use crate::strings::strings;
use yew::prelude::*;

/// Which mode is on, and where the switch goes.
#[derive(Properties, PartialEq)]
pub struct ModeSwitchProps {
    /// Whether an exercise is under way.
    pub practising: bool,
    /// Whether compare mode is on.
    #[prop_or_default]
    pub comparing: bool,
    /// Receives `Practice(Start)`, `Practice(Leave)`, `Compare(Open)` or `Compare(Close)`.
    pub on_action: Callback<Action>,
}

/// Three buttons, the one on pressed.
#[component]
pub fn ModeSwitch(props: &ModeSwitchProps) -> Html {
    let words = &strings().practice;
    let practising = props.practising;
    let comparing = props.comparing;
    let watching = !practising && !comparing;
    let on_watch = props.on_action.reform(move |_: MouseEvent| {
        if practising {
            Action::Practice(PracticeAction::Leave)
        } else {
            Action::Compare(CompareAction::Close)
        }
    });
    let on_compare = props
        .on_action
        .reform(|_: MouseEvent| Action::Compare(CompareAction::Open));
    let on_practice = props.on_action.reform(move |_: MouseEvent| {
        Action::Practice(PracticeAction::Start(fresh_setup(fresh_seed())))
    });
    html! {
        <div class="mode-switch" role="group" aria-label={words.mode}>
            <button
                type="button"
                id="mode-watch"
                aria-pressed={watching.to_string()}
                disabled={watching}
                onclick={on_watch}
            >
                { words.watch }
            </button>
            if !practising {
                <button
                    type="button"
                    id="mode-compare"
                    aria-pressed={comparing.to_string()}
                    disabled={comparing}
                    onclick={on_compare}
                >
                    { strings().compare.compare }
                </button>
            }
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
