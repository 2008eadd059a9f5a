//! The part of the drawing on show: the `viewBox` that zoom and pan ask
//! for, and how far a drag of the mouse moves it. Kept inside the drawing,
//! so that zooming out always ends on the whole tree.

use super::svg::px;
use crate::shared::View;

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
        let (centre_x, centre_y) = shown_centre(view);
        let (shown_width, shown_height) = (width / zoom, height / zoom);
        ViewBox {
            x: centre_x * width - shown_width / 2.0,
            y: centre_y * height - shown_height / 2.0,
            width: shown_width,
            height: shown_height,
        }
    }

    /// The `viewBox` attribute.
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

/// The least screen pixels per drawing pixel at which a node's label is
/// read from the back of a lecture room: its 20 px become 12 on screen.
const READABLE_SCALE: f64 = 0.6;

/// The view to draw: `view` as asked, unless it follows the current node
/// (at `current` in a `drawing`-sized drawing) and the whole tree, shown in
/// `screen`, would be too small to read; then zoomed to a readable size
/// around the current node, so that a class can follow the search through
/// a big tree. The window stays inside the drawing.
pub fn following(
    view: &View,
    drawing: (f64, f64),
    screen: Option<(f64, f64)>,
    current: Option<(f64, f64)>,
) -> View {
    let (Some(screen), Some((x, y))) = (screen, current) else {
        return *view;
    };
    let fit = screen_scale(&View::default(), drawing, screen);
    if !view.follow || !fit.is_finite() || fit <= 0.0 || fit >= READABLE_SCALE {
        return *view;
    }
    let zoom = READABLE_SCALE / fit;
    // The node sits below the middle, so that the path down to it shows.
    let above = 0.2 * drawing.1 / zoom;
    View {
        zoom,
        centre_x: x / drawing.0,
        centre_y: (y - above) / drawing.1,
        follow: true,
    }
}

/// The view's centre moved just enough to keep the window inside the
/// drawing: at zoom 1 that is always the middle.
fn shown_centre(view: &View) -> (f64, f64) {
    let margin = 0.5 / view.zoom.max(1.0);
    let keep = |centre: f64| centre.clamp(margin, 1.0 - margin);
    (keep(view.centre_x), keep(view.centre_y))
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
    let shown = shown_centre(view);
    let moved = View {
        centre_x: shown.0 - drag.0 / scale / drawing.0,
        centre_y: shown.1 - drag.1 / scale / drawing.1,
        ..*view
    };
    let target = shown_centre(&moved);
    (target.0 - view.centre_x, target.1 - view.centre_y)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(zoom: f64, centre_x: f64, centre_y: f64) -> View {
        View {
            zoom,
            centre_x,
            centre_y,
            follow: false,
        }
    }

    #[test]
    fn a_tree_too_small_to_read_follows_the_current_node() {
        // 4000 × 400 drawn 800 px wide: a fifth of its size, unreadable.
        let (drawing, screen) = ((4000.0, 400.0), Some((800.0, 400.0)));
        let followed = following(&View::default(), drawing, screen, Some((3000.0, 200.0)));
        assert_eq!(followed.zoom, READABLE_SCALE / 0.2);
        let shown = ViewBox::of(drawing.0, drawing.1, &followed);
        assert!(
            shown.x <= 3000.0 && 3000.0 <= shown.x + shown.width,
            "{shown:?}"
        );
        // A readable tree, a view the user chose, or the whole tree asked for: as asked.
        let small = following(
            &View::default(),
            (800.0, 400.0),
            screen,
            Some((100.0, 50.0)),
        );
        assert_eq!(small, View::default());
        let asked = view(2.0, 0.1, 0.5);
        assert_eq!(
            following(&asked, drawing, screen, Some((3000.0, 200.0))),
            asked
        );
        assert_eq!(
            following(&View::whole(), drawing, screen, Some((3000.0, 200.0))),
            View::whole()
        );
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
