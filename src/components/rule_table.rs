//! The alpha-beta rule table, with the cell the current step applies lit.

use gametree::explain::{Rule, Side};
use yew::prelude::*;

/// The cell to light.
#[derive(Properties, PartialEq)]
pub struct RuleTableProps {
    /// The row and column of the current step's rule, if it tests the window.
    pub lit: Option<(Side, Rule)>,
}

/// The rule table.
#[component]
pub fn RuleTable(props: &RuleTableProps) -> Html {
    let _ = props;
    html! { <section class="rule-table"></section> }
}
