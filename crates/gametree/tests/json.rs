//! Tests of the JSON form of a tree: what it looks like, that it reads back
//! equal, and the messages for JSON that is not a tree. (The property test
//! of the round trip over random trees is in `tests/notation.rs`, beside
//! the generator of random trees.)
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, Expect};
use gametree::json::{from_json, to_json};
use gametree::parse;

/// Parses the notation `input` and shows its JSON form, which must read
/// back as the same tree.
fn check_json_of(input: &str, expected: Expect) {
    let tree = parse(input).expect("a tree");
    let json = to_json(&tree);
    assert_eq!(from_json(&json), Ok(tree), "reading back {json}");
    expected.assert_eq(&json);
}

/// Reads `json` and shows the tree in the notation, or the error.
fn check(json: &str, expected: Expect) {
    let actual = match from_json(json) {
        Ok(tree) => tree.to_string(),
        Err(error) => format!("error {error}"),
    };
    expected.assert_eq(&actual);
}

#[test]
fn writes_the_flat_form() {
    check_json_of("7", expect![[r#"{"root":"max","nodes":[{"value":7}]}"#]]);
    check_json_of(
        "A(B(E=3 F=12) C=2(H=2 I=4))",
        expect![[
            r#"{"root":"max","nodes":[{"label":"A","children":[1,4]},{"label":"B","children":[2,3]},{"label":"E","value":3},{"label":"F","value":12},{"label":"C","value":2,"children":[5,6]},{"label":"H","value":2},{"label":"I","value":4}]}"#
        ]],
    );
    check_json_of(
        "min (3 (inf -inf +0 -0))",
        expect![[
            r#"{"root":"min","nodes":[{"children":[1,2]},{"value":3},{"children":[3,4,5,6]},{"value":"inf"},{"value":"-inf"},{"value":0},{"value":-0.0}]}"#
        ]],
    );
    check_json_of(
        "(0.1 -2.5 12345678901234567890 9007199254740992 9007199254740993 0.000001)",
        expect![[
            r#"{"root":"max","nodes":[{"children":[1,2,3,4,5,6]},{"value":0.1},{"value":-2.5},{"value":1.2345678901234567e+19},{"value":9007199254740992},{"value":9007199254740992},{"value":1e-6}]}"#
        ]],
    );
    check_json_of(
        "A(B(1/6:(3 5) 5/6:(2 9)) C(0.5:7 0.5:1))",
        expect![[
            r#"{"root":"max","nodes":[{"label":"A","children":[1,8]},{"label":"B","children":[2,5]},{"probability":"1/6","children":[3,4]},{"value":3},{"value":5},{"probability":"5/6","children":[6,7]},{"value":2},{"value":9},{"label":"C","children":[9,10]},{"value":7,"probability":0.5},{"value":1,"probability":0.5}]}"#
        ]],
    );
    check_json_of(
        "(1:3 0:4)",
        expect![[
            r#"{"root":"max","nodes":[{"children":[1,2]},{"value":3,"probability":1},{"value":4,"probability":0}]}"#
        ]],
    );
    check_json_of(
        "=<0,0,0>(<1,2,6> <inf,-2.5,-0>)",
        expect![[
            r#"{"root":"max","nodes":[{"value":[0,0,0],"children":[1,2]},{"value":[1,2,6]},{"value":["inf",-2.5,-0.0]}]}"#
        ]],
    );
}

#[test]
fn reads_the_flat_form() {
    check(r#"{"root":"max","nodes":[{"value":3}]}"#, expect!["3"]);
    check(
        r#"{ "root": "min",
            "nodes": [
              { "label": "A", "children": [1, 2, 3] },
              { "label": "B", "value": 3.0 },
              { "value": "-inf" },
              { "value": "+inf" }
            ]
          }"#,
        expect!["min A(B=3 -inf inf)"],
    );
    // Any order in which parents come before their children will do.
    check(
        r#"{"root":"max","nodes":[{"children":[1,2]},{"children":[3,4]},{"value":5},{"value":1},{"value":2}]}"#,
        expect!["((1 2) 5)"],
    );
    check(
        r#"{"root":"max","nodes":[{"children":[1,2]},{"probability":"1/3","value":[1,2]},{"probability":"2/3","value":[3,"inf"]}]}"#,
        expect!["(1/3:<1,2> 2/3:<3,inf>)"],
    );
    check(
        r#"{"root":"max","nodes":[{"children":[1,2]},{"probability":0.25,"value":1},{"probability":0.75,"value":2}]}"#,
        expect!["(0.25:1 0.75:2)"],
    );
    check(
        r#"{"root":"max","nodes":[{"children":[1,2]},{"probability":1,"value":1},{"probability":0,"value":2}]}"#,
        expect!["(1:1 0:2)"],
    );
}

#[test]
fn json_that_is_not_a_tree() {
    check("(3 4)", expect!["error expected value at line 1 column 1"]);
    check(
        r#"{"nodes":[{"value":3}]}"#,
        expect!["error missing field `root` at line 1 column 23"],
    );
    check(
        r#"{"root":"MIN","nodes":[{"value":3}]}"#,
        expect!["error unknown variant `MIN`, expected one of `max`, `min`, `or`, `and` at line 1 column 13"],
    );
    check(r#"{"root":"max","nodes":[{"valeu":3}]}"#, expect!["error unknown field `valeu`, expected one of `label`, `value`, `probability`, `children` at line 1 column 31"]);
    check(
        r#"{"root":"max","nodes":[],"extra":1}"#,
        expect!["error unknown field `extra`, expected `root` or `nodes` at line 1 column 32"],
    );
    check(
        r#"{"root":"max","nodes":[{"value":"infinity"}]}"#,
        expect![[
            r#"error a value: a number, "inf", "-inf", or an array of them for a tuple at line 1 column 43"#
        ]],
    );
    check(
        r#"{"root":"max","nodes":[{"value":[1,"x"]}]}"#,
        expect![[
            r#"error a value: a number, "inf", "-inf", or an array of them for a tuple at line 1 column 40"#
        ]],
    );
    check(
        r#"{"root":"max","nodes":[{"value":1e400}]}"#,
        expect!["error number out of range at line 1 column 37"],
    );
    check(
        r#"{"root":"max","nodes":[{"children":[-1]}]}"#,
        expect!["error invalid value: integer `-1`, expected u32 at line 1 column 38"],
    );
    check(
        r#"{"root":"max","nodes":[{"label":3,"value":1}]}"#,
        expect!["error invalid type: integer `3`, expected a string at line 1 column 33"],
    );
    check(
        r#"{"root":"max","nodes":[{"children":[1]},{"probability":true,"value":1}]}"#,
        expect![[
            r#"error a probability: a number or a fraction such as "1/6" at line 1 column 59"#
        ]],
    );
}

#[test]
fn nodes_that_are_not_a_tree() {
    check(
        r#"{"root":"max","nodes":[]}"#,
        expect!["error node 0: a tree needs at least one node"],
    );
    check(
        r#"{"root":"max","nodes":[{}]}"#,
        expect!["error node 0: a node needs a value or children"],
    );
    check(r#"{"root":"max","nodes":[{"children":[0]}]}"#, expect!["error node 0: the child lists do not form a tree (every node but the root must be the child of exactly one earlier node)"]);
    check(r#"{"root":"max","nodes":[{"children":[5]}]}"#, expect!["error node 0: the child lists do not form a tree (every node but the root must be the child of exactly one earlier node)"]);
    check(
        r#"{"root":"max","nodes":[{"children":[1]},{"value":1},{"value":2}]}"#,
        expect!["error node 2: the child lists do not form a tree (every node but the root must be the child of exactly one earlier node)"],
    );
    check(
        r#"{"root":"max","nodes":[{"children":[1,2]},{"value":1},{"value":[1,2]}]}"#,
        expect!["error node 2: this tree's values are numbers, so a tuple cannot appear here"],
    );
    check(
        r#"{"root":"min","nodes":[{"value":[1,2]}]}"#,
        expect![[
            r#"error node 0: "min" cannot start a tree of tuples: player 1 moves at the root"#
        ]],
    );
    check(
        r#"{"root":"max","nodes":[{"value":3,"probability":1}]}"#,
        expect!["error node 0: the root cannot carry a probability"],
    );
    check(
        r#"{"root":"max","nodes":[{"children":[1,2]},{"probability":"1/2","value":1},{"value":2}]}"#,
        expect!["error node 2: either every child of a node carries a probability (a chance node) or none does"],
    );
    check(
        r#"{"root":"max","nodes":[{"children":[1,2]},{"probability":"1/2","value":1},{"probability":0.4,"value":2}]}"#,
        expect!["error node 0: the probabilities of this chance node add up to 0.9, not 1"],
    );
    check(
        r#"{"root":"max","nodes":[{"children":[1]},{"probability":2,"value":1}]}"#,
        expect!["error node 1: a probability must lie between 0 and 1"],
    );
}

#[test]
fn values_the_notation_could_not_write_are_refused() {
    check(
        r#"{"root":"max","nodes":[{"label":"min","value":1}]}"#,
        expect![[
            r#"error node 0: "min" is not a label: a label is a letter, then letters, digits, "_" or "'", and not one of the words min, max, and, or, inf"#
        ]],
    );
    check(
        r#"{"root":"max","nodes":[{"label":"two words","value":1}]}"#,
        expect![[
            r#"error node 0: "two words" is not a label: a label is a letter, then letters, digits, "_" or "'", and not one of the words min, max, and, or, inf"#
        ]],
    );
    check(
        r#"{"root":"max","nodes":[{"label":"","value":1}]}"#,
        expect![[
            r#"error node 0: "" is not a label: a label is a letter, then letters, digits, "_" or "'", and not one of the words min, max, and, or, inf"#
        ]],
    );
    check(
        r#"{"root":"max","nodes":[{"label":"Ș'_2","value":1}]}"#,
        expect!["Ș'_2=1"],
    );
    check(
        r#"{"root":"max","nodes":[{"children":[1]},{"probability":"1/0","value":1}]}"#,
        expect![[
            r#"error node 1: "1/0" is not a probability: write a number, or a fraction of whole numbers such as "1/6" (at most 4294967295, and not 0 below the bar)"#
        ]],
    );
    check(
        r#"{"root":"max","nodes":[{"children":[1]},{"probability":"+1/1","value":1}]}"#,
        expect![[
            r#"error node 1: "+1/1" is not a probability: write a number, or a fraction of whole numbers such as "1/6" (at most 4294967295, and not 0 below the bar)"#
        ]],
    );
    check(
        r#"{"root":"max","nodes":[{"children":[1]},{"probability":"4294967296/4294967296","value":1}]}"#,
        expect![[
            r#"error node 1: "4294967296/4294967296" is not a probability: write a number, or a fraction of whole numbers such as "1/6" (at most 4294967295, and not 0 below the bar)"#
        ]],
    );
}

#[test]
fn a_deep_tree_needs_no_deep_stack() {
    let depth = 100_000;
    let tree = parse(&format!("{}1{}", "(".repeat(depth), ")".repeat(depth))).expect("a tree");
    assert!(from_json(&to_json(&tree)) == Ok(tree), "reads back equal");
}
