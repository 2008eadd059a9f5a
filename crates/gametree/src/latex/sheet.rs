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

/// The lines a worksheet's preamble adds to the styles: its layout unit.
pub const PREAMBLE: &str = "\\setlength{\\treeunit}{1.5em}\n";

/// The most rows a leaf's texts are staggered over.
const MOST_ROWS: usize = 4;

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
/// key take) and the way up the sheet is: the first of upright, on its
/// side, then on its side with the leaves' texts on more rows, at which
/// every tree is set at the least scale or more; if none, the one whose
/// smallest tree is the largest.
pub fn lay_out(trees: &[(&Tree, Room)]) -> (Vec<Places>, Orientation) {
    let candidates = [(Orientation::Portrait, 1), (Orientation::Landscape, 1)]
        .into_iter()
        .chain((2..=MOST_ROWS).map(|rows| (Orientation::Landscape, rows)));
    let mut best: Option<(f64, Vec<Places>, Orientation)> = None;
    for (orientation, rows) in candidates {
        let places: Vec<Places> = trees
            .iter()
            .map(|(tree, room)| Places::spaced(tree, room, UNIT_EM, rows))
            .collect();
        let scale = (places.iter())
            .map(|places| orientation.scale(places))
            .fold(f64::INFINITY, f64::min);
        if scale >= LEAST_SCALE {
            return (places, orientation);
        }
        if best.as_ref().is_none_or(|(most, _, _)| scale > *most) {
            best = Some((scale, places, orientation));
        }
    }
    let (_, places, orientation) = best.expect("a candidate was tried");
    (places, orientation)
}
