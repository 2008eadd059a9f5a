//! The pointer on the drawing: a press selects a node (a mouse's at once,
//! a finger's when lifted where it touched, so that a pinch selects
//! nothing); dragging the drawing pans it; two fingers pinch it (`pinch`);
//! dragging a node along its row reorders its siblings (`drag`).

use super::drag::{Dragging, DRAG_THRESHOLD};
use super::geometry::Drawing;
use super::pinch::Fingers;
use super::viewport::{as_fractions, pan_by, screen_scale};
use super::wheel::from_middle;
use crate::lesson::Lesson;
use crate::shared::{Pinch, View};
use gametree::NodeId;
use std::rc::Rc;
use yew::prelude::*;

/// What the pointer acts on, and whom it tells.
pub struct PointerSetup {
    /// The tree and its search.
    pub lesson: Rc<Lesson>,
    /// The drawing, placed.
    pub drawing: Rc<Drawing>,
    /// The SVG element.
    pub svg: NodeRef,
    /// The view on show.
    pub shown: View,
    /// Makes a followed view the user's own before it is moved.
    pub take_over: Rc<dyn Fn()>,
    /// Select a node.
    pub on_select: Callback<NodeId>,
    /// Told after a finger's tap has selected a node.
    pub on_tap: Option<Callback<NodeId>>,
    /// Move a node among its siblings; without it a dragged node pans.
    pub on_reorder: Option<Callback<(NodeId, usize)>>,
    /// Move the view by fractions of the drawing's size.
    pub on_pan: Callback<(f64, f64)>,
    /// Zoom and pan as two fingers moved.
    pub on_pinch: Callback<Pinch>,
}

/// The handlers of the drawing's pointer events, the callback each node
/// calls when pressed (it comes before the drawing's own), and the node
/// being dragged, if any.
pub struct PointerHandlers {
    /// For each node: it was pressed.
    pub on_press: Callback<NodeId>,
    /// `pointerdown` on the drawing.
    pub down: Callback<PointerEvent>,
    /// `pointermove` on the drawing.
    pub moved: Callback<PointerEvent>,
    /// `pointerup` and `pointercancel` on the drawing.
    pub up: Callback<PointerEvent>,
    /// The node dragged along its row, while it is.
    pub dragging: Option<Dragging>,
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

/// The pointer's handlers for the drawing `setup` describes.
#[hook]
pub fn use_pointer(setup: PointerSetup) -> PointerHandlers {
    let pressed_node = use_mut_ref(|| None::<NodeId>);
    let touched_node = use_mut_ref(|| None::<NodeId>);
    let fingers = use_mut_ref(Fingers::default);
    let press = use_mut_ref(|| None::<Press>);
    let dragging = use_state_eq(|| None::<Dragging>);
    let on_press = {
        let pressed_node = pressed_node.clone();
        use_memo((), move |_| {
            Callback::from(move |node| *pressed_node.borrow_mut() = Some(node))
        })
    };
    let PointerSetup {
        lesson,
        drawing,
        svg,
        shown,
        take_over,
        on_select,
        on_tap,
        on_reorder,
        on_pan,
        on_pinch,
    } = setup;

    let down = {
        let (press, fingers, dragging, svg) = (
            press.clone(),
            fingers.clone(),
            dragging.clone(),
            svg.clone(),
        );
        let (touched_node, on_select) = (touched_node.clone(), on_select.clone());
        let reorderable = on_reorder.is_some();
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
                    dragging.set(None);
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
    let moved = {
        let (press, fingers, dragging) = (press.clone(), fingers.clone(), dragging.clone());
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
                        shown,
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
                let scale = screen_scale(&shown, size, screen);
                let far_enough = dragged.abs() >= DRAG_THRESHOLD && scale > 0.0;
                dragging.set(
                    far_enough.then(|| Dragging::of(&drawing, node, f64::from(dragged) / scale)),
                );
                return;
            }
            let drag = (
                f64::from(to.0 - pressed.at.0),
                f64::from(to.1 - pressed.at.1),
            );
            let (dx, dy) = pan_by(&shown, size, screen, drag);
            *press.borrow_mut() = Some(Press { at: to, ..pressed });
            if dx != 0.0 || dy != 0.0 {
                take_over();
                on_pan.emit((dx, dy));
            }
        })
    };
    let up = {
        let dragging = dragging.clone();
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
            let dropped = dragging.and_then(|dragged| Some((dragged.node, dragged.drop?)));
            if let (Some((node, drop)), Some(on_reorder)) = (dropped, &on_reorder) {
                // A cancelled pointer (a touch turned into a scroll) drops nothing.
                if event.type_() == "pointerup" {
                    on_reorder.emit((node, drop.position));
                }
            }
            dragging.set(None);
        })
    };
    PointerHandlers {
        on_press: (*on_press).clone(),
        down,
        moved,
        up,
        dragging: *dragging,
    }
}

/// Where `event` happened, in screen pixels.
fn client_point(event: &PointerEvent) -> (f64, f64) {
    (f64::from(event.client_x()), f64::from(event.client_y()))
}
