//! The tree kept across reloads: the tree and its search are saved in the
//! browser's local storage as the user works, and opened again when the
//! page's address carries no tree.

use crate::state::State;
use gloo_storage::{LocalStorage, Storage};
use yew::prelude::*;

/// The local storage key of the saved tree.
const KEY: &str = "minimax-lab/tree";

/// The tree saved by the last visit, as [`State::saved`] wrote it.
pub fn saved_tree() -> Option<String> {
    LocalStorage::get(KEY).ok()
}

/// Saves the tree and its search whenever either changes (stepping does not
/// write), while `enabled`: an embedded player keeps its hands off the
/// reader's own tree. A browser that refuses storage (private mode, full)
/// just does not keep it.
#[hook]
pub fn use_saved_tree(state: &UseReducerHandle<State>, enabled: bool) {
    let state = state.clone();
    use_effect_with((state.text.clone(), state.options), move |_| {
        if enabled {
            let _ = LocalStorage::set(KEY, state.saved());
        }
    });
}
