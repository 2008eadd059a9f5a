//! The tree drawn as SVG at one frame of the search, as the textbook draws
//! it: MAX as upward triangles, MIN as downward ones, chance nodes as
//! circles, leaves as squares with their values; the path to the current
//! node lit, cut branches greyed and marked "//", and the whole tree fitted
//! to the window, with the mouse wheel or two fingers to zoom and a drag to
//! pan.
//!
//! The work is split so that a step redraws little: `geometry` places the
//! tree once per layout (each node's `place`, text widths from `measure`,
//! the paths of `shape`), `layers` works out each node's highlight per
//! frame, and `node` (with `edge`, `labels` and `proof`, a proof-number
//! search's numbers and marks) draws one node, skipped by Yew when nothing
//! about it changed. `viewport` turns zoom and pan into one group's
//! `transform`, which is all that zooming and panning change. A long
//! bottom row is staggered (`stagger`). Each input
//! has its own module: `wheel` zooms about the pointer, `pointer` selects,
//! pans and passes two fingers to `pinch` and a dragged node to `drag`
//! (where it lands among its siblings is `reorder`'s); `hooks` measures the
//! drawing's box. The keyboard's part is the tree widget's attributes and
//! the fold button below. `state::reveal` opens a big tree's folds along
//! the path to the current node, so that the search is drawn wherever it
//! goes.

mod describe;
mod drag;
mod edge;
mod geometry;
mod highlight;
mod hooks;
mod labels;
mod layers;
mod measure;
mod monte_carlo;
mod node;
mod pinch;
mod place;
mod pointer;
mod proof;
mod reorder;
mod shape;
mod stagger;
mod svg;
mod viewport;
mod wheel;

use crate::hooks::use_speaking;
use crate::lesson::Lesson;
use crate::shared::{ByAddress, Note, Pinch, View, TREE_ID};
use crate::state::reveal::{folds_at, Folds};
use crate::strings::{said, tree};
use gametree::{Frame, NodeId};
use geometry::{Drawing, LEVEL_HEIGHT};
use hooks::{use_box_size, use_steady_callback};
use layers::{TreeLayers, CULLED_FROM};
use node::element_id;
use pointer::{use_pointer, PointerSetup};
use std::collections::BTreeSet;
use std::rc::Rc;
use viewport::{
    following, framing, on_screen, ViewBox, LECTURE_SIZED, PROJECTED_SCALE, READABLE_SCALE,
    SEEN_SCALE,
};
use wheel::wheel_zoom;
use yew::prelude::*;

/// What the folds drawn were opened from: the search, the folds the tree
/// keeps and the arrangement the children are drawn in (by identity).
type Opened = (ByAddress<Lesson>, ByAddress<BTreeSet<NodeId>>, usize);

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
    /// The node selected for editing, outlined.
    pub selected: Option<NodeId>,
    /// Fold or unfold a node's subtree.
    pub on_toggle_collapse: Callback<(NodeId, Rc<Folds>)>,
    /// Select a node for editing (a press on it).
    pub on_select: Callback<NodeId>,
    /// Told after a finger's tap has selected a node (after `on_select`):
    /// on a phone, what works on the selected node is a screen away from
    /// the drawing.
    #[prop_or_default]
    pub on_tap: Option<Callback<NodeId>>,
    /// Zoom by a factor (above 1 zooms in) about a point, as fractions of
    /// the tree's width and height.
    pub on_zoom: Callback<(f64, (f64, f64))>,
    /// Move the view by fractions of the tree's width and height.
    pub on_pan: Callback<(f64, f64)>,
    /// Zoom and pan as two fingers moved.
    pub on_pinch: Callback<Pinch>,
    /// Move a node to a position among its siblings, where a drag along its
    /// row dropped it; without it, dragging a node pans like dragging anywhere.
    #[prop_or_default]
    pub on_reorder: Option<Callback<(NodeId, usize)>>,
    /// What a student wrote at each node, by index, in an exercise.
    #[prop_or_default]
    pub notes: Option<Rc<Vec<Note>>>,
    /// Whether proof numbers are kept out of sight: the answers of a
    /// proof-numbers exercise.
    #[prop_or_default]
    pub numbers_hidden: bool,
    /// In compare mode, the nodes (by index) the other search sees
    /// differently: ringed.
    #[prop_or_default]
    pub differs: Option<Rc<Vec<bool>>>,
    /// Whether projector mode is on: a followed tree is read from the back row.
    #[prop_or_default]
    pub projector: bool,
    /// The drawing's element id, and the stem of its nodes' ids: unique on
    /// the page, as compare mode draws two trees.
    #[prop_or(AttrValue::Static(TREE_ID))]
    pub tree_id: AttrValue,
}

/// The tree.
#[component]
pub fn TreeView(props: &TreeViewProps) -> Html {
    let speaking = use_speaking();
    // Levels spread to give the drawing its box's shape, once the box is
    // measured: a shallow tree then uses the room below it. Laid out again
    // also when the order of the children changes, between two passes of
    // iterative deepening: the nodes then slide to their new places (a
    // transition in style.css).
    let level_height = use_state_eq(|| LEVEL_HEIGHT);
    // Before the first step and after the last, the root is followed.
    let current = props.frame.current.unwrap_or(NodeId::ROOT);
    // The folds drawn at the last step, and what they were opened from:
    // the search, the folds kept and the order of the children drawn.
    let last_folds = use_mut_ref(|| None::<(Opened, Rc<Folds>)>);
    let folds = {
        let mut last = last_folds.borrow_mut();
        let reorders = props.frame.arrangement;
        let opened = (
            ByAddress(props.lesson.clone()),
            ByAddress(props.collapsed.clone()),
            reorders,
        );
        let kept = (last.as_ref())
            .filter(|(from, _)| *from == opened)
            .map(|(_, folds)| folds);
        let tree = &props.lesson.tree;
        let place = |node: NodeId| match &props.lesson.run {
            Ok(run) => run.trace.place(tree, reorders, node) as usize,
            Err(_) => tree.child_index(node),
        };
        let folds = folds_at(tree, &props.collapsed, kept, current, &place);
        *last = Some((opened, folds.clone()));
        folds
    };
    let drawing = use_memo(
        (
            ByAddress(props.lesson.clone()),
            folds.clone(),
            props.frame.arrangement,
            *level_height,
            // The drawing's room is made for the words of the language.
            speaking,
        ),
        |(lesson, folds, reorders, level_height, _)| {
            Drawing::new(lesson.0.clone(), folds, *reorders, *level_height)
        },
    );
    let reorders = props
        .lesson
        .run
        .as_ref()
        .is_ok_and(|run| run.trace.arrangement(1).is_some());
    // A fold button toggles its node as drawn, under the folds drawn now.
    let on_toggle_collapse = {
        let folds = folds.clone();
        use_steady_callback(&(props.on_toggle_collapse).reform(move |node| (node, folds.clone())))
    };
    let svg = use_node_ref();
    let frame = use_node_ref();
    let box_size = use_box_size(frame.clone());
    {
        let level_height = level_height.clone();
        use_effect_with(
            (box_size, ByAddress(drawing.clone())),
            move |(size, drawing)| {
                if let Some((width, height)) = *size {
                    level_height
                        .set(drawing.level_height_for((f64::from(width), f64::from(height))));
                }
            },
        );
    }
    // A tree too big for a lecture follows the part being explained at a
    // readable size; a smaller one is always whole.
    let focus = Some(current)
        .filter(|_| drawing.lesson.tree.len() > LECTURE_SIZED)
        .map(|node| drawing.focus_regions(node, &props.frame))
        .unwrap_or_default();
    let screen = box_size.map(|(width, height)| (f64::from(width), f64::from(height)));
    let drawn = (drawing.width, drawing.height);
    // A subtree zoomed to fills the view; otherwise a big tree follows the current node.
    let shown = match props
        .view
        .subtree
        .and_then(|node| drawing.subtree_bounds(node))
    {
        Some(bounds) => framing(&props.view, drawn, screen, bounds),
        None => {
            // During the search the current node is read; before and after
            // it, the root is seen with its moves where they fit. A
            // projector's back row reads it larger, and always.
            let steps = (props.lesson.run.as_ref()).map_or(0, |run| run.trace.len());
            let under_way = (1..steps).contains(&props.frame.steps);
            let readable = if props.projector {
                PROJECTED_SCALE
            } else {
                READABLE_SCALE
            };
            let least = if under_way || props.projector {
                readable
            } else {
                SEEN_SCALE
            };
            following(&props.view, drawn, screen, &focus, (least, readable))
        }
    };
    let view_box = ViewBox::of(drawing.width, drawing.height, &shown);
    let whole = ViewBox::of(drawing.width, drawing.height, &View::default());
    let pan = view_box.transform(drawing.width);
    let shown_region = (drawing.lesson.tree.len() >= CULLED_FROM)
        .then(|| on_screen(&shown, drawn, screen))
        .flatten();
    // The first zoom or pan of a followed view starts from what is shown.
    let take_over = {
        let (on_zoom, on_pan, asked) = (props.on_zoom.clone(), props.on_pan.clone(), props.view);
        move || {
            if shown != asked {
                on_pan.emit((
                    shown.centre_x - asked.centre_x,
                    shown.centre_y - asked.centre_y,
                ));
                on_zoom.emit((shown.zoom / asked.zoom.max(1.0), shown.shown_centre()));
            }
        }
    };
    let onwheel = wheel_zoom(
        svg.clone(),
        shown,
        drawn,
        props.on_zoom.clone(),
        take_over.clone(),
    );
    let pointer = use_pointer(PointerSetup {
        lesson: props.lesson.clone(),
        drawing: drawing.clone(),
        svg: svg.clone(),
        shown,
        take_over: Rc::new(take_over),
        on_select: props.on_select.clone(),
        on_tap: props.on_tap.clone(),
        on_reorder: props.on_reorder.clone(),
        on_pan: props.on_pan.clone(),
        on_pinch: props.on_pinch.clone(),
    });
    let marker = pointer.dragging.map(|dragging| dragging.marker(&drawing));

    // The drawing is sized in pixels inside a box of its own, so that the
    // browser never lays it out again when the rest of the page changes: for
    // a thousand nodes that layout costs more than a whole step.
    let size = box_size.map(|(width, height)| (format!("{width}px"), format!("{height}px")));
    let (width, height) = size.unwrap_or_else(|| ("100%".to_string(), "100%".to_string()));
    let fold = fold_button(props, &folds, &on_toggle_collapse);
    let keys_id = format!("{}-keys", props.tree_id);
    // A tree widget: one stop in the tab order, the selected node its
    // active item, which a screen reader reads out as the arrows move it.
    html! {
        <div class="tree-view-frame">
            <p id={keys_id.clone()} class="visually-hidden">{ said("tree.tree-keys") }</p>
            <div class="tree-view-box" ref={frame}>
                <svg
                    ref={svg}
                    id={props.tree_id.clone()}
                    class={classes!(
                        "tree-view",
                        pointer.dragging.is_some().then_some("is-reordering"),
                        reorders.then_some("slides"),
                    )}
                    role="tree"
                    tabindex="0"
                    aria-label={said("tree.tree-drawing")}
                    aria-describedby={keys_id}
                    aria-activedescendant={props.selected.map(|node| element_id(&props.tree_id, node))}
                    viewBox={whole.attribute()}
                    preserveAspectRatio="xMidYMid meet"
                    style={format!("width: {width}; height: {height}")}
                    {onwheel}
                    onpointerdown={pointer.down}
                    onpointermove={pointer.moved}
                    onpointerup={pointer.up.clone()}
                    onpointercancel={pointer.up}
                >
                    <g class="tree-pan" role="none" transform={pan}>
                        <TreeLayers
                            drawing={ByAddress(drawing)}
                            frame={ByAddress(props.frame.clone())}
                            show_order={props.show_order}
                            selected={props.selected}
                            {on_toggle_collapse}
                            on_select={pointer.on_press}
                            notes={props.notes.clone()}
                            numbers_hidden={props.numbers_hidden}
                            differs={props.differs.clone()}
                            tree_id={props.tree_id.clone()}
                            on_screen={shown_region}
                        />
                        { for marker }
                    </g>
                </svg>
            </div>
            // After the drawing, so that Tab goes from the tree to it.
            { fold }
        </div>
    }
}

/// The keyboard's way to the fold buttons drawn on the tree: one button,
/// for the selected node when it has children, next in the tab order after
/// the drawing. (The drawn ones are the pointer's; a button inside each
/// tree item would put a control inside a control.)
fn fold_button(
    props: &TreeViewProps,
    folds: &Folds,
    on_toggle_collapse: &Callback<NodeId>,
) -> Html {
    let lesson = &props.lesson;
    let Some(node) = props
        .selected
        .filter(|&node| node.index() < lesson.tree.len() && !lesson.tree.node(node).is_leaf())
    else {
        return Html::default();
    };
    let folded = folds.folded.contains(&node);
    let name = lesson.name(node);
    let label = if folded {
        tree::unfold_subtree(&name)
    } else {
        tree::fold_subtree(&name)
    };
    html! {
        <button
            type="button"
            class="fold-selected"
            aria-controls={props.tree_id.clone()}
            aria-expanded={(!folded).to_string()}
            onclick={on_toggle_collapse.reform(move |_: MouseEvent| node)}
        >
            { label }
        </button>
    }
}
