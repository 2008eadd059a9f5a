//! What a node is and the outline it is drawn with: the kinds of node,
//! their shapes and sizes, and the SVG paths every node of a shape shares
//! (the shape, the rings that mark it, its fold button), worked out once
//! per layout rather than once per node and frame.

use super::svg::px;
use crate::strings::{said, tree};
use gametree::{NodeId, Player, Tree};
use yew::AttrValue;

/// Half the width of a decision node's triangle.
pub const TRIANGLE_HALF_WIDTH: f64 = 34.0;
/// Half the height of a decision node's triangle.
pub const TRIANGLE_HALF_HEIGHT: f64 = 29.0;
/// The radius of a chance node's circle.
pub const CIRCLE_RADIUS: f64 = 27.0;
/// Half the height (and the least half width) of a leaf's square.
pub const LEAF_HALF_SIZE: f64 = 22.0;

/// How far the ring around the current or chosen node stands off its shape.
pub const RING_GAP: f64 = 7.0;
/// The radius of the fold button under an inner node.
pub const TOGGLE_RADIUS: f64 = 9.0;
/// The gap between a node's shape and its fold button.
pub const TOGGLE_GAP: f64 = 3.0;

/// What a node is, for its shape and colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    /// A MAX decision node: an upward triangle.
    Max,
    /// A MIN decision node: a downward triangle.
    Min,
    /// A max^n decision node of player k: an upward triangle in the player's colour.
    Player(u8),
    /// A chance node: a circle.
    Chance,
    /// A leaf (or a node at the depth limit that has no children): a square.
    Leaf,
}

impl Kind {
    /// The kind of `id`: its role if it has children, `Leaf` if not.
    pub fn of(tree: &Tree, id: NodeId) -> Kind {
        if tree.node(id).is_leaf() {
            Kind::Leaf
        } else if tree.is_chance(id) {
            Kind::Chance
        } else {
            Kind::of_mover(tree, id)
        }
    }

    /// The kind of the player who moves (or would move) at `id`.
    pub fn of_mover(tree: &Tree, id: NodeId) -> Kind {
        match tree.mover(id) {
            Player::Max => Kind::Max,
            Player::Min => Kind::Min,
            Player::Numbered(k) => Kind::Player(k),
        }
    }

    /// The kind as its `kind-…` class names it.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Max => "max",
            Kind::Min => "min",
            Kind::Player(_) => "player",
            Kind::Chance => "chance",
            Kind::Leaf => "leaf",
        }
    }

    /// The shape the kind is drawn as.
    pub fn shape(self) -> Shape {
        match self {
            Kind::Max | Kind::Player(_) => Shape::TriangleUp,
            Kind::Min => Shape::TriangleDown,
            Kind::Chance => Shape::Circle,
            Kind::Leaf => Shape::Square,
        }
    }

    /// The caption of a level of this kind: MAX, MIN, CHANCE or Player k;
    /// OR and AND in an AND-OR tree or a proof-number search (`and_or`).
    pub fn caption(self, and_or: bool) -> String {
        match self {
            Kind::Max if and_or => said("tree.or-nodes").to_string(),
            Kind::Min if and_or => said("tree.and-nodes").to_string(),
            Kind::Max => tree::MAX_WORD.to_string(),
            Kind::Min => tree::MIN_WORD.to_string(),
            Kind::Chance => said("tree.chance").to_string(),
            Kind::Player(k) => tree::player(k),
            // Levels are named after players and chance, never after leaves.
            Kind::Leaf => String::new(),
        }
    }
}

/// The outline a node is drawn with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Apex up: MAX, and the players of max^n.
    TriangleUp,
    /// Apex down: MIN.
    TriangleDown,
    /// Chance nodes.
    Circle,
    /// Leaves, as wide as their values need.
    Square,
}

impl Shape {
    /// The shape as its `shape-…` class names it.
    pub fn name(self) -> &'static str {
        match self {
            Shape::TriangleUp => "triangle-up",
            Shape::TriangleDown => "triangle-down",
            Shape::Circle => "circle",
            Shape::Square => "square",
        }
    }
}

/// The SVG path of a shape around (0, 0), grown by `grow` pixels on every
/// side for the rings that mark the current and the chosen node.
fn outline(shape: Shape, half_width: f64, half_height: f64, grow: f64) -> String {
    let half_width = half_width + grow;
    let half_height = half_height + grow;
    // A triangle's corners move out further than its sides to keep a ring even.
    let corner = grow * 0.6;
    match shape {
        Shape::TriangleUp => format!(
            "M0 {top}L{right} {bottom}L{left} {bottom}Z",
            top = px(-half_height - corner),
            bottom = px(half_height),
            left = px(-half_width - corner),
            right = px(half_width + corner),
        ),
        Shape::TriangleDown => format!(
            "M{left} {top}L{right} {top}L0 {bottom}Z",
            top = px(-half_height),
            bottom = px(half_height + corner),
            left = px(-half_width - corner),
            right = px(half_width + corner),
        ),
        Shape::Circle => format!(
            "M{left} 0a{r} {r} 0 1 0 {d} 0a{r} {r} 0 1 0 -{d} 0Z",
            left = px(-half_width),
            r = px(half_width),
            d = px(2.0 * half_width),
        ),
        Shape::Square => format!(
            "M{left} {top}H{right}V{bottom}H{left}Z",
            left = px(-half_width),
            right = px(half_width),
            top = px(-half_height),
            bottom = px(half_height),
        ),
    }
}

/// One shape's paths, the same for every node drawn with it: worked out
/// once per layout rather than once per node and frame.
#[derive(Clone, Debug, PartialEq)]
pub struct Outline {
    /// The shape itself.
    pub shape: AttrValue,
    /// The ring around it that marks the current or the chosen node.
    pub ring: AttrValue,
    /// The short line from its bottom down to its fold button.
    pub stem: AttrValue,
    /// The fold button under it, unfolded (a minus) and folded (a plus).
    pub toggle: [AttrValue; 2],
}

impl Outline {
    /// The paths of `shape` drawn `half_width` by `half_height` around (0, 0).
    pub fn new(shape: Shape, half_width: f64, half_height: f64) -> Outline {
        let path = |grow| AttrValue::from(outline(shape, half_width, half_height, grow));
        let centre = half_height + TOGGLE_GAP + TOGGLE_RADIUS;
        let arm = TOGGLE_RADIUS * 0.5;
        let minus = format!(
            "M{left} {y}a{r} {r} 0 1 0 {d} 0a{r} {r} 0 1 0 -{d} 0ZM{minus_left} {y}H{arm}",
            left = px(-TOGGLE_RADIUS),
            y = px(centre),
            r = px(TOGGLE_RADIUS),
            d = px(2.0 * TOGGLE_RADIUS),
            minus_left = px(-arm),
            arm = px(arm),
        );
        let plus = format!("{minus}M0 {}V{}", px(centre - arm), px(centre + arm));
        let stem = format!("M0 {}V{}", px(half_height), px(centre - TOGGLE_RADIUS));
        Outline {
            shape: path(0.0),
            ring: path(RING_GAP),
            stem: AttrValue::from(stem),
            toggle: [AttrValue::from(minus), AttrValue::from(plus)],
        }
    }
}
