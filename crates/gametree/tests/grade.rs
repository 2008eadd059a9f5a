//! The grader on hand-made answers: all right, each kind of mistake, extra
//! cuts, missing cuts on leaf edges, and ties under both rules.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, Expect};
use gametree::grade::{grade, Answers, Question};
use gametree::lang::english;
use gametree::{parse, search, Algorithm, NodeId, Options, TieRule, Tree};

const FIGURE_5_2: &str = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";

/// Answers built from labels: values of inner nodes and the children marked cut.
fn answers(tree: &Tree, values: &[(&str, f64)], cut: &[&str]) -> Answers {
    let find = |label: &str| -> NodeId {
        tree.ids()
            .find(|&id| tree.node(id).label.as_deref() == Some(label))
            .unwrap_or_else(|| panic!("no node {label}"))
    };
    let mut answers = Answers {
        values: vec![None; tree.len()],
        windows: vec![None; tree.len()],
        ..Answers::default()
    };
    for &(label, value) in values {
        answers.values[find(label).index()] = Some(value);
    }
    answers.cut = cut.iter().map(|&label| find(label)).collect();
    answers
}

fn check(
    text: &str,
    options: Options,
    given: (&[(&str, f64)], &[&str]),
    questions: &[Question],
    expect: Expect,
) {
    let tree = parse(text).unwrap();
    let trace = search(&tree, &options).unwrap();
    let result = grade(&tree, &trace, &answers(&tree, given.0, given.1), questions);
    let (right, total) = result.score();
    let first = result
        .first_mistake
        .map_or("no mistake".to_string(), |mistake| {
            format!(
                "{} (step {}): {}",
                tree.name(mistake.node),
                mistake.step,
                mistake.said(english(), &tree, &trace)
            )
        });
    expect.assert_eq(&format!("{right} of {total} right\n{first}\n"));
}

const ALL_VALUES: &[(&str, f64)] = &[("A", 3.0), ("B", 3.0), ("C", 2.0), ("D", 2.0)];

#[test]
fn all_right() {
    check(
        FIGURE_5_2,
        Options::new(Algorithm::Minimax),
        (ALL_VALUES, &[]),
        &[Question::Values],
        expect![[r#"
            4 of 4 right
            no mistake
        "#]],
    );
    check(
        FIGURE_5_2,
        Options::new(Algorithm::AlphaBeta),
        (ALL_VALUES, &["I", "J"]),
        &[Question::Values, Question::Cuts],
        expect![[r#"
            6 of 6 right
            no mistake
        "#]],
    );
}

#[test]
fn a_wrong_value_is_named_with_its_step() {
    let values = &[("A", 3.0), ("B", 3.0), ("C", 4.0), ("D", 2.0)];
    check(
        FIGURE_5_2,
        Options::new(Algorithm::Minimax),
        (values, &[]),
        &[Question::Values],
        expect![[r#"
            3 of 4 right
            C (step 23): C is worth 2, not 4: its children read 2, 4 and 6, and MIN takes the smallest.
        "#]],
    );
}

#[test]
fn a_wrong_value_is_explained_by_the_values_that_decide_it() {
    // Alpha-beta reads only H under C before the cut.
    check(
        FIGURE_5_2,
        Options::new(Algorithm::AlphaBeta),
        (
            &[("A", 3.0), ("B", 3.0), ("C", 4.0), ("D", 2.0)],
            &["I", "J"],
        ),
        &[Question::Values],
        expect![[r#"
            3 of 4 right
            C (step 22): C is worth 2, not 4: its children read 2 before the rest were cut, and MIN takes the smallest.
        "#]],
    );
    check(
        FIGURE_5_2,
        Options::new(Algorithm::AlphaBeta),
        (&[("A", 12.0)], &["I", "J"]),
        &[Question::Values],
        expect![[r#"
            0 of 4 right
            B (step 14): B is worth 3, not blank: its children read 3, 12 and 8, and MIN takes the smallest.
        "#]],
    );
    check(
        "A(B(1/6:(3 5) 5/6:(2 9)) C(1/6:(7 1) 5/6:(8 6)))",
        Options::new(Algorithm::Expectiminimax),
        (&[("A", 31.0 / 6.0), ("B", 3.0)], &[]),
        &[Question::Values],
        expect![[r#"
            1 of 7 right
            node 0.0 (step 9): Node 0.0 is worth 3, not blank: its children read 3 and 5, and MIN takes the smallest.
        "#]],
    );
    check(
        "A(B(1/6:X(3 5) 5/6:Y(2 9)))",
        Options::new(Algorithm::Expectiminimax),
        (
            &[("A", 13.0 / 6.0), ("B", 3.0), ("X", 3.0), ("Y", 2.0)],
            &[],
        ),
        &[Question::Values],
        expect![[r#"
            3 of 4 right
            B (step 20): B is worth 2.1667, not 3: its children read 3 and 2, weighted by their probabilities: 1/6 × 3 + 5/6 × 2 = 2.1667.
        "#]],
    );
    check(
        "A(B(E=3 F=12) C(H=2 I=4))",
        Options::new(Algorithm::Negamax),
        (&[("A", 3.0), ("B", 3.0)], &[]),
        &[Question::Values],
        expect![[r#"
            1 of 3 right
            B (step 8): B is worth −3, not 3: its children read 3 and 12, which are −3 and −12 for the player to move at B, and negamax takes the largest.
        "#]],
    );
}

#[test]
fn a_missing_cut_on_a_leaf_edge_names_the_rule() {
    check(
        FIGURE_5_2,
        Options::new(Algorithm::AlphaBeta),
        (ALL_VALUES, &["I"]),
        &[Question::Cuts],
        expect![[r#"
            1 of 2 right
            J (step 21): The branch to J is cut: C stops after H, an α-cut: v = 2 ≤ α = 3. MAX can already get 3 from B, so it will never let the game reach C: I and J are skipped.
        "#]],
    );
}

#[test]
fn an_extra_cut_is_a_mistake() {
    check(
        FIGURE_5_2,
        Options::new(Algorithm::AlphaBeta),
        (ALL_VALUES, &["I", "J", "L"]),
        &[Question::Cuts],
        expect![[r#"
            2 of 3 right
            L (step 30): L is not cut: after K, D's v = 14 is not ≤ α = 3, so the search goes on to L.
        "#]],
    );
}

#[test]
fn a_cut_marked_inside_a_cut_branch_is_a_mistake() {
    check(
        "A(B(E=3 F=12) C(H=2 X(Y=1 Z=2)))",
        Options::new(Algorithm::AlphaBeta),
        (&[], &["X", "Y"]),
        &[Question::Cuts],
        expect![[r#"
            1 of 2 right
            Y (step 17): Y lies in a branch that is already cut above it: mark only the branch where the cut happens.
        "#]],
    );
}

#[test]
fn ties_follow_the_rule_in_force() {
    let tree = "A(B(E=3 F=4) C(G=3 H=9))";
    let equal = Options::new(Algorithm::AlphaBeta);
    let strict = Options {
        ties: TieRule::Strict,
        ..equal
    };
    check(
        tree,
        equal,
        (&[], &["H"]),
        &[Question::Cuts],
        expect![[r#"
            1 of 1 right
            no mistake
        "#]],
    );
    check(
        tree,
        strict,
        (&[], &["H"]),
        &[Question::Cuts],
        expect![[r#"
            0 of 1 right
            H (step 18): H is not cut: after G, C's v = 3 is not < α = 3, so the search goes on to H.
        "#]],
    );
}

#[test]
fn a_wrong_window_is_named_with_its_step() {
    let tree = parse(FIGURE_5_2).unwrap();
    let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
    let mut given = answers(&tree, &[], &[]);
    for step in &trace.steps {
        if let gametree::Step::Enter { node, alpha, beta } = *step {
            given.windows[node.index()] = Some((alpha, beta));
        }
    }
    let all_right = grade(&tree, &trace, &given, &[Question::Windows]);
    assert_eq!(all_right.score(), (11, 11));
    let d = tree.find("2").unwrap();
    given.windows[d.index()] = Some((f64::NEG_INFINITY, f64::INFINITY));
    let graded = grade(&tree, &trace, &given, &[Question::Windows]);
    assert_eq!(graded.score(), (10, 11));
    expect!["D is entered with [α, β] = [3, +∞]: A hands down its own window as it stands after C, α = 3 and β = +∞."].assert_eq(&graded.first_mistake.unwrap().said(english(), &tree, &trace));
}

/// The windows exercise names the nodes it asks nothing of: those the
/// search never enters, and the cuts that skip them, counted past five.
#[test]
fn the_nodes_never_entered_are_named_with_their_cuts() {
    use gametree::explain::never_entered;
    let figure = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    let trace = search(&figure, &Options::new(Algorithm::AlphaBeta)).unwrap();
    assert_eq!(
        never_entered(english(), &figure, &trace).unwrap(),
        "I and J are never entered: alpha-beta stops searching at C before them, so they have no window to write."
    );
    let minimax = search(&figure, &Options::new(Algorithm::Minimax)).unwrap();
    assert_eq!(never_entered(english(), &figure, &minimax), None);
    // A cut of many leaves counts what it cannot list.
    let wide = parse("((3) (2 0 0 0 0 0 0 0 0))").unwrap();
    let trace = search(&wide, &Options::new(Algorithm::AlphaBeta)).unwrap();
    let said = never_entered(english(), &wide, &trace).unwrap();
    assert!(
        said.starts_with("Node 1.1, node 1.2, node 1.3, node 1.4 and 4 more are never entered"),
        "{said}"
    );
}
