//! Tests of reading trees in other tools' formats (`import.rs`): each format,
//! how a text is recognised, the errors of the format assumed, deep and huge
//! inputs, and that no text makes the reader panic.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, Expect};
use gametree::import::{import, Format};
use gametree::json::to_json;
use gametree::parse;
use gametree::tree::MAX_NODES;
use proptest::prelude::*;

/// Imports `input` and shows the format it was read as and the tree in the
/// notation, or the error. A tree must come numbered as parsing its printed
/// notation numbers it.
fn check(input: &str, expected: Expect) {
    let actual = match import(input) {
        Ok((tree, format)) => {
            let printed = tree.to_string();
            assert_eq!(parse(&printed), Ok(tree), "reading back {printed}");
            format!("{}: {printed}", format.name())
        }
        Err(error) => format!("error {error}"),
    };
    expected.assert_eq(&actual);
}

#[test]
fn the_notation() {
    check(
        "((3 12 8) (2 4 6) (14 5 2))",
        expect!["the notation: ((3 12 8) (2 4 6) (14 5 2))"],
    );
    check(
        "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]",
        expect!["the notation: ((3 12 8) (2 4 6) (14 5 2))"],
    );
    check(
        "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6))",
        expect!["the notation: A(B(E=3 F=12 G=8) C(H=2 I=4 J=6))"],
    );
    check("7", expect!["the notation: 7"]);
    check("\u{feff}min (1 2)", expect!["the notation: min (1 2)"]);
    // A single wrapped number is a node with one child in the notation.
    check("[7]", expect!["the notation: (7)"]);
    // Labels, "=" and probabilities make it the notation however it nests.
    check(
        "[[[8],[5]],[[A=10]]]",
        expect!["the notation: (((8) (5)) ((A=10)))"],
    );
    check(
        "((1/2:(3) 1/2:(5)))",
        expect!["the notation: ((1/2:(3) 1/2:(5)))"],
    );
    check(
        "min [[[8],[5]],[[10]]]",
        expect!["the notation: min (((8) (5)) ((10)))"],
    );
}

#[test]
fn json() {
    check(
        r#"  {"root":"min","nodes":[{"children":[1,2]},{"value":3},{"label":"B","value":"inf"}]}"#,
        expect!["Minimax Lab JSON: min (3 B=inf)"],
    );
    // Parents before children in any order: the tree comes back in pre-order.
    check(
        r#"{"root":"max","nodes":[{"children":[1,2]},{"children":[3,4]},{"value":5},{"value":1},{"value":2}]}"#,
        expect!["Minimax Lab JSON: ((1 2) 5)"],
    );
    let tree = parse("A(B(1/6:3 5/6:5) C=9(1 2))").expect("a tree");
    assert_eq!(import(&to_json(&tree)), Ok((tree, Format::Json)));
}

#[test]
fn nested_lists_with_wrapped_leaves() {
    check(
        "(((3)(12)(8))((2)(4)(6))((14)(5)(2)))",
        expect!["nested lists with wrapped leaves: ((3 12 8) (2 4 6) (14 5 2))"],
    );
    check(
        "[[[8],[5]],[[10]]]",
        expect!["nested lists with wrapped leaves: ((8 5) (10))"],
    );
    check(
        "[[[8], [5]],\n [[10]]]  # from the course page",
        expect!["nested lists with wrapped leaves: ((8 5) (10))"],
    );
    check(
        "[[-3], [2.5], [inf], [-INF], [+0]]",
        expect!["nested lists with wrapped leaves: (-3 2.5 inf -inf 0)"],
    );
    // Leaves at different depths.
    check(
        "[[1], [[2], [[3]]]]",
        expect!["nested lists with wrapped leaves: (1 (2 (3)))"],
    );
    check("[[7]]", expect!["nested lists with wrapped leaves: (7)"]);
}

#[test]
fn lists_that_are_not_wrapped_are_the_notation() {
    // A list holding numbers and lists.
    check("[[1], 2]", expect!["the notation: ((1) 2)"]);
    // A list holding two numbers.
    check("[[1 2], [3]]", expect!["the notation: ((1 2) (3))"]);
    // An empty list, an unclosed list, a second root, a mismatched bracket.
    check(
        "[[1], []]",
        expect![[
            r#"error read as the notation: 1:8: expected a number, a label or "(" but found "]""#
        ]],
    );
    check(
        "[[[8],[5]],[[10]]",
        expect![[
            r#"error read as the notation: 1:18: expected "]" to close the "[" at 1:1 but found end of input"#
        ]],
    );
    check(
        "[[1]] [[2]]",
        expect![[
            r#"error read as the notation: 1:7: expected end of input after the tree but found "[" (a tree has one root: put siblings inside brackets)"#
        ]],
    );
    check(
        "[[1)]",
        expect![[
            r#"error read as the notation: 1:4: expected "]" to close the "[" at 1:2 but found ")""#
        ]],
    );
    // A malformed number gets the notation's advice.
    check(
        "[[1e5], [2]]",
        expect![[
            r#"error read as the notation: 1:4: expected a space or a bracket after "1" but found "e" (numbers are written without exponents)"#
        ]],
    );
}

#[test]
fn breadth_first_counts_and_values() {
    check(
        "3 3 3 3 0 0 0 0 0 0 0 0 0\n3 12 8 2 4 6 14 5 2",
        expect!["breadth-first child counts and values: ((3 12 8) (2 4 6) (14 5 2))"],
    );
    // The counts of the leaves after the last inner node may be left out.
    check(
        "3 3 3 3\n3 12 8 2 4 6 14 5 2\n",
        expect!["breadth-first child counts and values: ((3 12 8) (2 4 6) (14 5 2))"],
    );
    check(
        "[3, 3, 3, 3] [3, 12, 8, 2, 4, 6, 14, 5, 2]",
        expect!["breadth-first child counts and values: ((3 12 8) (2 4 6) (14 5 2))"],
    );
    check(
        "# figure 5.2\r\n(3 3 3 3)\r\n\r\n(3 12 8\r\n 2 4 6\r\n 14 5 2)\r\n",
        expect!["breadth-first child counts and values: ((3 12 8) (2 4 6) (14 5 2))"],
    );
    // Leaves at different depths: breadth-first order, left to right.
    check(
        "2 0 2\n5 1 2",
        expect!["breadth-first child counts and values: (5 (1 2))"],
    );
    check(
        "2 2 0 0 1 0\n-1 2.5 inf",
        expect!["breadth-first child counts and values: ((2.5 (inf)) -1)"],
    );
    // A single leaf: no counts at all, or one 0.
    check(
        "[] [7]",
        expect!["breadth-first child counts and values: 7"],
    );
    check("0\n7", expect!["breadth-first child counts and values: 7"]);
}

#[test]
fn breadth_first_errors() {
    check(
        "3 3 3 3\n3 12 8 2 4 6 14 5",
        expect!["error read as breadth-first child counts and values: 2:1: the child counts describe a tree of 9 leaves but the values list has only 8 values"],
    );
    check(
        "3 3 3 3\n3 12 8 2 4 6 14 5 2 9",
        expect!["error read as breadth-first child counts and values: 2:21: the child counts describe a tree of 9 leaves, so this value is one too many (there are 10 values)"],
    );
    check(
        "2\n1",
        expect!["error read as breadth-first child counts and values: 2:1: the child counts describe a tree of 2 leaves but the values list has only 1 value"],
    );
    check(
        "1 0 0 3\n1 2 3 4",
        expect!["error read as breadth-first child counts and values: 1:5: this count belongs to no node: the counts before it make a whole tree of 2 nodes"],
    );
    check(
        "3 -1 2\n1 2 3",
        expect![[
            r#"error read as breadth-first child counts and values: 1:3: a child count is a whole number such as 0 or 3, but found "-1""#
        ]],
    );
    check(
        "2 2.0\n1 2 3",
        expect![[
            r#"error read as breadth-first child counts and values: 1:3: a child count is a whole number such as 0 or 3, but found "2.0""#
        ]],
    );
    check(
        "2\n1 1e5",
        expect![[
            r#"error read as breadth-first child counts and values: 2:3: "1e5" is not a number: write numbers such as 3, -2.5 or inf"#
        ]],
    );
    check(
        &format!("2\n1 1{}", "0".repeat(400)),
        expect!["error read as breadth-first child counts and values: 2:3: the number is too large for a double: write inf"],
    );
    check(
        "1\n2\n3",
        expect!["error read as breadth-first child counts and values: 3:1: expected two lists, the child counts and then the leaf values, but found a third here"],
    );
    check(
        "[1 2]\n3",
        expect!["error read as breadth-first child counts and values: 2:1: with brackets, both lists must be inside them, but this number is outside"],
    );
    check(
        "[2\n1 1e5]",
        expect!["error read as breadth-first child counts and values: 2:7: expected two lists, the child counts and then the leaf values, but found one"],
    );
    check(
        "[1] [2",
        expect![[
            r#"error read as breadth-first child counts and values: 1:7: expected "]" to close the "[" at 1:5 but found end of input"#
        ]],
    );
    check(
        "[1] (2]",
        expect![[
            r#"error read as breadth-first child counts and values: 1:7: expected ")" to close the "(" at 1:5 but found "]""#
        ]],
    );
    check(
        "[1] ] [2]",
        expect![[
            r#"error read as breadth-first child counts and values: 1:5: "]" closes no list"#
        ]],
    );
    check(
        &format!("{MAX_NODES}\n1"),
        expect!["error read as breadth-first child counts and values: 1:1: the tree has more than 4000000 nodes, the most this tool can hold"],
    );
    check(
        "99999999999999999999999\n1",
        expect!["error read as breadth-first child counts and values: 1:1: the tree has more than 4000000 nodes, the most this tool can hold"],
    );
}

#[test]
fn what_is_no_format_gets_the_likeliest_error() {
    check(
        "",
        expect![[
            r#"error read as the notation: 1:1: expected a number, a label or "(" but found end of input"#
        ]],
    );
    check(
        "hello world",
        expect![[
            r#"error read as the notation: 1:7: expected "=" or "(" after the label "hello" but found the label "world""#
        ]],
    );
    check(
        "\0\0\u{1}ELF\u{2}",
        expect![[
            r#"error read as the notation: 1:1: expected a number, a label or "(" but found the character U+0000"#
        ]],
    );
    // One line of numbers is more likely the notation without its brackets.
    check(
        "3 12 8",
        expect![[
            r#"error read as the notation: 1:3: expected end of input after the tree but found the number 12 (a tree has one root: put siblings inside brackets)"#
        ]],
    );
    // A word among the numbers: not breadth-first.
    check(
        "3 3\n1 2 x",
        expect![[
            r#"error read as the notation: 1:3: expected end of input after the tree but found the number 3 (a tree has one root: put siblings inside brackets)"#
        ]],
    );
    check(
        r#"{"root":"max","nodes":[{"valeu":3}]}"#,
        expect![[
            r#"error read as Minimax Lab JSON: 1:25: unknown field "valeu": the fields are "label", "value", "probability" and "children""#
        ]],
    );
    check(
        "  {(3 4)",
        expect![[r#"error read as Minimax Lab JSON: 1:4: expected a field name but found "(""#]],
    );
}

#[test]
fn a_deep_wrapped_list_needs_no_deep_stack() {
    let depth = 100_000;
    let text = format!("{}[7]{}", "[".repeat(depth - 1), "]".repeat(depth - 1));
    let (tree, format) = import(&text).expect("a tree");
    assert_eq!(format, Format::WrappedLists);
    assert_eq!(tree.len(), depth);
    let leaf = tree.ids().last().expect("a node");
    assert_eq!(tree.depth(leaf), depth as u32 - 1);
}

#[test]
fn a_deep_breadth_first_chain() {
    let depth = 100_000;
    let text = format!("{}\n7", "1 ".repeat(depth));
    let (tree, format) = import(&text).expect("a tree");
    assert_eq!(format, Format::BreadthFirst);
    assert_eq!(tree.len(), depth + 1);
}

#[test]
fn too_many_wrapped_lists_stop_the_read_early() {
    let text = format!("[{}]", "[0]".repeat(MAX_NODES));
    let error = import(&text).expect_err("too many nodes");
    assert_eq!(
        error.to_string(),
        format!(
            "read as nested lists with wrapped leaves: 1:{}: the tree has more than 4000000 nodes, the most this tool can hold",
            3 * MAX_NODES - 1
        )
    );
}

/// Texts made mostly of what the list formats are made of, so that the
/// readers' corners are reached.
fn text() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "[", "]", "(", ")", "1", "0", "2", "-3", "inf", "1e5", " ", ",", "\n", "#c\n", "A", "=",
        "{", "\0", "é", "2.", "1/2:",
    ]);
    prop::collection::vec(pieces, 0..40).prop_map(|pieces| pieces.concat())
}

proptest! {
    #[test]
    fn importing_any_text_never_panics(text in text()) {
        if let Ok((tree, _)) = import(&text) {
            prop_assert_eq!(parse(&tree.to_string()), Ok(tree));
        }
    }
}
