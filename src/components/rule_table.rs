//! The alpha-beta rule table, with the cell the current step applies lit.

use crate::hooks::use_speaking;
use crate::strings::{panels, said};
use gametree::explain::{Rule, Side};
use gametree::TieRule;
use yew::prelude::*;

/// The cell to light.
#[derive(Properties, PartialEq)]
pub struct RuleTableProps {
    /// The row and column of the current step's rule, if it tests the window.
    pub lit: Option<(Side, Rule)>,
    /// The tie rule in force: the strict rule cuts only beyond the bounds.
    pub ties: TieRule,
}

/// What each side does with v in each column (v ≤ α, α < v < β, v ≥ β).
/// MAX ignores a v at or below the alpha it already holds and cuts at beta;
/// MIN mirrors it: v at or below alpha cuts, v at or above its beta is ignored.
fn rules_of(side: Side) -> [Rule; 3] {
    match side {
        Side::Max => [Rule::Ignore, Rule::Update, Rule::Cut],
        Side::Min => [Rule::Cut, Rule::Update, Rule::Ignore],
    }
}

/// The rule table.
#[component]
pub fn RuleTable(props: &RuleTableProps) -> Html {
    use_speaking();
    let (low, inside, high) = match props.ties {
        TieRule::CutOnEqual => (panels::RULE_LOW, panels::RULE_INSIDE, panels::RULE_HIGH),
        TieRule::Strict => (
            panels::RULE_LOW_STRICT,
            panels::RULE_INSIDE_STRICT,
            panels::RULE_HIGH_STRICT,
        ),
    };
    let columns = [("low", low), ("inside", inside), ("high", high)];
    let row = |side: Side| {
        let (class, name, update) = match side {
            Side::Max => ("max", panels::MAX_ROW, panels::RAISE_ALPHA),
            Side::Min => ("min", panels::MIN_ROW, panels::LOWER_BETA),
        };
        let cells: Html = (columns.iter().zip(rules_of(side)))
            .map(|(&(column, _), rule)| {
                let lit = props.lit == Some((side, rule));
                let (class, words, effect) = match rule {
                    Rule::Ignore => ("ignore", said("panels.rule-ignore"), None),
                    Rule::Update => ("update", said("panels.rule-update"), Some(update)),
                    Rule::Cut => ("cut", said("panels.rule-cut"), None),
                };
                html! {
                    <td
                        class={classes!(column, class, lit.then_some("lit"))}
                        aria-current={lit.then_some("true")}
                    >
                        { words }
                        if let Some(effect) = effect {
                            <span class="rule-effect">{ effect }</span>
                        }
                    </td>
                }
            })
            .collect();
        html! {
            <tr class={class}>
                <th scope="row">{ name }</th>
                { cells }
            </tr>
        }
    };
    html! {
        <section class="rule-table panel">
            <table>
                <caption class="panel-title">{ said("panels.rules") }</caption>
                <thead>
                    <tr>
                        <td></td>
                        for (_, heading) in columns {
                            <th scope="col">{ heading }</th>
                        }
                    </tr>
                </thead>
                <tbody>
                    { row(Side::Max) }
                    { row(Side::Min) }
                </tbody>
            </table>
        </section>
    }
}
