//! Move orders: the arrangements of the lecture tree, searches in another
//! order reported against the tree as written, the ordering table against
//! the search itself on small trees, and what best and worst first read
//! on uniform trees whose leaves all differ.
#![cfg(not(target_arch = "wasm32"))]

use gametree::order::{
    arranged, arrangement, by_values, children_in, knuth_moore, minimax_values, ordering_table,
    row_seeds, sample_tree, uniform_shape, Sample, TableError, TableSpec,
};
use gametree::ordering::{best_ordering, leaves_read};
use gametree::{parse, search, Algorithm, MoveOrder, NodeId, Options, Summary, Tree};
use proptest::prelude::*;

const FIGURE_5_2: &str = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";

/// Every node's children, named, in the order `order` searches them.
fn names_in_order(tree: &Tree, order: MoveOrder) -> String {
    let places = arrangement(tree, order, None);
    tree.ids()
        .filter(|&id| !tree.node(id).is_leaf())
        .map(|id| {
            let children: Vec<String> = children_in(tree, &places, id)
                .into_iter()
                .map(|child| tree.name(child))
                .collect();
            format!("{}: {}", tree.name(id), children.join(" "))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

#[test]
fn the_orders_of_figure_5_2() {
    let tree = parse(FIGURE_5_2).unwrap();
    assert_eq!(
        names_in_order(&tree, MoveOrder::Drawn),
        "A: B C D; B: E F G; C: H I J; D: K L M"
    );
    // B 3, C 2, D 2: MAX wants the largest first, MIN the smallest; C and
    // D tie and keep their drawn order.
    assert_eq!(
        names_in_order(&tree, MoveOrder::Best),
        "A: B C D; B: E G F; C: H I J; D: M L K"
    );
    assert_eq!(
        names_in_order(&tree, MoveOrder::Worst),
        "A: C D B; B: F G E; C: J I H; D: K L M"
    );
    let random = names_in_order(&tree, MoveOrder::Random(7));
    assert_eq!(random, names_in_order(&tree, MoveOrder::Random(7)));
    assert_ne!(random, names_in_order(&tree, MoveOrder::Random(8)));
}

#[test]
fn an_arranged_tree_keeps_every_id() {
    let tree = parse(FIGURE_5_2).unwrap();
    let places = arrangement(&tree, MoveOrder::Worst, None);
    let worst = arranged(&tree, &places);
    assert_eq!(worst.len(), tree.len());
    for id in tree.ids() {
        assert_eq!(worst.node(id).label, tree.node(id).label);
        assert_eq!(worst.parent(id), tree.parent(id));
        assert_eq!(worst.children(id), &children_in(&tree, &places, id)[..]);
    }
    assert_eq!(
        worst.to_string(),
        "A(C(J=6 I=4 H=2) D(K=14 L=5 M=2) B(F=12 G=8 E=3))"
    );
}

#[test]
fn a_search_in_another_order_names_the_tree_as_written() {
    let tree = parse(FIGURE_5_2).unwrap();
    let solve = |order| {
        let options = Options {
            order,
            ..Options::new(Algorithm::AlphaBeta)
        };
        let summary = Summary::new(&tree, &search(&tree, &options).unwrap());
        let read: Vec<String> = summary.evaluated.iter().map(|&n| tree.name(n)).collect();
        let cuts: Vec<String> = summary
            .cutoffs
            .iter()
            .map(|&(node, after)| format!("{} after {after}", tree.name(node)))
            .collect();
        format!(
            "move {:?}; read {}; cut {}",
            summary.best_move,
            read.join(" "),
            cuts.join(", ")
        )
    };
    assert_eq!(
        solve(MoveOrder::Drawn),
        "move Some(0); read E F G H K L M; cut C after 0"
    );
    // Best first: M (written index 2) is D's first child, so D stops after 2.
    assert_eq!(
        solve(MoveOrder::Best),
        "move Some(0); read E G F H M; cut C after 0, D after 2"
    );
    assert_eq!(
        solve(MoveOrder::Worst),
        "move Some(0); read J I H K L M F G E; cut "
    );
}

#[test]
fn by_values_puts_valued_children_first_and_keeps_ties() {
    let tree = parse(
        "A(B(E F G) C D)"
            .replace(['E', 'F', 'G', 'C', 'D'], "1")
            .as_str(),
    )
    .unwrap();
    let drawn = arrangement(&tree, MoveOrder::Drawn, None);
    let (b, c, d) = (NodeId::new(1), NodeId::new(5), NodeId::new(6));
    let mut values = vec![None; tree.len()];
    values[b.index()] = Some(2.0);
    values[d.index()] = Some(5.0);
    // MAX at A: D (5) then B (2), then C, which the pass did not value.
    let places = by_values(&tree, &drawn, &values);
    assert_eq!(children_in(&tree, &places, NodeId::ROOT), vec![d, b, c]);
    // B's children were not valued: they keep their order.
    assert_eq!(children_in(&tree, &places, b), tree.children(b).to_vec());
    // Equal values keep the current order, not the drawn one.
    values[b.index()] = Some(5.0);
    let again = by_values(&tree, &places, &values);
    assert_eq!(children_in(&tree, &again, NodeId::ROOT), vec![d, b, c]);
}

#[test]
fn minimax_values_with_a_depth_limit() {
    let tree = parse("A(B=4(E=2 F=7) C=9(G=1 H(K=12 L=3)) D=6(I=8 J=4))").unwrap();
    let shown = |depth| {
        minimax_values(&tree, depth)
            .iter()
            .map(|value| value.map_or("-".to_string(), |x| x.to_string()))
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(shown(None), "4 2 2 7 1 1 12 12 3 4 8 4");
    assert_eq!(shown(Some(1)), "9 4 - - 9 - - - - 6 - -");
}

#[test]
fn knuth_moore_minimum() {
    assert_eq!(knuth_moore(3, 3), 11);
    assert_eq!(knuth_moore(3, 4), 17);
    assert_eq!(knuth_moore(2, 8), 31);
    assert_eq!(knuth_moore(5, 1), 5);
    assert_eq!(knuth_moore(5, 0), 1);
    assert_eq!(knuth_moore(10, 40), u64::MAX);
}

#[test]
fn uniform_shapes() {
    let shape = |text: &str| uniform_shape(&parse(text).unwrap());
    assert_eq!(shape(FIGURE_5_2), Some((3, 2)));
    assert_eq!(shape("((1 2) (3 4))"), Some((2, 2)));
    assert_eq!(shape("((1 2) 3)"), None);
    assert_eq!(shape("((1 2) (3 4 5))"), None);
    assert_eq!(shape("((1/2:1 1/2:2) (1/2:3 1/2:4))"), None);
}

/// Alpha-beta's leaves on `tree` in `order`, by the search itself.
fn searched(tree: &Tree, order: MoveOrder) -> u64 {
    let options = Options {
        order,
        ..Options::new(Algorithm::AlphaBeta)
    };
    leaves_read(&search(tree, &options).unwrap()) as u64
}

#[test]
fn the_table_counts_what_the_search_reads() {
    for branching in 2..=5 {
        let spec = TableSpec {
            branching,
            max_depth: 5,
            trees: 8,
            seed: 11,
        };
        let rows = ordering_table(&spec).unwrap();
        for row in &rows {
            let (mut best, mut random, mut worst) = (0, 0, 0);
            for seed in row_seeds(&spec, row.depth) {
                let sample = Sample::new(branching, row.depth, seed);
                let tree = sample_tree(&sample);
                for order in [
                    MoveOrder::Drawn,
                    MoveOrder::Best,
                    MoveOrder::Worst,
                    MoveOrder::Random(seed),
                ] {
                    assert_eq!(
                        sample.leaves_read(order),
                        searched(&tree, order),
                        "b {branching} d {} seed {seed} {order:?}",
                        row.depth
                    );
                }
                best += searched(&tree, MoveOrder::Best);
                random += searched(&tree, MoveOrder::Random(seed));
                worst += searched(&tree, MoveOrder::Worst);
            }
            let mean = |total: u64| total as f64 / 8.0;
            assert_eq!(
                (row.best, row.random, row.worst),
                (mean(best), mean(random), mean(worst))
            );
            assert_eq!(row.minimax, u64::from(branching).pow(row.depth));
            assert_eq!(row.knuth_moore, knuth_moore(branching.into(), row.depth));
        }
    }
}

#[test]
fn the_table_is_seeded() {
    let spec = TableSpec {
        branching: 3,
        max_depth: 5,
        trees: 4,
        seed: 1,
    };
    let table = ordering_table(&spec).unwrap();
    assert_eq!(table, ordering_table(&spec).unwrap());
    let other = ordering_table(&TableSpec { seed: 2, ..spec }).unwrap();
    assert_ne!(
        table.iter().map(|row| row.random).collect::<Vec<_>>(),
        other.iter().map(|row| row.random).collect::<Vec<_>>()
    );
    assert_eq!(table.len(), 5);
}

#[test]
fn tables_that_cannot_be_made() {
    let spec = |branching, max_depth, trees| TableSpec {
        branching,
        max_depth,
        trees,
        seed: 0,
    };
    assert_eq!(ordering_table(&spec(1, 3, 20)), Err(TableError::Branching));
    assert_eq!(ordering_table(&spec(2, 0, 20)), Err(TableError::Depth));
    assert_eq!(ordering_table(&spec(2, 3, 0)), Err(TableError::Trees));
    assert_eq!(ordering_table(&spec(10, 7, 1)), Err(TableError::TooLarge));
    assert_eq!(
        ordering_table(&spec(u32::MAX, 3, 1)),
        Err(TableError::TooLarge)
    );
    assert_eq!(
        TableError::Branching.to_string(),
        "the branching must be at least 2: with one child there is no order"
    );
}

/// Worst first does not always read every leaf: from depth 4 on, a bound
/// from two levels up can cut a node whose own children come worst first.
/// Here MAX at the root has 5 from its first child, and the MIN node
/// (30 3 1), worth 1, reaches 3 ≤ α = 5 before its last leaf.
#[test]
fn worst_first_can_cut_from_depth_4() {
    let tree = parse("((((6)) ((5))) (((30 3 1) (25 20)) ((8))))").unwrap();
    let places = arrangement(&tree, MoveOrder::Worst, None);
    assert_eq!(
        places,
        arrangement(&tree, MoveOrder::Drawn, None),
        "drawn worst first"
    );
    let all = tree.ids().filter(|&id| tree.node(id).is_leaf()).count() as u64;
    assert_eq!(searched(&tree, MoveOrder::Worst), all - 1);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Best first reads the fewest leaves any order can (the exact optimum
    /// of the ordering exercise), and that is the Knuth–Moore minimum.
    #[test]
    fn best_first_reads_the_optimum_on_uniform_trees(
        (branching, depth) in prop_oneof![Just((2u32, 1u32)), Just((2, 2)), Just((2, 3)), Just((2, 4)), Just((3, 2)), Just((3, 3)), Just((4, 2)), Just((5, 2))],
        seed in any::<u64>(),
    ) {
        let tree = sample_tree(&Sample::new(branching, depth, seed));
        let optimum = best_ordering(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap().leaves as u64;
        prop_assert_eq!(searched(&tree, MoveOrder::Best), optimum);
        prop_assert_eq!(optimum, knuth_moore(branching.into(), depth));
    }

    /// Up to depth 3, worst first cuts nothing: every leaf minimax reads,
    /// alpha-beta reads too.
    #[test]
    fn worst_first_reads_every_leaf_up_to_depth_3(branching in 2u32..6, depth in 1u32..=3, seed in any::<u64>()) {
        let tree = sample_tree(&Sample::new(branching, depth, seed));
        let minimax = search(&tree, &Options::new(Algorithm::Minimax)).unwrap();
        prop_assert_eq!(searched(&tree, MoveOrder::Worst), leaves_read(&minimax) as u64);
    }
}
