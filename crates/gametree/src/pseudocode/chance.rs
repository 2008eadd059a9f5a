//! CHANCE-VALUE, which every listing gains when the tree has chance nodes:
//! the expected value of the children, weighted by their probabilities.

use super::listing::Listing;
use super::{Function, Role};

/// Adds CHANCE-VALUE to the listing.
pub(super) fn write(listing: &mut Listing) {
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
}
