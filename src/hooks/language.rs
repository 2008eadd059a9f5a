//! The page's language as a context: switched in place (its words fetched
//! first), so that every component that shows words draws them again in
//! it while the state, the undo history and a running search stay.

use crate::language::{chosen, switch_to};
use crate::notice::Notice;
use crate::state::{Action, State};
use gametree::lang::{Digits, Lang};
use yew::prelude::*;

/// A language and how its sentences write digits: what the page speaks.
pub type Speaking = (Lang, Digits);

/// What the page speaks now, and the callback that switches it in place:
/// once the chosen language's words are there, the context `App` provides
/// changes and every component subscribed to it draws again; when they
/// cannot be fetched, the page says so and speaks as it did.
#[hook]
pub fn use_language(state: &UseReducerHandle<State>) -> (Speaking, Callback<Speaking>) {
    let speaking = use_state_eq(chosen);
    let dispatch = state.dispatcher();
    let on_switch = {
        let speaking = speaking.setter();
        use_callback((), move |(lang, digits): Speaking, _| {
            let speaking = speaking.clone();
            let dispatch = dispatch.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match switch_to(lang, digits).await {
                    Ok(()) => speaking.set((lang, digits)),
                    Err(why) => {
                        let warning = format!("Minimax Lab stays in its language: {why}");
                        web_sys::console::warn_1(&warning.into());
                        let notice =
                            Notice::new("language.not-loaded").text("language", lang.endonym());
                        dispatch.dispatch(Action::Refuse(notice));
                    }
                }
            });
        })
    };
    (*speaking, on_switch)
}

/// Subscribes a component to the page's language, so that a switch draws
/// it again in the new one even when its props are unchanged; gives what
/// the page speaks.
#[hook]
pub fn use_speaking() -> Speaking {
    use_context::<Speaking>().unwrap_or_else(chosen)
}
