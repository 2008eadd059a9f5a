//! Nodes visited, leaves evaluated and cuts, beside plain minimax's totals;
//! for a proof-number search, nodes generated and expanded and values read;
//! for Monte Carlo tree search, iterations, nodes added and playouts.

use crate::hooks::use_speaking;
use crate::lesson::Counts;
use crate::strings::said;
use yew::prelude::*;

/// The counts to show.
#[derive(Properties, PartialEq)]
pub struct CountersProps {
    /// The counts so far.
    pub now: Counts,
    /// Plain minimax's totals on the same tree, for pruning searches.
    pub minimax: Option<Counts>,
    /// The root's value once the search is over, as written.
    pub root_value: Option<AttrValue>,
    /// The root's chosen move once the search is over, as written.
    pub best_move: Option<AttrValue>,
    /// The line of best play once the search is over: "A → B → E".
    #[prop_or_default]
    pub best_play: Option<AttrValue>,
    /// Whether the search is a proof-number search, whose counts differ.
    #[prop_or_default]
    pub proof_numbers: bool,
    /// Whether the search is Monte Carlo tree search, whose counts differ
    /// too and whose root value is an estimate.
    #[prop_or_default]
    pub monte_carlo: bool,
}

/// The counters.
#[component]
pub fn Counters(props: &CountersProps) -> Html {
    use_speaking();
    let now = props.now;
    let minimax = props.minimax;
    let rows = if props.monte_carlo {
        [
            (said("panels.iterations"), now.iterations, None),
            (said("panels.added"), now.visited, None),
            (said("panels.playouts"), now.evaluated, None),
        ]
    } else if props.proof_numbers {
        [
            (said("panels.generated"), now.generated, None),
            (said("panels.expanded"), now.expanded, None),
            (said("panels.values-read"), now.evaluated, None),
        ]
    } else {
        [
            (
                said("panels.visited"),
                now.visited,
                minimax.map(|totals| totals.visited),
            ),
            (
                said("panels.evaluated"),
                now.evaluated,
                minimax.map(|totals| totals.evaluated),
            ),
            (
                said("panels.cutoffs"),
                now.cutoffs,
                minimax.map(|totals| totals.cutoffs),
            ),
        ]
    };
    let root = if props.proof_numbers {
        said("panels.outcome")
    } else if props.monte_carlo {
        said("panels.estimate")
    } else {
        said("panels.root-value")
    };
    let answer = [
        ("root-value", root, &props.root_value),
        ("best-move", said("panels.best-move"), &props.best_move),
        ("best-play", said("panels.best-play"), &props.best_play),
    ];
    html! {
        <section class="counters panel">
            <table>
                <caption class="panel-title">{ said("panels.counters") }</caption>
                <thead>
                    <tr>
                        <td></td>
                        <th scope="col">{ said("panels.this-search") }</th>
                        if minimax.is_some() {
                            <th scope="col">{ said("panels.minimax-would") }</th>
                        }
                    </tr>
                </thead>
                <tbody>
                    for (name, count, total) in rows {
                        <tr>
                            <th scope="row">{ name }</th>
                            <td class="count">{ count }</td>
                            if let Some(total) = total {
                                <td class="count minimax">{ total }</td>
                            }
                        </tr>
                    }
                </tbody>
            </table>
            if answer.iter().any(|(_, _, value)| value.is_some()) {
                <dl class="answer">
                    for (id, name, value) in answer {
                        if let Some(value) = value {
                            <div class="answer-item">
                                <dt>{ name }</dt>
                                <dd {id}>{ value.clone() }</dd>
                            </div>
                        }
                    }
                </dl>
            }
        </section>
    }
}
