//! Compare mode's panel: the second search's options (any of them may
//! differ from the first's), how the two step together, and where the two
//! searches differ, in words.

use crate::components::choice::{menu, switch};
use crate::components::options_bar::Choices;
use crate::state::{Action, Compare, CompareAction};
use crate::strings::strings;
use gametree::{MoveOrder, Options};
use std::rc::Rc;
use yew::prelude::*;

/// What the panel shows.
#[derive(Properties, PartialEq)]
pub struct CompareBarProps {
    /// The second search.
    pub compare: Rc<Compare>,
    /// What a choice asks for.
    pub on_action: Callback<Action>,
}

/// The panel.
#[component]
pub fn CompareBar(props: &CompareBarProps) -> Html {
    let text = &strings().compare;
    let lab = &strings().lab;
    let compare = &props.compare;
    let second = compare.options;
    let algorithm = second.algorithm;
    let choices = Choices::new();
    let orders = [
        MoveOrder::Drawn,
        MoveOrder::Best,
        MoveOrder::Worst,
        MoveOrder::Random(1),
    ]
    .map(|order| (order, (lab.order_name)(order)));
    let on_action = &props.on_action;
    let on_algorithm = set(on_action, second, |old, algorithm| Options {
        algorithm,
        ..old
    });
    let on_depth = set(on_action, second, |old, depth| Options { depth, ..old });
    let on_ties = set(on_action, second, |old, ties| Options { ties, ..old });
    let on_failure = set(on_action, second, |old, failure| Options { failure, ..old });
    let on_order = set(on_action, second, |old, order| Options { order, ..old });
    let on_iterative = set(on_action, second, |old, iterative| Options {
        iterative,
        ..old
    });
    let stepping = [(false, text.by_step), (true, text.by_node)];
    let on_stepping = props
        .on_action
        .reform(|by_node| Action::Compare(CompareAction::SetByNode(by_node)));
    html! {
        <section class="compare-bar panel" aria-label={text.second_search}>
            <h2 class="panel-title">{ text.second_search }</h2>
            <div class="compare-options">
                { menu("compare-algorithm", strings().options.algorithm, &choices.algorithms, algorithm, true, on_algorithm) }
                { menu("compare-depth", strings().options.depth, &choices.depths, second.depth, true, on_depth) }
                if algorithm.takes_cut_variants() {
                    { menu("compare-ties", strings().options.ties, &choices.ties, second.ties, true, on_ties) }
                    { menu("compare-failure", strings().options.failure, &choices.failures, second.failure, true, on_failure) }
                }
                if algorithm.takes_order() {
                    { menu("compare-order", text.order, &orders, second.order, true, on_order) }
                }
                if algorithm.deepens() {
                    { switch(lab.iterative, None, second.iterative, on_iterative) }
                }
                { menu("compare-stepping", text.stepping, &stepping, compare.by_node, true, on_stepping) }
            </div>
            <h3 class="differences-title">{ text.differences }</h3>
            <p class="compare-summary" id="compare-summary">{ compare.summary.clone() }</p>
            <p class="compare-marks">{ text.marks_mean }</p>
        </section>
    }
}

/// A menu's callback that changes one option of the `second` search, as
/// `update` writes the value picked into it.
fn set<T: 'static>(
    on_action: &Callback<Action>,
    second: Options,
    update: fn(Options, T) -> Options,
) -> Callback<T> {
    on_action.reform(move |value| Action::Compare(CompareAction::SetOptions(update(second, value))))
}
