//! The sentences of AND-OR search (`search/and_or.rs`): going down to a
//! state or an action, the goal test, a state repeated on the path, the
//! plans returned (in the notes' form) and the failures.

use super::format::{name_in, subject};
use crate::frame::{Frame, NodeState};
use crate::lang::{Arg, Catalogue};
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
    let name = name_of(words, tree, node);
    let start = if node == NodeId::ROOT {
        "and-or.start"
    } else {
        "and-or.go-down"
    };
    let start = words.say(start, &[Arg::Text("node", &name)]);
    let what = if tree.node(node).is_leaf() {
        "and-or.enter-leaf"
    } else if is_or(tree, node) {
        "and-or.enter-or"
    } else {
        "and-or.enter-and"
    };
    words.say(what, &[Arg::Text("start", &start)])
}

/// "G is a goal (a leaf worth 1): the empty plan []."
pub(super) fn goal(words: &Catalogue, tree: &Tree, node: NodeId, reached: bool) -> String {
    let name = subject_of(words, tree, node);
    let worth = match tree.node(node).value {
        Some(Value::Number(value)) => value,
        _ => 0.0,
    };
    let key = if reached {
        "and-or.goal"
    } else if is_or(tree, node) {
        "and-or.no-goal-no-action"
    } else {
        "and-or.no-goal"
    };
    words.say(
        key,
        &[Arg::Text("node", &name), Arg::Number("worth", worth)],
    )
}

/// "(M, M, A) is already on the path: …"
pub(super) fn cycle(words: &Catalogue, tree: &Tree, node: NodeId, earlier: NodeId) -> String {
    words.say(
        "and-or.cycle",
        &[
            Arg::Text("node", &subject_of(words, tree, node)),
            Arg::Text("earlier", &where_is(words, tree, earlier)),
        ],
    )
}

/// The plan an OR or AND node returns, in the notes' form.
pub(super) fn plan_found(words: &Catalogue, tree: &Tree, before: &Frame, node: NodeId) -> String {
    let plan = plan_of(tree, before, node);
    let name = name_of(words, tree, node);
    let key = if is_or(tree, node) {
        "and-or.or-plan"
    } else if tree.children(node).len() == 1 {
        "and-or.and-plan-one"
    } else {
        "and-or.and-plan"
    };
    let action =
        last_decided(tree, before, node).map_or_else(String::new, |child| tree.name(child));
    words.say(
        key,
        &[
            Arg::Text("action", &action),
            Arg::Text("node", &name),
            Arg::Ltr("plan", &plan),
        ],
    )
}

/// "No action of (C, C, B) has a plan: OR-SEARCH returns failure."
pub(super) fn plan_failed(words: &Catalogue, tree: &Tree, before: &Frame, node: NodeId) -> String {
    let name = name_of(words, tree, node);
    if is_or(tree, node) {
        return words.say("and-or.or-failed", &[Arg::Text("node", &name)]);
    }
    let failed = last_decided(tree, before, node)
        .map_or_else(String::new, |child| name_of(words, tree, child));
    words.say(
        "and-or.and-failed",
        &[Arg::Text("outcome", &failed), Arg::Text("node", &name)],
    )
}

/// "The plan: [Suck, …]."
pub(super) fn choose(words: &Catalogue, tree: &Tree, before: &Frame, node: NodeId) -> String {
    words.say(
        "and-or.plan",
        &[
            Arg::Text("node", &name_of(words, tree, node)),
            Arg::Ltr("plan", &plan_of(tree, before, node)),
        ],
    )
}

/// The last child of `node` the search has decided by the frame: the one
/// that settled it.
fn last_decided(tree: &Tree, before: &Frame, node: NodeId) -> Option<NodeId> {
    tree.children(node)
        .iter()
        .rev()
        .find(|&&child| decided(before, child).is_some())
        .copied()
}

/// An OR node (MAX's) is a state where the agent chooses.
fn is_or(tree: &Tree, node: NodeId) -> bool {
    tree.mover(node) == Player::Max
}

/// A state by its name in plans ((C, M, A)), an action by its label.
fn name_of(words: &Catalogue, tree: &Tree, node: NodeId) -> String {
    if is_or(tree, node) {
        state_name(tree, node)
    } else {
        name_in(words, tree, node)
    }
}

/// A node's name at the start of a sentence: its state, or its
/// [`subject`](super::format::subject).
fn subject_of(words: &Catalogue, tree: &Tree, node: NodeId) -> String {
    if is_or(tree, node) && tree.node(node).label.is_some() {
        state_name(tree, node)
    } else {
        subject(words, tree, node)
    }
}

/// Where a state seen twice was first met, as a student follows the
/// drawing: where the search began, or the actions that reached it
/// ("reached by Suck → Right").
fn where_is(words: &Catalogue, tree: &Tree, node: NodeId) -> String {
    let mut actions = Vec::new();
    let mut at = node;
    while let Some(parent) = tree.parent(at) {
        // An action is an AND node below the root (an AND root is no
        // action taken).
        if !is_or(tree, parent) && parent != NodeId::ROOT {
            actions.push(name_in(words, tree, parent));
        }
        at = parent;
    }
    if actions.is_empty() {
        return words.say("and-or.earlier-start", &[]);
    }
    actions.reverse();
    words.say(
        "and-or.earlier-after",
        &[Arg::Text("actions", &actions.join(" → "))],
    )
}
