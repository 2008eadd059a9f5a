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
    let (depth, depth_param) = (listing.depth.clone(), listing.depth_param.clone());
    let (state, words) = (listing.state.clone(), listing.words);
    let header = words.function(
        &format!("CHANCE-VALUE({state}{depth_param})"),
        Some(&words.word("expected-value")),
    );
    listing.add(function, Role::Header, header);
    listing.terminal(function);
    listing.add_code(function, Role::Start, "  ", "v ← 0");
    let outcome = words.phrase(
        "outcome",
        &[("outcome", &words.code("s′")), ("p", &words.code("p"))],
    );
    listing.add(
        function,
        Role::Loop,
        format!("  {}", words.for_each(&outcome)),
    );
    listing.add_code(
        function,
        Role::Backup,
        "    ",
        &format!("v ← v + p × VALUE(s′{depth})"),
    );
    listing.add(
        function,
        Role::Return,
        format!("  {}", words.return_(&words.code("v"))),
    );
    let function = Function::Dispatch;
    let header = words.function(
        &format!("VALUE({state}{depth_param})"),
        Some(&words.word("a-value")),
    );
    listing.add(function, Role::Header, header);
    let call = |name: &str| words.code(&format!("{name}({state}{depth_param})"));
    let chance = words.phrase("is-chance", &[("state", &words.code(&state))]);
    let line = words.if_return(&chance, &call("CHANCE-VALUE"));
    listing.add(function, Role::Start, format!("  {line}"));
    if max_n {
        let line = words.return_(&call("MAXN-VALUE"));
        listing.add(function, Role::Return, format!("  {line}"));
    } else {
        let is_max = words.code(&format!("PLAYER({state}) = MAX"));
        let line = words.if_return(&is_max, &call("MAX-VALUE"));
        listing.add(function, Role::Start, format!("  {line}"));
        let line = words.return_(&call("MIN-VALUE"));
        listing.add(function, Role::Return, format!("  {line}"));
    }
}
