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
//! about it changed. `viewport` turns zoom and pan into
//! one group's `transform`, which is all that zooming and panning change;
//! `pinch` turns two fingers' moves into zoom and pan; `reorder` works out
//! where a dragged node lands; `hooks` measures the drawing's box.

mod describe;
mod edge;
mod geometry;
mod highlight;
mod hooks;
mod labels;
mod layers;
mod measure;
mod node;
mod pinch;
mod place;
mod proof;
mod reorder;
mod shape;
mod svg;
mod viewport;

use crate::lesson::Lesson;
use crate::shared::{ByAddress, Note, Pinch, View, TREE_ID};
use crate::strings::{said, tree};
use gametree::{Frame, NodeId};
use geometry::{Drawing, LEVEL_HEIGHT};
use hooks::{use_box_size, use_steady_callback};
use layers::{TreeLayers, CULLED_FROM};
use node::element_id;
use pinch::Fingers;
use reorder::{drop_at, Drop};
use std::collections::BTreeSet;
use std::rc::Rc;
use svg::px;
use viewport::{
    as_fractions, following, framing, on_screen, pan_by, point_at, screen_scale, ViewBox,
    LECTURE_SIZED,
};
use yew::prelude::*;

/// How much one turn of the mouse wheel zooms.
const ZOOM_STEP: f64 = 1.2;

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
    pub on_toggle_collapse: Callback<NodeId>,
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
    /// The drawing's element id, and the stem of its nodes' ids: unique on
    /// the page, as compare mode draws two trees.
    #[prop_or(AttrValue::Static(TREE_ID))]
    pub tree_id: AttrValue,
}

/// A press on the drawing, for as long as the pointer is down.
#[derive(Clone, Copy)]
struct Press {
    /// Where the pointer was when the drawing was last moved.
    at: (i32, i32),
    /// Where the press began, on the screen's x axis.
    start_x: i32,
    /// The node pressed, when it is a child that can be dragged among its siblings.
    node: Option<NodeId>,
}

/// A node being dragged along its row.
#[derive(Clone, Copy, PartialEq)]
struct Dragging {
    /// The node.
    node: NodeId,
    /// How far it has been dragged, in the drawing's pixels.
    dx: f64,
    /// Where it would land if let go now; `None` where it already is.
    drop: Option<Drop>,
}

/// How far (in screen pixels) a pressed node must be dragged before it moves:
/// less is a click that selects it.
const DRAG_THRESHOLD: i32 = 6;

/// The tree.
#[component]
pub fn TreeView(props: &TreeViewProps) -> Html {
    // Levels spread to give the drawing its box's shape, once the box is
    // measured: a shallow tree then uses the room below it. Laid out again
    // also when the order of the children changes, between two passes of
    // iterative deepening: the nodes then slide to their new places (a
    // transition in style.css).
    let level_height = use_state_eq(|| LEVEL_HEIGHT);
    let drawing = use_memo(
        (
            ByAddress(props.lesson.clone()),
            props.collapsed.clone(),
            props.frame.arrangement,
            *level_height,
        ),
        |(lesson, collapsed, reorders, level_height)| {
            Drawing::new(lesson.0.clone(), collapsed, *reorders, *level_height)
        },
    );
    let reorders = props
        .lesson
        .run
        .as_ref()
        .is_ok_and(|run| run.trace.arrangement(1).is_some());
    let on_toggle_collapse = use_steady_callback(&props.on_toggle_collapse);
    // A node's press comes before the drawing's, which learns from it which
    // node was pressed: a mouse selects it at once (and a drag that follows
    // moves the node rather than the view); a finger selects it when lifted
    // where it touched, so that a pinch selects nothing.
    let pressed_node = use_mut_ref(|| None::<NodeId>);
    let touched_node = use_mut_ref(|| None::<NodeId>);
    let fingers = use_mut_ref(Fingers::default);
    let on_press = {
        let pressed_node = pressed_node.clone();
        use_memo((), move |_| {
            Callback::from(move |node| *pressed_node.borrow_mut() = Some(node))
        })
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
    let press = use_mut_ref(|| None::<Press>);
    // Where a dragged node would land if let go now, shown by a marker.
    let dropping = use_state_eq(|| None::<Dragging>);
    // A tree too big for a lecture follows the part being explained at a
    // readable size; a smaller one is always whole.
    let focus = (props.frame.current)
        .filter(|_| drawing.lesson.tree.len() > LECTURE_SIZED)
        .and_then(|node| drawing.focus_bounds(node));
    let screen = box_size.map(|(width, height)| (f64::from(width), f64::from(height)));
    let drawn = (drawing.width, drawing.height);
    // A subtree zoomed to fills the view; otherwise a big tree follows the current node.
    let shown = match props
        .view
        .subtree
        .and_then(|node| drawing.subtree_bounds(node))
    {
        Some(bounds) => framing(&props.view, drawn, screen, bounds),
        None => following(&props.view, drawn, screen, focus),
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

    // The wheel (and a touchpad's pinch, which comes as Ctrl with the
    // wheel) zooms about the point under the pointer, which stays where it is.
    let onwheel = {
        let on_zoom = props.on_zoom.clone();
        let svg = svg.clone();
        let take_over = take_over.clone();
        Callback::from(move |event: WheelEvent| {
            let zoom_in = event.delta_y() < 0.0;
            // Wheeling out of the whole tree scrolls the page instead.
            if event.delta_y() == 0.0 || (!zoom_in && shown.zoom <= 1.0) {
                return;
            }
            event.prevent_default();
            let Some(element) = svg.cast::<web_sys::Element>() else {
                return;
            };
            let (offset, screen) = from_middle(&element, (event.client_x(), event.client_y()));
            let about = point_at(&shown, drawn, screen, offset);
            take_over();
            on_zoom.emit((if zoom_in { ZOOM_STEP } else { 1.0 / ZOOM_STEP }, about));
        })
    };
    let onpointerdown = {
        let press = press.clone();
        let fingers = fingers.clone();
        let dropping = dropping.clone();
        let svg = svg.clone();
        let lesson = props.lesson.clone();
        let reorderable = props.on_reorder.is_some();
        let on_select = props.on_select.clone();
        let touched_node = touched_node.clone();
        Callback::from(move |event: PointerEvent| {
            let node = pressed_node.borrow_mut().take();
            if event.button() != 0 {
                return;
            }
            if event.pointer_type() == "touch" {
                fingers
                    .borrow_mut()
                    .down(event.pointer_id(), client_point(&event));
                *touched_node.borrow_mut() = node;
                // A second finger makes a pinch of what began as a drag.
                if fingers.borrow().pinching() {
                    *press.borrow_mut() = None;
                    dropping.set(None);
                    return;
                }
            } else if let Some(node) = node {
                on_select.emit(node);
            }
            let has_siblings = |node| {
                lesson
                    .tree
                    .parent(node)
                    .is_some_and(|parent| lesson.tree.children(parent).len() > 1)
            };
            *press.borrow_mut() = Some(Press {
                at: (event.client_x(), event.client_y()),
                start_x: event.client_x(),
                node: node.filter(|&node| reorderable && has_siblings(node)),
            });
            // Keep receiving the moves when the pointer leaves the drawing.
            if let Some(element) = svg.cast::<web_sys::Element>() {
                // Capture can only fail for a pointer that is gone already.
                let _ = element.set_pointer_capture(event.pointer_id());
            }
        })
    };
    let onpointermove = {
        let press = press.clone();
        let fingers = fingers.clone();
        let svg = svg.clone();
        let on_pan = props.on_pan.clone();
        let on_pinch = props.on_pinch.clone();
        let view = shown;
        let take_over = take_over.clone();
        let drawing = drawing.clone();
        let dropping = dropping.clone();
        Callback::from(move |event: PointerEvent| {
            let size = (drawing.width, drawing.height);
            if event.pointer_type() == "touch" {
                let spread = fingers
                    .borrow_mut()
                    .moved(event.pointer_id(), client_point(&event));
                let element = svg.cast::<web_sys::Element>();
                if let (Some(spread), Some(element)) = (spread, element) {
                    let (from, screen) = from_middle(&element, spread.from);
                    on_pinch.emit(Pinch {
                        shown: view,
                        factor: spread.factor,
                        from: as_fractions(size, screen, from),
                        shift: as_fractions(size, screen, spread.shift),
                    });
                }
                if fingers.borrow().pinching() {
                    return;
                }
            }
            // A pointer only passing over the drawing does nothing.
            let Some(pressed) = *press.borrow() else {
                return;
            };
            let Some(element) = svg.cast::<web_sys::Element>() else {
                return;
            };
            let screen = (
                f64::from(element.client_width()),
                f64::from(element.client_height()),
            );
            let to = (event.client_x(), event.client_y());
            if let Some(node) = pressed.node {
                let dragged = to.0 - pressed.start_x;
                let scale = screen_scale(&view, size, screen);
                let moved = dragged.abs() >= DRAG_THRESHOLD && scale > 0.0;
                dropping.set(moved.then(|| {
                    let dx = f64::from(dragged) / scale;
                    Dragging {
                        node,
                        dx,
                        drop: drop_of(&drawing, node, dx),
                    }
                }));
                return;
            }
            let drag = (
                f64::from(to.0 - pressed.at.0),
                f64::from(to.1 - pressed.at.1),
            );
            let (dx, dy) = pan_by(&view, size, screen, drag);
            *press.borrow_mut() = Some(Press { at: to, ..pressed });
            if dx != 0.0 || dy != 0.0 {
                take_over();
                on_pan.emit((dx, dy));
            }
        })
    };
    let end_drag = {
        let press = press.clone();
        let dropping = dropping.clone();
        let on_reorder = props.on_reorder.clone();
        let on_select = props.on_select.clone();
        let on_tap = props.on_tap.clone();
        Callback::from(move |event: PointerEvent| {
            let tapped = fingers.borrow_mut().up(event.pointer_id());
            if let Some(node) = touched_node.borrow_mut().take().filter(|_| tapped) {
                if event.type_() == "pointerup" {
                    on_select.emit(node);
                    if let Some(on_tap) = &on_tap {
                        on_tap.emit(node);
                    }
                }
            }
            *press.borrow_mut() = None;
            let dropped = dropping.and_then(|dragging| Some((dragging.node, dragging.drop?)));
            if let (Some((node, drop)), Some(on_reorder)) = (dropped, &on_reorder) {
                // A cancelled pointer (a touch turned into a scroll) drops nothing.
                if event.type_() == "pointerup" {
                    on_reorder.emit((node, drop.position));
                }
            }
            dropping.set(None);
        })
    };
    // The dragged node's outline follows the pointer along its row, and a
    // marker shows the gap it would land in.
    let marker = dropping.and_then(|dragging| {
        let place = drawing.place(dragging.node)?;
        let reach = place.half_height * 1.6;
        let ghost = html! {
            <path
                class="drag-ghost"
                d={drawing.outline(place.kind.shape()).shape.clone()}
                transform={format!("translate({} {})", px(place.x + dragging.dx), px(place.y))}
            />
        };
        let gap = dragging.drop.map(|drop| {
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
        Some(html! { <g aria-hidden="true">{ ghost }{ for gap }</g> })
    });

    // The drawing is sized in pixels inside a box of its own, so that the
    // browser never lays it out again when the rest of the page changes: for
    // a thousand nodes that layout costs more than a whole step.
    let size = box_size.map(|(width, height)| (format!("{width}px"), format!("{height}px")));
    let (width, height) = size.unwrap_or_else(|| ("100%".to_string(), "100%".to_string()));
    let fold = fold_button(props, &on_toggle_collapse);
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
                        dropping.is_some().then_some("is-reordering"),
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
                    {onpointerdown}
                    {onpointermove}
                    onpointerup={end_drag.clone()}
                    onpointercancel={end_drag}
                >
                    <g class="tree-pan" role="none" transform={pan}>
                        <TreeLayers
                            drawing={ByAddress(drawing)}
                            frame={ByAddress(props.frame.clone())}
                            show_order={props.show_order}
                            selected={props.selected}
                            {on_toggle_collapse}
                            on_select={(*on_press).clone()}
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
fn fold_button(props: &TreeViewProps, on_toggle_collapse: &Callback<NodeId>) -> Html {
    let lesson = &props.lesson;
    let Some(node) = props
        .selected
        .filter(|&node| node.index() < lesson.tree.len() && !lesson.tree.node(node).is_leaf())
    else {
        return Html::default();
    };
    let folded = props.collapsed.contains(&node);
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

/// Where `event` happened, in screen pixels.
fn client_point(event: &PointerEvent) -> (f64, f64) {
    (f64::from(event.client_x()), f64::from(event.client_y()))
}

/// How far the screen point `at` is from the middle of `element`, and the
/// element's size, both in screen pixels: what a zoom about a point needs.
fn from_middle(
    element: &web_sys::Element,
    at: (impl Into<f64>, impl Into<f64>),
) -> ((f64, f64), (f64, f64)) {
    let rect = element.get_bounding_client_rect();
    let middle = (
        rect.left() + rect.width() / 2.0,
        rect.top() + rect.height() / 2.0,
    );
    (
        (at.0.into() - middle.0, at.1.into() - middle.1),
        (rect.width(), rect.height()),
    )
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
