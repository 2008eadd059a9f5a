//! Monte Carlo tree search as `cli.md` fixes it: the first iterations on
//! figure 5.2 worked out by hand (with the generator's own numbers), the
//! invariants of N and W on random trees, the summary read off the trace
//! equal to the one tallied without it, and convergence to minimax's move.
#![cfg(not(target_arch = "wasm32"))]

use gametree::compare::{differences, Finished};
use gametree::explain::explain;
use gametree::lang::english;
use gametree::options::{Expansion, FinalMove, MonteCarlo};
use gametree::random::{random_tree, RandomSpec, Rng};
use gametree::search::{monte_carlo_run, monte_carlo_tally};
use gametree::trace::RootVisits;
use gametree::{
    parse, search, Algorithm, Frame, NodeId, Options, SearchError, Step, Summary, Tree, Value,
};
use proptest::prelude::*;

const FIGURE_5_2: &str = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";

/// What `gametree solve` prints for Monte Carlo tree search: the search
/// tallied without a trace.
fn tallied(tree: &Tree, options: &Options) -> Result<Summary, SearchError> {
    monte_carlo_tally(tree, options).map(|tally| Summary::of_monte_carlo(tree, options, tally))
}

fn options(iterations: u32, exploration: f64) -> Options {
    Options {
        monte_carlo: MonteCarlo {
            iterations,
            exploration,
            ..MonteCarlo::default()
        },
        ..Options::new(Algorithm::MonteCarlo)
    }
}

fn id(tree: &Tree, address: &str) -> NodeId {
    tree.ids()
        .find(|&node| tree.address(node) == address)
        .unwrap()
}

#[test]
fn the_first_iterations_on_figure_5_2_expand_b_c_d_then_select_by_ucb1() {
    let tree = parse(FIGURE_5_2).unwrap();
    let trace = search(&tree, &options(4, 1.4)).unwrap();
    // The playouts' draws: one generator, seeded 0, in order.
    let mut rng = Rng::new(0);
    let mut draw = |k| rng.below(k) as usize;
    let leaf = |child: &str, index: usize| id(&tree, &format!("{child}.{index}"));
    let (b, c, d) = (id(&tree, "0"), id(&tree, "1"), id(&tree, "2"));
    // Rewards (v − 2) / (14 − 2): E 1/12, F 10/12, G 6/12, H 0, I 2/12,
    // J 4/12, K 1, L 3/12, M 0.
    let (leaf_b, leaf_c, leaf_d) = (leaf("0", draw(3)), leaf("1", draw(3)), leaf("2", draw(3)));
    let reward = |node: NodeId| match tree.node(node).value {
        Some(Value::Number(v)) => (v - 2.0) / 12.0,
        _ => unreachable!(),
    };
    let mut expected = Vec::new();
    for (child, leaf) in [(b, leaf_b), (c, leaf_c), (d, leaf_d)] {
        let r = reward(leaf);
        expected.extend([
            Step::Expansion {
                node: child,
                all: false,
            },
            Step::Playout {
                node: leaf,
                start: child,
                reward: r,
            },
            Step::Backpropagation {
                node: child,
                reward: r,
            },
        ]);
    }
    assert_eq!(trace.steps[..9], expected[..]);
    // The fourth iteration: every child of A has N = 1, so the score is
    // q + 1.4 × √(ln 3): the child whose playout paid most.
    let best = [(b, leaf_b), (c, leaf_c), (d, leaf_d)]
        .into_iter()
        .fold(None::<(NodeId, f64)>, |best, (child, leaf)| match best {
            Some((_, most)) if reward(leaf) <= most => best,
            _ => Some((child, reward(leaf))),
        })
        .unwrap();
    assert_eq!(trace.steps[9], Step::Selection { node: best.0 });
    let frame = Frame::at(&tree, &trace, 9);
    let score = frame
        .monte_carlo
        .statistics
        .select(&tree, NodeId::ROOT, 1.4);
    let by_hand = best.1 + 1.4 * (3f64.ln() / 1.0).sqrt();
    assert_eq!(score.score, by_hand);
    // Then its leftmost child joins, and the playout starts (and ends) there.
    let first_leaf = tree.children(best.0)[0];
    assert_eq!(
        trace.steps[10],
        Step::Expansion {
            node: first_leaf,
            all: false
        }
    );
    assert!(
        matches!(trace.steps[11], Step::Playout { node, start, .. } if node == first_leaf && start == first_leaf)
    );
}

#[test]
fn with_c_0_selection_is_greedy() {
    let tree = parse(FIGURE_5_2).unwrap();
    let trace = search(&tree, &options(200, 0.0)).unwrap();
    let mut frame = Frame::new(&tree);
    let mut selections = 0;
    for step in &trace.steps {
        if let Step::Selection { node } = *step {
            let parent = tree.parent(node).unwrap();
            let statistics = &frame.monte_carlo.statistics;
            let best = statistics
                .scores(&tree, parent, 0.0)
                .map(|ucb| ucb.mean)
                .fold(f64::NEG_INFINITY, f64::max);
            let chosen = statistics
                .scores(&tree, parent, 0.0)
                .find(|ucb| ucb.child == node);
            assert_eq!(chosen.unwrap().mean, best, "the best mean so far is taken");
            selections += 1;
        }
        frame.apply(&tree, step);
    }
    assert!(selections > 100);
}

#[test]
fn figure_5_2_ends_on_b_as_minimax_from_16_iterations() {
    let tree = parse(FIGURE_5_2).unwrap();
    let minimax = Summary::new(
        &tree,
        &search(&tree, &Options::new(Algorithm::Minimax)).unwrap(),
    );
    let moves: Vec<Option<usize>> = (1..=400)
        .map(|n| tallied(&tree, &options(n, 1.4)).unwrap().best_move)
        .collect();
    assert_ne!(
        moves[14], minimax.best_move,
        "15 iterations are not yet enough"
    );
    assert!(moves[15..].iter().all(|&best| best == minimax.best_move));
}

#[test]
fn the_final_move_by_mean_takes_the_best_q_for_the_player_at_the_root() {
    // MIN at the root: its best child is the one MAX gains least from.
    let tree = parse("min A(B=1 C=9 D=5)").unwrap();
    let options = Options {
        monte_carlo: MonteCarlo {
            iterations: 3,
            final_move: FinalMove::Mean,
            ..MonteCarlo::default()
        },
        ..Options::new(Algorithm::MonteCarlo)
    };
    let summary = tallied(&tree, &options).unwrap();
    assert_eq!(summary.best_move, Some(0));
    let answer = summary.monte_carlo.unwrap();
    assert_eq!(answer.visits, [1, 1, 1]);
    assert_eq!(answer.means, [Some(0.0), Some(1.0), Some(0.5)]);
}

#[test]
fn a_leaf_root_and_no_iterations_have_no_move() {
    let leaf = parse("7").unwrap();
    let summary = tallied(&leaf, &options(5, 1.4)).unwrap();
    assert_eq!(
        (summary.best_move, summary.value),
        (None, Value::Number(7.0))
    );
    assert_eq!(summary.evaluated.len(), 5);
    let tree = parse(FIGURE_5_2).unwrap();
    let none = tallied(&tree, &options(0, 1.4)).unwrap();
    assert!(none.best_move.is_none() && matches!(none.value, Value::Number(v) if v.is_nan()));
    assert_eq!(none.steps, 0);
}

#[test]
fn leaves_as_far_apart_as_floats_go_still_give_rewards() {
    let big = format!("17{}", "0".repeat(307));
    let tree = parse(&format!("A(B=-{big} C={big} D=0)")).unwrap();
    let summary = tallied(&tree, &options(3, 1.4)).unwrap();
    let means = summary.monte_carlo.unwrap().means;
    assert_eq!(means, [Some(0.0), Some(1.0), Some(0.5)]);
    // The estimate: the mean reward 0.5, back in the leaves' scale.
    assert_eq!(summary.value, Value::Number(0.0));
}

#[test]
fn chance_nodes_tuples_infinite_leaves_and_other_options_are_refused() {
    let mcts = Options::new(Algorithm::MonteCarlo);
    for text in ["A(B(0.5: 3 0.5: 5) C=1)", "(<1,2> <3,4>)", "A(B=+inf C=1)"] {
        assert!(search(&parse(text).unwrap(), &mcts).is_err(), "{text}");
    }
    let tree = parse(FIGURE_5_2).unwrap();
    let depth = Options {
        depth: Some(1),
        ..mcts
    };
    let iterative = Options {
        iterative: true,
        ..mcts
    };
    for options in [depth, iterative] {
        assert!(search(&tree, &options).is_err());
        assert!(tallied(&tree, &options).is_err());
    }
}

/// Random trees of two players with integer leaves, MAX or MIN at the root.
fn trees() -> impl Strategy<Value = Tree> {
    (1..4u32, 1..4u32, 0..5u32, any::<u64>(), any::<bool>()).prop_map(
        |(fewest, more, depth, seed, min_root)| {
            let spec = RandomSpec {
                branching: fewest..=fewest + more,
                depth,
                min: -5,
                max: 5,
                seed,
            };
            let tree = random_tree(&spec, 10_000).unwrap();
            let text = format!("{}{tree}", if min_root { "min " } else { "" });
            parse(&text).unwrap()
        },
    )
}

fn settings() -> impl Strategy<Value = MonteCarlo> {
    (
        0..300u32,
        any::<u64>(),
        0.0..3.0f64,
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(iterations, seed, exploration, all, mean)| MonteCarlo {
            iterations,
            seed,
            exploration,
            expansion: if all { Expansion::All } else { Expansion::One },
            final_move: if mean {
                FinalMove::Mean
            } else {
                FinalMove::Visits
            },
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn visits_add_up(tree in trees(), settings in settings()) {
        let options = Options { monte_carlo: settings, ..Options::new(Algorithm::MonteCarlo) };
        let trace = search(&tree, &options).unwrap();
        let end = Frame::at(&tree, &trace, trace.len());
        let statistics = &end.monte_carlo.statistics;
        let iterations = settings.iterations;
        prop_assert_eq!(end.monte_carlo.iterations, iterations);
        prop_assert_eq!(statistics.visits(NodeId::ROOT), iterations);
        // Every iteration goes through one child of an inner root.
        let root_children = tree.children(NodeId::ROOT);
        if !root_children.is_empty() {
            let sum: u32 = root_children.iter().map(|&c| statistics.visits(c)).sum();
            prop_assert_eq!(sum, iterations);
        }
        // N of a node: its children's N, and one for each playout begun there.
        let mut begun = vec![0u32; tree.len()];
        for step in &trace.steps {
            if let Step::Playout { start, .. } = *step {
                begun[start.index()] += 1;
            }
        }
        for node in tree.ids() {
            let below: u32 = tree.children(node).iter().map(|&c| statistics.visits(c)).sum();
            prop_assert_eq!(statistics.visits(node), below + begun[node.index()]);
            // W stays within N × [0, 1].
            let wins = statistics.wins(node);
            prop_assert!(wins >= -1e-9 && wins <= f64::from(statistics.visits(node)) + 1e-9);
        }
        // One leaf an iteration, and the answer with and without the trace agree.
        let read = Summary::new(&tree, &trace);
        let tallied = tallied(&tree, &options).unwrap();
        prop_assert_eq!(read.evaluated.len(), iterations as usize);
        prop_assert_eq!(format!("{read:?}"), format!("{tallied:?}"));
        prop_assert_eq!(end.chosen.map(|c| c as usize), read.best_move);
        // The chart's samples end with the visits the search ends with.
        let history = RootVisits::of(&tree, &trace.steps, 50);
        prop_assert!(history.iterations.len() <= 51);
        prop_assert!(history.iterations.windows(2).all(|pair| pair[0] < pair[1]));
        if iterations > 0 && !root_children.is_empty() {
            prop_assert_eq!(history.iterations.last(), Some(&iterations));
            let last = history.visits.last().unwrap();
            prop_assert_eq!(last, &read.monte_carlo.unwrap().visits);
        }
    }

    /// A long search in the page runs most of its iterations untraced, a
    /// slice at a time, and traces the last ones: those are the steps,
    /// frames and sentences of the whole trace's last iterations.
    #[test]
    fn a_search_run_in_slices_traces_the_whole_search_s_last_iterations(
        tree in trees(),
        settings in settings(),
        traced in 0..300u32,
        slice in 1..60u32,
    ) {
        let options = Options { monte_carlo: settings, ..Options::new(Algorithm::MonteCarlo) };
        let whole = search(&tree, &options).unwrap();
        let mut run = monte_carlo_run(&tree, &options, traced, 50).unwrap();
        while !run.advance(&tree, slice) {}
        let untraced = run.done();
        prop_assert_eq!(untraced, settings.iterations.saturating_sub(traced));
        let part = run.trace(&tree);
        // The whole trace's steps after the untraced iterations' backups.
        let backups = whole
            .steps
            .iter()
            .enumerate()
            .filter(|(_, step)| matches!(step, Step::Backpropagation { .. }));
        let skipped = match untraced.checked_sub(1) {
            Some(last) => backups.map(|(index, _)| index + 1).nth(last as usize).unwrap(),
            None => 0,
        };
        prop_assert_eq!(&part.steps[..], &whole.steps[skipped..]);
        let mut ours = Frame::start(&tree, &part);
        let mut theirs = Frame::at(&tree, &whole, skipped);
        prop_assert_eq!(&ours.monte_carlo.statistics, &theirs.monte_carlo.statistics);
        prop_assert_eq!(ours.monte_carlo.iterations, untraced);
        prop_assert_eq!((ours.visited, ours.evaluated), (theirs.visited, theirs.evaluated));
        for node in tree.ids() {
            prop_assert_eq!(ours.monte_carlo.in_tree(node), theirs.monte_carlo.in_tree(node));
        }
        for step in &part.steps {
            prop_assert_eq!(
                explain(english(), &tree, &part, &ours, step),
                explain(english(), &tree, &whole, &theirs, step)
            );
            ours.apply(&tree, step);
            theirs.apply(&tree, step);
            prop_assert_eq!((ours.visited, ours.evaluated), (theirs.visited, theirs.evaluated));
            // The same but for the way the last untraced iteration went,
            // until a traced one has begun.
            if ours.monte_carlo.path.is_empty() {
                prop_assert_eq!(&ours.monte_carlo.statistics, &theirs.monte_carlo.statistics);
            } else {
                prop_assert_eq!(&ours.monte_carlo, &theirs.monte_carlo);
            }
        }
        // Its answer and what compare mode sees are the whole search's.
        let (ours, theirs) = (Summary::new(&tree, &part), Summary::new(&tree, &whole));
        // (Compared as written: a value of no iterations is NaN.)
        prop_assert_eq!(
            format!("{:?}", (ours.value, ours.best_move, ours.monte_carlo)),
            format!("{:?}", (theirs.value, theirs.best_move, theirs.monte_carlo))
        );
        let found = differences(&tree, &Finished::new(&tree, &part), &Finished::new(&tree, &whole));
        prop_assert!(found.is_empty(), "{:?}", found);
        // The chart's samples span the whole search, as the whole trace's do.
        match part.resumed() {
            Some(resumed) => {
                prop_assert_eq!(&resumed.history, &RootVisits::of(&tree, &whole.steps, 50));
            }
            None => prop_assert_eq!(untraced, 0),
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_search(tree in trees(), settings in settings()) {
        let options = Options { monte_carlo: settings, ..Options::new(Algorithm::MonteCarlo) };
        prop_assert_eq!(search(&tree, &options).unwrap(), search(&tree, &options).unwrap());
    }
}

/// A uniform tree of branching 3 and depth 4 whose 81 leaves are 1 to 81
/// in an order the seed shuffles: every leaf value differs.
fn distinct_leaves(seed: u64) -> Tree {
    let mut rng = Rng::new(seed);
    let mut values: Vec<u32> = (1..=81).collect();
    for i in (1..values.len()).rev() {
        values.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let text = uniform(4, &mut values.into_iter());
    parse(&text).unwrap()
}

/// A uniform tree of branching 3, `depth` deep, its leaves taken in turn.
fn uniform(depth: u32, leaves: &mut impl Iterator<Item = u32>) -> String {
    if depth == 0 {
        return leaves.next().unwrap().to_string();
    }
    let children: Vec<String> = (0..3).map(|_| uniform(depth - 1, leaves)).collect();
    format!("({})", children.join(" "))
}

/// With 20,000 iterations, the most visited move is minimax's on at least
/// 95% of random trees of branching 3 and depth 4 with distinct leaves.
#[test]
fn many_iterations_agree_with_minimax() {
    let trees = 100;
    let agree = (0..trees)
        .filter(|&seed| {
            let tree = distinct_leaves(seed);
            let minimax = Summary::new(
                &tree,
                &search(&tree, &Options::new(Algorithm::Minimax)).unwrap(),
            );
            let mcts = tallied(&tree, &options(20_000, 1.4)).unwrap();
            mcts.best_move == minimax.best_move
        })
        .count();
    println!("MCTS (20,000 iterations) agrees with minimax on {agree} of {trees} trees");
    assert!(
        agree * 100 >= 95 * trees as usize,
        "only {agree} of {trees}"
    );
}

#[path = "common/monte_carlo.rs"]
mod shared;

/// Trees where the platform's own logarithm would choose differently from
/// wasm's: the same answers as `tests/wasm.rs` gives.
#[test]
fn selection_does_not_depend_on_the_platforms_logarithm() {
    for (text, iterations, seed, exploration, visits) in shared::LOGARITHM_CASES {
        let tree = parse(text).unwrap();
        let options = shared::options(iterations, seed, exploration);
        let summary = tallied(&tree, &options).unwrap();
        assert_eq!(summary.monte_carlo.unwrap().visits, visits, "{text}");
    }
}

/// The same search as `tests/wasm.rs` runs in WebAssembly, with the same
/// fingerprint: the same seed gives the same trace on both.
#[test]
fn the_trace_is_the_one_wasm_makes() {
    let tree = parse(FIGURE_5_2).unwrap();
    let options = Options {
        monte_carlo: shared::FINGERPRINTED,
        ..Options::new(Algorithm::MonteCarlo)
    };
    let trace = search(&tree, &options).unwrap();
    assert_eq!(shared::fingerprint(&trace), shared::FINGERPRINT);
}
