//! How a worksheet's trees go on paper, a tree a page, legible to a hand
//! with a pen: scaled so that the smallest text (7 pt under a leaf) is at
//! least 8 pt and every answer box (7 mm) at least 8 mm. The page is
//! portrait if every tree of the sheet fits it so, else the whole sheet is
//! landscape (a student turns it once, and a sheet's trees are of one kind
//! and level, alike in size); a tree too wide even then staggers its
//! leaves' texts over two or more rows.
//!
//! The text block fits A4 and US Letter alike, so the sheet prints on
//! either (and `letterpaper` may replace `a4paper` without moving a thing).

use super::places::{Places, Room};
use crate::tree::Tree;

/// The least scale of a worksheet's tree: 8 pt of 7 pt, with room to spare.
const LEAST_SCALE: f64 = 1.15;

/// The room the headings of a tree's page take (`\fitsheet`'s argument):
/// the sheet's title and task, the exercise's number and code.
pub const HEADINGS: &str = "8\\baselineskip";

/// `HEADINGS` in points: 8 lines of 12 pt.
const HEADINGS_PT: f64 = 96.0;

/// The normal size of an article, in points: one em of `places.rs`.
const EM_PT: f64 = 10.0;

/// Points in a millimetre.
const PT_PER_MM: f64 = 72.27 / 25.4;

/// A worksheet's layout unit, the least room between two sibling leaves,
/// in ems: its nodes as close as their texts allow (`places.rs`).
const UNIT_EM: f64 = 1.5;

/// What a worksheet's preamble adds to the styles every drawing uses: its
/// layout unit (levels kept 4.5 em apart), its answer boxes, the larger
/// triangle a value is written in, and how a tree is fitted to its page.
pub const PREAMBLE: &str = r"% A worksheet's nodes as close as their texts allow.
\setlength{\treeunit}{1.5em}
\forestset{game tree/.append style={for tree={l=4.5em}}}
% An empty answer box, and a triangle a value is written in: 8 mm and
% more once the tree is scaled.
\newlength{\answerwidth}\setlength{\answerwidth}{7mm}
\tikzset{answer/.style={minimum size=3.5em}}
% Scales the tree in \treebox to the line's width and to the page's height
% less #1 (its headings), up to 1.5 times, and sets it; the log says the
% scale and how wide an answer box is printed (gametree leaves the room
% for 1.15 or more: the texts under a leaf 8 pt, the boxes 8 mm).
\newcommand{\fitsheet}[1]{%
  \pgfmathsetmacro{\sheetscale}{min(1.5, \linewidth/\wd\treebox,
    (\textheight-#1)/(\ht\treebox+\dp\treebox))}%
  \typeout{gametree-sheet \sheetscale\space\the\dimexpr\sheetscale\answerwidth\relax}%
  \noindent\makebox[\linewidth]{\scalebox{\sheetscale}{\usebox{\treebox}}}}
";

/// Which way up a worksheet's pages are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    /// Upright.
    Portrait,
    /// On its side.
    Landscape,
}

impl Orientation {
    /// The text block in millimetres, width and height: inside A4 and US
    /// Letter alike, with at least 10 mm around it (upright 170 × 229 mm,
    /// 20 mm and more; on its side 259 × 176 mm, 10 mm left and right of
    /// Letter, 17 mm above and below A4).
    fn text_mm(self) -> (f64, f64) {
        match self {
            Orientation::Portrait => (170.0, 229.0),
            Orientation::Landscape => (259.0, 176.0),
        }
    }

    /// The options of the `geometry` package for a sheet this way up.
    pub fn geometry(self) -> String {
        let (width, height) = self.text_mm();
        let landscape = match self {
            Orientation::Portrait => "",
            Orientation::Landscape => "landscape, ",
        };
        format!("a4paper, {landscape}text={{{width}mm,{height}mm}}")
    }

    /// The largest scale a tree of `places` may be set at on a page this
    /// way up.
    fn scale(self, places: &Places) -> f64 {
        let (width, height) = self.text_mm();
        let (tree_width, tree_height) = places.size_em();
        let across = width * PT_PER_MM / (tree_width * EM_PT);
        let down = (height * PT_PER_MM - HEADINGS_PT) / (tree_height * EM_PT);
        across.min(down)
    }
}

/// The places of every tree of a sheet (each with the room its sheet and
/// key take) and the way up the sheet is: the first of [`CANDIDATES`] at
/// which every tree is set at the least scale or more; if none, the one
/// whose smallest tree is the largest.
pub fn lay_out(trees: &[(&Tree, Room)]) -> (Vec<Places>, Orientation) {
    let place = |(_, rows): (Orientation, usize)| -> Vec<Places> {
        (trees.iter())
            .map(|(tree, room)| Places::spaced(tree, room, UNIT_EM, rows))
            .collect()
    };
    let mut best = (0.0, CANDIDATES[0]);
    for candidate in CANDIDATES {
        let mut scale = f64::INFINITY;
        for places in place(candidate) {
            scale = scale.min(candidate.0.scale(&places));
        }
        if scale >= LEAST_SCALE {
            return (place(candidate), candidate.0);
        }
        if scale > best.0 {
            best = (scale, candidate);
        }
    }
    (place(best.1), best.1 .0)
}

/// The ways up a sheet is tried, with the rows its leaves' texts are on:
/// upright, on its side, then on its side with the texts on more rows.
const CANDIDATES: [(Orientation, usize); 5] = [
    (Orientation::Portrait, 1),
    (Orientation::Landscape, 1),
    (Orientation::Landscape, 2),
    (Orientation::Landscape, 3),
    (Orientation::Landscape, 4),
];
