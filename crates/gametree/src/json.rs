//! The JSON form of a tree: lossless and flat, for programs rather than
//! people (people type the notation). The nodes are listed in arena order,
//! children by index, so reading and writing need no recursion:
//!
//! ```text
//! {"root":"max","nodes":[{"label":"A","children":[1,2]},{"value":3},{"value":"inf"}]}
//! ```
//!
//! `root` is `max` or `min`, or `or` or `and` for an AND-OR tree. A
//! node's fields are omitted when absent. Values are numbers, or arrays of
//! numbers for tuples; infinities, which JSON lacks, are the strings `"inf"`
//! and `"-inf"`. A probability written as a decimal is a number, one written
//! as a fraction the string `"1/6"`.

use crate::notation;
use crate::tree::{Game, Node, NodeId, Player, Probability, Tree, Value};
use serde::{de, Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// Why a text is not a tree in the JSON form, so that a program or the
/// command-line tool can say what to fix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// What is wrong: serde's message with its line and column, or the
    /// problem with the tree and the index of the node that shows it.
    pub message: String,
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for JsonError {}

/// Writes a tree in the JSON form, for programs that exchange trees with
/// the app without losing anything (`from_json` reads it back equal).
pub fn to_json(tree: &Tree) -> String {
    let root = match (tree.game(), tree.is_and_or()) {
        (Game::TwoPlayer { root: Player::Min }, false) => RootJson::Min,
        (Game::TwoPlayer { root: Player::Min }, true) => RootJson::And,
        (_, true) => RootJson::Or,
        _ => RootJson::Max,
    };
    let json = TreeJson {
        root,
        nodes: tree.nodes().iter().map(NodeJson::from).collect(),
    };
    serde_json::to_string(&json).expect("the JSON form has string keys and finite numbers only")
}

/// Reads a tree in the JSON form and checks it as `Tree::new` does.
pub fn from_json(text: &str) -> Result<Tree, JsonError> {
    let json: TreeJson = serde_json::from_str(text).map_err(|error| JsonError {
        message: error.to_string(),
    })?;
    let (root, and_or) = match json.root {
        RootJson::Max => (Player::Max, false),
        RootJson::Min => (Player::Min, false),
        RootJson::Or => (Player::Max, true),
        RootJson::And => (Player::Min, true),
    };
    let nodes = json
        .nodes
        .into_iter()
        .enumerate()
        .map(|(index, node)| node.into_node().map_err(|problem| at_node(index, problem)))
        .collect::<Result<Vec<Node>, JsonError>>()?;
    let tree = Tree::new(root, nodes)
        .map_err(|error| at_node(error.node.index(), error.problem.to_string()))?;
    if and_or && matches!(tree.game(), Game::MaxN { .. }) {
        return Err(JsonError {
            message: "an AND-OR tree (root \"and\" or \"or\") has two players, so its values are numbers, not tuples".to_string(),
        });
    }
    Ok(tree.with_and_or(and_or))
}

fn at_node(index: usize, problem: String) -> JsonError {
    JsonError {
        message: format!("node {index}: {problem}"),
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TreeJson {
    root: RootJson,
    nodes: Vec<NodeJson>,
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum RootJson {
    Max,
    Min,
    /// MAX of an AND-OR tree.
    Or,
    /// MIN of an AND-OR tree.
    And,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct NodeJson {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    label: Option<Box<str>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    value: Option<ValueJson>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    probability: Option<ProbabilityJson>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    children: Vec<u32>,
}

#[derive(Serialize, Deserialize)]
#[serde(
    untagged,
    expecting = "a value: a number, \"inf\", \"-inf\", or an array of them for a tuple"
)]
enum ValueJson {
    Number(JsonNumber),
    Tuple(Vec<JsonNumber>),
}

#[derive(Serialize, Deserialize)]
#[serde(
    untagged,
    expecting = "a probability: a number or a fraction such as \"1/6\""
)]
enum ProbabilityJson {
    Decimal(JsonNumber),
    Fraction(String),
}

/// A number, with the infinities as the strings `"inf"` and `"-inf"`.
#[derive(Clone, Copy)]
struct JsonNumber(f64);

impl From<&Node> for NodeJson {
    fn from(node: &Node) -> NodeJson {
        NodeJson {
            label: node.label.clone(),
            value: node.value.as_ref().map(|value| match value {
                Value::Number(number) => ValueJson::Number(JsonNumber(*number)),
                Value::Tuple(entries) => {
                    ValueJson::Tuple(entries.iter().copied().map(JsonNumber).collect())
                }
            }),
            probability: node.probability.map(|probability| match probability {
                Probability::Fraction {
                    numerator,
                    denominator,
                } => ProbabilityJson::Fraction(format!("{numerator}/{denominator}")),
                Probability::Decimal(probability) => {
                    ProbabilityJson::Decimal(JsonNumber(probability))
                }
            }),
            children: node.children.iter().map(|child| child.0).collect(),
        }
    }
}

impl NodeJson {
    /// The node, or what is wrong with it that `Tree::new` does not check.
    fn into_node(self) -> Result<Node, String> {
        if let Some(label) = &self.label {
            // The notation must be able to write every tree back.
            if !notation::is_label(label) {
                return Err(format!(
                    "{label:?} is not a label: a label is a letter, then letters, digits, \"_\" or \"'\", and not one of the words min, max, and, or, inf"
                ));
            }
        }
        let probability = match self.probability {
            None => None,
            Some(ProbabilityJson::Decimal(JsonNumber(probability))) => {
                Some(Probability::Decimal(probability))
            }
            Some(ProbabilityJson::Fraction(text)) => Some(parse_fraction(&text).ok_or_else(|| {
                format!(
                    "{text:?} is not a probability: write a number, or a fraction of whole numbers such as \"1/6\" (at most {}, and not 0 below the bar)",
                    u32::MAX
                )
            })?),
        };
        Ok(Node {
            label: self.label,
            value: self.value.map(|value| match value {
                ValueJson::Number(JsonNumber(number)) => Value::Number(number),
                ValueJson::Tuple(entries) => {
                    Value::Tuple(entries.iter().map(|entry| entry.0).collect())
                }
            }),
            probability,
            children: self.children.into_iter().map(NodeId).collect(),
        })
    }
}

/// `"n/d"` with natural numbers that fit in 32 bits and `d` not 0.
fn parse_fraction(text: &str) -> Option<Probability> {
    let (numerator, denominator) = text.split_once('/')?;
    let natural = |digits: &str| {
        if !digits.is_empty() && digits.bytes().all(|byte| byte.is_ascii_digit()) {
            digits.parse::<u32>().ok()
        } else {
            None
        }
    };
    let numerator = natural(numerator)?;
    let denominator = natural(denominator).filter(|&denominator| denominator != 0)?;
    Some(Probability::Fraction {
        numerator,
        denominator,
    })
}

/// Whole numbers are written without a fraction part (`3`, not `3.0`)
/// while they convert exactly; -0 keeps its sign as `-0.0`.
const LARGEST_EXACT_INTEGER: f64 = 9_007_199_254_740_992.0;

impl Serialize for JsonNumber {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let number = self.0;
        let negative_zero = number == 0.0 && number.is_sign_negative();
        if number == f64::INFINITY {
            serializer.serialize_str("inf")
        } else if number == f64::NEG_INFINITY {
            serializer.serialize_str("-inf")
        } else if number.fract() == 0.0 && number.abs() <= LARGEST_EXACT_INTEGER && !negative_zero {
            serializer.serialize_i64(number as i64)
        } else {
            serializer.serialize_f64(number)
        }
    }
}

impl<'de> Deserialize<'de> for JsonNumber {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<JsonNumber, D::Error> {
        deserializer.deserialize_any(JsonNumberVisitor)
    }
}

struct JsonNumberVisitor;

impl de::Visitor<'_> for JsonNumberVisitor {
    type Value = JsonNumber;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a number, \"inf\" or \"-inf\"")
    }

    fn visit_f64<E: de::Error>(self, number: f64) -> Result<JsonNumber, E> {
        Ok(JsonNumber(number))
    }

    fn visit_i64<E: de::Error>(self, number: i64) -> Result<JsonNumber, E> {
        Ok(JsonNumber(number as f64))
    }

    fn visit_u64<E: de::Error>(self, number: u64) -> Result<JsonNumber, E> {
        Ok(JsonNumber(number as f64))
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<JsonNumber, E> {
        match text {
            "inf" | "+inf" => Ok(JsonNumber(f64::INFINITY)),
            "-inf" => Ok(JsonNumber(f64::NEG_INFINITY)),
            _ => Err(E::invalid_value(de::Unexpected::Str(text), &self)),
        }
    }
}
