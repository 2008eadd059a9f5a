//! The listing of Monte Carlo tree search, as AIMA 4th ed. writes it
//! (figure 5.11): MONTE-CARLO-TREE-SEARCH with SELECT, EXPAND, SIMULATE
//! and BACK-PROPAGATE, each written out with the rules `cli.md` fixes
//! (UCB1 with the search's C, one child or all, rewards in [0, 1]).

use super::listing::Listing;
use super::{Function, Role};
use crate::options::{Expansion, FinalMove, Options};

/// Adds the listing of the search `options` describes.
pub(super) fn write(listing: &mut Listing, options: &Options) {
    let settings = options.monte_carlo;
    let choice = match settings.final_move {
        FinalMove::Visits => "  return the move to the child of root with the most playouts N",
        FinalMove::Mean => "  return the move to the child of root with the best mean q",
    };
    let expand = match settings.expansion {
        Expansion::One => "  add n's leftmost child not in the tree; return that child",
        Expansion::All => "  add all of n's children to the tree; return the leftmost",
    };
    let fully = match settings.expansion {
        Expansion::One => "all",
        Expansion::All => "any",
    };
    let c = settings.exploration;
    let lines = [
        (
            Role::Header,
            "function MONTE-CARLO-TREE-SEARCH(state) returns an action".to_string(),
        ),
        (Role::Condition, "  tree ← NODE(state)".to_string()),
        (
            Role::Loop,
            format!("  repeat {} times", settings.iterations),
        ),
        (Role::Condition, "    leaf ← SELECT(tree)".to_string()),
        (Role::Condition, "    child ← EXPAND(leaf)".to_string()),
        (Role::Condition, "    result ← SIMULATE(child)".to_string()),
        (
            Role::Condition,
            "    BACK-PROPAGATE(result, child)".to_string(),
        ),
        (Role::Return, choice.to_string()),
        (Role::Condition, String::new()),
        (
            Role::Condition,
            "function SELECT(n) returns a node".to_string(),
        ),
        (
            Role::Condition,
            format!("  while n has children and {fully} of them are in the tree do"),
        ),
        (
            Role::Selection,
            format!("    n ← the child c with the highest q(c) + {c} × √(ln N(n) / N(c))"),
        ),
        (Role::Condition, "  return n".to_string()),
        (Role::Condition, String::new()),
        (
            Role::Condition,
            "function EXPAND(n) returns a node".to_string(),
        ),
        (
            Role::Condition,
            "  if TERMINAL-TEST(n) then return n".to_string(),
        ),
        (Role::Expansion, expand.to_string()),
        (Role::Condition, String::new()),
        (
            Role::Condition,
            "function SIMULATE(n) returns a reward".to_string(),
        ),
        (
            Role::Condition,
            "  while not TERMINAL-TEST(n) do n ← a random child of n".to_string(),
        ),
        (
            Role::Playout,
            "  return (UTILITY(n) − lo) / (hi − lo)".to_string(),
        ),
        (Role::Condition, String::new()),
        (Role::Condition, "function BACK-PROPAGATE(r, n)".to_string()),
        (
            Role::Condition,
            "  for each node m from n up to the root do".to_string(),
        ),
        (
            Role::Backpropagation,
            "    N(m) ← N(m) + 1; W(m) ← W(m) + r".to_string(),
        ),
    ];
    for (role, text) in lines {
        listing.add(Function::Decision, role, text);
    }
}
