//! Tests of the editor's edits (`edit.rs`): what each edit makes, where the
//! focus goes, every refusal, deep trees, and properties of undoing edits.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, Expect};
use gametree::edit::{
    add_child, add_sibling, delete_subtree, move_child, move_child_to, set_label, set_probability,
    set_root_player, set_value, EditError,
};
use gametree::random::{random_tree, RandomSpec};
use gametree::{parse, NodeId, Player, Probability, Tree, Value};
use proptest::prelude::*;

/// The tree printed, checking that its ids are in pre-order: those of the
/// tree its notation parses to.
fn show(tree: Tree) -> String {
    let printed = tree.to_string();
    assert_eq!(parse(&printed), Ok(tree), "reading back {printed}");
    printed
}

/// Applies a shape edit to the node at `address` of the tree `input`, and
/// shows the new tree and the address of the focused node, or the error.
fn check_focused(
    input: &str,
    address: &str,
    edit: impl FnOnce(&Tree, NodeId) -> Result<(Tree, NodeId), EditError>,
    expected: Expect,
) {
    let tree = parse(input).expect("a tree");
    let node = tree.find(address).expect("a node at the address");
    let actual = match edit(&tree, node) {
        Ok((edited, focus)) => {
            let focus = edited.address(focus);
            format!("{}, focus {focus:?}", show(edited))
        }
        Err(error) => format!("error {error}"),
    };
    expected.assert_eq(&actual);
}

/// Applies a content edit to the node at `address` of the tree `input`, and
/// shows the new tree, or the error.
fn check(
    input: &str,
    address: &str,
    edit: impl FnOnce(&Tree, NodeId) -> Result<Tree, EditError>,
    expected: Expect,
) {
    let tree = parse(input).expect("a tree");
    let node = tree.find(address).expect("a node at the address");
    let actual = match edit(&tree, node) {
        Ok(edited) => show(edited),
        Err(error) => format!("error {error}"),
    };
    expected.assert_eq(&actual);
}

const FIGURE: &str = "A(B(E=3 F=12) C(H=2 I=4))";

#[test]
fn add_a_child() {
    let added = |tree: &Tree, node| add_child(tree, node, None);
    check_focused(
        FIGURE,
        "0",
        added,
        expect![[r#"A(B(E=3 F=12 0) C(H=2 I=4)), focus "0.2""#]],
    );
    check_focused(
        FIGURE,
        "",
        added,
        expect![[r#"A(B(E=3 F=12) C(H=2 I=4) 0), focus "2""#]],
    );
    // A leaf keeps its value as its static value.
    check_focused(
        FIGURE,
        "1.0",
        added,
        expect![[r#"A(B(E=3 F=12) C(H=2(0) I=4)), focus "1.0.0""#]],
    );
    check_focused(
        FIGURE,
        "1",
        |tree, node| add_child(tree, node, Some(Value::Number(-2.5))),
        expect![[r#"A(B(E=3 F=12) C(H=2 I=4 -2.5)), focus "1.2""#]],
    );
    // Under a chance node the new child has probability 0.
    check_focused(
        "(1/2:3 1/2:5)",
        "",
        added,
        expect![[r#"(1/2:3 1/2:5 0:0), focus "2""#]],
    );
    // In a max^n tree the default value is a tuple of zeros.
    check_focused(
        "(<1,2,3> <4,5,6>)",
        "",
        added,
        expect![[r#"(<1,2,3> <4,5,6> <0,0,0>), focus "2""#]],
    );
    check_focused(
        "(<1,2,3> <4,5,6>)",
        "",
        |tree, node| add_child(tree, node, Some(Value::Number(7.0))),
        expect!["error this tree's values are tuples of 3 (one per player), so a plain number cannot appear here"],
    );
    check_focused(
        "(1 2)",
        "",
        |tree, node| add_child(tree, node, Some(Value::Number(f64::NAN))),
        expect!["error a value must be a number"],
    );
}

#[test]
fn add_a_sibling() {
    check_focused(
        FIGURE,
        "0",
        add_sibling,
        expect![[r#"A(B(E=3 F=12) 0 C(H=2 I=4)), focus "1""#]],
    );
    check_focused(
        FIGURE,
        "1.1",
        add_sibling,
        expect![[r#"A(B(E=3 F=12) C(H=2 I=4 0)), focus "1.2""#]],
    );
    check_focused(
        "(1/2:3 1/2:5)",
        "0",
        add_sibling,
        expect![[r#"(1/2:3 0:0 1/2:5), focus "1""#]],
    );
    check_focused(
        FIGURE,
        "",
        add_sibling,
        expect!["error the root has no siblings: it is the one node at the top of the tree"],
    );
}

#[test]
fn delete_a_subtree() {
    check_focused(
        FIGURE,
        "0",
        delete_subtree,
        expect![[r#"A(C(H=2 I=4)), focus """#]],
    );
    check_focused(
        FIGURE,
        "1.0",
        delete_subtree,
        expect![[r#"A(B(E=3 F=12) C(I=4)), focus "1""#]],
    );
    // The parent of an only child becomes a leaf of its static value, or 0.
    check_focused(
        "(B=7(1) 2)",
        "0.0",
        delete_subtree,
        expect![[r#"(B=7 2), focus "0""#]],
    );
    check_focused(
        "(B(1) 2)",
        "0.0",
        delete_subtree,
        expect![[r#"(B=0 2), focus "0""#]],
    );
    check_focused(
        "(<1,2> (<3,4>))",
        "1.0",
        delete_subtree,
        expect![[r#"(<1,2> <0,0>), focus "1""#]],
    );
    // A chance child of probability 0 can go; one the sum needs cannot.
    check_focused(
        "(1/2:3 0:4 1/2:5)",
        "1",
        delete_subtree,
        expect![[r#"(1/2:3 1/2:5), focus """#]],
    );
    check_focused(
        "(1/2:3 1/2:5)",
        "0",
        delete_subtree,
        expect!["error the probabilities of this chance node add up to 1/2, not 1"],
    );
    check_focused(
        FIGURE,
        "",
        delete_subtree,
        expect!["error the root cannot be deleted: a tree needs at least its root"],
    );
}

#[test]
fn move_a_child() {
    let left = |tree: &Tree, node| move_child(tree, node, true);
    let right = |tree: &Tree, node| move_child(tree, node, false);
    check_focused(
        FIGURE,
        "1",
        left,
        expect![[r#"A(C(H=2 I=4) B(E=3 F=12)), focus "0""#]],
    );
    check_focused(
        FIGURE,
        "0",
        right,
        expect![[r#"A(C(H=2 I=4) B(E=3 F=12)), focus "1""#]],
    );
    check_focused(
        FIGURE,
        "0.1",
        left,
        expect![[r#"A(B(F=12 E=3) C(H=2 I=4)), focus "0.0""#]],
    );
    check_focused(
        FIGURE,
        "0",
        left,
        expect!["error the node is already the leftmost of its siblings"],
    );
    check_focused(
        FIGURE,
        "1.1",
        right,
        expect!["error the node is already the rightmost of its siblings"],
    );
    check_focused(
        FIGURE,
        "",
        left,
        expect!["error the root has no siblings: it is the one node at the top of the tree"],
    );
}

#[test]
fn drag_a_child_to_a_place_among_its_siblings() {
    let to = |position| move |tree: &Tree, node| move_child_to(tree, node, position);
    let three = "A(B=1 C=2 D=3)";
    check_focused(three, "0", to(2), expect![[r#"A(C=2 D=3 B=1), focus "2""#]]);
    check_focused(three, "2", to(0), expect![[r#"A(D=3 B=1 C=2), focus "0""#]]);
    check_focused(three, "1", to(1), expect![[r#"A(B=1 C=2 D=3), focus "1""#]]);
    check_focused(three, "0", to(9), expect![[r#"A(C=2 D=3 B=1), focus "2""#]]);
    check_focused(
        FIGURE,
        "0.1",
        to(0),
        expect![[r#"A(B(F=12 E=3) C(H=2 I=4)), focus "0.0""#]],
    );
    check_focused(
        three,
        "",
        to(0),
        expect!["error the root has no siblings: it is the one node at the top of the tree"],
    );
}

#[test]
fn set_a_value() {
    check(
        FIGURE,
        "0.0",
        |tree, node| set_value(tree, node, Some(Value::Number(-1.5))),
        expect!["A(B(E=-1.5 F=12) C(H=2 I=4))"],
    );
    check(
        FIGURE,
        "0",
        |tree, node| set_value(tree, node, Some(Value::Number(5.0))),
        expect!["A(B=5(E=3 F=12) C(H=2 I=4))"],
    );
    check(
        "(B=5(1 2) 3)",
        "0",
        |tree, node| set_value(tree, node, None),
        expect!["(B(1 2) 3)"],
    );
    check(
        FIGURE,
        "0.0",
        |tree, node| set_value(tree, node, None),
        expect!["error a node needs a value or children"],
    );
    check(
        FIGURE,
        "1.1",
        |tree, node| set_value(tree, node, Some(Value::Tuple(Box::new([1.0, 2.0])))),
        expect!["error this tree's values are numbers, so a tuple cannot appear here"],
    );
    check(
        "(<1,2> <3,4>)",
        "1",
        |tree, node| set_value(tree, node, Some(Value::Tuple(Box::new([1.0, 2.0, 3.0])))),
        expect!["error expected a tuple of 2 values, as the first tuple of this tree has"],
    );
}

#[test]
fn set_a_label() {
    check(
        FIGURE,
        "1.1",
        |tree, node| set_label(tree, node, Some("Ș'_2")),
        expect!["A(B(E=3 F=12) C(H=2 Ș'_2=4))"],
    );
    check(
        FIGURE,
        "",
        |tree, node| set_label(tree, node, None),
        expect!["(B(E=3 F=12) C(H=2 I=4))"],
    );
    check(
        FIGURE,
        "1.1",
        |tree, node| set_label(tree, node, None),
        expect!["A(B(E=3 F=12) C(H=2 4))"],
    );
    for bad in ["", "two words", "min", "INF", "3A", "A=3", " A"] {
        let tree = parse(FIGURE).expect("a tree");
        let error = set_label(&tree, NodeId::ROOT, Some(bad)).expect_err("not a label");
        assert_eq!(error, EditError::NotALabel(bad.to_string()));
    }
    check(
        FIGURE,
        "",
        |tree, node| set_label(tree, node, Some("max")),
        expect![[
            r#"error "max" is not a label: a label is a letter, then letters, digits, "_" or "'", and not one of the words min, max, and, or, inf"#
        ]],
    );
}

#[test]
fn set_a_probability() {
    let fraction = |numerator, denominator| {
        Some(Probability::Fraction {
            numerator,
            denominator,
        })
    };
    // Allowed when the sum stays 1.
    check(
        "(1/2:3 1/2:(5 6))",
        "1",
        |tree, node| set_probability(tree, node, Some(Probability::Decimal(0.5))),
        expect!["(1/2:3 0.5:(5 6))"],
    );
    // An only child may become a chance outcome of probability 1, and back.
    check(
        "((3) 4)",
        "0.0",
        |tree, node| set_probability(tree, node, fraction(1, 1)),
        expect!["((1/1:3) 4)"],
    );
    check(
        "((1:3) 4)",
        "0.0",
        |tree, node| set_probability(tree, node, None),
        expect!["((3) 4)"],
    );
    // A change that breaks the sum is refused with Tree::new's reason.
    check(
        "(1/2:3 1/2:5)",
        "0",
        |tree, node| set_probability(tree, node, fraction(1, 3)),
        expect!["error the probabilities of this chance node add up to 1/3 + 1/2 = 5/6, not 1"],
    );
    check(
        "(1/2:3 1/2:5)",
        "0",
        |tree, node| set_probability(tree, node, None),
        expect![
            "error either every child of a node carries a probability (a chance node) or none does"
        ],
    );
    check(
        "(3 5)",
        "1",
        |tree, node| set_probability(tree, node, Some(Probability::Decimal(1.0))),
        expect![
            "error either every child of a node carries a probability (a chance node) or none does"
        ],
    );
    check(
        "(1:3)",
        "0",
        |tree, node| set_probability(tree, node, Some(Probability::Decimal(1.5))),
        expect!["error a probability must lie between 0 and 1"],
    );
    check(
        "(1 2)",
        "",
        |tree, node| set_probability(tree, node, fraction(1, 1)),
        expect!["error the root cannot carry a probability"],
    );
}

#[test]
fn set_the_root_player() {
    let tree = parse(FIGURE).expect("a tree");
    let min = set_root_player(&tree, Player::Min).expect("a tree");
    assert_eq!(show(min.clone()), "min A(B(E=3 F=12) C(H=2 I=4))");
    assert_eq!(set_root_player(&min, Player::Max), Ok(tree));
    let tuples = parse("(<1,2> <3,4>)").expect("a tree");
    assert_eq!(set_root_player(&tuples, Player::Max), Ok(tuples.clone()));
    expect![[r#""min" cannot start a tree of tuples: player 1 moves at the root"#]].assert_eq(
        &set_root_player(&tuples, Player::Min)
            .expect_err("max^n")
            .to_string(),
    );
    expect!["only MAX or MIN can be chosen to move first, not player 2 (in a tree of tuples player 1 always moves first)"]
        .assert_eq(&set_root_player(&tuples, Player::Numbered(2)).expect_err("numbered").to_string());
}

#[test]
fn a_node_of_another_tree_is_refused() {
    let tree = parse("(1 2)").expect("a tree");
    let stale = NodeId::new(3);
    let expected = Err(EditError::NoSuchNode(stale));
    assert_eq!(add_child(&tree, stale, None), expected);
    assert_eq!(add_sibling(&tree, stale), expected);
    assert_eq!(delete_subtree(&tree, stale), expected);
    assert_eq!(move_child(&tree, stale, true), expected);
    assert_eq!(
        set_value(&tree, stale, None).map(|_| ()),
        Err(EditError::NoSuchNode(stale))
    );
    assert_eq!(
        set_label(&tree, stale, None).map(|_| ()),
        Err(EditError::NoSuchNode(stale))
    );
    assert_eq!(
        set_probability(&tree, stale, None).map(|_| ()),
        Err(EditError::NoSuchNode(stale))
    );
    expect!["the tree has no node number 3"].assert_eq(&EditError::NoSuchNode(stale).to_string());
}

#[test]
fn ids_come_back_in_pre_order() {
    // A tree from JSON may list its nodes in any order that puts parents
    // first; a shape edit numbers them in pre-order.
    let tree = gametree::json::from_json(
        r#"{"root":"max","nodes":[{"children":[1,2]},{"children":[3,4]},{"value":5},{"value":1},{"value":2}]}"#,
    )
    .expect("a tree");
    let (edited, focus) = add_child(&tree, NodeId::new(2), None).expect("a tree");
    assert_eq!(edited.to_string(), "((1 2) =5(0))");
    assert_eq!(focus, NodeId::new(5));
    assert_eq!(parse(&edited.to_string()), Ok(edited));
}

#[test]
fn deep_trees_need_no_deep_stack() {
    let depth = 100_000;
    let tree = parse(&format!("{}1{}", "(".repeat(depth), ")".repeat(depth))).expect("a tree");
    let leaf = tree.ids().last().expect("a node");
    let (deeper, focus) = add_child(&tree, leaf, None).expect("a tree");
    assert_eq!(deeper.depth(focus), depth as u32 + 1);
    let (shallow, focus) = delete_subtree(&deeper, NodeId::new(2)).expect("a tree");
    assert_eq!((shallow.len(), focus), (2, NodeId::new(1)));
    let (wider, _) = add_sibling(&deeper, NodeId::new(1)).expect("a tree");
    let (moved, focus) = move_child(&wider, NodeId::new(1), false).expect("a tree");
    assert_eq!(
        moved.depth(moved.ids().last().expect("a node")),
        depth as u32 + 1
    );
    assert_eq!(focus, NodeId::new(2));
}

/// A random two-player tree and an address in it, by index in pre-order.
fn tree_and_node() -> impl Strategy<Value = (Tree, NodeId)> {
    (
        1u32..=3,
        0u32..=4,
        any::<u64>(),
        any::<prop::sample::Index>(),
    )
        .prop_map(|(branching, depth, seed, index)| {
            let spec = RandomSpec {
                branching: 1..=branching,
                depth,
                min: -9,
                max: 9,
                seed,
            };
            let tree = random_tree(&spec, gametree::tree::MAX_NODES).expect("a valid spec");
            let node = NodeId::new(index.index(tree.len()) as u32);
            (tree, node)
        })
}

proptest! {
    #[test]
    fn deleting_an_added_child_gives_the_tree_back((tree, node) in tree_and_node()) {
        let (added, child) = add_child(&tree, node, None).expect("adding a leaf always works");
        let (deleted, focus) = delete_subtree(&added, child).expect("deleting it too");
        prop_assert_eq!(focus, node);
        prop_assert_eq!(deleted, tree);
    }

    #[test]
    fn moving_right_then_left_gives_the_tree_back((tree, node) in tree_and_node()) {
        if let Ok((moved, focus)) = move_child(&tree, node, false) {
            prop_assert_eq!(move_child(&moved, focus, true), Ok((tree, node)));
        }
    }

    #[test]
    fn a_node_knows_its_place_among_its_siblings_after_an_edit((tree, node) in tree_and_node()) {
        let moved = move_child(&tree, node, false).map_or(tree, |(moved, _)| moved);
        for id in moved.ids() {
            let place = moved.parent(id).map_or(0, |parent| {
                moved.children(parent).iter().position(|&child| child == id).unwrap_or(usize::MAX)
            });
            prop_assert_eq!(moved.child_index(id), place);
        }
    }
}

#[test]
fn edits_keep_an_and_or_tree_an_and_or_tree() {
    use gametree::edit::{add_sibling, delete_subtree, set_label, set_root_player};
    let tree = parse("or S(Go(G=1) Stay(S=-1))").unwrap();
    let (added, _) = add_sibling(&tree, NodeId::new(1)).unwrap();
    assert_eq!(added.to_string(), "or S(Go(G=1) 0 Stay(S=-1))");
    let (deleted, _) = delete_subtree(&tree, NodeId::new(3)).unwrap();
    assert_eq!(deleted.to_string(), "or S(Go(G=1))");
    let relabelled = set_label(&tree, NodeId::new(1), Some("Walk")).unwrap();
    assert!(relabelled.is_and_or());
    let and_first = set_root_player(&tree, gametree::Player::Min).unwrap();
    assert_eq!(and_first.to_string(), "and S(Go(G=1) Stay(S=-1))");
    assert_eq!(
        set_label(&tree, NodeId::new(1), Some("or"))
            .unwrap_err()
            .to_string(),
        r#""or" is not a label: a label is a letter, then letters, digits, "_" or "'", and not one of the words min, max, and, or, inf"#
    );
}
