//! What the state, the hooks and the components all name, kept below all
//! three so that dependencies point one way (components -> state -> core):
//! the view's zoom and pan, the answers drawn on the tree, the ids of the
//! fields the keyboard jumps to, and props compared by identity.

use std::ops::Deref;
use std::rc::Rc;
use yew::AttrValue;

/// The id of the selected node's value field (the edit bar's, or the answer
/// bar's in an exercise), which Enter on the drawing focuses.
pub const VALUE_FIELD_ID: &str = "edit-value";

/// The id of the reply field of a "predict" question, which Enter on the
/// page focuses.
pub const REPLY_FIELD_ID: &str = "practice-reply";

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
}

impl View {
    /// The whole tree, not following the current node.
    pub fn whole() -> View {
        View {
            follow: false,
            ..View::default()
        }
    }
}

impl Default for View {
    fn default() -> View {
        View {
            zoom: 1.0,
            centre_x: 0.5,
            centre_y: 0.5,
            follow: true,
        }
    }
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
/// is compared on every render of every node; comparing its contents would
/// make each step cost the square of the tree's size, while a new value
/// always comes in a new `Rc`.
#[derive(Debug)]
pub struct ByAddress<T>(pub Rc<T>);

impl<T> PartialEq for ByAddress<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<T> Clone for ByAddress<T> {
    fn clone(&self) -> Self {
        ByAddress(Rc::clone(&self.0))
    }
}

impl<T> Deref for ByAddress<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}
