//! Russell & Norvig's AND-OR-GRAPH-SEARCH with OR-SEARCH (MAX's nodes, the
//! states where the agent chooses) and AND-SEARCH (MIN's nodes, the
//! outcomes of an action): the listing of AND-OR search.

use super::listing::Listing;
use super::{Function, Role};

/// Adds the three functions to the listing.
pub(super) fn write(listing: &mut Listing) {
    let words = listing.words;
    let [state, states, problem, path, plan, action, failure] = [
        "state", "states", "problem", "path", "plan", "action", "failure",
    ]
    .map(|key| words.word(key));
    let code = |text: String| words.code(&text);
    let returns = words.word("plan-or-failure");
    let header = |call: String| words.function(&call, Some(&returns));
    let planned = |i: &str| format!("{plan}{i}");
    let (if_then, else_) = (|test: &str| words.if_then(test), words.word("else"));
    let choices = format!(
        "[{} {} {else_} {} {} {else_} … {} {} {else_} {}]",
        if_then("s₁"),
        planned("₁"),
        if_then("s₂"),
        planned("₂"),
        if_then("sₙ₋₁"),
        planned("ₙ₋₁"),
        planned("ₙ")
    );
    let lines = [
        (
            Function::Decision,
            Role::Header,
            header(format!("AND-OR-GRAPH-SEARCH({problem})")),
        ),
        (
            Function::Decision,
            Role::Return,
            format!(
                "  {}",
                words.return_(&code(format!(
                    "OR-SEARCH({problem}.INITIAL-STATE, {problem}, [ ])"
                )))
            ),
        ),
        (
            Function::Max,
            Role::Header,
            header(format!("OR-SEARCH({state}, {problem}, {path})")),
        ),
        (
            Function::Max,
            Role::Terminal,
            format!(
                "  {}",
                words.if_return(
                    &code(format!("{problem}.GOAL-TEST({state})")),
                    &words.word("empty-plan")
                )
            ),
        ),
        (
            Function::Max,
            Role::Cycle,
            format!(
                "  {}",
                words.if_return(
                    &words.phrase(
                        "on-path",
                        &[
                            ("state", &code(state.clone())),
                            ("path", &code(path.clone()))
                        ]
                    ),
                    &code(failure.clone())
                )
            ),
        ),
        (
            Function::Max,
            Role::Loop,
            format!(
                "  {}",
                words.for_each(&words.in_(
                    &code(action.clone()),
                    &code(format!("{problem}.ACTIONS({state})"))
                ))
            ),
        ),
        (
            Function::Max,
            Role::Backup,
            format!(
                "    {}",
                code(format!(
                    "{plan} ← AND-SEARCH(RESULTS({state}, {action}), {problem}, [{state} | {path}])"
                ))
            ),
        ),
        (
            Function::Max,
            Role::Return,
            format!(
                "    {}",
                words.if_return(
                    &code(format!("{plan} ≠ {failure}")),
                    &code(format!("[{action} | {plan}]"))
                )
            ),
        ),
        (
            Function::Max,
            Role::Fail,
            format!("  {}", words.return_(&code(failure.clone()))),
        ),
        (
            Function::Min,
            Role::Header,
            header(format!("AND-SEARCH({states}, {problem}, {path})")),
        ),
        (
            Function::Min,
            Role::Loop,
            format!(
                "  {}",
                words.for_each(&words.in_(&code("sᵢ".to_string()), &code(states.clone())))
            ),
        ),
        (
            Function::Min,
            Role::Backup,
            format!(
                "    {}",
                code(format!(
                    "{} ← OR-SEARCH(sᵢ, {problem}, {path})",
                    planned("ᵢ")
                ))
            ),
        ),
        (
            Function::Min,
            Role::Fail,
            format!(
                "    {}",
                words.if_return(
                    &code(format!("{} = {failure}", planned("ᵢ"))),
                    &code(failure.clone())
                )
            ),
        ),
        (
            Function::Min,
            Role::Return,
            // Words and code mixed: only the words' own order keeps it readable.
            format!("  {}", words.return_(&choices)),
        ),
    ];
    for (function, role, text) in lines {
        listing.add(function, role, text);
    }
}
