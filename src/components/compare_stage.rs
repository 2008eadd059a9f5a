//! Compare mode's stage: the two searches of the tree, each drawn with its
//! label and its current sentence, one above the other (side by side on a
//! wide screen), the nodes they see differently ringed in both (the page
//! draws the trees, with the zoom, folds and callbacks both share). One set
//! of controls, under them, steps the two together.

use crate::components::explanation::Explanation;
use crate::lesson::Lesson;
use crate::state::Compare;
use crate::strings::compare;
use gametree::Frame;
use std::rc::Rc;
use yew::prelude::*;

/// The two drawings: `lesson`, the first search, at `frame` with `step`
/// steps played, and `compare`, the second, each with its label and its
/// sentence, its tree drawn by `tree` given the search, its moment and the
/// drawing's id (the page knows what both drawings share). A plain
/// function: it keeps no state, and both searches change with every step
/// anyway; the drawings inside are components of their own.
pub fn compare_stage(
    lesson: &Rc<Lesson>,
    frame: &Rc<Frame>,
    step: usize,
    compare: &Compare,
    tree: impl Fn(Rc<Lesson>, Rc<Frame>, String) -> Html,
) -> Html {
    let labels = compare.labels();
    let panes = [
        (
            "compare-first",
            compare::first(&labels.0),
            lesson.clone(),
            frame.clone(),
            step.min(lesson.len()),
        ),
        (
            "compare-second",
            compare::second(&labels.1),
            compare.lesson.clone(),
            compare.frame.clone(),
            compare.step,
        ),
    ];
    let panes = panes.map(|(id, label, lesson, frame, step)| {
        // A planted bug's steps have no true sentence to show.
        let withheld = compare::planted(&lesson);
        (id, label, lesson, frame, step, withheld)
    });
    html! {
        <div class="compare-stage">
            for (id, label, lesson, frame, step, withheld) in panes {
                <section class="compare-pane" {id} aria-label={label.clone()}>
                    <h2 class="compare-label">{ label }</h2>
                    { tree(lesson.clone(), frame, format!("{id}-tree")) }
                    // A planted bug's sentences would say where it is.
                    <Explanation keeps_room={withheld.is_none()} {withheld} {lesson} {step} />
                </section>
            }
        </div>
    }
}
