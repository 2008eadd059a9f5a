//! The listing of max^n: each player keeps the tuple best in their own
//! entry.

use super::listing::Listing;
use super::{Function, Role};

/// Adds MAXN-DECISION and MAXN-VALUE to the listing; with chance nodes
/// every child's tuple comes from VALUE.
pub(super) fn write(listing: &mut Listing, has_chance: bool) {
    let (depth, depth_param) = (listing.depth, listing.depth_param);
    let callee = if has_chance { "VALUE" } else { "MAXN-VALUE" };
    listing.decision(
        "MAXN-DECISION",
        "  u ← MAXN-VALUE(state)".to_string(),
        "whose tuple gives player 1 the most",
    );
    let function = Function::Max;
    listing.add(
        function,
        Role::Header,
        format!("function MAXN-VALUE(state{depth_param}) returns a tuple, one value per player"),
    );
    listing.terminal(function);
    listing.for_each_action(
        function,
        "  p ← PLAYER(state); best ← none",
        format!(
            "    u ← {callee}(RESULT(state, a){depth}); if best is none or u[p] > best[p] then best ← u"
        ),
    );
    listing.add(function, Role::Return, "  return best");
}
