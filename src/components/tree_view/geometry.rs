//! Where everything goes: the core's tidy layout scaled to pixels, each
//! node's place and size, how far its marks reach, and the level captions.
//! Pure geometry, worked out once per layout and never per frame; the
//! shapes themselves are `shape`'s.

use super::labels::ValueText;
use super::shape::{
    Kind, Outline, Shape, CIRCLE_RADIUS, LEAF_HALF_SIZE, RING_GAP, TOGGLE_GAP, TOGGLE_RADIUS,
    TRIANGLE_HALF_HEIGHT, TRIANGLE_HALF_WIDTH,
};
use super::svg::px;
use super::viewport::Region;
use crate::lesson::Lesson;
use gametree::layout::layout_collapsed;
use gametree::order::arranged;
use gametree::{NodeId, Tree};
use std::collections::BTreeSet;
use std::rc::Rc;

/// The font size of node values, in pixels at scale 1 (as in `style.css`).
const VALUE_FONT: f64 = 24.0;
/// The font size of node names (A, B, …), as in `style.css`.
const LABEL_FONT: f64 = 20.0;
/// The font size of the level captions, as in `style.css`.
const CAPTION_FONT: f64 = 16.0;

/// Pixels from one level to the next, at least.
pub const LEVEL_HEIGHT: f64 = 120.0;
/// Pixels from one level to the next at most, when a shallow tree spreads
/// its levels to use a tall box.
const MOST_LEVEL_HEIGHT: f64 = 240.0;
/// The gap between a shape and the name on its left, wide enough for the
/// ring around the current node.
const NAME_GAP: f64 = 12.0;
/// The least gap between the marks of two neighbours on a row.
const NAME_CLEARANCE: f64 = 10.0;
/// The line a leaf's name takes under it: its height and the gap above it.
const NAME_LINE: f64 = LABEL_FONT + 6.0;
/// The font size of proof and disproof numbers, as in `style.css`: under a
/// leaf they are as wide as the leaf's room.
const PROOF_FONT: f64 = 18.0;
/// The gap between a leaf's top and the middle of the answer written over it.
const ANSWER_GAP: f64 = 16.0;
/// How much higher every other leaf's answer goes: a line of answer text
/// (17 px in `style.css`) and a little air.
const ANSWER_LINE: f64 = 22.0;
/// Room around a node for its name, value and window, kept on screen when
/// its subtree is zoomed to.
const LABEL_ROOM: f64 = 36.0;
/// Room between a value and the sides of its box.
const TEXT_PADDING: f64 = 2.0;

/// Room above the root for its visit-order number and ring.
const TOP_MARGIN: f64 = 52.0;
/// Room under the deepest nodes for their fold buttons, or a leaf's name.
const BOTTOM_MARGIN: f64 = 56.0;
/// Room under a leaf for a proof-number search's two lines, as in `proof`.
const NUMBERS_ROOM: f64 = 46.0;
/// Room at the left and right ends of the drawing.
const SIDE_MARGIN: f64 = 8.0;
/// The gap between the level captions and the leftmost node's marks.
const CAPTION_GAP: f64 = 12.0;
/// Room right of an inner node for its window ("[−∞, +∞]"), its cut
/// condition ("2 ≤ α = 3"), or a value too wide for its shape (more if
/// leaf values are wider).
const BESIDE_ROOM: f64 = 96.0;

/// The gap between a shape and the text on its right.
const BESIDE_GAP: f64 = 8.0;
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
    /// How many descendants a folded node hides; 0 when it is not folded.
    pub hidden: usize,
    /// Whether text written above the node goes a line higher: every other
    /// leaf of a row, so that the windows written over neighbouring leaves
    /// each get two leaves' width.
    pub raised: bool,
    /// Whether the node has a name to write (under a leaf, left of the others).
    pub named: bool,
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

    /// Where text on the node's right starts.
    pub fn beside_x(&self) -> f64 {
        self.half_width + BESIDE_GAP
    }

    /// Where the visit-order number goes: off the shape's upper-left
    /// corner, clear of the name below it.
    pub fn order_centre(&self) -> (f64, f64) {
        (
            -self.half_width - ORDER_RADIUS,
            self.top() - ORDER_RADIUS * 0.75,
        )
    }

    /// How far left of the centre the node's marks reach on its row: the
    /// shape, and an inner node's name of `name_width`; a leaf's name is
    /// under it, as wide as `under_width` with whatever else is written there.
    fn reach_left(&self, name_width: f64, under_width: f64) -> f64 {
        if self.kind == Kind::Leaf {
            self.half_width.max(under_width / 2.0)
        } else {
            self.half_width.max(name_width - self.name_x())
        }
    }

    /// How far right of the centre the node's marks reach: the ring of a
    /// leaf, the text beside an inner node.
    fn reach_right(&self, beside_room: f64) -> f64 {
        if self.kind == Kind::Leaf {
            self.half_width + RING_GAP
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
            (0.0, self.half_height + NAME_LINE / 2.0 + 2.0, true)
        } else {
            (self.name_x(), 0.0, false)
        }
    }

    /// Where text written under the node begins: under a leaf's name.
    pub fn under_y(&self) -> f64 {
        self.half_height + if self.named { NAME_LINE } else { 0.0 }
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

/// One caption of the left margin: who moves at a level.
#[derive(Clone, Debug, PartialEq)]
pub struct Caption {
    /// The level's height in pixels.
    pub y: f64,
    /// MAX, MIN, CHANCE, Player k, or two of them as "MIN / CHANCE".
    pub text: String,
}

/// The whole tree placed in pixels: worked out once per tree and set of
/// folded nodes, and shared by every frame.
#[derive(Debug)]
pub struct Drawing {
    /// The tree and its search.
    pub lesson: Rc<Lesson>,
    /// Where each node goes, indexed by `NodeId::index`; `None` inside a folded subtree.
    pub places: Vec<Option<Place>>,
    /// The level captions, top to bottom.
    pub captions: Vec<Caption>,
    /// Where the captions end on the right (they are right-aligned there).
    pub caption_x: f64,
    /// The paths of the four shapes, in the order `Shape` lists them.
    outlines: [Outline; 4],
    /// The width of the whole drawing.
    pub width: f64,
    /// The height of the whole drawing.
    pub height: f64,
    /// The levels below the root, in layout units.
    levels: f64,
    /// The room above the root and under the deepest row.
    margins: f64,
}

impl Drawing {
    /// Lays out the lesson's tree with the `collapsed` subtrees folded
    /// away, its children in the order the search takes them after
    /// `reorders` reorderings (`Trace::arrangement`): the same nodes, with
    /// the same ids, only placed elsewhere; `level_height` pixels from one
    /// level to the next.
    pub fn new(
        lesson: Rc<Lesson>,
        collapsed: &BTreeSet<NodeId>,
        reorders: usize,
        level_height: f64,
    ) -> Drawing {
        let level_y = |depth: f64| TOP_MARGIN + depth * level_height;
        let searched = lesson.run.as_ref().ok().and_then(|run| {
            let places = run.trace.arrangement(reorders)?;
            Some(arranged(&lesson.tree, places))
        });
        let tree = searched.as_ref().unwrap_or(&lesson.tree);
        let mut folded = vec![false; tree.len()];
        for id in collapsed {
            if let Some(entry) = folded.get_mut(id.index()) {
                *entry = true;
            }
        }
        let layout = layout_collapsed(tree, &folded);
        let kinds: Vec<Kind> = tree.ids().map(|id| Kind::of(tree, id)).collect();
        let placed: Vec<NodeId> = tree
            .ids()
            .filter(|&id| layout.point(id).is_some())
            .collect();

        // Leaves are as wide as the widest leaf value needs.
        let widest_leaf = placed
            .iter()
            .filter(|id| kinds[id.index()] == Kind::Leaf)
            .filter_map(|&id| tree.node(id).value.as_ref())
            .map(|value| text_width(&ValueText::of_value(value).plain(), VALUE_FONT))
            .fold(0.0, f64::max);
        let leaf_half_width = LEAF_HALF_SIZE.max(widest_leaf / 2.0 + 3.0 * TEXT_PADDING);
        let name_width =
            |id: NodeId| (lesson.label(id)).map_or(0.0, |label| text_width(&label, LABEL_FONT));
        let proof_numbers = lesson
            .run
            .as_ref()
            .is_ok_and(|run| run.trace.options.algorithm.is_proof_number());
        // What is written under a leaf: its name, and a proof-number
        // search's two lines.
        let numbers_width = if proof_numbers {
            text_width("dn 10", PROOF_FONT)
        } else {
            0.0
        };
        let under_width = |id: NodeId| name_width(id).max(numbers_width);

        let sizes = subtree_sizes(tree);
        let mut places: Vec<Option<Place>> = vec![None; tree.len()];
        for (id, point) in tree.ids().zip(&layout.points) {
            let Some(point) = point else {
                continue;
            };
            let kind = kinds[id.index()];
            let (half_width, half_height) = match kind.shape() {
                Shape::TriangleUp | Shape::TriangleDown => {
                    (TRIANGLE_HALF_WIDTH, TRIANGLE_HALF_HEIGHT)
                }
                Shape::Circle => (CIRCLE_RADIUS, CIRCLE_RADIUS),
                Shape::Square => (leaf_half_width, LEAF_HALF_SIZE),
            };
            let is_folded = folded[id.index()] && kind != Kind::Leaf;
            places[id.index()] = Some(Place {
                x: point.x,
                y: level_y(point.y),
                kind,
                half_width,
                half_height,
                child_index: 0,
                hidden: if is_folded { sizes[id.index()] - 1 } else { 0 },
                // Leaves are one unit apart: every other one is raised.
                raised: kind == Kind::Leaf && point.x.round().rem_euclid(2.0) == 1.0,
                named: lesson.label(id).is_some(),
            });
        }

        // The layout's unit is as wide as the closest two neighbours on a
        // row need, so that their marks never meet and no room is wasted.
        let mut rows: Vec<(f64, f64, NodeId)> = placed
            .iter()
            .filter_map(|&id| Some((places[id.index()].as_ref()?.y, layout.point(id)?.x, id)))
            .collect();
        rows.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
        let reach = |id: NodeId, name: f64| {
            places[id.index()]
                .as_ref()
                .map_or(0.0, |place| place.reach_left(name, under_width(id)))
        };
        let unit_width = rows
            .windows(2)
            .filter(|pair| pair[0].0 == pair[1].0 && pair[1].1 > pair[0].1)
            .map(|pair| {
                let need = reach(pair[0].2, 0.0) + reach(pair[1].2, name_width(pair[1].2));
                (need + NAME_CLEARANCE) / (pair[1].1 - pair[0].1)
            })
            .fold(2.0 * LEAF_HALF_SIZE + NAME_CLEARANCE, f64::max);
        for place in places.iter_mut().flatten() {
            place.x *= unit_width;
        }

        // Each child's position among its siblings: one pass over the child
        // lists, not one search per child.
        for id in tree.ids() {
            for (child_index, child) in tree.children(id).iter().enumerate() {
                if let Some(place) = &mut places[child.index()] {
                    place.child_index = child_index as u32;
                }
            }
        }

        // The captions go on the left, and the tree just right of them, as
        // far left as the marks of its nodes reach.
        let and_or = tree.is_and_or() || proof_numbers;
        let captions_by_depth = level_captions(tree, &kinds, &placed, and_or);
        let widest_caption = captions_by_depth
            .iter()
            .map(|text| caption_width(text))
            .fold(0.0, f64::max);
        let caption_x = SIDE_MARGIN + widest_caption;
        let beside_room = BESIDE_ROOM.max(widest_leaf);
        let (mut leftmost, mut rightmost) = (f64::INFINITY, f64::NEG_INFINITY);
        for &id in &placed {
            if let Some(place) = &places[id.index()] {
                // The visit-order number off the upper-left corner may
                // reach into the gap by the captions.
                let marks = place.reach_left(name_width(id), under_width(id));
                leftmost = leftmost.min(place.x - marks.max(place.half_width + ORDER_RADIUS));
                rightmost = rightmost.max(place.x + place.reach_right(beside_room));
            }
        }
        let shift = caption_x + CAPTION_GAP - leftmost;
        let bottom_margin = if proof_numbers {
            BOTTOM_MARGIN + NUMBERS_ROOM
        } else {
            BOTTOM_MARGIN
        };
        for place in places.iter_mut().flatten() {
            place.x += shift;
        }
        let captions = captions_by_depth
            .into_iter()
            .enumerate()
            .map(|(depth, text)| Caption {
                y: level_y(depth as f64),
                text,
            })
            .collect();
        Drawing {
            outlines: [
                Outline::new(Shape::TriangleUp, TRIANGLE_HALF_WIDTH, TRIANGLE_HALF_HEIGHT),
                Outline::new(
                    Shape::TriangleDown,
                    TRIANGLE_HALF_WIDTH,
                    TRIANGLE_HALF_HEIGHT,
                ),
                Outline::new(Shape::Circle, CIRCLE_RADIUS, CIRCLE_RADIUS),
                Outline::new(Shape::Square, leaf_half_width, LEAF_HALF_SIZE),
            ],
            width: rightmost + shift + SIDE_MARGIN,
            height: level_y(layout.height) + bottom_margin,
            margins: TOP_MARGIN + bottom_margin,
            levels: layout.height,
            lesson,
            places,
            captions,
            caption_x,
        }
    }

    /// Where `id` is drawn, if it is.
    pub fn place(&self, id: NodeId) -> Option<&Place> {
        self.places[id.index()].as_ref()
    }

    /// The box (left, top, right, bottom) around the drawn nodes of `id`'s
    /// subtree, with room for their labels: what zooming to it shows.
    pub fn subtree_bounds(&self, id: NodeId) -> Option<Region> {
        let tree = &self.lesson.tree;
        let mut subtree = vec![id];
        let mut next = 0;
        while let Some(&node) = subtree.get(next) {
            subtree.extend_from_slice(tree.children(node));
            next += 1;
        }
        self.bounds(subtree)
    }

    /// The box around `id`, its parent and its children, with room for
    /// their labels: the part being explained when the search is at `id`.
    pub fn focus_bounds(&self, id: NodeId) -> Option<Region> {
        let tree = &self.lesson.tree;
        let around = tree.parent(id).into_iter().chain([id]);
        self.bounds(around.chain(tree.children(id).iter().copied()))
    }

    /// The box around the drawn ones of `nodes`, with room for their labels.
    fn bounds(&self, nodes: impl IntoIterator<Item = NodeId>) -> Option<Region> {
        let (mut left, mut top) = (f64::INFINITY, f64::INFINITY);
        let (mut right, mut bottom) = (f64::NEG_INFINITY, f64::NEG_INFINITY);
        for place in nodes.into_iter().filter_map(|node| self.place(node)) {
            let (half_width, half_height) = (
                place.half_width + LABEL_ROOM,
                place.half_height + LABEL_ROOM,
            );
            left = left.min(place.x - half_width);
            right = right.max(place.x + half_width);
            top = top.min(place.y - half_height);
            bottom = bottom.max(place.y + half_height);
        }
        left.is_finite().then_some((left, top, right, bottom))
    }

    /// The paths of `shape`.
    pub fn outline(&self, shape: Shape) -> &Outline {
        &self.outlines[shape as usize]
    }
}

impl Drawing {
    /// The level height at which the drawing has the shape of a `screen`
    /// sized box, so that a wide, shallow tree spreads its levels over the
    /// room below it instead of leaving it empty: between [`LEVEL_HEIGHT`]
    /// and [`MOST_LEVEL_HEIGHT`], rounded to 10 px so that a small resize
    /// does not lay the tree out again. The width does not depend on it.
    pub fn level_height_for(&self, (width, height): (f64, f64)) -> f64 {
        if self.levels <= 0.0 || width <= 0.0 || height <= 0.0 {
            return LEVEL_HEIGHT;
        }
        let fitting = (self.width * height / width - self.margins) / self.levels;
        ((fitting / 10.0).floor() * 10.0).clamp(LEVEL_HEIGHT, MOST_LEVEL_HEIGHT)
    }
}

/// The caption of every level: the kinds of its inner nodes, such as
/// "MIN / CHANCE" for a mixed level; a level of leaves is named after the
/// player who would move there; OR and AND for an AND-OR tree or a
/// proof-number search (`and_or`).
fn level_captions(tree: &Tree, kinds: &[Kind], placed: &[NodeId], and_or: bool) -> Vec<String> {
    let mut inner: Vec<BTreeSet<Kind>> = Vec::new();
    let mut movers: Vec<Option<Kind>> = Vec::new();
    for &id in placed {
        let depth = tree.depth(id) as usize;
        if inner.len() <= depth {
            inner.resize(depth + 1, BTreeSet::new());
            movers.resize(depth + 1, None);
        }
        movers[depth].get_or_insert_with(|| Kind::of_mover(tree, id));
        if kinds[id.index()] != Kind::Leaf {
            inner[depth].insert(kinds[id.index()]);
        }
    }
    inner
        .iter()
        .zip(&movers)
        .map(|(inner, mover)| {
            let names: Vec<String> = if inner.is_empty() {
                mover.iter().map(|kind| kind.caption(and_or)).collect()
            } else {
                inner.iter().map(|kind| kind.caption(and_or)).collect()
            };
            names.join(" / ")
        })
        .collect()
}

/// How many nodes each subtree has, its root included. Children come after
/// their parents, so one backward pass adds every subtree up.
fn subtree_sizes(tree: &Tree) -> Vec<usize> {
    let mut sizes = vec![1; tree.len()];
    for id in tree.ids().rev() {
        if let Some(parent) = tree.parent(id) {
            sizes[parent.index()] += sizes[id.index()];
        }
    }
    sizes
}

/// How wide a level caption is drawn: bold capitals, in any language
/// ("NEBO (MAX)", "ȘI (MIN)"), spaced by style.css's `letter-spacing`.
fn caption_width(text: &str) -> f64 {
    const LETTER_SPACING_EM: f64 = 0.06;
    let capitals = text.chars().filter(|letter| letter.is_uppercase()).count();
    let ascii_capitals = text.chars().filter(char::is_ascii_uppercase).count();
    // Capitals outside ASCII (Ș, Á) are as wide as the others.
    let widened = (capitals - ascii_capitals) as f64 * (0.78 - 0.7);
    let spacing = text.chars().count() as f64 * LETTER_SPACING_EM;
    text_width(text, CAPTION_FONT) + (widened + spacing) * CAPTION_FONT
}

/// About how wide `text` is at `font_size` pixels in a bold sans-serif
/// font, erring on the wide side (DejaVu Sans, the widest common one): the
/// drawing never waits for the browser to measure text.
fn text_width(text: &str, font_size: f64) -> f64 {
    let ems: f64 = text
        .chars()
        .map(|letter| match letter {
            '\u{2009}' => 0.2,
            ' ' => 0.35,
            ',' | '.' | ':' | '/' | '⟨' | '⟩' => 0.4,
            '[' | ']' | '(' | ')' | '_' => 0.5,
            '∞' | '≤' | '≥' | '−' | '+' | '=' | '<' | '>' => 0.84,
            letter if letter.is_ascii_uppercase() => 0.78,
            letter if letter.is_ascii_lowercase() => 0.64,
            _ => 0.7,
        })
        .sum();
    ems * font_size
}

#[cfg(test)]
mod tests {
    use super::*;
    use gametree::{Algorithm, Options};

    fn drawing(text: &str, algorithm: Algorithm) -> Drawing {
        let tree = gametree::parse(text).expect("the tree parses");
        Drawing::new(
            Lesson::new(&tree, &Options::new(algorithm), false),
            &BTreeSet::new(),
            0,
            LEVEL_HEIGHT,
        )
    }

    fn captions(drawing: &Drawing) -> Vec<&str> {
        drawing
            .captions
            .iter()
            .map(|caption| caption.text.as_str())
            .collect()
    }

    #[test]
    fn levels_are_captioned_by_who_moves_and_mixed_levels_by_both() {
        let lecture = drawing(
            "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))",
            Algorithm::AlphaBeta,
        );
        assert_eq!(captions(&lecture), ["MAX", "MIN", "MAX"]);
        let mixed = drawing("A(B(1/2:3 1/2:(4 1)) C(5 6))", Algorithm::Expectiminimax);
        // Depth 2 holds leaves of both players, but its one inner node names it.
        assert_eq!(captions(&mixed), ["MAX", "MIN / CHANCE", "MIN", "MAX"]);
        let three = drawing("((<1,2,6> <4,2,3>) (<6,1,2> <7,4,-1>))", Algorithm::MaxN);
        assert_eq!(captions(&three), ["Player 1", "Player 2", "Player 3"]);
        let and_or = drawing("or S(Suck(G=1 B(Right(G=1))))", Algorithm::AndOr);
        assert_eq!(
            captions(&and_or),
            ["OR (MAX)", "AND (MIN)", "OR (MAX)", "AND (MIN)", "OR (MAX)"]
        );
    }

    #[test]
    fn wide_leaf_values_widen_the_unit_so_that_leaves_never_overlap() {
        let three = drawing("((<1,2,6> <4,2,3>) (<6,1,2> <7,4,-1>))", Algorithm::MaxN);
        let leaves: Vec<&Place> = three
            .places
            .iter()
            .flatten()
            .filter(|place| place.kind == Kind::Leaf)
            .collect();
        for pair in leaves.windows(2) {
            let gap = pair[1].x - pair[0].x - pair[0].half_width - pair[1].half_width;
            assert!(gap >= NAME_CLEARANCE - 1e-9, "leaves {gap} px apart");
        }
        let widest = text_width("⟨7, 4, −1⟩", VALUE_FONT);
        assert!(leaves.iter().all(|leaf| 2.0 * leaf.half_width > widest));
    }

    #[test]
    fn a_folded_node_is_drawn_as_a_leaf_that_counts_what_it_hides() {
        let tree = gametree::parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6))").expect("parses");
        let lesson = Lesson::new(&tree, &Options::new(Algorithm::Minimax), false);
        let b = tree.find("0").expect("B");
        let folded = Drawing::new(lesson, &BTreeSet::from([b]), 0, LEVEL_HEIGHT);
        assert_eq!(folded.place(b).map(|place| place.hidden), Some(3));
        assert_eq!(folded.place(b).map(|place| place.kind), Some(Kind::Min));
        let e = tree.find("0.0").expect("E");
        assert!(folded.place(e).is_none());
    }
}
