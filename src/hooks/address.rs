//! The page's address: written as the state changes, so that copying it
//! shares this exact moment, and read when it changes under the page (a
//! link pasted into this tab, Back and Forward), so that the page opens
//! what the address says.

use crate::shared::fresh_seed;
use crate::state::{Action, State};
use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

/// How long the address waits for the user to stop stepping, in milliseconds.
const ADDRESS_DELAY_MS: u32 = 250;

/// The longest address the page writes: Chromium keeps no longer one (2 MB).
/// A tree whose address is longer (thousands of labels in other scripts,
/// each letter written as up to nine characters) leaves the address empty,
/// so that a reload opens the copy the browser keeps, not an older address.
const LONGEST_ADDRESS: usize = 2_000_000;

/// Writes `url` as the page's address, replacing the one there.
fn replace_address(url: &str) {
    let url = if url.len() > LONGEST_ADDRESS {
        "#"
    } else {
        url
    };
    if let Ok(history) = gloo_utils::window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(url));
    }
}

/// Keeps the page's address in step with what is shown, and the page in
/// step with an address given to it. The address is written while paused,
/// a moment after the last change, so that stepping quickly through a
/// large tree stays quick; it is replaced, not pushed, so that Back leaves
/// the page rather than undoing steps.
/// An address waiting to be written is written at once when the page is
/// left (`pagehide`: a reload, a closed tab), so that a reload within the
/// delay does not bring back the address before the last change.
#[hook]
pub fn use_address(state: &UseReducerHandle<State>) {
    let address = (!state.player.playing).then(|| state.address());
    let waiting = use_mut_ref(|| None::<String>);
    {
        let waiting = waiting.clone();
        use_effect_with(address, move |address| {
            let url = address.as_ref().map(|address| format!("#{address}"));
            *waiting.borrow_mut() = url.clone();
            let write = url.map(|url| {
                Timeout::new(ADDRESS_DELAY_MS, move || {
                    waiting.borrow_mut().take();
                    replace_address(&url);
                })
            });
            // A newer address cancels the write of this one.
            move || drop(write)
        });
    }
    use_effect_with((), move |_| {
        let leaving = EventListener::new(&gloo_utils::window(), "pagehide", move |_| {
            if let Some(url) = waiting.borrow_mut().take() {
                replace_address(&url);
            }
        });
        move || drop(leaving)
    });
    // Replacing the address never fires `hashchange`: only a link pasted
    // into the tab, or Back and Forward, do.
    let dispatch = state.dispatcher();
    use_effect_with((), move |_| {
        let window = gloo_utils::window();
        let changes = EventListener::new(&window, "hashchange", move |_| {
            let fragment = gloo_utils::window().location().hash().unwrap_or_default();
            dispatch.dispatch(Action::OpenAddress {
                fragment,
                seed: fresh_seed(),
            });
        });
        move || drop(changes)
    });
}
