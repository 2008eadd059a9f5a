//! Iterative deepening's passes in a strip under the tree: each pass's
//! depth, the value and move it found, and the leaves it read (so far, for
//! the pass under way), and what the passes cost together against one
//! search to the full depth in the drawn order. A click on a pass goes to
//! its start.

use crate::lesson::Lesson;
use crate::strings::{lab, said};
use gametree::explain::number;
use gametree::{Frame, NodeId};
use yew::prelude::*;

/// The strip of `lesson`'s passes at `frame`, a click on a pass telling
/// `on_seek` how many steps to go to. A plain function: it keeps no state,
/// and its pass under way changes with every step anyway.
pub fn pass_strip(lesson: &Lesson, frame: &Frame, on_seek: &Callback<usize>) -> Html {
    let Ok(run) = &lesson.run else {
        return Html::default();
    };
    let tree = &lesson.tree;
    let root = tree.name(NodeId::ROOT);
    let shown = frame.steps;
    let mut read_before = 0;
    let mut cards = Vec::with_capacity(run.passes.len());
    for (index, pass) in run.passes.iter().enumerate() {
        let state = if shown >= pass.steps.end {
            "pass-done"
        } else if shown > pass.steps.start {
            "pass-current"
        } else {
            "pass-waiting"
        };
        let leaves = match state {
            "pass-done" => Some(pass.evaluated),
            "pass-current" => Some(frame.evaluated.saturating_sub(read_before)),
            _ => None,
        };
        read_before += pass.evaluated;
        let answer = (state == "pass-done").then(|| {
            let chosen = pass
                .best_move
                .and_then(|child| tree.children(NodeId::ROOT).get(child))
                .map(|&child| tree.name(child));
            lab::pass_answer(&root, &number(pass.value), chosen.as_deref())
        });
        let start = pass.steps.start + 1;
        let onclick = on_seek.reform(move |_: MouseEvent| start);
        cards.push(html! {
            <li>
                <button type="button" class={classes!("pass", state)} {onclick}>
                    <span class="pass-title">{ lab::pass_title(index + 1, pass.depth) }</span>
                    if let Some(answer) = answer {
                        <span class="pass-answer">{ answer }</span>
                    }
                    if let Some(leaves) = leaves {
                        <span class="pass-leaves">{ lab::pass_leaves(leaves) }</span>
                    }
                </button>
            </li>
        });
    }
    let finished = run
        .passes
        .last()
        .is_some_and(|last| shown >= last.steps.end);
    let total = run
        .one_search
        .zip(run.passes.last())
        .filter(|_| finished)
        .map(|(one, last)| lab::passes_total(read_before, one.evaluated, last.depth));
    html! {
        <section class="pass-strip" aria-label={said("lab.passes")}>
            <ol>{ for cards.into_iter() }</ol>
            if let Some(total) = total {
                <p class="passes-total" id="passes-total">{ total }</p>
            }
        </section>
    }
}
