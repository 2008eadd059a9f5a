//! Where the nodes of a LaTeX drawing go, worked out here rather than by
//! `forest`: the app's own tidy layout (`layout.rs`), with room between
//! two neighbours for the widest texts either ever has beside or under it
//! in the document (every overlay of a deck, a worksheet's sheet and key).
//! So no node moves from one overlay to the next (a slide's shapes are
//! drawn as wide as their widest text needs, too), and forest skips its
//! packing, the slowest thing it does (the `stages` of `STYLES`). The
//! rectangle all of it lies in is a slide picture's size on every overlay,
//! so that the picture is scaled alike on all of them.
//!
//! Widths are estimated from the number of characters, in ems of the
//! document's normal size: generous, since an overlap is worse than room.
//!
//! A worksheet's wide tree may stagger its leaves' texts over a few rows
//! (a leaf's row its number among the leaves, modulo the rows): texts on
//! one row then need room only from the leaves as many rows apart, and
//! the leaves can stand closer.

use crate::frame::Frame;
use crate::layout::{every_child, layout_spaced};
use crate::marks::{node_marks, NodeMarks, Shape, Show};
use crate::trace::Trace;
use crate::tree::{NodeId, Tree};

/// The size of the node's own text (`\small`) and of the texts beside and
/// under it (`\scriptsize`), in ems of the normal size; the larger of the
/// article's (9 and 7 of 10 pt) and Beamer's (10 and 8 of 11 pt).
const SMALL: f64 = 0.91;
const SCRIPT: f64 = 0.73;

/// A character's width in ems of its own size: an average that digits,
/// letters and the mathematical signs stay under.
const CHARACTER: f64 = 0.6;

/// One layout unit (the least room between two sibling leaves) in ems of
/// the normal size: `\treeunit` in `STYLES`. A worksheet's is smaller
/// (`sheet.rs`), its nodes as close as their texts allow.
pub const UNIT_EM: f64 = 3.0;

/// A worksheet's empty answer box (`\answerwidth`, 7 mm, `sheet.rs`),
/// in ems of the normal size: generous for an article's 10 pt.
const ANSWER_EM: f64 = 2.0;

/// The room between two levels, in ems (forest's `l` and a picture's
/// `y` in `STYLES`, a worksheet's `l` in `sheet.rs`).
const LEVEL_EM: f64 = 4.5;

/// The height of a line of `\scriptsize` text, in ems of the normal size:
/// its baseline skip, 9.5 of 10 pt in an article, 9.5 of 11 in Beamer.
const SCRIPT_LINE: f64 = 0.95;

/// The name before a worksheet's box and a space (`pn `, `α `), in ems
/// of the normal size: "pn" is the widest, 1.02 em in `\scriptsize`.
const BOX_NAME_EM: f64 = 1.05;

/// The height of a line holding a worksheet's framed box, in ems: a
/// `\scriptsize` strut and the frame's separation and rules.
const BOX_LINE: f64 = 1.5;

/// The gap between a leaf and the first line under it, in ems.
const UNDER_GAP: f64 = 0.4;

/// How far the ring round the current node (`ring` in `STYLES`, fitted to
/// the node, very thick) reaches past the node's shape, in ems: a circle
/// round a triangle passes its top by about half the triangle's radius.
const RING_EM: f64 = 0.8;

/// How far the text on an edge stands from the edge (TikZ's `left` and
/// `right` and its white halo), in ems.
const EDGE_GAP: f64 = 0.4;

/// How far the ring round a node reaches right of its centre, in halves
/// of its shape's width: a circle round a triangle's box passes its
/// corners (1.15 of its radius, 1.32 of its half width), a circle's box
/// 1.41 of its radius, and the ring is very thick.
const RING_SPAN: f64 = 1.4;

/// The room between a node's shape, or the ring round it, and the lines
/// beside it, in ems.
const RING_GAP: f64 = 0.2;

/// The least empty room between the texts of two neighbours, in ems.
const CLEARANCE: f64 = 0.5;

/// How far a node's drawing reaches from its centre each way, and how
/// wide its shape is (a polygon's or a circle's diameter, a rectangle's
/// width), in ems; of an inner node, how far right of its centre the
/// lines beside it begin, and how wide they are.
#[derive(Clone, Copy, Debug, Default)]
struct Reach {
    left: f64,
    right: f64,
    up: f64,
    down: f64,
    shape: f64,
    beside: f64,
    lines: f64,
    /// Half the width of the texts under a leaf, and how tall they are.
    under: f64,
    under_height: f64,
}

impl Reach {
    /// The larger reach each way of the two.
    fn max(self, other: Reach) -> Reach {
        Reach {
            left: self.left.max(other.left),
            right: self.right.max(other.right),
            up: self.up.max(other.up),
            down: self.down.max(other.down),
            shape: self.shape.max(other.shape),
            beside: self.beside.max(other.beside),
            lines: self.lines.max(other.lines),
            under: self.under.max(other.under),
            under_height: self.under_height.max(other.under_height),
        }
    }

    /// How far right it reaches: the lines beside it begin where they do
    /// in the widest frame, and are as wide as the widest frame's.
    fn right(&self) -> f64 {
        if self.lines > 0.0 {
            self.right.max(self.beside + self.lines)
        } else {
            self.right
        }
    }
}

/// How far each node's drawing reaches, the widest it is in any frame
/// taken.
#[derive(Clone, Debug)]
pub struct Room {
    reach: Vec<Reach>,
}

impl Room {
    /// No room taken yet for any node of `tree`.
    pub fn new(tree: &Tree) -> Room {
        Room {
            reach: vec![Reach::default(); tree.len()],
        }
    }

    /// Widens each node's room to what it shows at `frame`, as `show` asks.
    pub fn take(&mut self, tree: &Tree, trace: &Trace, frame: &Frame, show: Show) {
        for node in tree.ids() {
            let marks = node_marks(tree, trace, frame, show, node);
            let reach = reach(&marks, on_left(tree, node));
            let index = node.index();
            self.reach[index] = self.reach[index].max(reach);
        }
    }
}

/// The rectangle every frame's drawing lies in, in a picture's
/// coordinates: layout units across, levels down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    /// The leftmost reach, in layout units right of the root (negative).
    pub left: f64,
    /// The rightmost reach, in layout units right of the root.
    pub right: f64,
    /// The highest reach, in levels below the root (negative: above the
    /// root's centre).
    pub top: f64,
    /// The lowest reach, in levels below the root.
    pub bottom: f64,
}

/// Where each node goes, in layout units across and levels down from the
/// root.
#[derive(Clone, Debug)]
pub struct Places {
    x: Vec<f64>,
    depth: Vec<f64>,
    shape: Vec<f64>,
    beside: Vec<f64>,
    drop: Vec<f64>,
    unit: f64,
    bounds: Bounds,
}

impl Places {
    /// The tidy layout of `tree` with `room` between neighbours.
    pub fn new(tree: &Tree, room: &Room) -> Places {
        Places::spaced(tree, room, UNIT_EM, 1)
    }

    /// The tidy layout of `tree` with `room` between neighbours, a layout
    /// unit `unit` ems, the leaves' texts staggered over `rows` rows (at
    /// least one).
    pub fn spaced(tree: &Tree, room: &Room, unit: f64, rows: usize) -> Places {
        let rows = rows.max(1);
        // A leaf's texts, on its row, clear those of the leaf `rows` leaves
        // on: half of that room is on each side, shared by the leaves between.
        let side = |reach: &Reach, shape_side: f64| {
            shape_side.max((reach.under + CLEARANCE / 2.0) / rows as f64 - CLEARANCE / 2.0)
        };
        let needed = |a: NodeId, b: NodeId| {
            let (a, b) = (&room.reach[a.index()], &room.reach[b.index()]);
            (side(a, a.right()) + CLEARANCE + side(b, b.left)) / unit
        };
        let row_height = (room.reach.iter()).fold(0.0, |most, r| r.under_height.max(most));
        let mut drop = vec![0.0; tree.len()];
        let leaves = tree.ids().filter(|&node| tree.node(node).is_leaf());
        for (count, leaf) in leaves.enumerate() {
            drop[leaf.index()] = (count % rows) as f64 * row_height;
        }
        let layout = layout_spaced(tree, &every_child(tree), &needed);
        // Every node is placed: none is collapsed.
        let point = |node: NodeId| layout.point(node).map_or((0.0, 0.0), |p| (p.x, p.y));
        let root = point(NodeId::ROOT).0;
        let x: Vec<f64> = tree.ids().map(|node| point(node).0 - root).collect();
        let depth: Vec<f64> = tree.ids().map(|node| point(node).1).collect();
        let level = LEVEL_EM;
        let mut bounds = Bounds {
            left: 0.0,
            right: 0.0,
            top: 0.0,
            bottom: 0.0,
        };
        // The ring round the current node reaches past its shape.
        for (index, reach) in room.reach.iter().enumerate() {
            let ring = RING_EM;
            let (left, right) = (reach.left.max(reach.under), reach.right().max(reach.under));
            bounds.left = bounds.left.min(x[index] - (left + ring) / unit);
            bounds.right = bounds.right.max(x[index] + (right + ring) / unit);
            bounds.top = bounds.top.min(depth[index] - (reach.up + ring) / level);
            bounds.bottom = bounds
                .bottom
                .max(depth[index] + (reach.down + drop[index] + ring) / level);
        }
        let in_units =
            |size: fn(&Reach) -> f64| room.reach.iter().map(|reach| size(reach) / unit).collect();
        Places {
            x,
            depth,
            shape: in_units(|reach| reach.shape),
            beside: in_units(|reach| reach.beside),
            drop,
            unit,
            bounds,
        }
    }

    /// How far right of the root `node` goes, in layout units.
    pub fn x(&self, node: NodeId) -> f64 {
        self.x[node.index()]
    }

    /// How many levels below the root `node` is.
    pub fn depth(&self, node: NodeId) -> f64 {
        self.depth[node.index()]
    }

    /// How wide `node`'s shape is drawn, in layout units: as its widest
    /// text in any frame taken needs, so that it is alike in all of them.
    pub fn shape(&self, node: NodeId) -> f64 {
        self.shape[node.index()]
    }

    /// How far right of an inner node's centre the lines beside it begin,
    /// in layout units: clear of its shape's corners, and of the ring round
    /// it if it is the current node in any frame taken, in every one.
    pub fn beside(&self, node: NodeId) -> f64 {
        self.beside[node.index()]
    }

    /// How far below the first row a leaf's texts stand, in layout units:
    /// its row times the tallest leaf's texts (none without staggered rows).
    pub fn drop(&self, node: NodeId) -> f64 {
        self.drop[node.index()] / self.unit
    }

    /// The size of the rectangle the drawing lies in, in ems of the
    /// normal size: its width and its height.
    pub fn size_em(&self) -> (f64, f64) {
        let bounds = self.bounds;
        (
            (bounds.right - bounds.left) * self.unit,
            (bounds.bottom - bounds.top) * LEVEL_EM,
        )
    }

    /// Where `node` is in a drawing measured in ems of the normal size
    /// from the top left of the rectangle it lies in (a printed page's
    /// picture, rather than TeX's): its centre's x and y.
    pub fn at_em(&self, node: NodeId) -> (f64, f64) {
        let bounds = self.bounds;
        (
            (self.x(node) - bounds.left) * self.unit,
            (self.depth(node) - bounds.top) * LEVEL_EM,
        )
    }

    /// How wide `node`'s shape is, in ems of the normal size.
    pub fn shape_em(&self, node: NodeId) -> f64 {
        self.shape(node) * self.unit
    }

    /// How far below the first row a leaf's texts stand, in ems.
    pub fn drop_em(&self, node: NodeId) -> f64 {
        self.drop[node.index()]
    }

    /// The rectangle the drawing lies in, in every frame taken.
    pub fn bounds(&self) -> Bounds {
        self.bounds
    }
}

/// Whether the text on the edge into `node` goes on the edge's left: the
/// edges into the first half of its siblings lean left, and their texts
/// go on their outer side, away from the siblings; the middle edge's and
/// the others' on the right.
pub fn on_left(tree: &Tree, node: NodeId) -> bool {
    let siblings = tree
        .parent(node)
        .map_or(1, |parent| tree.children(parent).len());
    2 * tree.child_index(node) + 1 < siblings
}

/// The width of `text` set at `size`, in ems of the normal size.
fn width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * CHARACTER * size
}

/// How far a node's drawing reaches from its centre: its shape around its
/// own text, its name on the left and its lines on the right (an inner
/// node), or both centred under it (a leaf); ✓ or ✗ above it; and the
/// text on the edge into it on its `left` or right: that text stands
/// beside the edge's middle, nearer its parent, so that the room beside
/// the node keeps it clear of the neighbours' edges and texts.
fn reach(marks: &NodeMarks, left: bool) -> Reach {
    let inside = width(marks.inside.as_deref().unwrap_or("00"), SMALL);
    // Each shape's least size (STYLES), and what its text needs.
    let (half, tall, shape) = match marks.shape {
        // A triangle holds its text in its inscribed circle, half its
        // radius; it reaches its radius up (or down) from its centre.
        Shape::Max | Shape::Min => {
            // At least `max`'s minimum size, `answer`'s (`sheet.rs`) for an
            // empty one.
            let least = if marks.inside.is_none() {
                1.75
            } else {
                1.45 * SMALL
            };
            let radius = (2.0 * (inside / 2.0).hypot(0.4 * SMALL)).max(least);
            (radius * 0.87, radius, 2.0 * radius)
        }
        Shape::Chance => {
            let radius = ((inside / 2.0).hypot(0.4 * SMALL) + 0.1).max(SMALL);
            (radius, radius, 2.0 * radius)
        }
        Shape::Player => {
            let half = (inside / 2.0 + 0.2).max(0.9 * SMALL);
            (half, 0.9 * SMALL, 2.0 * half)
        }
        Shape::Leaf => {
            let half = (inside / 2.0 + 0.2).max(0.85 * SMALL);
            (half, 0.85 * SMALL, 2.0 * half)
        }
    };
    let name = marks.name.as_deref().map_or(0.0, |name| width(name, SMALL));
    let leaf = marks.shape == Shape::Leaf;
    let mut lines: f64 = marks
        .lines
        .iter()
        .map(|line| width(line, SCRIPT))
        .fold(0.0, f64::max);
    lines = lines.max(match marks.boxes {
        Some(_) => BOX_NAME_EM + ANSWER_EM,
        None => 0.0,
    });
    // The height of the lines, each box's line as tall as a box.
    let boxes = if marks.boxes.is_some() { 2 } else { 0 };
    let tall_lines = marks.lines.len() as f64 * SCRIPT_LINE + boxes as f64 * BOX_LINE;
    let mut reach = if leaf {
        let under = lines.max(width(marks.name.as_deref().unwrap_or(""), SCRIPT)) / 2.0;
        let names = usize::from(marks.name.is_some());
        let under_height = UNDER_GAP + tall_lines + names as f64 * SCRIPT_LINE;
        Reach {
            left: half,
            right: half,
            up: tall,
            down: tall + under_height,
            shape,
            under,
            under_height,
            ..Reach::default()
        }
    } else {
        let left = if name > 0.0 {
            half + 0.6 * SMALL + name
        } else {
            half
        };
        // The lines on the right stand centred on the node's centre.
        let half_lines = tall_lines / 2.0;
        Reach {
            left,
            right: half,
            up: tall.max(half_lines),
            down: tall.max(half_lines),
            shape,
            // Past the ring only where the node is ever current: a
            // worksheet's nodes never are, and stand closer.
            beside: if marks.current {
                RING_SPAN * half
            } else {
                half
            } + RING_GAP,
            lines,
            ..Reach::default()
        }
    };
    if let Some(text) = &marks.on_edge {
        let beside = EDGE_GAP + width(text, SCRIPT);
        if left {
            reach.left = reach.left.max(beside);
        } else {
            reach.right = reach.right.max(beside);
        }
    }
    if marks.decided.is_some() {
        reach.up = reach.up.max(tall + SCRIPT_LINE);
    }
    reach
}
