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

mod error;
mod reader;
mod writer;

use crate::lang::Message;
use crate::notation;
use crate::tree::{Game, Node, NodeId, Player, Probability, Tree, Value};
use reader::{Next, Reader};

pub use error::JsonError;
pub use writer::to_json;

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
                let twice = Message::new("json.twice").ltr("name", name.as_str());
                return Err(reader.error_at(start, twice));
            }
            _ => {
                return Err(unknown_field(
                    &reader,
                    start,
                    &name,
                    &["\"root\"", "\"nodes\""],
                ))
            }
        }
    }
    reader.end()?;
    let missing = |name: &str| reader.error(Message::new("json.missing").ltr("name", name));
    let root = root.ok_or_else(|| missing("root"))?;
    let nodes = nodes.ok_or_else(|| missing("nodes"))?;
    let nodes = nodes
        .into_iter()
        .enumerate()
        .map(|(index, node)| node.into_node().map_err(|problem| at_node(index, problem)))
        .collect::<Result<Vec<Node>, JsonError>>()?;
    let (root, and_or) = root;
    let tree = Tree::new(root, nodes)
        .map_err(|error| at_node(error.node.index(), error.problem.message()))?;
    if and_or && matches!(tree.game(), Game::MaxN { .. }) {
        return Err(JsonError::new(Message::new("json.and-or-tuples")));
    }
    Ok(tree.with_and_or(and_or))
}

fn at_node(index: usize, problem: Message) -> JsonError {
    JsonError::new(
        Message::new("json.at-node")
            .number("index", index as f64)
            .nested("problem", problem),
    )
}

/// `known` lists the fields, written as in the JSON.
fn unknown_field(reader: &Reader, start: usize, name: &str, known: &[&str]) -> JsonError {
    let said = Message::new("json.unknown-field")
        .ltr("name", name)
        .nested("known", Message::list(known));
    reader.error_at(start, said)
}

/// `"max"` or `"min"`: who moves at the root; `"or"` or `"and"` for the
/// same in an AND-OR tree (whether it is one is the second part).
fn read_root(reader: &mut Reader) -> Result<(Player, bool), JsonError> {
    let expected = || Message::new("json.what.root");
    let start = reader.start();
    match reader.string(expected())?.as_str() {
        "max" => Ok((Player::Max, false)),
        "min" => Ok((Player::Min, false)),
        "or" => Ok((Player::Max, true)),
        "and" => Ok((Player::Min, true)),
        other => Err(reader.expected_at(start, expected(), quoted(other))),
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
            "label" => node.label = Some(reader.string(Message::new("json.what.label"))?.into()),
            "value" => node.value = Some(read_value(reader)?),
            "probability" => node.probability = Some(read_probability(reader)?),
            "children" => node.children = read_children(reader)?,
            _ => {
                let known = ["\"label\"", "\"value\"", "\"probability\"", "\"children\""];
                return Err(unknown_field(reader, start, &name, &known));
            }
        }
    }
    Ok(node)
}

/// What a value is, for messages.
fn a_value() -> Message {
    Message::new("json.what.value")
}

/// Text from the JSON, quoted as messages quote it.
fn quoted(text: &str) -> Message {
    Message::new("notation.quoted").ltr("text", text)
}

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
            match reader.string(a_value())?.as_str() {
                "inf" | "+inf" => Ok(f64::INFINITY),
                "-inf" => Ok(f64::NEG_INFINITY),
                other => Err(reader.expected_at(start, a_value(), quoted(other))),
            }
        }
        _ => reader.number(a_value()),
    }
}

/// A probability as written: a number, or a fraction in a string (checked later).
fn read_probability(reader: &mut Reader) -> Result<ProbabilityJson, JsonError> {
    let probability = || Message::new("json.what.probability");
    if reader.next() == Next::Text {
        return reader.string(probability()).map(ProbabilityJson::Fraction);
    }
    reader.number(probability()).map(ProbabilityJson::Decimal)
}

/// The indices of a node's children.
fn read_children(reader: &mut Reader) -> Result<Vec<NodeId>, JsonError> {
    let mut children = Vec::new();
    let mut items = reader.list()?;
    while reader.item(&mut items)? {
        children.push(NodeId(reader.natural(Message::new("json.what.index"))?));
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
    fn into_node(self) -> Result<Node, Message> {
        if let Some(label) = &self.label {
            // The notation must be able to write every tree back.
            if !notation::is_label(label) {
                return Err(Message::new("edit.not-a-label").ltr("text", format!("\"{label}\"")));
            }
        }
        let probability = match self.probability {
            None => None,
            Some(ProbabilityJson::Decimal(probability)) => Some(Probability::Decimal(probability)),
            Some(ProbabilityJson::Fraction(text)) => {
                Some(parse_fraction(&text).ok_or_else(|| {
                    Message::new("json.not-a-probability")
                        .ltr("text", text.as_str())
                        .ltr("most", u32::MAX.to_string())
                })?)
            }
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
