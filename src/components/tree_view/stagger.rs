//! A long bottom row staggered: the middle one of each three sibling
//! leaves goes a row lower, so that the three are two leaves wide and the
//! edge into the lowered one passes between the other two. A row of a
//! lecture's figure stays as the textbook draws it.

use super::shape::Kind;
use crate::shared::ONE_ROW_OF_LEAVES;
use gametree::{NodeId, Tree};
use std::collections::BTreeSet;
use std::ops::Range;

/// Which nodes are drawn a row lower than their row: none unless the
/// bottom row of the `placed` nodes (each of the `kind` given) holds more
/// leaves than [`ONE_ROW_OF_LEAVES`]; then the middle one of each three
/// sibling leaves there, among the children `shown` of their parent.
pub fn lowered(
    tree: &Tree,
    placed: &[NodeId],
    kind: &dyn Fn(NodeId) -> Kind,
    shown: &dyn Fn(NodeId) -> Range<usize>,
) -> BTreeSet<NodeId> {
    let bottom = placed.iter().map(|&id| tree.depth(id)).max();
    let in_bottom_row = |id: NodeId| kind(id) == Kind::Leaf && Some(tree.depth(id)) == bottom;
    let staggered = placed.iter().filter(|&&id| in_bottom_row(id)).count() > ONE_ROW_OF_LEAVES;
    let mut lowered = BTreeSet::new();
    for &parent in placed.iter().filter(|_| staggered) {
        let group = &tree.children(parent)[shown(parent)];
        if let [_, middle, _] = group {
            if group.iter().all(|&leaf| in_bottom_row(leaf)) {
                lowered.insert(*middle);
            }
        }
    }
    lowered
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The leaves `text`'s tree lowers, by address, all of it drawn.
    fn lowered_leaves(text: &str) -> Vec<String> {
        let tree = gametree::parse(text).expect("the tree parses");
        let placed: Vec<NodeId> = tree.ids().collect();
        let kind = |id: NodeId| Kind::of(&tree, id);
        let every = |id: NodeId| 0..tree.children(id).len();
        let lowered = lowered(&tree, &placed, &kind, &every);
        lowered.into_iter().map(|id| tree.address(id)).collect()
    }

    #[test]
    fn a_row_of_27_leaves_lowers_the_middle_of_each_three_and_a_figure_s_row_stays() {
        let group = "(1 2 3)";
        let three = format!("({group} {group} {group})");
        let hard = format!("({three} {three} {three})");
        let lowered = lowered_leaves(&hard);
        assert_eq!(lowered.len(), 9);
        assert_eq!(lowered[..2], ["0.0.1", "0.1.1"]);
        // Figure 5.2's nine leaves are drawn as the textbook draws them.
        assert!(lowered_leaves("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").is_empty());
        // Two leaves or four keep their row: in four, an outer edge would
        // cross a lowered leaf's neighbour.
        for group in ["(1 2)", "(1 2 3 4)"] {
            let wide = format!("({group} {group} {group} {group} {group} {group} {group})");
            assert!(lowered_leaves(&wide).is_empty(), "{wide}");
        }
    }
}
