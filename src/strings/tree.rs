//! The words of the tree drawing: its name for screen readers, the level
//! captions, the fold buttons and the proof marks.

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
    /// The tooltip of a folded node's count of hidden nodes.
    pub hidden: fn(usize) -> String,
    /// The level caption of OR nodes in a proof-number search.
    pub or_nodes: &'static str,
    /// The level caption of AND nodes in a proof-number search.
    pub and_nodes: &'static str,
    /// The tooltip of a proved node's mark.
    pub proved: &'static str,
    /// The tooltip of a disproved node's mark.
    pub disproved: &'static str,
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
    hidden,
    or_nodes: "OR (MAX)",
    and_nodes: "AND (MIN)",
    proved: "Proved: MAX can force a win from here",
    disproved: "Disproved: MAX cannot force a win from here",
};
