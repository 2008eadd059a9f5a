//! A tree at one moment of its search in the bracket notation of the
//! `forest` package, for a figure or a worksheet a lecturer may edit:
//! each node with its place beside its parent and what it writes
//! (`drawing.rs`) as forest's options and TikZ labels.

use super::drawing::{units, Written, LINE_BREAK};
use super::places::{on_left, Places};
use crate::frame::Frame;
use crate::marks::{node_marks, Show};
use crate::trace::Trace;
use crate::tree::{NodeId, Tree};

/// The `forest` environment of `tree` at `frame`, a moment of `trace`,
/// showing what `show` asks, each text written with `escape`, each node
/// at its place.
pub fn forest(
    tree: &Tree,
    trace: &Trace,
    frame: &Frame,
    show: Show,
    escape: fn(&str) -> String,
    places: &Places,
) -> String {
    let mut out = String::from("\\begin{forest} game tree\n");
    // Pre-order with an explicit stack: a node, its depth, or the closing
    // bracket of a node whose children are written.
    let mut stack = vec![Some((NodeId::ROOT, 1))];
    while let Some(entry) = stack.pop() {
        let Some((node, depth)) = entry else {
            out.push_str("]\n");
            continue;
        };
        let marks = node_marks(tree, trace, frame, show, node);
        let written = Written::new(&marks, escape, on_left(tree, node));
        let indent = "  ".repeat(depth);
        let place = match tree.parent(node) {
            Some(parent) => format!("s={}\\treeunit, ", units(places.x(node) - places.x(parent))),
            None => String::new(),
        };
        let beside = format!("{}\\treeunit", units(places.beside(node)));
        let name = format!("n{}", node.index());
        out.push_str(&format!(
            "{indent}[{}",
            bracket(&written, &place, &name, &beside, places.drop(node))
        ));
        let children = tree.children(node);
        if children.is_empty() {
            out.push_str("]\n");
            continue;
        }
        out.push('\n');
        stack.push(None);
        stack.extend(children.iter().rev().map(|&child| Some((child, depth + 1))));
    }
    out.push_str("\\end{forest}\n");
    out
}

/// A node's content and options in forest's brackets, its place first,
/// named `name`, the lines on its right `beside` its centre; a leaf's
/// texts `drop` layout units lower than the first row's, tied to it by a
/// grey line.
fn bracket(written: &Written, place: &str, name: &str, beside: &str, drop: f64) -> String {
    let mut styles = vec![format!("{place}{}", written.shape)];
    if let Some(name) = &written.left {
        styles.push(format!(
            "label={{[text=gray!70!black, label distance=0.6em]left:{{{name}}}}}"
        ));
    }
    if !written.right.is_empty() {
        styles.push(format!(
            "name={name}, tikz+={{\\treeright{{{name}}}{{{beside}}}{{{}}}}}",
            written.right.join(LINE_BREAK)
        ));
    }
    if !written.under.is_empty() {
        // On a lower row, a pin: a label tied to its node by a line.
        let (kind, pin) = if drop > 0.0 {
            let distance = units(drop);
            (
                "pin",
                format!(", pin distance={distance}\\treeunit, pin edge={{gray!60}}"),
            )
        } else {
            ("label", String::new())
        };
        styles.push(format!(
            "{kind}={{[font=\\scriptsize, align=center{pin}]below:{{{}}}}}",
            written.under.join(LINE_BREAK)
        ));
    }
    if let Some(mark) = &written.mark {
        styles.push(format!(
            "label={{[decided, label distance=0pt]north east:{{{mark}}}}}"
        ));
    }
    styles.extend(written.node_styles.iter().map(|style| style.to_string()));
    if !written.edge_styles.is_empty() {
        styles.push(format!("edge={{{}}}", written.edge_styles.join(", ")));
    }
    if !written.on_edge.is_empty() {
        styles.push(format!("edge label={{{}}}", written.on_edge));
    }
    if written.current {
        styles.push("current".to_string());
    }
    format!("{{{}}}, {}", written.inside, styles.join(", "))
}
