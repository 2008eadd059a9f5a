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
            r#"{"root":"max","nodes":[{"children":[1,2,3,4,5,6]},{"value":0.1},{"value":-2.5},{"value":12345678901234567000},{"value":9007199254740992},{"value":9007199254740992},{"value":0.000001}]}"#
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
    check(
        "(3 4)",
        expect![[r#"error 1:1: expected "{" but found "(""#]],
    );
    check(
        r#"{"nodes":[{"value":3}]}"#,
        expect![[r#"error 1:24: the tree has no "root" field"#]],
    );
    check(
        r#"{"root":"MIN","nodes":[{"value":3}]}"#,
        expect![[r#"error 1:9: expected "max", "min", "or" or "and" but found "MIN""#]],
    );
    check(
        r#"{"root":"max","nodes":[{"valeu":3}]}"#,
        expect![[
            r#"error 1:25: unknown field "valeu": the fields are "label", "value", "probability" and "children""#
        ]],
    );
    check(
        r#"{"root":"max","nodes":[],"extra":1}"#,
        expect![[r#"error 1:26: unknown field "extra": the fields are "root" and "nodes""#]],
    );
    check(
        r#"{"root":"max","nodes":[{"value":"infinity"}]}"#,
        expect![[
            r#"error 1:33: expected a value: a number, "inf", "-inf", or a list of them for a tuple but found "infinity""#
        ]],
    );
    check(
        r#"{"root":"max","nodes":[{"value":[1,"x"]}]}"#,
        expect![[
            r#"error 1:36: expected a value: a number, "inf", "-inf", or a list of them for a tuple but found "x""#
        ]],
    );
    check(
        r#"{"root":"max","nodes":[{"value":1e400}]}"#,
        expect!["error 1:33: 1e400 is too large for a number"],
    );
    check(
        r#"{"root":"max","nodes":[{"children":[-1]}]}"#,
        expect![[r#"error 1:37: expected a node's index (0, 1, 2, …) but found "-1""#]],
    );
    check(
        r#"{"root":"max","nodes":[{"label":3,"value":1}]}"#,
        expect![[r#"error 1:33: expected a label in quotes but found "3""#]],
    );
    check(
        r#"{"root":"max","nodes":[{"children":[1]},{"probability":true,"value":1}]}"#,
        expect![[
            r#"error 1:56: expected a probability: a number or a fraction such as "1/6" but found "true""#
        ]],
    );
}

#[test]
fn json_as_any_writer_may_write_it() {
    // Escapes, a character beyond the first plane as a surrogate pair,
    // fields set to null, white space of every kind.
    check(
        "{\"root\":\"max\",\"nodes\":[{\"label\":\"\\u0160\\u0103\\ud835\\udc9c\",\"value\":-0.5e1,\"probability\":null,\"children\":null}]}",
        expect!["Šă𝒜=-5"],
    );
    check(
        "\t{\r\n\"nodes\" : [ { \"value\" : 1E2 } ] , \"root\" : \"min\" }\n",
        expect!["min 100"],
    );
}

#[test]
fn text_that_is_not_json() {
    check(
        r#"{"root":"max","root":"min","nodes":[]}"#,
        expect![[r#"error 1:15: "root" is given twice"#]],
    );
    check(
        r#"{"root":"max","nodes":[{"value":3}]} {"#,
        expect![[r#"error 1:38: expected the end of the text but found "{""#]],
    );
    check(
        r#"{"root":"max","nodes":[{"value":3},]}"#,
        expect![[r#"error 1:36: expected "{" but found "]""#]],
    );
    check(
        r#"{"root":"max","nodes":[{"value":3} {"value":4}]}"#,
        expect![[r#"error 1:36: expected "," or "]" but found "{""#]],
    );
    check(
        "{\"root\":\"max\",\"nodes\":[{\"label\":\"A\nB\",\"value\":3}]}",
        expect![[
            r#"error 1:35: a string cannot hold a line break or a control character: write it as an escape such as \n"#
        ]],
    );
    check(
        r#"{"root":"max","nodes":[{"label":"A\x","value":3}]}"#,
        expect![[
            r#"error 1:36: unknown escape: write \", \\, \/, \b, \f, \n, \r, \t or \u and four hex digits"#
        ]],
    );
    check(
        r#"{"root":"max","nodes":[{"label":"\ud800","value":3}]}"#,
        expect!["error 1:40: this escape is not a character"],
    );
    check(
        r#"{"root":"max","nodes":[{"label":"A"#,
        expect!["error 1:35: the text ends inside a string"],
    );
    check(
        r#"{"root":"max","nodes":[{"value":01}]}"#,
        expect![[r#"error 1:34: expected "," or "}" but found "1""#]],
    );
    check(
        r#"{"root":"max","nodes":[{"value":.5}]}"#,
        expect![[
            r#"error 1:33: expected a value: a number, "inf", "-inf", or a list of them for a tuple but found ".5""#
        ]],
    );
    check(
        r#"{"root":"max","nodes":[{"children":[1.0]}]}"#,
        expect![[r#"error 1:37: expected a node's index (0, 1, 2, …) but found "1.0""#]],
    );
    check(
        "",
        expect![[r#"error 1:1: expected "{" but found end of input"#]],
    );
}

#[test]
fn deep_brackets_are_refused_at_once() {
    let depth = 1_000_000;
    check(
        &format!("{}{}", "[".repeat(depth), "]".repeat(depth)),
        expect![[r#"error 1:1: expected "{" but found "[""#]],
    );
    check(
        &format!(
            r#"{{"root":"max","nodes":[{{"value":{}}}]}}"#,
            "[".repeat(depth)
        ),
        expect![[
            r#"error 1:34: expected a value: a number, "inf", "-inf", or a list of them for a tuple but found "[""#
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
