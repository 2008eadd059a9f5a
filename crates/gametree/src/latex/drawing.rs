//! What a node of a LaTeX drawing writes, whichever way it is drawn: a
//! `forest` figure or worksheet (`forest.rs`) or a slide's picture
//! (`picture.rs`). The app's visual language as far as LaTeX allows: MAX a
//! triangle pointing up, MIN one pointing down, a chance node a circle, a
//! leaf a square; every mark the app draws at that step: values and
//! bounds, windows and cut conditions, proof numbers with ✓ and ✗, N and
//! W/N; on the edges a probability, the window a node was entered with or a
//! selection's scores, the "//" of a cut with its α or β, the path in
//! orange, the playout dashed, Monte Carlo's edges as wide as their share
//! of visits, the line of best play and the proof tree thick; cut branches
//! dashed and grey, nodes outside the search's tree faint; the current node
//! ringed.

use crate::marks::{Boxes, Cut, NodeMarks, Shape};

/// The styles and commands every drawing uses, for the preamble (its
/// comments are here, not in every document the page downloads): the
/// shapes of the roles; faint and cut branches; the edges' styles; the
/// ring of the current node; the text on an edge beside its middle, on its
/// outer side on a white halo, and a cut's "//" and letter across it;
/// forest's stages without packing, the slowest, since gametree gives
/// every node its place beside its parent (`s=`, `places.rs`) and so it
/// stays put from one overlay to the next; a slide's picture, nodes a
/// `\treeunit` apart (the room between two sibling leaves) and levels 1.5
/// of it; the texts beside node #1, set as plain text rather than TikZ
/// labels (a label is a node of its own, as slow to set as the node):
/// its name on the left, lines on the right (#2 right of its centre,
/// clear of its corners and its ring), ✓ or ✗ above its right, lines
/// under it; and `\fittree`, which scales the tree in `\treebox` down
/// (never up) to the line's width and to #1 of height, so that a tree of
/// some 40 nodes fits a 4:3 or a 16:9 slide. A worksheet's boxes and
/// the triangle a value is written in are its own (`sheet.rs`).
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
  chosen edge/.style={draw=green!45!black, line width=1.6pt},
  path edge/.style={draw=orange!80!black, line width=1.2pt},
  playout edge/.style={draw=orange!80!black, dash pattern=on 3pt off 2pt, line width=0.8pt},
  lit edge/.style={draw=orange!80!black},
  proved node/.style={draw=teal!70!black, fill=teal!15},
  disproved node/.style={draw=violet!70!black, fill=violet!12},
  proof edge/.style={line width=1.6pt},
  ring/.style={circle, draw=orange!80!black, very thick, inner sep=0pt},
  on edge/.style={pos=0.55, fill=white, inner sep=1pt, font=\scriptsize},
  cut mark/.style={pos=0.5, inner sep=0pt, font=\small},
  cut letter/.style={pos=0.5, right=0.35em, fill=white, inner sep=0.5pt, font=\scriptsize},
  decided/.style={inner sep=0pt, font=\scriptsize\bfseries},
  game picture/.style={x=\treeunit, y=-1.5\treeunit, font=\small},
}
\forestset{
  current/.style={tikz+={\node[ring, fit=()] {};}},
  game tree/.style={for tree={parent anchor=south, child anchor=north, l=1.5\treeunit, font=\small, anchor=center}},
  stages/.style={
    for root'={process keylist register=default preamble, process keylist register=preamble},
    process keylist=given options, process keylist=before typesetting nodes, typeset nodes stage,
    process keylist=before computing xy, compute xy stage,
    process keylist=before drawing tree, draw tree stage},
}
\newcommand{\treeleft}[2]{\pgftext[right, at={\pgfpointadd{\pgfpointanchor{#1}{180}}{\pgfpoint{-0.9em}{0pt}}}]{\small\color{gray!70!black}#2}}
\newcommand{\treeright}[3]{\pgftext[left, at={\pgfpointadd{\pgfpointanchor{#1}{center}}{\pgfpoint{#2}{0pt}}}]{\scriptsize\begin{tabular}{@{}l@{}}#3\end{tabular}}}
\newcommand{\treemark}[2]{\pgftext[left, bottom, at={\pgfpointanchor{#1}{north east}}]{\scriptsize\bfseries #2}}
\newcommand{\treeunder}[2]{\pgftext[top, at={\pgfpointadd{\pgfpointanchor{#1}{south}}{\pgfpoint{0pt}{-0.3em}}}]{\scriptsize\begin{tabular}{@{}c@{}}#2\end{tabular}}}
% A larger \treeunit spreads the tree out.
\newlength{\treeunit}\setlength{\treeunit}{3em}
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
    /// ✓ or ✗ above its right.
    pub mark: Option<String>,
    /// The styles of its shape besides the role's (faint, cut, proved).
    pub node_styles: Vec<&'static str>,
    /// The styles of the edge into it, later ones winning.
    pub edge_styles: Vec<String>,
    /// What is set on the edge into it, as TikZ nodes placed along the
    /// edge just drawn: its text, the "//" of a cut.
    pub on_edge: String,
    /// Whether it is the current node.
    pub current: bool,
}

impl Written {
    /// What a node showing `marks` writes, each text escaped by `escape`:
    /// a leaf's name and lines under it, an inner node's name on its left
    /// and lines on its right (clear of its edges); the text on the edge
    /// into it on the edge's `left` or right.
    pub fn new(marks: &NodeMarks, escape: fn(&str) -> String, left: bool) -> Written {
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
        let (left_name, right, under) = if leaf {
            (None, Vec::new(), name.into_iter().chain(lines).collect())
        } else {
            (name, lines, Vec::new())
        };
        let node_styles = [
            (marks.cut, "cut node"),
            (marks.faint, "faint node"),
            (marks.decided == Some(true), "proved node"),
            (marks.decided == Some(false), "disproved node"),
        ]
        .into_iter()
        .filter_map(|(set, style)| set.then_some(style))
        .collect();
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
            left: left_name,
            right,
            under,
            mark: (marks.decided).map(|proved| escape(if proved { "✓" } else { "✗" })),
            node_styles,
            edge_styles: edge_styles(marks),
            on_edge: on_edge(marks, escape, left),
            current: marks.current,
        }
    }
}

/// The styles of the edge into a node showing `marks`, in the order the
/// page's style sheet lets them win: the path, Monte Carlo's width by
/// visits, the playout, a selection's choice, the line of best play, the
/// proof tree, and a cut or faint branch over all.
fn edge_styles(marks: &NodeMarks) -> Vec<String> {
    let mut styles = Vec::new();
    if marks.on_path {
        styles.push("path edge".to_string());
    }
    if let Some(share) = marks.share {
        styles.push(format!("line width={}pt", units(0.4 + 2.0 * share)));
    }
    for (set, style) in [
        (marks.playout, "playout edge"),
        (marks.lit, "lit edge"),
        (marks.chosen, "chosen edge"),
        (marks.in_proof, "proof edge"),
        (marks.cut, "cut edge"),
        (marks.faint, "faint edge"),
    ] {
        if set {
            styles.push(style.to_string());
        }
    }
    styles
}

/// The TikZ nodes set along the edge into a node showing `marks`: its
/// text beside the edge's middle on the edge's `left` or right (bold and
/// underlined when lit), and across the edge a cut's "//" with its letter.
fn on_edge(marks: &NodeMarks, escape: fn(&str) -> String, left: bool) -> String {
    let mut out = String::new();
    if let Some(text) = &marks.on_edge {
        let text = escape(text);
        let text = if marks.lit {
            format!("\\textbf{{\\underline{{{text}}}}}")
        } else {
            text
        };
        let side = if left { "left" } else { "right" };
        out.push_str(&format!(" node[on edge, {side}] {{{text}}}"));
    }
    if let Some(cut) = marks.skipped {
        out.push_str(" node[cut mark] {$/\\!/$}");
        let letter = match cut {
            Cut::Alpha => escape("α"),
            Cut::Beta => escape("β"),
            Cut::Unnamed => String::new(),
        };
        if !letter.is_empty() {
            out.push_str(&format!(" node[cut letter] {{{letter}}}"));
        }
    }
    out
}
