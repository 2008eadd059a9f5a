//! Whole traces written out step by step, the frame replay at chosen steps,
//! and the pseudocode line of each step.

use expect_test::{expect, Expect};
use gametree::frame::NodeState;
use gametree::pseudocode::Pseudocode;
use gametree::{parse, search, Algorithm, Failure, Frame, Options, Score, Step, Trace, Tree};

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
    let code = Pseudocode::new(tree, &trace.options);
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
        expect![[r#""#]],
    );
}

#[test]
fn fail_hard_negamax_returns_bounds() {
    let options = Options {
        failure: Failure::Hard,
        ..Options::new(Algorithm::NegamaxAlphaBeta)
    };
    check("A(B(E=3 F=12) C(H=2 I=4))", options, expect![[r#""#]]);
}

#[test]
fn expectiminimax_averages() {
    check(
        "(1/4:(1 5) 3/4:(3 9))",
        Options::new(Algorithm::Expectiminimax),
        expect![[r#""#]],
    );
}

#[test]
fn depth_limited_minimax_pseudocode() {
    let tree = parse("A(B=4(E=2 F=7) C=9(G=1 H(K=12 L=3)) D=6(I=8 J=4))").unwrap();
    let options = Options {
        depth: Some(1),
        ..Options::new(Algorithm::Minimax)
    };
    let code: Vec<&str> = Pseudocode::new(&tree, &options).lines().collect();
    expect![[r#""#]].assert_eq(&code.join("\n"));
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
    assert_eq!((frame.visited, frame.evaluated, frame.cutoffs), (6, 4, 1));

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
