//! The listing of principal variation search, written as MAX-VALUE and
//! MIN-VALUE like alpha-beta's: the first move with the node's window,
//! every other first with a null window (a probe), then again with the
//! full window when the probe says the move is better.

use super::line::{Function, Role};
use super::listing::{Listing, EACH_ACTION, MAX_BOUNDS, MIN_BOUNDS, TERMINAL, WITH_VALUE_V};
use crate::options::Options;

/// MAX-VALUE or MIN-VALUE ({side}, the other {other}) with the probe and
/// the search again, down to the backup.
const VALUE_FUNCTION: [(Role, &str); 9] = [
    (
        Role::Header,
        "{function¦name=‹{side}-VALUE({state}, α, β{depth-param})›} {returns¦what={utility-value}}",
    ),
    (Role::Terminal, TERMINAL),
    (Role::Start, "  ‹v ← {start}›"),
    (Role::Loop, EACH_ACTION),
    (
        Role::Condition,
        "    {if¦test={not-first¦a=‹a›} {and} ‹{open}› {and} ‹{narrow}›}",
    ),
    (
        Role::Probe,
        "      ‹v′ ← {other}-VALUE(RESULT({state}, a), {null}{deeper})›   ▷ {null-window}",
    ),
    (
        Role::Research,
        "      {if¦test=‹{better}›} ‹v′ ← {other}-VALUE(RESULT({state}, a), α, β{deeper})›   ▷ {search-again}",
    ),
    (
        Role::Condition,
        "    {else} ‹v′ ← {other}-VALUE(RESULT({state}, a), α, β{deeper})›",
    ),
    (Role::Backup, "    ‹v ← {side}(v, v′)›"),
];

/// Adds PRINCIPAL-VARIATION-SEARCH, MAX-VALUE and MIN-VALUE to the
/// listing, with null windows `grain` wide (1 for whole numbers).
pub(super) fn write(listing: &mut Listing, options: &Options, grain: f64) {
    listing.decision(
        "PRINCIPAL-VARIATION-SEARCH",
        "v ← MAX-VALUE({state}, −∞, +∞{root-depth})",
        WITH_VALUE_V,
    );
    listing.set("g", grain.to_string());
    // MAX-VALUE probes just above α, MIN-VALUE just below β.
    let sides = [
        (
            Function::Max,
            [
                "MAX",
                "MIN",
                "−∞",
                "−∞ < α",
                "α + {g} < β",
                "α, α + {g}",
                "α + {g} ≤ v′ < β",
            ],
            MAX_BOUNDS,
        ),
        (
            Function::Min,
            [
                "MIN",
                "MAX",
                "+∞",
                "β < +∞",
                "α < β − {g}",
                "β − {g}, β",
                "α < v′ ≤ β − {g}",
            ],
            MIN_BOUNDS,
        ),
    ];
    let names = ["side", "other", "start", "open", "narrow", "null", "better"];
    for (function, values, bounds) in sides {
        for (name, value) in names.into_iter().zip(values) {
            listing.set(name, value);
        }
        listing.add_all(function, &VALUE_FUNCTION);
        listing.cut_and_return(function, options, &bounds);
    }
}
