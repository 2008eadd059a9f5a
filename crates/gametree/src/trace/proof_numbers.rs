//! Proof and disproof numbers, the currency of the proof-number searches:
//! how many leaves must still be proved (or disproved) to prove (or
//! disprove) a win for MAX below a node. Two `u32`s with a reserved
//! infinity keep a step that carries them within 32 bytes.

use crate::tree::{NodeId, Player, Tree};

/// The infinity of proof numbers: a node that can never be proved has
/// proof number ∞. `u32::MAX` is reserved for it; finite numbers stay below.
pub const INFINITY: u32 = u32::MAX;

/// PN²'s largest inner tree. Allis's limit, the size of the outer tree,
/// alone makes PN² quadratic on a long line of play (a 100,000-deep tree
/// would take billions of steps, each inner search walking as far down as
/// the outer tree is large); no tree small enough to follow by eye reaches
/// this cap, so lectures see Allis's PN².
pub const MOST_INNER_NODES: u32 = 100;

/// A node's proof number and disproof number.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ProofNumbers {
    /// pn: the fewest leaves that must turn out wins for MAX to prove the node.
    pub proof: u32,
    /// dn: the fewest leaves that must turn out losses to disprove it.
    pub disproof: u32,
}

impl ProofNumbers {
    /// A node generated but not expanded: nothing known, pn = dn = 1.
    pub const UNKNOWN: ProofNumbers = ProofNumbers {
        proof: 1,
        disproof: 1,
    };
    /// A proved node, a win for MAX: pn = 0, dn = ∞.
    pub const PROVED: ProofNumbers = ProofNumbers {
        proof: 0,
        disproof: INFINITY,
    };
    /// A disproved node, a loss or draw for MAX: pn = ∞, dn = 0.
    pub const DISPROVED: ProofNumbers = ProofNumbers {
        proof: INFINITY,
        disproof: 0,
    };

    /// The numbers of a leaf (or a node cut by the depth limit) worth
    /// `value` to MAX: only a value above 0 is a win.
    pub fn of_value(value: f64) -> ProofNumbers {
        if value > 0.0 {
            ProofNumbers::PROVED
        } else {
            ProofNumbers::DISPROVED
        }
    }

    /// Whether the node is proved (pn = 0).
    pub fn is_proved(self) -> bool {
        self.proof == 0
    }

    /// Whether the node is disproved (dn = 0).
    pub fn is_disproved(self) -> bool {
        self.disproof == 0
    }

    /// Whether the node is proved or disproved.
    pub fn is_decided(self) -> bool {
        self.is_proved() || self.is_disproved()
    }

    /// The numbers of an expanded node of kind `connective` whose children
    /// have `children`: OR takes the smallest pn and the sum of the dn,
    /// AND the sum of the pn and the smallest dn.
    pub fn combine(
        connective: Connective,
        children: impl IntoIterator<Item = ProofNumbers>,
    ) -> ProofNumbers {
        let (mut least, mut sum) = (INFINITY, 0);
        for child in children {
            let (minimised, summed) = connective.pick(child);
            least = least.min(minimised);
            sum = add(sum, summed);
        }
        let (proof, disproof) = connective.pick(ProofNumbers {
            proof: least,
            disproof: sum,
        });
        ProofNumbers { proof, disproof }
    }

    /// The number a most-proving walk minimises at a node of kind
    /// `connective`: pn at OR, dn at AND.
    pub fn selecting(self, connective: Connective) -> u32 {
        connective.pick(self).0
    }
}

/// The sum of two proof numbers: ∞ + x = ∞, and finite sums stay below ∞.
pub fn add(a: u32, b: u32) -> u32 {
    if a == INFINITY || b == INFINITY {
        INFINITY
    } else {
        a.saturating_add(b).min(INFINITY - 1)
    }
}

/// `a − b` for thresholds: ∞ − x = ∞, and never below 0.
fn subtract(a: u32, b: u32) -> u32 {
    if a == INFINITY {
        INFINITY
    } else {
        a.saturating_sub(b)
    }
}

/// The two kinds of node of an AND/OR tree. MAX, the prover, moves at OR
/// nodes (one winning move proves them); MIN at AND nodes (every reply
/// must be a win for MAX).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Connective {
    /// MAX to move: proved when one child is.
    Or,
    /// MIN to move: proved when every child is.
    And,
}

impl Connective {
    /// The kind of `node` in a two-player tree: OR where MAX moves, AND where MIN does.
    pub fn of(tree: &Tree, node: NodeId) -> Connective {
        if tree.mover(node) == Player::Min {
            Connective::And
        } else {
            Connective::Or
        }
    }

    /// (the number this kind minimises, the number it sums): (pn, dn) at
    /// OR, (dn, pn) at AND. Applied twice it gives back (pn, dn).
    fn pick(self, numbers: ProofNumbers) -> (u32, u32) {
        match self {
            Connective::Or => (numbers.proof, numbers.disproof),
            Connective::And => (numbers.disproof, numbers.proof),
        }
    }
}

/// The index of the child a most-proving walk takes among `children`'s
/// numbers (the smallest pn at OR, the smallest dn at AND, the leftmost
/// among equals), and the number at which it would stop being taken: the
/// next smallest number plus one, or that number itself when a child to
/// its left has it, since the leftmost wins a tie (∞ for an only child).
/// df-pn's thresholds need the second.
pub fn most_proving(
    connective: Connective,
    children: impl IntoIterator<Item = ProofNumbers>,
) -> (usize, u32) {
    let (mut best, mut least) = (0, INFINITY);
    // The smallest numbers left and right of the best child so far.
    let (mut left, mut right) = (INFINITY, INFINITY);
    for (index, child) in children.into_iter().enumerate() {
        let number = child.selecting(connective);
        if index == 0 {
            least = number;
        } else if number < least {
            (best, left, least, right) = (index, least, number, INFINITY);
        } else {
            right = right.min(number);
        }
    }
    (best, left.min(add(right, 1)))
}

/// df-pn's thresholds for `best`, the most-proving child of a node of kind
/// `connective` that has `numbers` and is searched with `thresholds`;
/// `switch` is the number at which another child would be taken (see
/// [`most_proving`]). At an OR node the child stays most-proving while its
/// pn is below `switch` (th_pn = min(th_pn, switch): Nagai's
/// min(th_pn, pn₂ + 1), made exact for the leftmost rule), and the node
/// stays below its own dn threshold while the child's dn grows by less
/// than th_dn − dn (th_dn − dn + dn(best)); an AND node is the same with
/// pn and dn swapped.
pub fn child_thresholds(
    connective: Connective,
    thresholds: ProofNumbers,
    numbers: ProofNumbers,
    best: ProofNumbers,
    switch: u32,
) -> ProofNumbers {
    let most_proving = |threshold: u32| threshold.min(switch);
    let headroom = |threshold: u32, total: u32, own: u32| add(subtract(threshold, total), own);
    match connective {
        Connective::Or => ProofNumbers {
            proof: most_proving(thresholds.proof),
            disproof: headroom(thresholds.disproof, numbers.disproof, best.disproof),
        },
        Connective::And => ProofNumbers {
            proof: headroom(thresholds.proof, numbers.proof, best.proof),
            disproof: most_proving(thresholds.disproof),
        },
    }
}
