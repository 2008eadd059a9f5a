//! What a node of a LaTeX drawing writes, whichever way it is drawn: a
//! `forest` figure or worksheet (`forest.rs`) or a slide's picture
//! (`picture.rs`). The app's visual language as far as LaTeX allows: MAX a
//! triangle pointing up, MIN one pointing down, a chance node a circle, a
//! leaf a square; the values, windows, proof numbers or N and W/N the app
//! shows at that step; the edges into cut branches dashed and nodes outside
//! a Monte Carlo search tree faint; the current node ringed; the root's
//! chosen move drawn thick.

use crate::marks::{Boxes, NodeMarks, Shape};

/// The styles and commands every drawing uses, for the preamble: the
/// shapes of the roles, faint and cut branches, the ring of the current
/// node, the thick chosen move, the texts beside a node (a worksheet's
/// boxes are its own, `sheet.rs`); and forest's stages without packing,
/// since every node's place is given (`places.rs`).
pub const STYLES: &str = r"\usetikzlibrary{shapes.geometric,fit}
\tikzset{
  max/.style={regular polygon, regular polygon sides=3, draw, inner sep=0.5pt, minimum size=2.9em},
  min/.style={max, shape border rotate=180},
  leaf/.style={rectangle, draw, minimum size=1.7em, inner sep=2pt},
  chance/.style={circle, draw, minimum size=2em, inner sep=1pt},
  player/.style={rectangle, rounded corners, draw, minimum size=1.8em, inner sep=2pt},
  faint node/.style={draw=gray!50, text=gray!60},
  faint edge/.style={draw=gray!50},
  cut node/.style={draw=gray!60, text=gray!60},
  cut edge/.style={dashed, draw=gray},
  chosen edge/.style={line width=1.6pt},
  ring/.style={circle, draw=orange!80!black, very thick, inner sep=0pt},
  probability/.style={midway, fill=white, inner sep=1pt, font=\scriptsize},
  % A slide's tree: nodes a \treeunit apart, levels 1.5 of it.
  game picture/.style={x=\treeunit, y=-1.5\treeunit, font=\small},
}
\forestset{
  faint/.style={faint node, edge={faint edge}},
  cut/.style={cut node, edge={cut edge}},
  chosen/.style={edge={chosen edge}},
  current/.style={tikz+={\node[ring, fit=()] {};}},
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
% A slide's texts beside node #1: its name on the left, lines on the
% right, lines under it. Set as plain text, not as TikZ labels: a label is
% a node of its own, and takes TeX as long to set as the node it is beside.
\newcommand{\treeleft}[2]{\pgftext[right, at={\pgfpointadd{\pgfpointanchor{#1}{180}}{\pgfpoint{-0.9em}{0pt}}}]{\small\color{gray!70!black}#2}}
\newcommand{\treeright}[2]{\pgftext[left, at={\pgfpointadd{\pgfpointanchor{#1}{0}}{\pgfpoint{0.6em}{0pt}}}]{\scriptsize\begin{tabular}{@{}l@{}}#2\end{tabular}}}
\newcommand{\treeunder}[2]{\pgftext[top, at={\pgfpointadd{\pgfpointanchor{#1}{south}}{\pgfpoint{0pt}{-0.3em}}}]{\scriptsize\begin{tabular}{@{}c@{}}#2\end{tabular}}}
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

/// The break between two lines of a text beside a node: `\relax` keeps a
/// line that begins with a window's `[` from being read as the break's
/// argument.
pub const LINE_BREAK: &str = "\\\\\\relax ";

/// An empty framed box a number is written in, on a worksheet.
/// Its frame hugs it (1.5 pt), so that boxes side by side stand close.
const ANSWER_BOX: &str = "{\\fboxsep=1.5pt\\framebox[\\answerwidth]{\\strut}}";

/// A number of layout units as TikZ reads it: at most two decimals (a
/// hundredth is a third of a point), no trailing zeros.
pub fn units(value: f64) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_string()
    } else {
        text.to_string()
    }
}

/// What one node writes, in LaTeX, at one moment.
pub struct Written {
    /// Its shape's style, defined in [`STYLES`] (a worksheet's empty
    /// triangle's `answer` in `sheet.rs`).
    pub shape: &'static str,
    /// What is written inside it.
    pub inside: String,
    /// An inner node's name, on its left.
    pub left: Option<String>,
    /// The lines on an inner node's right.
    pub right: Vec<String>,
    /// The lines under a leaf, its name first.
    pub under: Vec<String>,
    /// The probability on the edge into it.
    pub probability: Option<String>,
    /// Whether the branch into it is cut.
    pub cut: bool,
    /// Whether it lies outside Monte Carlo tree search's tree.
    pub faint: bool,
    /// Whether the edge into it is the root's chosen move.
    pub chosen: bool,
    /// Whether it is the current node.
    pub current: bool,
}

impl Written {
    /// What a node showing `marks` writes, each text escaped by `escape`:
    /// a leaf's name and lines under it, an inner node's name on its left
    /// and lines on its right (clear of its edges).
    pub fn new(marks: &NodeMarks, escape: fn(&str) -> String) -> Written {
        let leaf = marks.shape == Shape::Leaf;
        let name = marks.name.as_deref().map(escape);
        let mut lines: Vec<String> = marks.lines.iter().map(|line| escape(line)).collect();
        // A box a line, named: as narrow as a box can be.
        if let Some(boxes) = marks.boxes {
            let names = match boxes {
                Boxes::Window => ["$\\alpha$", "$\\beta$"],
                Boxes::ProofNumbers => ["pn", "dn"],
            };
            lines.extend(names.map(|name| format!("{name} {ANSWER_BOX}")));
        }
        let (left, right, under) = if leaf {
            (None, Vec::new(), name.into_iter().chain(lines).collect())
        } else {
            (name, lines, Vec::new())
        };
        Written {
            // A triangle a value is written in wide enough for a hand.
            shape: match marks.shape {
                Shape::Max if marks.inside.is_none() => "max, answer",
                Shape::Min if marks.inside.is_none() => "min, answer",
                Shape::Max => "max",
                Shape::Min => "min",
                Shape::Chance => "chance",
                Shape::Player => "player",
                Shape::Leaf => "leaf",
            },
            inside: match &marks.inside {
                Some(text) => escape(text),
                None => "\\phantom{00}".to_string(),
            },
            left,
            right,
            under,
            probability: marks.probability.clone(),
            cut: marks.cut,
            faint: marks.faint,
            chosen: marks.chosen,
            current: marks.current,
        }
    }
}
