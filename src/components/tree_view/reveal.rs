//! The folds drawn at a step: a big tree opens folded below its top
//! levels (`state/view.rs`), and the search soon goes deeper. So wherever
//! the current node is, the path down to it opens, each node on it showing
//! its children (the current node's siblings, level by level) and no
//! more: the pane always draws what the sentence is about.

use gametree::{NodeId, Tree};
use std::collections::BTreeSet;
use std::rc::Rc;

/// `collapsed` with the path from the root to `current` opened: every node
/// on it unfolded, and, from the first one that was folded or hidden down,
/// their other children folded, and the current node's children too, so
/// that a few nodes a level are added, not whole subtrees.
pub fn opened_to(
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
            .filter(|&id| {
                let mut node = id;
                while let Some(parent) = tree.parent(node) {
                    if folds.contains(&parent) {
                        return false;
                    }
                    node = parent;
                }
                true
            })
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
    }
}
