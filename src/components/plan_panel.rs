//! The conditional plan an AND-OR search found, once it has finished,
//! printed in the notes' form (its empty plan `[]` said in words), with a
//! button that shows the plan as a tree of its own (the states and the
//! actions it takes).

use crate::lesson::Lesson;
use crate::strings::said;
use gametree::plan::plan_text;
use gametree::NodeId;
use std::rc::Rc;
use yew::prelude::*;

/// The finished search and where the button's action goes.
#[derive(Properties, PartialEq)]
pub struct PlanPanelProps {
    /// The tree and its AND-OR search.
    pub lesson: Rc<Lesson>,
    /// Show the plan as a tree of its own.
    pub on_show_plan: Callback<()>,
}

/// The plan, or the failure, and the button.
#[component]
pub fn PlanPanel(props: &PlanPanelProps) -> Html {
    let Ok(run) = &props.lesson.run else {
        return Html::default();
    };
    let plan = plan_text(&props.lesson.tree, &run.trace, NodeId::ROOT);
    let on_show = props.on_show_plan.reform(|_: MouseEvent| ());
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
