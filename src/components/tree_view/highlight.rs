//! How a node stands out in a frame besides its own state (the current
//! node, the path to it, the line of best play, …): worked out once per
//! frame by the layers, drawn by the node and said by its description.

use gametree::marks::Cut;

/// How a node stands out in the current frame, besides its own state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Highlight {
    /// The node of the step just taken.
    pub current: bool,
    /// On the path from the root to the current node (the current node included).
    pub on_path: bool,
    /// On the line of best play, once the root has chosen: the root's
    /// chosen child, its best child, and so on down.
    pub chosen: bool,
    /// The first child its parent's cut skipped: the edge carries the cut
    /// mark, of the kind the parent's cut is.
    pub first_skipped: Option<Cut>,
    /// Selected for editing: outlined with a dashed ring.
    pub selected: bool,
    /// In compare mode, seen differently by the other search: ringed.
    pub differs: bool,
    /// Far off the screen of a big tree zoomed in: kept, but not drawn
    /// (`display: none`), so that the browser neither paints it at every
    /// pan nor makes it again when the view zooms out.
    pub off_screen: bool,
}
