//! The listing of max^n: each player keeps the tuple best in their own
//! entry.

use super::{Function, Line, Role, Words};

/// Adds MAXN-DECISION and MAXN-VALUE to `lines`; with chance nodes every
/// child's tuple comes from VALUE.
pub(super) fn listing(lines: &mut Vec<Line>, has_chance: bool, words: &Words) {
    let Words {
        terminal,
        utility,
        depth,
        depth_param,
    } = *words;
    let mut add = |function, role, text: String| lines.push((function, role, text));
    add(
        Function::Decision,
        Role::Header,
        "function MAXN-DECISION(state) returns an action".to_string(),
    );
    add(
        Function::Decision,
        Role::Start,
        "  u ← MAXN-VALUE(state)".to_string(),
    );
    add(
        Function::Decision,
        Role::Return,
        "  return the first action whose tuple gives player 1 the most".to_string(),
    );
    add(
        Function::Max,
        Role::Header,
        format!("function MAXN-VALUE(state{depth_param}) returns a tuple, one value per player"),
    );
    add(
        Function::Max,
        Role::Terminal,
        format!("  {terminal} {utility}(state)"),
    );
    add(
        Function::Max,
        Role::Start,
        "  p ← PLAYER(state); best ← none".to_string(),
    );
    add(
        Function::Max,
        Role::Loop,
        "  for each a in ACTIONS(state) do".to_string(),
    );
    add(
        Function::Max,
        Role::Backup,
        format!(
            "    u ← {}(RESULT(state, a){depth}); if best is none or u[p] > best[p] then best ← u",
            if has_chance { "VALUE" } else { "MAXN-VALUE" }
        ),
    );
    add(Function::Max, Role::Return, "  return best".to_string());
}
