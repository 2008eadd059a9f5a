//! The words of the tree drawing: its name for screen readers, the level
//! captions, the fold buttons, the proof marks, and what a screen reader
//! says of each node.

/// The drawing's words in one language.
pub struct TreeStrings {
    /// The tree drawing, for screen readers.
    pub tree_drawing: &'static str,
    /// How to move through the tree from the keyboard, for screen readers.
    pub tree_keys: &'static str,
    /// Fold a subtree.
    pub collapse: &'static str,
    /// Unfold a subtree.
    pub expand: &'static str,
    /// The keyboard's fold button, for the selected node: fold its subtree.
    pub fold_subtree: fn(&str) -> String,
    /// The same button once the subtree is folded: unfold it.
    pub unfold_subtree: fn(&str) -> String,
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
    /// What a node is, as a screen reader says it: a MAX node.
    pub max_node: &'static str,
    /// A MIN node.
    pub min_node: &'static str,
    /// A chance node.
    pub chance_node: &'static str,
    /// A leaf.
    pub leaf: &'static str,
    /// A node where player k moves, in max^n.
    pub player_node: fn(u8) -> String,
    /// Everything a screen reader says of one node, in one line.
    pub describe_node: fn(&NodeFacts) -> String,
}

/// What there is to say of a node at the frame on show, numbers already
/// written as the drawing writes them: what [`TreeStrings::describe_node`]
/// puts into words.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NodeFacts<'a> {
    /// The node's name: its label, or its address.
    pub name: &'a str,
    /// What it is: one of the `…_node` words, or `leaf`.
    pub role: &'a str,
    /// Its value as drawn ("3", "≤ 2", "⟨1, 2⟩"), once there is one.
    pub value: Option<&'a str>,
    /// The (α, β) window it is searched with, while it is.
    pub window: Option<&'a str>,
    /// Not reached by the search yet.
    pub unvisited: bool,
    /// Being searched now (its subtree is under way).
    pub active: bool,
    /// Skipped by a cut above it.
    pub pruned: bool,
    /// The name of the child after which its cut test stopped it.
    pub cut_after: Option<&'a str>,
    /// The node of the step on show.
    pub current: bool,
    /// The root's chosen move.
    pub chosen: bool,
    /// How many nodes are folded away under it.
    pub folded: usize,
    /// The student's answer written at it, in an exercise.
    pub answer: Option<&'a str>,
    /// Whether that answer is right, once checked.
    pub answer_right: Option<bool>,
    /// Whether the student marked the branch into it as cut.
    pub marked_cut: bool,
    /// Whether that mark (or its absence) is right, once checked.
    pub cut_right: Option<bool>,
    /// Its proof and disproof numbers, in a proof-number search ("pn 1, dn 2").
    pub proof_numbers: Option<&'a str>,
    /// Proved (`Some(true)`) or disproved (`Some(false)`), once decided.
    pub proved: Option<bool>,
    /// In compare mode: seen differently by the other search.
    pub differs: bool,
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

fn fold_subtree(name: &str) -> String {
    format!("Fold the subtree under {name}")
}

fn unfold_subtree(name: &str) -> String {
    format!("Unfold the subtree under {name}")
}

fn player_node(k: u8) -> String {
    format!("player {k} node")
}

fn describe_node(facts: &NodeFacts) -> String {
    let mut parts = vec![facts.name.to_string(), facts.role.to_string()];
    if let Some(value) = facts.value {
        parts.push(format!("value {value}"));
    }
    if let Some(window) = facts.window {
        parts.push(format!("window {window}"));
    }
    if let Some(numbers) = facts.proof_numbers {
        parts.push(numbers.to_string());
    }
    match facts.proved {
        Some(true) => parts.push("proved".to_string()),
        Some(false) => parts.push("disproved".to_string()),
        None => {}
    }
    if facts.unvisited {
        parts.push("not reached yet".to_string());
    }
    if facts.active {
        parts.push("being searched".to_string());
    }
    if facts.pruned {
        parts.push("skipped by a cut".to_string());
    }
    if let Some(child) = facts.cut_after {
        parts.push(format!("cut after {child}"));
    }
    if facts.chosen {
        parts.push("the move chosen".to_string());
    }
    if facts.differs {
        parts.push("differs in the other search".to_string());
    }
    if facts.current {
        parts.push("current step".to_string());
    }
    if facts.folded > 0 {
        parts.push(hidden(facts.folded));
    }
    if let Some(answer) = facts.answer {
        parts.push(match facts.answer_right {
            Some(true) => format!("your answer {answer}, right"),
            Some(false) => format!("your answer {answer}, wrong"),
            None => format!("your answer {answer}"),
        });
    } else if facts.answer_right == Some(false) {
        parts.push("answer missing".to_string());
    }
    match (facts.marked_cut, facts.cut_right) {
        (true, Some(false)) => parts.push("marked as cut, wrongly".to_string()),
        (true, _) => parts.push("marked as cut".to_string()),
        (false, Some(false)) => parts.push("cut not marked".to_string()),
        (false, _) => {}
    }
    parts.join(", ")
}

/// British English.
pub const ENGLISH: TreeStrings = TreeStrings {
    tree_drawing: "The game tree",
    tree_keys: "Press ↓ to select the root, then the arrow keys to move from node to node; Tab reaches the button that folds the selected node's subtree.",
    collapse: "Fold this subtree",
    expand: "Unfold this subtree",
    fold_subtree,
    unfold_subtree,
    chance: "CHANCE",
    player,
    max: "MAX",
    min: "MIN",
    hidden,
    or_nodes: "OR (MAX)",
    and_nodes: "AND (MIN)",
    proved: "Proved: MAX can force a win from here",
    disproved: "Disproved: MAX cannot force a win from here",
    max_node: "MAX node",
    min_node: "MIN node",
    chance_node: "chance node",
    leaf: "leaf",
    player_node,
    describe_node,
};

/// The words in the interface's language: English until this area's
/// keys are in the catalogues.
pub fn read() -> TreeStrings {
    ENGLISH
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_node_is_said_as_the_lecture_says_it() {
        let facts = NodeFacts {
            name: "C",
            role: ENGLISH.min_node,
            value: Some("≤ 2"),
            cut_after: Some("H"),
            ..NodeFacts::default()
        };
        assert_eq!(
            (ENGLISH.describe_node)(&facts),
            "C, MIN node, value ≤ 2, cut after H"
        );
        let answered = NodeFacts {
            name: "B",
            role: ENGLISH.min_node,
            answer: Some("4"),
            answer_right: Some(false),
            folded: 3,
            ..NodeFacts::default()
        };
        assert_eq!(
            (ENGLISH.describe_node)(&answered),
            "B, MIN node, 3 nodes folded away, your answer 4, wrong"
        );
        let proved = NodeFacts {
            name: "C",
            role: ENGLISH.min_node,
            proof_numbers: Some("pn 0, dn ∞"),
            proved: Some(true),
            differs: true,
            ..NodeFacts::default()
        };
        assert_eq!(
            (ENGLISH.describe_node)(&proved),
            "C, MIN node, pn 0, dn ∞, proved, differs in the other search"
        );
    }
}
