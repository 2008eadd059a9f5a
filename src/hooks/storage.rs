//! What is kept across reloads: the tree and its search are saved in the
//! browser's local storage as the user works, and opened again when the
//! page's address carries no tree; so is the tree text as typed while it
//! does not parse, so that a reload does not lose it. The values are plain
//! strings, read and written through the browser's own `localStorage`, so
//! that no JSON library has to ship with the page.

use crate::limits::characters_over;
use crate::notice::Notice;
use crate::progress::Progress;
use crate::shared::{fresh_seed, same_text, ByAddress};
use crate::state::{Action, State};
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// The local storage key of the saved tree.
const KEY: &str = "minimax-lab/tree";

/// The tree saved by the last visit, as [`State::saved`] wrote it.
pub fn saved_tree() -> Option<String> {
    let saved = read(KEY)?;
    // Earlier versions kept the address as a JSON string, in quotes.
    if saved.starts_with('"') {
        return js_sys::JSON::parse(&saved).ok()?.as_string();
    }
    Some(saved)
}

/// The local storage key of the tab that saved the tree last.
const SAVED_BY_KEY: &str = "minimax-lab/saved-by";

/// The session storage key of this tab's name: a reload keeps it, and a new
/// tab starts without one.
const TAB_KEY: &str = "minimax-lab/tab";

/// This tab's name, made the first time it is asked for.
fn tab() -> String {
    let session = session();
    let named = session
        .as_ref()
        .and_then(|session| session.get_item(TAB_KEY).ok().flatten());
    named.unwrap_or_else(|| {
        let name = fresh_seed().to_string();
        if let Some(session) = session {
            let _ = session.set_item(TAB_KEY, &name);
        }
        name
    })
}

/// Whether this tab saved the tree kept in the browser: another tab may
/// have saved one since, which this tab's address must then not lose to.
pub fn saved_here() -> bool {
    read(SAVED_BY_KEY) == Some(tab())
}

/// The local storage key of the tree text as typed, kept while it differs
/// from the tree drawn (it does not parse).
const DRAFT_KEY: &str = "minimax-lab/draft";

/// The tree text the last visit left as typed, if it was not the tree drawn.
pub fn saved_draft() -> Option<String> {
    read(DRAFT_KEY)
}

/// Saves the tree and its search whenever either changes (stepping does not
/// write), and the text as typed while it is not the tree's, while
/// `enabled`: an embedded player keeps its hands off the reader's own tree.
/// A browser that refuses to keep either (storage full or turned off) is
/// said to, so that no loss comes as a surprise; a text too long to be read
/// is not kept, as its refusal says.
#[hook]
pub fn use_saved_tree(state: &UseReducerHandle<State>, enabled: bool) {
    let state = state.clone();
    use_effect_with(
        (
            ByAddress(state.player.text.clone()),
            state.player.options,
            ByAddress(state.editor.draft.clone()),
        ),
        move |_| {
            if !enabled {
                return;
            }
            let draft = &state.editor.draft;
            let kept = write(KEY, &state.saved()) && write(SAVED_BY_KEY, &tab());
            let too_long = characters_over(draft).is_some();
            let draft_kept = if same_text(draft, &state.player.text) || too_long {
                remove(DRAFT_KEY);
                true
            } else {
                write(DRAFT_KEY, draft)
            };
            let lost = [(kept, "page.not-kept"), (draft_kept, "page.draft-not-kept")];
            // Said unless something else is being said (a broken link).
            let lost = lost.iter().find(|(kept, _)| !kept);
            if let Some(&(_, key)) = lost.filter(|_| state.message.is_none()) {
                state.dispatch(Action::Refuse(Notice::new(key)));
            }
        },
    );
}

/// The local storage key of the practice record.
const PROGRESS_KEY: &str = "minimax-lab/progress";

/// The practice record's fields, as JSON names them.
const PROGRESS_FIELDS: [&str; 4] = ["done", "perfect", "streak", "best_streak"];

/// The practice record of earlier visits; a fresh one when there is none
/// or it cannot be read.
pub fn saved_progress() -> Progress {
    read(PROGRESS_KEY)
        .and_then(|saved| js_sys::JSON::parse(&saved).ok())
        .and_then(|object| {
            let field = |name: &str| {
                js_sys::Reflect::get(&object, &JsValue::from_str(name))
                    .ok()?
                    .as_f64()
                    .filter(|count| {
                        count.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(count)
                    })
                    .map(|count| count as u32)
            };
            let [done, perfect, streak, best_streak] = PROGRESS_FIELDS;
            Some(Progress {
                done: field(done)?,
                perfect: field(perfect)?,
                streak: field(streak)?,
                best_streak: field(best_streak)?,
                hunted: None,
            })
        })
        .unwrap_or_default()
}

/// Saves the practice record whenever it changes, as a JSON object. Embedded
/// players never practise, so the record is only ever written by the app itself.
#[hook]
pub fn use_saved_progress(progress: Progress) {
    use_effect_with(progress, |progress| {
        let counts = [
            progress.done,
            progress.perfect,
            progress.streak,
            progress.best_streak,
        ];
        let fields: Vec<String> = PROGRESS_FIELDS
            .iter()
            .zip(counts)
            .map(|(name, count)| format!("\"{name}\":{count}"))
            .collect();
        // A record not kept is a small loss, not worth a message.
        write(PROGRESS_KEY, &format!("{{{}}}", fields.join(",")));
    });
}

/// The browser's local storage, unless it refuses (private mode, settings).
fn storage() -> Option<web_sys::Storage> {
    gloo_utils::window().local_storage().ok().flatten()
}

/// This tab's own storage (`sessionStorage`): a reload keeps it, a new
/// tab starts it empty.
pub(super) fn session() -> Option<web_sys::Storage> {
    gloo_utils::window().session_storage().ok().flatten()
}

/// The value kept under `key`.
fn read(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Keeps `value` under `key`; false when the storage is full or refuses.
fn write(key: &str, value: &str) -> bool {
    storage().is_some_and(|storage| storage.set_item(key, value).is_ok())
}

/// Forgets what is kept under `key`.
fn remove(key: &str) {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(key);
    }
}
