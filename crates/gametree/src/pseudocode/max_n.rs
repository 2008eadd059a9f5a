//! The listing of max^n: each player keeps the tuple best in their own
//! entry.

use super::line::{Function, Role};
use super::listing::{Listing, EACH_ACTION, TERMINAL};

/// MAXN-VALUE: the tuple best for the player to move.
const MAXN_VALUE: [(Role, &str); 6] = [
    (
        Role::Header,
        "{function¦name=‹MAXN-VALUE({state}{depth-param})›} {returns¦what={tuple}}",
    ),
    (Role::Terminal, TERMINAL),
    (Role::Start, "  ‹p ← PLAYER({state}); {best} ← {none}›"),
    (Role::Loop, EACH_ACTION),
    (
        Role::Backup,
        "    ‹u ← {callee}(RESULT({state}, a){deeper});› {if¦test={is-none¦best=‹{best}›} {or} ‹u[p] > {best}[p]›} ‹{best} ← u›",
    ),
    (Role::Return, "  {return¦what=‹{best}›}"),
];

/// Adds MAXN-DECISION and MAXN-VALUE to the listing; with chance nodes
/// every child's tuple comes from VALUE.
pub(super) fn write(listing: &mut Listing, has_chance: bool) {
    listing.set("callee", if has_chance { "VALUE" } else { "MAXN-VALUE" });
    listing.decision("MAXN-DECISION", "u ← MAXN-VALUE({state})", "{best-tuple}");
    listing.add_all(Function::Max, &MAXN_VALUE);
}
