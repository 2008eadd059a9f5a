//! The invariants of the searches, on random trees: pruning never changes
//! the answer, the variants agree, and replaying a trace gives its values.
#![cfg(not(target_arch = "wasm32"))]

use gametree::frame::{Bound, NodeState};
use gametree::search::minimax_reads;
use gametree::{
    search, Algorithm, Failure, Frame, MoveOrder, Node, NodeId, Options, Player, Score, Summary,
    TieRule, Tree, Value,
};
use proptest::prelude::*;

/// A random two-player tree: child counts in breadth-first order (the root
/// has at least two children), small
/// values so that ties are common, now and then an infinity, a static value
/// on every inner node (for depth limits), and a MIN root now and then.
fn trees() -> impl Strategy<Value = Tree> {
    (
        2..5usize,
        prop::collection::vec(prop_oneof![1 => Just(0usize), 3 => 1..4usize], 3..60),
        prop::collection::vec(-4..=4i32, 120),
        any::<bool>(),
    )
        .prop_map(|(root_count, counts, values, min_root)| {
            let mut nodes = vec![Node::default()];
            let mut next_parent = 0;
            while next_parent < nodes.len() {
                let count = match next_parent {
                    0 => root_count,
                    parent => counts.get(parent - 1).copied().unwrap_or(0),
                };
                for _ in 0..count {
                    if nodes.len() >= 100 {
                        break;
                    }
                    let child = NodeId::new(nodes.len() as u32);
                    nodes[next_parent].children.push(child);
                    nodes.push(Node::default());
                }
                next_parent += 1;
            }
            for (index, node) in nodes.iter_mut().enumerate() {
                let raw = values[index % values.len()];
                let value = match raw {
                    4 if index % 7 == 0 => f64::INFINITY,
                    -4 if index % 7 == 0 => f64::NEG_INFINITY,
                    _ => f64::from(raw),
                };
                node.value = Some(Value::Number(value));
            }
            let root = if min_root { Player::Min } else { Player::Max };
            Tree::new(root, nodes).expect("generated trees are well formed")
        })
}

fn depths() -> impl Strategy<Value = Option<u32>> {
    prop_oneof![Just(None), (0..4u32).prop_map(Some)]
}

/// Minimax written the obvious recursive way, as an independent oracle.
fn oracle(tree: &Tree, node: NodeId, depth: Option<u32>) -> f64 {
    let children = tree.children(node);
    if children.is_empty() || depth == Some(tree.depth(node)) {
        let Some(Value::Number(x)) = tree.node(node).value else {
            unreachable!()
        };
        return x;
    }
    let values = children.iter().map(|&child| oracle(tree, child, depth));
    if tree.mover(node) == Player::Min {
        values.fold(f64::INFINITY, f64::min)
    } else {
        values.fold(f64::NEG_INFINITY, f64::max)
    }
}

fn summary(tree: &Tree, options: Options) -> Summary {
    Summary::new(
        tree,
        &search(tree, &options).expect("two-player trees suit these searches"),
    )
}

fn pruning_variants(algorithm: Algorithm, depth: Option<u32>) -> Vec<Options> {
    let mut variants = Vec::new();
    for ties in [TieRule::CutOnEqual, TieRule::Strict] {
        for failure in [Failure::Soft, Failure::Hard] {
            variants.push(Options {
                depth,
                ties,
                failure,
                ..Options::new(algorithm)
            });
        }
    }
    variants
}

fn number(value: &Value) -> f64 {
    match value {
        Value::Number(x) => *x,
        Value::Tuple(_) => f64::NAN,
    }
}

/// Whether `short` appears in `long` in order, not necessarily together.
fn is_subsequence(short: &[NodeId], long: &[NodeId]) -> bool {
    let mut rest = long.iter();
    short.iter().all(|wanted| rest.any(|node| node == wanted))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn minimax_and_negamax_find_the_true_value(tree in trees(), depth in depths()) {
        let expected = oracle(&tree, NodeId::ROOT, depth);
        for algorithm in [Algorithm::Minimax, Algorithm::Negamax, Algorithm::Expectiminimax] {
            let found = summary(&tree, Options { depth, ..Options::new(algorithm) });
            prop_assert_eq!(number(&found.value), expected, "{:?}", algorithm);
        }
    }

    #[test]
    fn pruning_never_changes_the_root_value_or_move(tree in trees(), depth in depths()) {
        let plain = summary(&tree, Options { depth, ..Options::new(Algorithm::Minimax) });
        for algorithm in [Algorithm::AlphaBeta, Algorithm::NegamaxAlphaBeta] {
            for options in pruning_variants(algorithm, depth) {
                let pruned = summary(&tree, options);
                prop_assert_eq!(number(&pruned.value), number(&plain.value), "{:?}", options);
                prop_assert_eq!(pruned.best_move, plain.best_move, "{:?}", options);
                prop_assert!(is_subsequence(&pruned.evaluated, &plain.evaluated), "{:?}", options);
            }
        }
    }

    /// Under the default rule, fail-hard and fail-soft (and negamax) cut
    /// the same nodes. Under the strict rule a fail-hard bound equal to the
    /// window's edge no longer triggers a cut above, so fail-hard may only
    /// cut less.
    #[test]
    fn variants_cut_the_same_nodes(tree in trees(), depth in depths()) {
        for ties in [TieRule::CutOnEqual, TieRule::Strict] {
            for failure in [Failure::Soft, Failure::Hard] {
                let reference = summary(&tree, Options { depth, ties, failure, ..Options::new(Algorithm::AlphaBeta) });
                let negamax = summary(&tree, Options { depth, ties, failure, ..Options::new(Algorithm::NegamaxAlphaBeta) });
                prop_assert_eq!(&negamax.evaluated, &reference.evaluated, "{:?} {:?}", ties, failure);
                prop_assert_eq!(&negamax.cutoffs, &reference.cutoffs, "{:?} {:?}", ties, failure);
            }
            let soft = summary(&tree, Options { depth, ties, ..Options::new(Algorithm::AlphaBeta) });
            let hard = summary(&tree, Options { depth, ties, failure: Failure::Hard, ..Options::new(Algorithm::AlphaBeta) });
            if ties == TieRule::CutOnEqual {
                prop_assert_eq!(&hard.evaluated, &soft.evaluated);
                prop_assert_eq!(&hard.cutoffs, &soft.cutoffs);
            } else {
                prop_assert!(is_subsequence(&soft.evaluated, &hard.evaluated));
            }
        }
    }

    #[test]
    fn the_strict_rule_prunes_no_more(tree in trees()) {
        let on_equal = summary(&tree, Options::new(Algorithm::AlphaBeta));
        let strict = summary(&tree, Options { ties: TieRule::Strict, ..Options::new(Algorithm::AlphaBeta) });
        prop_assert!(is_subsequence(&on_equal.evaluated, &strict.evaluated));
    }

    /// Fail-soft values are bounds in the classical sense: a value at or
    /// below the window's alpha is an upper bound of the true value, one at
    /// or above beta a lower bound, and one inside the window exact.
    #[test]
    fn replay_gives_the_summary_and_sound_bounds(tree in trees(), depth in depths()) {
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Negamax, Algorithm::NegamaxAlphaBeta] {
            let options = Options { depth, ..Options::new(algorithm) };
            let trace = search(&tree, &options).unwrap();
            let found = Summary::new(&tree, &trace);
            let frame = Frame::at(&tree, &trace, trace.len());
            let root = frame.node(NodeId::ROOT);
            prop_assert_eq!(root.state, NodeState::Done);
            let Some(Score::Number(root_value)) = root.value else { unreachable!() };
            let sign = if algorithm.is_negamax() && tree.mover(NodeId::ROOT) == Player::Min { -1.0 } else { 1.0 };
            prop_assert_eq!(sign * root_value, number(&found.value));
            prop_assert_eq!(frame.evaluated, found.evaluated.len());
            prop_assert_eq!(frame.cutoffs, found.cutoffs.len());
            prop_assert_eq!(frame.chosen.map(|c| c as usize), found.best_move);
            for id in tree.ids() {
                let entry = frame.node(id);
                if entry.state != NodeState::Done {
                    prop_assert!(!algorithm.prunes() || entry.state != NodeState::Active);
                    continue;
                }
                let Some(Score::Number(value)) = entry.value else { unreachable!() };
                let own = if algorithm.is_negamax() && tree.mover(id) == Player::Min { -1.0 } else { 1.0 };
                let truth = own * oracle(&tree, id, depth);
                let (alpha, beta) = entry.entered.unwrap();
                if value <= alpha {
                    prop_assert!(truth <= value, "{:?} {}: {} <= alpha {} but truth {}", algorithm, tree.address(id), value, alpha, truth);
                } else if value >= beta {
                    prop_assert!(truth >= value, "{:?} {}: {} >= beta {} but truth {}", algorithm, tree.address(id), value, beta, truth);
                } else {
                    prop_assert_eq!(truth, value, "{:?} {}", algorithm, tree.address(id));
                }
            }
        }
    }

    /// The bound the page, the figures and compare mode write at a node
    /// ("≤ 2", "≥ 5" or the value alone) is true of the node's minimax
    /// value at every step, under every pruning search and variant.
    #[test]
    fn every_drawn_bound_is_true_at_every_step(tree in trees(), depth in depths()) {
        let algorithms = [Algorithm::AlphaBeta, Algorithm::NegamaxAlphaBeta, Algorithm::Pvs];
        for options in algorithms.into_iter().flat_map(|algorithm| pruning_variants(algorithm, depth)) {
            let Ok(trace) = search(&tree, &options) else { continue };
            let mut frame = Frame::start(&tree, &trace);
            for step in &trace.steps {
                frame.apply(&tree, step);
                for id in tree.ids() {
                    let entry = frame.node(id);
                    let Some(Score::Number(value)) = entry.value else { continue };
                    let bound = frame.bound(&tree, id);
                    if entry.state != NodeState::Done && bound.is_none() {
                        continue;
                    }
                    let own = if options.algorithm.is_negamax() && tree.mover(id) == Player::Min { -1.0 } else { 1.0 };
                    let truth = own * oracle(&tree, id, depth);
                    let holds = match bound {
                        Some(Bound::AtMost) => truth <= value,
                        Some(Bound::AtLeast) => truth >= value,
                        None => truth == value,
                    };
                    prop_assert!(holds, "{:?} {} of {}: drawn {:?} {} but worth {}", options, tree.address(id), tree, bound, value, truth);
                }
            }
        }
    }

    /// Principal variation search always finds minimax's value and move:
    /// its null windows only ever decide whether to search again.
    #[test]
    fn pvs_finds_the_minimax_value_and_move(tree in trees(), depth in depths()) {
        let plain = summary(&tree, Options { depth, ..Options::new(Algorithm::Minimax) });
        let pvs = summary(&tree, Options { depth, ..Options::new(Algorithm::Pvs) });
        prop_assert_eq!(number(&pvs.value), oracle(&tree, NodeId::ROOT, depth));
        prop_assert_eq!(pvs.best_move, plain.best_move);
    }

    /// With the best move first everywhere, every probe fails low, so
    /// principal variation search never searches again and its null
    /// windows cut at least as much as alpha-beta's windows.
    #[test]
    fn pvs_reads_no_more_than_alpha_beta_best_first(tree in trees(), depth in depths()) {
        let best_first = |algorithm| Options { depth, order: MoveOrder::Best, ..Options::new(algorithm) };
        let alpha_beta = summary(&tree, best_first(Algorithm::AlphaBeta));
        let pvs = summary(&tree, best_first(Algorithm::Pvs));
        prop_assert!(
            pvs.evaluated.len() <= alpha_beta.evaluated.len(),
            "pvs reads {:?}, alpha-beta {:?}", pvs.evaluated, alpha_beta.evaluated
        );
    }

    /// Searching in another order changes what is read, never the answer:
    /// best and worst first keep equal values in their drawn order, so
    /// even the move is minimax's leftmost among equals.
    #[test]
    fn every_order_finds_the_minimax_value(tree in trees(), depth in depths(), seed in any::<u64>()) {
        let plain = summary(&tree, Options { depth, ..Options::new(Algorithm::Minimax) });
        let orders = [MoveOrder::Drawn, MoveOrder::Best, MoveOrder::Worst, MoveOrder::Random(seed)];
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::NegamaxAlphaBeta, Algorithm::Pvs] {
            for order in orders {
                let options = Options { depth, order, ..Options::new(algorithm) };
                let found = summary(&tree, options);
                prop_assert_eq!(number(&found.value), number(&plain.value), "{:?}", options);
                if !matches!(order, MoveOrder::Random(_)) {
                    prop_assert_eq!(found.best_move, plain.best_move, "{:?}", options);
                }
                // Addresses name the tree as written, whatever the order.
                let mut read = found.evaluated.clone();
                read.sort();
                read.dedup();
                prop_assert!(read.iter().all(|node| plain.evaluated.contains(node)));
            }
        }
    }

    /// Every pass of iterative deepening is an ordinary search to its
    /// depth, so each has minimax's value at that depth, the last one
    /// included, whatever order the passes before left.
    #[test]
    fn every_pass_has_the_minimax_value_at_its_depth(tree in trees(), depth in depths()) {
        for algorithm in [Algorithm::AlphaBeta, Algorithm::NegamaxAlphaBeta, Algorithm::Pvs] {
            let options = Options { depth, iterative: true, ..Options::new(algorithm) };
            let found = summary(&tree, options);
            let last = depth.unwrap_or(tree.height());
            let depths: Vec<u32> = found.passes.iter().map(|pass| pass.depth).collect();
            prop_assert_eq!(depths, (last.min(1)..=last).collect::<Vec<u32>>());
            for pass in &found.passes {
                prop_assert_eq!(pass.value, oracle(&tree, NodeId::ROOT, Some(pass.depth)), "{:?} pass {}", algorithm, pass.depth);
            }
            let final_pass = found.passes.last().unwrap();
            prop_assert_eq!(number(&found.value), final_pass.value);
            prop_assert_eq!(found.best_move, final_pass.best_move);
            prop_assert_eq!(found.evaluated.len(), final_pass.evaluated);
        }
    }

    /// The replay of a search in another order, or of iterative
    /// deepening, ends where the summary does, with every cut counted.
    #[test]
    fn replay_agrees_with_the_summary_in_any_order(tree in trees(), seed in any::<u64>(), iterative in any::<bool>()) {
        for algorithm in [Algorithm::AlphaBeta, Algorithm::Pvs] {
            let options = Options { order: MoveOrder::Random(seed), iterative, ..Options::new(algorithm) };
            let trace = search(&tree, &options).unwrap();
            let found = Summary::new(&tree, &trace);
            let mut frame = Frame::new(&tree);
            let mut cutoffs_before_last_pass = 0;
            for step in &trace.steps {
                if matches!(step, gametree::Step::Pass { .. }) {
                    cutoffs_before_last_pass = frame.cutoffs;
                }
                frame.apply(&tree, step);
            }
            let Some(Score::Number(root)) = frame.node(NodeId::ROOT).value else { unreachable!() };
            prop_assert_eq!(root, number(&found.value));
            prop_assert_eq!(frame.chosen.map(|c| c as usize), found.best_move);
            prop_assert_eq!(frame.cutoffs - cutoffs_before_last_pass, found.cutoffs.len());
            // Every skipped node is below a cut, and no node is left open.
            for id in tree.ids() {
                prop_assert!(frame.node(id).state != NodeState::Active);
            }
        }
    }

    #[test]
    fn the_grain_is_the_finest_step_written(
        values in prop::collection::vec((-10_000_000i64..10_000_000, 0..=9u32), 1..8)
    ) {
        // Each leaf written as m / 10^k in decimals, as a user types it.
        let texts: Vec<String> = values
            .iter()
            .map(|&(m, k)| {
                let digits = format!("{:0>width$}", m.unsigned_abs(), width = k as usize + 1);
                let (whole, fraction) = digits.split_at(digits.len() - k as usize);
                let sign = if m < 0 { "-" } else { "" };
                let dot = if k == 0 { "" } else { "." };
                format!("{sign}{whole}{dot}{fraction}")
            })
            .collect();
        let tree = gametree::parse(&format!("(0 {})", texts.join(" "))).unwrap();
        // The decimals each number needs: those written, less trailing zeros.
        let needed = |text: &str| {
            text.split_once('.')
                .map_or(0, |(_, fraction)| fraction.trim_end_matches('0').len())
        };
        let decimals = texts.iter().map(|text| needed(text)).max().unwrap();
        prop_assert_eq!(tree.grain(), 1.0 / 10f64.powi(decimals as i32), "{:?}", texts);
    }

    #[test]
    fn every_step_replays_one_at_a_time(tree in trees()) {
        let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
        let mut frame = Frame::new(&tree);
        for (count, step) in trace.steps.iter().enumerate() {
            prop_assert_eq!(&frame, &Frame::at(&tree, &trace, count));
            frame.apply(&tree, step);
        }
        prop_assert_eq!(frame, Frame::at(&tree, &trace, trace.len()));
    }

    #[test]
    fn minimax_reads_are_what_its_trace_counts(tree in trees(), depth in depths()) {
        let trace = search(&tree, &Options { depth, ..Options::new(Algorithm::Minimax) }).unwrap();
        let last = Frame::at(&tree, &trace, trace.len());
        let counted = minimax_reads(&tree, depth);
        prop_assert_eq!((counted.entered, counted.evaluated), (last.visited, last.evaluated));
    }

    #[test]
    fn a_subtree_size_counts_the_subtree_walked(tree in trees()) {
        for id in tree.ids() {
            let mut walked = 0;
            let mut waiting = vec![id];
            while let Some(node) = waiting.pop() {
                walked += 1;
                waiting.extend_from_slice(tree.children(node));
            }
            prop_assert_eq!(tree.subtree_size(id), walked, "{:?}", id);
        }
    }
}

#[test]
fn generated_trees_are_not_trivial() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let sizes: Vec<usize> = (0..200)
        .map(|_| trees().new_tree(&mut runner).unwrap().current().len())
        .collect();
    let large = sizes.iter().filter(|&&size| size >= 20).count();
    assert!(
        large >= 100,
        "only {large} of 200 trees have 20 nodes or more: {sizes:?}"
    );
}
