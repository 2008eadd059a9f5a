//! What a screen reader hears as the search steps: the sentence of each
//! step, through a live region of its own, politely (after whatever the
//! reader is saying). Playing faster than a sentence can be read would
//! queue sentence after sentence, so then it says once that the search
//! plays, and the sentence of the step where it stops.

use crate::lesson::Lesson;
use crate::state::SPEEDS;
use crate::strings::strings;
use std::rc::Rc;
use yew::prelude::*;

/// The slowest a step may come for its sentence to be read out while
/// playing, in milliseconds: the two slowest speeds are narrated.
const NARRATED_INTERVAL_MS: u32 = 1_400;

/// What to announce.
#[derive(Properties, PartialEq)]
pub struct AnnouncerProps {
    /// The tree and its search, with every step's sentence.
    pub lesson: Rc<Lesson>,
    /// Steps played so far: the sentence is that of step `step - 1`.
    pub step: usize,
    /// Whether the search plays by itself.
    pub playing: bool,
    /// The playing speed, an index into [`SPEEDS`].
    pub speed: usize,
    /// Said instead of the sentences when they would give an exercise's
    /// answers away, as the explanation panel shows it instead.
    #[prop_or_default]
    pub withheld: Option<AttrValue>,
}

/// The live region, visible to screen readers only.
#[component]
pub fn Announcer(props: &AnnouncerProps) -> Html {
    let sentence = props.withheld.clone().or_else(|| {
        props.lesson.run.as_ref().ok().and_then(|run| {
            props
                .step
                .checked_sub(1)
                .and_then(|index| run.sentences.get(index).cloned())
        })
    });
    let interval = SPEEDS[props.speed.min(SPEEDS.len() - 1)];
    let said = announcement(sentence, props.playing, interval);
    html! {
        <div class="visually-hidden" aria-live="polite" aria-atomic="true">{ said }</div>
    }
}

/// What the live region holds: the step's sentence, unless the search
/// plays faster than one step every [`NARRATED_INTERVAL_MS`], when it
/// holds the one word that it plays (said once, as it does not change).
pub fn announcement(sentence: Option<AttrValue>, playing: bool, interval_ms: u32) -> AttrValue {
    if playing && interval_ms < NARRATED_INTERVAL_MS {
        AttrValue::from(strings().controls.playing)
    } else {
        sentence.unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fast_play_is_said_once_and_the_step_it_stops_at_in_full() {
        let sentence = || Some(AttrValue::from("B takes E's 3."));
        assert_eq!(announcement(sentence(), false, 80), "B takes E's 3.");
        assert_eq!(announcement(sentence(), true, 2_400), "B takes E's 3.");
        assert_eq!(announcement(sentence(), true, 1_400), "B takes E's 3.");
        assert_eq!(announcement(sentence(), true, 800), "Playing");
        assert_eq!(announcement(sentence(), true, 80), "Playing");
        assert_eq!(announcement(None, false, 800), "");
    }
}
