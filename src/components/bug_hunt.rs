//! Spot the bug, in compare mode: practice's invitation to a hunt, and,
//! when the second search has a bug planted
//! in it, the page shows that search's pseudocode, each line a button, and
//! here the verdict on the line pointed at: right (with the line as it
//! should read) or not, where the two searches part and what each does
//! there, and a button that goes there, so that both trees show what the
//! bug did.

use crate::hooks::show_the_drawing;
use crate::language::explanations;
use crate::lesson::Lesson;
use crate::state::{as_it_should_read, Compare};
use crate::strings::{compare, said};
use gametree::exercise::Parting;
use yew::prelude::*;

/// Practice's invitation to a bug hunt: what it is, and the button that
/// begins one through `on_hunt` (in compare mode, leaving the exercise).
pub fn hunt_invitation(on_hunt: &Callback<MouseEvent>) -> Html {
    html! {
        <section class="panel bug-hunt-invitation" aria-labelledby="bug-hunt-title">
            <h2 class="panel-title" id="bug-hunt-title">{ said("practice.bug-hunt-title") }</h2>
            <p class="edit-hint">{ said("practice.bug-hunt-about") }</p>
            <button type="button" id="practice-bug-hunt" onclick={on_hunt.clone()}>
                { said("compare.new-hunt") }
            </button>
        </section>
    }
}

/// Under the buggy search's listing: what to do, then the verdict on
/// `compare`'s guess beside the `first` search and the button that seeks
/// (through `on_seek`) to where the two part, said in a live region there
/// from the start (one that appears already filled is not read out).
pub fn bug_verdict(compare: &Compare, first: &Lesson, on_seek: &Callback<usize>) -> Html {
    html! {
        <div class="bug-hunt-status" role="status">{ verdict(compare, first, on_seek) }</div>
    }
}

/// The verdict's panel; before a guess, what to do.
fn verdict(compare: &Compare, first: &Lesson, on_seek: &Callback<usize>) -> Html {
    let Some(guess) = compare.guess() else {
        return html! { <p class="edit-hint bug-point">{ said("compare.bug-point") }</p> };
    };
    let (Ok(buggy), Ok(right)) = (&compare.lesson.run, &first.run) else {
        return Html::default();
    };
    // The listing's planted lines, worked out once for the verdict.
    let planted_lines = compare.planted_lines();
    let right_line = as_it_should_read(&planted_lines, guess);
    let planted: Vec<usize> = planted_lines.iter().map(|&(line, _)| line).collect();
    let found: Vec<usize> = (compare.guesses.iter().copied())
        .filter(|line| planted.contains(line))
        .collect();
    let parting = Parting::of(&right.trace, &buggy.trace);
    let tree = &compare.lesson.tree;
    let parts =
        parting.map(|parting| parting.said(explanations(), tree, &right.trace, &buggy.trace));
    let class = if right_line.is_some() {
        "verdict right"
    } else {
        "verdict wrong"
    };
    // Both trees there, brought into sight from the listing below them.
    let go = parting.map(|parting| {
        on_seek.reform(move |_: MouseEvent| {
            show_the_drawing();
            parting.step + 1
        })
    });
    html! {
        <section class="panel bug-hunt" aria-label={said("compare.bug")}>
            <p class={class}>{ compare::bug_verdict(guess, right_line.as_deref(), (&found, &planted), parts.as_deref()) }</p>
            if let Some(go) = go {
                <button type="button" class="show-parting" onclick={go}>{ said("compare.show-parting") }</button>
            }
        </section>
    }
}
