//! Writing a tree in the JSON form: one line, the fields of each node in
//! the order label, value, probability, children, and absent ones left out.

use crate::tree::{Game, Node, Player, Probability, Tree, Value};
use std::fmt::Write;

/// Writes a tree in the JSON form, for programs that exchange trees with
/// the app without losing anything (`from_json` reads it back equal).
pub fn to_json(tree: &Tree) -> String {
    let root = match (tree.game(), tree.is_and_or()) {
        (Game::TwoPlayer { root: Player::Min }, false) => "min",
        (Game::TwoPlayer { root: Player::Min }, true) => "and",
        (_, true) => "or",
        _ => "max",
    };
    let mut json = format!("{{\"root\":\"{root}\",\"nodes\":[");
    for (index, node) in tree.nodes().iter().enumerate() {
        if index > 0 {
            json.push(',');
        }
        write_node(&mut json, node);
    }
    json.push_str("]}");
    json
}

/// One node as an object of its present fields.
fn write_node(json: &mut String, node: &Node) {
    let mut fields = Vec::new();
    if let Some(label) = &node.label {
        fields.push(format!("\"label\":{}", string(label)));
    }
    match &node.value {
        None => {}
        Some(Value::Number(number)) => fields.push(format!("\"value\":{}", number_text(*number))),
        Some(Value::Tuple(entries)) => {
            let entries: Vec<String> = entries.iter().map(|&entry| number_text(entry)).collect();
            fields.push(format!("\"value\":[{}]", entries.join(",")));
        }
    }
    match node.probability {
        None => {}
        Some(Probability::Fraction {
            numerator,
            denominator,
        }) => fields.push(format!("\"probability\":\"{numerator}/{denominator}\"")),
        Some(Probability::Decimal(probability)) => {
            fields.push(format!("\"probability\":{}", number_text(probability)));
        }
    }
    if !node.children.is_empty() {
        let children: Vec<String> = node
            .children
            .iter()
            .map(|child| child.0.to_string())
            .collect();
        fields.push(format!("\"children\":[{}]", children.join(",")));
    }
    json.push('{');
    json.push_str(&fields.join(","));
    json.push('}');
}

/// Whole numbers are written without a fraction part (`3`, not `3.0`)
/// while they convert exactly; -0 keeps its sign as `-0.0`.
const LARGEST_EXACT_INTEGER: f64 = 9_007_199_254_740_992.0;

/// A number as JSON writes it: the shortest digits that read back the same
/// (never with an exponent, whose formatting would add 2 KB to the app);
/// the infinities, which JSON lacks, as the strings `"inf"` and `"-inf"`.
fn number_text(number: f64) -> String {
    let negative_zero = number == 0.0 && number.is_sign_negative();
    if number == f64::INFINITY {
        "\"inf\"".to_string()
    } else if number == f64::NEG_INFINITY {
        "\"-inf\"".to_string()
    } else if negative_zero {
        "-0.0".to_string()
    } else if number.fract() == 0.0 && number.abs() <= LARGEST_EXACT_INTEGER {
        format!("{}", number as i64)
    } else {
        format!("{number}")
    }
}

/// A string in quotes, with the characters JSON requires escaped.
fn string(text: &str) -> String {
    let mut quoted = String::with_capacity(text.len() + 2);
    quoted.push('"');
    for character in text.chars() {
        match character {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            '\n' => quoted.push_str("\\n"),
            '\u{0}'..='\u{1f}' => {
                let _ = write!(quoted, "\\u{:04x}", u32::from(character));
            }
            _ => quoted.push(character),
        }
    }
    quoted.push('"');
    quoted
}
