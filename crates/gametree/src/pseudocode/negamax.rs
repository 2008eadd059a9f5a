//! The listing of negamax, with or without a window: one function for both
//! players, whose child values are negated on the way up.

use super::{strict, Function, Line, Role, Words};
use crate::options::{Failure, Options};

/// Adds NEGAMAX-DECISION and NEGAMAX to `lines`.
pub(super) fn listing(lines: &mut Vec<Line>, options: &Options, words: &Words) {
    let Words {
        terminal,
        utility,
        depth,
        depth_param,
    } = *words;
    let mut add = |function, role, text: String| lines.push((function, role, text));
    let prunes = options.algorithm.prunes();
    let (window, child_window) = if prunes {
        (", α, β", ", −β, −α")
    } else {
        ("", "")
    };
    add(
        Function::Decision,
        Role::Header,
        "function NEGAMAX-DECISION(state) returns an action".to_string(),
    );
    add(
        Function::Decision,
        Role::Start,
        format!(
            "  v ← NEGAMAX(state{}{})",
            if prunes { ", −∞, +∞" } else { "" },
            if options.depth.is_some() { ", 0" } else { "" }
        ),
    );
    add(
        Function::Decision,
        Role::Return,
        "  return the first action in ACTIONS(state) with value v".to_string(),
    );
    add(
        Function::Max,
        Role::Header,
        format!(
            "function NEGAMAX(state{window}{depth_param}) returns a value for the player to move"
        ),
    );
    add(
        Function::Max,
        Role::Terminal,
        format!("  {terminal} COLOR(state) × {utility}(state)   (COLOR is +1 for MAX, −1 for MIN)"),
    );
    add(Function::Max, Role::Start, "  v ← −∞".to_string());
    add(
        Function::Max,
        Role::Loop,
        "  for each a in ACTIONS(state) do".to_string(),
    );
    add(
        Function::Max,
        Role::Backup,
        format!("    v ← MAX(v, −NEGAMAX(RESULT(state, a){child_window}{depth}))"),
    );
    if prunes {
        let returned = if options.failure == Failure::Hard {
            "β"
        } else {
            "v"
        };
        add(
            Function::Max,
            Role::CutTest,
            format!(
                "    if v {} then return {returned}",
                strict("≥ β", options.ties)
            ),
        );
        add(Function::Max, Role::Raise, "    α ← MAX(α, v)".to_string());
    }
    let returned = if prunes && options.failure == Failure::Hard {
        "α"
    } else {
        "v"
    };
    add(Function::Max, Role::Return, format!("  return {returned}"));
}
