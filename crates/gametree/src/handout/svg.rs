//! A tree drawn in SVG for paper, from its marks (`marks.rs`) at the
//! places a worksheet gives it (`latex::Places`, room for every text and
//! box, leaves' texts on staggered rows when the tree is wide): MAX and
//! MIN triangles as in the app, leaves' values in their squares, the names
//! beside, the lines of a key and the empty boxes of a worksheet (values,
//! windows, proof numbers), cut branches dashed, nodes not generated faint.
//!
//! It is drawn an em to [`EM`] pixels, so that its smallest text is 12 px
//! (9 pt) and its boxes 33 px (8.7 mm): a page scales it to its width,
//! and the widest hard sheet's tree (67 em) is 93 % of its size across a
//! Letter page on its side, its text and boxes still 8 pt and 8 mm. Its text stays
//! left to right in a right-to-left page.

use crate::frame::Frame;
use crate::latex::Places;
use crate::marks::{node_marks, Boxes, NodeMarks, Shape, Show};
use crate::trace::Trace;
use crate::tree::{NodeId, Tree};
use std::fmt::Write;

/// Pixels in an em of the places' measures.
const EM: f64 = 16.0;
/// The size of a node's own text and its name, in pixels.
const NODE_TEXT: f64 = 14.5;
/// The size of the lines beside or under a node, in pixels: the smallest
/// text of a drawing.
const LINE_TEXT: f64 = 12.0;
/// The smallest text of a drawing at scale 1, in pixels, for a reader
/// who sets a least size.
pub const SMALLEST_TEXT: f64 = LINE_TEXT;
/// The room a line of text takes, in pixels.
const LINE: f64 = 15.2;
/// The room a line holding a box takes, and the box's size, in pixels.
const BOX_LINE: f64 = 24.0;
const BOX_WIDTH: f64 = 33.0;
const BOX_HEIGHT: f64 = 20.0;
/// The gap between a leaf and its first line, in pixels.
const UNDER_GAP: f64 = 6.4;

/// The SVG of `tree` at `frame`, a moment of `trace`, showing what `show`
/// asks, each node at its place, shown `scale` times its size (1 on a
/// page, which scales it to its width itself).
pub fn drawing(
    tree: &Tree,
    trace: &Trace,
    frame: &Frame,
    show: Show,
    places: &Places,
    scale: f64,
) -> String {
    let (width, height) = (width(places), places.size_em().1 * EM);
    let shown = width * scale;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width:.0} {height:.0}\" \
         width=\"{shown:.0}\" direction=\"ltr\" font-family=\"sans-serif\" font-size=\"{NODE_TEXT}\">\n"
    );
    let marks: Vec<NodeMarks> = tree
        .ids()
        .map(|node| node_marks(tree, trace, frame, show, node))
        .collect();
    let figure = |node: NodeId| Figure::new(&marks[node.index()], places, node);
    // Edges first, under the shapes.
    for node in tree.ids() {
        let Some(parent) = tree.parent(node) else {
            continue;
        };
        let (from, to) = (figure(parent), figure(node));
        let mark = &marks[node.index()];
        let style = if mark.cut {
            "#999\" stroke-dasharray=\"5 4"
        } else if mark.faint {
            "#bbb"
        } else {
            "#222"
        };
        line(&mut svg, (from.x, from.bottom()), (to.x, to.top()), style);
    }
    // Each node in a group of its own, the root first.
    for node in tree.ids() {
        svg.push_str("<g>\n");
        figure(node).draw(&mut svg, &marks[node.index()]);
        svg.push_str("</g>\n");
    }
    svg.push_str("</svg>\n");
    svg
}

/// How wide a drawing of `places` is at scale 1, in pixels.
pub fn width(places: &Places) -> f64 {
    places.size_em().0 * EM
}

/// A node's shape where it stands: its centre, its size, and how far its
/// leaf's texts drop, in pixels. Worksheets ask of minimax trees only: a
/// node of another role is drawn as a leaf's square.
struct Figure {
    triangle: Option<f64>,
    x: f64,
    y: f64,
    /// A triangle's radius, half a square's side.
    radius: f64,
    drop: f64,
}

impl Figure {
    fn new(mark: &NodeMarks, places: &Places, node: NodeId) -> Figure {
        let (x, y) = places.at_em(node);
        Figure {
            // Which way a triangle points: up for MAX, down for MIN.
            triangle: match mark.shape {
                Shape::Max => Some(1.0),
                Shape::Min => Some(-1.0),
                _ => None,
            },
            x: x * EM,
            y: y * EM,
            radius: places.shape_em(node) * EM / 2.0,
            drop: places.drop_em(node) * EM,
        }
    }

    /// How far its shape reaches left and right of its centre.
    fn half(&self) -> f64 {
        self.radius * if self.triangle.is_some() { 0.87 } else { 1.0 }
    }

    /// Where edges leave it, below.
    fn bottom(&self) -> f64 {
        self.y + self.radius * if self.triangle == Some(1.0) { 0.5 } else { 1.0 }
    }

    /// Where the edge into it arrives, above.
    fn top(&self) -> f64 {
        self.y
            - self.radius
                * if self.triangle == Some(-1.0) {
                    0.5
                } else {
                    1.0
                }
    }

    /// Its shape, its value inside, its name and its lines and boxes.
    fn draw(&self, svg: &mut String, mark: &NodeMarks) {
        let (x, y, r) = (self.x, self.y, self.radius);
        let colour = if mark.cut || mark.faint {
            "#999"
        } else {
            "#222"
        };
        // An empty triangle is where a value is written.
        let answer = if mark.inside.is_none() {
            " class=\"answer\""
        } else {
            ""
        };
        let shape = match self.triangle {
            Some(up) => format!(
                "<polygon{answer} points=\"{x:.1},{:.1} {:.1},{:.1} {:.1},{:.1}\"",
                y - up * r,
                x - self.half(),
                y + up * r / 2.0,
                x + self.half(),
                y + up * r / 2.0
            ),
            None => format!(
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\"",
                x - r,
                y - r,
                2.0 * r,
                2.0 * r
            ),
        };
        let _ = writeln!(
            svg,
            "{shape} fill=\"white\" stroke=\"{colour}\" stroke-width=\"1.5\"/>"
        );
        if let Some(inside) = mark.inside.as_deref() {
            text(
                svg,
                (x, y + 0.35 * NODE_TEXT),
                "middle",
                NODE_TEXT,
                colour,
                inside,
            );
        }
        let boxes: &[&str] = match mark.boxes {
            Some(Boxes::Window) => &["α", "β"],
            Some(Boxes::ProofNumbers) => &["pn", "dn"],
            None => &[],
        };
        if mark.shape == Shape::Leaf {
            self.under(svg, mark, boxes);
            return;
        }
        if let Some(name) = &mark.name {
            let at = (x - self.half() - 0.55 * EM, y + 0.35 * NODE_TEXT);
            text(svg, at, "end", NODE_TEXT, "#666", name);
        }
        // Beside it on the right, centred on its centre.
        let tall = mark.lines.len() as f64 * LINE + boxes.len() as f64 * BOX_LINE;
        let left = x + self.half() + 0.25 * EM;
        block(svg, (left, y - tall / 2.0), false, &mark.lines, boxes);
    }

    /// A leaf's name, lines and boxes, centred under it on its row, tied
    /// to it by a grey line when its row is not the first.
    fn under(&self, svg: &mut String, mark: &NodeMarks, boxes: &[&str]) {
        let (x, below) = (self.x, self.y + self.radius);
        let top = below + UNDER_GAP + self.drop;
        let lines: Vec<String> = mark.name.iter().chain(&mark.lines).cloned().collect();
        if self.drop > 0.0 && !(lines.is_empty() && boxes.is_empty()) {
            line(svg, (x, below), (x, top - 2.0), "#bbb");
        }
        block(svg, (x, top), true, &lines, boxes);
    }
}

/// Lines of text and then named boxes, a line each, from a top: centred
/// on an x, or starting at it.
fn block(svg: &mut String, (x, top): (f64, f64), centred: bool, lines: &[String], boxes: &[&str]) {
    let anchor = if centred { "middle" } else { "start" };
    let mut y = top;
    for line in lines {
        text(svg, (x, y + LINE_TEXT), anchor, LINE_TEXT, "#444", line);
        y += LINE;
    }
    // A box's name on its left, the box where a number is written.
    let name_width = 17.0;
    let left = if centred {
        x - (name_width + BOX_WIDTH) / 2.0
    } else {
        x
    };
    for name in boxes {
        text(
            svg,
            (left, y + (BOX_LINE + LINE_TEXT) / 2.0 - 2.0),
            "start",
            LINE_TEXT,
            "#444",
            name,
        );
        let _ = writeln!(
            svg,
            "<rect class=\"box\" x=\"{:.1}\" y=\"{:.1}\" width=\"{BOX_WIDTH}\" height=\"{BOX_HEIGHT}\" fill=\"none\" stroke=\"#444\"/>",
            left + name_width,
            y + (BOX_LINE - BOX_HEIGHT) / 2.0,
        );
        y += BOX_LINE;
    }
}

/// A line from one point to another, its stroke's colour (and dashes).
fn line(svg: &mut String, (x1, y1): (f64, f64), (x2, y2): (f64, f64), stroke: &str) {
    let _ = writeln!(
        svg,
        "<line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"{stroke}\"/>"
    );
}

/// A text at a point, anchored, of a size and colour; empty, nothing.
fn text(svg: &mut String, (x, y): (f64, f64), anchor: &str, size: f64, fill: &str, content: &str) {
    if !content.is_empty() {
        let _ = writeln!(
            svg,
            "<text x=\"{x:.1}\" y=\"{y:.1}\" text-anchor=\"{anchor}\" font-size=\"{size}\" fill=\"{fill}\">{}</text>",
            escape(content)
        );
    }
}

/// Text made safe inside an XML or HTML comment, which may not hold
/// `--` nor end with `-`: every run of dashes is spaced out (a tree's text
/// in a comment, as `<!-- tree: … -->`, reads back the same).
pub fn in_comment(text: &str) -> String {
    let mut spaced = String::with_capacity(text.len());
    for character in text.chars() {
        if character == '-' && spaced.ends_with('-') {
            spaced.push(' ');
        }
        spaced.push(character);
    }
    if spaced.ends_with('-') {
        spaced.push(' ');
    }
    spaced
}

/// Text made safe for XML and HTML.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
