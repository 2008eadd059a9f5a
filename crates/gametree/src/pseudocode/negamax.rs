//! The listing of negamax, with or without a window: one function for both
//! players, whose child values are negated on the way up.

use super::line::{Function, Role};
use super::listing::{Listing, EACH_ACTION, MAX_BOUNDS, WITH_VALUE_V};
use crate::options::Options;

/// NEGAMAX, down to its loop's backup.
const NEGAMAX: [(Role, &str); 5] = [
    (
        Role::Header,
        "{function¦name=‹NEGAMAX({state}{window}{depth-param})›} {returns¦what={value-for-mover}}",
    ),
    (
        Role::Terminal,
        "  {if¦test=‹{terminal}({state}{depth-param})›} {return¦what=‹COLOR({state}) × {utility}({state})›}   {color¦color=COLOR}",
    ),
    (Role::Start, "  ‹v ← −∞›"),
    (Role::Loop, EACH_ACTION),
    (
        Role::Backup,
        "    ‹v ← MAX(v, −NEGAMAX(RESULT({state}, a){child-window}{deeper}))›",
    ),
];

/// Adds NEGAMAX-DECISION and NEGAMAX to the listing.
pub(super) fn write(listing: &mut Listing, options: &Options) {
    let windows = if options.algorithm.prunes() {
        [", α, β", ", −β, −α", ", −∞, +∞"]
    } else {
        ["", "", ""]
    };
    for (name, window) in ["window", "child-window", "root-window"]
        .into_iter()
        .zip(windows)
    {
        listing.set(name, window);
    }
    listing.decision(
        "NEGAMAX-DECISION",
        "v ← NEGAMAX({state}{root-window}{root-depth})",
        WITH_VALUE_V,
    );
    listing.add_all(Function::Max, &NEGAMAX);
    listing.cut_and_return(Function::Max, options, &MAX_BOUNDS);
}
