//! The playback timer: one step per tick while playing, and a pause when the
//! tab is hidden, so that a lecture resumes where it was left.

use crate::shared::SPEEDS;
use crate::state::{Action, PlayerAction, State};
use gloo_events::EventListener;
use gloo_timers::callback::Interval;
use yew::prelude::*;

/// Ticks `dispatch` while `playing`, every `SPEEDS[speed]` milliseconds.
#[hook]
pub fn use_playback(playing: bool, speed: usize, dispatch: UseReducerDispatcher<State>) {
    {
        let dispatch = dispatch.clone();
        // The interval lives as long as this (playing, speed): the cleanup drops it.
        use_effect_with((playing, speed), move |&(playing, speed)| {
            let interval = playing.then(|| {
                let millis = SPEEDS[speed.min(SPEEDS.len() - 1)];
                Interval::new(millis, move || {
                    dispatch.dispatch(Action::Player(PlayerAction::Tick))
                })
            });
            move || drop(interval)
        });
    }
    use_effect_with((), move |_| {
        let document = gloo_utils::document();
        let listener = EventListener::new(&document.clone(), "visibilitychange", move |_| {
            if document.hidden() {
                dispatch.dispatch(Action::Player(PlayerAction::Pause));
            }
        });
        move || drop(listener)
    });
}
