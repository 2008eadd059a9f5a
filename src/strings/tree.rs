//! The words of the tree drawing: its name for screen readers, the level
//! captions and the fold buttons.

/// The drawing's words in one language.
pub struct TreeStrings {
    /// The tree drawing, for screen readers.
    pub tree_drawing: &'static str,
    /// Fold a subtree.
    pub collapse: &'static str,
    /// Unfold a subtree.
    pub expand: &'static str,
    /// The level caption of chance nodes.
    pub chance: &'static str,
    /// The level caption of player k in max^n.
    pub player: fn(u8) -> String,
    /// The level caption of MAX nodes.
    pub max: &'static str,
    /// The level caption of MIN nodes.
    pub min: &'static str,
    /// The level caption of MAX nodes in an AND-OR tree.
    pub or: &'static str,
    /// The level caption of MIN nodes in an AND-OR tree.
    pub and: &'static str,
    /// The tooltip of a folded node's count of hidden nodes.
    pub hidden: fn(usize) -> String,
}

fn player(k: u8) -> String {
    format!("Player {k}")
}

fn hidden(count: usize) -> String {
    if count == 1 {
        "1 node folded away".to_string()
    } else {
        format!("{count} nodes folded away")
    }
}

/// British English.
pub const ENGLISH: TreeStrings = TreeStrings {
    tree_drawing: "The game tree",
    collapse: "Fold this subtree",
    expand: "Unfold this subtree",
    chance: "CHANCE",
    player,
    max: "MAX",
    min: "MIN",
    or: "OR",
    and: "AND",
    hidden,
};
