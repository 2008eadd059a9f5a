//! The grain of a tree's values: the smallest step between two numbers it
//! writes, which principal variation search needs for its null window.

use super::arena::Tree;
use super::node::Value;

/// The most decimals the grain counts; finer values share the grain 10^-9.
const MOST_DECIMALS: usize = 9;

impl Tree {
    /// The smallest step between two values the tree can hold: 1 when
    /// every number it writes (leaves and static values) is whole, else
    /// 10^-k for the most decimals k any number has (0.1 for 2.5, 0.01 for
    /// 3.75), and 10^-9 at the finest. Minimax only ever picks one of
    /// these numbers (or ±∞), so no value of a node lies strictly between
    /// x and x + grain: the window (α, α + grain) is empty inside, a null
    /// window.
    pub fn grain(&self) -> f64 {
        let decimals = self
            .nodes()
            .iter()
            .filter_map(|node| match node.value {
                Some(Value::Number(x)) if x.is_finite() => Some(decimals(x)),
                _ => None,
            })
            .max()
            .unwrap_or(0)
            .min(MOST_DECIMALS);
        1.0 / 10f64.powi(decimals as i32)
    }
}

/// The decimals of the shortest decimal that reads back as `x`: 0 for 3,
/// 2 for 3.75, [`MOST_DECIMALS`] for anything finer. The fewest k for which
/// some whole m gives m / 10^k == x exactly: m / 10^k is the double nearest
/// the decimal, as reading it would give. Arithmetic, not formatting, so
/// that a tree of a million leaves takes milliseconds.
fn decimals(x: f64) -> usize {
    // Most trees are whole numbers throughout: one test, no rounding.
    if x.fract() == 0.0 {
        return 0;
    }
    (1..MOST_DECIMALS)
        .find(|&k| {
            let scale = 10f64.powi(k as i32);
            (x * scale).round() / scale == x
        })
        .unwrap_or(MOST_DECIMALS)
}
