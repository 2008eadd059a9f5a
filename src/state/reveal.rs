//! The folds drawn at a step: a big tree opens folded below its top
//! levels (`view.rs`), and the search soon goes deeper. So wherever
//! the current node is, the path down to it opens, each node on it showing
//! its children (the current node's siblings, level by level) and no
//! more: the pane always draws what the sentence is about. A node with
//! too many children to draw whole (a cut of 300,000 leaves) shows a run of
//! [`RUN`] of them, the one followed among them (its first ones when it is
//! unfolded by hand), and counts the rest. Runs are counted in the order
//! the children are drawn, which iterative deepening changes between its
//! passes: each function here is given the place of a node among its
//! siblings as drawn (`place`).

use gametree::{NodeId, Tree};
use std::collections::BTreeSet;
use std::ops::Range;
use std::rc::Rc;

/// How many nodes a tree may show when it opens. A larger tree opens with
/// its deep subtrees folded: hundreds of nodes cannot be read at once on a
/// phone or a projector, and every node drawn costs time at each step (the
/// 586 nodes of tic-tac-toe's top four levels took over a second to draw
/// on a phone slowed 4×; its top three, 82 nodes, take a tenth of that).
pub const MOST_NODES_SHOWN: usize = 500;

/// How many children of a node too wide to draw whole are drawn at once:
/// the run of this many, counted from its first child as drawn, that holds
/// the child followed.
pub const RUN: usize = 25;

/// The place of a node among its siblings as drawn, counted from 0.
pub type Place<'a> = &'a dyn Fn(NodeId) -> usize;

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

    /// The places, among `parent`'s children as drawn, of those drawn when
    /// it is too wide to draw whole: the run around the child followed, or
    /// its first run when none is (a node unfolded by hand); `None` when
    /// its children are all drawn.
    pub fn run(&self, tree: &Tree, parent: NodeId, place: Place) -> Option<Range<usize>> {
        let followed = (self.runs.iter()).find(|(wide, _)| *wide == parent);
        let at = followed.map_or(0, |&(_, child)| place(child));
        too_wide(tree, parent).then(|| run_around(at, tree.children(parent).len()))
    }
}

/// Whether `node` has more children than a big tree shows at first
/// ([`MOST_NODES_SHOWN`]): too many to draw whole.
fn too_wide(tree: &Tree, node: NodeId) -> bool {
    tree.children(node).len() > MOST_NODES_SHOWN
}

/// The places of the run of [`RUN`] children, among `count`, that holds
/// the child at `index`.
fn run_around(index: usize, count: usize) -> Range<usize> {
    let start = index / RUN * RUN;
    start..(start + RUN).min(count)
}

/// The folds to draw at `current`: `last`, the folds drawn at the step
/// before (opened from the same `collapsed`, in the same order), while
/// `current` is drawn under them, so that a step among nodes on show lays
/// nothing out again; else `collapsed` opened to `current`.
pub fn folds_at(
    tree: &Tree,
    collapsed: &BTreeSet<NodeId>,
    last: Option<&Rc<Folds>>,
    current: NodeId,
    place: Place,
) -> Rc<Folds> {
    match last {
        Some(last) if drawn_under(tree, last, current, place) => last.clone(),
        _ => opened_to(tree, collapsed, current, place),
    }
}

/// Whether `node` is drawn under `folds`: none of its ancestors folded,
/// and it or its ancestor in the run drawn of a wide node.
fn drawn_under(tree: &Tree, folds: &Folds, node: NodeId, place: Place) -> bool {
    if node.index() >= tree.len() {
        return false;
    }
    let mut node = node;
    while let Some(parent) = tree.parent(node) {
        let outside_run =
            (folds.run(tree, parent, place)).is_some_and(|run| !run.contains(&place(node)));
        if folds.folded.contains(&parent) || outside_run {
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
pub fn opened_to(
    tree: &Tree,
    collapsed: &BTreeSet<NodeId>,
    current: NodeId,
    place: Place,
) -> Rc<Folds> {
    let mut folds = Folds::of(collapsed);
    if current.index() >= tree.len() {
        return Rc::new(folds);
    }
    let mut path = vec![current];
    while let Some(parent) = tree.parent(*path.last().expect("the path starts with a node")) {
        path.push(parent);
    }
    path.reverse();
    // Drawn already: no ancestor folded or too wide to draw whole (the
    // current node's own fold stays).
    let above = &path[..path.len() - 1];
    if !above
        .iter()
        .any(|&node| collapsed.contains(&node) || too_wide(tree, node))
    {
        return Rc::new(folds);
    }
    let mut opened = false;
    for (index, &node) in path.iter().enumerate() {
        opened |= folds.folded.remove(&node);
        let next = path.get(index + 1).copied();
        let children = tree.children(node);
        let wide = too_wide(tree, node);
        if !opened && !wide {
            continue;
        }
        let run = match next {
            Some(next) if wide => {
                folds.runs.push((node, next));
                run_around(place(next), children.len())
            }
            // The current node, if wide, is folded when it comes into
            // sight (or was folded); on show, unfolded by hand, it stays so.
            None if wide => {
                if opened {
                    folds.folded.insert(node);
                }
                0..0
            }
            _ => 0..children.len(),
        };
        for &child in children {
            if Some(child) != next && run.contains(&place(child)) && !tree.node(child).is_leaf() {
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

    /// The nodes drawn under `folds`, the children in the order written.
    fn drawn(tree: &Tree, folds: &Folds) -> Vec<String> {
        let written = |node| tree.child_index(node);
        tree.ids()
            .filter(|&id| drawn_under(tree, folds, id, &written))
            .map(|id| tree.name(id))
            .collect()
    }

    /// The places, as `place` gives them, of `wide`'s children drawn under
    /// `folds`, in order.
    fn shown(tree: &Tree, folds: &Folds, wide: NodeId, place: Place) -> Vec<usize> {
        let mut shown: Vec<usize> = (tree.children(wide).iter())
            .filter(|&&child| drawn_under(tree, folds, child, place))
            .map(|&child| place(child))
            .collect();
        shown.sort_unstable();
        shown
    }

    #[test]
    fn the_path_to_a_hidden_node_opens_with_its_siblings_and_no_more() {
        let tree = parse("A(B(E(K=1 L=2) F(M=3 N=4)) C(G(O=5 P=6) H(Q=7 R=8)) D=9)").unwrap();
        let id = |name: &str| tree.ids().find(|&id| tree.name(id) == name).unwrap();
        let written = |node| tree.child_index(node);
        let opened_to = |collapsed, node| opened_to(&tree, collapsed, node, &written);
        let folds_at = |collapsed, last, node| folds_at(&tree, collapsed, last, node, &written);
        // Folded below the root's children, as a big tree opens.
        let collapsed: BTreeSet<NodeId> = [id("B"), id("C")].into();
        let folded = Rc::new(Folds::of(&collapsed));
        assert_eq!(drawn(&tree, &folded), ["A", "B", "C", "D"]);
        // At leaf N: B opens, showing E and F; F opens, E stays folded.
        let at_n = opened_to(&collapsed, id("N"));
        assert_eq!(
            drawn(&tree, &at_n),
            ["A", "B", "E", "F", "M", "N", "C", "D"]
        );
        // At E: E's children show, nothing under C.
        let at_e = opened_to(&collapsed, id("E"));
        assert_eq!(
            drawn(&tree, &at_e),
            ["A", "B", "E", "K", "L", "F", "C", "D"]
        );
        // A node already drawn changes nothing.
        assert_eq!(opened_to(&collapsed, id("C")), folded);
        // Stepping from N to M, F or E, all drawn: the folds stay; to K, under
        // the folded E, the path to K opens instead.
        for name in ["M", "F", "E", "C"] {
            assert!(
                Rc::ptr_eq(&folds_at(&collapsed, Some(&at_n), id(name)), &at_n),
                "{name}"
            );
        }
        let at_k = folds_at(&collapsed, Some(&at_n), id("K"));
        assert_eq!(
            drawn(&tree, &at_k),
            ["A", "B", "E", "K", "L", "F", "C", "D"]
        );
        assert_eq!(folds_at(&collapsed, None, id("N")), at_n);
    }

    #[test]
    fn a_node_with_more_children_than_a_big_tree_shows_opens_a_run_of_them() {
        let leaves = vec!["0"; MOST_NODES_SHOWN + 1].join(" ");
        let tree = parse(&format!("(1 ({leaves}))")).unwrap();
        let written = |node| tree.child_index(node);
        let wide = tree.children(NodeId::ROOT)[1];
        let collapsed: BTreeSet<NodeId> = [wide].into();
        // Leaf 57 is drawn with the run of leaves 50 to 74, and no other.
        let leaf = tree.children(wide)[57];
        let at_leaf = opened_to(&tree, &collapsed, leaf, &written);
        assert_eq!(at_leaf.runs, [(wide, leaf)]);
        assert_eq!(
            shown(&tree, &at_leaf, wide, &written),
            (50..75).collect::<Vec<_>>()
        );
        // Within the run the folds stay; past it, the next run is drawn.
        let next = tree.children(wide)[74];
        assert!(Rc::ptr_eq(
            &folds_at(&tree, &collapsed, Some(&at_leaf), next, &written),
            &at_leaf
        ));
        let past = tree.children(wide)[75];
        assert_eq!(
            folds_at(&tree, &collapsed, Some(&at_leaf), past, &written).runs,
            [(wide, past)]
        );
        // The wide node itself, current, stays folded.
        let at_wide = opened_to(&tree, &[NodeId::ROOT].into(), wide, &written);
        assert!(at_wide.folded.contains(&wide) && at_wide.runs.is_empty());
    }

    /// Iterative deepening draws the children in the order it searches
    /// them: a run is of children next to each other as drawn, and the
    /// folds are of the children of that run.
    #[test]
    fn a_run_is_of_the_children_next_to_each_other_in_the_order_drawn() {
        let children = vec!["(0 0)"; MOST_NODES_SHOWN + 1].join(" ");
        let tree = parse(&format!("(1 ({children}))")).unwrap();
        let wide = tree.children(NodeId::ROOT)[1];
        let count = tree.children(wide).len();
        // The wide node's children drawn in the reverse of their written order.
        let reversed = |node: NodeId| match tree.parent(node) {
            Some(parent) if parent == wide => count - 1 - tree.child_index(node),
            _ => tree.child_index(node),
        };
        let written = |node| tree.child_index(node);
        let collapsed: BTreeSet<NodeId> = [wide].into();
        // Under the child written third, drawn 499th: the run of places
        // 475 to 499 is drawn, the children written 1 to 25.
        let third = tree.children(wide)[3];
        let leaf = tree.children(third)[0];
        let at_leaf = opened_to(&tree, &collapsed, leaf, &reversed);
        assert_eq!(
            shown(&tree, &at_leaf, wide, &reversed),
            (475..500).collect::<Vec<_>>()
        );
        // The run's other children are folded, and only they.
        let folded: BTreeSet<usize> = (tree.children(wide).iter())
            .filter(|child| at_leaf.folded.contains(child))
            .map(|&child| tree.child_index(child))
            .collect();
        assert_eq!(folded, (1..26).filter(|&index| index != 3).collect());
        // A step to the child written 26th, drawn next to the run, leaves it;
        // to the one written 1st, inside it, does not, though the run the
        // written order counts would not hold it.
        let first = tree.children(wide)[1];
        let beside = tree.children(wide)[26];
        let last = Some(&at_leaf);
        assert!(Rc::ptr_eq(
            &folds_at(&tree, &collapsed, last, first, &reversed),
            &at_leaf
        ));
        assert!(!Rc::ptr_eq(
            &folds_at(&tree, &collapsed, last, beside, &reversed),
            &at_leaf
        ));
        // Written order, the same leaf: the children written 0 to 24.
        let in_written_order = opened_to(&tree, &collapsed, leaf, &written);
        assert_eq!(
            shown(&tree, &in_written_order, wide, &written),
            (0..25).collect::<Vec<_>>()
        );
    }

    /// A wide node a reader unfolds by hand draws its first run, not its
    /// thousands of children, until the search goes under it.
    #[test]
    fn a_wide_node_unfolded_by_hand_draws_its_first_run() {
        let leaves = vec!["0"; MOST_NODES_SHOWN + 1].join(" ");
        let tree = parse(&format!("(({leaves}) (1 2))")).unwrap();
        let written = |node| tree.child_index(node);
        let wide = tree.children(NodeId::ROOT)[0];
        let elsewhere = tree.children(tree.children(NodeId::ROOT)[1])[0];
        let unfolded = BTreeSet::new();
        for current in [elsewhere, wide, NodeId::ROOT] {
            let folds = folds_at(&tree, &unfolded, None, current, &written);
            assert_eq!(
                shown(&tree, &folds, wide, &written),
                (0..RUN).collect::<Vec<_>>(),
                "at {}",
                tree.name(current)
            );
        }
        // The search under it: the run that holds its path.
        let leaf = tree.children(wide)[300];
        let at_leaf = folds_at(&tree, &unfolded, None, leaf, &written);
        assert_eq!(
            shown(&tree, &at_leaf, wide, &written),
            (300..325).collect::<Vec<_>>()
        );
    }
}
