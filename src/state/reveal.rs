//! The folds drawn at a step: a big tree opens folded below its top
//! levels (`view.rs`), and the search soon goes deeper. So wherever
//! the current node is, the path down to it opens, each node on it showing
//! its children (the current node's siblings, level by level) and no
//! more: the pane always draws what the sentence is about. A node with
//! too many children to draw whole (a cut of 300,000 leaves) shows a run of
//! [`RUN`] of them, the one followed among them, and counts the rest.

use gametree::{NodeId, Tree};
use std::collections::BTreeSet;
use std::ops::Range;
use std::rc::Rc;

/// How many nodes a tree may show when it opens. A larger tree opens with
/// its deep subtrees folded: thousands of nodes cannot be read at once, and
/// the browser lays the whole drawing out again at every step.
pub const MOST_NODES_SHOWN: usize = 1_500;

/// How many children of a node too wide to draw whole are drawn at once:
/// the run of this many, counted from its first child, that holds the
/// child followed.
pub const RUN: usize = 25;

/// What is drawn of the tree at a step: the folded nodes, and the nodes too
/// wide to draw whole that the path to the current node runs through, each
/// with the child followed, whose run of siblings is drawn.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Folds {
    /// The nodes drawn folded, their subtrees hidden.
    pub folded: BTreeSet<NodeId>,
    /// The wide nodes drawn in part, each with the child followed.
    pub runs: Vec<(NodeId, NodeId)>,
}

impl Folds {
    /// The folds of `collapsed`, no run drawn.
    pub fn of(collapsed: &BTreeSet<NodeId>) -> Folds {
        Folds {
            folded: collapsed.clone(),
            runs: Vec::new(),
        }
    }

    /// The child `parent` is drawn with a run around, if it is drawn in part.
    pub fn followed_under(&self, parent: NodeId) -> Option<NodeId> {
        (self.runs.iter())
            .find(|(wide, _)| *wide == parent)
            .map(|&(_, followed)| followed)
    }
}

/// The places of the run of [`RUN`] children, among `count`, that holds
/// the child at `index`.
pub fn run_around(index: usize, count: usize) -> Range<usize> {
    let start = index / RUN * RUN;
    start..(start + RUN).min(count)
}

/// The folds to draw at `current`: `last`, the folds drawn at the step
/// before (opened from the same `collapsed`), while `current` is drawn
/// under them, so that a step among nodes on show lays nothing out again;
/// else `collapsed` opened to `current`.
pub fn folds_at(
    tree: &Tree,
    collapsed: &BTreeSet<NodeId>,
    last: Option<&Rc<Folds>>,
    current: NodeId,
) -> Rc<Folds> {
    match last {
        Some(last) if drawn_under(tree, last, current) => last.clone(),
        _ => opened_to(tree, collapsed, current),
    }
}

/// Whether `node` is drawn under `folds`: none of its ancestors folded,
/// and it or its ancestor in the run drawn under a wide node.
fn drawn_under(tree: &Tree, folds: &Folds, node: NodeId) -> bool {
    if node.index() >= tree.len() {
        return false;
    }
    let mut node = node;
    while let Some(parent) = tree.parent(node) {
        if folds.folded.contains(&parent) {
            return false;
        }
        let outside_run = folds.followed_under(parent).is_some_and(|followed| {
            let count = tree.children(parent).len();
            !run_around(tree.child_index(followed), count).contains(&tree.child_index(node))
        });
        if outside_run {
            return false;
        }
        node = parent;
    }
    true
}

/// `collapsed` with the path from the root to `current` opened: every node
/// on it unfolded, and, from the first one that was folded or hidden down,
/// their other children folded, and the current node's children too, so
/// that a few nodes a level are added, not whole subtrees. A node with
/// more children than a big tree shows at first ([`MOST_NODES_SHOWN`], a
/// cut of 300,000 leaves) opens only the run of [`RUN`] children that holds
/// the path.
pub fn opened_to(tree: &Tree, collapsed: &BTreeSet<NodeId>, current: NodeId) -> Rc<Folds> {
    if current.index() >= tree.len() {
        return Rc::new(Folds::of(collapsed));
    }
    let mut path = vec![current];
    while let Some(parent) = tree.parent(*path.last().expect("the path starts with a node")) {
        path.push(parent);
    }
    path.reverse();
    // Drawn already: no ancestor folded (the current node's own fold stays).
    if !path[..path.len() - 1]
        .iter()
        .any(|node| collapsed.contains(node))
    {
        return Rc::new(Folds::of(collapsed));
    }
    let mut folds = Folds::of(collapsed);
    let mut opened = false;
    for (index, &node) in path.iter().enumerate() {
        opened |= folds.folded.remove(&node);
        let next = path.get(index + 1).copied();
        let children = tree.children(node);
        let wide = children.len() > MOST_NODES_SHOWN;
        if !opened && !wide {
            continue;
        }
        let shown = match next {
            Some(next) if wide => {
                folds.runs.push((node, next));
                &children[run_around(tree.child_index(next), children.len())]
            }
            // The current node, if wide, stays folded.
            None if wide => {
                folds.folded.insert(node);
                &[]
            }
            _ => children,
        };
        for &child in shown {
            if Some(child) != next && !tree.node(child).is_leaf() {
                folds.folded.insert(child);
            }
        }
    }
    Rc::new(folds)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gametree::parse;

    /// The nodes drawn under `folds`: those with no folded ancestor.
    fn drawn(tree: &Tree, folds: &Folds) -> Vec<String> {
        tree.ids()
            .filter(|&id| drawn_under(tree, folds, id))
            .map(|id| tree.name(id))
            .collect()
    }

    #[test]
    fn the_path_to_a_hidden_node_opens_with_its_siblings_and_no_more() {
        let tree = parse("A(B(E(K=1 L=2) F(M=3 N=4)) C(G(O=5 P=6) H(Q=7 R=8)) D=9)").unwrap();
        let id = |name: &str| tree.ids().find(|&id| tree.name(id) == name).unwrap();
        // Folded below the root's children, as a big tree opens.
        let collapsed: BTreeSet<NodeId> = [id("B"), id("C")].into();
        let folded = Rc::new(Folds::of(&collapsed));
        assert_eq!(drawn(&tree, &folded), ["A", "B", "C", "D"]);
        // At leaf N: B opens, showing E and F; F opens, E stays folded.
        let at_n = opened_to(&tree, &collapsed, id("N"));
        assert_eq!(
            drawn(&tree, &at_n),
            ["A", "B", "E", "F", "M", "N", "C", "D"]
        );
        // At E: E's children show, nothing under C.
        let at_e = opened_to(&tree, &collapsed, id("E"));
        assert_eq!(
            drawn(&tree, &at_e),
            ["A", "B", "E", "K", "L", "F", "C", "D"]
        );
        // A node already drawn changes nothing.
        assert_eq!(opened_to(&tree, &collapsed, id("C")), folded);
        // Stepping from N to M, F or E, all drawn: the folds stay; to K, under
        // the folded E, the path to K opens instead.
        for name in ["M", "F", "E", "C"] {
            assert!(
                Rc::ptr_eq(&folds_at(&tree, &collapsed, Some(&at_n), id(name)), &at_n),
                "{name}"
            );
        }
        let at_k = folds_at(&tree, &collapsed, Some(&at_n), id("K"));
        assert_eq!(
            drawn(&tree, &at_k),
            ["A", "B", "E", "K", "L", "F", "C", "D"]
        );
        assert_eq!(folds_at(&tree, &collapsed, None, id("N")), at_n);
    }

    #[test]
    fn a_node_with_more_children_than_a_big_tree_shows_opens_a_run_of_them() {
        let leaves = vec!["0"; MOST_NODES_SHOWN + 1].join(" ");
        let tree = parse(&format!("(1 ({leaves}))")).unwrap();
        let wide = tree.children(NodeId::ROOT)[1];
        let collapsed: BTreeSet<NodeId> = [wide].into();
        // Leaf 57 is drawn with the run of leaves 50 to 74, and no other.
        let leaf = tree.children(wide)[57];
        let at_leaf = opened_to(&tree, &collapsed, leaf);
        assert_eq!(at_leaf.runs, [(wide, leaf)]);
        let shown: Vec<usize> = (tree.children(wide).iter())
            .filter(|&&child| drawn_under(&tree, &at_leaf, child))
            .map(|&child| tree.child_index(child))
            .collect();
        assert_eq!(shown, (50..75).collect::<Vec<_>>());
        // Within the run the folds stay; past it, the next run is drawn.
        let next = tree.children(wide)[74];
        assert!(Rc::ptr_eq(
            &folds_at(&tree, &collapsed, Some(&at_leaf), next),
            &at_leaf
        ));
        let past = tree.children(wide)[75];
        assert_eq!(
            folds_at(&tree, &collapsed, Some(&at_leaf), past).runs,
            [(wide, past)]
        );
        // The wide node itself, current, stays folded.
        let at_wide = opened_to(&tree, &[NodeId::ROOT].into(), wide);
        assert!(at_wide.folded.contains(&wide) && at_wide.runs.is_empty());
    }
}
