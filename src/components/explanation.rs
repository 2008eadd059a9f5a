//! The sentence of the current step, and the clickable history of sentences.

use crate::lesson::Lesson;
use std::rc::Rc;
use yew::prelude::*;

/// The sentences to show.
#[derive(Properties, PartialEq)]
pub struct ExplanationProps {
    /// The tree and its search, with every step's sentence.
    pub lesson: Rc<Lesson>,
    /// Steps played so far: the current sentence is that of step `step - 1`.
    pub step: usize,
    /// Go back (or on) to the moment after this many steps.
    pub on_seek: Callback<usize>,
}

/// The explanation panel.
#[component]
pub fn Explanation(props: &ExplanationProps) -> Html {
    let _ = props;
    html! { <section class="explanation"></section> }
}
