//! The conditional plan an AND-OR search found, read off its frame: written
//! in the notes' form, `[Suck, if State = (C, M, A) then [Right, Suck] else []]`,
//! and drawn as a tree of its own (the plan's states and actions only).
//! What the search decided at each node is read off the trace, or handed
//! in by the caller (the sentences read it off the frame before a step).
//!
//! An OR node with a plan takes the last action it tried (the one that
//! worked); an AND node with one outcome adds that outcome's plan to the
//! list, with several it branches "if State = … then … else …". A state
//! is named by its label, where `_` separates the parts of a tuple
//! (`C_M_A` is written `(C, M, A)`), or by its address when unlabelled.
//! Both are built with explicit stacks: a plan is as deep as the tree.

use crate::trace::{Step, Trace};
use crate::tree::{Node, NodeId, Player, Tree};

/// What an AND-OR search decided at a node: `Some(true)` a plan,
/// `Some(false)` failure, `None` not decided (not searched, or not yet).
pub type Decided<'a> = &'a dyn Fn(NodeId) -> Option<bool>;

/// The plan of `node`, when the search of `trace` found one there, in the
/// notes' form.
pub fn plan_text(tree: &Tree, trace: &Trace, node: NodeId) -> Option<String> {
    let decisions = decisions(tree, trace);
    let decided = |id: NodeId| decisions[id.index()];
    (decided(node) == Some(true)).then(|| write_plan(tree, &decided, node))
}

/// The plan below `node` in the notes' form, where `decided` says what the
/// search decided at each node below it.
pub fn write_plan(tree: &Tree, decided: Decided, node: NodeId) -> String {
    /// What is left to write, last first.
    enum Piece {
        Open,
        Close,
        /// The items a node adds to the list being written.
        Items(NodeId),
        /// An action: an item of the list.
        Action(NodeId),
        /// The "if … then … else" of an AND node with several outcomes: one item.
        Branch(NodeId),
        Text(String),
    }
    let mut out = String::new();
    let mut at_start = true;
    let mut stack = vec![Piece::Close, Piece::Items(node), Piece::Open];
    while let Some(piece) = stack.pop() {
        match piece {
            Piece::Open => {
                out.push('[');
                at_start = true;
            }
            Piece::Close => {
                out.push(']');
                at_start = false;
            }
            Piece::Text(text) => out.push_str(&text),
            Piece::Items(at) => {
                let children = tree.children(at);
                if tree.mover(at) == Player::Max {
                    if let Some(action) = chosen(decided, children) {
                        stack.push(Piece::Items(action));
                        stack.push(Piece::Action(action));
                    }
                } else if children.len() == 1 {
                    stack.push(Piece::Items(children[0]));
                } else if !children.is_empty() {
                    stack.push(Piece::Branch(at));
                }
            }
            Piece::Action(action) => {
                separate(&mut out, &mut at_start);
                out.push_str(&tree.name(action));
            }
            Piece::Branch(at) => {
                separate(&mut out, &mut at_start);
                let outcomes = tree.children(at);
                let (last, rest) = outcomes.split_last().expect("a branch has outcomes");
                stack.extend([Piece::Close, Piece::Items(*last), Piece::Open]);
                for &outcome in rest.iter().rev() {
                    stack.extend([
                        Piece::Text(" else ".to_string()),
                        Piece::Close,
                        Piece::Items(outcome),
                        Piece::Open,
                        Piece::Text(format!("if State = {} then ", state_name(tree, outcome))),
                    ]);
                }
            }
        }
    }
    out
}

/// Items of a list are separated by ", ".
fn separate(out: &mut String, at_start: &mut bool) {
    if !*at_start {
        out.push_str(", ");
    }
    *at_start = false;
}

/// The nodes of the plan, root first, in pre-order: the root, and below
/// every OR node the action its plan takes, below every AND node all its
/// outcomes; `None` when the root has no plan.
pub fn plan_nodes(tree: &Tree, trace: &Trace) -> Option<Vec<NodeId>> {
    let decisions = decisions(tree, trace);
    let decided = |id: NodeId| decisions[id.index()];
    if decided(NodeId::ROOT) != Some(true) {
        return None;
    }
    let mut kept = Vec::new();
    let mut stack = vec![NodeId::ROOT];
    while let Some(at) = stack.pop() {
        kept.push(at);
        let children = tree.children(at);
        if tree.mover(at) == Player::Max {
            stack.extend(chosen(&decided, children));
        } else {
            stack.extend(children.iter().rev());
        }
    }
    Some(kept)
}

/// The plan as a tree of its own: the nodes of [`plan_nodes`], each as
/// written (label and value), in an AND-OR tree when `tree` is one.
pub fn plan_tree(tree: &Tree, trace: &Trace) -> Option<Tree> {
    let kept = plan_nodes(tree, trace)?;
    let mut new_ids = vec![None; tree.len()];
    let mut nodes = Vec::with_capacity(kept.len());
    for (index, &id) in kept.iter().enumerate() {
        new_ids[id.index()] = Some(NodeId(index as u32));
        if let Some(parent) = tree.parent(id).and_then(|parent| new_ids[parent.index()]) {
            let parent: &mut Node = &mut nodes[parent.index()];
            parent.children.push(NodeId(index as u32));
        }
        nodes.push(Node {
            children: Vec::new(),
            ..tree.node(id).clone()
        });
    }
    Tree::new(tree.root_player(), nodes)
        .ok()
        .map(|plan| plan.with_and_or(tree.is_and_or()))
}

/// How a plan names a state: its label, a tuple when the label joins parts
/// with `_` (`C_M_A` is `(C, M, A)`), or its name in sentences.
pub fn state_name(tree: &Tree, state: NodeId) -> String {
    match tree.node(state).label.as_deref() {
        Some(label) if label.contains('_') => {
            format!("({})", label.split('_').collect::<Vec<_>>().join(", "))
        }
        _ => tree.name(state),
    }
}

/// What the search of `trace` decided at every node, indexed by node.
fn decisions(tree: &Tree, trace: &Trace) -> Vec<Option<bool>> {
    let mut decisions = vec![None; tree.len()];
    for step in &trace.steps {
        let (node, solved) = match *step {
            Step::Goal { node, reached } => (node, reached),
            Step::Cycle { node, .. } | Step::PlanFailed { node } => (node, false),
            Step::PlanFound { node } => (node, true),
            _ => continue,
        };
        decisions[node.index()] = Some(solved);
    }
    decisions
}

/// The action an OR node's plan takes: the last of its children decided,
/// when that one has a plan.
fn chosen(decided: Decided, children: &[NodeId]) -> Option<NodeId> {
    children
        .iter()
        .rev()
        .find_map(|&child| decided(child).map(|solved| (child, solved)))
        .and_then(|(child, solved)| solved.then_some(child))
}
