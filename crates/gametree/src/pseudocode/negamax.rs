//! The listing of negamax, with or without a window: one function for both
//! players, whose child values are negated on the way up.

use super::listing::{Listing, MAX_BOUNDS};
use super::{Function, Role};
use crate::options::Options;

/// Adds NEGAMAX-DECISION and NEGAMAX to the listing.
pub(super) fn write(listing: &mut Listing, options: &Options) {
    let (depth, depth_param) = (listing.depth.clone(), listing.depth_param.clone());
    let state = listing.state.clone();
    let words = listing.words;
    let prunes = options.algorithm.prunes();
    let (window, child_window, root_window) = if prunes {
        (", α, β", ", −β, −α", ", −∞, +∞")
    } else {
        ("", "", "")
    };
    let root_depth = listing.root_depth;
    let choice = listing.with_value_v();
    listing.decision(
        "NEGAMAX-DECISION",
        &format!("v ← NEGAMAX({state}{root_window}{root_depth})"),
        &choice,
    );
    let function = Function::Max;
    let header = words.function(
        &format!("NEGAMAX({state}{window}{depth_param})"),
        Some(&words.word("value-for-mover")),
    );
    listing.add(function, Role::Header, header);
    let note = words.phrase("color", &[("color", "COLOR")]);
    let terminal = listing.terminal_line(&format!("COLOR({state}) × "), &format!("   {note}"));
    listing.add(function, Role::Terminal, terminal);
    listing.for_each_action(
        function,
        "v ← −∞",
        &format!("v ← MAX(v, −NEGAMAX(RESULT({state}, a){child_window}{depth}))"),
    );
    listing.cut_and_return(function, options, &MAX_BOUNDS);
}
