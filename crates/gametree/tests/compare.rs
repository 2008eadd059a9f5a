//! Compare mode: the differences of two searches of one tree, in words,
//! for the variants a lecture sets side by side, and stepping the two
//! together by the node finished.
#![cfg(not(target_arch = "wasm32"))]

use gametree::compare::{align_by_node, describe, differences, labels, reached, Finished};
use gametree::lang::english;
use gametree::{parse, search, Algorithm, Failure, MoveOrder, Options, Step, TieRule, Trace, Tree};

/// A tie at H: C's first leaf equals A's α = 3.
const TIE: &str = "A(B(E=3 F=12) C(H=3 I=4) D(K=2 L=9))";

/// The second search's differences from the first, in words.
fn compared(text: &str, first: Options, second: Options) -> String {
    let tree = parse(text).unwrap();
    let traces = [first, second].map(|options| search(&tree, &options).unwrap());
    let found = differences(
        &tree,
        &Finished::new(&tree, &traces[0]),
        &Finished::new(&tree, &traces[1]),
    );
    let (_, label) = labels(english(), Algorithm::name, &first, &second);
    describe(english(), &tree, &label, &found, 6)
}

fn alpha_beta() -> Options {
    Options::new(Algorithm::AlphaBeta)
}

#[test]
fn two_tie_rules() {
    let strict = Options {
        ties: TieRule::Strict,
        ..alpha_beta()
    };
    assert_eq!(
        compared(TIE, alpha_beta(), strict),
        // Strict, C reads all its children: its 3 is exact, not a bound.
        "strict: C is not cut, C returns 3 instead of ≤ 3, I is read."
    );
    assert_eq!(
        compared(TIE, strict, alpha_beta()),
        "cut on equality: C is cut, C returns ≤ 3 instead of 3, I is not read."
    );
}

#[test]
fn fail_soft_and_fail_hard() {
    let hard = Options {
        failure: Failure::Hard,
        ..alpha_beta()
    };
    // D is cut with v = 2 below α = 3: fail-soft returns 2, fail-hard α.
    assert_eq!(
        compared(TIE, alpha_beta(), hard),
        "fail-hard: D returns ≤ 3 instead of ≤ 2."
    );
}

#[test]
fn minimax_and_alpha_beta_and_pvs() {
    let figure = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";
    assert_eq!(
        compared(figure, Options::new(Algorithm::Minimax), alpha_beta()),
        // D reads all its children (2 ≤ α only at its last): exactly 2 in both.
        "alphabeta: C is cut, C returns ≤ 2 instead of 2, I is not read, J is not read."
    );
    assert_eq!(
        compared(figure, alpha_beta(), Options::new(Algorithm::Pvs)),
        "pvs: F is searched with [2, 3] instead of [−∞, 3], G is searched with [2, 3] instead of [−∞, 3], \
         C is searched with [3, 4] instead of [3, +∞], H is searched with [3, 4] instead of [3, +∞], \
         D is searched with [3, 4] instead of [3, +∞], K is searched with [3, 4] instead of [3, +∞], \
         and 2 more differences."
    );
    let same = compared(figure, alpha_beta(), alpha_beta());
    assert_eq!(same, "second: every node is the same.");
}

#[test]
fn a_subtree_one_search_skips_is_named_once() {
    // Alpha-beta cuts C after its first child: D and both its leaves go
    // unsearched, which is said of D alone.
    assert_eq!(
        compared(
            "A(B(3 4) C(2 D(5 6)))",
            Options::new(Algorithm::Minimax),
            alpha_beta()
        ),
        "alphabeta: C is cut, C returns ≤ 2 instead of 2, D is skipped."
    );
}

#[test]
fn negamax_is_compared_from_max_s_side() {
    let negamax = Options::new(Algorithm::NegamaxAlphaBeta);
    assert_eq!(
        compared(TIE, alpha_beta(), negamax),
        "negamax-ab: every node is the same."
    );
}

#[test]
fn labels_name_every_way_two_searches_differ() {
    let first = alpha_beta();
    let second = Options {
        order: MoveOrder::Best,
        depth: Some(2),
        iterative: true,
        ..Options::new(Algorithm::Pvs)
    };
    assert_eq!(
        labels(english(), Algorithm::name, &first, &second),
        (
            "alphabeta, drawn order, full depth, one pass".to_string(),
            "pvs, best first, depth 2, iterative deepening".to_string()
        )
    );
    let random = Options {
        order: MoveOrder::Random(7),
        ..first
    };
    assert_eq!(
        labels(english(), Algorithm::name, &first, &random).1,
        "random order 7"
    );
}

fn finished_nodes(tree: &Tree, trace: &Trace, count: usize) -> Vec<String> {
    trace.steps[..count]
        .iter()
        .filter_map(|step| match *step {
            Step::Evaluate { node, .. } | Step::Return { node, .. } => Some(tree.name(node)),
            _ => None,
        })
        .collect()
}

#[test]
fn stepping_together_by_the_node_finished() {
    let tree = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    let minimax = search(&tree, &Options::new(Algorithm::Minimax)).unwrap();
    let pruned = search(&tree, &alpha_beta()).unwrap();
    let aligned = align_by_node(&tree, &minimax, &pruned);
    assert_eq!(aligned.len(), minimax.len() + 1);
    assert_eq!((aligned[0], aligned[minimax.len()]), (0, pruned.len()));
    assert!(aligned.windows(2).all(|pair| pair[0] <= pair[1]));
    // Wherever minimax has just finished a node alpha-beta finishes too,
    // alpha-beta has just finished it as well.
    for (count, &there) in aligned.iter().enumerate().skip(1) {
        let here = finished_nodes(&tree, &minimax, count);
        let beside = finished_nodes(&tree, &pruned, there);
        if matches!(
            minimax.steps[count - 1],
            Step::Evaluate { .. } | Step::Return { .. }
        ) && beside.contains(here.last().unwrap())
        {
            assert_eq!(beside.last(), here.last(), "after {count} steps");
        }
    }
    // I and J are cut by alpha-beta: it waits after H while minimax reads them.
    let after = |name: &str| {
        let node = tree.ids().find(|&id| tree.name(id) == name).unwrap();
        minimax
            .steps
            .iter()
            .position(|step| matches!(*step, Step::Evaluate { node: n, .. } if n == node))
            .unwrap()
            + 1
    };
    assert_eq!(aligned[after("I")], aligned[after("H")]);
    assert_eq!(aligned[after("J")], aligned[after("H")]);
    assert!(aligned[after("K")] > aligned[after("H")]);
}

#[test]
fn proof_numbers_beside_alpha_beta() {
    // PNS proves the win through C after reading two leaves; alpha-beta
    // reads all of B first. Beside values, only reading and searching
    // are compared: "proved" is not a value.
    let tree = "A(B(E(K=1 L=-3) F(M=-2 N=4) G(O=2 P=-1) H(Q=-4 R=5)) C(I(S=3 T=-2)) D(J=-1))";
    assert_eq!(
        compared(tree, alpha_beta(), Options::new(Algorithm::ProofNumber)),
        "pns: E is skipped, F is skipped, G is skipped, H is skipped, D is skipped."
    );
}

#[test]
fn fail_hard_values_are_bounds_even_without_a_cut() {
    // Figure 5.2: D reads all its children and, fail-soft, returns exactly
    // 2; fail-hard clamps it to α = 3, only a bound.
    let figure = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";
    let hard = Options {
        failure: Failure::Hard,
        ..alpha_beta()
    };
    let said = compared(figure, alpha_beta(), hard);
    assert!(said.contains("D returns ≤ 3 instead of 2"), "{said}");
}

#[test]
fn monte_carlo_tree_search_beside_alpha_beta() {
    let figure = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";
    let few = Options {
        monte_carlo: gametree::options::MonteCarlo {
            iterations: 6,
            ..Default::default()
        },
        ..Options::new(Algorithm::MonteCarlo)
    };
    // Six iterations read G, I, K, K, L and E; alpha-beta reads all but
    // I and J, which its cut skips, once each. Which leaves each read, and
    // how often, is compared; neither cuts nor values are, beside an estimate.
    assert_eq!(
        compared(figure, alpha_beta(), few),
        "mcts: F is not read, H is not read, I is read, K is read 2 times, not 1, M is not read."
    );
    assert_eq!(
        compared(figure, few, alpha_beta()),
        "alphabeta: F is read, H is read, I is not read, K is read 1 time, not 2, M is read."
    );
    // Stepping by the node finished: a playout's leaf finishes it.
    let tree = parse(figure).unwrap();
    let traces = [alpha_beta(), few].map(|options| search(&tree, &options).unwrap());
    let aligned = align_by_node(&tree, &traces[0], &traces[1]);
    assert!(aligned.windows(2).all(|pair| pair[0] <= pair[1]));
    assert!(
        aligned[5] > 0,
        "E, the first leaf alpha-beta reads, is read by a playout too"
    );
}

#[test]
fn two_monte_carlo_searches_are_told_apart_by_their_options() {
    let mcts = |iterations, exploration| Options {
        monte_carlo: gametree::options::MonteCarlo {
            iterations,
            exploration,
            ..Default::default()
        },
        ..Options::new(Algorithm::MonteCarlo)
    };
    assert_eq!(
        labels(
            english(),
            Algorithm::name,
            &mcts(100, 1.4),
            &mcts(1000, 0.5)
        ),
        (
            "iterations 100, C = 1.4".to_string(),
            "iterations 1000, C = 0.5".to_string()
        )
    );
}

#[test]
fn nodes_a_playout_went_through_are_not_called_skipped() {
    let few = Options {
        monte_carlo: gametree::options::MonteCarlo {
            iterations: 2,
            ..Default::default()
        },
        ..Options::new(Algorithm::MonteCarlo)
    };
    let text = "A(B(D(1 2) E(3 4)) C(F(5 6) G(7 8)))";
    let said = compared(text, alpha_beta(), few);
    // Each playout went through one of D and E, and one of F and G.
    let tree = parse(text).unwrap().with_letter_names();
    let trace = search(&tree, &few).unwrap();
    for step in &trace.steps {
        if let Step::Playout { node, .. } = *step {
            let through = tree.name(tree.parent(node).unwrap());
            assert!(!said.contains(&format!("{through} is skipped")), "{said}");
        }
    }
    assert_eq!(said.matches("is skipped").count(), 2, "{said}");
}

/// What a difference says a node returns ("D returns ≤ 3 instead of 2") is
/// what each drawing writes in that node at the end: one bound rule for
/// both, with a planted bug or not, fail-soft or fail-hard.
#[test]
fn a_difference_s_values_are_the_values_drawn() {
    use gametree::exercise::bug_tree;
    use gametree::marks::{node_marks, Show};
    use gametree::options::Bug;
    use gametree::Frame;
    let mut cases: Vec<(Tree, Options, Options)> = Vec::new();
    for bug in Bug::ALL {
        for seed in 0..6 {
            let (tree, _) = bug_tree(bug, seed).unwrap();
            let right = Options::new(bug.algorithm());
            let buggy = Options {
                bug: Some(bug),
                ..right
            };
            cases.push((tree, right, buggy));
        }
    }
    for text in [TIE, "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))"] {
        let hard = Options {
            failure: Failure::Hard,
            ..alpha_beta()
        };
        cases.push((parse(text).unwrap(), alpha_beta(), hard));
    }
    let mut values_compared = 0;
    for (tree, first, second) in cases {
        let traces = [first, second].map(|options| search(&tree, &options).unwrap());
        let finished = [0, 1].map(|side| Finished::new(&tree, &traces[side]));
        let frames = [0, 1].map(|side| Frame::at(&tree, &traces[side], traces[side].len()));
        for difference in differences(&tree, &finished[0], &finished[1]) {
            let Some((said_first, said_second)) = difference.value else {
                continue;
            };
            if first.algorithm.is_negamax() {
                continue; // compare mode turns negamax's values to MAX's side
            }
            for (side, said) in [(0, said_first), (1, said_second)] {
                let drawn = node_marks(
                    &tree,
                    &traces[side],
                    &frames[side],
                    Show::Frame,
                    difference.node,
                )
                .inside;
                assert_eq!(
                    drawn.as_deref(),
                    Some(said.as_str()),
                    "{tree}: {:?}",
                    traces[side].options
                );
                values_compared += 1;
            }
        }
    }
    assert!(
        values_compared > 20,
        "only {values_compared} values compared"
    );
}

#[test]
fn a_node_is_reached_when_it_or_a_node_above_it_is_done_with() {
    // Figure 5.2: alpha-beta cuts C after H, and never reads I or J.
    let tree = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    let trace = search(&tree, &alpha_beta()).unwrap();
    let at = reached(&tree, &trace);
    let node = |name: &str| tree.ids().find(|&id| tree.name(id) == name).unwrap();
    let returns = |name: &str| {
        1 + (trace.steps.iter())
            .position(|step| matches!(*step, Step::Return { node: n, .. } if n == node(name)))
            .unwrap()
    };
    assert_eq!(at[node("C").index()], returns("C"));
    // I and J are done with when C returns, cut.
    assert_eq!(at[node("I").index()], returns("C"));
    assert_eq!(at[node("J").index()], returns("C"));
    assert!(at[node("H").index()] < returns("C"), "H is read first");
    assert_eq!(at[node("A").index()], returns("A"));
}
