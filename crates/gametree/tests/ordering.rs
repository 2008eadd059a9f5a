//! The best move ordering for alpha-beta: the lecture tree by hand, refusals,
//! and on small random trees, under every tie rule and failure mode, that
//! the count equals the fewest leaves of every order tried one by one.
#![cfg(not(target_arch = "wasm32"))]

use gametree::ordering::{best_ordering, leaves_read, OrderingError};
use gametree::random::{random_tree, RandomSpec};
use gametree::{parse, search, Algorithm, Failure, NodeId, Options, Summary, TieRule, Tree};
use proptest::prelude::*;

const FIGURE_5_2: &str = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";

fn alpha_beta() -> Options {
    Options::new(Algorithm::AlphaBeta)
}

fn leaves(tree: &Tree, options: &Options) -> usize {
    leaves_read(&search(tree, options).unwrap())
}

#[test]
fn the_lecture_tree_reads_five_leaves_at_best() {
    // Best first: B (worth 3) with all three leaves, then C and D each cut
    // after their 2: 3 + 1 + 1 = 5, against 7 in the slide's order.
    let tree = parse(FIGURE_5_2).unwrap();
    assert_eq!(leaves(&tree, &alpha_beta()), 7);
    let best = best_ordering(&tree, &alpha_beta()).unwrap();
    assert_eq!(best.leaves, 5);
    assert_eq!(leaves(&best.tree, &alpha_beta()), 5);
    let summary = Summary::new(&best.tree, &search(&best.tree, &alpha_beta()).unwrap());
    assert_eq!(summary.value, gametree::Value::Number(3.0));
    assert_eq!(best.tree.name(best.tree.children(NodeId::ROOT)[0]), "B");
}

#[test]
fn searches_and_trees_it_cannot_order_are_refused_with_a_reason() {
    let tree = parse(FIGURE_5_2).unwrap();
    let minimax = Options::new(Algorithm::Minimax);
    assert_eq!(
        best_ordering(&tree, &minimax),
        Err(OrderingError::NoPruning)
    );
    let limited = Options {
        depth: Some(1),
        ..alpha_beta()
    };
    assert_eq!(
        best_ordering(&tree, &limited),
        Err(OrderingError::DepthLimit)
    );
    let dice = parse("((1/2:(3 5) 1/2:(2 9)))").unwrap();
    let expecti = Options::new(Algorithm::AlphaBeta);
    assert_eq!(
        best_ordering(&dice, &expecti),
        Err(OrderingError::NotTwoPlayer)
    );
    let wide = parse("(1 2 3 4 5 6)").unwrap();
    assert_eq!(
        best_ordering(&wide, &alpha_beta()),
        Err(OrderingError::TooLarge)
    );
    assert!(OrderingError::NoPruning.to_string().contains("alpha-beta"));
}

/// Every tree that reorders `tree`'s children (small trees only). Ids stay
/// where they are: only the children lists are permuted.
fn every_order(tree: &Tree) -> Vec<Tree> {
    let mut all = vec![tree.nodes().to_vec()];
    for parent in tree.ids() {
        let children = tree.children(parent);
        if children.len() < 2 {
            continue;
        }
        all = all
            .into_iter()
            .flat_map(|nodes| {
                permutations(children.len()).into_iter().map(move |order| {
                    let mut nodes = nodes.clone();
                    nodes[parent.index()].children =
                        order.iter().map(|&position| children[position]).collect();
                    nodes
                })
            })
            .collect();
    }
    all.into_iter()
        .map(|nodes| Tree::new(tree.root_player(), nodes).unwrap())
        .collect()
}

fn permutations(count: usize) -> Vec<Vec<usize>> {
    if count == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for shorter in permutations(count - 1) {
        for at in 0..=shorter.len() {
            let mut longer = shorter.clone();
            longer.insert(at, count - 1);
            all.push(longer);
        }
    }
    all
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn the_best_count_is_the_fewest_of_every_order(
        seed in 0u64..100_000,
        depth in 1u32..4,
        strict in any::<bool>(),
        hard in any::<bool>(),
        negamax in any::<bool>(),
    ) {
        let spec = RandomSpec { branching: 1..=3, depth, min: 0, max: 5, seed };
        // Labelled, so that children keep their names as they move.
        let tree = random_tree(&spec, gametree::tree::MAX_NODES).unwrap().with_letter_names();
        // Depth 3 with three children everywhere has too many orders to try.
        let inner = tree.ids().filter(|&id| !tree.node(id).is_leaf()).count();
        prop_assume!(depth < 3 || inner <= 7);
        let options = Options {
            ties: if strict { TieRule::Strict } else { TieRule::CutOnEqual },
            failure: if hard { Failure::Hard } else { Failure::Soft },
            ..Options::new(if negamax { Algorithm::NegamaxAlphaBeta } else { Algorithm::AlphaBeta })
        };
        let best = best_ordering(&tree, &options).unwrap();
        let fewest = every_order(&tree).iter().map(|each| leaves(each, &options)).min().unwrap();
        prop_assert_eq!(best.leaves, fewest);
        prop_assert_eq!(leaves(&best.tree, &options), best.leaves);
        prop_assert!(best.leaves <= leaves(&tree, &options));
        let value = |tree: &Tree| Summary::new(tree, &search(tree, &options).unwrap()).value;
        prop_assert_eq!(value(&best.tree), value(&tree));
        prop_assert_eq!(best.tree.len(), tree.len());
    }
}
