//! The folds drawn at a step: a big tree opens folded below its top
//! levels (`state/view.rs`), and the search soon goes deeper. So wherever
//! the current node is, the path down to it opens, each node on it showing
//! its children (the current node's siblings, level by level) and no
//! more: the pane always draws what the sentence is about.

use crate::state::MOST_NODES_SHOWN;
use gametree::{NodeId, Tree};
use std::collections::BTreeSet;
use std::rc::Rc;

/// The folds to draw at `current`: `last`, the folds drawn at the step
/// before (opened from the same `collapsed`), while `current` is drawn
/// under them, so that a step among nodes on show lays nothing out again;
/// else `collapsed` opened to `current`.
pub fn folds_at(
    tree: &Tree,
    collapsed: &Rc<BTreeSet<NodeId>>,
    last: Option<&Rc<BTreeSet<NodeId>>>,
    current: NodeId,
) -> Rc<BTreeSet<NodeId>> {
    match last {
        Some(last) if drawn_under(tree, last, current) => last.clone(),
        _ => opened_to(tree, collapsed, current),
    }
}

/// Whether `node` is drawn under `folds`: none of its ancestors folded.
fn drawn_under(tree: &Tree, folds: &BTreeSet<NodeId>, node: NodeId) -> bool {
    if node.index() >= tree.len() {
        return false;
    }
    let mut node = node;
    while let Some(parent) = tree.parent(node) {
        if folds.contains(&parent) {
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
/// cut of 300,000 leaves) stays folded, and the path stops there.
fn opened_to(
    tree: &Tree,
    collapsed: &Rc<BTreeSet<NodeId>>,
    current: NodeId,
) -> Rc<BTreeSet<NodeId>> {
    if current.index() >= tree.len() {
        return collapsed.clone();
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
        return collapsed.clone();
    }
    let mut folds = (**collapsed).clone();
    let mut opened = false;
    for (index, &node) in path.iter().enumerate() {
        if tree.children(node).len() > MOST_NODES_SHOWN {
            if opened {
                folds.insert(node);
            }
            break;
        }
        opened |= folds.remove(&node);
        if !opened {
            continue;
        }
        let next = path.get(index + 1).copied();
        for &child in tree.children(node) {
            if Some(child) != next && !tree.node(child).is_leaf() {
                folds.insert(child);
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
    fn drawn(tree: &Tree, folds: &BTreeSet<NodeId>) -> Vec<String> {
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
        let folded: Rc<BTreeSet<NodeId>> = Rc::new([id("B"), id("C")].into());
        assert_eq!(drawn(&tree, &folded), ["A", "B", "C", "D"]);
        // At leaf N: B opens, showing E and F; F opens, E stays folded.
        let at_n = opened_to(&tree, &folded, id("N"));
        assert_eq!(
            drawn(&tree, &at_n),
            ["A", "B", "E", "F", "M", "N", "C", "D"]
        );
        // At E: E's children show, nothing under C.
        let at_e = opened_to(&tree, &folded, id("E"));
        assert_eq!(
            drawn(&tree, &at_e),
            ["A", "B", "E", "K", "L", "F", "C", "D"]
        );
        // A node already drawn changes nothing, not even the set's address.
        let at_c = opened_to(&tree, &folded, id("C"));
        assert!(Rc::ptr_eq(&at_c, &folded));
        // Stepping from N to M, F or E, all drawn: the folds stay; to K, under
        // the folded E, the path to K opens instead.
        for name in ["M", "F", "E", "C"] {
            assert!(
                Rc::ptr_eq(&folds_at(&tree, &folded, Some(&at_n), id(name)), &at_n),
                "{name}"
            );
        }
        let at_k = folds_at(&tree, &folded, Some(&at_n), id("K"));
        assert_eq!(
            drawn(&tree, &at_k),
            ["A", "B", "E", "K", "L", "F", "C", "D"]
        );
        assert_eq!(folds_at(&tree, &folded, None, id("N")), at_n);
    }

    #[test]
    fn a_node_with_more_children_than_a_big_tree_shows_stays_folded() {
        let leaves = vec!["0"; MOST_NODES_SHOWN + 1].join(" ");
        let tree = parse(&format!("(1 ({leaves}))")).unwrap();
        let wide = tree.children(NodeId::ROOT)[1];
        let folded: Rc<BTreeSet<NodeId>> = Rc::new([wide].into());
        let leaf = tree.children(wide)[7];
        assert_eq!(*opened_to(&tree, &folded, leaf), *folded);
        // Under a fold that opens, it is folded, not drawn with its children.
        let root_folded: Rc<BTreeSet<NodeId>> = Rc::new([NodeId::ROOT].into());
        let opened = opened_to(&tree, &root_folded, leaf);
        assert!(opened.contains(&wide) && !opened.contains(&NodeId::ROOT));
    }
}
