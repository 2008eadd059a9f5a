//! Nodes visited, leaves evaluated and cuts, beside plain minimax's totals;
//! for a proof-number search, nodes generated and expanded and values read.

use crate::lesson::Counts;
use crate::strings::strings;
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
}

/// The counters.
#[component]
pub fn Counters(props: &CountersProps) -> Html {
    let text = &strings().panels;
    let now = props.now;
    let minimax = props.minimax;
    let rows = if props.proof_numbers {
        [
            (text.generated, now.generated, None),
            (text.expanded, now.expanded, None),
            (text.values_read, now.evaluated, None),
        ]
    } else {
        [
            (
                text.visited,
                now.visited,
                minimax.map(|totals| totals.visited),
            ),
            (
                text.evaluated,
                now.evaluated,
                minimax.map(|totals| totals.evaluated),
            ),
            (
                text.cutoffs,
                now.cutoffs,
                minimax.map(|totals| totals.cutoffs),
            ),
        ]
    };
    let root = if props.proof_numbers {
        text.outcome
    } else {
        text.root_value
    };
    let answer = [
        ("root-value", root, &props.root_value),
        ("best-move", text.best_move, &props.best_move),
        ("best-play", text.best_play, &props.best_play),
    ];
    html! {
        <section class="counters panel">
            <table>
                <caption class="panel-title">{ text.counters }</caption>
                <thead>
                    <tr>
                        <td></td>
                        <th scope="col">{ text.this_search }</th>
                        if minimax.is_some() {
                            <th scope="col">{ text.minimax_would }</th>
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
