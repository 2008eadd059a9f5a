//! Tests of the tidy layout against the rules a tree drawing must keep, in
//! the manner of the tidy-tree crate's `tests/aesthetic_rules.rs`: no two
//! nodes of one depth closer than the gap, siblings in order, one y per
//! depth, parents centred over their children, a subtree drawn the same
//! wherever it stands, collapsed subtrees hidden. Checked on hand-made
//! trees, on random trees of many shapes, and on very deep and very large
//! trees, which must not overflow the stack.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, Expect};
use gametree::layout::{
    every_child, layout, layout_collapsed, layout_spaced, Layout, Point, COUSIN_GAP, SIBLING_GAP,
};
use gametree::random::{random_tree, RandomSpec, Rng};
use gametree::{Node, NodeId, Player, Tree, Value};
use proptest::prelude::*;
use proptest::sample::Index;

/// How far apart two numbers computed by different sums may be.
const TOLERANCE: f64 = 1e-9;

/// A tree where node `i + 1` is a child of `parents[i]`, which must be less
/// than `i + 1`; children are in index order, leaves are worth 0.
fn tree_from_parents(parents: &[usize]) -> Tree {
    let mut nodes = vec![Node::default(); parents.len() + 1];
    for (index, &parent) in parents.iter().enumerate() {
        nodes[parent].children.push(NodeId::new(index as u32 + 1));
    }
    for node in &mut nodes {
        if node.is_leaf() {
            node.value = Some(Value::Number(0.0));
        }
    }
    Tree::new(Player::Max, nodes).expect("the parents form a tree")
}

/// A tree from its shape written with brackets: `.` is a leaf and
/// `(...)` an inner node with the children written inside, so `(.(..))`
/// is a root with a leaf and a node of two leaves.
fn tree_from_shape(shape: &str) -> Tree {
    let mut parents = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    let mut n_nodes = 0;
    for character in shape.chars() {
        if character == ')' {
            open.pop();
            continue;
        }
        if let Some(&parent) = open.last() {
            parents.push(parent);
        }
        if character == '(' {
            open.push(n_nodes);
        }
        n_nodes += 1;
    }
    tree_from_parents(&parents)
}

/// Which nodes a collapsed ancestor hides. Parents come before children.
fn hidden_nodes(tree: &Tree, collapsed: &[bool]) -> Vec<bool> {
    let mut hidden = vec![false; tree.len()];
    for id in tree.ids() {
        let hides = hidden[id.index()] || collapsed[id.index()];
        for child in tree.children(id) {
            hidden[child.index()] = hides;
        }
    }
    hidden
}

/// The placed nodes left to right at each depth, indexed by depth: a
/// pre-order walk that goes left to right and stops at collapsed nodes.
fn levels(tree: &Tree, collapsed: &[bool]) -> Vec<Vec<NodeId>> {
    let mut levels: Vec<Vec<NodeId>> = Vec::new();
    let mut stack = vec![NodeId::ROOT];
    while let Some(id) = stack.pop() {
        let depth = tree.depth(id) as usize;
        if levels.len() <= depth {
            levels.resize(depth + 1, Vec::new());
        }
        levels[depth].push(id);
        if !collapsed[id.index()] {
            stack.extend(tree.children(id).iter().rev());
        }
    }
    levels
}

fn placed(layout: &Layout, id: NodeId) -> Point {
    layout
        .point(id)
        .unwrap_or_else(|| panic!("{id:?} is not placed"))
}

/// Lays out `tree` with `collapsed` folded and checks every rule that holds
/// in linear time; returns the layout for further checks.
fn check_rules(tree: &Tree, collapsed: &[bool]) -> Layout {
    let drawn = layout_collapsed(tree, collapsed);

    // Collapsed subtrees hide their descendants, and nothing else is hidden.
    let hidden = hidden_nodes(tree, collapsed);
    for id in tree.ids() {
        assert_eq!(
            drawn.point(id).is_none(),
            hidden[id.index()],
            "placement of {id:?}"
        );
    }

    // One y per depth, and the bounding box is tight.
    let points = &drawn.points;
    for id in tree.ids().filter(|id| !hidden[id.index()]) {
        assert_eq!(placed(&drawn, id).y, f64::from(tree.depth(id)));
    }
    let min_x = points
        .iter()
        .map(|point| point.x)
        .fold(f64::INFINITY, f64::min);
    let max_x = points.iter().map(|point| point.x).fold(0.0, f64::max);
    let max_y = points.iter().map(|point| point.y).fold(0.0, f64::max);
    assert_eq!(min_x, 0.0);
    assert_eq!(drawn.width, max_x);
    assert_eq!(drawn.height, max_y);

    // Every parent is centred over its first and last child.
    for id in tree.ids() {
        let children = tree.children(id);
        if hidden[id.index()] || collapsed[id.index()] || children.is_empty() {
            continue;
        }
        let first = placed(&drawn, children[0]).x;
        let last = placed(&drawn, children[children.len() - 1]).x;
        let parent = placed(&drawn, id).x;
        assert!(
            (parent - (first + last) / 2.0).abs() <= TOLERANCE,
            "{id:?} at {parent} is not centred over {first} and {last}"
        );
    }

    // Left to right at every depth, in order and never too close: siblings
    // at least SIBLING_GAP apart, other neighbours at least COUSIN_GAP.
    for level in levels(tree, collapsed) {
        for pair in level.windows(2) {
            let gap = if tree.parent(pair[0]) == tree.parent(pair[1]) {
                SIBLING_GAP
            } else {
                COUSIN_GAP
            };
            let distance = placed(&drawn, pair[1]).x - placed(&drawn, pair[0]).x;
            assert!(
                distance >= gap - TOLERANCE,
                "{:?} and {:?} are {distance} apart, less than {gap}",
                pair[0],
                pair[1]
            );
        }
    }

    // A collapsed node is laid out as a leaf: exactly as in the tree with
    // its descendants cut off.
    if collapsed.contains(&true) {
        let (pruned, pruned_ids) = prune(tree, &hidden);
        let pruned_layout = layout(&pruned);
        for (id, pruned_id) in pruned_ids.iter().enumerate() {
            if let Some(pruned_id) = pruned_id {
                assert_eq!(
                    drawn.point(NodeId::new(id as u32)),
                    pruned_layout.point(*pruned_id)
                );
            }
        }
    }
    drawn
}

/// The tree without the hidden nodes, and where each node went in it.
fn prune(tree: &Tree, hidden: &[bool]) -> (Tree, Vec<Option<NodeId>>) {
    let mut pruned_ids = vec![None; tree.len()];
    let mut parents = Vec::new();
    for (kept_index, id) in tree.ids().filter(|id| !hidden[id.index()]).enumerate() {
        if let Some(parent) = tree.parent(id) {
            let pruned_parent: NodeId = pruned_ids[parent.index()].expect("parents come first");
            parents.push(pruned_parent.index());
        }
        pruned_ids[id.index()] = Some(NodeId::new(kept_index as u32));
    }
    (tree_from_parents(&parents), pruned_ids)
}

/// The subtree under `top` as a tree of its own, with the same nodes
/// collapsed; its nodes in pre-order, with the original id of each.
fn subtree(tree: &Tree, collapsed: &[bool], top: NodeId) -> (Tree, Vec<bool>, Vec<NodeId>) {
    let mut original_ids = Vec::new();
    let mut parents = Vec::new();
    let mut stack: Vec<(NodeId, Option<usize>)> = vec![(top, None)];
    while let Some((id, parent)) = stack.pop() {
        let new_index = original_ids.len();
        original_ids.push(id);
        parents.extend(parent);
        for &child in tree.children(id).iter().rev() {
            stack.push((child, Some(new_index)));
        }
    }
    let sub_collapsed = original_ids
        .iter()
        .map(|id| collapsed[id.index()])
        .collect();
    (tree_from_parents(&parents), sub_collapsed, original_ids)
}

/// Every subtree is drawn the same wherever it stands: laid out on its own,
/// it differs from its place in the whole only by a translation. Quadratic,
/// so for small trees only.
fn check_subtrees_move_rigidly(tree: &Tree, collapsed: &[bool], whole: &Layout) {
    for top in tree.ids().filter(|&id| whole.point(id).is_some()) {
        let (sub_tree, sub_collapsed, original_ids) = subtree(tree, collapsed, top);
        let alone = layout_collapsed(&sub_tree, &sub_collapsed);
        let top_alone = placed(&alone, NodeId::ROOT);
        let top_whole = placed(whole, top);
        for (index, &original) in original_ids.iter().enumerate() {
            let (Some(point_alone), Some(point_whole)) = (
                alone.point(NodeId::new(index as u32)),
                whole.point(original),
            ) else {
                assert_eq!(
                    alone.point(NodeId::new(index as u32)),
                    whole.point(original)
                );
                continue;
            };
            assert!(
                ((point_alone.x - top_alone.x) - (point_whole.x - top_whole.x)).abs() <= TOLERANCE,
                "{original:?} moves within the subtree of {top:?}"
            );
            assert_eq!(point_alone.y - top_alone.y, point_whole.y - top_whole.y);
        }
    }
}

/// The tree with every node's children in the opposite order.
fn mirror(tree: &Tree) -> Tree {
    let nodes = tree
        .nodes()
        .iter()
        .map(|node| Node {
            children: node.children.iter().rev().copied().collect(),
            ..node.clone()
        })
        .collect();
    Tree::new(Player::Max, nodes).expect("a mirrored tree is a tree")
}

/// The layout of a tree drawn from `shape`, one node a line: its address
/// and where it goes, or `hidden`.
fn check_picture(shape: &str, collapsed_addresses: &[&str], expect: Expect) {
    let tree = tree_from_shape(shape);
    let mut collapsed = vec![false; tree.len()];
    for address in collapsed_addresses {
        collapsed[tree.find(address).expect("an address in the tree").index()] = true;
    }
    let drawn = check_rules(&tree, &collapsed);
    check_subtrees_move_rigidly(&tree, &collapsed, &drawn);
    let mut picture = format!("width {} height {}\n", drawn.width, drawn.height);
    for id in tree.ids() {
        let address = tree.address(id);
        let address = if address.is_empty() { "root" } else { &address };
        match drawn.point(id) {
            Some(Point { x, y }) => picture += &format!("{address:8} x {x:6.2} y {y}\n"),
            None => picture += &format!("{address:8} hidden\n"),
        }
    }
    expect.assert_eq(&picture);
}

#[test]
fn a_single_node() {
    check_picture(
        ".",
        &[],
        expect![[r#"
            width 0 height 0
            root     x   0.00 y 0
        "#]],
    );
}

#[test]
fn a_full_binary_tree_groups_siblings() {
    check_picture(
        "((..)(..))",
        &[],
        expect![[r#"
            width 3.5 height 2
            root     x   1.75 y 0
            0        x   0.50 y 1
            0.0      x   0.00 y 2
            0.1      x   1.00 y 2
            1        x   3.00 y 1
            1.0      x   2.50 y 2
            1.1      x   3.50 y 2
        "#]],
    );
}

#[test]
fn small_subtrees_spread_evenly_between_large_ones() {
    // Walker's point: the two leaves between the wide subtrees share the
    // space instead of piling up on the left.
    check_picture(
        "(((...)(...))..((...)(...)))",
        &[],
        expect![[r#"
            width 12.5 height 3
            root     x   6.25 y 0
            0        x   2.75 y 1
            0.0      x   1.00 y 2
            0.0.0    x   0.00 y 3
            0.0.1    x   1.00 y 3
            0.0.2    x   2.00 y 3
            0.1      x   4.50 y 2
            0.1.0    x   3.50 y 3
            0.1.1    x   4.50 y 3
            0.1.2    x   5.50 y 3
            1        x   5.08 y 1
            2        x   7.42 y 1
            3        x   9.75 y 1
            3.0      x   8.00 y 2
            3.0.0    x   7.00 y 3
            3.0.1    x   8.00 y 3
            3.0.2    x   9.00 y 3
            3.1      x  11.50 y 2
            3.1.0    x  10.50 y 3
            3.1.1    x  11.50 y 3
            3.1.2    x  12.50 y 3
        "#]],
    );
}

#[test]
fn a_collapsed_node_is_drawn_as_a_leaf() {
    check_picture(
        "(((...)(...)).((...)(...)))",
        &["0", "2.1"],
        expect![[r#"
            width 2.5 height 3
            root     x   1.00 y 0
            0        x   0.00 y 1
            0.0      hidden
            0.0.0    hidden
            0.0.1    hidden
            0.0.2    hidden
            0.1      hidden
            0.1.0    hidden
            0.1.1    hidden
            0.1.2    hidden
            1        x   1.00 y 1
            2        x   2.00 y 1
            2.0      x   1.50 y 2
            2.0.0    x   0.50 y 3
            2.0.1    x   1.50 y 3
            2.0.2    x   2.50 y 3
            2.1      x   2.50 y 2
            2.1.0    hidden
            2.1.1    hidden
            2.1.2    hidden
        "#]],
    );
}

#[test]
fn a_collapsed_root_is_all_there_is() {
    let tree = tree_from_shape("((..)(..))");
    let mut collapsed = vec![false; tree.len()];
    collapsed[0] = true;
    let layout = check_rules(&tree, &collapsed);
    assert_eq!(layout.points.len(), 1);
    assert_eq!((layout.width, layout.height), (0.0, 0.0));
}

#[test]
fn layout_is_layout_collapsed_with_nothing_collapsed() {
    let tree = tree_from_shape("((..)(.(...))(.))");
    assert_eq!(
        layout(&tree),
        layout_collapsed(&tree, &vec![false; tree.len()])
    );
}

#[test]
fn a_chain_100_000_deep_is_a_vertical_line() {
    let parents: Vec<usize> = (0..100_000).collect();
    let tree = tree_from_parents(&parents);
    let layout = check_rules(&tree, &vec![false; tree.len()]);
    assert_eq!(layout.points.len(), tree.len());
    assert!(layout.points.iter().all(|point| point.x == 0.0));
    assert_eq!((layout.width, layout.height), (0.0, 100_000.0));
}

#[test]
fn a_zigzag_100_000_deep_lays_out() {
    // A spine whose leaf alternates sides, so that contours are threaded all
    // the way down: node 2k+1 and 2k+2 are the children of spine node 2k-1
    // (the root for k = 0), and the spine goes on left then right.
    let mut parents = Vec::new();
    let mut spine = 0;
    for level in 0..50_000 {
        let first = parents.len() + 1;
        parents.extend([spine, spine]);
        spine = if level % 2 == 0 { first } else { first + 1 };
    }
    let tree = tree_from_parents(&parents);
    let layout = check_rules(&tree, &vec![false; tree.len()]);
    assert_eq!(layout.height, 50_000.0);
}

#[test]
fn a_million_nodes_lay_out() {
    // Each node hangs under one of the 1,000 nodes made just before it:
    // deep and bushy at once, and not numbered in pre-order.
    let mut rng = Rng::new(1_000_000);
    let parents: Vec<usize> = (1..1_000_000)
        .map(|index: u64| (index - 1 - rng.below(index.min(1_000))) as usize)
        .collect();
    let tree = tree_from_parents(&parents);
    let mut collapsed = vec![false; tree.len()];
    for index in (1..tree.len()).step_by(997) {
        collapsed[index] = true;
    }
    check_rules(&tree, &vec![false; tree.len()]);
    check_rules(&tree, &collapsed);
}

/// Trees of varied shapes: each node hangs under one of the `window` nodes
/// made just before it, so a window of 1 is a chain, a small window gives
/// deep stringy trees and a wide one shallow bushy trees.
fn varied_tree() -> impl Strategy<Value = Tree> {
    let window = prop_oneof![Just(1usize), 2usize..4, 4usize..16, Just(usize::MAX)];
    (window, prop::collection::vec(any::<Index>(), 0..80)).prop_map(|(window, picks)| {
        let parents: Vec<usize> = picks
            .iter()
            .enumerate()
            .map(|(index, pick)| index - pick.index((index + 1).min(window)))
            .collect();
        tree_from_parents(&parents)
    })
}

/// Game trees as `gametree random` makes them: every leaf at one depth.
fn game_tree() -> impl Strategy<Value = Tree> {
    (1u32..4, 0u32..3, 0u32..5, any::<u64>()).prop_map(|(low, extra, depth, seed)| {
        random_tree(
            &RandomSpec {
                branching: low..=low + extra,
                depth,
                min: 0,
                max: 9,
                seed,
            },
            gametree::tree::MAX_NODES,
        )
        .expect("a small spec")
    })
}

/// A tree with about one node in ten collapsed.
fn with_collapsed(trees: impl Strategy<Value = Tree>) -> impl Strategy<Value = (Tree, Vec<bool>)> {
    trees.prop_flat_map(|tree| {
        let n_nodes = tree.len();
        (
            Just(tree),
            prop::collection::vec(prop::bool::weighted(0.1), n_nodes),
        )
    })
}

proptest! {
    #[test]
    fn varied_trees_keep_the_rules((tree, collapsed) in with_collapsed(varied_tree())) {
        let whole = check_rules(&tree, &vec![false; tree.len()]);
        check_subtrees_move_rigidly(&tree, &vec![false; tree.len()], &whole);
        let folded = check_rules(&tree, &collapsed);
        check_subtrees_move_rigidly(&tree, &collapsed, &folded);
    }

    #[test]
    fn game_trees_keep_the_rules((tree, collapsed) in with_collapsed(game_tree())) {
        let whole = check_rules(&tree, &vec![false; tree.len()]);
        check_subtrees_move_rigidly(&tree, &vec![false; tree.len()], &whole);
        check_rules(&tree, &collapsed);
    }

    #[test]
    fn a_mirrored_tree_is_drawn_mirrored(tree in prop_oneof![varied_tree(), game_tree()]) {
        let drawn = layout(&tree);
        let mirrored = layout(&mirror(&tree));
        for id in tree.ids() {
            let point = placed(&drawn, id);
            let mirrored_point = placed(&mirrored, id);
            prop_assert!((point.x - (drawn.width - mirrored_point.x)).abs() <= TOLERANCE);
        }
    }
}

#[test]
fn room_asked_between_two_neighbours_moves_only_them_apart() {
    // Two inner siblings with wide text beside the first, over four leaves.
    let tree = tree_from_shape("((..)(..))");
    let (first, second) = (tree.find("0").expect("0"), tree.find("1").expect("1"));
    let room = |a: NodeId, b: NodeId| if (a, b) == (first, second) { 6.0 } else { 0.0 };
    let spaced = layout_spaced(&tree, &every_child(&tree), &room);
    let x = |address: &str| {
        let id = tree.find(address).expect("an address in the tree");
        spaced.point(id).expect("placed").x
    };
    assert!(
        (x("1") - x("0") - 6.0).abs() < TOLERANCE,
        "the pair asked for 6"
    );
    assert!(
        (x("0.1") - x("0.0") - SIBLING_GAP).abs() < TOLERANCE,
        "siblings as usual"
    );
    assert!(
        (x("1.1") - x("1.0") - SIBLING_GAP).abs() < TOLERANCE,
        "siblings as usual"
    );
    // Less room than the usual gaps asks for nothing.
    assert_eq!(
        layout_spaced(&tree, &every_child(&tree), &|_, _| 0.5),
        layout(&tree)
    );
}

/// A node too wide to draw whole shows a run of its children: only they
/// are placed, left to right one sibling gap apart, under their parent.
#[test]
fn a_run_of_a_wide_node_s_children_is_laid_out_alone() {
    let leaves = vec!["0"; 100].join(" ");
    let tree = gametree::parse(&format!("(1 ({leaves}))")).unwrap();
    let wide = tree.children(NodeId::ROOT)[1];
    let shown = |id: NodeId| {
        if id == wide {
            40..45
        } else {
            every_child(&tree)(id)
        }
    };
    let drawn = layout_spaced(&tree, &shown, &|_, _| 0.0);
    let children = tree.children(wide);
    let placed: Vec<f64> = children[40..45]
        .iter()
        .map(|&child| drawn.point(child).unwrap().x)
        .collect();
    for pair in placed.windows(2) {
        assert_eq!(pair[1] - pair[0], SIBLING_GAP);
    }
    assert!(children[..40]
        .iter()
        .chain(&children[45..])
        .all(|&child| drawn.point(child).is_none()));
    assert_eq!(drawn.point(wide).unwrap().x, (placed[0] + placed[4]) / 2.0);
}
