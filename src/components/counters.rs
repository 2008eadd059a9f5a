//! Nodes visited, leaves evaluated and cuts, beside plain minimax's totals.

use crate::lesson::Counts;
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
}

/// The counters.
#[component]
pub fn Counters(props: &CountersProps) -> Html {
    let _ = props;
    html! { <section class="counters"></section> }
}
