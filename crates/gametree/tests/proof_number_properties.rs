//! The invariants of the proof-number searches on random AND/OR trees: the
//! three agree with each other and with minimax, df-pn expands exactly the
//! most-proving nodes PNS expands, the proof tree proves, and every number
//! a frame shows follows from the numbers it shows below.
#![cfg(not(target_arch = "wasm32"))]

use gametree::explain::explain;
use gametree::lang::english;
use gametree::pseudocode::Pseudocode;
use gametree::trace::{child_thresholds, most_proving, Connective, ProofNumbers};
use gametree::{
    search, Algorithm, Frame, Node, NodeId, Options, Player, Step, Summary, Trace, Tree, Value,
};
use proptest::prelude::*;
use proptest::sample::Index;

const ALL_THREE: [Algorithm; 3] = [
    Algorithm::ProofNumber,
    Algorithm::ProofNumberSquared,
    Algorithm::DepthFirstProofNumber,
];

/// A random tree grown node by node, each new node under a random earlier
/// one, with a value from −3 to 3 on every node (a win for MAX above 0; an
/// inner node's value is its static value at a depth limit), and a MIN
/// root now and then.
fn trees() -> impl Strategy<Value = Tree> {
    (
        -3..=3i32,
        prop::collection::vec((any::<Index>(), -3..=3i32), 1..40),
        any::<bool>(),
    )
        .prop_map(|(root_value, grown, min_root)| {
            let node = |value: i32| Node {
                value: Some(Value::Number(f64::from(value))),
                ..Node::default()
            };
            let mut nodes = vec![node(root_value)];
            for (parent, value) in grown {
                let parent = parent.index(nodes.len());
                let child = NodeId::new(nodes.len() as u32);
                nodes[parent].children.push(child);
                nodes.push(node(value));
            }
            let root = if min_root { Player::Min } else { Player::Max };
            Tree::new(root, nodes).expect("grown trees are well formed")
        })
}

fn depths() -> impl Strategy<Value = Option<u32>> {
    prop_oneof![2 => Just(None), 1 => (0..4u32).prop_map(Some)]
}

/// Minimax written the obvious recursive way, as an independent oracle.
fn minimax(tree: &Tree, node: NodeId, depth: Option<u32>) -> f64 {
    let children = tree.children(node);
    if children.is_empty() || depth == Some(tree.depth(node)) {
        let Some(Value::Number(x)) = tree.node(node).value else {
            unreachable!("every node has a value")
        };
        return x;
    }
    let values = children.iter().map(|&child| minimax(tree, child, depth));
    if tree.mover(node) == Player::Min {
        values.fold(f64::INFINITY, f64::min)
    } else {
        values.fold(f64::NEG_INFINITY, f64::max)
    }
}

fn run(tree: &Tree, algorithm: Algorithm, depth: Option<u32>) -> Trace {
    search(
        tree,
        &Options {
            depth,
            ..Options::new(algorithm)
        },
    )
    .expect("two-player trees suit them")
}

fn is_terminal(tree: &Tree, node: NodeId, depth: Option<u32>) -> bool {
    tree.node(node).is_leaf() || depth == Some(tree.depth(node))
}

fn expansions(trace: &Trace) -> Vec<NodeId> {
    trace
        .steps
        .iter()
        .filter_map(|step| match *step {
            Step::Expand { node } => Some(node),
            _ => None,
        })
        .collect()
}

/// Whether `node`'s numbers are its children's by the OR or AND formula.
fn follows_the_formula(tree: &Tree, frame: &Frame, node: NodeId) -> bool {
    let children = frame
        .proof
        .children_numbers(tree, node)
        .expect("an expanded node's children are generated");
    frame.proof.node(node).and_then(|entry| entry.numbers)
        == Some(ProofNumbers::combine(Connective::of(tree, node), children))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_three_agree_with_minimax(tree in trees(), depth in depths()) {
        let wins = minimax(&tree, NodeId::ROOT, depth) > 0.0;
        for algorithm in ALL_THREE {
            let trace = run(&tree, algorithm, depth);
            let summary = Summary::new(&tree, &trace);
            prop_assert_eq!(summary.proof.map(|proof| proof.proved), Some(wins), "{:?}", algorithm);
            let frame = Frame::at(&tree, &trace, trace.len());
            let can_move = wins
                && tree.mover(NodeId::ROOT) == Player::Max
                && !is_terminal(&tree, NodeId::ROOT, depth);
            match summary.best_move {
                Some(index) => {
                    prop_assert!(can_move, "{:?}", algorithm);
                    let children = tree.children(NodeId::ROOT);
                    prop_assert!(minimax(&tree, children[index], depth) > 0.0);
                    let leftmost_proved = children.iter().position(|&child| {
                        frame.proof.node(child).is_some_and(|entry| entry.is_proved())
                    });
                    prop_assert_eq!(Some(index), leftmost_proved);
                }
                None => prop_assert!(!can_move, "{:?}", algorithm),
            }
            prop_assert_eq!(frame.evaluated, summary.evaluated.len());
            prop_assert_eq!(Some(frame.proof.expanded), summary.proof.map(|proof| proof.expanded));
            prop_assert_eq!(frame.chosen.map(|child| child as usize), summary.best_move);
        }
    }

    #[test]
    fn dfpn_expands_the_most_proving_nodes_of_pns_in_order(tree in trees(), depth in depths()) {
        let pns = run(&tree, Algorithm::ProofNumber, depth);
        let dfpn = run(&tree, Algorithm::DepthFirstProofNumber, depth);
        prop_assert_eq!(expansions(&dfpn), expansions(&pns));
        prop_assert_eq!(Summary::new(&tree, &dfpn).evaluated, Summary::new(&tree, &pns).evaluated);
    }

    #[test]
    fn the_proof_tree_proves(tree in trees(), depth in depths()) {
        for algorithm in ALL_THREE {
            let trace = run(&tree, algorithm, depth);
            let frame = Frame::at(&tree, &trace, trace.len());
            let proved = frame.proof.solved.expect("the search ends decided");
            let chooser = if proved { Connective::Or } else { Connective::And };
            let entry = |node: NodeId| *frame.proof.node(node).unwrap();
            let decided = |node: NodeId| if proved { entry(node).is_proved() } else { entry(node).is_disproved() };
            prop_assert!(entry(NodeId::ROOT).in_proof);
            for node in tree.ids().filter(|&node| entry(node).in_proof) {
                prop_assert!(decided(node), "{:?} {}", algorithm, tree.address(node));
                prop_assert!(tree.parent(node).is_none_or(|parent| entry(parent).in_proof));
                let children = tree.children(node);
                let in_proof = children.iter().filter(|&&child| entry(child).in_proof).count();
                if entry(node).expanded {
                    if Connective::of(&tree, node) == chooser {
                        prop_assert_eq!(in_proof, 1, "{:?} {}", algorithm, tree.address(node));
                    } else {
                        prop_assert_eq!(in_proof, children.len(), "{:?} {}", algorithm, tree.address(node));
                    }
                } else {
                    // A node the search did not expand proves by its own
                    // value; in PN², an inner search may have settled it.
                    prop_assert_eq!(in_proof, 0);
                    prop_assert!(algorithm == Algorithm::ProofNumberSquared || is_terminal(&tree, node, depth));
                    prop_assert_eq!(minimax(&tree, node, depth) > 0.0, proved);
                }
            }
        }
    }

    /// PNS and PN² keep every number up to date between walks; df-pn keeps
    /// every node it is not inside up to date at every step.
    #[test]
    fn the_numbers_shown_follow_the_formulas(tree in trees(), depth in depths()) {
        for algorithm in ALL_THREE {
            let trace = run(&tree, algorithm, depth);
            let mut frame = Frame::new(&tree);
            for step in &trace.steps {
                let between_walks = matches!(
                    step,
                    Step::Select { .. } | Step::Expand { .. } | Step::InnerSearch { .. } | Step::Solved { .. }
                );
                for node in tree.ids() {
                    let Some(entry) = frame.proof.node(node) else { continue };
                    let checked = if algorithm == Algorithm::DepthFirstProofNumber {
                        !entry.on_path
                    } else {
                        between_walks
                    };
                    if entry.expanded && checked {
                        prop_assert!(follows_the_formula(&tree, &frame, node), "{:?} {} before {:?}", algorithm, tree.address(node), step);
                    }
                    if let (true, Some(numbers)) = (is_terminal(&tree, node, depth), entry.numbers) {
                        prop_assert_eq!(numbers.is_proved(), minimax(&tree, node, depth) > 0.0);
                        prop_assert!(numbers.is_decided());
                    }
                }
                frame.apply(&tree, step);
            }
        }
    }

    /// Each walk takes the child the formula says, and df-pn gives it the
    /// thresholds the sentences derive from what the frame shows.
    #[test]
    fn walks_and_thresholds_follow_the_frame(tree in trees(), depth in depths()) {
        for algorithm in ALL_THREE {
            let trace = run(&tree, algorithm, depth);
            let mut frame = Frame::new(&tree);
            let mut chosen = None;
            for step in &trace.steps {
                match *step {
                    Step::Select { node, child } => {
                        let children = frame.proof.children_numbers(&tree, node).unwrap();
                        let (index, switch) = most_proving(Connective::of(&tree, node), children);
                        prop_assert_eq!(tree.children(node)[index], child);
                        chosen = Some((node, child, switch));
                    }
                    Step::Thresholds { node, thresholds } if node != NodeId::ROOT => {
                        let (parent, child, switch) = chosen.unwrap();
                        prop_assert_eq!(child, node);
                        let entry = |id: NodeId| *frame.proof.node(id).unwrap();
                        let expected = child_thresholds(
                            Connective::of(&tree, parent),
                            entry(parent).thresholds.unwrap(),
                            entry(parent).numbers.unwrap(),
                            entry(node).numbers.unwrap(),
                            switch,
                        );
                        prop_assert_eq!(thresholds, expected);
                        prop_assert!(thresholds.proof > entry(node).numbers.unwrap().proof);
                        prop_assert!(thresholds.disproof > entry(node).numbers.unwrap().disproof);
                    }
                    _ => {}
                }
                frame.apply(&tree, step);
            }
        }
    }

    #[test]
    fn every_step_replays_and_has_a_sentence_and_a_line(tree in trees(), depth in depths()) {
        for algorithm in ALL_THREE {
            let trace = run(&tree, algorithm, depth);
            let code = Pseudocode::new(&tree, &trace.options, english());
            let lines: Vec<&str> = code.lines().collect();
            let mut frame = Frame::new(&tree);
            for (count, step) in trace.steps.iter().enumerate() {
                prop_assert_eq!(&frame, &Frame::at(&tree, &trace, count));
                prop_assert!(!explain(english(), &tree, &trace, &frame, step).is_empty());
                // Every step has a line of its own: none falls back to the
                // header, where a step without a line would land.
                let line = code.line_of(&tree, step);
                prop_assert!(line > 0 && !lines[line].trim().is_empty(), "{:?}", step);
                frame.apply(&tree, step);
            }
        }
    }
}

#[test]
fn grown_trees_are_not_trivial() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let deep_and_wide = (0..200)
        .map(|_| trees().new_tree(&mut runner).unwrap().current())
        .filter(|tree| tree.len() >= 15 && tree.ids().any(|id| tree.depth(id) >= 4))
        .count();
    assert!(
        deep_and_wide >= 80,
        "only {deep_and_wide} of 200 trees have 15 nodes and depth 4"
    );
}
