//! The move-ordering lab: the order the children are searched in (as
//! drawn, best first, worst first, a seeded shuffle, or the student's own
//! by dragging), the leaves read under it beside minimax, the best order
//! possible and the Knuth–Moore minimum, and the chart of leaves read
//! against depth on uniform random trees.

use crate::components::chart::chart;
use crate::hooks::use_speaking;
use crate::lab::{LabCounts, CHART_BRANCHINGS, CHART_TREES};
use crate::lesson::Lesson;
use crate::shared::ByAddress;
use crate::state::Lab;
use crate::strings::{lab, said};
use gametree::{MoveOrder, Options};
use std::rc::Rc;
use yew::prelude::*;

/// What the lab shows.
#[derive(Properties, PartialEq)]
pub struct OrderingLabProps {
    /// The tree on show and its search.
    pub lesson: Rc<Lesson>,
    /// The search's options, whose order the buttons change.
    pub options: Options,
    /// The lab's chart.
    pub lab: Rc<Lab>,
    /// Search the children in this order.
    pub on_order: Callback<MoveOrder>,
    /// Keep the order on show as the tree's own (rewrite the tree in it).
    pub on_keep_order: Callback<()>,
    /// Chart uniform trees of this branching.
    pub on_branching: Callback<u32>,
    /// Chart new random trees.
    pub on_new_trees: Callback<()>,
}

/// The lab panel.
#[component]
pub fn OrderingLab(props: &OrderingLabProps) -> Html {
    use_speaking();
    let order = props.options.order;
    let counts = use_memo(
        (ByAddress(props.lesson.clone()), props.options),
        |(lesson, options)| LabCounts::of(&lesson.tree, options),
    );
    let seed = match order {
        MoveOrder::Random(seed) => seed,
        _ => 1,
    };
    let choices = [
        ("order-drawn", MoveOrder::Drawn),
        ("order-best", MoveOrder::Best),
        ("order-worst", MoveOrder::Worst),
        ("order-random", MoveOrder::Random(seed)),
    ];
    let set_order = |order: MoveOrder| props.on_order.reform(move |_: MouseEvent| order);
    let buttons = choices.map(|(id, choice)| {
        html! {
            <button type="button" {id} aria-pressed={(choice == order).to_string()} onclick={set_order(choice)}>
                { lab::order_name(choice) }
            </button>
        }
    });
    let on_keep = props.on_keep_order.reform(|_: MouseEvent| ());
    let on_branching = props.on_branching.reform(|event: Event| {
        let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
        select.value().parse().unwrap_or(3)
    });
    let on_new_trees = props.on_new_trees.reform(|_: MouseEvent| ());
    let lab = &props.lab;
    html! {
        <section class="ordering-lab panel" aria-label={said("lab.lab")}>
            <h2 class="panel-title">{ said("lab.lab") }</h2>
            <div class="order-buttons" role="group" aria-label={said("lab.orders")}>
                { for buttons }
                if matches!(order, MoveOrder::Random(_)) {
                    <button type="button" id="order-reshuffle" onclick={set_order(MoveOrder::Random(seed.wrapping_add(1)))}>
                        { said("lab.reshuffle") }
                    </button>
                }
            </div>
            <p class="lab-hint">{ said("lab.own-order") }</p>
            if order != MoveOrder::Drawn {
                <button type="button" id="keep-order" onclick={on_keep}>{ said("lab.keep-order") }</button>
            }
            { counts_table(*counts, props.options.depth.is_some()) }
            <h3 class="chart-title">{ said("lab.chart") }</h3>
            <div class="chart-controls">
                <label class="field">
                    <span class="field-label">{ said("lab.branching") }</span>
                    <select id="chart-branching" onchange={on_branching}>
                        for branching in CHART_BRANCHINGS {
                            <option value={branching.to_string()} selected={branching == lab.branching}>{ branching }</option>
                        }
                    </select>
                </label>
                <button type="button" id="chart-new-trees" onclick={on_new_trees}>{ said("lab.new-trees") }</button>
            </div>
            { chart(&lab.rows, lab.branching, lab.seed) }
            <p class="chart-note">{ lab::chart_note(CHART_TREES, lab.seed) }</p>
        </section>
    }
}

/// The leaves read, as a table: minimax, alpha-beta in this order, the
/// best order possible and the Knuth–Moore minimum.
fn counts_table(counts: Option<LabCounts>, limited: bool) -> Html {
    let missing = |otherwise: &str| {
        if limited {
            said("lab.full-depth-only").to_string()
        } else {
            otherwise.to_string()
        }
    };
    let Some(counts) = counts else {
        return html! { <p class="lab-counts-missing">{ said("lab.no-counts") }</p> };
    };
    let rows = [
        (
            "count-minimax",
            said("lab.minimax-reads"),
            counts.minimax.to_string(),
        ),
        (
            "count-alpha-beta",
            said("lab.alpha-beta-reads"),
            counts.alpha_beta.to_string(),
        ),
        (
            "count-best",
            said("lab.best-possible"),
            counts
                .best_possible
                .map_or(missing(said("lab.too-many-orders")), |best| {
                    best.to_string()
                }),
        ),
        (
            "count-knuth-moore",
            said("lab.knuth-moore"),
            counts
                .knuth_moore
                .map_or(missing(said("lab.not-uniform")), |bound| bound.to_string()),
        ),
    ];
    html! {
        <table class="lab-counts">
            <caption>{ said("lab.leaves-read") }</caption>
            <tbody>
                for (id, name, value) in rows {
                    <tr>
                        <th scope="row">{ name }</th>
                        <td class="count" {id}>{ value }</td>
                    </tr>
                }
            </tbody>
        </table>
    }
}
