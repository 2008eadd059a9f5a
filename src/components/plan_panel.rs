//! The conditional plan an AND-OR search found, once it has finished,
//! printed in the notes' form (its empty plan `[]` said in words), with a
//! button that shows the plan as a tree of its own (the states and the
//! actions it takes).

use crate::lesson::Lesson;
use crate::strings::said;
use yew::prelude::*;

/// The plan `lesson`'s finished search found, or the failure, and the
/// button, which tells `on_show_plan`. A plain function: it keeps no state,
/// and the lesson keeps the plan, worked out once.
pub fn plan_panel(lesson: &Lesson, on_show_plan: &Callback<()>) -> Html {
    if lesson.run.is_err() {
        return Html::default();
    }
    let plan = lesson.plan();
    let on_show = on_show_plan.reform(|_: MouseEvent| ());
    html! {
        <section class="panel plan-panel" aria-live="polite">
            <h2 class="panel-title">{ said("games.plan") }</h2>
            if let Some(plan) = plan {
                <p class="plan-text"><code>{ plan.clone() }</code></p>
                // The notes' [] is read out in words.
                if plan.contains("[]") {
                    <p class="hint">{ said("games.plan-empty") }</p>
                }
                <button type="button" id="plan-as-tree" onclick={on_show}>{ said("games.plan-as-tree") }</button>
            } else {
                <p>{ said("games.no-plan") }</p>
            }
        </section>
    }
}
