//! What a screen reader says of one node at one frame, from what the
//! drawing shows of it: its name, what it is, its value, its window and
//! its state ("C, MIN node, value ≤ 2, cut after H"). The words come from
//! `strings`; this file only gathers the facts.

use super::node::TreeNodeProps;
use super::shape::Kind;
use crate::strings::strings;
use crate::strings::tree::NodeFacts;
use gametree::NodeState;

/// The node's description, given its kind, its value as drawn and its
/// window (while one is shown).
pub fn describe(
    props: &TreeNodeProps,
    kind: Kind,
    hidden: usize,
    value: Option<&str>,
    window: Option<&str>,
) -> String {
    let text = &strings().tree;
    let tree = &props.drawing.lesson.tree;
    let frame = &props.frame;
    let highlight = props.highlight;
    let note = props.note.clone().unwrap_or_default();
    let name = tree.name(props.id);
    let player;
    let role = match kind {
        Kind::Max => text.max_node,
        Kind::Min => text.min_node,
        Kind::Chance => text.chance_node,
        Kind::Leaf => text.leaf,
        Kind::Player(k) => {
            player = (text.player_node)(k);
            &player
        }
    };
    let cut_after = frame
        .cut
        .and_then(|mark| tree.children(props.id).get(mark.after as usize))
        .map(|&child| tree.name(child));
    let (proof_numbers, proved) = props.proof.spoken();
    let facts = NodeFacts {
        name: &name,
        role,
        value,
        window,
        unvisited: frame.state == NodeState::Unvisited,
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
        proof_numbers: proof_numbers.as_deref(),
        proved,
        differs: highlight.differs,
    };
    (text.describe_node)(&facts)
}
