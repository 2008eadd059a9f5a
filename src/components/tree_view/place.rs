//! One node's place in the drawing and the marks around it: where its
//! name, its value, the text beside it, an answer, its visit-order number
//! and the edges into and out of it go, and how far they reach on its row.

use super::measure::{text_width, LABEL_FONT, VALUE_FONT};
use super::shape::{Kind, Shape, TOGGLE_GAP, TOGGLE_RADIUS};
use super::svg::px;

/// The gap between a shape and the name on its left, wide enough for the
/// ring around the current node.
const NAME_GAP: f64 = 12.0;
/// The line a leaf's name takes under it, clear of a ring around the leaf.
const NAME_LINE: f64 = LABEL_FONT + 8.0;
/// The gap between a leaf's top and the middle of the answer written over it.
const ANSWER_GAP: f64 = 16.0;
/// How much higher every other leaf's answer goes: a line of answer text
/// (24 px in `style.css`) and a little air.
const ANSWER_LINE: f64 = 28.0;
/// Room between a value and the sides of its box.
pub const TEXT_PADDING: f64 = 2.0;
/// The gap between a shape and the text on its right.
const BESIDE_GAP: f64 = 8.0;
/// How far the middles of the window and the cut condition written beside
/// a node stand above and below its shape: half a line of the drawing's
/// 24 px text and a little air.
const NOTES_GAP: f64 = 16.0;
/// The radius of the circle around a visit-order number.
pub const ORDER_RADIUS: f64 = 12.0;

/// Where one node is drawn, in pixels, and how big. A node's markup is
/// drawn around (0, 0) and moved into place by one `transform`, so the
/// offsets below are from the node's centre.
#[derive(Clone, Debug, PartialEq)]
pub struct Place {
    /// The centre of the shape.
    pub x: f64,
    /// The centre of the shape.
    pub y: f64,
    /// What the node is.
    pub kind: Kind,
    /// Half the shape's width.
    pub half_width: f64,
    /// Half the shape's height.
    pub half_height: f64,
    /// The node's position among its parent's children, as drawn: in the
    /// order searched when the search takes another order than written.
    pub child_index: u32,
    /// How many descendants a folded node hides, or a node too wide to
    /// draw whole leaves out of the run drawn; 0 when all are drawn.
    pub hidden: usize,
    /// Whether the node is folded: drawn as a leaf, its subtree hidden.
    pub folded: bool,
    /// Whether text written above the node goes a line higher: every other
    /// leaf of a row, so that the windows written over neighbouring leaves
    /// each get two leaves' width.
    pub raised: bool,
    /// The width of the node's name, when it has one to write (under a
    /// leaf, left of the others).
    pub name_width: Option<f64>,
    /// How far below its row the node is drawn: the middle leaf of a
    /// group in a staggered row, 0 for every other node.
    pub below_row: f64,
}

impl Place {
    /// The `transform` attribute that moves the node's markup into place.
    pub fn transform(&self) -> String {
        format!("translate({} {})", px(self.x), px(self.y))
    }

    /// The top of the shape, where the edge from the parent ends.
    pub fn top(&self) -> f64 {
        -self.half_height
    }

    /// The centre of the fold button under an inner node.
    pub fn toggle_y(&self) -> f64 {
        self.half_height + TOGGLE_GAP + TOGGLE_RADIUS
    }

    /// Where the edges to the children start: the bottom of the fold
    /// button, which the edges fan out from.
    pub fn fan_y(&self) -> f64 {
        self.toggle_y() + TOGGLE_RADIUS
    }

    /// Where the edge into this node starts, seen from this node: the fan
    /// under `parent`.
    pub fn edge_start(&self, parent: &Place) -> (f64, f64) {
        (parent.x - self.x, parent.y + parent.fan_y() - self.y)
    }

    /// Where a written answer too long for the shape goes, and how it is
    /// anchored: centred over a leaf, one line higher over every other leaf,
    /// so that neighbours' answers never meet; above the upper right of an
    /// inner node, clear of its name and of the value beside it.
    pub fn answer_at(&self) -> (f64, f64, &'static str) {
        if self.kind == Kind::Leaf {
            let line = if self.raised { ANSWER_LINE } else { 0.0 };
            (0.0, self.top() - ANSWER_GAP - line, "middle")
        } else {
            (self.half_width * 0.6, self.top() * 1.25 - 12.0, "start")
        }
    }

    /// How far above the node's middle its window goes, and below it its
    /// cut condition, both on its right: clear of the value beside it and
    /// of its row, so that a long one passes over or under the next node
    /// instead of into it.
    pub fn notes_y(&self) -> f64 {
        self.half_height + NOTES_GAP
    }

    /// Where text on the node's right starts.
    pub fn beside_x(&self) -> f64 {
        self.half_width + BESIDE_GAP
    }

    /// Where the visit-order number goes: off the shape's upper-left
    /// corner, clear of the name below it and above a neighbouring leaf.
    pub fn order_centre(&self) -> (f64, f64) {
        (
            -self.half_width - ORDER_RADIUS,
            self.top() - ORDER_RADIUS - 2.0,
        )
    }

    /// How far left of the centre the node's marks reach on its row: the
    /// shape, and an inner node's name of `name_width`; a leaf's name is
    /// under it, as wide as `under_width` with whatever else is written there.
    pub fn reach_left(&self, name_width: f64, under_width: f64) -> f64 {
        if self.kind == Kind::Leaf {
            self.half_width.max(under_width / 2.0)
        } else {
            self.half_width.max(name_width - self.name_x())
        }
    }

    /// How far right of the centre the node's marks reach: a leaf's shape
    /// or what is written under it, `under_width` wide (a ring round it
    /// stands in the gap to its neighbour); the text beside an inner node,
    /// `beside_room` wide.
    pub fn reach_right(&self, beside_room: f64, under_width: f64) -> f64 {
        if self.kind == Kind::Leaf {
            self.half_width.max(under_width / 2.0)
        } else {
            self.beside_x() + beside_room
        }
    }

    /// Where the node's name goes, and whether that is under it (centred)
    /// rather than on its left (ending there): under a leaf, so that leaves
    /// stand as close as their values allow; on the left of the others,
    /// which have their children's room around them.
    pub fn name_at(&self) -> (f64, f64, bool) {
        if self.kind == Kind::Leaf {
            (0.0, self.half_height + NAME_LINE / 2.0 + 8.0, true)
        } else {
            (self.name_x(), 0.0, false)
        }
    }

    /// Where text written under the node begins: under a leaf's name.
    pub fn under_y(&self) -> f64 {
        let name_line = if self.name_width.is_some() {
            NAME_LINE
        } else {
            0.0
        };
        self.half_height + name_line
    }

    /// Where the node's name ends on its left: clear of the shape at its
    /// middle height, where a triangle is half as wide as its base.
    fn name_x(&self) -> f64 {
        let half_width_at_middle = match self.kind.shape() {
            Shape::TriangleUp | Shape::TriangleDown => self.half_width / 2.0,
            Shape::Circle | Shape::Square => self.half_width,
        };
        -half_width_at_middle - NAME_GAP
    }

    /// The height of a value written inside the shape: the centroid of a
    /// triangle, the middle of the others.
    pub fn value_y(&self) -> f64 {
        match self.kind.shape() {
            Shape::TriangleUp => self.half_height / 3.0,
            Shape::TriangleDown => -self.half_height / 3.0,
            Shape::Circle | Shape::Square => 0.0,
        }
    }

    /// Whether a value `text` fits inside the shape; otherwise it is
    /// written beside it.
    pub fn fits_inside(&self, text: &str) -> bool {
        let room = match self.kind.shape() {
            // A triangle is two thirds of its base wide at its centroid.
            Shape::TriangleUp | Shape::TriangleDown => self.half_width * 4.0 / 3.0,
            Shape::Circle => self.half_width * 1.6,
            Shape::Square => self.half_width * 2.0,
        };
        text_width(text, VALUE_FONT) + TEXT_PADDING <= room
    }
}
