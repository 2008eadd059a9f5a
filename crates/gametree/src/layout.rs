//! Tidy tree layout: where each node of a game tree goes, as plain geometry
//! that the SVG component scales and draws. The algorithm is Walker's, made
//! linear by Buchheim, Jünger and Leipert ("Improving Walker's algorithm to
//! run in linear time", 2002), step for step as d3-hierarchy's `tree.js` has
//! it, with the recursion turned into explicit orders so that a 100,000-deep
//! tree cannot overflow the stack.
//!
//! Units: one level of depth is 1.0 down, and the leftmost node is at x = 0.
//! Two children of one parent are at least [`SIBLING_GAP`] apart and any
//! other two nodes of one depth at least [`COUSIN_GAP`], after d3's "1
//! versus 2" rule: the moves out of one position read as a group, as in the
//! textbook figures of alpha-beta. Half a unit more between groups is
//! enough to read them apart, and keeps a tree narrow enough to read whole
//! on a phone.

use crate::tree::{NodeId, Tree};
use std::ops::{Index, IndexMut, Range};

/// The least horizontal distance between two children of one parent. It is
/// also the least distance between any two nodes at one depth, so a node
/// drawn narrower than this never overlaps another.
pub const SIBLING_GAP: f64 = 1.0;

/// The least horizontal distance between two nodes at one depth whose
/// parents differ: wider than [`SIBLING_GAP`] so that siblings group.
pub const COUSIN_GAP: f64 = 1.5;

/// A position in layout units: x grows to the right, y = depth grows down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// Horizontal position; the leftmost placed node is at 0.
    pub x: f64,
    /// Vertical position: the node's depth, 1.0 per level, the root at 0.
    pub y: f64,
}

/// Where every node of a tree goes, and the box they all fit in, so that the
/// renderer only scales and draws.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// The placed nodes, in the order of their ids: a node hidden inside a
    /// folded subtree, or left out of a wide node's run, has no place. Only
    /// the placed nodes are worked on and kept, so that laying out a few
    /// hundred nodes of a game's half-million-node tree costs what those
    /// few hundred cost.
    pub placed: Vec<NodeId>,
    /// Where each placed node goes, in the order of `placed`.
    pub points: Vec<Point>,
    /// The largest x of a placed node (the smallest is 0): the bounding box
    /// is `[0, width] × [0, height]`, margins left to the renderer.
    pub width: f64,
    /// The largest y of a placed node: the depth of the deepest one.
    pub height: f64,
}

impl Layout {
    /// Where `id` goes, or `None` when a collapsed ancestor hides it.
    pub fn point(&self, id: NodeId) -> Option<Point> {
        let slot = self.placed.binary_search(&id).ok()?;
        self.points.get(slot).copied()
    }
}

/// Lays out the whole tree.
pub fn layout(tree: &Tree) -> Layout {
    layout_collapsed(tree, &[])
}

/// Lays out the tree with some subtrees folded away: a node whose entry in
/// `collapsed` (indexed by [`NodeId::index`]) is true is drawn as a leaf and
/// its descendants are not placed. Entries past the end of `collapsed` count
/// as false.
pub fn layout_collapsed(tree: &Tree, collapsed: &[bool]) -> Layout {
    let every = every_child(tree);
    let shown = |id: NodeId| match collapsed.get(id.index()) {
        Some(true) => 0..0,
        _ => every(id),
    };
    layout_spaced(tree, &shown, &|_, _| 0.0)
}

/// Lays out the part of the tree that `shown` draws, a run of each node's
/// children (by their places among its children: empty for a folded node,
/// a few around the one followed for a node too wide to draw whole), with
/// two neighbours `a` (on the left) and `b` at one depth at least
/// `room(a, b)` apart as well: what a drawing whose nodes carry text of
/// their own sizes needs, d3's `separation`. Only the pairs that need more
/// than the usual gaps get it.
pub fn layout_spaced(
    tree: &Tree,
    shown: &dyn Fn(NodeId) -> Range<usize>,
    room: &dyn Fn(NodeId, NodeId) -> f64,
) -> Layout {
    let (order, work) = Records::placed(tree, shown);
    let mut walker = Walker {
        tree,
        shown,
        room,
        work,
    };
    // First walk, children before parents and left before right: the reverse
    // of a parents-first order that visits children right to left.
    for &id in order.iter().rev() {
        walker.first_walk(id);
    }
    walker.second_walk(&order)
}

/// Every child of every node: what a figure of the whole tree shows.
pub fn every_child(tree: &Tree) -> impl Fn(NodeId) -> Range<usize> + '_ {
    |id| 0..tree.children(id).len()
}

/// Buchheim et al.'s variables for one node (d3's one-letter name after each).
struct Working {
    /// Preliminary x, relative to the parent's subtree (`z`).
    prelim: f64,
    /// Added to the preliminary x of every descendant (`m`).
    modifier: f64,
    /// How the shift spread over the subtrees between two moved ones changes
    /// per subtree, read by `execute_shifts` (`c`).
    change: f64,
    /// How far this subtree moves in `execute_shifts` (`s`).
    shift: f64,
    /// The next node on the contour when this one has no children (`t`).
    thread: Option<NodeId>,
    /// The node whose subtree this one's contour was last merged into (`a`).
    ancestor: NodeId,
    /// The default ancestor of this node's children, while they are merged
    /// left to right (`A`).
    default_ancestor: NodeId,
    /// The position among the parent's children (`i`).
    number: u32,
    /// Where the node goes, before the layout moves its leftmost node to 0.
    point: Point,
}

impl Working {
    fn new(id: NodeId) -> Working {
        Working {
            prelim: 0.0,
            modifier: 0.0,
            change: 0.0,
            shift: 0.0,
            thread: None,
            ancestor: id,
            default_ancestor: id,
            number: 0,
            point: Point { x: 0.0, y: 0.0 },
        }
    }
}

/// The state of one layout: the tree, which children are drawn, the room
/// asked between neighbours, and the variables.
struct Walker<'a> {
    tree: &'a Tree,
    shown: &'a dyn Fn(NodeId) -> Range<usize>,
    room: &'a dyn Fn(NodeId, NodeId) -> f64,
    work: Records,
}

/// The variables of the placed nodes alone, found by node: the nodes in
/// the order of their ids, and each one's record in the same order.
struct Records {
    ids: Vec<NodeId>,
    work: Vec<Working>,
}

impl Records {
    /// The nodes `shown` places, each parent before its children and the
    /// children of a node right to left, and a fresh record for each, with
    /// its place among its drawn siblings.
    fn placed(tree: &Tree, shown: &dyn Fn(NodeId) -> Range<usize>) -> (Vec<NodeId>, Records) {
        let children = |id: NodeId| &tree.children(id)[shown(id)];
        let mut order = Vec::new();
        let mut stack = vec![NodeId::ROOT];
        while let Some(id) = stack.pop() {
            order.push(id);
            stack.extend_from_slice(children(id));
        }
        let mut ids = order.clone();
        ids.sort_unstable();
        let work = ids.iter().map(|&id| Working::new(id)).collect();
        let mut records = Records { ids, work };
        for &id in &order {
            for (number, &child) in children(id).iter().enumerate() {
                records[child].number = number as u32;
            }
        }
        (order, records)
    }

    fn slot(&self, id: NodeId) -> usize {
        self.ids
            .binary_search(&id)
            .expect("every placed node has its record")
    }
}

impl Index<NodeId> for Records {
    type Output = Working;

    fn index(&self, id: NodeId) -> &Working {
        &self.work[self.slot(id)]
    }
}

impl IndexMut<NodeId> for Records {
    fn index_mut(&mut self, id: NodeId) -> &mut Working {
        let slot = self.slot(id);
        &mut self.work[slot]
    }
}

impl<'a> Walker<'a> {
    /// The children that are drawn: none for a folded node, a run of a wide one.
    fn children(&self, id: NodeId) -> &'a [NodeId] {
        &self.tree.children(id)[(self.shown)(id)]
    }

    fn left_sibling(&self, id: NodeId) -> Option<NodeId> {
        let parent = self.tree.parent(id)?;
        let number = self.work[id].number as usize;
        number
            .checked_sub(1)
            .map(|left| self.children(parent)[left])
    }

    /// The next node down the left contour of `id`'s subtree (`nextLeft`).
    fn next_left(&self, id: NodeId) -> Option<NodeId> {
        self.children(id).first().copied().or(self.work[id].thread)
    }

    /// The next node down the right contour of `id`'s subtree (`nextRight`).
    fn next_right(&self, id: NodeId) -> Option<NodeId> {
        self.children(id).last().copied().or(self.work[id].thread)
    }

    /// FIRST WALK for one node whose subtree is already laid out: spread its
    /// children by the pending shifts, centre it over them, put it one gap
    /// right of its left sibling, and push it clear of the subtrees to its
    /// left (APPORTION).
    fn first_walk(&mut self, id: NodeId) {
        let left_sibling = self.left_sibling(id);
        let beside_left = left_sibling
            .map(|left| self.work[left].prelim + SIBLING_GAP.max((self.room)(left, id)));
        let children = self.children(id);
        if let (Some(first), Some(last)) = (children.first(), children.last()) {
            self.execute_shifts(id);
            let midpoint = (self.work[*first].prelim + self.work[*last].prelim) / 2.0;
            let work = &mut self.work[id];
            match beside_left {
                Some(prelim) => {
                    work.prelim = prelim;
                    work.modifier = prelim - midpoint;
                }
                None => work.prelim = midpoint,
            }
        } else if let Some(prelim) = beside_left {
            self.work[id].prelim = prelim;
        }
        if let Some(parent) = self.tree.parent(id) {
            match left_sibling {
                // The first child starts its parent's default ancestor.
                None => self.work[parent].default_ancestor = id,
                Some(left) => self.apportion(id, parent, left),
            }
        }
    }

    /// APPORTION: walks down the inside contours of `id`'s subtree and of
    /// the forest of its left siblings, moving `id`'s subtree right wherever
    /// they come closer than [`COUSIN_GAP`] (or the room asked), then threads the shallower
    /// side's outside contour onto the deeper one. Keeps the parent's default
    /// ancestor up to date.
    fn apportion(&mut self, id: NodeId, parent: NodeId, left_sibling: NodeId) {
        let mut default_ancestor = self.work[parent].default_ancestor;
        // Inside and outside contours, right (id's subtree) and left (the
        // forest of its left siblings), with the sums of modifiers along them.
        let mut inside_right = id;
        let mut outside_right = id;
        let mut inside_left = left_sibling;
        let mut outside_left = self.children(parent)[0];
        let mut sum_inside_right = self.work[inside_right].modifier;
        let mut sum_outside_right = self.work[outside_right].modifier;
        let mut sum_inside_left = self.work[inside_left].modifier;
        let mut sum_outside_left = self.work[outside_left].modifier;
        let mut next_inside_left = self.next_right(inside_left);
        let mut next_inside_right = self.next_left(inside_right);
        while let (Some(left), Some(right)) = (next_inside_left, next_inside_right) {
            inside_left = left;
            inside_right = right;
            // An outside contour is at least as deep as the inside one of the
            // same side: both belong to the same subtree or forest.
            outside_left = self
                .next_left(outside_left)
                .expect("the left outside contour is as deep as the left inside contour");
            outside_right = self
                .next_right(outside_right)
                .expect("the right outside contour is as deep as the right inside contour");
            self.work[outside_right].ancestor = id;
            let gap = COUSIN_GAP.max((self.room)(inside_left, inside_right));
            let shift = (self.work[inside_left].prelim + sum_inside_left)
                - (self.work[inside_right].prelim + sum_inside_right)
                + gap;
            if shift > 0.0 {
                let ancestor = self.next_ancestor(inside_left, id, default_ancestor);
                self.move_subtree(ancestor, id, shift);
                sum_inside_right += shift;
                sum_outside_right += shift;
            }
            sum_inside_left += self.work[inside_left].modifier;
            sum_inside_right += self.work[inside_right].modifier;
            sum_outside_left += self.work[outside_left].modifier;
            sum_outside_right += self.work[outside_right].modifier;
            next_inside_left = self.next_right(inside_left);
            next_inside_right = self.next_left(inside_right);
        }
        // The left forest is deeper: thread the right outside contour on.
        if let Some(left) = next_inside_left {
            if self.next_right(outside_right).is_none() {
                let work = &mut self.work[outside_right];
                work.thread = Some(left);
                work.modifier += sum_inside_left - sum_outside_right;
            }
        }
        // The new subtree is deeper: thread the left outside contour on.
        if let Some(right) = next_inside_right {
            if self.next_left(outside_left).is_none() {
                let work = &mut self.work[outside_left];
                work.thread = Some(right);
                work.modifier += sum_inside_right - sum_outside_left;
                default_ancestor = id;
            }
        }
        self.work[parent].default_ancestor = default_ancestor;
    }

    /// ANCESTOR: the left one of the greatest distinct ancestors of
    /// `inside_left` and `id`, that is, the sibling of `id` whose subtree
    /// holds `inside_left`, when its record says so; else the default.
    fn next_ancestor(&self, inside_left: NodeId, id: NodeId, default_ancestor: NodeId) -> NodeId {
        let ancestor = self.work[inside_left].ancestor;
        if self.tree.parent(ancestor) == self.tree.parent(id) {
            ancestor
        } else {
            default_ancestor
        }
    }

    /// MOVE SUBTREE: moves `right`'s subtree by `shift` now, and records the
    /// change that spreads the shift evenly over the siblings between `left`
    /// and `right`, which `execute_shifts` applies later in one pass.
    fn move_subtree(&mut self, left: NodeId, right: NodeId, shift: f64) {
        let subtrees = self.work[right].number - self.work[left].number;
        let change = shift / f64::from(subtrees);
        let right_work = &mut self.work[right];
        right_work.change -= change;
        right_work.shift += shift;
        right_work.prelim += shift;
        right_work.modifier += shift;
        self.work[left].change += change;
    }

    /// EXECUTE SHIFTS: applies the shifts recorded by `move_subtree` to the
    /// children of `id`, right to left, in one pass.
    fn execute_shifts(&mut self, id: NodeId) {
        let mut shift = 0.0;
        let mut change = 0.0;
        for &child in self.children(id).iter().rev() {
            let work = &mut self.work[child];
            work.prelim += shift;
            work.modifier += shift;
            change += work.change;
            shift += work.shift + change;
        }
    }

    /// SECOND WALK: a node's x is its preliminary x plus the modifiers of its
    /// ancestors, summed parents first; then everything moves so that the
    /// leftmost node is at x = 0.
    fn second_walk(mut self, order: &[NodeId]) -> Layout {
        let mut min_x = f64::INFINITY;
        let mut height = 0.0_f64;
        for &id in order {
            let ancestors_modifier = self
                .tree
                .parent(id)
                .map_or(0.0, |parent| self.work[parent].modifier);
            let work = &mut self.work[id];
            work.modifier += ancestors_modifier;
            let point = Point {
                x: work.prelim + ancestors_modifier,
                y: f64::from(self.tree.depth(id)),
            };
            min_x = min_x.min(point.x);
            height = height.max(point.y);
            work.point = point;
        }
        let points: Vec<Point> = (self.work.work.iter())
            .map(|work| Point {
                x: work.point.x - min_x,
                y: work.point.y,
            })
            .collect();
        let width = points.iter().map(|point| point.x).fold(0.0, f64::max);
        Layout {
            placed: self.work.ids,
            points,
            width,
            height,
        }
    }
}
