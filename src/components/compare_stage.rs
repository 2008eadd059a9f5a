//! Compare mode's stage: the two searches of the tree, each drawn with its
//! label and its current sentence, one above the other (side by side on a
//! wide screen), the nodes they see differently ringed in both. One set of
//! controls, under them, steps the two together.

use crate::components::explanation::Explanation;
use crate::components::tree_view::TreeView;
use crate::lesson::Lesson;
use crate::shared::{Pinch, View};
use crate::state::Compare;
use crate::strings::compare;
use gametree::{Frame, NodeId};
use std::collections::BTreeSet;
use std::rc::Rc;
use yew::prelude::*;

/// The two searches and what both drawings share.
#[derive(Properties, PartialEq)]
pub struct CompareStageProps {
    /// The first search.
    pub lesson: Rc<Lesson>,
    /// The first search's moment on show.
    pub frame: Rc<Frame>,
    /// The first search's steps played.
    pub step: usize,
    /// The second search, with its moment on show.
    pub compare: Rc<Compare>,
    /// Whether nodes show their visit order.
    pub show_order: bool,
    /// Folded subtrees, in both drawings.
    pub collapsed: Rc<BTreeSet<NodeId>>,
    /// Zoom and pan, in both drawings.
    pub view: View,
    /// Fold or unfold a subtree.
    pub on_toggle_collapse: Callback<NodeId>,
    /// A press on a node.
    pub on_select: Callback<NodeId>,
    /// Zoom by a factor.
    pub on_zoom: Callback<(f64, (f64, f64))>,
    /// Pan by fractions of the tree's size.
    pub on_pan: Callback<(f64, f64)>,
    /// Zoom and pan both drawings as two fingers moved on either.
    pub on_pinch: Callback<Pinch>,
}

/// The two drawings.
#[component]
pub fn CompareStage(props: &CompareStageProps) -> Html {
    let compare = &props.compare;
    let labels = compare.labels();
    let panes = [
        (
            "compare-first",
            compare::first(&labels.0),
            props.lesson.clone(),
            props.frame.clone(),
            props.step.min(props.lesson.len()),
        ),
        (
            "compare-second",
            compare::second(&labels.1),
            compare.lesson.clone(),
            compare.frame.clone(),
            compare.step,
        ),
    ];
    html! {
        <div class="compare-stage">
            for (id, label, lesson, frame, step) in panes {
                <section class="compare-pane" {id} aria-label={label.clone()}>
                    <h2 class="compare-label">{ label }</h2>
                    <TreeView
                        lesson={lesson.clone()}
                        {frame}
                        show_order={props.show_order}
                        collapsed={props.collapsed.clone()}
                        view={props.view}
                        selected={None::<NodeId>}
                        on_toggle_collapse={props.on_toggle_collapse.clone()}
                        on_select={props.on_select.clone()}
                        on_zoom={props.on_zoom.clone()}
                        on_pan={props.on_pan.clone()}
                        on_pinch={props.on_pinch.clone()}
                        differs={Some(compare.differs.clone())}
                        tree_id={format!("{id}-tree")}
                    />
                    <Explanation {lesson} {step} />
                </section>
            }
        </div>
    }
}
