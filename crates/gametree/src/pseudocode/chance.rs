//! CHANCE-VALUE, which every listing gains when the tree has chance nodes:
//! the expected value of the children, weighted by their probabilities;
//! and VALUE, which the listing then calls for every child, since a child
//! may be a chance node or a player's: it hands the state to the function
//! of whoever is to move.

use super::listing::Listing;
use super::{Function, Role};

/// Adds CHANCE-VALUE and VALUE to the listing; `max_n` when the players'
/// function is MAXN-VALUE rather than MAX-VALUE and MIN-VALUE.
pub(super) fn write(listing: &mut Listing, max_n: bool) {
    let function = Function::Chance;
    let (depth, depth_param) = (listing.depth, listing.depth_param);
    listing.add(
        function,
        Role::Header,
        format!("function CHANCE-VALUE(state{depth_param}) returns an expected value"),
    );
    listing.terminal(function);
    listing.add(function, Role::Start, "  v ← 0");
    listing.add(
        function,
        Role::Loop,
        "  for each outcome s′ with probability p do",
    );
    listing.add(
        function,
        Role::Backup,
        format!("    v ← v + p × VALUE(s′{depth})"),
    );
    listing.add(function, Role::Return, "  return v");
    let function = Function::Dispatch;
    listing.add(
        function,
        Role::Header,
        format!("function VALUE(state{depth_param}) returns a value"),
    );
    listing.add(
        function,
        Role::Start,
        format!("  if state is a chance node then return CHANCE-VALUE(state{depth_param})"),
    );
    if max_n {
        listing.add(
            function,
            Role::Return,
            format!("  return MAXN-VALUE(state{depth_param})"),
        );
    } else {
        listing.add(
            function,
            Role::Start,
            format!("  if PLAYER(state) = MAX then return MAX-VALUE(state{depth_param})"),
        );
        listing.add(
            function,
            Role::Return,
            format!("  return MIN-VALUE(state{depth_param})"),
        );
    }
}
