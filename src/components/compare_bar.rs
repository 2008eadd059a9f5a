//! Compare mode's panel: the second search's options (any of them may
//! differ from the first's, and a bug may be planted in it), how the two
//! step together, a new bug hunt, and where the two searches differ, in
//! words.

use crate::components::choice::{menu, switch};
use crate::components::monte_carlo_fields::MonteCarloFields;
use crate::components::options_bar::Choices;
use crate::state::Compare;
use crate::strings::{compare, lab, said};
use gametree::options::Bug;
use gametree::{Algorithm, MoveOrder, Options};
use yew::prelude::*;

/// The panel of `compare`, the second search: a new choice of its options
/// goes to `on_options`, of how the two step together (by the node
/// finished, or step by step) to `on_by_node`, and New bug hunt to
/// `on_hunt`. A plain function: it keeps no state, and the second search
/// changes with every step anyway.
pub fn compare_bar(
    compare: &Compare,
    on_options: &Callback<Options>,
    on_by_node: &Callback<bool>,
    on_hunt: &Callback<MouseEvent>,
) -> Html {
    let second = compare.options;
    let algorithm = second.algorithm;
    let choices = Choices::new();
    let orders = [
        MoveOrder::Drawn,
        MoveOrder::Best,
        MoveOrder::Worst,
        MoveOrder::Random(1),
    ]
    .map(|order| (order, lab::order_name(order)));
    let on_algorithm = set(on_options, second, |old, algorithm| Options {
        algorithm,
        bug: None,
        ..old
    });
    // The bugs planted in this search, numbered rather than named, so
    // that picking one says nothing of where it is.
    let bugs: Vec<(Option<Bug>, String)> =
        std::iter::once((None, said("compare.no-bug").to_string()))
            .chain(
                Bug::planted_in(algorithm)
                    .map(|bug| (Some(bug), compare::bug_number(bug.number()))),
            )
            .collect();
    let on_bug = set(on_options, second, |old, bug| Options { bug, ..old });
    let on_depth = set(on_options, second, |old, depth| Options { depth, ..old });
    let on_ties = set(on_options, second, |old, ties| Options { ties, ..old });
    let on_failure = set(on_options, second, |old, failure| Options {
        failure,
        ..old
    });
    let on_order = set(on_options, second, |old, order| Options { order, ..old });
    let on_iterative = set(on_options, second, |old, iterative| Options {
        iterative,
        ..old
    });
    let stepping = [
        (false, said("compare.by-step")),
        (true, said("compare.by-node")),
    ];
    let on_stepping = on_by_node.clone();
    html! {
        <section class="compare-bar panel" aria-label={said("compare.second-search")}>
            <h2 class="panel-title">{ said("compare.second-search") }</h2>
            <div class="compare-options">
                { menu("compare-algorithm", said("options.algorithm"), &choices.algorithms, algorithm, true, on_algorithm) }
                { menu("compare-depth", said("options.depth"), &choices.depths, second.depth,
                    algorithm.takes_depth() || algorithm == Algorithm::AndOr, on_depth) }
                if algorithm == Algorithm::MonteCarlo {
                    <MonteCarloFields settings={second.monte_carlo} stem="compare-mcts"
                        on_change={set(on_options, second, |old, monte_carlo| Options { monte_carlo, ..old })} />
                }
                if algorithm.takes_cut_variants() {
                    { menu("compare-ties", said("options.ties"), &choices.ties, second.ties, true, on_ties) }
                    { menu("compare-failure", said("options.failure"), &choices.failures, second.failure, true, on_failure) }
                }
                if algorithm.takes_order() {
                    { menu("compare-order", said("compare.order"), &orders, second.order, true, on_order) }
                }
                if algorithm.deepens() {
                    { switch(said("lab.iterative"), None, second.iterative, on_iterative) }
                }
                { menu("compare-stepping", said("compare.stepping"), &stepping, compare.by_node, true, on_stepping) }
                if bugs.len() > 1 {
                    { menu("compare-bug", said("compare.bug"), &bugs, second.bug, true, on_bug) }
                }
                <button type="button" id="new-bug-hunt" title={said("compare.new-hunt-hint")}
                    onclick={on_hunt.clone()}>{ said("compare.new-hunt") }</button>
            </div>
            <h3 class="differences-title">{ said("compare.differences") }</h3>
            <p class="compare-summary" id="compare-summary">{ compare.summary() }</p>
            <p class="compare-marks">{ said("compare.marks-mean") }</p>
        </section>
    }
}

/// A menu's callback that changes one option of the `second` search, as
/// `update` writes the value picked into it.
fn set<T: 'static>(
    on_options: &Callback<Options>,
    second: Options,
    update: fn(Options, T) -> Options,
) -> Callback<T> {
    on_options.reform(move |value| update(second, value))
}
