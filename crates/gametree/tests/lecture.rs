//! The lecture trees of `lecture-trees.md`, searched with every algorithm
//! that suits them, checked against the answers worked out by hand.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, Expect};
use gametree::lang::english;
use gametree::{parse, search, Algorithm, Failure, Options, Summary, TieRule, Value};

const FIGURE_5_2: &str = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";
const EXERCISE_MINIMAX: &str =
    "A(B(E(K=2 L=4) F(M=7 N=3)) C(G(O=1 P=12) H(R=14 S=6)) D(I(T=9 U=8) J(V=10)))";
const EXERCISE_ALPHA_BETA: &str = "A(B(E=4 F=7) C(G=12 H=14) D(I=2 J=10))";
const THREE_PLAYERS: &str =
    "(((<1,2,6> <4,2,3>) (<6,1,2> <7,4,-1>)) ((<5,-1,-1> <-1,5,2>) (<7,7,-1> <5,4,5>)))";
const DEPTH_LIMITED: &str = "A(B=4(E=2 F=7) C=9(G=1 H(K=12 L=3)) D=6(I=8 J=4))";
const DICE: &str = "A(B(1/6:(3 5) 5/6:(2 9)) C(1/6:(7 1) 5/6:(8 6)))";

/// Searches `text` and writes the summary with labels, for an expectation.
fn check(text: &str, options: Options, expect: Expect) {
    let tree = parse(text).expect("lecture trees parse");
    let trace = search(&tree, &options).expect("lecture trees suit their algorithms");
    let summary = Summary::new(&tree, &trace);
    let value = match &summary.value {
        Value::Number(x) => format!("{x}"),
        Value::Tuple(entries) => format!("{entries:?}"),
    };
    let names = |nodes: &[gametree::NodeId]| {
        nodes
            .iter()
            .map(|&node| tree.name(node))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let cutoffs: Vec<String> = summary
        .cutoffs
        .iter()
        .map(|&(node, after)| {
            let last = tree.children(node)[after as usize];
            format!("{} after {}", tree.name(node), tree.name(last))
        })
        .collect();
    let best = summary
        .best_move
        .map_or("none".to_string(), |m| m.to_string());
    let actual = format!(
        "value {value}, move {best}\nevaluated {}\ncutoffs [{}]\nsteps {}\n",
        names(&summary.evaluated),
        cutoffs.join(", "),
        summary.steps
    );
    expect.assert_eq(&actual);
}

fn options(algorithm: Algorithm) -> Options {
    Options::new(algorithm)
}

#[test]
fn figure_5_2_minimax() {
    check(
        FIGURE_5_2,
        options(Algorithm::Minimax),
        expect![[r#"
            value 3, move 0
            evaluated E F G H I J K L M
            cutoffs []
            steps 39
        "#]],
    );
}

#[test]
fn figure_5_2_alpha_beta_cuts_c_after_h() {
    check(
        FIGURE_5_2,
        options(Algorithm::AlphaBeta),
        expect![[r#"
            value 3, move 0
            evaluated E F G H K L M
            cutoffs [C after H]
            steps 43
        "#]],
    );
}

#[test]
fn figure_5_2_every_alpha_beta_variant_agrees() {
    for algorithm in [Algorithm::AlphaBeta, Algorithm::NegamaxAlphaBeta] {
        for ties in [TieRule::CutOnEqual, TieRule::Strict] {
            for failure in [Failure::Soft, Failure::Hard] {
                let options = Options {
                    ties,
                    failure,
                    ..Options::new(algorithm)
                };
                check(
                    FIGURE_5_2,
                    options,
                    expect![[r#"
                        value 3, move 0
                        evaluated E F G H K L M
                        cutoffs [C after H]
                        steps 43
                    "#]],
                );
            }
        }
    }
}

#[test]
fn figure_5_2_negamax() {
    check(
        FIGURE_5_2,
        options(Algorithm::Negamax),
        expect![[r#"
            value 3, move 0
            evaluated E F G H I J K L M
            cutoffs []
            steps 39
        "#]],
    );
}

#[test]
fn exercise_minimax() {
    check(
        EXERCISE_MINIMAX,
        options(Algorithm::Minimax),
        expect![[r#"
            value 12, move 1
            evaluated K L M N O P R S T U V
            cutoffs []
            steps 63
        "#]],
    );
}

#[test]
fn exercise_alpha_beta_cuts_d_after_i() {
    check(
        EXERCISE_ALPHA_BETA,
        options(Algorithm::AlphaBeta),
        expect![[r#"
            value 12, move 1
            evaluated E F G H I
            cutoffs [D after I]
            steps 35
        "#]],
    );
    check(
        EXERCISE_ALPHA_BETA,
        options(Algorithm::Minimax),
        expect![[r#"
            value 12, move 1
            evaluated E F G H I J
            cutoffs []
            steps 30
        "#]],
    );
}

#[test]
fn three_players_max_n() {
    check(
        THREE_PLAYERS,
        options(Algorithm::MaxN),
        expect![[r#"
            value [1.0, 2.0, 6.0], move 0
            evaluated node 0.0.0 node 0.0.1 node 0.1.0 node 0.1.1 node 1.0.0 node 1.0.1 node 1.1.0 node 1.1.1
            cutoffs []
            steps 45
        "#]],
    );
}

#[test]
fn depth_limit_reads_static_values() {
    let depth_one = Options {
        depth: Some(1),
        ..Options::new(Algorithm::Minimax)
    };
    check(
        DEPTH_LIMITED,
        depth_one,
        expect![[r#"
            value 9, move 1
            evaluated B C D
            cutoffs []
            steps 12
        "#]],
    );
    check(
        DEPTH_LIMITED,
        options(Algorithm::Minimax),
        expect![[r#"
            value 4, move 2
            evaluated E F G K L I J
            cutoffs []
            steps 36
        "#]],
    );
}

#[test]
fn dice_expectiminimax() {
    check(
        DICE,
        options(Algorithm::Expectiminimax),
        expect![[r#"
            value 5.166666666666667, move 1
            evaluated node 0.0.0 node 0.0.1 node 0.1.0 node 0.1.1 node 1.0.0 node 1.0.1 node 1.1.0 node 1.1.1
            cutoffs []
            steps 45
        "#]],
    );
}

#[test]
fn unsuitable_trees_are_refused_with_a_reason() {
    let refuse = |text: &str, options: Options| {
        let tree = parse(text).unwrap();
        search(&tree, &options).unwrap_err().to_string()
    };
    assert_eq!(
        refuse(DICE, options(Algorithm::AlphaBeta)),
        "alphabeta cannot search chance nodes, and B is one: use expectiminimax"
    );
    assert_eq!(
        refuse(THREE_PLAYERS, options(Algorithm::Minimax)),
        "minimax needs numbers at the leaves; this tree has tuples, so use maxn"
    );
    assert_eq!(
        refuse(FIGURE_5_2, options(Algorithm::MaxN)),
        "maxn needs a tuple at every leaf, one value per player, such as <1,2,6>"
    );
    let depth_one = Options {
        depth: Some(1),
        ..Options::new(Algorithm::Minimax)
    };
    assert_eq!(
        refuse(FIGURE_5_2, depth_one),
        "the depth limit 1 stops the search at B, which has no static value (write it as B=VALUE(...))"
    );
}

#[test]
fn refusals_name_the_algorithms_as_the_reader_knows_them() {
    // The app's menu names; the command line keeps its option names above.
    let menu = |algorithm| match algorithm {
        Algorithm::Minimax => "Minimax",
        Algorithm::AlphaBeta => "Alpha-beta",
        Algorithm::Negamax => "Negamax",
        Algorithm::NegamaxAlphaBeta => "Negamax with alpha-beta",
        Algorithm::Expectiminimax => "Expectiminimax",
        Algorithm::MaxN => "max^n",
        Algorithm::ProofNumber => "Proof-number search",
        Algorithm::ProofNumberSquared => "PN²",
        Algorithm::DepthFirstProofNumber => "df-pn",
        Algorithm::Pvs => "Principal variation search",
        Algorithm::AndOr => "AND-OR search",
        Algorithm::MonteCarlo => "Monte Carlo tree search",
    };
    let refuse = |text: &str, options: Options| {
        let tree = parse(text).unwrap();
        search(&tree, &options)
            .unwrap_err()
            .said(menu)
            .say(english())
    };
    assert_eq!(
        refuse(DICE, options(Algorithm::AlphaBeta)),
        "Alpha-beta cannot search chance nodes, and B is one: use Expectiminimax"
    );
    assert_eq!(
        refuse(THREE_PLAYERS, options(Algorithm::NegamaxAlphaBeta)),
        "Negamax with alpha-beta needs numbers at the leaves; this tree has tuples, so use max^n"
    );
    assert_eq!(
        refuse(FIGURE_5_2, options(Algorithm::MaxN)),
        "max^n needs a tuple at every leaf, one value per player, such as <1,2,6>"
    );
    let hard_minimax = Options {
        failure: gametree::Failure::Hard,
        ..Options::new(Algorithm::Minimax)
    };
    assert_eq!(
        refuse(FIGURE_5_2, hard_minimax),
        "fail-hard applies only to Alpha-beta and Negamax with alpha-beta, not to Minimax"
    );
}

#[test]
fn every_preset_gives_the_answer_of_the_notes() {
    let answers: Vec<String> = gametree::presets::presets()
        .iter()
        .map(|preset| {
            let tree = parse(&preset.text(english())).expect("presets parse");
            let trace = search(&tree, &preset.options).expect("presets suit their search");
            let summary = Summary::new(&tree, &trace);
            let value = match summary.proof {
                Some(proof) if proof.proved => "proved".to_string(),
                Some(_) => "disproved".to_string(),
                None => format!("{:?}", summary.value),
            };
            format!("{}: {value} move {:?}", preset.title, summary.best_move)
        })
        .collect();
    expect![[r#"
        Two-move game (Russell & Norvig 5.2): Number(3.0) move Some(0)
        Exercise: apply minimax: Number(12.0) move Some(1)
        Exercise: apply alpha-beta: Number(12.0) move Some(1)
        Three players (max^n, Russell & Norvig 5.4): Tuple([1.0, 2.0, 6.0]) move Some(0)
        Depth limit with static values: Number(9.0) move Some(1)
        Dice (expectiminimax): Number(5.166666666666667) move Some(1)
        Nim with 7 sticks (Grundy's game): Number(-1.0) move Some(0)
        Tic-tac-toe: X to move and block: Number(0.0) move Some(3)
        Proof-number search: the narrow win first: proved move Some(1)
        Proof-number search: the most-proving node moves: proved move Some(2)
        PN²: inner searches settle whole subtrees: proved move Some(1)
        df-pn: depth-first under thresholds: proved move Some(2)
        Tic-tac-toe: the evaluation at depth 2, symmetries merged: Number(1.0) move Some(2)
        Nim: take 1 to 3 from 5: Number(1.0) move Some(0)
        Erratic vacuum world (AND-OR search): Number(1.0) move Some(0)
        Lambda search: a λ¹-tree in tic-tac-toe: Number(1.0) move Some(1)
        Prisoner's dilemma as a game tree: Number(-5.0) move Some(1)
        Monte Carlo tree search on the two-move game (5.2): Number(4.56) move Some(0)
        Monte Carlo tree search: a trap: Number(1.0000000000000018) move Some(0)
        Monte Carlo tree search: X to move and block: Number(-0.2366666666666667) move Some(3)"#]]
    .assert_eq(&answers.join("\n"));
}

#[test]
fn nim_with_seven_sticks_is_a_win_for_min() {
    let tree = gametree::games::grundy(7, gametree::tree::MAX_NODES).unwrap();
    expect!["p7(p6_1(p5_1_1(p4_1_1_1(p3_1_1_1_1(p2_1_1_1_1_1=1)) p3_2_1_1(p2_2_1_1_1=-1)) p4_2_1(p3_2_1_1(p2_2_1_1_1=-1))) p5_2(p4_2_1(p3_2_1_1(p2_2_1_1_1=-1)) p3_2_2(p2_2_2_1=1)) p4_3(p3_3_1(p3_2_1_1(p2_2_1_1_1=-1)) p4_2_1(p3_2_1_1(p2_2_1_1_1=-1))))"].assert_eq(&tree.to_string());
    let trace = search(&tree, &Options::new(Algorithm::Minimax)).unwrap();
    assert_eq!(Summary::new(&tree, &trace).value, Value::Number(-1.0));
}

#[test]
fn unlabelled_nodes_are_named_breadth_first_as_on_the_slides() {
    let tree = parse("((3 12 8) (2 4 6) (14 5 2))").unwrap();
    assert_eq!(
        tree.with_letter_names().to_string(),
        "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))"
    );
    let partly = parse("X(B(1 2) (3 4))").unwrap();
    assert_eq!(
        partly.with_letter_names().to_string(),
        "X(B(C=1 D=2) A(E=3 F=4))"
    );
}

#[test]
fn tic_tac_toe_from_a_position() {
    // O threatens b1-b2-b3: X must block at b3, and the game is then a draw.
    let tree = gametree::games::tic_tac_toe("xox/.o./...", None, false, false).unwrap();
    let trace = search(&tree, &Options::new(Algorithm::Minimax)).unwrap();
    let summary = Summary::new(&tree, &trace);
    assert_eq!(summary.value, Value::Number(0.0));
    let best = tree.children(gametree::NodeId::ROOT)[summary.best_move.unwrap()];
    assert_eq!(tree.node(best).label.as_deref(), Some("Xb3"));
}

#[test]
fn deep_unlabelled_nodes_have_short_names() {
    let tree = parse("((((((((1 2) 3) 4) 5) 6) 7) 8) 9)").unwrap();
    let deepest = tree.find("0.0.0.0.0.0.0.1").unwrap();
    assert_eq!(tree.name(deepest), "node …0.0.0.0.0.1 at depth 8");
    assert_eq!(tree.name(tree.find("0.0.1").unwrap()), "node 0.0.1");
    assert_eq!(tree.name(gametree::NodeId::ROOT), "the root");
}
