//! A tree at one moment of its search as a plain TikZ picture, for a
//! slide of a Beamer deck: every node at its place (`places.rs`), its
//! shape as wide on every overlay, writing what `drawing.rs` says, inside
//! the same rectangle on every overlay, so that no node moves from one
//! slide to the next. A deck sets hundreds of these, and a plain picture
//! takes TeX about a third as long as forest's tree (its labels are plain
//! text, not nodes of their own).

use super::drawing::{units, Written, LINE_BREAK};
use super::places::{on_left, Places};
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
        .map(|node| {
            let marks = node_marks(tree, trace, frame, show, node);
            Written::new(&marks, escape, on_left(tree, node))
        })
        .collect();
    for node in tree.ids() {
        let drawn = &written[node.index()];
        let name = format!("n{}", node.index());
        let mut styles = vec![drawn.shape];
        styles.extend(&drawn.node_styles);
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
        if let Some(mark) = &drawn.mark {
            out.push_str(&format!(" \\treemark{{{name}}}{{{mark}}}"));
        }
        if !drawn.right.is_empty() {
            out.push_str(&format!(
                " \\treeright{{{name}}}{{{}\\treeunit}}{{{}}}",
                units(places.beside(node)),
                drawn.right.join(LINE_BREAK)
            ));
        }
        if !drawn.under.is_empty() {
            out.push_str(&format!(
                " \\treeunder{{{name}}}{{{}}}",
                drawn.under.join(LINE_BREAK)
            ));
        }
        out.push('\n');
    }
    for node in tree.ids() {
        let Some(parent) = tree.parent(node) else {
            continue;
        };
        let drawn = &written[node.index()];
        let styles = if drawn.edge_styles.is_empty() {
            String::new()
        } else {
            format!("[{}]", drawn.edge_styles.join(", "))
        };
        out.push_str(&format!(
            "\\draw{styles} (n{}.south) -- (n{}.north){};\n",
            parent.index(),
            node.index(),
            drawn.on_edge
        ));
    }
    if let Some(current) = tree.ids().find(|node| written[node.index()].current) {
        out.push_str(&format!("\\node[ring, fit=(n{})] {{}};\n", current.index()));
    }
    out.push_str("\\end{tikzpicture}\n");
    out
}
