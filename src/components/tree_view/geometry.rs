//! Where everything goes: the core's tidy layout, given the room each pair
//! of neighbours needs, scaled to pixels (each node's `place`), and the
//! level captions.
//! Pure geometry, worked out once per layout and never per frame; the
//! shapes themselves are `shape`'s.

use super::labels::{window, ValueText};
use super::measure::{caption_width, text_width, LABEL_FONT, PROOF_FONT, VALUE_FONT};
use super::place::{Place, ORDER_RADIUS, TEXT_PADDING};
use super::shape::{
    Kind, Outline, Shape, CIRCLE_RADIUS, LEAF_HALF_SIZE, RING_GAP, TRIANGLE_HALF_HEIGHT,
    TRIANGLE_HALF_WIDTH,
};
use super::stagger::lowered;
use super::viewport::Region;
use crate::lesson::Lesson;
use crate::state::reveal::Folds;
use gametree::layout::layout_spaced;
use gametree::marks::widest_visits_lines;
use gametree::order::arranged;
use gametree::{Algorithm, Frame, NodeFrame, NodeId, NodeState, Tree};
use std::collections::BTreeSet;
use std::rc::Rc;

/// Pixels from one level to the next, at least.
pub const LEVEL_HEIGHT: f64 = 120.0;
/// Pixels from one level to the next at most, when a shallow tree spreads
/// its levels to use a tall box.
const MOST_LEVEL_HEIGHT: f64 = 240.0;
/// The least gap between the marks of two neighbours on a row.
const NAME_CLEARANCE: f64 = 10.0;
/// The least room around a node for its name, value and window, kept on
/// screen when its subtree is zoomed to (a longer name or window gets its
/// own width).
const LABEL_ROOM: f64 = 48.0;

/// Room above the root for its window (written above its row, as high as
/// the shape's half height, the notes' gap and a line of text), its
/// visit-order number and ring.
const TOP_MARGIN: f64 = 70.0;
/// Room under the deepest nodes for their fold buttons, or a leaf's name (a
/// line of the values' size under it, its descent included).
const BOTTOM_MARGIN: f64 = 72.0;
/// Room under a leaf for a proof-number search's two lines, as in `proof`.
const NUMBERS_ROOM: f64 = 54.0;
/// Room at the left and right ends of the drawing.
const SIDE_MARGIN: f64 = 8.0;
/// The gap between the level captions and the leftmost node's marks.
const CAPTION_GAP: f64 = 12.0;
/// Room right of an inner node for its window ("[−∞, +∞]") or its cut
/// condition ("2 ≤ α = 3").
const BESIDE_ROOM: f64 = 96.0;
/// The widest value that fits inside every inner node's shape: a wider one
/// is written beside it.
const INSIDE_ROOM: f64 = 42.0;

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
    /// Where each drawn node goes, in the order of `drawn`.
    pub places: Vec<Place>,
    /// The room the layout keeps right of an inner node for what is
    /// written there at every step (a bound, proof numbers, W/N).
    beside_room: f64,
    /// The nodes that have a place (none inside a folded subtree or
    /// outside the run drawn of a node too wide to draw whole), in the
    /// order of their ids: what each frame draws. Only these are worked
    /// on, so that a drawing of a game's tree of half a million nodes costs
    /// what its few hundred drawn nodes cost.
    pub drawn: Vec<NodeId>,
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
    /// Lays out the lesson's tree as `folds` draws it (subtrees folded
    /// away, a run of a wide node's children), its children in the order the search takes them after
    /// `reorders` reorderings (`Trace::arrangement`): the same nodes, with
    /// the same ids, only placed elsewhere; `level_height` pixels from one
    /// level to the next.
    pub fn new(lesson: Rc<Lesson>, folds: &Folds, reorders: usize, level_height: f64) -> Drawing {
        let level_y = |depth: f64| TOP_MARGIN + depth * level_height;
        let searched = lesson.run.as_ref().ok().and_then(|run| {
            let places = run.trace.arrangement(reorders)?;
            Some(arranged(&lesson.tree, places))
        });
        let tree = searched.as_ref().unwrap_or(&lesson.tree);
        let folded = |id: NodeId| folds.folded.contains(&id);
        // The run drawn of each node too wide to draw whole, by places in
        // the order drawn.
        let place = |id: NodeId| tree.child_index(id);
        let shown = |id: NodeId| match folds.run(tree, id, &place) {
            _ if folded(id) => 0..0,
            Some(run) => run,
            None => 0..tree.children(id).len(),
        };
        // The nodes drawn, in the order of their ids: those with no folded
        // ancestor, inside the run of any wide one, found from the root
        // down, so that the work of a drawing grows with what it draws and
        // not with the tree (a game's tree has hundreds of thousands).
        let mut placed = Vec::new();
        let mut waiting = vec![NodeId::ROOT];
        while let Some(id) = waiting.pop() {
            placed.push(id);
            waiting.extend_from_slice(&tree.children(id)[shown(id)]);
        }
        placed.sort_unstable();
        // A drawn node's index among them, for the tables below.
        let slot = |id: NodeId| {
            placed
                .binary_search(&id)
                .expect("only drawn nodes are asked about")
        };
        let kinds: Vec<Kind> = placed.iter().map(|&id| Kind::of(tree, id)).collect();
        let kind = |id: NodeId| kinds[slot(id)];
        let lowered = lowered(tree, &placed, &kind, &shown);
        let lowers = !lowered.is_empty();

        // Leaves are as wide as the widest leaf value needs.
        let widest_leaf = placed
            .iter()
            .filter(|&&id| kind(id) == Kind::Leaf)
            .filter_map(|&id| tree.node(id).value.as_ref())
            .map(|value| text_width(&ValueText::of_value(value).plain(), VALUE_FONT))
            .fold(0.0, f64::max);
        let leaf_half_width = LEAF_HALF_SIZE.max(widest_leaf / 2.0 + 2.0 * TEXT_PADDING);
        // Each drawn name's width, worked out once: the layout asks it at
        // every pair of neighbours it compares.
        let name_widths: Vec<Option<f64>> = (placed.iter())
            .map(|&id| lesson.label(id).map(|label| text_width(&label, LABEL_FONT)))
            .collect();
        let name_width = |id: NodeId| name_widths[slot(id)].unwrap_or(0.0);
        let options = lesson.run.as_ref().ok().map(|run| run.trace.options);
        let algorithm = options.map(|options| options.algorithm);
        let proof_numbers = algorithm.is_some_and(|algorithm| algorithm.is_proof_number());
        // Monte Carlo tree search writes its N (and beside an inner node
        // its W/N) in the same places: as wide as the widest N it may write.
        let visits_width = options
            .filter(|options| options.algorithm == Algorithm::MonteCarlo)
            .map(|options| {
                (widest_visits_lines(options.monte_carlo.iterations).iter())
                    .map(|line| text_width(line, PROOF_FONT))
                    .fold(0.0, f64::max)
            });
        // A proof-number search writes two lines under a leaf, whose
        // numbers are 0, 1 or ∞, and beside every inner node; an inner
        // node's value too wide for its shape (a bound such as "≥ 12" in a
        // pruning search) goes beside it. (A pruning search's window and
        // cut condition, written beside one node at a time, may reach over
        // a close neighbour: room for them everywhere would halve a tree on
        // a phone.)
        let (under_numbers, beside_numbers) = match visits_width {
            Some(visits) => (visits, visits.max(text_width("W/N 0.43", PROOF_FONT))),
            None if proof_numbers => (
                text_width("dn ∞", PROOF_FONT),
                text_width("dn 10", PROOF_FONT),
            ),
            None => (0.0, 0.0),
        };
        let monte_carlo = visits_width.is_some();
        // What is written under a leaf besides its name: a lowered leaf
        // goes a row and that much lower, clear of its neighbours' numbers.
        let numbers_room = if proof_numbers || monte_carlo {
            NUMBERS_ROOM
        } else {
            0.0
        };
        let below_row = level_height + numbers_room;
        let widest_inner = if algorithm.is_some_and(|algorithm| algorithm.prunes()) {
            text_width("≥\u{2009}", VALUE_FONT) + widest_leaf
        } else {
            widest_leaf
        };
        let beside_room = beside_numbers.max(if widest_inner > INSIDE_ROOM {
            widest_inner
        } else {
            0.0
        });
        let under_width = |id: NodeId| name_width(id).max(under_numbers);

        // Every drawn node's shape, placed once the layout is known.
        let mut places: Vec<Place> = (placed.iter().zip(&kinds).zip(&name_widths))
            .map(|((&id, &kind), name_width)| {
                let (half_width, half_height) = match kind.shape() {
                    Shape::TriangleUp | Shape::TriangleDown => {
                        (TRIANGLE_HALF_WIDTH, TRIANGLE_HALF_HEIGHT)
                    }
                    Shape::Circle => (CIRCLE_RADIUS, CIRCLE_RADIUS),
                    Shape::Square => (leaf_half_width, LEAF_HALF_SIZE),
                };
                let is_folded = folded(id) && kind != Kind::Leaf;
                // What a wide node's run leaves out is counted as hidden.
                let size = |id: NodeId| tree.subtree_size(id);
                let left_out = folds.run(tree, id, &place).map_or(0, |run| {
                    let children = &tree.children(id)[run];
                    size(id) - 1 - children.iter().map(|&child| size(child)).sum::<usize>()
                });
                Place {
                    x: 0.0,
                    y: 0.0,
                    kind,
                    half_width,
                    half_height,
                    child_index: tree.child_index(id) as u32,
                    hidden: if is_folded { size(id) - 1 } else { left_out },
                    folded: is_folded,
                    raised: false,
                    name_width: *name_width,
                    below_row: if lowered.contains(&id) {
                        below_row
                    } else {
                        0.0
                    },
                }
            })
            .collect();
        let shape = |id: NodeId| &places[slot(id)];

        // One unit is what two neighbouring leaves need; two neighbours
        // whose marks need more (names, windows, proof numbers beside an
        // inner node) get it from the layout, and no others.
        let leaf_reach = placed
            .iter()
            .filter(|&&id| kind(id) == Kind::Leaf)
            .map(|&id| shape(id).reach_left(0.0, under_width(id)))
            .fold(LEAF_HALF_SIZE, f64::max);
        // A staggered row's unit is half that: a lowered leaf stands half
        // a unit from its neighbours, any other two leaves still a unit apart.
        let unit_width = (2.0 * leaf_reach + NAME_CLEARANCE) / if lowers { 2.0 } else { 1.0 };
        let room = |left: NodeId, right: NodeId| {
            if lowered.contains(&left) || lowered.contains(&right) {
                return 0.0;
            }
            let left_reach = shape(left).reach_right(beside_room, under_width(left));
            let right_reach = shape(right).reach_left(name_width(right), under_width(right));
            (left_reach + right_reach + NAME_CLEARANCE) / unit_width
        };
        let layout = layout_spaced(tree, &shown, &room);
        for (&id, place) in placed.iter().zip(&mut places) {
            if let Some(point) = layout.point(id) {
                place.x = point.x * unit_width;
                place.y = level_y(point.y) + place.below_row;
            }
        }
        // Every other leaf of a row, left to right, is raised: a walk in
        // pre-order meets each row's leaves in that order.
        let mut raise_next = Vec::new();
        let mut waiting = vec![NodeId::ROOT];
        while let Some(id) = waiting.pop() {
            let depth = tree.depth(id) as usize;
            // (A lowered leaf's neighbours on its row are two units away.)
            if kind(id) == Kind::Leaf && !lowered.contains(&id) {
                if raise_next.len() <= depth {
                    raise_next.resize(depth + 1, false);
                }
                places[slot(id)].raised = raise_next[depth];
                raise_next[depth] = !raise_next[depth];
            }
            waiting.extend(tree.children(id)[shown(id)].iter().rev());
        }

        // The captions go on the left, and the tree just right of them, as
        // far left as the marks of its nodes reach.
        let and_or = tree.is_and_or() || proof_numbers;
        let captions_by_depth = level_captions(tree, &kind, &placed, and_or);
        let widest_caption = captions_by_depth
            .iter()
            .map(|text| caption_width(text))
            .fold(0.0, f64::max);
        let caption_x = SIDE_MARGIN + widest_caption;
        let (mut leftmost, mut rightmost) = (f64::INFINITY, f64::NEG_INFINITY);
        for (&id, place) in placed.iter().zip(&places) {
            // The visit-order number off the upper-left corner may
            // reach into the gap by the captions.
            let marks = place.reach_left(name_width(id), under_width(id));
            leftmost = leftmost.min(place.x - marks.max(place.half_width + ORDER_RADIUS));
            // The drawing's right edge leaves room for a window, and
            // for the ring round a leaf.
            let beside = beside_room.max(BESIDE_ROOM);
            let marks = place.reach_right(beside, under_width(id));
            rightmost = rightmost.max(place.x + marks.max(place.half_width + RING_GAP));
        }
        let shift = caption_x + CAPTION_GAP - leftmost;
        let bottom_margin = BOTTOM_MARGIN + numbers_room;
        // A lowered row adds a level and the numbers' room above it.
        let (levels, margins) = if lowers {
            (
                layout.height + 1.0,
                TOP_MARGIN + bottom_margin + numbers_room,
            )
        } else {
            (layout.height, TOP_MARGIN + bottom_margin)
        };
        for place in &mut places {
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
            height: level_y(levels) + margins - TOP_MARGIN,
            margins,
            levels,
            lesson,
            places,
            beside_room,
            drawn: placed,
            captions,
            caption_x,
        }
    }

    /// Where `id` is drawn, if it is.
    pub fn place(&self, id: NodeId) -> Option<&Place> {
        let slot = self.drawn.binary_search(&id).ok()?;
        self.places.get(slot)
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
        self.bounds(&subtree, self.beside_room)
    }

    /// The parts of the drawing that explain the search at `id`, widest
    /// first: the node with its parent and its children, with its children,
    /// alone; each with room beside its nodes for the window `frame`
    /// writes at `id`, however wide. A view that follows the search shows
    /// the widest one it can show readable (`viewport::following`).
    pub fn focus_regions(&self, id: NodeId, frame: &Frame) -> Vec<Region> {
        let written = (frame.nodes.get(id.index()))
            .and_then(|at| at.window.filter(|_| self.writes_window(at)));
        let beside = written.map_or(self.beside_room, |held| {
            self.beside_room.max(text_width(&window(held), VALUE_FONT))
        });
        let tree = &self.lesson.tree;
        let children = tree.children(id);
        let with_parent: Vec<NodeId> = tree
            .parent(id)
            .into_iter()
            .chain([id])
            .chain(children.iter().copied())
            .collect();
        let with_children: Vec<NodeId> = [id].into_iter().chain(children.iter().copied()).collect();
        [with_parent, with_children, vec![id]]
            .iter()
            .filter_map(|nodes| self.bounds(nodes, beside))
            .collect()
    }

    /// Whether a node at `frame`'s step has its window written beside it,
    /// and the window it was entered with on its edge: the nodes the
    /// search works on, in a search that prunes.
    pub fn writes_window(&self, frame: &NodeFrame) -> bool {
        let prunes =
            (self.lesson.run.as_ref()).is_ok_and(|run| run.trace.options.algorithm.prunes());
        frame.state == NodeState::Active && prunes
    }

    /// The box around the drawn ones of `nodes`, within the drawing, with
    /// room for their names, however long, and `beside` them.
    fn bounds(&self, nodes: &[NodeId], beside: f64) -> Option<Region> {
        let (mut left, mut top) = (f64::INFINITY, f64::INFINITY);
        let (mut right, mut bottom) = (f64::NEG_INFINITY, f64::NEG_INFINITY);
        for place in nodes.iter().filter_map(|&node| self.place(node)) {
            let name = place.name_width.unwrap_or(0.0);
            let (half_width, half_height) = (
                place.half_width + LABEL_ROOM,
                place.half_height + LABEL_ROOM,
            );
            left = left.min(place.x - half_width.max(place.reach_left(name, name)));
            right = right.max(place.x + half_width.max(place.reach_right(beside, name)));
            top = top.min(place.y - half_height);
            bottom = bottom.max(place.y + half_height);
        }
        left.is_finite()
            .then_some((left.max(0.0), top, right.min(self.width), bottom))
    }

    /// The paths of `shape`.
    pub fn outline(&self, shape: Shape) -> &Outline {
        &self.outlines[shape as usize]
    }

    /// Where `text` written on the right of the node at `place` (a window,
    /// a cut condition) goes, and its anchor: from beside the node, or,
    /// should it pass the drawing's right edge, ending there.
    pub fn beside(&self, place: &Place, text: &str) -> (f64, &'static str) {
        let edge = self.width - SIDE_MARGIN - place.x;
        if place.beside_x() + text_width(text, VALUE_FONT) > edge {
            (edge, "end")
        } else {
            (place.beside_x(), "start")
        }
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
fn level_captions(
    tree: &Tree,
    kind: &dyn Fn(NodeId) -> Kind,
    placed: &[NodeId],
    and_or: bool,
) -> Vec<String> {
    let mut inner: Vec<BTreeSet<Kind>> = Vec::new();
    let mut movers: Vec<Option<Kind>> = Vec::new();
    for &id in placed {
        let depth = tree.depth(id) as usize;
        if inner.len() <= depth {
            inner.resize(depth + 1, BTreeSet::new());
            movers.resize(depth + 1, None);
        }
        movers[depth].get_or_insert_with(|| Kind::of_mover(tree, id));
        if kind(id) != Kind::Leaf {
            inner[depth].insert(kind(id));
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

#[cfg(test)]
mod tests {
    use super::*;
    use gametree::{Algorithm, Options};

    fn drawing(text: &str, algorithm: Algorithm) -> Drawing {
        let tree = Rc::new(gametree::parse(text).expect("the tree parses"));
        Drawing::new(
            Lesson::new(&tree, &Options::new(algorithm), false),
            &Folds::default(),
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
        let tree = Rc::new(gametree::parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6))").expect("parses"));
        let lesson = Lesson::new(&tree, &Options::new(Algorithm::Minimax), false);
        let b = tree.find("0").expect("B");
        let folded = Drawing::new(lesson, &Folds::of(&BTreeSet::from([b])), 0, LEVEL_HEIGHT);
        assert_eq!(folded.place(b).map(|place| place.hidden), Some(3));
        assert_eq!(folded.place(b).map(|place| place.kind), Some(Kind::Min));
        let e = tree.find("0.0").expect("E");
        assert!(folded.place(e).is_none());
    }

    #[test]
    fn a_node_followed_alone_is_framed_with_its_whole_name_and_window() {
        let named = drawing(
            "p3_1_1_1_1_1_1_1_1_1_1_1_1_1(B(1 2) C(3 4))",
            Algorithm::AlphaBeta,
        );
        let root = named.place(NodeId::ROOT).expect("the root is drawn");
        // The root entered, with a window of two-digit bounds.
        let shown = (-12.0, 15.0);
        let run = named.lesson.run.as_ref().expect("searched");
        let mut frame = Frame::at(&named.lesson.tree, &run.trace, 1);
        frame.nodes[0].window = Some(shown);
        let alone = *named
            .focus_regions(NodeId::ROOT, &frame)
            .last()
            .expect("a region");
        let (left, _, right, _) = alone;
        let name = text_width("p3_1_1_1_1_1_1_1_1_1_1_1_1_1", LABEL_FONT);
        let (name_end, _, _) = root.name_at();
        assert!(left <= root.x + name_end - name, "the name starts inside");
        let beside = text_width(&window(shown), VALUE_FONT);
        assert!(
            beside > BESIDE_ROOM,
            "a window wider than the room kept for one"
        );
        assert!(
            right >= root.x + root.beside_x() + beside,
            "the window ends inside"
        );
    }
}
