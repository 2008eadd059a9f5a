//! A tree at one moment of its search, in the bracket notation of the
//! `forest` package, with the app's visual language as far as LaTeX
//! allows: MAX a triangle pointing up, MIN one pointing down, a chance node
//! a circle, a leaf a square; the values, windows, proof numbers or N and
//! W/N the app shows at that step; the edges into cut branches dashed and
//! nodes outside a Monte Carlo search tree faint; the current node ringed;
//! the root's chosen move drawn thick.

use super::places::Places;
use crate::frame::Frame;
use crate::marks::{node_marks, Boxes, NodeMarks, Shape, Show};
use crate::trace::Trace;
use crate::tree::{NodeId, Tree};

/// The styles every drawing uses, for the preamble: the shapes of the
/// roles, faint and cut branches, the ring of the current node, the
/// thick chosen move, and the boxes of a worksheet; and forest's stages
/// without packing, since every node's place is given (`places.rs`).
pub const STYLES: &str = r"\usetikzlibrary{shapes.geometric,fit}
\forestset{
  max/.style={regular polygon, regular polygon sides=3, draw, inner sep=0.5pt, minimum size=2.9em},
  min/.style={max, shape border rotate=180},
  leaf/.style={rectangle, draw, minimum size=1.7em, inner sep=2pt},
  chance/.style={circle, draw, minimum size=2em, inner sep=1pt},
  player/.style={rectangle, rounded corners, draw, minimum size=1.8em, inner sep=2pt},
  faint/.style={draw=gray!50, text=gray!60, edge={draw=gray!50}},
  cut/.style={edge={dashed, draw=gray}, draw=gray!60, text=gray!60},
  chosen/.style={edge={line width=1.6pt}},
  current/.style={tikz+={\node[circle, draw=orange!80!black, very thick, inner sep=0pt, fit=()] {};}},
  blank/.style={minimum width=2.2em},
  game tree/.style={for tree={parent anchor=south, child anchor=north, l=1.5\treeunit, font=\small, anchor=center}},
  % gametree gives each node its place beside its parent (s=), with room
  % for its texts, so forest's packing stage is left out: it is the
  % slowest, and a node stays put from one overlay to the next.
  stages/.style={
    for root'={process keylist register=default preamble, process keylist register=preamble},
    process keylist=given options, process keylist=before typesetting nodes, typeset nodes stage,
    process keylist=before computing xy, compute xy stage,
    process keylist=before drawing tree, draw tree stage},
}
% The room between two sibling leaves; levels are 1.5 of it apart. A larger
% one spreads the tree out (gametree already leaves room for every text).
\newlength{\treeunit}\setlength{\treeunit}{3em}
% Scales the tree in \treebox down to the line's width and to #1 of height
% (never up), and sets it: a tree of some 40 nodes fits a 4:3 or a 16:9
% slide.
\newsavebox{\treebox}
\newcommand{\fittree}[1][\textheight]{%
  \ifdim\wd\treebox>\linewidth \sbox{\treebox}{\resizebox{\linewidth}{!}{\usebox{\treebox}}}\fi
  \ifdim\dimexpr\ht\treebox+\dp\treebox\relax>#1\relax
    \sbox{\treebox}{\resizebox{!}{#1}{\usebox{\treebox}}}\fi
  \noindent\makebox[\linewidth]{\usebox{\treebox}}}
";

/// The break between two lines of a label: `\relax` keeps a line that
/// begins with a window's `[` from being read as the break's argument.
const LINE_BREAK: &str = "\\\\\\relax ";

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
        let indent = "  ".repeat(depth);
        let place = match tree.parent(node) {
            Some(_) => format!("s={}\\treeunit, ", units(places.offset(node))),
            None => String::new(),
        };
        out.push_str(&format!("{indent}[{}", bracket(&marks, escape, &place)));
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

/// A number of layout units as forest reads it: at most two decimals (a
/// hundredth is a third of a point), no trailing zeros.
fn units(value: f64) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_string()
    } else {
        text.to_string()
    }
}

/// A node's content and options in forest's brackets, its place first.
fn bracket(marks: &NodeMarks, escape: fn(&str) -> String, place: &str) -> String {
    let leaf = marks.shape == Shape::Leaf;
    let mut styles = vec![format!("{place}{}", style(marks.shape))];
    let mut under = Vec::new();
    if let Some(name) = marks.name.as_deref().map(escape) {
        if leaf {
            under.push(name);
        } else {
            styles.push(format!(
                "label={{[text=gray!70!black, label distance=0.6em]left:{{{name}}}}}"
            ));
        }
    }
    let mut lines: Vec<String> = marks.lines.iter().map(|line| escape(line)).collect();
    match marks.boxes {
        Some(Boxes::Window) => lines.push("[\\hspace{2em},\\hspace{2em}]".to_string()),
        // Under a leaf, where its neighbours leave no room for one line,
        // a box a line; beside an inner node one line, clear of its edges.
        Some(Boxes::ProofNumbers) if leaf => {
            lines.extend(["pn", "dn"].map(|name| format!("{name} \\framebox[1.5em]{{\\strut}}")))
        }
        Some(Boxes::ProofNumbers) => {
            lines.push("\\framebox[1.5em]{\\strut}\\,/\\,\\framebox[1.5em]{\\strut}".to_string())
        }
        None => {}
    }
    if leaf {
        under.extend(lines);
    } else if !lines.is_empty() {
        styles.push(format!(
            "label={{[font=\\scriptsize, align=left, label distance=0.3em]right:{{{}}}}}",
            lines.join(LINE_BREAK)
        ));
    }
    if !under.is_empty() {
        styles.push(format!(
            "label={{[font=\\scriptsize, align=center]below:{{{}}}}}",
            under.join(LINE_BREAK)
        ));
    }
    if let Some(probability) = &marks.probability {
        styles.push(format!(
            "edge label={{node[midway, fill=white, inner sep=1pt, font=\\scriptsize]{{{probability}}}}}"
        ));
    }
    for (set, style) in [
        (marks.cut, "cut"),
        (marks.faint, "faint"),
        (marks.chosen, "chosen"),
        (marks.current, "current"),
    ] {
        if set {
            styles.push(style.to_string());
        }
    }
    let content = match &marks.inside {
        Some(text) => escape(text),
        None => "\\phantom{00}".to_string(),
    };
    format!("{{{content}}}, {}", styles.join(", "))
}

/// The style of a shape, defined in [`STYLES`].
fn style(shape: Shape) -> &'static str {
    match shape {
        Shape::Max => "max",
        Shape::Min => "min",
        Shape::Chance => "chance",
        Shape::Player => "player",
        Shape::Leaf => "leaf",
    }
}
