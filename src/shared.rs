//! What the state, the hooks and the components all name, kept below all
//! three so that dependencies point one way (components -> state -> core):
//! the view's zoom and pan (and a pinch of it), the answers drawn on the
//! tree, the ids of the fields the keyboard jumps to, and props compared by
//! identity.

use gametree::NodeId;
use std::ops::Deref;
use std::rc::Rc;
use yew::AttrValue;

/// The id of the selected node's value field (the edit bar's, or the answer
/// bar's in an exercise), which Enter on the drawing focuses.
pub const VALUE_FIELD_ID: &str = "edit-value";

/// The id of the reply field of a "predict" question, which Enter on the
/// page focuses.
pub const REPLY_FIELD_ID: &str = "practice-reply";

/// The most a view zooms in: a fortieth of the tree's width.
pub const MOST_ZOOM: f64 = 40.0;

/// The most leaves a row of the drawing holds side by side, as many as a
/// lecture's figure: a row of more is staggered, and an exercise on a tree
/// of more takes the page's whole width beside its panel's working part.
pub const ONE_ROW_OF_LEAVES: usize = 12;

/// The id of the tree drawing, which takes the keyboard's focus when the
/// arrow keys move the selection, so that a screen reader follows it.
pub const TREE_ID: &str = "game-tree";

/// The colour scheme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// Dark text on a light page.
    Light,
    /// Light text on a dark page.
    Dark,
}

/// Milliseconds between two steps while playing, slowest first: the state
/// changes the speed, the playback hook ticks at it, the controls show it.
pub const SPEEDS: [u32; 6] = [2400, 1400, 800, 450, 220, 80];

/// How the tree is zoomed and panned; the default shows the whole tree.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    /// 1 shows the whole tree; 2 shows half its width, and so on.
    pub zoom: f64,
    /// The point shown at the centre, as a fraction of the tree's width (0 to 1).
    pub centre_x: f64,
    /// The same, of its height.
    pub centre_y: f64,
    /// Whether a tree too large to read whole follows the current node,
    /// until the user zooms, pans or asks for the whole tree.
    pub follow: bool,
    /// The node whose subtree fills the view, so that a class can read one
    /// part of a big tree; the drawing works out the zoom that fits it.
    pub subtree: Option<NodeId>,
}

impl View {
    /// The whole tree, not following the current node.
    pub fn whole() -> View {
        View {
            follow: false,
            ..View::default()
        }
    }

    /// The centre on show: the asked one moved just enough to keep the
    /// window inside the drawing, so at zoom 1 always the middle.
    pub fn shown_centre(&self) -> (f64, f64) {
        let margin = 0.5 / self.zoom.max(1.0);
        let keep = |centre: f64| centre.clamp(margin, 1.0 - margin);
        (keep(self.centre_x), keep(self.centre_y))
    }
}

impl Default for View {
    fn default() -> View {
        View {
            zoom: 1.0,
            centre_x: 0.5,
            centre_y: 0.5,
            follow: true,
            subtree: None,
        }
    }
}

/// One move of two fingers on the drawing. The view's reducer applies it
/// to the view it holds then, rather than the drawing working out a zoom
/// and a pan from the view it last drew: one touch sends a move of each
/// finger before the page is drawn again.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pinch {
    /// The view on screen when the fingers moved: where the pinch starts
    /// from while the view asked for (following the current node, or
    /// framing a subtree) is not the one shown.
    pub shown: View,
    /// How much to zoom: above 1 zooms in.
    pub factor: f64,
    /// The point between the fingers before the move, from the middle of
    /// the drawing's box, as fractions of the tree's width and height drawn
    /// whole: the tree's point there follows the fingers.
    pub from: (f64, f64),
    /// How far the fingers' middle moved, in the same fractions.
    pub shift: (f64, f64),
}

/// What a student wrote at a node in an exercise, and whether it is right:
/// practice works it out, the drawing writes it beside the node.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Note {
    /// The answer written at the node: a value or a window.
    pub answer: Option<AttrValue>,
    /// Whether the answer (or its absence) is right, once checked.
    pub answer_right: Option<bool>,
    /// Whether the edge into the node is marked as cut.
    pub cut: bool,
    /// Whether that mark (or its absence) is right, once checked.
    pub cut_right: Option<bool>,
}

/// An `Rc` compared by address rather than by value. A lesson or a frame
/// is compared on every render of every node, and a tree or its notation
/// (megabytes for a game's) on every step; comparing their contents would
/// make each step cost the square of the tree's size, or its length, while
/// a new value always comes in a new `Rc`. (The standard library compares
/// an `Rc<str>` character by character even with itself.)
#[derive(Debug)]
pub struct ByAddress<T: ?Sized>(pub Rc<T>);

impl<T: ?Sized> PartialEq for ByAddress<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<T: ?Sized> Clone for ByAddress<T> {
    fn clone(&self) -> Self {
        ByAddress(Rc::clone(&self.0))
    }
}

impl<T: ?Sized> Deref for ByAddress<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

/// Whether two texts say the same, found at once when they are one (as the
/// tree on show's notation and the text box holding it are): the standard
/// library reads an `Rc<str>` through even when compared with itself.
pub fn same_text(one: &Rc<str>, other: &Rc<str>) -> bool {
    Rc::ptr_eq(one, other) || one == other
}

/// A fresh seed for an exercise: short, so that codes stay easy to read
/// out in class.
pub fn fresh_seed() -> u64 {
    (js_sys::Math::random() * 100_000.0) as u64
}
