//! Whether an exercise is worth posing, which the second generator checks
//! of every tree it draws: an exercise whose start is already its answer
//! grades a student who did nothing as right, and one whose answer is the
//! same on every tree teaches nothing the last one did not.

use super::setup::Kind;
use crate::grade::proof_numbers_asked_at;
use crate::ordering::{best_ordering, leaves_read};
use crate::trace::{Step, Trace};
use crate::tree::Tree;

/// Whether an exercise of `kind` on `tree`, searched as `trace`, asks
/// something its start does not answer, from the tree's own values.
pub fn worth_posing(kind: Kind, tree: &Tree, trace: &Trace) -> bool {
    match kind {
        // The order as drawn must not already read the fewest leaves.
        Kind::Ordering => {
            best_ordering(tree, &trace.options).is_ok_and(|best| best.leaves < leaves_read(trace))
        }
        // By the time the numbers are asked some leaf must be read: before
        // that every number is 1 or a count of children, whatever the tree.
        Kind::ProofNumbers => trace.steps[..proof_numbers_asked_at(trace)]
            .iter()
            .any(|step| {
                matches!(
                    step,
                    Step::Generate {
                        evaluated: true,
                        ..
                    }
                )
            }),
        _ => true,
    }
}
