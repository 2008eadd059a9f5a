//! The notation's printer: the canonical one-line form of a tree, its
//! values and probabilities, written so that parsing it gives them back.

use crate::tree::{Game, Node, NodeId, Player, Probability, Tree, Value};
use std::fmt::{self, Write as _};

/// The canonical one-line form: `min ` when MIN moves first (`and ` or
/// `or ` for an AND-OR tree, whoever moves first), then each node
/// as its probability (`1/6:` or `0.5:`), label, value (`=3` after a label
/// or before children, bare on an unlabelled leaf) and children in
/// brackets, separated by single spaces (by ", " after a labelled leaf
/// when the next sibling starts with a bracket). Parsing it gives the tree
/// back.
impl fmt::Display for Tree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        /// What is left to write, last first.
        enum Pending {
            Node(NodeId),
            /// Between siblings: a space, or ", " where a space would hand
            /// the next sibling's brackets to the leaf before as children.
            Separator(&'static str),
            Close,
        }
        match (self.game(), self.is_and_or()) {
            (Game::TwoPlayer { root: Player::Min }, false) => f.write_str("min ")?,
            (Game::TwoPlayer { root: Player::Min }, true) => f.write_str("and ")?,
            (_, true) => f.write_str("or ")?,
            _ => {}
        }
        let mut stack = vec![Pending::Node(NodeId::ROOT)];
        while let Some(pending) = stack.pop() {
            match pending {
                Pending::Separator(separator) => f.write_str(separator)?,
                Pending::Close => f.write_char(')')?,
                Pending::Node(id) => {
                    let node = self.node(id);
                    write_node(f, node)?;
                    if !node.is_leaf() {
                        f.write_char('(')?;
                        stack.push(Pending::Close);
                        for pair in node.children.windows(2).rev() {
                            stack.push(Pending::Node(pair[1]));
                            let (before, after) = (self.node(pair[0]), self.node(pair[1]));
                            let takes_children = before.is_leaf() && before.label.is_some();
                            let starts_with_bracket = after.probability.is_none()
                                && after.label.is_none()
                                && after.value.is_none();
                            stack.push(Pending::Separator(
                                if takes_children && starts_with_bracket {
                                    ", "
                                } else {
                                    " "
                                },
                            ));
                        }
                        stack.push(Pending::Node(node.children[0]));
                    }
                }
            }
        }
        Ok(())
    }
}

/// A node without its children: probability, label and value.
fn write_node(f: &mut fmt::Formatter<'_>, node: &Node) -> fmt::Result {
    if let Some(probability) = node.probability {
        fmt::Display::fmt(&probability, f)?;
        f.write_char(':')?;
    }
    if let Some(label) = &node.label {
        f.write_str(label)?;
    }
    if let Some(value) = &node.value {
        if node.label.is_some() || !node.is_leaf() {
            f.write_char('=')?;
        }
        fmt::Display::fmt(value, f)?;
    }
    Ok(())
}

/// A value as the notation writes it: `3`, `-1.5`, `inf` or `<1,2>`.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Number(number) => write_number(f, *number),
            Value::Tuple(entries) => {
                f.write_char('<')?;
                for (entry_index, &entry) in entries.iter().enumerate() {
                    if entry_index > 0 {
                        f.write_char(',')?;
                    }
                    write_number(f, entry)?;
                }
                f.write_char('>')
            }
        }
    }
}

/// A probability as it was written: `1/6` or `0.5`.
impl fmt::Display for Probability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Probability::Fraction {
                numerator,
                denominator,
            } => write!(f, "{numerator}/{denominator}"),
            Probability::Decimal(probability) => write_number(f, probability),
        }
    }
}

/// Rust's `{}` for doubles is the shortest text that reads back as the same
/// double, and never uses an exponent, which the notation lacks. A whole
/// number (every leaf of a game) is written as the integer it is, the same
/// digits more cheaply: natively, a game's half a million leaves print in
/// two thirds of the time.
fn write_number(f: &mut fmt::Formatter<'_>, number: f64) -> fmt::Result {
    if number == f64::INFINITY {
        f.write_str("inf")
    } else if number == f64::NEG_INFINITY {
        f.write_str("-inf")
    } else if number.fract() == 0.0
        && number.abs() < 1e15
        && number.to_bits() != (-0.0f64).to_bits()
    {
        fmt::Display::fmt(&(number as i64), f)
    } else {
        fmt::Display::fmt(&number, f)
    }
}
