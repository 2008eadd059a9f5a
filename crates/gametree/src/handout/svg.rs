//! A tree drawn in SVG for paper, from its marks (`marks.rs`): the shapes
//! of the app, leaves' values in their squares, the names beside, the
//! lines of a key and the empty boxes of a worksheet (values, windows,
//! proof numbers), cut branches dashed, nodes not generated faint.
//! It scales to the width of the page; its text stays left to right in a
//! right-to-left page.

use crate::frame::Frame;
use crate::layout::layout;
use crate::marks::{node_marks, Boxes, NodeMarks, Shape, Show};
use crate::trace::Trace;
use crate::tree::{NodeId, Tree};
use std::fmt::Write;

/// Pixels between two siblings' centres (one layout unit).
const UNIT: f64 = 58.0;
/// Pixels between two levels.
const LEVEL: f64 = 92.0;
/// Half the side of a leaf's square, and of a triangle's box.
const HALF: f64 = 17.0;
/// The margin around the drawing, room for names and lines.
const MARGIN: f64 = 60.0;

/// The SVG of `tree` at `frame`, a moment of `trace`, showing what `show` asks.
pub fn drawing(tree: &Tree, trace: &Trace, frame: &Frame, show: Show) -> String {
    let places = layout(tree);
    let at = |node: NodeId| {
        let point = places.point(node).expect("a whole tree is placed");
        (
            MARGIN + point.x * UNIT,
            MARGIN / 2.0 + point.y * LEVEL + HALF,
        )
    };
    let (width, height) = (
        2.0 * MARGIN + places.width * UNIT,
        MARGIN + places.height * LEVEL + 2.0 * HALF + 50.0,
    );
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width:.0} {height:.0}\" \
         width=\"{width:.0}\" direction=\"ltr\" font-family=\"sans-serif\" font-size=\"15\">\n"
    );
    let marks: Vec<NodeMarks> = tree
        .ids()
        .map(|node| node_marks(tree, trace, frame, show, node))
        .collect();
    // Edges first, under the shapes.
    for node in tree.ids() {
        let Some(parent) = tree.parent(node) else {
            continue;
        };
        let ((x1, y1), (x2, y2)) = (at(parent), at(node));
        let mark = &marks[node.index()];
        let style = if mark.cut {
            " stroke=\"#999\" stroke-dasharray=\"5 4\""
        } else if mark.faint {
            " stroke=\"#bbb\""
        } else {
            " stroke=\"#222\""
        };
        let _ = writeln!(
            svg,
            "<line x1=\"{x1:.1}\" y1=\"{:.1}\" x2=\"{x2:.1}\" y2=\"{:.1}\"{style}/>",
            y1 + HALF,
            y2 - HALF
        );
        if let Some(probability) = &mark.on_edge {
            let (x, y) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
            let _ = writeln!(
                svg,
                "<text x=\"{x:.1}\" y=\"{y:.1}\" text-anchor=\"middle\" font-size=\"12\" \
                 paint-order=\"stroke\" stroke=\"white\" stroke-width=\"4\">{}</text>",
                escape(probability)
            );
        }
    }
    // Each node in a group of its own, the root first.
    for node in tree.ids() {
        svg.push_str("<g>\n");
        node_svg(&mut svg, &marks[node.index()], at(node));
        svg.push_str("</g>\n");
    }
    svg.push_str("</svg>\n");
    svg
}

/// One node's shape, its value inside, its name and its lines.
fn node_svg(svg: &mut String, mark: &NodeMarks, (x, y): (f64, f64)) {
    let colour = if mark.cut || mark.faint {
        "#999"
    } else {
        "#222"
    };
    let shape = match mark.shape {
        Shape::Leaf => format!(
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{}\" height=\"{}\"",
            x - HALF,
            y - HALF,
            2.0 * HALF,
            2.0 * HALF
        ),
        Shape::Max => format!(
            "<polygon points=\"{x:.1},{:.1} {:.1},{:.1} {:.1},{:.1}\"",
            y - HALF,
            x - HALF * 1.2,
            y + HALF,
            x + HALF * 1.2,
            y + HALF
        ),
        Shape::Min => format!(
            "<polygon points=\"{x:.1},{:.1} {:.1},{:.1} {:.1},{:.1}\"",
            y + HALF,
            x - HALF * 1.2,
            y - HALF,
            x + HALF * 1.2,
            y - HALF
        ),
        Shape::Chance => format!("<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{HALF}\""),
        Shape::Player => format!(
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{}\" height=\"{}\" rx=\"6\"",
            x - HALF,
            y - HALF,
            2.0 * HALF,
            2.0 * HALF
        ),
    };
    let _ = writeln!(
        svg,
        "{shape} fill=\"white\" stroke=\"{colour}\" stroke-width=\"1.5\"/>"
    );
    // A MIN triangle's room is near its top, a MAX one's near its base.
    let text_y = match mark.shape {
        Shape::Max => y + HALF * 0.55,
        Shape::Min => y - HALF * 0.15,
        _ => y + 5.0,
    };
    if let Some(inside) = mark.inside.as_deref().filter(|text| !text.is_empty()) {
        let _ = writeln!(
            svg,
            "<text x=\"{x:.1}\" y=\"{text_y:.1}\" text-anchor=\"middle\" fill=\"{colour}\">{}</text>",
            escape(inside)
        );
    }
    let leaf = mark.shape == Shape::Leaf;
    let mut under: Vec<&str> = Vec::new();
    if let Some(name) = &mark.name {
        if leaf {
            under.push(name);
        } else {
            let _ = writeln!(
                svg,
                "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\" fill=\"#666\">{}</text>",
                x - HALF * 1.4,
                y + 5.0,
                escape(name)
            );
        }
    }
    under.extend(mark.lines.iter().map(String::as_str).filter(|_| leaf));
    for (row, line) in under.iter().enumerate() {
        let _ = writeln!(
            svg,
            "<text x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"12\" fill=\"#444\">{}</text>",
            y + HALF + 15.0 + 14.0 * row as f64,
            escape(line)
        );
    }
    let beside_x = x + HALF * 1.4;
    if !leaf {
        for (row, line) in mark.lines.iter().enumerate() {
            let _ = writeln!(
                svg,
                "<text x=\"{beside_x:.1}\" y=\"{:.1}\" font-size=\"12\" fill=\"#444\">{}</text>",
                y + 4.0 + 14.0 * row as f64,
                escape(line)
            );
        }
    }
    // Beside an inner node; under a leaf, below its name.
    match mark.boxes {
        Some(Boxes::Window) => window_box(svg, leaf, (x, y), beside_x),
        // Under a leaf, where its neighbours leave no room for one line, a
        // box a line, named.
        Some(Boxes::ProofNumbers) if leaf => {
            for (row, name) in ["pn", "dn"].into_iter().enumerate() {
                let (bx, top) = (
                    x - 19.0,
                    y + HALF + 6.0 + 14.0 * under.len() as f64 + 20.0 * row as f64,
                );
                let _ = writeln!(
                    svg,
                    "<text x=\"{bx:.1}\" y=\"{:.1}\" font-size=\"12\" fill=\"#444\">{name}</text>\
                     <rect class=\"box\" x=\"{:.1}\" y=\"{top:.1}\" width=\"24\" height=\"17\" fill=\"none\" stroke=\"#444\"/>",
                    top + 13.0,
                    bx + 16.0,
                );
            }
        }
        // Beside an inner node one line, "☐ / ☐", clear of its edges.
        Some(Boxes::ProofNumbers) => {
            let (bx, by) = (beside_x, y - 9.0);
            let _ = writeln!(
                svg,
                "<rect class=\"box\" x=\"{bx:.1}\" y=\"{by:.1}\" width=\"24\" height=\"17\" fill=\"none\" stroke=\"#444\"/>\
                 <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"12\" fill=\"#444\">/</text>\
                 <rect class=\"box\" x=\"{:.1}\" y=\"{by:.1}\" width=\"24\" height=\"17\" fill=\"none\" stroke=\"#444\"/>",
                bx + 27.0,
                by + 13.0,
                bx + 30.0,
            );
        }
        None => {}
    }
}

/// The empty box of a window, `[ , ]`, of the node at `(x, y)`: beside an
/// inner node (at `beside_x`); under a leaf, below its name, narrower so
/// that neighbours' boxes do not touch.
fn window_box(svg: &mut String, leaf: bool, (x, y): (f64, f64), beside_x: f64) {
    let (bx, by, step) = if leaf {
        (x - 24.0, y + HALF + 20.0, 21.0)
    } else {
        (beside_x, y - 10.0, 28.0)
    };
    let _ = writeln!(
        svg,
        "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"18\" fill=\"#444\">[</text>\
         <text x=\"{:.1}\" y=\"{:.1}\" font-size=\"18\" fill=\"#444\">,</text>\
         <text x=\"{:.1}\" y=\"{:.1}\" font-size=\"18\" fill=\"#444\">]</text>",
        bx,
        by + 16.0,
        bx + step,
        by + 16.0,
        bx + 2.0 * step,
        by + 16.0
    );
}

/// Text made safe for XML.
pub(super) fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
