//! A node dragged along its row to reorder its siblings: how far it has
//! gone, where it would land (`reorder` works that out), and the ghost of
//! its outline with the marker of the gap, drawn while it moves.

use super::geometry::Drawing;
use super::reorder::{drop_at, Drop};
use super::svg::px;
use gametree::NodeId;
use yew::prelude::*;

/// How far (in screen pixels) a pressed node must be dragged before it moves:
/// less is a click that selects it.
pub const DRAG_THRESHOLD: i32 = 6;

/// A node being dragged along its row.
#[derive(Clone, Copy, PartialEq)]
pub struct Dragging {
    /// The node.
    pub node: NodeId,
    /// How far it has been dragged, in the drawing's pixels.
    pub dx: f64,
    /// Where it would land if let go now; `None` where it already is.
    pub drop: Option<Drop>,
}

impl Dragging {
    /// `node` dragged `dx` drawing pixels along its row of `drawing`.
    pub fn of(drawing: &Drawing, node: NodeId, dx: f64) -> Dragging {
        Dragging {
            node,
            dx,
            drop: drop_of(drawing, node, dx),
        }
    }

    /// The dragged node's outline following the pointer along its row,
    /// and a marker at the gap it would land in.
    pub fn marker(&self, drawing: &Drawing) -> Html {
        let Some(place) = drawing.place(self.node) else {
            return Html::default();
        };
        let reach = place.half_height * 1.6;
        let gap = self.drop.map(|drop| {
            html! {
                <line
                    class="drop-marker"
                    x1={px(drop.marker_x)}
                    x2={px(drop.marker_x)}
                    y1={px(place.y - reach)}
                    y2={px(place.y + reach)}
                />
            }
        });
        html! {
            <g aria-hidden="true">
                <path
                    class="drag-ghost"
                    d={drawing.outline(place.kind.shape()).shape.clone()}
                    transform={format!("translate({} {})", px(place.x + self.dx), px(place.y))}
                />
                { for gap }
            </g>
        }
    }
}

/// Where `node` lands among its siblings when dragged `dx` drawing pixels
/// along its row.
fn drop_of(drawing: &Drawing, node: NodeId, dx: f64) -> Option<Drop> {
    let tree = &drawing.lesson.tree;
    let siblings = tree.children(tree.parent(node)?);
    let centres: Option<Vec<f64>> = siblings
        .iter()
        .map(|&sibling| drawing.place(sibling).map(|place| place.x))
        .collect();
    let from = tree.child_index(node);
    drop_at(&centres?, from, drawing.place(node)?.x + dx)
}
