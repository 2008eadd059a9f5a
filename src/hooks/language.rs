//! The page's language, switched in place (its words fetched first): every
//! component that shows words is drawn again in it, while the state, the
//! undo history and a running search stay. The components showing words
//! listen through [`use_speaking`], a redraw each kept in a thread-local
//! list: a Yew context would do the same, but its provider, one more
//! component type, weighs kilobytes the page's budget has not got.

use crate::language::{chosen, switch_to};
use crate::notice::Notice;
use crate::state::{Action, State};
use gametree::lang::{Digits, Lang};
use std::cell::RefCell;
use yew::prelude::*;

/// A language and how its sentences write digits: what the page speaks.
pub type Speaking = (Lang, Digits);

/// The redraws of the components listening, by slot, and the slots left
/// free by those gone (taken again first, so that a tree of thousands of
/// nodes drawn again and again never grows the list).
#[derive(Default)]
struct Listening {
    redraws: Vec<Option<UseForceUpdateHandle>>,
    free: Vec<usize>,
}

thread_local! {
    static LISTENING: RefCell<Listening> = RefCell::default();
}

/// Draws every listening component again, in the language now chosen.
fn redraw_all() {
    // Taken out of the list first: a redraw may mount or unmount listeners.
    let redraws: Vec<UseForceUpdateHandle> = LISTENING.with(|listening| {
        listening
            .borrow()
            .redraws
            .iter()
            .flatten()
            .cloned()
            .collect()
    });
    for redraw in redraws {
        redraw.force_update();
    }
}

/// Puts the language menus back on the language spoken, after a pick that
/// could not be switched to: the browser keeps showing the option picked,
/// and a redraw would set nothing, since the page's language has not changed.
fn menus_back() {
    let spoken = Lang::ALL.iter().position(|&lang| lang == chosen().0);
    // One menu is on the page at a time: in the options bar, or beside an
    // exercise.
    let menu = gloo_utils::document().query_selector(".language-menu select");
    if let (Some(spoken), Ok(Some(menu))) = (spoken, menu) {
        let _ = js_sys::Reflect::set(&menu, &"value".into(), &spoken.to_string().into());
    }
}

/// The callback that switches the page's language in place, for the page
/// (the component calling it) to hand to the language menu: once the
/// chosen language's words are there, the page and every component
/// listening are drawn again in it; when they cannot be fetched, the page
/// says so and speaks as it did.
#[hook]
pub fn use_language(state: &UseReducerHandle<State>) -> Callback<Speaking> {
    let redraw_page = use_force_update();
    let dispatch = state.dispatcher();
    use_callback((), move |(lang, digits): Speaking, _| {
        let redraw_page = redraw_page.clone();
        let dispatch = dispatch.clone();
        wasm_bindgen_futures::spawn_local(async move {
            match switch_to(lang, digits).await {
                Ok(()) => {
                    redraw_page.force_update();
                    redraw_all();
                }
                // Why is the network's; the reader is told what it means.
                Err(_) => {
                    menus_back();
                    let notice =
                        Notice::new("language.not-loaded").text("language", lang.endonym());
                    dispatch.dispatch(Action::Refuse(notice));
                }
            }
        });
    })
}

/// Makes a component listen to the page's language, so that a switch
/// draws it again in the new one even when its props are unchanged; gives
/// what the page speaks.
#[hook]
pub fn use_speaking() -> Speaking {
    let redraw = use_force_update();
    use_effect_with((), move |_| {
        let slot = LISTENING.with(|listening| {
            let mut listening = listening.borrow_mut();
            match listening.free.pop() {
                Some(slot) => {
                    listening.redraws[slot] = Some(redraw);
                    slot
                }
                None => {
                    listening.redraws.push(Some(redraw));
                    listening.redraws.len() - 1
                }
            }
        });
        move || {
            LISTENING.with(|listening| {
                let mut listening = listening.borrow_mut();
                listening.redraws[slot] = None;
                listening.free.push(slot);
            });
        }
    });
    chosen()
}
