//! The lecture examples menu, the algorithm and its variant, and the view switches.

use crate::state::{Action, Theme};
use gametree::Options;
use yew::prelude::*;

/// The choices in force.
#[derive(Properties, PartialEq)]
pub struct OptionsBarProps {
    /// The search and its variant.
    pub options: Options,
    /// The lecture example on show.
    pub preset: Option<usize>,
    /// Whether unlabelled nodes are named A, B, C….
    pub letter_names: bool,
    /// Whether visit-order numbers are shown.
    pub show_order: bool,
    /// Whether projector mode is on.
    pub projector: bool,
    /// The colour scheme.
    pub theme: Theme,
    /// What a choice asks for.
    pub on_action: Callback<Action>,
}

/// The options bar.
#[component]
pub fn OptionsBar(props: &OptionsBarProps) -> Html {
    let _ = props;
    html! { <nav class="options-bar"></nav> }
}
