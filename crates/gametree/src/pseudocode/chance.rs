//! CHANCE-VALUE, which every listing gains when the tree has chance nodes:
//! the expected value of the children, weighted by their probabilities;
//! and VALUE, which the listing then calls for every child, since a child
//! may be a chance node or a player's: it hands the state to the function
//! of whoever is to move.

use super::line::{Function, Role};
use super::listing::{Listing, TERMINAL};

/// CHANCE-VALUE, and VALUE's header and its test of a chance node.
const CHANCE_VALUE: [(Function, Role, &str); 8] = [
    (
        Function::Chance,
        Role::Header,
        "{function¦name=‹CHANCE-VALUE({state}{depth-param})›} {returns¦what={expected-value}}",
    ),
    (Function::Chance, Role::Terminal, TERMINAL),
    (Function::Chance, Role::Start, "  ‹v ← 0›"),
    (
        Function::Chance,
        Role::Loop,
        "  {for-each¦item={outcome¦outcome=‹s′›¦p=‹p›}}",
    ),
    (Function::Chance, Role::Backup, "    ‹v ← v + p × VALUE(s′{deeper})›"),
    (Function::Chance, Role::Return, "  {return¦what=‹v›}"),
    (
        Function::Dispatch,
        Role::Header,
        "{function¦name=‹VALUE({state}{depth-param})›} {returns¦what={a-value}}",
    ),
    (
        Function::Dispatch,
        Role::Start,
        "  {if¦test={is-chance¦state=‹{state}›}} {return¦what=‹CHANCE-VALUE({state}{depth-param})›}",
    ),
];

/// Adds CHANCE-VALUE and VALUE to the listing; `max_n` when the players'
/// function is MAXN-VALUE rather than MAX-VALUE and MIN-VALUE.
pub(super) fn write(listing: &mut Listing, max_n: bool) {
    for (function, role, template) in CHANCE_VALUE {
        listing.add(function, role, template);
    }
    let function = Function::Dispatch;
    if max_n {
        listing.add(
            function,
            Role::Return,
            "  {return¦what=‹MAXN-VALUE({state}{depth-param})›}",
        );
    } else {
        listing.add(
            function,
            Role::Start,
            "  {if¦test=‹PLAYER({state}) = MAX›} {return¦what=‹MAX-VALUE({state}{depth-param})›}",
        );
        listing.add(
            function,
            Role::Return,
            "  {return¦what=‹MIN-VALUE({state}{depth-param})›}",
        );
    }
}
