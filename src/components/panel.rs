//! A side panel that folds away: its title is the switch, so that a
//! lecturer keeps on screen the panels the class reads while stepping and
//! folds the rest. The browser keeps each panel open or folded as the user
//! left it. A panel that starts folded makes its content the first time it
//! is opened, so that the first screen does not run the code of what it
//! does not show; the content then stays, keeping what was typed in it.

use crate::hooks::use_speaking;
use web_sys::Element;
use yew::prelude::*;

/// The panel's class, title and content.
#[derive(Properties, PartialEq)]
pub struct PanelProps {
    /// The class that styles this panel (besides `panel`).
    pub class: &'static str,
    /// The title, which opens and folds the panel.
    pub title: AttrValue,
    /// Whether the panel starts open.
    #[prop_or(true)]
    pub open: bool,
    /// What the panel holds.
    pub children: Html,
}

/// A foldable panel.
#[component]
pub fn Panel(props: &PanelProps) -> Html {
    use_speaking();
    let opened = use_state(|| props.open);
    let ontoggle = {
        let opened = opened.clone();
        Callback::from(move |event: Event| {
            let details: Element = event.target_unchecked_into();
            if details.has_attribute("open") {
                opened.set(true);
            }
        })
    };
    html! {
        <details class={classes!("panel", "foldable", props.class)} open={props.open} {ontoggle}>
            <summary class="panel-title">{ props.title.clone() }</summary>
            if *opened {
                { props.children.clone() }
            }
        </details>
    }
}
