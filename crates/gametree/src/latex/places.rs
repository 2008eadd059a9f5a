//! Where the nodes of a LaTeX drawing go, worked out here rather than by
//! `forest`: the app's own tidy layout (`layout.rs`), with room between
//! two neighbours for the widest texts either ever has beside or under it
//! in the document (every overlay of a deck, a worksheet's sheet and key).
//! So no node moves from one overlay to the next, and forest skips its
//! packing, the slowest thing it does (the `stages` of `STYLES`).
//!
//! Widths are estimated from the number of characters, in ems of the
//! document's normal size: generous, since an overlap is worse than room.

use crate::frame::Frame;
use crate::layout::layout_spaced;
use crate::marks::{node_marks, Boxes, NodeMarks, Shape, Show};
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

/// One layout unit (the room between two sibling leaves) in ems of the
/// normal size: `\treeunit` in `STYLES`.
pub const UNIT_EM: f64 = 3.0;

/// The least empty room between the texts of two neighbours, in ems.
const CLEARANCE: f64 = 0.5;

/// How far a node's drawing reaches to the left and right of its centre,
/// in ems, the widest it is in any frame taken.
#[derive(Clone, Debug)]
pub struct Room {
    left: Vec<f64>,
    right: Vec<f64>,
}

impl Room {
    /// No room taken yet for any node of `tree`.
    pub fn new(tree: &Tree) -> Room {
        Room {
            left: vec![0.0; tree.len()],
            right: vec![0.0; tree.len()],
        }
    }

    /// Widens each node's room to what it shows at `frame`, as `show` asks.
    pub fn take(&mut self, tree: &Tree, trace: &Trace, frame: &Frame, show: Show) {
        for node in tree.ids() {
            let (left, right) = reach(&node_marks(tree, trace, frame, show, node));
            let index = node.index();
            self.left[index] = self.left[index].max(left);
            self.right[index] = self.right[index].max(right);
        }
    }
}

/// Each node's place beside its parent (forest's `s`), in layout units.
#[derive(Clone, Debug)]
pub struct Places {
    offsets: Vec<f64>,
}

impl Places {
    /// The tidy layout of `tree` with `room` between neighbours.
    pub fn new(tree: &Tree, room: &Room) -> Places {
        let needed = |a: NodeId, b: NodeId| {
            (room.right[a.index()] + CLEARANCE + room.left[b.index()]) / UNIT_EM
        };
        let layout = layout_spaced(tree, &[], &needed);
        let x = |node: NodeId| layout.point(node).map_or(0.0, |point| point.x);
        let offsets = tree
            .ids()
            .map(|node| tree.parent(node).map_or(0.0, |parent| x(node) - x(parent)))
            .collect();
        Places { offsets }
    }

    /// How far right of its parent `node` goes, in layout units.
    pub fn offset(&self, node: NodeId) -> f64 {
        self.offsets[node.index()]
    }
}

/// The width of `text` set at `size`, in ems of the normal size.
fn width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * CHARACTER * size
}

/// How far a node's drawing reaches left and right of its centre: its
/// shape around its own text, its name on the left and its lines on the
/// right (an inner node), or both centred under it (a leaf).
fn reach(marks: &NodeMarks) -> (f64, f64) {
    let inside = width(marks.inside.as_deref().unwrap_or("00"), SMALL);
    // Each shape's least size (STYLES), and what its text needs.
    let half = match marks.shape {
        // A triangle holds its text in its inscribed circle, half its radius.
        Shape::Max | Shape::Min => {
            let radius = (2.0 * (inside / 2.0).hypot(0.4 * SMALL)).max(1.45 * SMALL);
            radius * 0.87
        }
        Shape::Chance => ((inside / 2.0).hypot(0.4 * SMALL) + 0.1).max(SMALL),
        Shape::Player => (inside / 2.0 + 0.2).max(0.9 * SMALL),
        Shape::Leaf => (inside / 2.0 + 0.2).max(0.85 * SMALL),
    };
    let name = marks.name.as_deref().map_or(0.0, |name| width(name, SMALL));
    let mut lines: f64 = marks
        .lines
        .iter()
        .map(|line| width(line, SCRIPT))
        .fold(0.0, f64::max);
    let leaf = marks.shape == Shape::Leaf;
    lines = lines.max(match marks.boxes {
        Some(Boxes::Window) => 4.0 * SCRIPT + width("[, ]", SCRIPT),
        Some(Boxes::ProofNumbers) if leaf => width("pn ", SCRIPT) + 2.6 * SCRIPT,
        Some(Boxes::ProofNumbers) => 5.2 * SCRIPT + width(" / ", SCRIPT),
        None => 0.0,
    });
    if leaf {
        let under = lines.max(width(marks.name.as_deref().unwrap_or(""), SCRIPT)) / 2.0;
        (half.max(under), half.max(under))
    } else {
        let left = if name > 0.0 {
            half + 0.6 * SMALL + name
        } else {
            half
        };
        let right = if lines > 0.0 {
            half + 0.3 * SCRIPT + lines
        } else {
            half
        };
        (left, right)
    }
}
