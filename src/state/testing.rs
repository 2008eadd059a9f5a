//! What the reducer tests of every slice share: running a list of actions
//! through the reducer, as the page dispatches them one after another.

use super::{Action, State};
use std::rc::Rc;
use yew::Reducible;

/// `state` after `actions`, each reduced in turn.
pub fn reduce(state: State, actions: &[Action]) -> State {
    let mut state = Rc::new(state);
    for action in actions {
        state = state.reduce(action.clone());
    }
    (*state).clone()
}
