//! What a line of a proof-number search's listing does: one role of a
//! line (`Role::Proof`), told apart finely enough that every step of PNS,
//! PN² and df-pn lights its own line.

/// What a line of a proof-number listing does, so that steps find it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Part {
    /// A line no step executes on its own: a header, a loop, a call.
    Plain,
    /// The main function's end: proved or disproved (and the winning move).
    Solved,
    /// The walk's choice at an OR node.
    SelectOr,
    /// The walk's choice at an AND node.
    SelectAnd,
    /// The expansion of a most-proving node.
    Expand,
    /// PN²: the inner search at the most-proving node.
    Inner,
    /// PN²: a child keeps the numbers the inner search gave it.
    InnerNumbers,
    /// PNS and PN²: an update that changes nothing ends the way back up.
    UpdateStops,
    /// The numbers of an expanded OR node.
    SetOr,
    /// The numbers of an expanded AND node.
    SetAnd,
    /// A terminal node worth more than 0.
    SetWin,
    /// Any other terminal node.
    SetLoss,
    /// A node generated and not expanded.
    SetUnknown,
    /// df-pn: the root's call, with thresholds (∞, ∞).
    RootCall,
    /// df-pn: the call on an OR node's most-proving child.
    CallOr,
    /// df-pn: the call on an AND node's most-proving child.
    CallAnd,
    /// df-pn: a node whose numbers reached a threshold returns.
    Leave,
}
