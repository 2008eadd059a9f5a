//! The listing of principal variation search, written as MAX-VALUE and
//! MIN-VALUE like alpha-beta's: the first move with the node's window,
//! every other first with a null window (a probe), then again with the
//! full window when the probe says the move is better.

use super::listing::{Listing, MAX_BOUNDS, MIN_BOUNDS, WITH_VALUE_V};
use super::{Function, Role};
use crate::options::Options;

/// Adds PRINCIPAL-VARIATION-SEARCH, MAX-VALUE and MIN-VALUE to the
/// listing, with null windows `grain` wide (1 for whole numbers).
pub(super) fn write(listing: &mut Listing, options: &Options, grain: f64) {
    let (depth, depth_param) = (listing.depth, listing.depth_param);
    let root_depth = listing.root_depth;
    listing.decision(
        "PRINCIPAL-VARIATION-SEARCH",
        format!("  v ← MAX-VALUE(state, −∞, +∞{root_depth})"),
        WITH_VALUE_V,
    );
    let g = grain.to_string();
    // MAX-VALUE probes just above α, MIN-VALUE just below β.
    let sides = [
        (
            Function::Max,
            "MAX",
            "MIN",
            "−∞",
            MAX_BOUNDS,
            format!("−∞ < α and α + {g} < β"),
            format!("α, α + {g}"),
            format!("α + {g} ≤ v′ < β"),
        ),
        (
            Function::Min,
            "MIN",
            "MAX",
            "+∞",
            MIN_BOUNDS,
            format!("β < +∞ and α < β − {g}"),
            format!("β − {g}, β"),
            format!("α < v′ ≤ β − {g}"),
        ),
    ];
    for (function, name, other, start, bounds, worth_probing, null_window, better) in sides {
        listing.add(
            function,
            Role::Header,
            format!("function {name}-VALUE(state, α, β{depth_param}) returns a utility value"),
        );
        listing.terminal(function);
        listing.loop_start(function, &format!("  v ← {start}"));
        let child = format!("{other}-VALUE(RESULT(state, a)");
        listing.add(
            function,
            Role::Condition,
            format!("    if a is not the first action and {worth_probing} then"),
        );
        listing.add(
            function,
            Role::Probe,
            format!("      v′ ← {child}, {null_window}{depth})   ▷ null window"),
        );
        listing.add(
            function,
            Role::Research,
            format!("      if {better} then v′ ← {child}, α, β{depth})   ▷ search again"),
        );
        listing.add(
            function,
            Role::Condition,
            format!("    else v′ ← {child}, α, β{depth})"),
        );
        listing.add(function, Role::Backup, format!("    v ← {name}(v, v′)"));
        listing.cut_and_return(function, options, &bounds);
    }
}
