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
//!
//! The form is read and written here by hand (`reader.rs`, `writer.rs`)
//! rather than by a JSON library: its shape is fixed and small, and the
//! app, which reads and writes it in the browser, is smaller without one.

mod reader;
mod writer;

use crate::notation;
use crate::tree::{Game, Node, NodeId, Player, Probability, Tree, Value};
use reader::{Next, Reader};
use std::fmt;

pub use writer::to_json;

/// Why a text is not a tree in the JSON form, so that a program or the
/// command-line tool can say what to fix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// What is wrong: the line and column and what was expected there, or
    /// the problem with the tree and the index of the node that shows it.
    pub message: String,
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for JsonError {}

/// Reads a tree in the JSON form and checks it as `Tree::new` does.
pub fn from_json(text: &str) -> Result<Tree, JsonError> {
    let mut reader = Reader::new(text);
    let mut root = None;
    let mut nodes = None;
    let mut fields = reader.object()?;
    while let Some((name, start)) = reader.field(&mut fields)? {
        match name.as_str() {
            "root" if root.is_none() => root = Some(read_root(&mut reader)?),
            "nodes" if nodes.is_none() => nodes = Some(read_nodes(&mut reader)?),
            "root" | "nodes" => {
                return Err(reader.error_at(start, &format!("\"{name}\" is given twice")))
            }
            _ => {
                return Err(unknown_field(
                    &reader,
                    start,
                    &name,
                    "\"root\" and \"nodes\"",
                ))
            }
        }
    }
    reader.end()?;
    let missing = |name: &str| reader.error(&format!("the tree has no \"{name}\" field"));
    let root = root.ok_or_else(|| missing("root"))?;
    let nodes = nodes.ok_or_else(|| missing("nodes"))?;
    let nodes = nodes
        .into_iter()
        .enumerate()
        .map(|(index, node)| node.into_node().map_err(|problem| at_node(index, problem)))
        .collect::<Result<Vec<Node>, JsonError>>()?;
    let (root, and_or) = root;
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

fn unknown_field(reader: &Reader, start: usize, name: &str, known: &str) -> JsonError {
    reader.error_at(
        start,
        &format!("unknown field \"{name}\": the fields are {known}"),
    )
}

/// `"max"` or `"min"`: who moves at the root; `"or"` or `"and"` for the
/// same in an AND-OR tree (whether it is one is the second part).
fn read_root(reader: &mut Reader) -> Result<(Player, bool), JsonError> {
    const EXPECTED: &str = "\"max\", \"min\", \"or\" or \"and\"";
    let start = reader.start();
    match reader.string(EXPECTED)?.as_str() {
        "max" => Ok((Player::Max, false)),
        "min" => Ok((Player::Min, false)),
        "or" => Ok((Player::Max, true)),
        "and" => Ok((Player::Min, true)),
        other => Err(reader.error_at(start, &format!("expected {EXPECTED} but found \"{other}\""))),
    }
}

/// The list of nodes, each a flat object.
fn read_nodes(reader: &mut Reader) -> Result<Vec<NodeJson>, JsonError> {
    let mut nodes = Vec::new();
    let mut items = reader.list()?;
    while reader.item(&mut items)? {
        nodes.push(read_node(reader)?);
    }
    Ok(nodes)
}

/// One node: its fields, each optional.
fn read_node(reader: &mut Reader) -> Result<NodeJson, JsonError> {
    let mut node = NodeJson::default();
    let mut fields = reader.object()?;
    while let Some((name, start)) = reader.field(&mut fields)? {
        if reader.next() == Next::Null {
            // `null` is a field left out.
            reader.null();
            continue;
        }
        match name.as_str() {
            "label" => node.label = Some(reader.string("a label in quotes")?.into()),
            "value" => node.value = Some(read_value(reader)?),
            "probability" => node.probability = Some(read_probability(reader)?),
            "children" => node.children = read_children(reader)?,
            _ => {
                return Err(unknown_field(
                    reader,
                    start,
                    &name,
                    "\"label\", \"value\", \"probability\" and \"children\"",
                ))
            }
        }
    }
    Ok(node)
}

const VALUE: &str = "a value: a number, \"inf\", \"-inf\", or a list of them for a tuple";

/// A number, or a tuple of them.
fn read_value(reader: &mut Reader) -> Result<Value, JsonError> {
    if reader.next() != Next::List {
        return read_number(reader).map(Value::Number);
    }
    let mut entries = Vec::new();
    let mut items = reader.list()?;
    while reader.item(&mut items)? {
        entries.push(read_number(reader)?);
    }
    Ok(Value::Tuple(entries.into()))
}

/// A number, with the infinities as the strings `"inf"` and `"-inf"`.
fn read_number(reader: &mut Reader) -> Result<f64, JsonError> {
    match reader.next() {
        Next::Text => {
            let start = reader.start();
            match reader.string(VALUE)?.as_str() {
                "inf" | "+inf" => Ok(f64::INFINITY),
                "-inf" => Ok(f64::NEG_INFINITY),
                other => {
                    Err(reader.error_at(start, &format!("expected {VALUE} but found \"{other}\"")))
                }
            }
        }
        _ => reader.number(VALUE),
    }
}

/// A probability as written: a number, or a fraction in a string (checked later).
fn read_probability(reader: &mut Reader) -> Result<ProbabilityJson, JsonError> {
    const PROBABILITY: &str = "a probability: a number or a fraction such as \"1/6\"";
    if reader.next() == Next::Text {
        return reader.string(PROBABILITY).map(ProbabilityJson::Fraction);
    }
    reader.number(PROBABILITY).map(ProbabilityJson::Decimal)
}

/// The indices of a node's children.
fn read_children(reader: &mut Reader) -> Result<Vec<NodeId>, JsonError> {
    let mut children = Vec::new();
    let mut items = reader.list()?;
    while reader.item(&mut items)? {
        children.push(NodeId(reader.natural("a node's index (0, 1, 2, …)")?));
    }
    Ok(children)
}

/// A node as read, before the checks the notation needs.
#[derive(Default)]
struct NodeJson {
    label: Option<Box<str>>,
    value: Option<Value>,
    probability: Option<ProbabilityJson>,
    children: Vec<NodeId>,
}

/// A probability as the JSON form writes it.
enum ProbabilityJson {
    Decimal(f64),
    Fraction(String),
}

impl NodeJson {
    /// The node, or what is wrong with it that `Tree::new` does not check.
    fn into_node(self) -> Result<Node, String> {
        if let Some(label) = &self.label {
            // The notation must be able to write every tree back.
            if !notation::is_label(label) {
                return Err(format!(
                    "\"{label}\" is not a label: a label is a letter, then letters, digits, \"_\" or \"'\", and not one of the words min, max, and, or, inf"
                ));
            }
        }
        let probability = match self.probability {
            None => None,
            Some(ProbabilityJson::Decimal(probability)) => Some(Probability::Decimal(probability)),
            Some(ProbabilityJson::Fraction(text)) => Some(parse_fraction(&text).ok_or_else(|| {
                format!(
                    "\"{text}\" is not a probability: write a number, or a fraction of whole numbers such as \"1/6\" (at most {}, and not 0 below the bar)",
                    u32::MAX
                )
            })?),
        };
        Ok(Node {
            label: self.label,
            value: self.value,
            probability,
            children: self.children,
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
