//! The part of the drawing on show, which zoom and pan ask for, and how far
//! a drag of the mouse moves it. Kept inside the drawing, so that zooming
//! out always ends on the whole tree. It is shown by a `transform` on one
//! group inside an SVG whose `viewBox` is always the whole drawing: the
//! browser moves a group without laying out what is in it, while a changed
//! `viewBox` lays out every node again, and a big tree that follows the
//! current node pans at every step.

use super::svg::px;
use crate::shared::{View, MOST_ZOOM};

/// The rectangle of the drawing on show, in the drawing's pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ViewBox {
    /// The left edge.
    pub x: f64,
    /// The top edge.
    pub y: f64,
    /// The width.
    pub width: f64,
    /// The height.
    pub height: f64,
}

impl ViewBox {
    /// The part of a `width` × `height` drawing that `view` shows: all of
    /// it at zoom 1, and a window 1/zoom as large around the view's centre,
    /// kept inside the drawing, when zoomed in.
    pub fn of(width: f64, height: f64, view: &View) -> ViewBox {
        let zoom = view.zoom.max(1.0);
        let (centre_x, centre_y) = view.shown_centre();
        let (shown_width, shown_height) = (width / zoom, height / zoom);
        ViewBox {
            x: centre_x * width - shown_width / 2.0,
            y: centre_y * height - shown_height / 2.0,
            width: shown_width,
            height: shown_height,
        }
    }

    /// The `transform` that shows this box in an SVG whose `viewBox` is the
    /// whole `drawing_width`-wide drawing: its corner moved to the
    /// drawing's, then scaled up by the zoom. Both fit the screen by the
    /// same `meet`, so the result is the one this box as the `viewBox`
    /// would give. The move is written in the drawing's own units, before
    /// the scale: written after it, a node of a wide tree followed at a
    /// phone's zoom moves tens of millions of units, past what Chromium
    /// keeps exactly (2^25), and lands screens away from where it is drawn.
    pub fn transform(&self, drawing_width: f64) -> String {
        let zoom = drawing_width / self.width;
        if !zoom.is_finite() || zoom <= 0.0 {
            return String::new();
        }
        // The scale to a millionth: a tenth, as for a coordinate, would
        // move a far corner of a wide drawing by whole screens.
        let scale = (zoom * 1e6).round() / 1e6;
        format!("scale({scale}) translate({} {})", px(-self.x), px(-self.y))
    }

    /// The box as a `viewBox` attribute.
    pub fn attribute(&self) -> String {
        format!(
            "{} {} {} {}",
            px(self.x),
            px(self.y),
            px(self.width),
            px(self.height)
        )
    }
}

/// The part of the drawing a screen shows: left, top, right, bottom, in
/// the drawing's pixels.
pub type Region = (f64, f64, f64, f64);

/// What of a `drawing`-sized drawing is on a `screen` showing `shown`
/// (its box widened to the screen's shape, as `meet` widens it), or `None`
/// when that is all of it or the screen is not measured yet.
pub fn on_screen(shown: &View, drawing: (f64, f64), screen: Option<(f64, f64)>) -> Option<Region> {
    let screen = screen?;
    let scale = screen_scale(shown, drawing, screen);
    if !scale.is_finite() || scale <= 0.0 {
        return None;
    }
    let (centre_x, centre_y) = shown.shown_centre();
    let (centre_x, centre_y) = (centre_x * drawing.0, centre_y * drawing.1);
    let (half_width, half_height) = (screen.0 / scale / 2.0, screen.1 / scale / 2.0);
    let region = (
        centre_x - half_width,
        centre_y - half_height,
        centre_x + half_width,
        centre_y + half_height,
    );
    let whole =
        region.0 <= 0.0 && region.1 <= 0.0 && region.2 >= drawing.0 && region.3 >= drawing.1;
    (!whole).then_some(region)
}

/// The least screen pixels per drawing pixel at which a node's label is
/// read from the back of a lecture room and on a phone: its 20 px font
/// becomes 15 on screen, its letters' box 17. A search under way is
/// followed at least this large.
pub const READABLE_SCALE: f64 = 0.75;

/// The least screen pixels per drawing pixel at which a projector's back
/// row reads a followed tree: a value 28 px tall, before, during and after
/// the search.
pub const PROJECTED_SCALE: f64 = 1.0;

/// The least screen pixels per drawing pixel at which a part of the tree
/// is still worth showing whole when it cannot be read: its nodes are a few
/// pixels, enough to see a node's moves side by side. Before the search
/// and after it, the root is shown with its moves at least this large (the
/// move chosen stands out); a part any smaller (the root's children spread
/// over the whole of tic-tac-toe) gives way to the root alone, readable.
pub const SEEN_SCALE: f64 = 0.075;

/// The most nodes a tree drawn for a lecture has: always shown whole.
pub const LECTURE_SIZED: usize = 40;

/// The view to draw: `view` as asked, unless it follows the search and the
/// whole `drawing`-sized drawing, shown in `screen`, would be too small to
/// read; then zoomed to the part being explained, as large as it fits up to
/// a readable size, so that a class can follow the search through a big
/// tree. That part is the widest of `focus` (the current node with its
/// parent and children, with its children, alone) that can be shown at
/// `least` screen pixels a drawing pixel (`readable` during a search,
/// [`SEEN_SCALE`] before and after it); when none can, the last, so that
/// the current node at least is read where its children spread over the
/// whole tree. `readable` ([`READABLE_SCALE`], or [`PROJECTED_SCALE`] on
/// a projector) is the largest it is shown. The window stays inside the
/// drawing.
pub fn following(
    view: &View,
    drawing: (f64, f64),
    screen: Option<(f64, f64)>,
    focus: &[Region],
    (least, readable): (f64, f64),
) -> View {
    let Some(screen) = screen else {
        return *view;
    };
    let fit = screen_scale(&View::default(), drawing, screen);
    if !view.follow || !fit.is_finite() || fit <= 0.0 || fit >= readable {
        return *view;
    }
    // Readable even past the zoom a user may ask for: a node of the whole
    // of tic-tac-toe needs more.
    let readable = readable / fit;
    let fills = |region: &&Region| filling(drawing, screen, **region);
    let Some(region) = (focus.iter())
        .find(|region| fills(region) * fit >= least)
        .or(focus.last())
    else {
        return *view;
    };
    View {
        zoom: fills(&region).min(readable).max(1.0),
        follow: true,
        subtree: None,
        ..framing(view, drawing, Some(screen), *region)
    }
}

/// The zoom at which the box `bounds` of a `drawing`-sized drawing fills
/// the `screen`, without the bounds a user's zoom keeps to.
fn filling(drawing: (f64, f64), screen: (f64, f64), bounds: Region) -> f64 {
    let (left, top, right, bottom) = bounds;
    let (width, height) = ((right - left).max(1.0), (bottom - top).max(1.0));
    let fit = screen_scale(&View::default(), drawing, screen);
    (screen.0 / width).min(screen.1 / height) / fit
}

/// The view that fills the `screen` (where measured) with the box `bounds`
/// (left, top, right, bottom, in the drawing's pixels) of a `drawing`-sized
/// drawing: a subtree zoomed to, as large as the screen allows and never
/// smaller than the whole tree.
pub fn framing(
    view: &View,
    drawing: (f64, f64),
    screen: Option<(f64, f64)>,
    bounds: (f64, f64, f64, f64),
) -> View {
    let screen = screen.unwrap_or(drawing);
    let (left, top, right, bottom) = bounds;
    let filled = filling(drawing, screen, bounds);
    View {
        zoom: if filled.is_finite() {
            filled.clamp(1.0, MOST_ZOOM)
        } else {
            1.0
        },
        centre_x: (left + right) / 2.0 / drawing.0,
        centre_y: (top + bottom) / 2.0 / drawing.1,
        follow: false,
        ..*view
    }
}

/// The point of a `drawing`-sized drawing, as fractions of its width and
/// height, under the pointer `offset` screen pixels from the middle of an
/// SVG element `screen` pixels large: where a wheel zooms about.
pub fn point_at(
    view: &View,
    drawing: (f64, f64),
    screen: (f64, f64),
    offset: (f64, f64),
) -> (f64, f64) {
    let scale = screen_scale(view, drawing, screen);
    let (centre_x, centre_y) = view.shown_centre();
    if !scale.is_finite() || scale <= 0.0 {
        return (centre_x, centre_y);
    }
    (
        centre_x + offset.0 / scale / drawing.0,
        centre_y + offset.1 / scale / drawing.1,
    )
}

/// `pixels` on the screen as fractions of the width and height of a
/// `drawing`-sized drawing shown whole in an SVG element `screen` pixels
/// large: a measure that does not depend on the zoom.
pub fn as_fractions(drawing: (f64, f64), screen: (f64, f64), pixels: (f64, f64)) -> (f64, f64) {
    let scale = screen_scale(&View::default(), drawing, screen);
    if !scale.is_finite() || scale <= 0.0 {
        return (0.0, 0.0);
    }
    (pixels.0 / scale / drawing.0, pixels.1 / scale / drawing.1)
}

/// Screen pixels per drawing pixel for a `drawing`-sized drawing shown in
/// an SVG element `screen` pixels large, as `preserveAspectRatio="xMidYMid
/// meet"` scales it at `view`'s zoom.
pub fn screen_scale(view: &View, drawing: (f64, f64), screen: (f64, f64)) -> f64 {
    view.zoom.max(1.0) * (screen.0 / drawing.0).min(screen.1 / drawing.1)
}

/// How far to move the view's centre, as fractions of the drawing's width
/// and height, when the pointer is dragged `drag` pixels across an SVG
/// element `screen` pixels large showing a `drawing`-sized drawing. The
/// drawing follows the pointer, so the centre moves the opposite way; the
/// move starts from the centre on show and stops at the drawing's edges.
pub fn pan_by(
    view: &View,
    drawing: (f64, f64),
    screen: (f64, f64),
    drag: (f64, f64),
) -> (f64, f64) {
    let scale = screen_scale(view, drawing, screen);
    if !scale.is_finite() || scale <= 0.0 {
        return (0.0, 0.0);
    }
    let shown = view.shown_centre();
    let moved = View {
        centre_x: shown.0 - drag.0 / scale / drawing.0,
        centre_y: shown.1 - drag.1 / scale / drawing.1,
        ..*view
    };
    let target = moved.shown_centre();
    (target.0 - view.centre_x, target.1 - view.centre_y)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pixels_are_measured_against_the_whole_drawing() {
        // 1000 × 500 drawn 500 × 250 (the width limits): a pixel is 2 of the drawing's.
        let fractions = as_fractions((1000.0, 500.0), (500.0, 400.0), (50.0, -25.0));
        assert_eq!(fractions, (0.1, -0.1));
        assert_eq!(
            as_fractions((0.0, 0.0), (500.0, 400.0), (1.0, 1.0)),
            (0.0, 0.0)
        );
    }

    fn view(zoom: f64, centre_x: f64, centre_y: f64) -> View {
        View {
            zoom,
            centre_x,
            centre_y,
            follow: false,
            subtree: None,
        }
    }

    #[test]
    fn a_tree_too_small_to_read_follows_the_part_being_explained() {
        // 4000 × 400 drawn 800 px wide: a fifth of its size, unreadable.
        let (drawing, screen) = ((4000.0, 400.0), Some((800.0, 400.0)));
        let node = [(2950.0, 150.0, 3050.0, 250.0)];
        let followed = following(
            &View::default(),
            drawing,
            screen,
            &node,
            (READABLE_SCALE, READABLE_SCALE),
        );
        assert_eq!(followed.zoom, READABLE_SCALE / 0.2, "readable, no larger");
        // On a projector, larger, and so before the search too.
        let projected = (PROJECTED_SCALE, PROJECTED_SCALE);
        let projected = following(&View::default(), drawing, screen, &node, projected);
        assert_eq!(projected.zoom, PROJECTED_SCALE / 0.2);
        let shown = ViewBox::of(drawing.0, drawing.1, &followed);
        assert!(
            shown.x <= 2950.0 && 3050.0 <= shown.x + shown.width,
            "{shown:?}"
        );
        // A node with children spread over half the tree: all of them shown,
        // when nothing narrower is offered.
        let wide = [(1000.0, 0.0, 3000.0, 400.0)];
        let spread = following(
            &View::default(),
            drawing,
            screen,
            &wide,
            (READABLE_SCALE, READABLE_SCALE),
        );
        let shown = ViewBox::of(drawing.0, drawing.1, &spread);
        assert!(
            shown.x <= 1000.0 && 3000.0 <= shown.x + shown.width,
            "{shown:?}"
        );
        // Offered the node alone too, the children, too small to read,
        // give way to it, readable.
        let narrowing = [wide[0], node[0]];
        assert_eq!(
            following(
                &View::default(),
                drawing,
                screen,
                &narrowing,
                (READABLE_SCALE, READABLE_SCALE)
            ),
            followed
        );
        // Before or after the search, the children are shown if they can
        // be seen at all.
        assert_eq!(
            following(
                &View::default(),
                drawing,
                screen,
                &narrowing,
                (SEEN_SCALE, READABLE_SCALE)
            ),
            spread
        );
        // However wide they spread: the node alone, readable.
        let whole_width = [(0.0, 0.0, 40_000.0, 400.0), node[0]];
        let wider = (400_000.0, 400.0);
        let read = following(
            &View::default(),
            wider,
            screen,
            &whole_width,
            (READABLE_SCALE, READABLE_SCALE),
        );
        assert_eq!(read.zoom, READABLE_SCALE / 0.002, "readable");
        let shown = ViewBox::of(wider.0, wider.1, &read);
        assert!(
            shown.x <= 2950.0 && 3050.0 <= shown.x + shown.width,
            "{shown:?}"
        );
        // A readable tree, a view the user chose, or the whole tree asked for: as asked.
        let small = following(
            &View::default(),
            (800.0, 400.0),
            screen,
            &node,
            (READABLE_SCALE, READABLE_SCALE),
        );
        assert_eq!(small, View::default());
        let asked = view(2.0, 0.1, 0.5);
        assert_eq!(
            following(
                &asked,
                drawing,
                screen,
                &node,
                (READABLE_SCALE, READABLE_SCALE)
            ),
            asked
        );
        assert_eq!(
            following(
                &View::whole(),
                drawing,
                screen,
                &node,
                (READABLE_SCALE, READABLE_SCALE)
            ),
            View::whole()
        );
    }

    #[test]
    fn a_subtree_zoomed_to_fills_the_screen_and_is_all_on_it() {
        // A strip 4000 × 400 on an 800 × 400 screen, a subtree 500 × 300 in it.
        let (drawing, screen) = ((4000.0, 400.0), (800.0, 400.0));
        let bounds = (2500.0, 100.0, 3000.0, 400.0);
        let framed = framing(&View::default(), drawing, Some(screen), bounds);
        let scale = screen_scale(&framed, drawing, screen);
        assert!(
            (scale - 4.0 / 3.0).abs() < 1e-12,
            "its 300 px height fills the 400 px screen: {scale}"
        );
        // What is on screen: the viewBox, widened to the screen's shape.
        let shown = ViewBox::of(drawing.0, drawing.1, &framed);
        let (middle_x, middle_y) = (shown.x + shown.width / 2.0, shown.y + shown.height / 2.0);
        let (half_width, half_height) = (screen.0 / scale / 2.0, screen.1 / scale / 2.0);
        assert!(middle_x - half_width <= 2500.0 && 3000.0 <= middle_x + half_width);
        assert!(middle_y - half_height <= 100.0 && 400.0 <= middle_y + half_height);
        // The whole tree, or more, asked for: the whole tree.
        let all = framing(
            &View::default(),
            drawing,
            Some(screen),
            (0.0, 0.0, 4000.0, 400.0),
        );
        assert_eq!(all.zoom, 1.0);
    }

    #[test]
    fn the_point_under_the_pointer_is_found_from_the_middle_of_the_screen() {
        // Zoom 2 centred on the middle of an 800 × 400 drawing on a screen as large.
        let at = point_at(
            &view(2.0, 0.5, 0.5),
            (800.0, 400.0),
            (800.0, 400.0),
            (200.0, -100.0),
        );
        assert_eq!(at, (0.625, 0.375));
    }

    #[test]
    fn zoom_1_shows_the_whole_drawing_wherever_the_centre_is() {
        let whole = ViewBox {
            x: 0.0,
            y: 0.0,
            width: 800.0,
            height: 400.0,
        };
        assert_eq!(ViewBox::of(800.0, 400.0, &View::default()), whole);
        assert_eq!(ViewBox::of(800.0, 400.0, &view(1.0, 0.1, 0.9)), whole);
    }

    #[test]
    fn zooming_in_shows_a_smaller_window_kept_inside_the_drawing() {
        let middle = ViewBox::of(800.0, 400.0, &view(2.0, 0.5, 0.5));
        assert_eq!(middle.attribute(), "200 100 400 200");
        let corner = ViewBox::of(800.0, 400.0, &view(2.0, 0.0, 1.0));
        assert_eq!(corner.attribute(), "0 200 400 200");
    }

    #[test]
    fn the_region_on_screen_is_the_box_widened_to_the_screen_shape() {
        // Zoom 4 on the middle of a 4000 × 400 strip, on an 800 × 400 screen:
        // the box is 1000 × 100, shown 0.8 screen pixels per drawing pixel,
        // so the screen's 400 px height shows 500 drawing pixels.
        let region = on_screen(&view(4.0, 0.5, 0.5), (4000.0, 400.0), Some((800.0, 400.0)));
        assert_eq!(region, Some((1500.0, -50.0, 2500.0, 450.0)));
        // Everything shown, or the screen not measured: no region.
        let whole = on_screen(&View::default(), (4000.0, 400.0), Some((800.0, 400.0)));
        assert_eq!(whole, None);
        assert_eq!(on_screen(&view(4.0, 0.5, 0.5), (4000.0, 400.0), None), None);
    }

    #[test]
    fn a_box_is_shown_by_moving_its_corner_to_the_origin_and_scaling_it_up() {
        assert_eq!(
            ViewBox::of(800.0, 400.0, &view(2.0, 0.5, 0.5)).transform(800.0),
            "scale(2) translate(-200 -100)"
        );
        assert_eq!(
            ViewBox::of(800.0, 400.0, &View::default()).transform(800.0),
            "scale(1) translate(0 0)"
        );
        // Three turns of the wheel: the scale kept whole, or a wide
        // drawing's far side would slide away from the pointer.
        let zoomed = ViewBox::of(800.0, 400.0, &view(1.728, 0.5, 0.5)).transform(800.0);
        assert!(zoomed.starts_with("scale(1.728) "), "{zoomed}");
    }

    #[test]
    fn a_drag_moves_the_centre_the_other_way_by_the_distance_dragged() {
        // Zoom 2 on a screen as large as the drawing: one screen pixel is
        // half a drawing pixel.
        let (dx, dy) = pan_by(
            &view(2.0, 0.5, 0.5),
            (800.0, 400.0),
            (800.0, 400.0),
            (80.0, -40.0),
        );
        assert!((dx - -0.05).abs() < 1e-12, "{dx}");
        assert!((dy - 0.05).abs() < 1e-12, "{dy}");
    }

    #[test]
    fn a_drag_stops_at_the_edge_and_does_nothing_at_zoom_1() {
        let (dx, _) = pan_by(
            &view(2.0, 0.3, 0.5),
            (800.0, 400.0),
            (800.0, 400.0),
            (800.0, 0.0),
        );
        assert!(
            (dx - -0.05).abs() < 1e-12,
            "to the edge at 0.25, not past it: {dx}"
        );
        let still = pan_by(
            &View::default(),
            (800.0, 400.0),
            (800.0, 400.0),
            (50.0, 50.0),
        );
        assert_eq!(still, (0.0, 0.0));
    }
}
