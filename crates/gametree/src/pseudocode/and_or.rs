//! Russell & Norvig's AND-OR-GRAPH-SEARCH with OR-SEARCH (MAX's nodes, the
//! states where the agent chooses) and AND-SEARCH (MIN's nodes, the
//! outcomes of an action): the listing of AND-OR search.

use super::line::{Function, Role};
use super::listing::Listing;

/// The three functions, line by line.
const LINES: [(Function, Role, &str); 14] = [
    (
        Function::Decision,
        Role::Header,
        "{function¦name=‹AND-OR-GRAPH-SEARCH({problem})›} {returns¦what={plan-or-failure}}",
    ),
    (
        Function::Decision,
        Role::Return,
        "  {return¦what=‹OR-SEARCH({problem}.INITIAL-STATE, {problem}, [ ])›}",
    ),
    (
        Function::Max,
        Role::Header,
        "{function¦name=‹OR-SEARCH({state}, {problem}, {path})›} {returns¦what={plan-or-failure}}",
    ),
    (
        Function::Max,
        Role::Terminal,
        "  {if¦test=‹{problem}.GOAL-TEST({state})›} {return¦what={empty-plan}}",
    ),
    (
        Function::Max,
        Role::Cycle,
        "  {if¦test={on-path¦state=‹{state}›¦path=‹{path}›}} {return¦what=‹{failure}›}",
    ),
    (
        Function::Max,
        Role::Loop,
        "  {for-each¦item={in¦item=‹{action}›¦set=‹{problem}.ACTIONS({state})›}}",
    ),
    (
        Function::Max,
        Role::Backup,
        "    ‹{plan} ← AND-SEARCH(RESULTS({state}, {action}), {problem}, [{state} | {path}])›",
    ),
    (
        Function::Max,
        Role::Return,
        "    {if¦test=‹{plan} ≠ {failure}›} {return¦what=‹[{action} | {plan}]›}",
    ),
    (Function::Max, Role::Fail, "  {return¦what=‹{failure}›}"),
    (
        Function::Min,
        Role::Header,
        "{function¦name=‹AND-SEARCH({states}, {problem}, {path})›} {returns¦what={plan-or-failure}}",
    ),
    (
        Function::Min,
        Role::Loop,
        "  {for-each¦item={in¦item=‹sᵢ›¦set=‹{states}›}}",
    ),
    (
        Function::Min,
        Role::Backup,
        "    ‹{plan}ᵢ ← OR-SEARCH(sᵢ, {problem}, {path})›",
    ),
    (
        Function::Min,
        Role::Fail,
        "    {if¦test=‹{plan}ᵢ = {failure}›} {return¦what=‹{failure}›}",
    ),
    // Words and code mixed: only the words' own order keeps it readable.
    (
        Function::Min,
        Role::Return,
        "  {return¦what=[{if¦test=s₁} {plan}₁ {else} {if¦test=s₂} {plan}₂ {else} … {if¦test=sₙ₋₁} {plan}ₙ₋₁ {else} {plan}ₙ]}",
    ),
];

/// Adds the three functions to the listing.
pub(super) fn write(listing: &mut Listing) {
    for (function, role, template) in LINES {
        listing.add(function, role, template);
    }
}
