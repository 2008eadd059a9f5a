//! The listing of negamax, with or without a window: one function for both
//! players, whose child values are negated on the way up.

use super::listing::{Listing, MAX_BOUNDS, WITH_VALUE_V};
use super::{Function, Role};
use crate::options::Options;

/// Adds NEGAMAX-DECISION and NEGAMAX to the listing.
pub(super) fn write(listing: &mut Listing, options: &Options) {
    let (terminal, utility) = (listing.terminal, listing.utility);
    let (depth, depth_param) = (listing.depth, listing.depth_param);
    let prunes = options.algorithm.prunes();
    let (window, child_window, root_window) = if prunes {
        (", α, β", ", −β, −α", ", −∞, +∞")
    } else {
        ("", "", "")
    };
    let root_depth = listing.root_depth;
    listing.decision(
        "NEGAMAX-DECISION",
        format!("  v ← NEGAMAX(state{root_window}{root_depth})"),
        WITH_VALUE_V,
    );
    let function = Function::Max;
    listing.add(
        function,
        Role::Header,
        format!(
            "function NEGAMAX(state{window}{depth_param}) returns a value for the player to move"
        ),
    );
    listing.add(
        function,
        Role::Terminal,
        format!("  {terminal} COLOR(state) × {utility}(state)   (COLOR is +1 for MAX, −1 for MIN)"),
    );
    listing.for_each_action(
        function,
        "  v ← −∞",
        format!("    v ← MAX(v, −NEGAMAX(RESULT(state, a){child_window}{depth}))"),
    );
    listing.cut_and_return(function, options, &MAX_BOUNDS);
}
