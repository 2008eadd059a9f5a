//! Russell & Norvig's MINIMAX-DECISION and ALPHA-BETA-SEARCH, with
//! MAX-VALUE and MIN-VALUE: the listing of minimax, expectiminimax and
//! alpha-beta (its cut test under the tie rule, its returns under fail-hard).

use super::{strict, Function, Line, Role, Words};
use crate::options::{Failure, Options};

/// Adds the decision function, MAX-VALUE and MIN-VALUE to `lines`; with
/// chance nodes every child's value comes from VALUE.
pub(super) fn listing(lines: &mut Vec<Line>, has_chance: bool, options: &Options, words: &Words) {
    let Words {
        terminal,
        utility,
        depth,
        depth_param,
    } = *words;
    let mut add = |function, role, text: String| lines.push((function, role, text));
    let prunes = options.algorithm.prunes();
    let window = if prunes { ", α, β" } else { "" };
    let root_window = if prunes { ", −∞, +∞" } else { "" };
    let name = if prunes {
        "ALPHA-BETA-SEARCH"
    } else {
        "MINIMAX-DECISION"
    };
    let value = if has_chance { "VALUE" } else { "" };
    add(
        Function::Decision,
        Role::Header,
        format!("function {name}(state) returns an action"),
    );
    add(
        Function::Decision,
        Role::Start,
        format!(
            "  v ← MAX-VALUE(state{root_window}{})",
            if options.depth.is_some() { ", 0" } else { "" }
        ),
    );
    add(
        Function::Decision,
        Role::Return,
        "  return the first action in ACTIONS(state) with value v".to_string(),
    );
    for (function, name, other, start, pick, test, bound, raise) in [
        (
            Function::Max,
            "MAX",
            "MIN",
            "−∞",
            "MAX",
            "≥ β",
            "β",
            "α ← MAX(α, v)",
        ),
        (
            Function::Min,
            "MIN",
            "MAX",
            "+∞",
            "MIN",
            "≤ α",
            "α",
            "β ← MIN(β, v)",
        ),
    ] {
        let callee = if value.is_empty() {
            format!("{other}-VALUE")
        } else {
            value.to_string()
        };
        add(
            function,
            Role::Header,
            format!("function {name}-VALUE(state{window}{depth_param}) returns a utility value"),
        );
        add(
            function,
            Role::Terminal,
            format!("  {terminal} {utility}(state)"),
        );
        add(function, Role::Start, format!("  v ← {start}"));
        add(
            function,
            Role::Loop,
            "  for each a in ACTIONS(state) do".to_string(),
        );
        add(
            function,
            Role::Backup,
            format!("    v ← {pick}(v, {callee}(RESULT(state, a){window}{depth}))"),
        );
        if prunes {
            let test = strict(test, options.ties);
            let returned = if options.failure == Failure::Hard {
                bound
            } else {
                "v"
            };
            add(
                function,
                Role::CutTest,
                format!("    if v {test} then return {returned}"),
            );
            add(function, Role::Raise, format!("    {raise}"));
        }
        let own = if function == Function::Max {
            "α"
        } else {
            "β"
        };
        let returned = if prunes && options.failure == Failure::Hard {
            own
        } else {
            "v"
        };
        add(function, Role::Return, format!("  return {returned}"));
    }
}
