//! Watch, Compare or Practice: the ways the app is used, one click apart.
//! Compare searches the tree a second time beside the first; going to
//! practice starts a fresh exercise; going back to watching brings back
//! the tree that was on show.

use crate::strings::said;
use yew::prelude::*;

/// Which mode is on, and where the switch goes.
#[derive(Properties, PartialEq)]
pub struct ModeSwitchProps {
    /// Whether an exercise is under way.
    pub practising: bool,
    /// Whether compare mode is on.
    #[prop_or_default]
    pub comparing: bool,
    /// The mode pressed.
    pub on_mode: Callback<Mode>,
}

/// The ways the app is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Watch the search.
    Watch,
    /// Two searches of one tree side by side.
    Compare,
    /// An exercise.
    Practice,
}

/// Three buttons, the one on pressed.
#[component]
pub fn ModeSwitch(props: &ModeSwitchProps) -> Html {
    let practising = props.practising;
    let comparing = props.comparing;
    let watching = !practising && !comparing;
    let on_watch = props.on_mode.reform(|_: MouseEvent| Mode::Watch);
    let on_compare = props.on_mode.reform(|_: MouseEvent| Mode::Compare);
    let on_practice = props.on_mode.reform(|_: MouseEvent| Mode::Practice);
    html! {
        <div class="mode-switch" role="group" aria-label={said("practice.mode")}>
            <button
                type="button"
                id="mode-watch"
                aria-pressed={watching.to_string()}
                disabled={watching}
                onclick={on_watch}
            >
                { said("practice.watch") }
            </button>
            if !practising {
                <button
                    type="button"
                    id="mode-compare"
                    aria-pressed={comparing.to_string()}
                    disabled={comparing}
                    onclick={on_compare}
                >
                    { said("compare.compare") }
                </button>
            }
            <button
                type="button"
                id="mode-practice"
                aria-pressed={practising.to_string()}
                disabled={practising}
                onclick={on_practice}
            >
                { said("practice.practice") }
            </button>
        </div>
    }
}
