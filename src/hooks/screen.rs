//! Whether the window is narrow (a phone): there the options fold away
//! behind a button, as they do in projector mode, so that the tree, its
//! sentence and its buttons share the first screen.

use gloo_events::EventListener;
use yew::prelude::*;

/// The width below which the page stacks its columns, as in `style.css`.
pub const NARROW_SCREEN: &str = "(max-width: 899px)";

/// Whether the window is narrow now, kept up to date as it is resized or
/// turned.
#[hook]
pub fn use_narrow_screen() -> bool {
    let narrow = use_state_eq(|| matches(NARROW_SCREEN));
    {
        let narrow = narrow.clone();
        use_effect_with((), move |_| {
            let query = gloo_utils::window()
                .match_media(NARROW_SCREEN)
                .ok()
                .flatten();
            let listener = query.map(|query| {
                // The window may have changed since the first render.
                narrow.set(query.matches());
                EventListener::new(&query.clone(), "change", move |_| {
                    narrow.set(query.matches())
                })
            });
            move || drop(listener)
        });
    }
    *narrow
}

/// Whether the window matches the media `query` now.
fn matches(query: &str) -> bool {
    gloo_utils::window()
        .match_media(query)
        .ok()
        .flatten()
        .is_some_and(|list| list.matches())
}
