//! A tree at one moment of its search, in the bracket notation of the
//! `forest` package, with the app's visual language as far as LaTeX
//! allows: MAX a triangle pointing up, MIN one pointing down, a chance node
//! a circle, a leaf a square; the values, windows, proof numbers or N and
//! W/N the app shows at that step; the edges into cut branches dashed and
//! nodes outside a Monte Carlo search tree faint; the current node ringed;
//! the root's chosen move drawn thick.

use crate::explain::{number, proof_number, two_places};
use crate::frame::{Frame, NodeState};
use crate::trace::{Score, Trace};
use crate::tree::{NodeId, NodeKind, Player, Tree, Value};

/// The styles every drawing uses, for the preamble: the shapes of the
/// roles, faint and cut branches, the ring of the current node, the
/// thick chosen move, and the boxes of a worksheet.
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
  game tree/.style={for tree={parent anchor=south, child anchor=north, s sep=5mm, l sep=9mm, font=\small, anchor=center}},
}
% Scales the tree in \treebox down to the line's width and to #1 of height
% (never up), and sets it: a tree of some 40 nodes fits a 4:3 or a 16:9
% slide. If the numbers come out too small, lower s sep (the room between
% siblings) and l sep (between levels) in the game tree style above.
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

/// What a drawing writes at each node: all that the search shows at a
/// frame, or a worksheet's empty boxes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marks {
    /// Everything the frame shows.
    Frame,
    /// The leaves' values only, with empty boxes where the inner nodes'
    /// values go (and a window's, when `windows` is set): a worksheet.
    Blank {
        /// Whether a box for each node's window is drawn beside it.
        windows: bool,
    },
    /// The frame's values, cuts and (when `windows` is set) the windows
    /// every node was entered with: a worksheet's answer key.
    Key {
        /// Whether each node's window is written beside it.
        windows: bool,
    },
}

/// The `forest` environment of `tree` at `frame`, a moment of `trace`,
/// each text written with `escape`.
pub fn forest(
    tree: &Tree,
    trace: &Trace,
    frame: &Frame,
    marks: Marks,
    escape: fn(&str) -> String,
) -> String {
    let drawing = Drawing {
        tree,
        trace,
        frame,
        marks,
        escape,
    };
    let mut out = String::from("\\begin{forest} game tree\n");
    drawing.node(NodeId::ROOT, 1, &mut out);
    out.push_str("\\end{forest}\n");
    out
}

struct Drawing<'a> {
    tree: &'a Tree,
    trace: &'a Trace,
    frame: &'a Frame,
    marks: Marks,
    escape: fn(&str) -> String,
}

impl Drawing<'_> {
    /// Writes `node` and its subtree, indented by `depth`.
    fn node(&self, node: NodeId, depth: usize, out: &mut String) {
        let tree = self.tree;
        let indent = "  ".repeat(depth);
        let mut styles = vec![self.shape(node)];
        let leaf = tree.node(node).is_leaf();
        let mut under = Vec::new();
        if let Some(label) = &tree.node(node).label {
            let name = (self.escape)(label);
            if leaf {
                under.push(name);
            } else {
                styles.push(format!(
                    "label={{[text=gray!70!black, label distance=0.6em]left:{{{name}}}}}"
                ));
            }
        }
        let numbers = self.numbers(node);
        if leaf {
            under.extend(numbers);
        } else if !numbers.is_empty() {
            styles.push(format!(
                "label={{[font=\\scriptsize, align=left, label distance=0.3em]right:{{{}}}}}",
                numbers.join(LINE_BREAK)
            ));
        }
        if !under.is_empty() {
            styles.push(format!(
                "label={{[font=\\scriptsize, align=center]below:{{{}}}}}",
                under.join(LINE_BREAK)
            ));
        }
        styles.extend(self.edge(node));
        let marked = self.marks == Marks::Frame;
        if marked && self.frame.current == Some(node) {
            styles.push("current".to_string());
        }
        let content = self.inside(node);
        out.push_str(&format!("{indent}[{{{content}}}, {}", styles.join(", ")));
        let children = tree.children(node);
        if children.is_empty() {
            out.push_str("]\n");
            return;
        }
        out.push('\n');
        for &child in children {
            self.node(child, depth + 1, out);
        }
        out.push_str(&format!("{indent}]\n"));
    }

    /// The style of the node's shape.
    fn shape(&self, node: NodeId) -> String {
        let style = match self.tree.kind(node) {
            _ if self.tree.node(node).is_leaf() => "leaf",
            NodeKind::Chance => "chance",
            NodeKind::Decision(Player::Max) => "max",
            NodeKind::Decision(Player::Min) => "min",
            NodeKind::Decision(Player::Numbered(_)) => "player",
        };
        style.to_string()
    }

    /// What is written inside the node: a leaf's value, an inner node's
    /// value known at the frame (nothing on a blank worksheet).
    fn inside(&self, node: NodeId) -> String {
        let tree = self.tree;
        if tree.node(node).is_leaf() {
            return match &tree.node(node).value {
                Some(Value::Number(x)) => (self.escape)(&number(*x)),
                Some(Value::Tuple(entries)) => (self.escape)(&tuple(entries)),
                None => String::new(),
            };
        }
        if let Marks::Blank { .. } = self.marks {
            return "\\phantom{00}".to_string();
        }
        let entry = self.frame.node(node);
        let known = matches!(entry.state, NodeState::Active | NodeState::Done);
        match entry.value.filter(|_| known) {
            Some(Score::Number(x)) => (self.escape)(&number(x)),
            Some(Score::Tuple(id)) => (self.escape)(&tuple(self.trace.tuple(id))),
            None => String::new(),
        }
    }

    /// The lines written beside an inner node or under a leaf: the window
    /// of a node on the path, proof numbers, or N and W/N.
    fn numbers(&self, node: NodeId) -> Vec<String> {
        let escape = self.escape;
        let algorithm = self.trace.options.algorithm;
        let entry = self.frame.node(node);
        match self.marks {
            Marks::Blank { windows: true } => {
                return vec!["[\\hspace{2em},\\hspace{2em}]".to_string()]
            }
            Marks::Blank { windows: false } => return Vec::new(),
            Marks::Key { windows } => {
                return entry
                    .entered
                    .filter(|_| windows)
                    .map(|(alpha, beta)| vec![escape(&pair(alpha, beta))])
                    .unwrap_or_default();
            }
            Marks::Frame => {}
        }
        if algorithm.prunes() && entry.state == NodeState::Active {
            if let Some((alpha, beta)) = entry.window {
                return vec![escape(&pair(alpha, beta))];
            }
        }
        if let Some(numbers) = self.frame.proof.node(node).and_then(|p| p.numbers) {
            return vec![
                escape(&format!("pn {}", proof_number(numbers.proof))),
                escape(&format!("dn {}", proof_number(numbers.disproof))),
            ];
        }
        let statistics = &self.frame.monte_carlo.statistics;
        let visits = statistics.visits(node);
        if !self.frame.monte_carlo.in_tree(node) || visits == 0 {
            return Vec::new();
        }
        let mut lines = vec![format!("N {visits}")];
        if let (false, Some(mean)) = (self.tree.node(node).is_leaf(), statistics.mean(node)) {
            lines.push(format!("W/N {}", number(two_places(mean))));
        }
        lines
    }

    /// The styles of the edge into `node` and of what it stands for: cut
    /// (dashed), outside the search tree (faint), the chosen move (thick),
    /// a chance node's probability written on it.
    fn edge(&self, node: NodeId) -> Vec<String> {
        let tree = self.tree;
        let mut styles = Vec::new();
        let Some(parent) = tree.parent(node) else {
            return styles;
        };
        if tree.is_chance(parent) {
            if let Some(probability) = tree.node(node).probability {
                styles.push(format!(
                    "edge label={{node[midway, fill=white, inner sep=1pt, font=\\scriptsize]{{{probability}}}}}"
                ));
            }
        }
        if matches!(self.marks, Marks::Blank { .. }) {
            return styles;
        }
        let frame = self.frame;
        if frame.node(node).state == NodeState::Pruned {
            styles.push("cut".to_string());
        }
        let monte_carlo = self.trace.options.algorithm == crate::options::Algorithm::MonteCarlo;
        if monte_carlo && !frame.monte_carlo.in_tree(node) {
            styles.push("faint".to_string());
        }
        let chosen = frame
            .chosen
            .map(|index| tree.children(NodeId::ROOT)[index as usize]);
        if parent == NodeId::ROOT && chosen == Some(node) && self.marks == Marks::Frame {
            styles.push("chosen".to_string());
        }
        styles
    }
}

/// A window as the drawing writes it: "[3, +∞]".
fn pair(alpha: f64, beta: f64) -> String {
    format!("[{}, {}]", number(alpha), number(beta))
}

/// A tuple as the lecture writes it: "⟨1, 2, 6⟩".
fn tuple(entries: &[f64]) -> String {
    let entries: Vec<String> = entries.iter().map(|&x| number(x)).collect();
    format!("⟨{}⟩", entries.join(", "))
}
