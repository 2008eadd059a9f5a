//! What a screen reader says of one node at one frame, from what the
//! drawing shows of it: its name, what it is, its value, its window and
//! its state ("C, MIN node, value ≤ 2, cut after H"). The words come from
//! `strings`; this file only gathers the facts.

use super::highlight::Highlight;
use super::monte_carlo::MonteCarloMarks;
use super::proof::ProofMarks;
use super::shape::Kind;
use crate::lesson::Lesson;
use crate::shared::Note;
use crate::strings::said;
use crate::strings::tree::{describe_node, player_node, NodeFacts};
use gametree::{NodeFrame, NodeId, NodeState};

/// What the drawing shows of one node at one frame.
pub struct Seen<'a> {
    /// The searched tree drawn, which names its nodes as the drawing does.
    pub lesson: &'a Lesson,
    /// The node.
    pub id: NodeId,
    /// Its part of the frame.
    pub frame: &'a NodeFrame,
    /// How it stands out.
    pub highlight: Highlight,
    /// What a student wrote there, in an exercise.
    pub note: Option<&'a Note>,
    /// Its proof numbers, in a proof-number search.
    pub proof: &'a ProofMarks,
    /// Its visits and mean, in a Monte Carlo tree search.
    pub monte_carlo: &'a MonteCarloMarks,
    /// Its kind of node.
    pub kind: Kind,
    /// How many nodes its folded subtree hides.
    pub hidden: usize,
    /// Its value as drawn.
    pub value: Option<&'a str>,
    /// Its window, while one is shown.
    pub window: Option<&'a str>,
}

/// The node's description, from what the drawing shows of it.
pub fn describe(seen: &Seen) -> String {
    let Seen {
        lesson,
        frame,
        highlight,
        kind,
        hidden,
        value,
        window,
        ..
    } = *seen;
    let note = seen.note.cloned().unwrap_or_default();
    let name = lesson.name(seen.id);
    let player;
    let role = match kind {
        Kind::Max => said("tree.max-node"),
        Kind::Min => said("tree.min-node"),
        Kind::Chance => said("tree.chance-node"),
        Kind::Leaf => said("tree.leaf"),
        Kind::Player(k) => {
            player = player_node(k);
            &player
        }
    };
    let cut_after = frame
        .cut
        .and_then(|mark| lesson.tree.children(seen.id).get(mark.after as usize))
        .map(|&child| lesson.name(child));
    let (proof_numbers, proved) = seen.proof.spoken();
    let numbers = proof_numbers.or_else(|| seen.monte_carlo.spoken());
    // Monte Carlo tree search reaches a node by its statistics, not its state.
    let statistic = seen.monte_carlo.node;
    let score = seen.monte_carlo.edge_label();
    let facts = NodeFacts {
        name: &name,
        role,
        value,
        window,
        unvisited: frame.state == NodeState::Unvisited && statistic.is_none(),
        active: frame.state == NodeState::Active && !highlight.current,
        pruned: frame.state == NodeState::Pruned,
        cut_after: cut_after.as_deref(),
        current: highlight.current,
        chosen: highlight.chosen,
        folded: hidden,
        answer: note.answer.as_deref(),
        answer_right: note.answer_right,
        marked_cut: note.cut,
        cut_right: note.cut_right,
        numbers: numbers.as_deref(),
        searched: statistic.map(|node| node.in_tree),
        score: score.as_deref(),
        proved,
        differs: highlight.differs,
    };
    describe_node(&facts)
}
