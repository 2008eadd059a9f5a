//! What is certain of a value a search returned: exact, or only a bound
//! one way. The marks the frame keeps at every node and the drawing
//! writes ("≥ 5"); `bound.rs` has the rule that sets them.

/// Which way a bound points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// "≥ v": the node is worth at least v.
    AtLeast,
    /// "≤ v": the node is worth at most v.
    AtMost,
}

impl Bound {
    /// The sign a lecture writes before the value.
    pub fn sign(self) -> &'static str {
        match self {
            Bound::AtLeast => "≥",
            Bound::AtMost => "≤",
        }
    }

    /// The same bound seen from the other player's side (negamax's MIN
    /// nodes turned round to MAX's).
    pub fn turned(self) -> Bound {
        match self {
            Bound::AtLeast => Bound::AtMost,
            Bound::AtMost => Bound::AtLeast,
        }
    }
}

/// What is certain of a node's minimax value, given the value it returned.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sure {
    /// It is worth at least the value returned.
    pub at_least: bool,
    /// It is worth at most the value returned.
    pub at_most: bool,
}

impl Sure {
    /// The value is the node's minimax value.
    pub const EXACT: Sure = Sure {
        at_least: true,
        at_most: true,
    };

    /// The same certainty with the value turned round (negamax).
    pub(super) fn turned(self) -> Sure {
        Sure {
            at_least: self.at_most,
            at_most: self.at_least,
        }
    }
}
