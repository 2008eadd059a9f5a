//! What a proof-number search adds to a node: its proof and disproof
//! numbers (with df-pn's thresholds beside them while it searches there),
//! a mark for proved (✓) and disproved (✗) nodes besides their colour, and
//! the classes that make nodes the search has not reached faint and light
//! the proof or disproof tree at the end.

use super::place::Place;
use super::shape::Kind;
use super::svg::px;
use crate::strings::{digits, said};
use gametree::explain::proof_number;
use gametree::frame::ProofNode;
use gametree::marks::numbers_line;
use yew::prelude::*;

/// The gap between the numbers and the shape they belong to.
const NUMBERS_GAP: f64 = 6.0;
/// The distance between the pn line and the dn line.
const LINE_HEIGHT: f64 = 24.0;

/// What the drawing shows of a node's proof numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProofMarks {
    /// The node's state in a proof-number search; `None` in other searches.
    pub node: Option<ProofNode>,
    /// Whether the numbers (and whatever gives them away) are kept out of
    /// sight: the answers of a proof-numbers exercise.
    pub hidden: bool,
}

impl ProofMarks {
    /// The node's classes: faint until generated, proved or disproved, in
    /// the proof tree.
    pub fn classes(&self) -> Classes {
        let Some(node) = self.node else {
            return Classes::new();
        };
        let shown = !self.hidden;
        classes!(
            self.edge_classes(),
            node.expanded.then_some("proof-expanded"),
            (shown && node.is_proved()).then_some("is-proved"),
            (shown && node.is_disproved()).then_some("is-disproved"),
        )
    }

    /// The classes the node shares with the edge into it: reached or not,
    /// in the proof tree or not.
    pub fn edge_classes(&self) -> Classes {
        let Some(node) = self.node else {
            return Classes::new();
        };
        let seen = if node.numbers.is_some() {
            "proof-seen"
        } else {
            "proof-unseen"
        };
        classes!(seen, self.in_proof().then_some("in-proof"))
    }

    /// Whether the node belongs to the proof (or disproof) tree on show.
    pub fn in_proof(&self) -> bool {
        !self.hidden && self.node.is_some_and(|node| node.in_proof)
    }

    /// What a screen reader says of the numbers ("pn 1, dn 2"), and
    /// whether the node is proved (`Some(true)`) or disproved, while they
    /// are on show.
    pub fn spoken(&self) -> (Option<String>, Option<bool>) {
        let Some((node, numbers)) = self.node.and_then(|node| Some((node, node.numbers?))) else {
            return (None, None);
        };
        if self.hidden {
            return (None, None);
        }
        let said = format!(
            "pn {}, dn {}",
            proof_number(numbers.proof),
            proof_number(numbers.disproof)
        );
        let decided = if node.is_proved() {
            Some(true)
        } else if node.is_disproved() {
            Some(false)
        } else {
            None
        };
        (Some(said), decided)
    }

    /// The numbers beside an inner node, under a leaf, and the ✓ or ✗ mark.
    pub fn markup(&self, place: &Place) -> Html {
        let Some((node, numbers)) = self.node.and_then(|node| Some((node, node.numbers?))) else {
            return Html::default();
        };
        if self.hidden {
            return Html::default();
        }
        // df-pn's thresholds, while the node is being searched.
        let thresholds = node.thresholds.filter(|_| node.on_path);
        let proof = digits(&numbers_line(
            "pn",
            numbers.proof,
            thresholds.map(|t| t.proof),
        ));
        let disproof = digits(&numbers_line(
            "dn",
            numbers.disproof,
            thresholds.map(|t| t.disproof),
        ));
        // Beside an inner node, on its right; under a leaf, which has no
        // fold button there and no room beside it.
        let (x, first_y, anchor) = if place.kind == Kind::Leaf {
            (
                0.0,
                place.under_y() + NUMBERS_GAP + LINE_HEIGHT / 2.0,
                "middle",
            )
        } else {
            (place.beside_x(), -LINE_HEIGHT / 2.0, "start")
        };
        let mark = if node.is_proved() {
            Some(("✓", "proof-mark proved", said("tree.proved")))
        } else if node.is_disproved() {
            Some(("✗", "proof-mark disproved", said("tree.disproved")))
        } else {
            None
        };
        let mark = mark.map(|(sign, class, title)| {
            html! {
                <text class={class} x={px(place.half_width * 0.75)} y={px(place.top() - 2.0)}>
                    <title>{ title }</title>
                    { sign }
                </text>
            }
        });
        html! {
            <>
                <text class="proof-numbers" x={px(x)} y={px(first_y)} text-anchor={anchor}>
                    <tspan class="pn">{ proof }</tspan>
                    <tspan class="dn" x={px(x)} dy={px(LINE_HEIGHT)}>{ disproof }</tspan>
                </text>
                { for mark }
            </>
        }
    }
}
