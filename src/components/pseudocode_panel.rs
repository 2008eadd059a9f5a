//! The pseudocode of the search that runs, with the current line lit.

use yew::prelude::*;

/// The listing and the line to light.
#[derive(Properties, PartialEq)]
pub struct PseudocodePanelProps {
    /// The lines, indented with two spaces a level.
    pub lines: Vec<AttrValue>,
    /// The line of the current step; `None` before the first step.
    pub current: Option<usize>,
}

/// The pseudocode panel.
#[component]
pub fn PseudocodePanel(props: &PseudocodePanelProps) -> Html {
    let _ = props;
    html! { <section class="pseudocode"></section> }
}
