//! What a line of a listing is: the function it belongs to and the role it
//! plays there, by which a step of a trace finds the line it executes.

use super::proof_part::Part;

/// Which function of the listing a line belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Function {
    /// The top-level call that picks the root's move.
    Decision,
    /// MAX-VALUE, or NEGAMAX / MAXN-VALUE, which serve every player.
    Max,
    /// MIN-VALUE.
    Min,
    /// CHANCE-VALUE.
    Chance,
    /// VALUE, which hands a state to the function of whoever moves there;
    /// no step stops at it.
    Dispatch,
}

/// What a line does, so that steps can find their line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Role {
    Header,
    Terminal,
    Start,
    Loop,
    Backup,
    CutTest,
    Raise,
    Return,
    /// AND-OR search's test of a state already on the path.
    Cycle,
    /// AND-OR search's return of failure.
    Fail,
    /// A line of a proof-number search's listing.
    Proof(Part),
    /// Iterative deepening's loop over the passes.
    Pass,
    /// Iterative deepening's reordering between passes.
    Reorder,
    /// Principal variation search's null-window probe.
    Probe,
    /// Principal variation search's re-search with the full window.
    Research,
    /// Monte Carlo tree search's step down to the child of best score.
    Selection,
    /// Monte Carlo tree search's new node.
    Expansion,
    /// Monte Carlo tree search's random playout and its reward.
    Playout,
    /// Monte Carlo tree search's update of N and W on the way up.
    Backpropagation,
    /// A line that only chooses between others: no step stops on it.
    Condition,
}

/// One line of a listing: its role, its function and its text.
pub(super) type Line = (Function, Role, String);
