//! Whole traces written out step by step, the frame replay at chosen steps,
//! and the pseudocode line of each step.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, Expect};
use gametree::frame::NodeState;
use gametree::lang::english;
use gametree::pseudocode::Pseudocode;
use gametree::{
    parse, search, Algorithm, Failure, Frame, MoveOrder, NodeFrame, NodeId, Options, Score, Step,
    Trace, Tree,
};

fn number(x: f64) -> String {
    if x.is_infinite() {
        if x > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else {
        format!("{x}")
    }
}

fn score(trace: &Trace, value: Score) -> String {
    match value {
        Score::Number(x) => number(x),
        Score::Tuple(id) => format!("{:?}", trace.tuple(id)),
    }
}

/// One line a step, with the pseudocode line it executes.
fn transcript(tree: &Tree, trace: &Trace) -> String {
    let code = Pseudocode::new(tree, &trace.options, english());
    let lines: Vec<&str> = code.lines().collect();
    let mut out = String::new();
    for step in &trace.steps {
        let name = |node| tree.name(node);
        let text = match *step {
            Step::Enter { node, alpha, beta } => {
                format!("enter {} ({}, {})", name(node), number(alpha), number(beta))
            }
            Step::Evaluate { node, value } => {
                format!("evaluate {} = {}", name(node), score(trace, value))
            }
            Step::Backup { node, child, value } => format!(
                "backup {} <- {}: v = {}",
                name(node),
                name(child),
                score(trace, value)
            ),
            Step::Window { node, alpha, beta } => {
                format!(
                    "window {} ({}, {})",
                    name(node),
                    number(alpha),
                    number(beta)
                )
            }
            Step::Cut {
                node,
                after,
                value,
                bound,
            } => format!(
                "cut {} after {}: v = {} vs {}",
                name(node),
                name(tree.children(node)[after as usize]),
                number(value),
                number(bound)
            ),
            Step::Return { node, value } => {
                format!("return {} = {}", name(node), score(trace, value))
            }
            Step::Choose { node, child } => format!(
                "choose {} -> {}",
                name(node),
                name(tree.children(node)[child as usize])
            ),
            Step::Goal { node, reached } => format!("goal {} {reached}", name(node)),
            Step::Cycle { node, earlier } => {
                format!("cycle {} at {}", name(node), tree.address(earlier))
            }
            Step::PlanFound { node } => format!("plan {}", name(node)),
            Step::PlanFailed { node } => format!("failure {}", name(node)),
            Step::Pass { depth, .. } => format!("pass to depth {depth}"),
            Step::Reorder { .. } => "reorder".to_string(),
            Step::Probe {
                node,
                child,
                alpha,
                beta,
            } => format!(
                "probe {} from {} ({}, {})",
                name(child),
                name(node),
                number(alpha),
                number(beta)
            ),
            Step::Research { node, child, value } => format!(
                "research {} from {}: {}",
                name(child),
                name(node),
                number(value)
            ),
            // The proof-number searches' steps are written out in proof_number.rs.
            other => format!("{other:?}"),
        };
        let line = lines[code.line_of(tree, step)].trim();
        out.push_str(&format!("{text:<34} | {line}\n"));
    }
    out
}

fn check(text: &str, options: Options, expect: Expect) {
    let tree = parse(text).unwrap();
    let trace = search(&tree, &options).unwrap();
    expect.assert_eq(&transcript(&tree, &trace));
}

#[test]
fn alpha_beta_on_figure_5_2() {
    check(
        "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))",
        Options::new(Algorithm::AlphaBeta),
        expect![[r#"
            enter A (-inf, +inf)               | function MAX-VALUE(state, α, β) returns a utility value
            enter B (-inf, +inf)               | function MIN-VALUE(state, α, β) returns a utility value
            enter E (-inf, +inf)               | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate E = 3                     | if TERMINAL-TEST(state) then return UTILITY(state)
            backup B <- E: v = 3               | v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))
            window B (-inf, 3)                 | β ← MIN(β, v)
            enter F (-inf, 3)                  | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate F = 12                    | if TERMINAL-TEST(state) then return UTILITY(state)
            backup B <- F: v = 3               | v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))
            window B (-inf, 3)                 | β ← MIN(β, v)
            enter G (-inf, 3)                  | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate G = 8                     | if TERMINAL-TEST(state) then return UTILITY(state)
            backup B <- G: v = 3               | v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))
            window B (-inf, 3)                 | β ← MIN(β, v)
            return B = 3                       | return v
            backup A <- B: v = 3               | v ← MAX(v, MIN-VALUE(RESULT(state, a), α, β))
            window A (3, +inf)                 | α ← MAX(α, v)
            enter C (3, +inf)                  | function MIN-VALUE(state, α, β) returns a utility value
            enter H (3, +inf)                  | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate H = 2                     | if TERMINAL-TEST(state) then return UTILITY(state)
            backup C <- H: v = 2               | v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))
            cut C after H: v = 2 vs 3          | if v ≤ α then return v
            return C = 2                       | return v
            backup A <- C: v = 3               | v ← MAX(v, MIN-VALUE(RESULT(state, a), α, β))
            window A (3, +inf)                 | α ← MAX(α, v)
            enter D (3, +inf)                  | function MIN-VALUE(state, α, β) returns a utility value
            enter K (3, +inf)                  | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate K = 14                    | if TERMINAL-TEST(state) then return UTILITY(state)
            backup D <- K: v = 14              | v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))
            window D (3, 14)                   | β ← MIN(β, v)
            enter L (3, 14)                    | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate L = 5                     | if TERMINAL-TEST(state) then return UTILITY(state)
            backup D <- L: v = 5               | v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))
            window D (3, 5)                    | β ← MIN(β, v)
            enter M (3, 5)                     | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate M = 2                     | if TERMINAL-TEST(state) then return UTILITY(state)
            backup D <- M: v = 2               | v ← MIN(v, MAX-VALUE(RESULT(state, a), α, β))
            cut D after M: v = 2 vs 3          | if v ≤ α then return v
            return D = 2                       | return v
            backup A <- D: v = 3               | v ← MAX(v, MIN-VALUE(RESULT(state, a), α, β))
            window A (3, +inf)                 | α ← MAX(α, v)
            return A = 3                       | return v
            choose A -> B                      | return the first action in ACTIONS(state) with value v
        "#]],
    );
}

#[test]
fn fail_hard_negamax_returns_bounds() {
    let options = Options {
        failure: Failure::Hard,
        ..Options::new(Algorithm::NegamaxAlphaBeta)
    };
    check(
        "A(B(E=3 F=12) C(H=2 I=4))",
        options,
        expect![[r#"
        enter A (-inf, +inf)               | function NEGAMAX(state, α, β) returns a value for the player to move
        enter B (-inf, +inf)               | function NEGAMAX(state, α, β) returns a value for the player to move
        enter E (-inf, +inf)               | if TERMINAL-TEST(state) then return COLOR(state) × UTILITY(state)   (COLOR is +1 for MAX, −1 for MIN)
        evaluate E = 3                     | if TERMINAL-TEST(state) then return COLOR(state) × UTILITY(state)   (COLOR is +1 for MAX, −1 for MIN)
        backup B <- E: v = -3              | v ← MAX(v, −NEGAMAX(RESULT(state, a), −β, −α))
        window B (-3, +inf)                | α ← MAX(α, v)
        enter F (-inf, 3)                  | if TERMINAL-TEST(state) then return COLOR(state) × UTILITY(state)   (COLOR is +1 for MAX, −1 for MIN)
        evaluate F = 12                    | if TERMINAL-TEST(state) then return COLOR(state) × UTILITY(state)   (COLOR is +1 for MAX, −1 for MIN)
        backup B <- F: v = -3              | v ← MAX(v, −NEGAMAX(RESULT(state, a), −β, −α))
        window B (-3, +inf)                | α ← MAX(α, v)
        return B = -3                      | return α
        backup A <- B: v = 3               | v ← MAX(v, −NEGAMAX(RESULT(state, a), −β, −α))
        window A (3, +inf)                 | α ← MAX(α, v)
        enter C (-inf, -3)                 | function NEGAMAX(state, α, β) returns a value for the player to move
        enter H (3, +inf)                  | if TERMINAL-TEST(state) then return COLOR(state) × UTILITY(state)   (COLOR is +1 for MAX, −1 for MIN)
        evaluate H = 2                     | if TERMINAL-TEST(state) then return COLOR(state) × UTILITY(state)   (COLOR is +1 for MAX, −1 for MIN)
        backup C <- H: v = -2              | v ← MAX(v, −NEGAMAX(RESULT(state, a), −β, −α))
        cut C after H: v = -2 vs -3        | if v ≥ β then return β
        return C = -3                      | return α
        backup A <- C: v = 3               | v ← MAX(v, −NEGAMAX(RESULT(state, a), −β, −α))
        window A (3, +inf)                 | α ← MAX(α, v)
        return A = 3                       | return α
        choose A -> B                      | return the first action in ACTIONS(state) with value v
    "#]],
    );
}

#[test]
fn expectiminimax_averages() {
    check(
        "(1/4:(1 5) 3/4:(3 9))",
        Options::new(Algorithm::Expectiminimax),
        expect![[r#"
            enter the root (-inf, +inf)        | function CHANCE-VALUE(state) returns an expected value
            enter node 0 (-inf, +inf)          | function MAX-VALUE(state) returns a utility value
            enter node 0.0 (-inf, +inf)        | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate node 0.0 = 1              | if TERMINAL-TEST(state) then return UTILITY(state)
            backup node 0 <- node 0.0: v = 1   | v ← MAX(v, VALUE(RESULT(state, a)))
            enter node 0.1 (-inf, +inf)        | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate node 0.1 = 5              | if TERMINAL-TEST(state) then return UTILITY(state)
            backup node 0 <- node 0.1: v = 5   | v ← MAX(v, VALUE(RESULT(state, a)))
            return node 0 = 5                  | return v
            backup the root <- node 0: v = 1.25 | v ← v + p × VALUE(s′)
            enter node 1 (-inf, +inf)          | function MAX-VALUE(state) returns a utility value
            enter node 1.0 (-inf, +inf)        | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate node 1.0 = 3              | if TERMINAL-TEST(state) then return UTILITY(state)
            backup node 1 <- node 1.0: v = 3   | v ← MAX(v, VALUE(RESULT(state, a)))
            enter node 1.1 (-inf, +inf)        | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate node 1.1 = 9              | if TERMINAL-TEST(state) then return UTILITY(state)
            backup node 1 <- node 1.1: v = 9   | v ← MAX(v, VALUE(RESULT(state, a)))
            return node 1 = 9                  | return v
            backup the root <- node 1: v = 8   | v ← v + p × VALUE(s′)
            return the root = 8                | return v
        "#]],
    );
}

#[test]
fn depth_limited_minimax_pseudocode() {
    let tree = parse("A(B=4(E=2 F=7) C=9(G=1 H(K=12 L=3)) D=6(I=8 J=4))").unwrap();
    let options = Options {
        depth: Some(1),
        ..Options::new(Algorithm::Minimax)
    };
    let code = Pseudocode::new(&tree, &options, english());
    let lines: Vec<&str> = code.lines().collect();
    expect![[r#"
        function MINIMAX-DECISION(state) returns an action
          v ← MAX-VALUE(state, 0)
          return the first action in ACTIONS(state) with value v
        function MAX-VALUE(state, depth) returns a utility value
          if CUTOFF-TEST(state, depth) then return EVAL(state)
          v ← −∞
          for each a in ACTIONS(state) do
            v ← MAX(v, MIN-VALUE(RESULT(state, a), depth + 1))
          return v
        function MIN-VALUE(state, depth) returns a utility value
          if CUTOFF-TEST(state, depth) then return EVAL(state)
          v ← +∞
          for each a in ACTIONS(state) do
            v ← MIN(v, MAX-VALUE(RESULT(state, a), depth + 1))
          return v"#]]
    .assert_eq(&lines.join("\n"));
}

#[test]
fn frame_replay_on_figure_5_2() {
    let tree = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
    let c = tree.find("1").unwrap();
    let cut_step = trace
        .steps
        .iter()
        .position(|step| matches!(step, Step::Cut { node, .. } if *node == c))
        .unwrap();
    let frame = Frame::at(&tree, &trace, cut_step + 1);
    let state = |address: &str| frame.node(tree.find(address).unwrap()).state;
    assert_eq!(state(""), NodeState::Active);
    assert_eq!(state("0"), NodeState::Done);
    assert_eq!(state("1"), NodeState::Active);
    assert_eq!(state("1.0"), NodeState::Done);
    assert_eq!(state("1.1"), NodeState::Pruned);
    assert_eq!(state("1.2"), NodeState::Pruned);
    assert_eq!(state("2"), NodeState::Unvisited);
    let cut = frame.node(c).cut.unwrap();
    assert_eq!((cut.after, cut.value, cut.bound), (0, 2.0, 3.0));
    assert_eq!(frame.node(c).entered, Some((3.0, f64::INFINITY)));
    assert_eq!((frame.visited, frame.evaluated, frame.cutoffs), (7, 4, 1));

    let start = Frame::at(&tree, &trace, 0);
    assert!(start
        .nodes
        .iter()
        .all(|n| n.value.is_none() && n.state == NodeState::Unvisited));

    let end = Frame::at(&tree, &trace, trace.len());
    assert_eq!(
        end.node(tree.find("").unwrap()).value,
        Some(Score::Number(3.0))
    );
    assert_eq!(end.chosen, Some(0));
    assert_eq!((end.visited, end.evaluated, end.cutoffs), (11, 7, 1));
}

#[test]
fn steps_fit_in_32_bytes() {
    assert!(std::mem::size_of::<Step>() <= 32);
}

#[test]
fn a_cut_test_at_the_last_child_marks_nothing_cut() {
    // D's test fires at M, its last child: nothing is skipped, so D must
    // not look cut; C skipped I and J, so it does.
    let tree = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
    let end = Frame::at(&tree, &trace, trace.len());
    let (c, d) = (tree.find("1").unwrap(), tree.find("2").unwrap());
    assert!(end.node(c).cut.is_some(), "C skipped I and J");
    assert_eq!(end.node(d).cut, None, "D skipped nothing");
    let tests: Vec<(String, bool)> = trace
        .cuts(&tree)
        .map(|cut| (tree.name(cut.node), cut.skipped))
        .collect();
    assert_eq!(tests, [("C".to_string(), true), ("D".to_string(), false)]);
}

#[test]
fn the_principal_variation_runs_all_the_way_down() {
    let tree = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    for algorithm in [
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::NegamaxAlphaBeta,
    ] {
        let trace = search(&tree, &Options::new(algorithm)).unwrap();
        let end = Frame::at(&tree, &trace, trace.len());
        let line: Vec<String> = end
            .principal_variation(&tree)
            .iter()
            .map(|&node| tree.name(node))
            .collect();
        assert_eq!(line, ["A", "B", "E"], "{algorithm:?}");
        // Before the root has chosen there is no line of best play yet.
        let before = Frame::at(&tree, &trace, trace.len() - 1);
        assert!(before.principal_variation(&tree).is_empty());
    }
    // The exercise tree: A → C → G → P (12), leftmost among equals.
    let exercise =
        parse("A(B(E(K=2 L=4) F(M=7 N=3)) C(G(O=1 P=12) H(R=14 S=6)) D(I(T=9 U=8) J(V=10)))")
            .unwrap();
    let trace = search(&exercise, &Options::new(Algorithm::Minimax)).unwrap();
    let end = Frame::at(&exercise, &trace, trace.len());
    let line: Vec<String> = end
        .principal_variation(&exercise)
        .iter()
        .map(|&node| exercise.name(node))
        .collect();
    assert_eq!(line, ["A", "C", "G", "P"]);
}

#[test]
fn expectiminimax_pseudocode_defines_every_function_it_calls() {
    let tree = parse("A(B(1/6:(3 5) 5/6:(2 9)) C(1/6:(7 1) 5/6:(8 6)))").unwrap();
    for algorithm in [Algorithm::Expectiminimax, Algorithm::MaxN] {
        let code = Pseudocode::new(&tree, &Options::new(algorithm), english());
        let text: Vec<&str> = code.lines().collect();
        let defined: Vec<&str> = text
            .iter()
            .filter_map(|line| line.strip_prefix("function "))
            .filter_map(|rest| rest.split('(').next())
            .collect();
        for line in &text {
            for called in line.split(|c: char| !(c.is_ascii_uppercase() || c == '-')) {
                if called.ends_with("-VALUE") || called == "VALUE" {
                    assert!(
                        defined.contains(&called),
                        "{called} is called but not defined in {text:#?}"
                    );
                }
            }
        }
    }
}

/// Lecture exercise 3 under principal variation search: B is searched
/// with the full window; C is probed with (4, 5), fails high with 12 and
/// is searched again with (4, +∞); D is probed with (12, 13) and fails
/// low at once. Leaves are never searched again: their probe read them.
#[test]
fn pvs_probes_and_searches_again() {
    check(
        "A(B(E=4 F=7) C(G=12 H=14) D(I=2 J=10))",
        Options::new(Algorithm::Pvs),
        expect![[r#"
            enter A (-inf, +inf)               | function MAX-VALUE(state, α, β) returns a utility value
            enter B (-inf, +inf)               | function MIN-VALUE(state, α, β) returns a utility value
            enter E (-inf, +inf)               | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate E = 4                     | if TERMINAL-TEST(state) then return UTILITY(state)
            backup B <- E: v = 4               | v ← MIN(v, v′)
            window B (-inf, 4)                 | β ← MIN(β, v)
            probe F from B (3, 4)              | v′ ← MAX-VALUE(RESULT(state, a), β − 1, β)   ▷ null window
            enter F (3, 4)                     | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate F = 7                     | if TERMINAL-TEST(state) then return UTILITY(state)
            backup B <- F: v = 4               | v ← MIN(v, v′)
            window B (-inf, 4)                 | β ← MIN(β, v)
            return B = 4                       | return v
            backup A <- B: v = 4               | v ← MAX(v, v′)
            window A (4, +inf)                 | α ← MAX(α, v)
            probe C from A (4, 5)              | v′ ← MIN-VALUE(RESULT(state, a), α, α + 1)   ▷ null window
            enter C (4, 5)                     | function MIN-VALUE(state, α, β) returns a utility value
            enter G (4, 5)                     | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate G = 12                    | if TERMINAL-TEST(state) then return UTILITY(state)
            backup C <- G: v = 12              | v ← MIN(v, v′)
            window C (4, 5)                    | β ← MIN(β, v)
            enter H (4, 5)                     | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate H = 14                    | if TERMINAL-TEST(state) then return UTILITY(state)
            backup C <- H: v = 12              | v ← MIN(v, v′)
            window C (4, 5)                    | β ← MIN(β, v)
            return C = 12                      | return v
            research C from A: 12              | if α + 1 ≤ v′ < β then v′ ← MIN-VALUE(RESULT(state, a), α, β)   ▷ search again
            enter C (4, +inf)                  | function MIN-VALUE(state, α, β) returns a utility value
            enter G (4, +inf)                  | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate G = 12                    | if TERMINAL-TEST(state) then return UTILITY(state)
            backup C <- G: v = 12              | v ← MIN(v, v′)
            window C (4, 12)                   | β ← MIN(β, v)
            probe H from C (11, 12)            | v′ ← MAX-VALUE(RESULT(state, a), β − 1, β)   ▷ null window
            enter H (11, 12)                   | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate H = 14                    | if TERMINAL-TEST(state) then return UTILITY(state)
            backup C <- H: v = 12              | v ← MIN(v, v′)
            window C (4, 12)                   | β ← MIN(β, v)
            return C = 12                      | return v
            backup A <- C: v = 12              | v ← MAX(v, v′)
            window A (12, +inf)                | α ← MAX(α, v)
            probe D from A (12, 13)            | v′ ← MIN-VALUE(RESULT(state, a), α, α + 1)   ▷ null window
            enter D (12, 13)                   | function MIN-VALUE(state, α, β) returns a utility value
            enter I (12, 13)                   | if TERMINAL-TEST(state) then return UTILITY(state)
            evaluate I = 2                     | if TERMINAL-TEST(state) then return UTILITY(state)
            backup D <- I: v = 2               | v ← MIN(v, v′)
            cut D after I: v = 2 vs 12         | if v ≤ α then return v
            return D = 2                       | return v
            backup A <- D: v = 12              | v ← MAX(v, v′)
            window A (12, +inf)                | α ← MAX(α, v)
            return A = 12                      | return v
            choose A -> C                      | return the first action in ACTIONS(state) with value v
        "#]],
    );
}

/// The replay marks what an arranged search skipped, whatever the order:
/// best first, D searches M first and cuts there, skipping L and K,
/// which come before M as drawn.
#[test]
fn the_replay_of_an_arranged_search() {
    let tree = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    let options = Options {
        order: MoveOrder::Best,
        ..Options::new(Algorithm::AlphaBeta)
    };
    let trace = search(&tree, &options).unwrap();
    let end = Frame::at(&tree, &trace, trace.len());
    let state = |address: &str| end.node(tree.find(address).unwrap()).state;
    assert_eq!(
        ["2.0", "2.1", "2.2"].map(state),
        [NodeState::Pruned, NodeState::Pruned, NodeState::Done]
    );
    let cut = end.node(tree.find("2").unwrap()).cut.unwrap();
    assert_eq!((cut.after, cut.searched), (2, 1));
    assert_eq!(end.cutoffs, 2);
    assert_eq!(end.arrangement, 0);
    assert!(trace.arrangement(0).is_some() && trace.arrangement(1).is_none());
}

/// Searching a child again starts its picture afresh: what the probe
/// found below C is put aside until the search reaches it again.
#[test]
fn a_search_again_clears_the_child() {
    let tree = parse("A(B(E=4 F=7) C(G=12 H=14) D(I=2 J=10))").unwrap();
    let trace = search(&tree, &Options::new(Algorithm::Pvs)).unwrap();
    let research = trace
        .steps
        .iter()
        .position(|step| matches!(step, Step::Research { .. }))
        .unwrap();
    let (c, g) = (tree.find("1").unwrap(), tree.find("1.0").unwrap());
    let probed = Frame::at(&tree, &trace, research);
    assert_eq!(probed.node(g).state, NodeState::Done);
    assert_eq!(probed.node(c).value, Some(Score::Number(12.0)));
    let cleared = Frame::at(&tree, &trace, research + 1);
    assert_eq!(cleared.node(c), &NodeFrame::default());
    assert_eq!(cleared.node(g), &NodeFrame::default());
    assert_eq!(cleared.node(NodeId::ROOT).state, NodeState::Active);
    let end = Frame::at(&tree, &trace, trace.len());
    // Leaves read twice count twice: E F G H, then G H again, then I.
    assert_eq!((end.evaluated, end.cutoffs), (7, 1));
}
