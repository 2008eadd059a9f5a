//! The words of the tree drawing: its name for screen readers, the level
//! captions, the fold buttons, the proof marks, and what a screen reader
//! says of each node.

use super::{said, say};
use gametree::lang::Arg;

/// What there is to say of a node at the frame on show, numbers already
/// written as the drawing writes them: what [`describe_node`] puts into
/// words.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NodeFacts<'a> {
    /// The node's name: its label, or its address.
    pub name: &'a str,
    /// What it is: its role's words ("MAX node", "leaf", …).
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
    /// Its search's numbers: proof and disproof numbers ("pn 1, dn 2"), or
    /// Monte Carlo tree search's visits and mean ("N 12, W/N 0.43").
    pub numbers: Option<&'a str>,
    /// In Monte Carlo tree search, whether it is in the search tree.
    pub searched: Option<bool>,
    /// The UCB1 score selection weighs it by, while the drawing shows it.
    pub score: Option<&'a str>,
    /// Proved (`Some(true)`) or disproved (`Some(false)`), once decided.
    pub proved: Option<bool>,
    /// In compare mode: seen differently by the other search.
    pub differs: bool,
}

/// The level caption of player k in max^n.
pub fn player(k: u8) -> String {
    say("tree.player", &[Arg::Count("k", u64::from(k))])
}

/// The tooltip of a folded node's count of hidden nodes.
pub fn hidden(count: usize) -> String {
    say("tree.hidden", &[Arg::Count("count", count as u64)])
}

/// The keyboard's fold button, for the selected node: fold its subtree.
pub fn fold_subtree(name: &str) -> String {
    say("tree.fold-subtree", &[Arg::Text("name", name)])
}

/// The same button once the subtree is folded: unfold it.
pub fn unfold_subtree(name: &str) -> String {
    say("tree.unfold-subtree", &[Arg::Text("name", name)])
}

/// A node where player k moves, in max^n.
pub fn player_node(k: u8) -> String {
    say("tree.player-node", &[Arg::Count("k", u64::from(k))])
}

/// Everything a screen reader says of one node, in one line.
pub fn describe_node(facts: &NodeFacts) -> String {
    let with = |key: &str, name: &str, text: &str| say(key, &[Arg::Ltr(name, text)]);
    let mut parts = vec![facts.name.to_string(), facts.role.to_string()];
    if let Some(value) = facts.value {
        parts.push(with("tree.says.value", "value", value));
    }
    if let Some(window) = facts.window {
        parts.push(with("tree.says.window", "window", window));
    }
    if let Some(numbers) = facts.numbers {
        parts.push(numbers.to_string());
    }
    parts.extend(said_where(&[
        (facts.searched == Some(true), "tree.says.in-search-tree"),
        (
            facts.searched == Some(false),
            "tree.says.out-of-search-tree",
        ),
        (facts.proved == Some(true), "tree.says.proved"),
        (facts.proved == Some(false), "tree.says.disproved"),
        (facts.unvisited, "tree.says.unvisited"),
        (facts.active, "tree.says.active"),
        (facts.pruned, "tree.says.pruned"),
    ]));
    if let Some(score) = facts.score {
        parts.push(with("tree.says.score", "score", score));
    }
    if let Some(child) = facts.cut_after {
        parts.push(say("tree.says.cut-after", &[Arg::Text("child", child)]));
    }
    parts.extend(said_where(&[
        (facts.chosen, "tree.says.chosen"),
        (facts.differs, "tree.says.differs"),
        (facts.current, "tree.says.current"),
    ]));
    if facts.folded > 0 {
        parts.push(hidden(facts.folded));
    }
    if let Some(answer) = facts.answer {
        let key = match facts.answer_right {
            Some(true) => "tree.says.answer-right",
            Some(false) => "tree.says.answer-wrong",
            None => "tree.says.answer",
        };
        parts.push(with(key, "answer", answer));
    } else if facts.answer_right == Some(false) {
        parts.push(said("tree.says.answer-missing").to_string());
    }
    match (facts.marked_cut, facts.cut_right) {
        (true, Some(false)) => parts.push(said("tree.says.marked-wrongly").to_string()),
        (true, _) => parts.push(said("tree.says.marked").to_string()),
        (false, Some(false)) => parts.push(said("tree.says.not-marked").to_string()),
        (false, _) => {}
    }
    parts
        .into_iter()
        .reduce(|rest, next| {
            say(
                "tree.says.and",
                &[Arg::Text("rest", &rest), Arg::Text("next", &next)],
            )
        })
        .unwrap_or_default()
}

/// The words of each key whose flag is on, in order.
fn said_where<'a>(flags: &'a [(bool, &'static str)]) -> impl Iterator<Item = String> + 'a {
    flags
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, key)| said(key).to_string())
}

/// The level caption of MAX nodes.
pub const MAX_WORD: &str = "MAX";

/// The level caption of MIN nodes.
pub const MIN_WORD: &str = "MIN";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_node_is_said_as_the_lecture_says_it() {
        let facts = NodeFacts {
            name: "C",
            role: said("tree.min-node"),
            value: Some("≤ 2"),
            cut_after: Some("H"),
            ..NodeFacts::default()
        };
        assert_eq!(describe_node(&facts), "C, MIN node, value ≤ 2, cut after H");
        let answered = NodeFacts {
            name: "B",
            role: said("tree.min-node"),
            answer: Some("4"),
            answer_right: Some(false),
            folded: 3,
            ..NodeFacts::default()
        };
        assert_eq!(
            describe_node(&answered),
            "B, MIN node, 3 nodes folded away, your answer 4, wrong"
        );
        let proved = NodeFacts {
            name: "C",
            role: said("tree.min-node"),
            numbers: Some("pn 0, dn ∞"),
            proved: Some(true),
            differs: true,
            ..NodeFacts::default()
        };
        assert_eq!(
            describe_node(&proved),
            "C, MIN node, pn 0, dn ∞, proved, differs in the other search"
        );
        let sampled = NodeFacts {
            name: "D",
            role: said("tree.min-node"),
            numbers: Some("N 3, W/N 0.33"),
            searched: Some(true),
            score: Some("1.48"),
            ..NodeFacts::default()
        };
        assert_eq!(
            describe_node(&sampled),
            "D, MIN node, N 3, W/N 0.33, in the search tree, selection's score 1.48"
        );
    }
}
