//! The markup of one edge, drawn inside its child's group: the line from
//! the parent's fold button down to the child, the probability, score or
//! window written by it, and the "//" mark across the first edge a cut skipped.

use super::place::Place;
use super::shape::{Kind, RING_GAP};
use super::svg::px;
use gametree::marks::Cut;
use yew::prelude::*;

/// How far along the edge, from the parent, the cut mark sits.
const CUT_MARK_AT: f64 = 0.4;
/// How far along the edge a student's cut mark sits: apart from the
/// search's own, so that both show once the solution plays.
const ANSWER_MARK_AT: f64 = 0.65;
/// Half the length of one stroke of the cut mark.
const CUT_STROKE_HALF_LENGTH: f64 = 11.0;
/// How far apart the two strokes of the cut mark are.
const CUT_STROKE_GAP: f64 = 7.0;
/// How far the letter of a cut (α or β) sits beside the edge.
const CUT_LETTER_OFFSET: f64 = -14.0;
/// How far the sign of a wrong cut mark sits beside the edge.
const WRONG_SIGN_OFFSET: f64 = 18.0;
/// How far a label sits beside the edge's middle.
const LABEL_OFFSET: f64 = 10.0;
/// How far above a leaf's top the window it was entered with stands (to
/// the text's baseline): clear of the ring round the current node, and of
/// the neighbouring leaves it passes over.
const OVER_LEAF_GAP: f64 = RING_GAP + 16.0;
/// How far along a straight edge into an inner node, from the parent, the
/// window the node was entered with stands: above the node's visit-order
/// number.
const STRAIGHT_WINDOW_AT: f64 = 0.2;
/// How far sideways (in pixels) an edge may go and still count as straight.
const STRAIGHT: f64 = 0.5;
/// How much higher a label sits on a flat edge (less on a steeper one):
/// clear of the window written above the child's right.
const FLAT_RISE: f64 = 16.0;

/// What an edge shows besides its line.
pub struct EdgeMarks {
    /// The classes of the edge's line: its child's state and highlights.
    pub classes: Classes,
    /// A probability or a UCB1 score.
    pub label: Option<String>,
    /// The window the child was entered with.
    pub window: Option<String>,
    /// The line's style: Monte Carlo tree search's width by visits.
    pub style: Option<String>,
    /// The kind of cut, when this is the first edge a cut skipped.
    pub cut: Option<Cut>,
    /// The class of the student's cut mark on the edge, in an exercise:
    /// marked, marked wrongly, or missing where the search cuts.
    pub answer_cut: Option<&'static str>,
}

/// The edge from `parent` to `child`, in the child's coordinates.
pub fn edge(parent: &Place, child: &Place, marks: EdgeMarks) -> Html {
    let start = child.edge_start(parent);
    let end = (0.0, child.top());
    // The marks on the edge into a leaf drawn below its row go where its
    // row's are: above the leaves it passes between.
    let marked = (
        start.0 * child.below_row / (end.1 - start.1),
        end.1 - child.below_row,
    );
    // A probability or a score beside the middle of the edge, on its outer
    // side (away from its siblings); on the right of a straight edge,
    // clear of the child's visit-order number on its left.
    let label = marks.label.map(|label| {
        let (x, y, anchor) = beside_edge(start, marked, 0.5, Side::Right);
        html! {
            <text class="edge-label" x={px(x)} y={px(y)} text-anchor={anchor}>{ label }</text>
        }
    });
    // The window the child was entered with, clear of the windows, cut
    // conditions and visit-order numbers written round the nodes: over a
    // leaf, from its left side (a neighbour's cut condition, below its
    // parent's row, reaches over the middle of the edges into its leaves,
    // and the leaf's number stands off its upper-left corner); beside a
    // straight edge a third of the way down, above the child's own window;
    // beside the middle of any other edge.
    let window = marks.window.map(|window| {
        let (x, y, anchor) = if child.kind == Kind::Leaf {
            (-child.half_width, child.top() - OVER_LEAF_GAP, "start")
        } else {
            let at = if straight(start, marked) {
                STRAIGHT_WINDOW_AT
            } else {
                0.5
            };
            beside_edge(start, marked, at, Side::Left)
        };
        html! {
            <text class="edge-label" x={px(x)} y={px(y)} text-anchor={anchor}>{ window }</text>
        }
    });
    // "//" across the edge, and beside it α or β: which cut it is is told
    // by the letter, not by colour alone.
    let cut = marks.cut.map(|cut| {
        let strokes = cut_mark(start, marked, CUT_MARK_AT);
        let (class, letter) = match cut {
            Cut::Alpha => ("cut-alpha", "α"),
            Cut::Beta => ("cut-beta", "β"),
            Cut::Unnamed => return html! { <path class="cut-mark" d={strokes} /> },
        };
        let (x, y) = beside(start, marked, CUT_MARK_AT, CUT_LETTER_OFFSET);
        html! {
            <>
                <path class={classes!("cut-mark", class)} d={strokes} />
                <text class={classes!("cut-letter", class)} x={px(x)} y={px(y)}>{ letter }</text>
            </>
        }
    });
    let answer_cut = marks.answer_cut.map(|class| {
        // A mistake is marked by a sign beside the strokes, not by colour alone.
        let wrong = (class != "is-marked").then(|| {
            let (x, y) = beside(start, marked, ANSWER_MARK_AT, WRONG_SIGN_OFFSET);
            html! { <text class="answer-cut-mark" x={px(x)} y={px(y)}>{ "✗" }</text> }
        });
        html! {
            <>
                <path class={classes!("answer-cut", class)} d={cut_mark(start, marked, ANSWER_MARK_AT)} />
                { for wrong }
            </>
        }
    });
    html! {
        <>
            <path
                class={marks.classes}
                style={marks.style}
                d={format!("M{} {}L0 {}", px(start.0), px(start.1), px(end.1))}
            />
            { for label }
            { for window }
            { for cut }
            { for answer_cut }
        </>
    }
}

/// Whether the edge from `start` to `end` goes straight down.
fn straight(start: (f64, f64), end: (f64, f64)) -> bool {
    (end.0 - start.0).abs() < STRAIGHT
}

/// Which side of a straight edge text beside it goes.
#[derive(Clone, Copy, PartialEq)]
enum Side {
    Left,
    Right,
}

/// Where text beside the edge from `start` to `end`, the fraction `at` of
/// the way along, goes, and its anchor: on the edge's outer side, away
/// from its siblings, and on `straight_side` of a straight edge; a
/// little higher on a flatter edge, clear of the window written above the
/// child's right.
fn beside_edge(
    start: (f64, f64),
    end: (f64, f64),
    at: f64,
    straight_side: Side,
) -> (f64, f64, &'static str) {
    let (dx, dy) = (end.0 - start.0, end.1 - start.1);
    let length = dx.hypot(dy).max(1.0);
    let right = if straight(start, end) {
        straight_side == Side::Right
    } else {
        dx > 0.0
    };
    let (normal_x, normal_y, anchor) = if right {
        (dy / length, -dx / length, "start")
    } else {
        (-dy / length, dx / length, "end")
    };
    let x = start.0 + dx * at + normal_x * LABEL_OFFSET;
    let rise = FLAT_RISE * (dx / length).powi(2);
    let y = start.1 + dy * at + normal_y * LABEL_OFFSET - rise;
    (x, y, anchor)
}

/// The point `offset` pixels to the side of the edge from `start` to
/// `end`, the fraction `at` of the way along.
fn beside(start: (f64, f64), end: (f64, f64), at: f64, offset: f64) -> (f64, f64) {
    let (dx, dy) = (end.0 - start.0, end.1 - start.1);
    let length = dx.hypot(dy).max(1.0);
    (
        start.0 + dx * at - dy / length * offset,
        start.1 + dy * at + dx / length * offset,
    )
}

/// Two short slanted strokes across the edge from `start` to `end`, the
/// fraction `at` of the way along: "//".
fn cut_mark(start: (f64, f64), end: (f64, f64), at: f64) -> String {
    let (dx, dy) = (end.0 - start.0, end.1 - start.1);
    let length = dx.hypot(dy).max(1.0);
    let along = (dx / length, dy / length);
    let across = (-along.1, along.0);
    let centre = (start.0 + dx * at, start.1 + dy * at);
    let mut path = String::new();
    for offset in [-CUT_STROKE_GAP / 2.0, CUT_STROKE_GAP / 2.0] {
        let middle = (centre.0 + along.0 * offset, centre.1 + along.1 * offset);
        // Slanted a little along the edge, as a hand-drawn "//" is.
        let half = (
            (across.0 + along.0 * 0.4) * CUT_STROKE_HALF_LENGTH,
            (across.1 + along.1 * 0.4) * CUT_STROKE_HALF_LENGTH,
        );
        path.push_str(&format!(
            "M{} {}L{} {}",
            px(middle.0 - half.0),
            px(middle.1 - half.1),
            px(middle.0 + half.0),
            px(middle.1 + half.1)
        ));
    }
    path
}
