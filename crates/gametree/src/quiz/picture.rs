//! A question's picture: the tree drawn in SVG as a worksheet prints it
//! (`handout::drawing`), shown large enough where a learning management
//! system puts it: at least [`LEAST_WIDTH`] pixels wide, its smallest
//! text at least [`LEAST_TEXT`] pixels.

use crate::frame::Frame;
use crate::handout::{drawing, width, SMALLEST_TEXT};
use crate::latex::Places;
use crate::marks::Show;
use crate::trace::Trace;
use crate::tree::Tree;

/// The least width of a question's picture, in pixels.
pub const LEAST_WIDTH: f64 = 600.0;

/// The least size of its text, in pixels.
pub const LEAST_TEXT: f64 = 14.0;

/// `tree` at `frame`, a moment of `trace`, showing what `show` asks, each
/// node at its place, shown at the least scale that makes it legible.
pub fn picture(tree: &Tree, trace: &Trace, frame: &Frame, show: Show, places: &Places) -> String {
    // A hair over, so that sizes rounded to whole pixels stay above.
    let least = (LEAST_TEXT / SMALLEST_TEXT).max(LEAST_WIDTH / width(places));
    let scale = least * 1.01;
    drawing(tree, trace, frame, show, places, scale)
}
