//! CHANCE-VALUE, which every listing gains when the tree has chance nodes:
//! the expected value of the children, weighted by their probabilities.

use super::{Function, Line, Role, Words};

/// Adds CHANCE-VALUE to `lines`.
pub(super) fn listing(lines: &mut Vec<Line>, words: &Words) {
    let Words {
        terminal,
        utility,
        depth,
        depth_param,
    } = *words;
    let mut add = |function, role, text: String| lines.push((function, role, text));
    add(
        Function::Chance,
        Role::Header,
        format!("function CHANCE-VALUE(state{depth_param}) returns an expected value"),
    );
    add(
        Function::Chance,
        Role::Terminal,
        format!("  {terminal} {utility}(state)"),
    );
    add(Function::Chance, Role::Start, "  v ← 0".to_string());
    add(
        Function::Chance,
        Role::Loop,
        "  for each outcome s′ with probability p do".to_string(),
    );
    add(
        Function::Chance,
        Role::Backup,
        format!("    v ← v + p × VALUE(s′{depth})"),
    );
    add(Function::Chance, Role::Return, "  return v".to_string());
}
