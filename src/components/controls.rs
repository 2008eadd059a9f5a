//! Playback: play, pause, step, jump, speed and the scrubber.

use crate::state::Action;
use yew::prelude::*;

/// Where playback stands.
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// Steps played so far.
    pub step: usize,
    /// Steps in all.
    pub steps: usize,
    /// Whether the animation runs.
    pub playing: bool,
    /// An index into `state::SPEEDS`.
    pub speed: usize,
    /// What a button asks for.
    pub on_action: Callback<Action>,
}

/// The playback bar.
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let _ = props;
    html! { <div class="controls"></div> }
}
