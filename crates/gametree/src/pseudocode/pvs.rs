//! The listing of principal variation search, written as MAX-VALUE and
//! MIN-VALUE like alpha-beta's: the first move with the node's window,
//! every other first with a null window (a probe), then again with the
//! full window when the probe says the move is better.

use super::listing::{Listing, MAX_BOUNDS, MIN_BOUNDS};
use super::{Function, Role};
use crate::options::Options;

/// Adds PRINCIPAL-VARIATION-SEARCH, MAX-VALUE and MIN-VALUE to the
/// listing, with null windows `grain` wide (1 for whole numbers).
pub(super) fn write(listing: &mut Listing, options: &Options, grain: f64) {
    let (depth, depth_param) = (listing.depth.clone(), listing.depth_param.clone());
    let (state, words) = (listing.state.clone(), listing.words);
    let root_depth = listing.root_depth;
    let choice = listing.with_value_v();
    listing.decision(
        "PRINCIPAL-VARIATION-SEARCH",
        &format!("v ← MAX-VALUE({state}, −∞, +∞{root_depth})"),
        &choice,
    );
    let g = grain.to_string();
    let and = words.word("and");
    // MAX-VALUE probes just above α, MIN-VALUE just below β.
    let sides = [
        (
            Function::Max,
            "MAX",
            "MIN",
            "−∞",
            MAX_BOUNDS,
            ["−∞ < α".to_string(), format!("α + {g} < β")],
            format!("α, α + {g}"),
            format!("α + {g} ≤ v′ < β"),
        ),
        (
            Function::Min,
            "MIN",
            "MAX",
            "+∞",
            MIN_BOUNDS,
            ["β < +∞".to_string(), format!("α < β − {g}")],
            format!("β − {g}, β"),
            format!("α < v′ ≤ β − {g}"),
        ),
    ];
    let returns = words.word("utility-value");
    for (function, name, other, start, bounds, [open, narrow], null_window, better) in sides {
        let header = words.function(
            &format!("{name}-VALUE({state}, α, β{depth_param})"),
            Some(&returns),
        );
        listing.add(function, Role::Header, header);
        listing.terminal(function);
        listing.loop_start(function, &format!("v ← {start}"));
        let child = format!("{other}-VALUE(RESULT({state}, a)");
        let worth_probing = format!(
            "{} {and} {} {and} {}",
            words.phrase("not-first", &[("a", &words.code("a"))]),
            words.code(&open),
            words.code(&narrow)
        );
        let test = words.if_then(&worth_probing);
        listing.add(function, Role::Condition, format!("    {test}"));
        let probe = words.code(&format!("v′ ← {child}, {null_window}{depth})"));
        let comment = words.word("null-window");
        listing.add(
            function,
            Role::Probe,
            format!("      {probe}   ▷ {comment}"),
        );
        let again = words.code(&format!("v′ ← {child}, α, β{depth})"));
        let test = words.if_then(&words.code(&better));
        let comment = words.word("search-again");
        let research = format!("      {test} {again}   ▷ {comment}");
        listing.add(function, Role::Research, research);
        let otherwise = format!("{} {again}", words.word("else"));
        listing.add(function, Role::Condition, format!("    {otherwise}"));
        listing.add_code(
            function,
            Role::Backup,
            "    ",
            &format!("v ← {name}(v, v′)"),
        );
        listing.cut_and_return(function, options, &bounds);
    }
}
