//! The mouse wheel on the drawing: it zooms about the point under the
//! pointer, which stays where it is (a touchpad's pinch comes as the wheel
//! with Ctrl, and zooms alike); wheeling out of the whole tree scrolls the
//! page instead.

use super::viewport::point_at;
use crate::shared::View;
use yew::prelude::*;

/// How much one turn of the mouse wheel zooms.
const ZOOM_STEP: f64 = 1.2;

/// What a turn of the wheel over the `svg` element does to the view
/// `shown` of a `drawn`-sized drawing: `on_zoom` by a factor about a point,
/// after `take_over` has made a followed view the user's own.
pub fn wheel_zoom(
    svg: NodeRef,
    shown: View,
    drawn: (f64, f64),
    on_zoom: Callback<(f64, (f64, f64))>,
    take_over: impl Fn() + 'static,
) -> Callback<WheelEvent> {
    Callback::from(move |event: WheelEvent| {
        let zoom_in = event.delta_y() < 0.0;
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
}

/// How far the screen point `at` is from the middle of `element`, and the
/// element's size, both in screen pixels: what a zoom about a point needs.
pub fn from_middle(
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
