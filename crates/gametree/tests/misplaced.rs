//! The ordering exercise's advice on a poor order: which child is out of
//! place, said with the values that make it so, and always true (moving
//! it first reads fewer leaves).
#![cfg(not(target_arch = "wasm32"))]

use gametree::edit::move_child_to;
use gametree::lang::english;
use gametree::misplaced::Misplaced;
use gametree::ordering::{best_ordering, leaves_read};
use gametree::random::{random_tree, RandomSpec};
use gametree::{parse, search, Algorithm, Options, Tree};

fn alpha_beta() -> Options {
    Options::new(Algorithm::AlphaBeta)
}

#[test]
fn figure_5_2_s_last_min_node_should_try_its_2_first() {
    let tree = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    let misplaced = Misplaced::find(&tree, &alpha_beta()).unwrap();
    assert_eq!(
        misplaced.said(english(), &tree),
        "Under D, M should come before K: it is the better move for MIN (2 against 14), \
         and with it first alpha-beta reads 5 leaves."
    );
    // In the best order nothing is out of place.
    let best = best_ordering(&tree, &alpha_beta()).unwrap();
    assert_eq!(Misplaced::find(&best.tree, &alpha_beta()), None);
}

/// On random trees in a poor order, the advice is found nearly always,
/// and what it says is so: the better child is worth more to the player
/// moving, and moving it first reads the leaves it says.
#[test]
fn the_advice_is_true_and_nearly_always_found() {
    let (mut poor, mut advised) = (0, 0);
    for seed in 0..300 {
        let spec = RandomSpec {
            branching: 2..=3,
            depth: 3,
            min: 0,
            max: 20,
            seed,
        };
        let tree: Tree = random_tree(&spec, 100).unwrap();
        let read = leaves_read(&search(&tree, &alpha_beta()).unwrap());
        let best = best_ordering(&tree, &alpha_beta()).unwrap();
        if read == best.leaves {
            assert_eq!(Misplaced::find(&tree, &alpha_beta()), None);
            continue;
        }
        poor += 1;
        let Some(misplaced) = Misplaced::find(&tree, &alpha_beta()) else {
            continue;
        };
        advised += 1;
        let (better, first) = misplaced.values;
        let minimises = tree.mover(misplaced.parent) == gametree::Player::Min;
        assert!(if minimises {
            better < first
        } else {
            better > first
        });
        assert_eq!(tree.children(misplaced.parent)[0], misplaced.first);
        let (moved, _) = move_child_to(&tree, misplaced.better, 0).unwrap();
        let then = leaves_read(&search(&moved, &alpha_beta()).unwrap());
        assert_eq!(then, misplaced.leaves_then);
        assert!(then < read);
    }
    assert!(poor > 100, "{poor}");
    assert!(
        advised * 10 >= poor * 9,
        "advice for {advised} of {poor} poor orders"
    );
}
