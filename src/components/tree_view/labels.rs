//! The numbers written on the drawing, in the lecture's notation: values
//! and bounds, windows and probabilities (a cut's condition is the core's,
//! `gametree::marks`, as paper writes it). Only mathematics
//! is written here; words come from `strings`, and the digits are the
//! page's (`strings::digits`).

use crate::strings::digits;
use gametree::explain;
use gametree::frame::Bound;
use gametree::{Probability, Score, Trace, Value};

/// A number as the lecture writes it (−∞, 2.5), in the page's digits.
pub fn number(value: f64) -> String {
    digits(&explain::number(value))
}

/// A value as the drawing writes it: one number, perhaps as a bound, or a
/// max^n tuple whose entries are coloured one per player.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueText {
    /// Set when the value is only a bound.
    pub bound: Option<Bound>,
    /// The numbers, written out: one, or one per player.
    pub entries: Vec<String>,
    /// Whether the entries form a tuple ⟨…⟩.
    pub tuple: bool,
}

impl ValueText {
    /// A value the search found, perhaps as a bound.
    pub fn of_score(trace: &Trace, score: Score, bound: Option<Bound>) -> ValueText {
        ValueText::new(
            &trace.entries(score),
            matches!(score, Score::Tuple(_)),
            bound,
        )
    }

    /// A value as written in the tree.
    pub fn of_value(value: &Value) -> ValueText {
        match value {
            Value::Number(x) => ValueText::new(&[*x], false, None),
            Value::Tuple(entries) => ValueText::new(entries, true, None),
        }
    }

    fn new(entries: &[f64], tuple: bool, bound: Option<Bound>) -> ValueText {
        ValueText {
            bound,
            entries: entries.iter().map(|&x| number(x)).collect(),
            tuple,
        }
    }

    /// The bound sign to write before the value, if any, and a thin
    /// space, so that "≤ 2" fits in a triangle as in the textbook's figures.
    pub fn prefix(&self) -> String {
        self.bound
            .map_or_else(String::new, |bound| format!("{}\u{2009}", bound.sign()))
    }

    /// The whole value as one string, for measuring and reading: "≥ 3", "⟨1, 2, 6⟩".
    pub fn plain(&self) -> String {
        let entries = self.entries.join(", ");
        if self.tuple {
            format!("{}⟨{entries}⟩", self.prefix())
        } else {
            format!("{}{entries}", self.prefix())
        }
    }
}

/// An (alpha, beta) window as "[α, β]", infinities as −∞ and +∞.
pub fn window((alpha, beta): (f64, f64)) -> String {
    format!("[{}, {}]", number(alpha), number(beta))
}

/// A chance edge's probability as it was written: "1/6" or "0.5".
pub fn probability(probability: Probability) -> String {
    match probability {
        Probability::Fraction {
            numerator,
            denominator,
        } => digits(&format!("{numerator}/{denominator}")),
        Probability::Decimal(value) => number(value),
    }
}
