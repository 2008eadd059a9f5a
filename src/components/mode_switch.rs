//! Watch, Compare or Practice: the ways the app is used, one click apart.
//! Compare searches the tree a second time beside the first; going to
//! practice starts a fresh exercise; going back to watching brings back
//! the tree that was on show.

use crate::strings::said;
use yew::prelude::*;

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

/// Three buttons, the one of `mode` pressed, each telling `on_mode` its
/// mode; Compare is not offered during an exercise. A plain function: it
/// keeps no state.
pub fn mode_switch(mode: Mode, on_mode: &Callback<Mode>) -> Html {
    let button = |id: &'static str, label: &'static str, this: Mode| {
        let on = mode == this;
        html! {
            <button
                type="button"
                {id}
                aria-pressed={on.to_string()}
                disabled={on}
                onclick={on_mode.reform(move |_: MouseEvent| this)}
            >
                { label }
            </button>
        }
    };
    html! {
        <div class="mode-switch" role="group" aria-label={said("practice.mode")}>
            { button("mode-watch", said("practice.watch"), Mode::Watch) }
            if mode != Mode::Practice {
                { button("mode-compare", said("compare.compare"), Mode::Compare) }
            }
            { button("mode-practice", said("practice.practice"), Mode::Practice) }
        </div>
    }
}
