//! Russell & Norvig's AND-OR-GRAPH-SEARCH with OR-SEARCH (MAX's nodes, the
//! states where the agent chooses) and AND-SEARCH (MIN's nodes, the
//! outcomes of an action): the listing of AND-OR search.

use super::listing::Listing;
use super::{Function, Role};

/// Adds the three functions to the listing.
pub(super) fn write(listing: &mut Listing) {
    let lines = [
        (
            Function::Decision,
            Role::Header,
            "function AND-OR-GRAPH-SEARCH(problem) returns a conditional plan, or failure",
        ),
        (
            Function::Decision,
            Role::Return,
            "  return OR-SEARCH(problem.INITIAL-STATE, problem, [ ])",
        ),
        (
            Function::Max,
            Role::Header,
            "function OR-SEARCH(state, problem, path) returns a conditional plan, or failure",
        ),
        (
            Function::Max,
            Role::Terminal,
            "  if problem.GOAL-TEST(state) then return the empty plan",
        ),
        (
            Function::Max,
            Role::Cycle,
            "  if state is on path then return failure",
        ),
        (
            Function::Max,
            Role::Loop,
            "  for each action in problem.ACTIONS(state) do",
        ),
        (
            Function::Max,
            Role::Backup,
            "    plan ← AND-SEARCH(RESULTS(state, action), problem, [state | path])",
        ),
        (
            Function::Max,
            Role::Return,
            "    if plan ≠ failure then return [action | plan]",
        ),
        (Function::Max, Role::Fail, "  return failure"),
        (
            Function::Min,
            Role::Header,
            "function AND-SEARCH(states, problem, path) returns a conditional plan, or failure",
        ),
        (Function::Min, Role::Loop, "  for each sᵢ in states do"),
        (
            Function::Min,
            Role::Backup,
            "    planᵢ ← OR-SEARCH(sᵢ, problem, path)",
        ),
        (
            Function::Min,
            Role::Fail,
            "    if planᵢ = failure then return failure",
        ),
        (
            Function::Min,
            Role::Return,
            "  return [if s₁ then plan₁ else if s₂ then plan₂ else … if sₙ₋₁ then planₙ₋₁ else planₙ]",
        ),
    ];
    for (function, role, text) in lines {
        listing.add(function, role, text);
    }
}
