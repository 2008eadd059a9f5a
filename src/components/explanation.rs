//! The sentence of the current step, in large type under the tree, where
//! a lecturer's audience is already looking; or why the tree is not
//! searched, or a long search's progress.

use crate::components::long_run::LongRun;
use crate::hooks::use_speaking;
use crate::language::explanations;
use crate::lesson::Lesson;
use crate::strings::{options, said};
use std::cmp::max_by_key;
use std::rc::Rc;
use yew::prelude::*;

/// The sentence to show.
#[derive(Properties, PartialEq)]
pub struct ExplanationProps {
    /// The tree and its search, with every step's sentence.
    pub lesson: Rc<Lesson>,
    /// Steps played so far: the current sentence is that of step `step - 1`.
    pub step: usize,
    /// What to say before the first step, when not "press → to start"
    /// (in an exercise, where playing is not the way in).
    #[prop_or_default]
    pub before_start: Option<AttrValue>,
    /// What to say instead of every sentence while it is kept back: until
    /// a room being quizzed reveals it, or while the sentences would give
    /// an exercise's answers away.
    #[prop_or_default]
    pub withheld: Option<AttrValue>,
    /// Whether the box keeps room for the lesson's longest sentence, so
    /// that the drawing stands still: not in an exercise (its sentences
    /// may be its answers, whose words would be in the page, and on a
    /// phone its feedback needs the room) nor beside a planted bug.
    #[prop_or(true)]
    pub keeps_room: bool,
    /// Told the trace of a long Monte Carlo tree search once it has run;
    /// without it, such a search is only said to be too long.
    #[prop_or_default]
    pub on_searched: Option<Callback<Rc<Lesson>>>,
}

/// The current sentence, or why the tree cannot be searched.
#[component]
pub fn Explanation(props: &ExplanationProps) -> Html {
    use_speaking();
    let lesson = &props.lesson;
    let body = match (&lesson.run, &props.on_searched) {
        (Err(_), Some(on_done)) if lesson.long_search.is_some() => html! {
            <LongRun lesson={lesson.clone()} on_done={on_done.clone()} />
        },
        (Err(error), _) => html! {
            <p class="sentence error" id="error" role="alert">
                { said("panels.unsuitable") }{ " " }
                // Named as the algorithm menu names them: "use Expectiminimax".
                { error.said(options::algorithm_name).say(explanations()) }
            </p>
        },
        (Ok(_), _) => {
            let before = (props.before_start.clone())
                .unwrap_or(AttrValue::from(said("panels.before-start")));
            let current = match props.step.checked_sub(1) {
                _ if props.withheld.is_some() => props.withheld.clone().unwrap_or_default(),
                Some(index) => props.lesson.sentence(index).unwrap_or_default(),
                None => before.clone(),
            };
            // Room for the longest thing the box says, written unseen under
            // the current sentence (`data-room`, style.css), so that the
            // drawing above keeps its size and place from step to step,
            // also while a quizzed room waits.
            let room = props.keeps_room.then(|| {
                let longest = lesson.longest_sentence().unwrap_or_default();
                max_by_key(before, longest, |text| text.chars().count())
            });
            // Screen readers hear it through the announcer, which keeps
            // quiet while the search plays fast.
            html! { <p class="sentence" data-room={room}>{ current }</p> }
        }
    };
    html! {
        <section class="explanation panel" aria-label={said("panels.explanation")}>
            { body }
        </section>
    }
}
