//! Russell & Norvig's MINIMAX-DECISION and ALPHA-BETA-SEARCH, with
//! MAX-VALUE and MIN-VALUE: the listing of minimax, expectiminimax and
//! alpha-beta (its cut test under the tie rule, its returns under fail-hard).

use super::line::{Function, Role};
use super::listing::{Listing, EACH_ACTION, MAX_BOUNDS, MIN_BOUNDS, TERMINAL, WITH_VALUE_V};
use crate::options::Options;

/// MAX-VALUE or MIN-VALUE, down to its loop's backup ({side} is MAX or
/// MIN, {other} the other).
const VALUE_FUNCTION: [(Role, &str); 5] = [
    (
        Role::Header,
        "{function¦name=‹{side}-VALUE({state}{window}{depth-param})›} {returns¦what={utility-value}}",
    ),
    (Role::Terminal, TERMINAL),
    (Role::Start, "  ‹v ← {start}›"),
    (Role::Loop, EACH_ACTION),
    (
        Role::Backup,
        "    ‹v ← {side}(v, {callee}(RESULT({state}, a){window}{deeper}))›",
    ),
];

/// Adds the decision function, MAX-VALUE and MIN-VALUE to the listing;
/// with chance nodes every child's value comes from VALUE.
pub(super) fn write(listing: &mut Listing, has_chance: bool, options: &Options) {
    let prunes = options.algorithm.prunes();
    listing.set("window", if prunes { ", α, β" } else { "" });
    listing.set("root-window", if prunes { ", −∞, +∞" } else { "" });
    listing.set("callee", if has_chance { "VALUE" } else { "{other}-VALUE" });
    let name = if prunes {
        "ALPHA-BETA-SEARCH"
    } else {
        "MINIMAX-DECISION"
    };
    listing.decision(
        name,
        "v ← MAX-VALUE({state}{root-window}{root-depth})",
        WITH_VALUE_V,
    );
    // MAX-VALUE, then MIN-VALUE: each picks its best child, cuts when v
    // reaches the far bound, and otherwise raises its own bound.
    for (function, side, other, start, bounds) in [
        (Function::Max, "MAX", "MIN", "−∞", MAX_BOUNDS),
        (Function::Min, "MIN", "MAX", "+∞", MIN_BOUNDS),
    ] {
        listing.set("side", side);
        listing.set("other", other);
        listing.set("start", start);
        listing.add_all(function, &VALUE_FUNCTION);
        listing.cut_and_return(function, options, &bounds);
    }
}
