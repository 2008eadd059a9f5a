//! What a screen reader hears as the search steps: the sentence of each
//! step, through a live region of its own, politely (after whatever the
//! reader is saying). Playing faster than a sentence can be read would
//! queue sentence after sentence, so then it says once that the search
//! plays, and the sentence of the step where it stops. In compare mode it
//! reads both searches' sentences, each after its label.

use crate::lesson::Lesson;
use crate::shared::SPEEDS;
use crate::state::Compare;
use crate::strings::{compare, said};
use yew::prelude::*;

/// The slowest a step may come for its sentence to be read out while
/// playing, in milliseconds: the two slowest speeds are narrated.
const NARRATED_INTERVAL_MS: u32 = 1_400;

/// The sentence of the step before `step` of `lesson`, if there is one; a
/// search that has ended (compare mode's other one plays on) keeps its last.
fn sentence_before(lesson: &Lesson, step: usize) -> Option<AttrValue> {
    let index = step.min(lesson.len()).checked_sub(1)?;
    lesson.sentence(index)
}

/// The live region, visible to screen readers only, for `lesson` with
/// `step` steps played (and compare mode's second search, when there is
/// one), as the search plays or not at the speed of index `speed` into
/// [`SPEEDS`]; `withheld` is said instead of the sentences when they would
/// give an exercise's answers away, as the explanation panel shows it
/// instead. A plain function: it keeps no state, and what it says changes
/// with every step anyway.
pub fn announcer(
    lesson: &Lesson,
    step: usize,
    playing: bool,
    speed: usize,
    withheld: Option<&'static str>,
    compare: Option<&Compare>,
) -> Html {
    let own = sentence_before(lesson, step);
    let sentence = withheld.map(AttrValue::from).or_else(|| match compare {
        Some(compare) => {
            let labels = compare.labels();
            let first = compare::first(&labels.0);
            let second = compare::second(&labels.1);
            // A planted bug's steps have no true sentence to read out.
            let other = compare::planted(&compare.lesson)
                .or_else(|| sentence_before(&compare.lesson, compare.step));
            Some(AttrValue::from(compare::both(
                &first,
                own.as_deref().unwrap_or_default(),
                &second,
                other.as_deref().unwrap_or_default(),
            )))
        }
        None => own,
    });
    let interval = SPEEDS[speed.min(SPEEDS.len() - 1)];
    let said = announcement(sentence, playing, interval);
    html! {
        <div class="visually-hidden" aria-live="polite" aria-atomic="true">{ said }</div>
    }
}

/// What the live region holds: the step's sentence, unless the search
/// plays faster than one step every `NARRATED_INTERVAL_MS`, when it
/// holds the one word that it plays (said once, as it does not change).
pub fn announcement(sentence: Option<AttrValue>, playing: bool, interval_ms: u32) -> AttrValue {
    if playing && interval_ms < NARRATED_INTERVAL_MS {
        AttrValue::from(said("controls.playing"))
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
