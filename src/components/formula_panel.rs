//! The proof-number formulas, in the rule table's place for the
//! proof-number searches: pn and dn at OR and at AND nodes, the row of the
//! current node's kind lit, and its formula with its children's numbers
//! written in ("AND node: pn = 1 + 2 + 1 = 4, dn = min(1, 1, 1) = 1").

use crate::hooks::use_speaking;
use crate::lesson::Lesson;
use crate::strings::{panels, said};
use gametree::explain::formula;
use gametree::trace::Connective;
use gametree::Frame;
use std::rc::Rc;
use yew::prelude::*;

/// The moment to explain.
#[derive(Properties, PartialEq)]
pub struct FormulaPanelProps {
    /// The tree and its search.
    pub lesson: Rc<Lesson>,
    /// The frame on show; its current node's formula is written out.
    pub frame: Rc<Frame>,
}

/// The formula panel.
#[component]
pub fn FormulaPanel(props: &FormulaPanelProps) -> Html {
    use_speaking();
    let tree = &props.lesson.tree;
    let current = props.frame.current.filter(|node| node.index() < tree.len());
    let written = props
        .lesson
        .run
        .as_ref()
        .ok()
        .zip(current)
        .and_then(|(run, node)| {
            let words = crate::language::explanations();
            let formula = formula(words, tree, &run.trace, &props.frame, node)?;
            Some((node, formula))
        });
    // The row of an expanded current node's kind is lit.
    let lit = written.as_ref().and_then(|&(node, _)| {
        let expanded = props.frame.proof.node(node)?.expanded;
        expanded.then(|| Connective::of(tree, node))
    });
    let row = |connective: Connective| {
        let (class, name, proof, disproof) = match connective {
            Connective::Or => (
                "or",
                said("panels.or-row"),
                said("panels.or-proof"),
                said("panels.or-disproof"),
            ),
            Connective::And => (
                "and",
                said("panels.and-row"),
                said("panels.and-proof"),
                said("panels.and-disproof"),
            ),
        };
        let lit = lit == Some(connective);
        html! {
            <tr class={classes!(class, lit.then_some("lit"))} aria-current={lit.then_some("true")}>
                <th scope="row">{ name }</th>
                <td>{ proof }</td>
                <td>{ disproof }</td>
            </tr>
        }
    };
    let now = match &written {
        Some((node, formula)) => html! {
            <p class="formula-now">
                <strong>{ panels::formula_at(&tree.name(*node)) }</strong>{ " " }
                <span id="formula">{ formula.clone() }</span>
            </p>
        },
        None => html! { <p class="formula-now edit-hint">{ said("panels.no-formula-yet") }</p> },
    };
    html! {
        <section class="formula-panel rule-table panel">
            <table>
                <caption class="panel-title">{ said("panels.formulas") }</caption>
                <tbody>
                    { row(Connective::Or) }
                    { row(Connective::And) }
                </tbody>
            </table>
            <p class="formula-leaves">{ said("panels.leaves-rule") }</p>
            { now }
        </section>
    }
}
