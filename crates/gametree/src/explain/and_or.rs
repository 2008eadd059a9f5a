//! The sentences of AND-OR search (`search/and_or.rs`): going down to a
//! state or an action, the goal test, a state repeated on the path, the
//! plans returned (in the notes' form) and the failures.

use crate::frame::{Frame, NodeState};
use crate::lang::Catalogue;
use crate::plan::{state_name, write_plan};
use crate::trace::Score;
use crate::tree::{NodeId, Player, Tree, Value};

/// What the search has decided at `node` by the frame: a plan (the value
/// 1 of a node done), failure (-1), or nothing yet.
fn decided(frame: &Frame, node: NodeId) -> Option<bool> {
    let entry = frame.node(node);
    match (entry.state, entry.value) {
        (NodeState::Done, Some(Score::Number(value))) => Some(value > 0.0),
        _ => None,
    }
}

/// The plan below `node`, read off the frame.
fn plan_of(tree: &Tree, frame: &Frame, node: NodeId) -> String {
    write_plan(tree, &|id| decided(frame, id), node)
}

/// "Go down to Suck, an AND node: every outcome of this action needs a plan."
pub(super) fn enter(words: &Catalogue, tree: &Tree, node: NodeId) -> String {
    let name = name_of(tree, node);
    let start = if node == NodeId::ROOT {
        format!("Start at {name}")
    } else {
        format!("Go down to {name}")
    };
    if tree.node(node).is_leaf() {
        format!("{start}, a leaf.")
    } else if is_or(tree, node) {
        format!("{start}, an OR node: one action with a plan below it is enough.")
    } else {
        format!("{start}, an AND node: every outcome of this action needs a plan.")
    }
}

/// "G is a goal (a leaf worth 1): the empty plan []."
pub(super) fn goal(words: &Catalogue, tree: &Tree, node: NodeId, reached: bool) -> String {
    let name = subject_of(tree, node);
    let worth = match tree.node(node).value {
        Some(Value::Number(value)) => super::format::number(value),
        _ => String::new(),
    };
    if reached {
        format!(
            "{name} is a goal (a leaf worth {worth}, more than 0): its plan is the empty plan []."
        )
    } else if is_or(tree, node) {
        format!("{name} is not a goal (a leaf worth {worth}) and has no action to try: failure.")
    } else {
        format!("{name} is a leaf worth {worth}, not a goal: failure.")
    }
}

/// "(M, M, A) is already on the path: …"
pub(super) fn cycle(words: &Catalogue, tree: &Tree, node: NodeId, earlier: NodeId) -> String {
    format!(
        "{} is a state already on the path (at {}): a plan from here would go round in a circle, so this is a failure.",
        subject_of(tree, node),
        where_is(tree, earlier)
    )
}

/// The plan an OR or AND node returns, in the notes' form.
pub(super) fn plan_found(words: &Catalogue, tree: &Tree, before: &Frame, node: NodeId) -> String {
    let plan = plan_of(tree, before, node);
    let name = name_of(tree, node);
    if is_or(tree, node) {
        let action = tree
            .children(node)
            .iter()
            .rev()
            .find(|&&child| decided(before, child).is_some())
            .map_or_else(String::new, |&child| tree.name(child));
        format!(
            "{action} has a plan for every outcome, so {name} tries no other action: OR-SEARCH returns {plan}."
        )
    } else if tree.children(node).len() == 1 {
        format!("The one outcome of {name} has a plan, so AND-SEARCH returns it: {plan}.")
    } else {
        format!("Every outcome of {name} has a plan, so AND-SEARCH returns {plan}.")
    }
}

/// "No action of (C, C, B) has a plan: OR-SEARCH returns failure."
pub(super) fn plan_failed(words: &Catalogue, tree: &Tree, before: &Frame, node: NodeId) -> String {
    let name = name_of(tree, node);
    if is_or(tree, node) {
        return format!("No action of {name} has a plan: OR-SEARCH returns failure.");
    }
    let failed = tree
        .children(node)
        .iter()
        .rev()
        .find(|&&child| decided(before, child).is_some())
        .map_or_else(String::new, |&child| name_of(tree, child));
    format!(
        "Outcome {failed} of {name} has no plan, so the action fails whatever its other outcomes: AND-SEARCH returns failure."
    )
}

/// "The plan: [Suck, …]."
pub(super) fn choose(words: &Catalogue, tree: &Tree, before: &Frame, node: NodeId) -> String {
    format!(
        "The conditional plan from {}: {}.",
        name_of(tree, node),
        plan_of(tree, before, node)
    )
}

/// An OR node (MAX's) is a state where the agent chooses.
fn is_or(tree: &Tree, node: NodeId) -> bool {
    tree.mover(node) == Player::Max
}

/// A state by its name in plans ((C, M, A)), an action by its label.
fn name_of(tree: &Tree, node: NodeId) -> String {
    if is_or(tree, node) {
        state_name(tree, node)
    } else {
        tree.name(node)
    }
}

/// A node's name at the start of a sentence: its state, or its
/// [`subject`](super::format::subject).
fn subject_of(tree: &Tree, node: NodeId) -> String {
    if is_or(tree, node) && tree.node(node).label.is_some() {
        state_name(tree, node)
    } else {
        super::format::subject(tree, node)
    }
}

/// Where a node is, for a state seen twice: its address.
fn where_is(tree: &Tree, node: NodeId) -> String {
    if node == NodeId::ROOT {
        "the root".to_string()
    } else {
        format!("node {}", tree.address(node))
    }
}
