//! A tree at one moment of its search as a plain TikZ picture, for a
//! slide of a Beamer deck: every node at its place (`places.rs`), its
//! shape as wide on every overlay, writing what `drawing.rs` says, inside
//! the same rectangle on every overlay, so that no node moves from one
//! slide to the next. A deck sets hundreds of these, and a plain picture
//! takes TeX about a third as long as forest's tree (its labels are plain
//! text, not nodes of their own).

use super::drawing::{units, Written, LINE_BREAK};
use super::places::Places;
use crate::frame::Frame;
use crate::marks::{node_marks, Show};
use crate::trace::Trace;
use crate::tree::Tree;

/// The `tikzpicture` of `tree` at `frame`, a moment of `trace`, showing
/// what `show` asks, each text written with `escape`, each node at its
/// place, in the rectangle of every frame `places` was made for.
pub fn picture(
    tree: &Tree,
    trace: &Trace,
    frame: &Frame,
    show: Show,
    escape: fn(&str) -> String,
    places: &Places,
) -> String {
    let bounds = places.bounds();
    let mut out = format!(
        "\\begin{{tikzpicture}}[game picture]\n\\path[use as bounding box] ({}, {}) rectangle ({}, {});\n",
        units(bounds.left),
        units(bounds.top),
        units(bounds.right),
        units(bounds.bottom)
    );
    let written: Vec<Written> = tree
        .ids()
        .map(|node| Written::new(&node_marks(tree, trace, frame, show, node), escape))
        .collect();
    for node in tree.ids() {
        let drawn = &written[node.index()];
        let name = format!("n{}", node.index());
        let mut styles = vec![drawn.shape];
        for (set, style) in [(drawn.cut, "cut node"), (drawn.faint, "faint node")] {
            if set {
                styles.push(style);
            }
        }
        // Its shape as wide as the widest text it ever holds needs, and
        // its text taking no room in it, so that the shape, and what is
        // written beside it, is alike on every overlay.
        out.push_str(&format!(
            "\\node[{}, minimum width={}\\treeunit] ({name}) at ({}, {}) {{\\makebox[0pt]{{{}}}}};",
            styles.join(", "),
            units(places.shape(node)),
            units(places.x(node)),
            units(places.depth(node)),
            drawn.inside
        ));
        if let Some(text) = &drawn.left {
            out.push_str(&format!(" \\treeleft{{{name}}}{{{text}}}"));
        }
        for (command, lines) in [("treeright", &drawn.right), ("treeunder", &drawn.under)] {
            if !lines.is_empty() {
                out.push_str(&format!(
                    " \\{command}{{{name}}}{{{}}}",
                    lines.join(LINE_BREAK)
                ));
            }
        }
        out.push('\n');
    }
    for node in tree.ids() {
        let Some(parent) = tree.parent(node) else {
            continue;
        };
        let drawn = &written[node.index()];
        let mut styles = Vec::new();
        for (set, style) in [
            (drawn.cut, "cut edge"),
            (drawn.faint, "faint edge"),
            (drawn.chosen, "chosen edge"),
        ] {
            if set {
                styles.push(style);
            }
        }
        let label = drawn
            .probability
            .as_ref()
            .map_or(String::new(), |probability| {
                format!("node[probability] {{{probability}}} ")
            });
        let styles = if styles.is_empty() {
            String::new()
        } else {
            format!("[{}]", styles.join(", "))
        };
        out.push_str(&format!(
            "\\draw{styles} (n{}.south) -- {label}(n{}.north);\n",
            parent.index(),
            node.index()
        ));
    }
    if let Some(current) = tree.ids().find(|node| written[node.index()].current) {
        out.push_str(&format!("\\node[ring, fit=(n{})] {{}};\n", current.index()));
    }
    out.push_str("\\end{tikzpicture}\n");
    out
}
