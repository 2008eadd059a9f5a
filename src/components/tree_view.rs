//! The tree drawn as SVG at one frame of the search.

use crate::lesson::Lesson;
use crate::state::View;
use gametree::{Frame, NodeId};
use std::collections::BTreeSet;
use std::rc::Rc;
use yew::prelude::*;

/// What the drawing shows.
#[derive(Properties, PartialEq)]
pub struct TreeViewProps {
    /// The tree and its search.
    pub lesson: Rc<Lesson>,
    /// The moment to draw.
    pub frame: Rc<Frame>,
    /// Whether to number nodes in visit order.
    pub show_order: bool,
    /// Nodes whose subtrees are folded away.
    pub collapsed: Rc<BTreeSet<NodeId>>,
    /// Zoom and pan.
    pub view: View,
    /// Fold or unfold a node's subtree.
    pub on_toggle_collapse: Callback<NodeId>,
    /// Zoom by a factor (above 1 zooms in).
    pub on_zoom: Callback<f64>,
    /// Move the view by fractions of the tree's width and height.
    pub on_pan: Callback<(f64, f64)>,
}

/// The tree.
#[component]
pub fn TreeView(props: &TreeViewProps) -> Html {
    let _ = props;
    html! { <svg class="tree-view"></svg> }
}
