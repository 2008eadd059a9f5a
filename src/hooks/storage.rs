//! What is kept across reloads: the tree and its search are saved in the
//! browser's local storage as the user works, and opened again when the
//! page's address carries no tree; so is the tree text as typed while it
//! does not parse, so that a reload does not lose it.

use crate::progress::Progress;
use crate::state::State;
use gloo_storage::{LocalStorage, Storage};
use yew::prelude::*;

/// The local storage key of the saved tree.
const KEY: &str = "minimax-lab/tree";

/// The tree saved by the last visit, as [`State::saved`] wrote it.
pub fn saved_tree() -> Option<String> {
    LocalStorage::get(KEY).ok()
}

/// The local storage key of the tree text as typed, kept while it differs
/// from the tree drawn (it does not parse).
const DRAFT_KEY: &str = "minimax-lab/draft";

/// The tree text the last visit left as typed, if it was not the tree drawn.
pub fn saved_draft() -> Option<String> {
    LocalStorage::get(DRAFT_KEY).ok()
}

/// Saves the tree and its search whenever either changes (stepping does not
/// write), and the text as typed while it is not the tree's, while
/// `enabled`: an embedded player keeps its hands off the reader's own tree.
/// A browser that refuses storage (private mode, full) just does not keep it.
#[hook]
pub fn use_saved_tree(state: &UseReducerHandle<State>, enabled: bool) {
    let state = state.clone();
    use_effect_with(
        (state.text.clone(), state.options, state.draft.clone()),
        move |_| {
            if enabled {
                let _ = LocalStorage::set(KEY, state.saved());
                if state.draft == state.text {
                    LocalStorage::delete(DRAFT_KEY);
                } else {
                    let _ = LocalStorage::set(DRAFT_KEY, state.draft.to_string());
                }
            }
        },
    );
}

/// The local storage key of the practice record.
const PROGRESS_KEY: &str = "minimax-lab/progress";

/// The practice record of earlier visits; a fresh one when there is none
/// or it cannot be read.
pub fn saved_progress() -> Progress {
    LocalStorage::get(PROGRESS_KEY).unwrap_or_default()
}

/// Saves the practice record whenever it changes. Embedded players never
/// practise, so the record is only ever written by the app itself.
#[hook]
pub fn use_saved_progress(progress: Progress) {
    use_effect_with(progress, |progress| {
        let _ = LocalStorage::set(PROGRESS_KEY, progress);
    });
}
