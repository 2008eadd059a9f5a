//! A side panel that folds away: its title is the switch, so that a
//! lecturer keeps on screen the panels the class reads while stepping and
//! folds the rest. The browser keeps each panel open or folded as the user
//! left it.

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
    html! {
        <details class={classes!("panel", "foldable", props.class)} open={props.open}>
            <summary class="panel-title">{ props.title.clone() }</summary>
            { props.children.clone() }
        </details>
    }
}
