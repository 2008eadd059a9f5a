//! The page's address: written as the state changes, so that copying it
//! shares this exact moment, and read when it changes under the page (a
//! link pasted into this tab, Back and Forward), so that the page opens
//! what the address says, in the language it names.

use super::language::Speaking;
use super::storage::session;
use crate::language::speaking;
use crate::limits::LONGEST_ADDRESS;
use crate::shared::fresh_seed;
use crate::state::{Action, State};
use gametree::share::Link;
use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

/// How long the address waits for the user to stop stepping, in milliseconds.
const ADDRESS_DELAY_MS: u32 = 250;

/// Where this tab keeps the address it wrote last (`sessionStorage`, which
/// a reload keeps and a new tab starts empty).
const WRITTEN_KEY: &str = "minimax-lab/address";

/// Writes `url` as the page's address, replacing the one there, and notes
/// that this tab wrote it.
fn replace_address(url: &str) {
    let url = if url.len() > LONGEST_ADDRESS {
        "#"
    } else {
        url
    };
    if let Ok(history) = gloo_utils::window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(url));
    }
    if let Some(session) = session() {
        let _ = session.set_item(WRITTEN_KEY, url);
    }
}

/// Whether `fragment` (with its `#`) is the address this tab wrote last:
/// then it is no newer than the tree saved since, which a reload within
/// the address's delay must not lose. A link opened or pasted is not.
pub fn written_here(fragment: &str) -> bool {
    let written = session().and_then(|session| session.get_item(WRITTEN_KEY).ok().flatten());
    !fragment.is_empty() && written.as_deref() == Some(fragment)
}

/// Keeps the page's address in step with what is shown, and the page in
/// step with an address given to it: a language it names (`lang=`, which
/// a link opening the page is read in too) is switched to through
/// `on_language`. The address is written while paused, a moment after the
/// last change, so that stepping quickly through a large tree stays quick;
/// it is replaced, not pushed, so that Back leaves the page rather than
/// undoing steps.
#[hook]
pub fn use_address(state: &UseReducerHandle<State>, on_language: &Callback<Speaking>) {
    let address = (!state.player.playing).then(|| state.address());
    use_effect_with(address, |address| {
        let url = address.as_ref().map(|address| format!("#{address}"));
        let write = url.map(|url| Timeout::new(ADDRESS_DELAY_MS, move || replace_address(&url)));
        // A newer address cancels the write of this one.
        move || drop(write)
    });
    // Replacing the address never fires `hashchange`: only a link pasted
    // into the tab, or Back and Forward, do.
    let open = {
        let dispatch = state.dispatcher();
        let on_language = on_language.clone();
        move |fragment: String| {
            if let Some(lang) = Link::read(&fragment).lang {
                on_language.emit(speaking(lang));
            }
            dispatch.dispatch(Action::OpenAddress {
                fragment,
                seed: fresh_seed(),
            });
        }
    };
    // The fragment the page opened with, read as its state was made.
    let opened_with = use_state(current_fragment);
    let opened_with = (*opened_with).clone();
    use_effect_with((), move |_| {
        // A link given after the first drawing but before this listener
        // (a slow first render ends in a later task) was not heard: open it.
        let now = current_fragment();
        if now != opened_with {
            open(now);
        }
        let changes = EventListener::new(&gloo_utils::window(), "hashchange", move |_| {
            open(current_fragment())
        });
        move || drop(changes)
    });
}

/// The page's address fragment, with its `#` (empty when it has none).
fn current_fragment() -> String {
    gloo_utils::window().location().hash().unwrap_or_default()
}
