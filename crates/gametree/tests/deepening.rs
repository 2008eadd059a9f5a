//! Iterative deepening by hand on the lecture's tree with static values
//! (lecture-trees.md, example 5, with a static value on H so that the
//! pass to depth 2 can stop there), pass by pass: what each pass reads,
//! cuts and chooses, how the order changes between passes, and what the
//! replay shows at the boundaries.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, Expect};
use gametree::explain::explain;
use gametree::frame::NodeState;
use gametree::lang::english;
use gametree::order::children_in;
use gametree::pseudocode::Pseudocode;
use gametree::{parse, search, Algorithm, Frame, MoveOrder, NodeId, Options, Step, Summary, Tree};

/// Example 5 with H=5: depth 1 sees B 4, C 9, D 6; depth 2 sees H's 5.
const STATIC_VALUES: &str = "A(B=4(E=2 F=7) C=9(G=1 H=5(K=12 L=3)) D=6(I=8 J=4))";

fn deepening(algorithm: Algorithm) -> Options {
    Options {
        iterative: true,
        ..Options::new(algorithm)
    }
}

/// Each pass in a line: its depth, the order of A's children, the values
/// it read, where it cut, and its answer; the sentence of every `Pass`
/// and `Reorder` step in between.
fn passes(tree: &Tree, options: &Options) -> String {
    let trace = search(tree, options).unwrap();
    let summary = Summary::new(tree, &trace);
    let mut out = String::new();
    let mut frame = Frame::new(tree);
    for (index, step) in trace.steps.iter().enumerate() {
        if matches!(step, Step::Pass { .. } | Step::Reorder { .. }) {
            out.push_str(&explain(english(), tree, &trace, &frame, step));
            out.push('\n');
        }
        frame.apply(tree, step);
        if let Some(pass) = summary.passes.iter().find(|pass| pass.steps.start == index) {
            let places = trace.arrangement(frame.arrangement).unwrap();
            let order: Vec<String> = children_in(tree, places, NodeId::ROOT)
                .into_iter()
                .map(|child| tree.name(child))
                .collect();
            let read: Vec<String> = trace.steps[pass.steps.clone()]
                .iter()
                .filter_map(|step| match *step {
                    Step::Evaluate { node, .. } => Some(tree.name(node)),
                    _ => None,
                })
                .collect();
            out.push_str(&format!(
                "  depth {}, A searches {}: reads {}; {} cut; A = {}, move {:?}\n",
                pass.depth,
                order.join(" "),
                read.join(" "),
                pass.cutoffs,
                pass.value,
                pass.best_move
            ));
        }
    }
    out
}

fn check(text: &str, options: Options, expected: Expect) {
    expected.assert_eq(&passes(&parse(text).unwrap(), &options));
}

#[test]
fn alpha_beta_pass_by_pass() {
    // Pass 1 sees C best (9); pass 2 puts C first, finds C only worth 1
    // and D 4, and cuts B after E; pass 3 then takes D, B, C (4, 2, 1),
    // D's J before I (MIN: 4 before 8), and cuts both B and C at once.
    check(
        STATIC_VALUES,
        deepening(Algorithm::AlphaBeta),
        expect![[r#"
            Pass 1 of iterative deepening: search A to depth 1, reading static values there.
              depth 1, A searches B C D: reads B C D; 0 cut; A = 9, move Some(1)
            Before pass 2, every node's children are put best first by the values pass 1 backed up: A will now search C (9), D (6) and B (4); no other node changes its order.
            Pass 2: search A again, now to depth 2, reading static values there.
              depth 2, A searches C D B: reads G H I J E; 1 cut; A = 4, move Some(2)
            Before pass 3, every node's children are put best first by the values pass 2 backed up: A will now search D (4), B (2) and C (1); 1 other node changes its order.
            Pass 3: search A again, now to depth 3, the whole tree.
              depth 3, A searches D B C: reads J I E G; 2 cut; A = 4, move Some(2)
        "#]],
    );
}

#[test]
fn every_deepening_search_agrees_pass_by_pass() {
    let tree = parse(STATIC_VALUES).unwrap();
    let answers = |options: Options| {
        let summary = Summary::new(&tree, &search(&tree, &options).unwrap());
        summary
            .passes
            .iter()
            .map(|pass| (pass.depth, pass.value, pass.best_move))
            .collect::<Vec<_>>()
    };
    let expected = vec![(1, 9.0, Some(1)), (2, 4.0, Some(2)), (3, 4.0, Some(2))];
    for algorithm in [
        Algorithm::AlphaBeta,
        Algorithm::NegamaxAlphaBeta,
        Algorithm::Pvs,
    ] {
        assert_eq!(answers(deepening(algorithm)), expected, "{algorithm:?}");
    }
    // Starting worst first changes the cost of the passes, not their answers.
    let worst = Options {
        order: MoveOrder::Worst,
        ..deepening(Algorithm::AlphaBeta)
    };
    assert_eq!(answers(worst), expected);
    // A depth limit stops the passes there.
    let two = Options {
        depth: Some(2),
        ..deepening(Algorithm::AlphaBeta)
    };
    assert_eq!(answers(two), expected[..2]);
}

#[test]
fn the_replay_starts_every_pass_afresh_and_keeps_the_order() {
    let tree = parse(STATIC_VALUES).unwrap();
    let trace = search(&tree, &deepening(Algorithm::AlphaBeta)).unwrap();
    let reorder = trace
        .steps
        .iter()
        .position(|step| matches!(step, Step::Reorder { .. }))
        .unwrap();
    // During the reordering the values of pass 1 are still on show.
    let before = Frame::at(&tree, &trace, reorder + 1);
    let c = tree.find("1").unwrap();
    assert_eq!(before.node(c).state, NodeState::Done);
    assert_eq!((before.passes, before.arrangement), (1, 1));
    // The next pass starts from nothing, in the new order.
    let after = Frame::at(&tree, &trace, reorder + 2);
    assert!(after.nodes.iter().all(|node| node.value.is_none()));
    assert_eq!(
        (after.passes, after.arrangement, after.chosen),
        (2, 1, None)
    );
    let entered = Frame::at(&tree, &trace, reorder + 4);
    assert_eq!(entered.node(NodeId::ROOT).order, Some(1));
    assert_eq!(entered.node(c).order, Some(2), "C comes first in pass 2");
    // The counters add up the passes.
    let end = Frame::at(&tree, &trace, trace.len());
    assert_eq!((end.evaluated, end.cutoffs, end.passes), (3 + 5 + 4, 3, 3));
}

#[test]
fn the_listing_loops_over_the_passes() {
    let tree = parse(STATIC_VALUES).unwrap();
    let options = deepening(Algorithm::AlphaBeta);
    let code = Pseudocode::new(&tree, &options, english());
    let lines: Vec<&str> = code.lines().take(7).collect();
    expect![[r#"
        function ITERATIVE-DEEPENING-SEARCH(state) returns an action
          for limit ← 1 to 3 do
            if limit > 1 then put the children of every node the last pass valued best first, by its values
            v ← MAX-VALUE(state, −∞, +∞, 0)
          return the first action in ACTIONS(state) with value v
        function MAX-VALUE(state, α, β, depth) returns a utility value
          if CUTOFF-TEST(state, depth) then return EVAL(state)"#]]
    .assert_eq(&lines.join("\n"));
    let trace = search(&tree, &options).unwrap();
    let line = |wanted: fn(&Step) -> bool| {
        let step = trace.steps.iter().find(|step| wanted(step)).unwrap();
        code.line_of(&tree, step)
    };
    assert_eq!(line(|step| matches!(step, Step::Pass { .. })), 1);
    assert_eq!(line(|step| matches!(step, Step::Reorder { .. })), 2);
}

#[test]
fn a_pass_that_stops_at_a_node_without_a_static_value_is_refused() {
    // The lecture's own tree has no static value on H: the pass to depth 2 stops there.
    let tree = parse("A(B=4(E=2 F=7) C=9(G=1 H(K=12 L=3)) D=6(I=8 J=4))").unwrap();
    let error = search(&tree, &deepening(Algorithm::AlphaBeta)).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the pass of iterative deepening to depth 2 stops the search at H, which has no static value (write it as H=VALUE(...))"
    );
    assert_eq!(error.node, tree.find("1.1"));
    // With a depth limit of 1 the one pass needs only B, C and D.
    let one = Options {
        depth: Some(1),
        ..deepening(Algorithm::AlphaBeta)
    };
    assert!(search(&tree, &one).is_ok());
    // A lone leaf is one pass at depth 0.
    let leaf = parse("7").unwrap();
    let summary = Summary::new(&leaf, &search(&leaf, &deepening(Algorithm::Pvs)).unwrap());
    assert_eq!(summary.passes.len(), 1);
    assert_eq!(summary.passes[0].depth, 0);
}

/// A chain `depth` nodes deep, every inner node with the static value 1.
fn chain(depth: usize) -> gametree::Tree {
    let mut text = String::new();
    for _ in 1..depth {
        text.push_str("N=1(");
    }
    text.push('5');
    text.push_str(&")".repeat(depth - 1));
    gametree::parse(&text).unwrap()
}

/// Iterative deepening counts the nodes its passes would visit before any
/// pass runs, and refuses past its limit: a chain visits depth² / 2.
#[test]
fn deepening_counts_its_visits_and_refuses_too_many() {
    use gametree::search::{deepening_visits, MOST_DEEPENING_VISITS};
    let options = gametree::Options {
        iterative: true,
        ..gametree::Options::new(gametree::Algorithm::AlphaBeta)
    };
    // Passes at depths 1 to 3 of a 4-node chain visit 2 + 3 + 4 nodes.
    assert_eq!(deepening_visits(&chain(4), &options), 9);
    let limited = gametree::Options {
        depth: Some(2),
        ..options
    };
    assert_eq!(deepening_visits(&chain(4), &limited), 2 + 3);
    assert!(gametree::search(&chain(1000), &options).is_ok());
    let error = gametree::search(&chain(9000), &options).unwrap_err();
    expect_test::expect!["iterative deepening would visit up to 40504499 nodes in all its passes, more than the 40000000 it may: set a depth limit, or search once"]
        .assert_eq(&error.to_string());
    assert!(deepening_visits(&chain(9000), &options) > MOST_DEEPENING_VISITS);
}
