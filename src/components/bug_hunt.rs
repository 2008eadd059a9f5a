//! Spot the bug, in compare mode: when the second search has a bug planted
//! in it, the page shows that search's pseudocode, each line a button, and
//! here the verdict on the line pointed at: right (with the line as it
//! should read) or not, the step at which the two searches part, and a
//! button that goes there, so that both trees show what the bug did.

use crate::lesson::Lesson;
use crate::state::Compare;
use crate::strings::{compare, said};
use gametree::exercise::parting_step;
use gametree::pseudocode::Pseudocode;
use yew::prelude::*;

/// The verdict on `compare`'s guess beside the `first` search, and the
/// button that seeks (through `on_seek`) to where the two part; nothing
/// before a guess.
pub fn bug_verdict(compare: &Compare, first: &Lesson, on_seek: &Callback<usize>) -> Html {
    let (Some(guess), Ok(buggy)) = (compare.guess, &compare.lesson.run) else {
        return Html::default();
    };
    let tree = &compare.lesson.tree;
    // How the line pointed at should read, when it is one the bug changed.
    let planted = Pseudocode::new(tree, &compare.options).planted_lines(tree);
    let right = (planted.into_iter()).find_map(|(line, right)| (line == guess).then_some(right));
    let parting = (first.run.as_ref().ok()).and_then(|run| parting_step(&run.trace, &buggy.trace));
    let class = if right.is_some() {
        "verdict right"
    } else {
        "verdict wrong"
    };
    let go = parting.map(|step| on_seek.reform(move |_: MouseEvent| step + 1));
    html! {
        <section class="panel bug-hunt" aria-label={said("compare.bug")}>
            <p class={class} role="status">{ compare::bug_verdict(guess, right.as_deref(), parting) }</p>
            if let Some(go) = go {
                <button type="button" class="show-parting" onclick={go}>{ said("compare.show-parting") }</button>
            }
        </section>
    }
}
