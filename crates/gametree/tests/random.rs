//! Tests of the random tree generator: a seed always names the same tree,
//! the tree has the shape and values the spec asks for, and bad specs are
//! refused with a plain message.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, Expect};
use gametree::random::{random_tree, RandomError, RandomSpec, Rng, MAX_VALUE_MAGNITUDE};
use gametree::tree::MAX_NODES;
use gametree::{Game, NodeId, Player, Tree, Value};
use proptest::prelude::*;

fn spec(branching: std::ops::RangeInclusive<u32>, depth: u32, seed: u64) -> RandomSpec {
    RandomSpec {
        branching,
        depth,
        min: -20,
        max: 20,
        seed,
    }
}

/// The tree as an outline, one node a line, indented by depth: the player
/// to move at an inner node, the value at a leaf. Nodes print in index
/// order, which is pre-order (checked by `nodes_are_numbered_in_pre_order`).
fn outline(tree: &Tree) -> String {
    tree.ids()
        .map(|id| {
            let indent = 2 * tree.depth(id) as usize;
            let text = match &tree.node(id).value {
                Some(Value::Number(value)) => value.to_string(),
                _ => format!("{:?}", tree.mover(id)).to_lowercase(),
            };
            format!("{:indent$}{text}\n", "")
        })
        .collect()
}

/// Checks everything a spec promises about its tree.
fn check_shape(tree: &Tree, spec: &RandomSpec) {
    assert_eq!(tree.game(), Game::TwoPlayer { root: Player::Max });
    for id in tree.ids() {
        let node = tree.node(id);
        if node.is_leaf() {
            assert_eq!(tree.depth(id), spec.depth, "leaf {id:?} at the wrong depth");
            let Some(Value::Number(value)) = node.value else {
                panic!("leaf {id:?} has no number");
            };
            assert_eq!(value.fract(), 0.0, "leaf {id:?} is not an integer");
            assert!(
                (spec.min as f64..=spec.max as f64).contains(&value),
                "leaf {id:?} = {value} is out of range"
            );
        } else {
            assert!(tree.depth(id) < spec.depth);
            assert_eq!(node.value, None, "inner node {id:?} has a value");
            let n_children = node.children.len() as u32;
            assert!(
                spec.branching.contains(&n_children),
                "{id:?} has {n_children} children"
            );
        }
    }
}

#[test]
fn splitmix64_matches_the_reference_sequence() {
    // The first outputs of Vigna's splitmix64.c seeded with 0.
    let mut rng = Rng::new(0);
    let first: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
    assert_eq!(
        first,
        [
            0xE220_A839_7B1D_CDAF,
            0x6E78_9E6A_A1B9_65F4,
            0x06C4_5D18_8009_454F
        ]
    );
}

#[test]
fn below_is_uniform() {
    let mut rng = Rng::new(7);
    let mut counts = [0u32; 3];
    for _ in 0..30_000 {
        counts[rng.below(3) as usize] += 1;
    }
    // Each count is 10,000 ± 82 (one standard deviation); 500 is six of them.
    for count in counts {
        assert!((9_500..=10_500).contains(&count), "{counts:?}");
    }
}

#[test]
fn range_inclusive_reaches_both_ends_and_the_whole_of_i64() {
    let mut rng = Rng::new(1);
    let draws: Vec<i64> = (0..200).map(|_| rng.range_inclusive(-2, 2)).collect();
    for value in -2..=2 {
        assert!(draws.contains(&value), "{value} never drawn");
    }
    assert!(draws.iter().all(|value| (-2..=2).contains(value)));
    assert_eq!(rng.range_inclusive(5, 5), 5);
    let extremes: Vec<i64> = (0..100)
        .map(|_| rng.range_inclusive(i64::MIN, i64::MAX))
        .collect();
    assert!(extremes.iter().any(|&value| value < 0) && extremes.iter().any(|&value| value > 0));
}

#[test]
fn the_same_seed_gives_the_same_tree() {
    let spec = spec(1..=4, 5, 99);
    assert_eq!(
        random_tree(&spec, gametree::tree::MAX_NODES),
        random_tree(&spec, gametree::tree::MAX_NODES)
    );
}

#[test]
fn different_seeds_give_different_trees() {
    let trees: Vec<Tree> = (0..10)
        .map(|seed| random_tree(&spec(2..=2, 3, seed), gametree::tree::MAX_NODES).unwrap())
        .collect();
    for (index, tree) in trees.iter().enumerate() {
        assert!(
            !trees[..index].contains(tree),
            "seed {index} repeats a tree"
        );
    }
}

#[test]
fn a_uniform_tree_is_full() {
    let spec = spec(3..=3, 4, 5);
    let tree = random_tree(&spec, gametree::tree::MAX_NODES).unwrap();
    check_shape(&tree, &spec);
    assert_eq!(tree.len(), 1 + 3 + 9 + 27 + 81);
}

#[test]
fn depth_zero_is_a_single_leaf() {
    // The branching plays no part when there are no inner nodes, even 0.
    let spec = spec(0..=0, 0, 3);
    let tree = random_tree(&spec, gametree::tree::MAX_NODES).unwrap();
    check_shape(&tree, &spec);
    assert_eq!(tree.len(), 1);
}

#[test]
fn the_largest_allowed_tree_is_accepted() {
    // 2^21 - 1 nodes fit under MAX_NODES; one level more would not.
    let spec = spec(2..=2, 20, 11);
    assert_eq!(
        random_tree(&spec, gametree::tree::MAX_NODES).map(|tree| tree.len()),
        Ok((1 << 21) - 1)
    );
}

#[test]
fn golden_small_tree() {
    let spec = RandomSpec {
        branching: 1..=3,
        depth: 3,
        min: -9,
        max: 9,
        seed: 2024,
    };
    let tree = random_tree(&spec, gametree::tree::MAX_NODES).unwrap();
    expect![[r#"
        max
          min
            max
              -7
          min
            max
              -7
              2
            max
              -1
            max
              6
              7
    "#]]
    .assert_eq(&outline(&tree));
}

fn check_refusal(spec: RandomSpec, expect: Expect) {
    let error: RandomError = random_tree(&spec, gametree::tree::MAX_NODES).unwrap_err();
    expect.assert_eq(&error.to_string());
}

#[test]
fn refuses_an_empty_value_range() {
    check_refusal(
        RandomSpec {
            min: 3,
            max: 2,
            ..spec(2..=2, 2, 0)
        },
        expect!["the smallest leaf value (3) is greater than the largest (2)"],
    );
}

#[test]
fn refuses_values_that_an_f64_cannot_hold_exactly() {
    check_refusal(
        RandomSpec {
            max: MAX_VALUE_MAGNITUDE + 1,
            ..spec(2..=2, 2, 0)
        },
        expect!["leaf values must lie between -9007199254740992 and 9007199254740992, where every integer is exact"],
    );
    check_refusal(
        RandomSpec {
            min: -MAX_VALUE_MAGNITUDE - 1,
            ..spec(2..=2, 2, 0)
        },
        expect!["leaf values must lie between -9007199254740992 and 9007199254740992, where every integer is exact"],
    );
}

#[test]
fn refuses_an_empty_branching_range() {
    #[allow(clippy::reversed_empty_ranges)]
    let branching = 3..=2;
    check_refusal(spec(branching, 2, 0), expect!["the branching range 3 to 2 is empty: the fewest children per node cannot exceed the most"]);
}

#[test]
fn refuses_inner_nodes_without_children() {
    check_refusal(spec(0..=0, 1, 0), expect!["a tree of depth 1 needs at least 1 child per inner node, so the branching cannot start at 0"]);
    check_refusal(spec(0..=3, 2, 0), expect!["a tree of depth 2 needs at least 1 child per inner node, so the branching cannot start at 0"]);
}

#[test]
fn refuses_trees_past_the_node_limit() {
    check_refusal(spec(2..=2, 21, 0), expect!["a tree of depth 21 with a branching of up to 2 could have more than 4000000 nodes, the most this tool can hold"]);
    // A range is refused for its largest branching, whatever the seed.
    check_refusal(spec(1..=10, 7, 0), expect!["a tree of depth 7 with a branching of up to 10 could have more than 4000000 nodes, the most this tool can hold"]);
    // A chain of MAX_NODES + 1 nodes; the count stops early, not at u32::MAX.
    check_refusal(spec(1..=1, MAX_NODES as u32, 0), expect!["a tree of depth 4000000 with a branching of up to 1 could have more than 4000000 nodes, the most this tool can hold"]);
    check_refusal(spec(2..=2, u32::MAX, 0), expect!["a tree of depth 4294967295 with a branching of up to 2 could have more than 4000000 nodes, the most this tool can hold"]);
}

#[test]
fn nodes_are_numbered_in_pre_order() {
    let tree = random_tree(&spec(1..=4, 5, 8), gametree::tree::MAX_NODES).unwrap();
    let mut stack = vec![NodeId::ROOT];
    let mut expected_next = 0;
    while let Some(id) = stack.pop() {
        assert_eq!(id.index(), expected_next);
        expected_next += 1;
        stack.extend(tree.children(id).iter().rev());
    }
    assert_eq!(expected_next, tree.len());
}

proptest! {
    #[test]
    fn every_spec_gets_its_shape_and_values(
        low in 1u32..4,
        extra in 0u32..3,
        depth in 0u32..6,
        min in -50i64..50,
        width in 0i64..100,
        seed in any::<u64>(),
    ) {
        let spec = RandomSpec { branching: low..=low + extra, depth, min, max: min + width, seed };
        let tree = random_tree(&spec, gametree::tree::MAX_NODES).unwrap();
        check_shape(&tree, &spec);
    }
}
