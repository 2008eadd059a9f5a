//! Russell & Norvig's MINIMAX-DECISION and ALPHA-BETA-SEARCH, with
//! MAX-VALUE and MIN-VALUE: the listing of minimax, expectiminimax and
//! alpha-beta (its cut test under the tie rule, its returns under fail-hard).

use super::listing::{Listing, MAX_BOUNDS, MIN_BOUNDS};
use super::{Function, Role};
use crate::options::Options;

/// Adds the decision function, MAX-VALUE and MIN-VALUE to the listing;
/// with chance nodes every child's value comes from VALUE.
pub(super) fn write(listing: &mut Listing, has_chance: bool, options: &Options) {
    let (depth, depth_param) = (listing.depth.clone(), listing.depth_param.clone());
    let state = listing.state.clone();
    let prunes = options.algorithm.prunes();
    let window = if prunes { ", α, β" } else { "" };
    let root_window = if prunes { ", −∞, +∞" } else { "" };
    let name = if prunes {
        "ALPHA-BETA-SEARCH"
    } else {
        "MINIMAX-DECISION"
    };
    let root_depth = listing.root_depth;
    let choice = listing.with_value_v();
    listing.decision(
        name,
        &format!("v ← MAX-VALUE({state}{root_window}{root_depth})"),
        &choice,
    );
    let returns = listing.words.word("utility-value");
    // MAX-VALUE, then MIN-VALUE: each picks its best child, cuts when v
    // reaches the far bound, and otherwise raises its own bound.
    for (function, name, other, start, pick, bounds) in [
        (Function::Max, "MAX", "MIN", "−∞", "MAX", MAX_BOUNDS),
        (Function::Min, "MIN", "MAX", "+∞", "MIN", MIN_BOUNDS),
    ] {
        let callee = if has_chance {
            "VALUE".to_string()
        } else {
            format!("{other}-VALUE")
        };
        let header = listing.words.function(
            &format!("{name}-VALUE({state}{window}{depth_param})"),
            Some(&returns),
        );
        listing.add(function, Role::Header, header);
        listing.terminal(function);
        listing.for_each_action(
            function,
            &format!("v ← {start}"),
            &format!("v ← {pick}(v, {callee}(RESULT({state}, a){window}{depth}))"),
        );
        listing.cut_and_return(function, options, &bounds);
    }
}
