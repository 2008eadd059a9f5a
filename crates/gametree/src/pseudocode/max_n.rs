//! The listing of max^n: each player keeps the tuple best in their own
//! entry.

use super::listing::Listing;
use super::{Function, Role};

/// Adds MAXN-DECISION and MAXN-VALUE to the listing; with chance nodes
/// every child's tuple comes from VALUE.
pub(super) fn write(listing: &mut Listing, has_chance: bool) {
    let (depth, depth_param) = (listing.depth.clone(), listing.depth_param.clone());
    let (state, words) = (listing.state.clone(), listing.words);
    let best = words.word("best");
    let callee = if has_chance { "VALUE" } else { "MAXN-VALUE" };
    listing.decision(
        "MAXN-DECISION",
        &format!("u ← MAXN-VALUE({state})"),
        &words.word("best-tuple"),
    );
    let function = Function::Max;
    let header = words.function(
        &format!("MAXN-VALUE({state}{depth_param})"),
        Some(&words.word("tuple")),
    );
    listing.add(function, Role::Header, header);
    listing.terminal(function);
    listing.loop_start(
        function,
        &format!("p ← PLAYER({state}); {best} ← {}", words.word("none")),
    );
    let call = words.code(&format!("u ← {callee}(RESULT({state}, a){depth});"));
    let better = format!(
        "{} {} {}",
        words.phrase("is-none", &[("best", &words.code(&best))]),
        words.word("or"),
        words.code(&format!("u[p] > {best}[p]"))
    );
    let keep = words.code(&format!("{best} ← u"));
    listing.add(
        function,
        Role::Backup,
        format!("    {call} {} {keep}", words.if_then(&better)),
    );
    let returned = words.return_(&words.code(&best));
    listing.add(function, Role::Return, format!("  {returned}"));
}
