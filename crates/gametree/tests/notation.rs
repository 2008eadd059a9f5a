//! Tests of the tree notation (`notation.md`): every grammar rule and error
//! message, the printer's canonical form, positions, deep trees, and
//! property tests of the round trips through text and JSON.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, Expect};
use gametree::json::{from_json, to_json};
use gametree::notation::parse_with_positions;
use gametree::tree::{MAX_NODES, MAX_PLAYERS};
use gametree::{parse, Node, NodeId, NodeKind, Player, Probability, Tree, Value};
use proptest::prelude::*;

/// Parses `input` and shows the tree printed back, or the error. A tree
/// must also read back equal from what it printed.
fn check(input: &str, expected: Expect) {
    let actual = match parse(input) {
        Ok(tree) => {
            let printed = tree.to_string();
            assert_eq!(parse(&printed), Ok(tree), "reading back {printed}");
            printed
        }
        Err(error) => format!("error {error}"),
    };
    expected.assert_eq(&actual);
}

/// Shows, for each node, where it starts, its address, its name and what it
/// is: the player who moves there, or a chance node and whose turn it keeps.
fn check_nodes(input: &str, expected: Expect) {
    let (tree, positions) = parse_with_positions(input).expect("a tree");
    assert_eq!(positions.len(), tree.len());
    let mut actual = String::new();
    for id in tree.ids() {
        let kind = match tree.kind(id) {
            NodeKind::Decision(player) => player_name(player),
            NodeKind::Chance => format!("chance, then {}", player_name(tree.mover(id))),
        };
        actual += &format!(
            "{} {:?} {}: {kind}\n",
            positions[id.index()],
            tree.address(id),
            tree.name(id)
        );
    }
    expected.assert_eq(&actual);
}

fn player_name(player: Player) -> String {
    match player {
        Player::Max => "MAX".to_string(),
        Player::Min => "MIN".to_string(),
        Player::Numbered(number) => format!("player {number}"),
    }
}

#[test]
fn common_case() {
    check(
        "((3 12 8) (2 4 6) (14 5 2))",
        expect![[r#"((3 12 8) (2 4 6) (14 5 2))"#]],
    );
    check(
        "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]",
        expect![[r#"((3 12 8) (2 4 6) (14 5 2))"#]],
    );
    check("7", expect![[r#"7"#]]);
    check("(3 [1 2] (4))", expect![[r#"(3 (1 2) (4))"#]]);
    check("  ( 3,,1 )  ", expect![[r#"(3 1)"#]]);
}

#[test]
fn examples_of_notation_md() {
    check(
        "# Russell & Norvig, figure 5.2 (alpha-beta: cut after the first leaf of B's brother)
         A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))",
        expect![[r#"A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))"#]],
    );
    check(
        "# depth-limited search with static values on inner nodes
         (B=4(2 7) C=9(1 (12 3)) D=6(8 4))",
        expect![[r#"(B=4(2 7) C=9(1 (12 3)) D=6(8 4))"#]],
    );
    check(
        "# dice: each MAX move leads to a chance node, then MIN moves
         ((1/2:(3 5) 1/2:(2 9)) (1/2:(7 1) 1/2:(8 6)))",
        expect![[r#"((1/2:(3 5) 1/2:(2 9)) (1/2:(7 1) 1/2:(8 6)))"#]],
    );
    check(
        "# three players
         (((<1,2,6> <4,2,3>) (<6,1,2> <7,4,1>)) ((<5,1,1> <1,5,2>) (<7,7,1> <5,4,5>)))",
        expect![[
            r#"(((<1,2,6> <4,2,3>) (<6,1,2> <7,4,1>)) ((<5,1,1> <1,5,2>) (<7,7,1> <5,4,5>)))"#
        ]],
    );
    check("B=7(3 12 8)", expect![[r#"B=7(3 12 8)"#]]);
    check(
        "(1/2:(3 5) 1/2:(2 9))",
        expect![[r#"(1/2:(3 5) 1/2:(2 9))"#]],
    );
    check(
        "1/36:3",
        expect![[r#"error 1:1: the root cannot carry a probability"#]],
    );
}

#[test]
fn lecture_trees() {
    check(
        "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))",
        expect![[r#"A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))"#]],
    );
    check(
        "A(B(E(K=2 L=4) F(M=7 N=3)) C(G(O=1 P=12) H(R=14 S=6)) D(I(T=9 U=8) J(V=10)))",
        expect![[
            r#"A(B(E(K=2 L=4) F(M=7 N=3)) C(G(O=1 P=12) H(R=14 S=6)) D(I(T=9 U=8) J(V=10)))"#
        ]],
    );
    check(
        "A(B=4(E=2 F=7) C=9(G=1 H(K=12 L=3)) D=6(I=8 J=4))",
        expect![[r#"A(B=4(E=2 F=7) C=9(G=1 H(K=12 L=3)) D=6(I=8 J=4))"#]],
    );
    check(
        "A(B(1/6:(3 5) 5/6:(2 9)) C(1/6:(7 1) 5/6:(8 6)))",
        expect![[r#"A(B(1/6:(3 5) 5/6:(2 9)) C(1/6:(7 1) 5/6:(8 6)))"#]],
    );
    check(
        "(((<1,2,6> <4,2,3>) (<6,1,2> <7,4,-1>)) ((<5,-1,-1> <-1,5,2>) (<7,7,-1> <5,4,5>)))",
        expect![[
            r#"(((<1,2,6> <4,2,3>) (<6,1,2> <7,4,-1>)) ((<5,-1,-1> <-1,5,2>) (<7,7,-1> <5,4,5>)))"#
        ]],
    );
}

#[test]
fn players_alternate_by_level_and_chance_keeps_the_turn() {
    check_nodes(
        "A(B(1/6:(3 5) 5/6:(2 9)) C(1/6:(7 1) 5/6:(8 6)))",
        expect![[r#"
            1:1 "" A: MAX
            1:3 "0" B: chance, then MIN
            1:9 "0.0" node 0.0: MIN
            1:10 "0.0.0" node 0.0.0: MAX
            1:12 "0.0.1" node 0.0.1: MAX
            1:19 "0.1" node 0.1: MIN
            1:20 "0.1.0" node 0.1.0: MAX
            1:22 "0.1.1" node 0.1.1: MAX
            1:26 "1" C: chance, then MIN
            1:32 "1.0" node 1.0: MIN
            1:33 "1.0.0" node 1.0.0: MAX
            1:35 "1.0.1" node 1.0.1: MAX
            1:42 "1.1" node 1.1: MIN
            1:43 "1.1.0" node 1.1.0: MAX
            1:45 "1.1.1" node 1.1.1: MAX
        "#]],
    );
    check_nodes(
        "min (A=3 (1 2))",
        expect![[r#"
            1:5 "" the root: MIN
            1:6 "0" A: MAX
            1:11 "0.0" node 0.0: MIN
            1:13 "0.1" node 0.1: MIN
        "#]],
    );
    check_nodes(
        "(((<1,2,6> <4,2,3>) (<6,1,2> <7,4,-1>)) ((<5,-1,-1> <-1,5,2>) (<7,7,-1> <5,4,5>)))",
        expect![[r#"
            1:1 "" the root: player 1
            1:2 "0" node 0: player 2
            1:3 "0.0" node 0.0: player 3
            1:4 "0.0.0" node 0.0.0: player 1
            1:12 "0.0.1" node 0.0.1: player 1
            1:21 "0.1" node 0.1: player 3
            1:22 "0.1.0" node 0.1.0: player 1
            1:30 "0.1.1" node 0.1.1: player 1
            1:41 "1" node 1: player 2
            1:42 "1.0" node 1.0: player 3
            1:43 "1.0.0" node 1.0.0: player 1
            1:53 "1.0.1" node 1.0.1: player 1
            1:63 "1.1" node 1.1: player 3
            1:64 "1.1.0" node 1.1.0: player 1
            1:73 "1.1.1" node 1.1.1: player 1
        "#]],
    );
}

#[test]
fn players() {
    check(
        "min ((3 12 8) (2 4 6))",
        expect![[r#"min ((3 12 8) (2 4 6))"#]],
    );
    check("max ((3 12 8) (2 4 6))", expect![[r#"((3 12 8) (2 4 6))"#]]);
    check("MIN(1 2)", expect![[r#"min (1 2)"#]]);
    check("Max A(B=1 C=2)", expect![[r#"A(B=1 C=2)"#]]);
    check("min 3", expect![[r#"min 3"#]]);
    check(
        "(3 min 4)",
        expect![[
            r#"error 1:4: expected a number, a label or "(" but found the word "min" (the players alternate by level, so only the start of the tree may say who moves first)"#
        ]],
    );
    check(
        "min max (1 2)",
        expect![[
            r#"error 1:5: expected a number, a label or "(" but found the word "max" (the players alternate by level, so only the start of the tree may say who moves first)"#
        ]],
    );
    check(
        "A(B=1 C=Min)",
        expect![[
            r#"error 1:9: expected a number or "<" after "=" but found the word "Min" (the players alternate by level, so only the start of the tree may say who moves first)"#
        ]],
    );
    check(
        "min",
        expect![[r#"error 1:4: expected a number, a label or "(" but found end of input"#]],
    );
    check(
        "min (<1,2> <3,4>)",
        expect![[r#"error 1:1: "min" cannot start a tree of tuples: player 1 moves at the root"#]],
    );
    check("max (<1,2> <3,4>)", expect![[r#"(<1,2> <3,4>)"#]]);
    check(
        "# three players\n min (<1,2,3> <3,4,5>)",
        expect![[r#"error 2:2: "min" cannot start a tree of tuples: player 1 moves at the root"#]],
    );
}

#[test]
fn and_or_trees() {
    check("or (1 (0 1))", expect![[r#"or (1 (0 1))"#]]);
    check("AND S(A=1 B=-1)", expect![[r#"and S(A=1 B=-1)"#]]);
    check("Or ((Suck(G=1)))", expect![[r#"or ((Suck(G=1)))"#]]);
    check(
        "or (1 and (0 1))",
        expect![[
            r#"error 1:7: expected a number, a label or "(" but found the word "and" (the players alternate by level, so only the start of the tree may say who moves first)"#
        ]],
    );
    check(
        "or min (1 2)",
        expect![[
            r#"error 1:4: expected a number, a label or "(" but found the word "min" (the players alternate by level, so only the start of the tree may say who moves first)"#
        ]],
    );
    check(
        "A(or=1)",
        expect![[
            r#"error 1:3: expected a number, a label or "(" but found the word "or" (the players alternate by level, so only the start of the tree may say who moves first)"#
        ]],
    );
    check(
        "or (<1,2> <3,4>)",
        expect![[
            r#"error 1:1: "and" and "or" start a tree of two players, so its values are numbers, not tuples"#
        ]],
    );
    check(
        "and (<1,2> <3,4>)",
        expect![[
            r#"error 1:1: "and" and "or" start a tree of two players, so its values are numbers, not tuples"#
        ]],
    );
    // OR is MAX and AND is MIN: the same players, only named otherwise.
    let and_or = parse("and (1 (0 1))").expect("a tree");
    let min_max = parse("min (1 (0 1))").expect("a tree");
    assert!(and_or.is_and_or() && !min_max.is_and_or());
    assert_eq!(and_or.root_player(), Player::Min);
    assert_eq!(and_or.mover(NodeId::new(2)), Player::Max);
    assert_ne!(and_or, min_max);
    assert_eq!(and_or.clone().with_and_or(false), min_max);
    assert_eq!(from_json(&to_json(&and_or)), Ok(and_or.clone()));
    assert!(to_json(&and_or).starts_with(r#"{"root":"and","#));
    check_nodes(
        "or S(Suck(G=1 L(Right(M=1))))",
        expect![[r#"
            1:4 "" S: MAX
            1:6 "0" Suck: MIN
            1:11 "0.0" G: MAX
            1:15 "0.1" L: MAX
            1:17 "0.1.0" Right: MIN
            1:23 "0.1.0.0" M: MAX
        "#]],
    );
}

#[test]
fn labels_and_static_values() {
    check("A (B=1 C=2)", expect![[r#"A(B=1 C=2)"#]]);
    check("E=3 (1 2)", expect![[r#"E=3(1 2)"#]]);
    check("=3(1 2)", expect![[r#"=3(1 2)"#]]);
    check("(=3 =4 (5))", expect!["(3 =4(5))"]);
    check("(3 (1 2))", expect![[r#"(3 (1 2))"#]]);
    // A comma after a value ends the node, so that a labelled leaf can be
    // followed by an unlabelled inner sibling; the printer writes it there.
    check("(A=3, (1 2))", expect!["(A=3, (1 2))"]);
    check("(A=3 (1 2))", expect!["(A=3(1 2))"]);
    check(
        "(A=3 ,(1 2) B=4, C=5 =6,(7) 8, (9))",
        expect!["(A=3, (1 2) B=4 C=5 6 (7) 8 (9))"],
    );
    check("(A, (1 2))", expect!["(A(1 2))"]);
    check(
        "A=3, (1 2)",
        expect![[
            r#"error 1:6: expected end of input after the tree but found "(" (a tree has one root: put siblings inside brackets)"#
        ]],
    );
    check("(A=<1,2>, (<1,2>))", expect!["(A=<1,2>, (<1,2>))"]);
    check("(3(1 2))", expect![[r#"(3 (1 2))"#]]);
    check("(A=1 A=2)", expect![[r#"(A=1 A=2)"#]]);
    check(
        "root(a_1=1 b'=2 C2'_x=3 minimum=4 maxi=5 infinity=6 Mina=7)",
        expect![[r#"root(a_1=1 b'=2 C2'_x=3 minimum=4 maxi=5 infinity=6 Mina=7)"#]],
    );
    check(
        "Ș(گ=1 č=2 Ω=<1 2>)",
        expect![[r#"error 1:13: this tree's values are numbers, so a tuple cannot appear here"#]],
    );
    check("Ș(گ=1 č=2 Ω=-3)", expect![[r#"Ș(گ=1 č=2 Ω=-3)"#]]);
    check(
        "A (B C)",
        expect![[r#"error 1:6: expected "=" or "(" after the label "B" but found the label "C""#]],
    );
    check(
        "A",
        expect![[r#"error 1:2: expected "=" or "(" after the label "A" but found end of input"#]],
    );
    check(
        "(A=1 B)",
        expect![[r#"error 1:7: expected "=" or "(" after the label "B" but found ")""#]],
    );
    check(
        "(A=)",
        expect![[r#"error 1:4: expected a number or "<" after "=" but found ")""#]],
    );
    check(
        "(A==3)",
        expect![[r#"error 1:4: expected a number or "<" after "=" but found "=""#]],
    );
    check(
        "(3 =)",
        expect![[r#"error 1:5: expected a number or "<" after "=" but found ")""#]],
    );
    check(
        "(A=3 _B=2)",
        expect![[r#"error 1:6: expected a number, a label or "(" but found "_""#]],
    );
    check("(3=4)", expect!["(3 4)"]);
}

#[test]
fn numbers() {
    check(
        "(-3 +3 2.5 0.1 007 00.50 -0 +0 0)",
        expect![[r#"(-3 3 2.5 0.1 7 0.5 -0 0 0)"#]],
    );
    check(
        "(inf -inf +inf INF -Inf iNf)",
        expect![[r#"(inf -inf inf inf -inf inf)"#]],
    );
    check(
        "(0.30000000000000004 123456789.123456789 0.0000001 -1000000000000000000000)",
        expect![[r#"(0.30000000000000004 123456789.12345679 0.0000001 -1000000000000000000000)"#]],
    );
    check(
        "- 3",
        expect![[
            r#"error 1:2: expected a digit or "inf" right after "-" but found a space (the sign touches the number: write -3)"#
        ]],
    );
    check(
        "(1 +)",
        expect![[
            r#"error 1:5: expected a digit or "inf" right after "+" but found ")" (the sign touches the number: write +3)"#
        ]],
    );
    check(
        "(1 --3)",
        expect![[
            r#"error 1:5: expected a digit or "inf" right after "-" but found "-" (the sign touches the number: write -3)"#
        ]],
    );
    check(
        "-infinity",
        expect![[r#"error 1:2: expected a digit or "inf" after "-" but found "infinity""#]],
    );
    check(
        ".5",
        expect![[r#"error 1:1: a number starts with a digit: write 0.5, not .5"#]],
    );
    check(
        "(1 -.5)",
        expect![[
            r#"error 1:5: expected a digit or "inf" right after "-" but found "." (the sign touches the number: write -3)"#
        ]],
    );
    check(
        "5.",
        expect![[
            r#"error 1:3: expected a digit after "5." but found end of input (write 5.0 or 5)"#
        ]],
    );
    check(
        "(-5. 1)",
        expect![[
            r#"error 1:5: expected a digit after "-5." but found a space (write -5.0 or -5)"#
        ]],
    );
    check(
        "1e5",
        expect![[
            r#"error 1:2: expected a space or a bracket after "1" but found "e" (numbers are written without exponents)"#
        ]],
    );
    check(
        "(2.5E3)",
        expect![[
            r#"error 1:5: expected a space or a bracket after "2.5" but found "E" (numbers are written without exponents)"#
        ]],
    );
    check(
        "(3abc)",
        expect![[r#"error 1:3: expected a space or a bracket after "3" but found "a""#]],
    );
    check(
        "(1.2.3)",
        expect![[r#"error 1:5: expected a space or a bracket after "1.2" but found ".""#]],
    );
    check(
        "(inf.5 1)",
        expect![[r#"error 1:5: expected a space or a bracket after "inf" but found ".""#]],
    );
    check(
        "(-inf_ 1)",
        expect![[r#"error 1:3: expected a digit or "inf" after "-" but found "inf_""#]],
    );
    check(
        "(-1/2 1)",
        expect![[r#"error 1:4: expected a space or a bracket after "-1" but found "/""#]],
    );
    check(
        "(1 3_000)",
        expect![[r#"error 1:5: expected a space or a bracket after "3" but found "_""#]],
    );
    let largest = format!("{}", f64::MAX);
    check(&largest, expect!["179769313486231570000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"]);
    check(
        &format!("(1 {largest}0)"),
        expect![[r#"error 1:4: the number is too large for a double: write inf"#]],
    );
    check(
        &format!("A=-{largest}9"),
        expect![[r#"error 1:3: the number is too large for a double: write inf"#]],
    );
    let smallest = format!("{}", f64::from_bits(1));
    assert_eq!(parse(&smallest).map(|tree| tree.to_string()), Ok(smallest));
    check(&format!("0.{}1", "0".repeat(400)), expect![[r#"0"#]]);
}

/// Whole numbers are printed as integers: the same text as Rust's `{}`
/// for doubles, which the notation is written in, at the edges too.
#[test]
fn whole_numbers_print_as_doubles_do() {
    let edges = [
        0.0,
        -0.0,
        3.0,
        -7.0,
        1e15 - 1.0,
        -(1e15 - 1.0),
        1e15,
        1e16,
        -1e300,
        2.5,
        -0.1,
        f64::MAX,
        f64::MIN_POSITIVE,
    ];
    for number in edges {
        let tree = Tree::new(
            Player::Max,
            vec![Node {
                value: Some(Value::Number(number)),
                ..Node::default()
            }],
        )
        .unwrap();
        assert_eq!(tree.to_string(), format!("{number}"), "{number:e}");
    }
}

#[test]
fn chance_nodes() {
    check("(0.5:3 0.5:4)", expect![[r#"(0.5:3 0.5:4)"#]]);
    check("(0:1 1:2)", expect![[r#"(0:1 1:2)"#]]);
    check("(1/3:1 1/3:2 1/3:3)", expect![[r#"(1/3:1 1/3:2 1/3:3)"#]]);
    check("(0.1:1 0.2:2 0.7:3)", expect![[r#"(0.1:1 0.2:2 0.7:3)"#]]);
    check("(1/4:1 0.75:2)", expect![[r#"(1/4:1 0.75:2)"#]]);
    check("(1/2 : 3 1/2 :A=4)", expect![[r#"(1/2:3 1/2:A=4)"#]]);
    check(
        "(1/2:=3(1 2) 1/2:[5])",
        expect![[r#"(1/2:=3(1 2) 1/2:(5))"#]],
    );
    check("(1/2:inf 1/2:3)", expect![[r#"(1/2:inf 1/2:3)"#]]);
    check(
        "(1/2:inf 1/2:-inf)",
        expect![[
            r#"error 1:1: this chance node can reach both +inf and -inf, so it has no expected value"#
        ]],
    );
    check(
        "(1 (1/2:(inf) 1/2:(2 -inf)))",
        expect![[
            r#"error 1:4: this chance node can reach both +inf and -inf, so it has no expected value"#
        ]],
    );
    check(
        "A(B=1 C[1/2:3 1/3:4])",
        expect![[
            r#"error 1:8: the probabilities of this chance node add up to 1/2 + 1/3 = 5/6, not 1"#
        ]],
    );
    // Decimals add up to a sum rounded as the lecture writes numbers.
    check(
        "(0.1:1 0.2:2 0.3:3)",
        expect![[r#"error 1:1: the probabilities of this chance node add up to 0.6, not 1"#]],
    );
    check(
        "(1/3:1 0.5:2)",
        expect![[r#"error 1:1: the probabilities of this chance node add up to 0.8333, not 1"#]],
    );
    check(
        "(1/2:3 4)",
        expect![[
            r#"error 1:8: either every child of a node carries a probability (a chance node) or none does"#
        ]],
    );
    check(
        "(3 A=5 1/2:4)",
        expect!["error 1:8: either every child of a node carries a probability (a chance node) or none does"],
    );
    check(
        "(1/2:3 1/2:4 B(1 2))",
        expect![[
            r#"error 1:14: either every child of a node carries a probability (a chance node) or none does"#
        ]],
    );
    check(
        "(3/2:1 0:2)",
        expect![[r#"error 1:2: a probability must lie between 0 and 1 but found 3/2"#]],
    );
    check(
        "(1.5:1 0:2)",
        expect![[r#"error 1:2: a probability must lie between 0 and 1 but found 1.5"#]],
    );
    check(
        "(1:1 -0.5:2)",
        expect![[r#"error 1:6: a probability must lie between 0 and 1 but found -0.5"#]],
    );
    check(
        "(inf:1)",
        expect![[r#"error 1:2: a probability must lie between 0 and 1 but found inf"#]],
    );
    check(
        "(1/0:1 1:2)",
        expect![[r#"error 1:2: a fraction cannot have 0 below the bar"#]],
    );
    check(
        "(4294967295/4294967295:1)",
        expect![[r#"(4294967295/4294967295:1)"#]],
    );
    check(
        "(1/4294967296:1)",
        expect![[r#"error 1:2: the numbers of a fraction can be at most 4294967295"#]],
    );
    check(
        "1/2:(3 4)",
        expect![[r#"error 1:1: the root cannot carry a probability"#]],
    );
    check(
        "(1/2:3 1/2:)",
        expect![[r#"error 1:12: expected a number, a label or "(" but found ")""#]],
    );
    check(
        "(1/2:3 1/2: 1/2:4)",
        expect![[
            r#"error 1:13: the fraction 1/2 can only be a probability, followed by ":" (write values as decimals, such as 0.5)"#
        ]],
    );
    check(
        "(1/2:3 1/2::4)",
        expect![[r#"error 1:12: expected a number, a label or "(" but found ":""#]],
    );
    check(
        "(A:3)",
        expect![[r#"error 1:3: expected "=" or "(" after the label "A" but found ":""#]],
    );
}

#[test]
fn fractions_are_only_probabilities() {
    check(
        "(1/2 3)",
        expect![[
            r#"error 1:2: the fraction 1/2 can only be a probability, followed by ":" (write values as decimals, such as 0.5)"#
        ]],
    );
    check(
        "A=1/2",
        expect![[
            r#"error 1:3: the fraction 1/2 can only be a probability, followed by ":" (write values as decimals, such as 0.5)"#
        ]],
    );
    check(
        "(<1/2 1>)",
        expect![[
            r#"error 1:3: the fraction 1/2 can only be a probability, followed by ":" (write values as decimals, such as 0.5)"#
        ]],
    );
    check(
        "(1/ 2:3)",
        expect![[r#"error 1:4: expected a digit after "1/" but found a space"#]],
    );
    check(
        "(1 /2:3)",
        expect![[r#"error 1:4: expected a number, a label or "(" but found "/""#]],
    );
    check(
        "(1/2/3:1)",
        expect![[r#"error 1:5: expected a space or a bracket after "1/2" but found "/""#]],
    );
    check(
        "(1/2.5:1)",
        expect![[r#"error 1:5: expected a space or a bracket after "1/2" but found ".""#]],
    );
}

#[test]
fn tuples() {
    check("(<1,2,6> < 4 2 3 >)", expect![[r#"(<1,2,6> <4,2,3>)"#]]);
    check(
        "A=<1,2>(B=<inf,-inf>(<0,0>) <-0,0.5>)",
        expect![[r#"A=<1,2>(B=<inf,-inf>(<0,0>) <-0,0.5>)"#]],
    );
    check(
        "(1/3:<1,2> 2/3:<3,4>)",
        expect![[r#"(1/3:<1,2> 2/3:<3,4>)"#]],
    );
    check(
        "(<1,2> <1,2,3>)",
        expect![[
            r#"error 1:8: expected a tuple of 2 values, as the first tuple of this tree has"#
        ]],
    );
    check(
        "A=<1,2,3>(B=<1,2> <1,2,3>)",
        expect![[
            r#"error 1:13: expected a tuple of 3 values, as the first tuple of this tree has"#
        ]],
    );
    check(
        "(<1,2> 3)",
        expect![[
            r#"error 1:8: this tree's values are tuples of 2 (one per player), so a plain number cannot appear here"#
        ]],
    );
    check(
        "(3 B=<1,2>)",
        expect![[r#"error 1:6: this tree's values are numbers, so a tuple cannot appear here"#]],
    );
    check(
        "(<1> <2>)",
        expect![[r#"error 1:2: a tuple needs one value per player, between 2 and 16"#]],
    );
    check(
        &format!("<{}>", "1,".repeat(MAX_PLAYERS + 1)),
        expect![[r#"error 1:1: a tuple needs one value per player, between 2 and 16"#]],
    );
    check(
        "(<1,2> <>)",
        expect![[r#"error 1:9: expected a number but found ">""#]],
    );
    check(
        "(<1,2)",
        expect![[r#"error 1:6: expected a number or ">" but found ")""#]],
    );
    check(
        "(<1,A>)",
        expect![[r#"error 1:5: expected a number or ">" but found the label "A""#]],
    );
    check(
        "(<1,2> (1/2:<inf,0> 1/2:<0,-inf>))",
        expect![[
            r#"error 1:8: this chance node can reach both +inf and -inf, so it has no expected value"#
        ]],
    );
}

#[test]
fn brackets() {
    // The message notation.md gives as its example.
    check(
        "(1 2\n (3 4) (5 6 ()))",
        expect![[r#"error 2:14: expected a number, a label or "(" but found ")""#]],
    );
    check(
        "()",
        expect![[r#"error 1:2: expected a number, a label or "(" but found ")""#]],
    );
    check(
        "(3 [])",
        expect![[r#"error 1:5: expected a number, a label or "(" but found "]""#]],
    );
    check(
        "A(B=1 C=2 D())",
        expect![[r#"error 1:13: expected a number, a label or "(" but found ")""#]],
    );
    check(
        "A(\n  B(E=3 F=12)\n  C(H=2 I=4) D()\n)",
        expect![[r#"error 3:16: expected a number, a label or "(" but found ")""#]],
    );
    check(
        "(3 4",
        expect![[r#"error 1:5: expected ")" to close the "(" at 1:1 but found end of input"#]],
    );
    check(
        "[(3 4)\n(5",
        expect![[r#"error 2:3: expected ")" to close the "(" at 2:1 but found end of input"#]],
    );
    check(
        "(",
        expect![[r#"error 1:2: expected a number, a label or "(" but found end of input"#]],
    );
    check(
        "(3 4]",
        expect![[r#"error 1:5: expected ")" to close the "(" at 1:1 but found "]""#]],
    );
    check(
        "[3 (4 5])",
        expect![[r#"error 1:8: expected ")" to close the "(" at 1:4 but found "]""#]],
    );
    check(
        "[3 4)",
        expect![[r#"error 1:5: expected "]" to close the "[" at 1:1 but found ")""#]],
    );
    check(
        "(3 4))",
        expect![[
            r#"error 1:6: expected end of input after the tree but found ")" (no bracket is open)"#
        ]],
    );
    check(
        "(3 4) (5 6)",
        expect![[
            r#"error 1:7: expected end of input after the tree but found "(" (a tree has one root: put siblings inside brackets)"#
        ]],
    );
    check(
        "3 4",
        expect![[
            r#"error 1:3: expected end of input after the tree but found the number 4 (a tree has one root: put siblings inside brackets)"#
        ]],
    );
    check(
        ")",
        expect![[r#"error 1:1: expected a number, a label or "(" but found ")""#]],
    );
}

#[test]
fn separators_comments_and_odd_characters() {
    check(
        "",
        expect![[r#"error 1:1: expected a number, a label or "(" but found end of input"#]],
    );
    check(
        "# only a comment\n   ",
        expect![[r#"error 2:4: expected a number, a label or "(" but found end of input"#]],
    );
    check("(3 # three\n 4)# the end", expect![[r#"(3 4)"#]]);
    check("(3\r\n4\r\n)\r\n", expect![[r#"(3 4)"#]]);
    check("\u{feff}(3\t4)", expect![[r#"(3 4)"#]]);
    check(
        "\u{feff}(3\t4 $)",
        expect![[r#"error 1:6: expected a number, a label or "(" but found "$""#]],
    );
    check(
        "(3 \"4\")",
        expect![[r#"error 1:4: expected a number, a label or "(" but found '"'"#]],
    );
    check(
        "(3\u{a0}4)",
        expect![[r#"error 1:3: expected a number, a label or "(" but found the character U+00A0"#]],
    );
    check(
        "(3 \u{7})",
        expect![[r#"error 1:4: expected a number, a label or "(" but found the character U+0007"#]],
    );
    check(
        "{\"root\": 1}",
        expect![[r#"error 1:1: expected a number, a label or "(" but found "{""#]],
    );
    check(
        "(3 4) \u{feff}",
        expect![[
            r#"error 1:7: expected end of input after the tree but found the character U+FEFF (a tree has one root: put siblings inside brackets)"#
        ]],
    );
    check(
        "(3 ٣)",
        expect![[r#"error 1:4: expected a number, a label or "(" but found "٣""#]],
    );
    // A right-to-left override would turn the rest of the line around.
    check(
        "(A\u{202e}B 1)",
        expect![[
            r#"error 1:3: expected "=" or "(" after the label "A" but found the character U+202E"#
        ]],
    );
}

#[test]
fn columns_count_characters() {
    check(
        "(Ș=1 گ=2 č=3 $)",
        expect![[r#"error 1:14: expected a number, a label or "(" but found "$""#]],
    );
    check(
        "# comment: ȘگčȘگč\n(Ș=1 گ=2 č=3) )",
        expect![[
            r#"error 2:15: expected end of input after the tree but found ")" (no bracket is open)"#
        ]],
    );
    check(
        "(č=1 1e5)",
        expect![[
            r#"error 1:7: expected a space or a bracket after "1" but found "e" (numbers are written without exponents)"#
        ]],
    );
    check(
        "(Ș=1 گ=inf 2.č)",
        expect![[r#"error 1:14: expected a digit after "2." but found "č" (write 2.0 or 2)"#]],
    );
    check_nodes(
        "Ș(\n  گ=1 # first\n\tč=2(Ω=3)\n)",
        expect![[r#"
            1:1 "" Ș: MAX
            2:3 "0" گ: MIN
            3:2 "1" č: MIN
            3:6 "1.0" Ω: MAX
        "#]],
    );
}

#[test]
fn long_words_are_quoted_short() {
    let label = "a".repeat(100);
    check(
        &format!("({label})"),
        expect![[
            r#"error 1:102: expected "=" or "(" after the label "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…" but found ")""#
        ]],
    );
}

/// "((((…1…))))", `depth` brackets deep.
fn nested(depth: usize) -> String {
    format!("{}1{}", "(".repeat(depth), ")".repeat(depth))
}

fn check_deep(depth: usize) {
    let text = nested(depth);
    let tree = parse(&text).expect("a deep tree");
    assert_eq!(tree.len(), depth + 1);
    assert_eq!(tree.depth(NodeId::new(depth as u32)), depth as u32);
    assert!(tree.to_string() == text, "printed back differently");
}

#[test]
fn deep_trees_need_no_deep_stack() {
    check_deep(100_000);
    check_deep(1_000_000);
    let unclosed = "(".repeat(100_000);
    assert_eq!(
        parse(&unclosed).map_err(|error| error.to_string()),
        Err("1:100001: expected a number, a label or \"(\" but found end of input".to_string())
    );
}

#[test]
fn too_many_nodes_stop_the_parse_early() {
    let text = format!("({})", "0 ".repeat(MAX_NODES));
    let error = parse(&text).expect_err("too many nodes");
    assert_eq!(
        error.to_string(),
        format!(
            "1:{}: the tree has more than 4000000 nodes, the most this tool can hold",
            2 * MAX_NODES
        )
    );
}

// ---- Property tests ----

/// The shape and contents of one node of a random tree, in pre-order.
#[derive(Clone, Debug)]
struct NodePlan {
    /// How many children it should get (it gets fewer when the plans run out).
    children: usize,
    label: Option<String>,
    /// Its value as a leaf: the first entry in a two-player tree, the first
    /// n entries in a max^n tree of n players.
    entries: [f64; 4],
    /// Whether an inner node carries a static value.
    static_value: bool,
    /// Whether its children carry probabilities.
    chance: bool,
    /// Whether those probabilities are fractions rather than decimals.
    fractions: bool,
    /// Its share of its parent's probability when the parent is a chance node.
    weight: u32,
}

fn number() -> impl Strategy<Value = f64> {
    prop_oneof![
        6 => (-20i32..20).prop_map(f64::from),
        4 => any::<f64>().prop_filter("a number", |number| number.is_finite()),
        1 => prop::sample::select(vec![f64::INFINITY, f64::NEG_INFINITY, -0.0, 0.1, 1e300, 1e-300]),
    ]
}

fn label() -> impl Strategy<Value = String> {
    // No first letter of min, max, and, or or inf, so the words cannot appear.
    let first = prop::sample::select(vec!["E", "b", "Z", "Ș", "گ", "č", "Ω", "ß"]);
    (first, "[a-z0-9_']{0,3}").prop_map(|(first, rest)| format!("{first}{rest}"))
}

fn node_plan() -> impl Strategy<Value = NodePlan> {
    (
        prop_oneof![2 => Just(0usize), 3 => 1usize..4],
        prop::option::weighted(0.3, label()),
        [number(), number(), number(), number()],
        prop::bool::weighted(0.2),
        prop::bool::weighted(0.2),
        any::<bool>(),
        0u32..5,
    )
        .prop_map(
            |(children, label, entries, static_value, chance, fractions, weight)| NodePlan {
                children,
                label,
                entries,
                static_value,
                chance,
                fractions,
                weight,
            },
        )
}

/// Who moves first, or the number of players of a max^n tree.
#[derive(Clone, Copy, Debug)]
enum GamePlan {
    TwoPlayer(Player),
    /// A two-player tree whose players are named OR and AND.
    AndOr(Player),
    MaxN(usize),
}

/// Builds the tree the plans describe, or `None` when `Tree::new` refuses
/// it (a chance node that reaches both infinities).
fn build(game: GamePlan, plans: &[NodePlan]) -> Option<Tree> {
    let mut nodes: Vec<Node> = Vec::new();
    // Nodes still waiting for children: (index, how many more).
    let mut open: Vec<(usize, usize)> = Vec::new();
    for plan in plans {
        let index = nodes.len();
        match open.last_mut() {
            Some((parent, missing)) => {
                nodes[*parent].children.push(NodeId::new(index as u32));
                *missing -= 1;
                if *missing == 0 {
                    open.pop();
                }
            }
            None if index > 0 => break,
            None => {}
        }
        nodes.push(Node {
            label: plan.label.as_deref().map(Box::from),
            ..Node::default()
        });
        if plan.children > 0 {
            open.push((index, plan.children));
        }
    }
    for (index, plan) in plans.iter().enumerate().take(nodes.len()) {
        let leaf = nodes[index].is_leaf();
        if leaf || plan.static_value {
            nodes[index].value = Some(match game {
                GamePlan::TwoPlayer(_) | GamePlan::AndOr(_) => Value::Number(plan.entries[0]),
                GamePlan::MaxN(players) => Value::Tuple(plan.entries[..players].into()),
            });
        }
        if !leaf && plan.chance {
            let children = nodes[index].children.clone();
            let weights: Vec<u32> = children
                .iter()
                .map(|child| plans[child.index()].weight)
                .collect();
            let total: u32 = weights.iter().sum();
            for (child, weight) in children.iter().zip(weights) {
                let (numerator, denominator) = if total == 0 {
                    (1, children.len() as u32)
                } else {
                    (weight, total)
                };
                nodes[child.index()].probability = Some(if plan.fractions {
                    Probability::Fraction {
                        numerator,
                        denominator,
                    }
                } else {
                    Probability::Decimal(f64::from(numerator) / f64::from(denominator))
                });
            }
        }
    }
    let root = match game {
        GamePlan::TwoPlayer(root) | GamePlan::AndOr(root) => root,
        GamePlan::MaxN(_) => Player::Max,
    };
    let and_or = matches!(game, GamePlan::AndOr(_));
    Tree::new(root, nodes)
        .ok()
        .map(|tree| tree.with_and_or(and_or))
}

fn tree() -> impl Strategy<Value = Tree> {
    let game = prop_oneof![
        Just(GamePlan::TwoPlayer(Player::Max)),
        Just(GamePlan::TwoPlayer(Player::Min)),
        Just(GamePlan::AndOr(Player::Max)),
        Just(GamePlan::AndOr(Player::Min)),
        (2usize..=4).prop_map(GamePlan::MaxN),
    ];
    (game, prop::collection::vec(node_plan(), 1..40))
        .prop_filter_map("a tree Tree::new accepts", |(game, plans)| {
            build(game, &plans)
        })
}

/// One of the notation's pieces, mostly, or any character.
fn piece() -> impl Strategy<Value = String> {
    let pieces = vec![
        "(", ")", "[", "]", "<", ">", "=", ":", ",", " ", "\n", "\r", "\t", "#", "/", "+", "-",
        ".", "_", "'", "0", "1", "7", "12", "0.5", "1/2", "1/0", "3/2", "inf", "-inf", "min",
        "MAX", "and", "Or", "A", "B", "Ș", "گ", "č", "e", "\u{feff}", "\u{a0}",
    ];
    prop_oneof![
        8 => prop::sample::select(pieces).prop_map(str::to_string),
        1 => any::<char>().prop_map(String::from),
    ]
}

/// Text for the parser to survive: pieces in any order (nearly always
/// refused early), or a printed random tree with a few pieces inserted or
/// characters removed (refused late, by `Tree::new`, or accepted).
fn text() -> impl Strategy<Value = String> {
    let pieces = prop::collection::vec(piece(), 0..60).prop_map(|pieces| pieces.concat());
    let edit = (any::<prop::sample::Index>(), piece(), any::<bool>());
    let damaged_tree = (tree(), prop::collection::vec(edit, 0..4)).prop_map(|(tree, edits)| {
        let mut characters: Vec<char> = tree.to_string().chars().collect();
        for (at, piece, remove) in edits {
            let position = at.index(characters.len() + 1);
            if remove && position < characters.len() {
                characters.remove(position);
            } else {
                characters.splice(position..position, piece.chars());
            }
        }
        characters.into_iter().collect()
    });
    prop_oneof![pieces, damaged_tree]
}

proptest! {
    #[test]
    fn printing_then_parsing_gives_the_tree_back(tree in tree()) {
        let printed = tree.to_string();
        prop_assert_eq!(parse(&printed), Ok(tree), "{}", printed);
    }

    #[test]
    fn json_gives_the_tree_back(tree in tree()) {
        let json = to_json(&tree);
        prop_assert_eq!(from_json(&json), Ok(tree), "{}", json);
    }

    #[test]
    fn parsing_any_text_never_panics(text in text()) {
        if let Ok((tree, positions)) = parse_with_positions(&text) {
            prop_assert_eq!(positions.len(), tree.len());
            prop_assert_eq!(parse(&tree.to_string()), Ok(tree));
        }
    }
}
