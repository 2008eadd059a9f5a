//! The edits the app's tree editor applies: add, delete, move and relabel
//! nodes, one pure function each. An edit never changes the tree it is
//! given: it returns a new, checked tree or says why the edit cannot be
//! made, so the app keeps the last good tree and shows the message.
//!
//! Edits that change the shape of the tree (adding, deleting, moving)
//! rebuild the arena in pre-order, the order the notation writes the nodes,
//! so ids change; they return the id of the node the editor should focus
//! next. Edits that change one node's contents (value, label, probability,
//! who moves first) keep every id.

use crate::lang::{english, Message};
use crate::notation;
use crate::tree::{
    rebuild_in_preorder, starting_player, Game, Node, NodeId, Player, Probability, Problem, Tree,
    TreeError, Value,
};
use std::fmt;

/// Why an edit cannot be made, in words the editor can show beside the node.
#[derive(Clone, Debug, PartialEq)]
pub enum EditError {
    /// The id names no node of the tree: the editor asked about a node of
    /// another (older) tree.
    NoSuchNode(NodeId),
    /// The root has no parent, so it has no siblings to add or swap with.
    RootHasNoSiblings,
    /// A tree needs at least its root.
    RootCannotBeDeleted,
    /// The node is already at that end of its siblings, so there is nothing
    /// to swap it with.
    AlreadyAtEnd {
        /// Whether the node was to move left (it is the first child).
        left: bool,
    },
    /// The text is not a LABEL of the notation, which could not write it back.
    NotALabel(String),
    /// Player k of a max^n tree was chosen to move first, but only MAX or
    /// MIN can be: a max^n tree always starts with player 1.
    NumberedRootPlayer(u8),
    /// The edited tree is not well formed, for this reason of `Tree::new`'s
    /// (a chance node's probabilities no longer add up to 1, say).
    Refused(Problem),
}

impl std::error::Error for EditError {}

impl EditError {
    /// What is wrong, to be said in the reader's language.
    pub fn said(&self) -> Message {
        match self {
            EditError::NoSuchNode(id) => {
                Message::new("edit.no-such-node").number("number", f64::from(id.0))
            }
            EditError::RootHasNoSiblings => Message::new("edit.root-siblings"),
            EditError::RootCannotBeDeleted => Message::new("edit.root-delete"),
            EditError::AlreadyAtEnd { left: true } => Message::new("edit.leftmost"),
            EditError::AlreadyAtEnd { left: false } => Message::new("edit.rightmost"),
            EditError::NotALabel(text) => {
                Message::new("edit.not-a-label").ltr("text", format!("{text:?}"))
            }
            EditError::NumberedRootPlayer(number) => {
                Message::new("edit.numbered-root").number("number", f64::from(*number))
            }
            EditError::Refused(problem) => problem.message(),
        }
    }
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said().say(english()))
    }
}

/// Adds a leaf as the last child of `parent` and focuses it. The leaf's
/// value is `value`, or 0 (a tuple of zeros in a max^n tree) when `None`.
/// A leaf that gets its first child keeps its value as its static value,
/// so deleting the child again gives the leaf back. The child of a chance
/// node gets probability 0, which keeps the sum at 1.
pub fn add_child(
    tree: &Tree,
    parent: NodeId,
    value: Option<Value>,
) -> Result<(Tree, NodeId), EditError> {
    check_node(tree, parent)?;
    let leaf = new_leaf(tree, parent, value);
    let mut nodes = tree.nodes().to_vec();
    let child = NodeId(nodes.len() as u32);
    nodes.push(leaf);
    nodes[parent.index()].children.push(child);
    rebuild(tree, nodes, child)
}

/// Adds a leaf of value 0 just after `node`, among the same parent's
/// children, and focuses it; under a chance node it gets probability 0.
pub fn add_sibling(tree: &Tree, node: NodeId) -> Result<(Tree, NodeId), EditError> {
    let (parent, position) = parent_and_position(tree, node)?;
    let leaf = new_leaf(tree, parent, None);
    let mut nodes = tree.nodes().to_vec();
    let sibling = NodeId(nodes.len() as u32);
    nodes.push(leaf);
    nodes[parent.index()].children.insert(position + 1, sibling);
    rebuild(tree, nodes, sibling)
}

/// Deletes `node` and everything below it, and focuses its parent. A parent
/// left without children becomes a leaf: its static value, if it had one,
/// becomes its utility, otherwise 0. Deleting a child of a chance node is
/// refused unless the others still add up to 1 without it, that is unless
/// its probability is 0.
pub fn delete_subtree(tree: &Tree, node: NodeId) -> Result<(Tree, NodeId), EditError> {
    check_node(tree, node)?;
    let parent = tree.parent(node).ok_or(EditError::RootCannotBeDeleted)?;
    let mut nodes = tree.nodes().to_vec();
    let parent_node = &mut nodes[parent.index()];
    parent_node.children.retain(|&child| child != node);
    if parent_node.children.is_empty() && parent_node.value.is_none() {
        parent_node.value = Some(zero(tree));
    }
    // The deleted nodes are left unreachable; the rebuild drops them.
    rebuild(tree, nodes, parent)
}

/// Swaps `node` with its sibling on the left (`left`) or on the right, and
/// keeps the focus on `node`: the move order the searches follow changes.
pub fn move_child(tree: &Tree, node: NodeId, left: bool) -> Result<(Tree, NodeId), EditError> {
    let (parent, position) = parent_and_position(tree, node)?;
    let last = tree.children(parent).len() - 1;
    let to = match (left, position) {
        (true, 0) => return Err(EditError::AlreadyAtEnd { left }),
        (false, _) if position == last => return Err(EditError::AlreadyAtEnd { left }),
        (true, _) => position - 1,
        (false, _) => position + 1,
    };
    move_child_to(tree, node, to)
}

/// Moves `node` to `position` among its siblings (0 is the first; past the
/// end means the last), as a drag on the drawing drops it, and keeps the
/// focus on `node`.
pub fn move_child_to(
    tree: &Tree,
    node: NodeId,
    position: usize,
) -> Result<(Tree, NodeId), EditError> {
    let (parent, from) = parent_and_position(tree, node)?;
    let mut nodes = tree.nodes().to_vec();
    let children = &mut nodes[parent.index()].children;
    let moved = children.remove(from);
    children.insert(position.min(children.len()), moved);
    rebuild(tree, nodes, node)
}

/// Sets or clears the value of `node`: a leaf's utility, or an inner node's
/// static evaluation. Refused when the tree would not be well formed: a
/// leaf without a value, a tuple in a two-player tree, NaN.
pub fn set_value(tree: &Tree, node: NodeId, value: Option<Value>) -> Result<Tree, EditError> {
    change_node(tree, node, |changed| changed.value = value)
}

/// Sets or clears the label of `node`. The label must be a LABEL as
/// `notation.md` defines it (a letter, then letters, digits, "_" or "'";
/// not one of the words min, max, and, or, inf), so that the notation can write the tree back.
pub fn set_label(tree: &Tree, node: NodeId, label: Option<&str>) -> Result<Tree, EditError> {
    if let Some(label) = label {
        if !notation::is_label(label) {
            return Err(EditError::NotALabel(label.to_string()));
        }
    }
    change_node(tree, node, |changed| {
        changed.label = label.map(Box::from);
    })
}

/// Sets or clears the probability on the edge into `node`. Allowed only
/// when the tree stays well formed: a chance node's probabilities must
/// still add up to 1, and either all or none of its children carry one.
/// One probability of a chance node with several children can therefore
/// change only when another child's compensates in the same edit, which
/// this single-node edit cannot do: from `(1/2:3 1/2:5)`, setting the first
/// to 1/3 is refused with the sum it would make.
pub fn set_probability(
    tree: &Tree,
    node: NodeId,
    probability: Option<Probability>,
) -> Result<Tree, EditError> {
    change_node(tree, node, |changed| changed.probability = probability)
}

/// Chooses who moves first in a two-player tree: `Player::Max` or
/// `Player::Min`. A max^n tree always starts with player 1, so `Min` is
/// refused there and `Max` changes nothing.
pub fn set_root_player(tree: &Tree, player: Player) -> Result<Tree, EditError> {
    if let Player::Numbered(number) = player {
        return Err(EditError::NumberedRootPlayer(number));
    }
    Tree::new(player, tree.nodes().to_vec())
        .map(|changed| tree.named_like(changed))
        .map_err(refused)
}

fn check_node(tree: &Tree, node: NodeId) -> Result<(), EditError> {
    if node.index() < tree.len() {
        Ok(())
    } else {
        Err(EditError::NoSuchNode(node))
    }
}

/// The parent of `node` and the node's position among its children.
fn parent_and_position(tree: &Tree, node: NodeId) -> Result<(NodeId, usize), EditError> {
    check_node(tree, node)?;
    let parent = tree.parent(node).ok_or(EditError::RootHasNoSiblings)?;
    Ok((parent, tree.child_index(node)))
}

/// 0 in a two-player tree, a tuple of zeros in a max^n tree: a value that
/// fits every tree.
fn zero(tree: &Tree) -> Value {
    match tree.game() {
        Game::TwoPlayer { .. } => Value::Number(0.0),
        Game::MaxN { players } => Value::Tuple(vec![0.0; usize::from(players)].into()),
    }
}

/// A leaf to become a child of `parent`: `value` or 0, with probability 0
/// when `parent` is a chance node.
fn new_leaf(tree: &Tree, parent: NodeId, value: Option<Value>) -> Node {
    Node {
        value: Some(value.unwrap_or_else(|| zero(tree))),
        probability: tree.is_chance(parent).then_some(Probability::Decimal(0.0)),
        ..Node::default()
    }
}

/// The tree of the edited `nodes` in pre-order, with the new id of `focus`.
fn rebuild(tree: &Tree, nodes: Vec<Node>, focus: NodeId) -> Result<(Tree, NodeId), EditError> {
    let (rebuilt, new_ids) = rebuild_in_preorder(starting_player(tree), nodes).map_err(refused)?;
    let focus = new_ids[focus.index()].expect("the focus is reachable from the root");
    Ok((tree.named_like(rebuilt), focus))
}

/// The tree with one node's contents changed and every id kept.
fn change_node(
    tree: &Tree,
    node: NodeId,
    change: impl FnOnce(&mut Node),
) -> Result<Tree, EditError> {
    check_node(tree, node)?;
    let mut nodes = tree.nodes().to_vec();
    change(&mut nodes[node.index()]);
    Tree::new(starting_player(tree), nodes)
        .map(|changed| tree.named_like(changed))
        .map_err(refused)
}

fn refused(error: TreeError) -> EditError {
    EditError::Refused(error.problem)
}
