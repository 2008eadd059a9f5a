//! A listing with a planted bug in it: the lines the bug changes, written
//! as the buggy code reads (MIN-VALUE's `if v ≤ β then return v`, say), so
//! that a student looking for the bug reads the code that ran.

use super::{Function, Line, Role};
use crate::options::Bug;

/// Rewrites the lines of `lines` that `bug` changes.
pub(super) fn plant(lines: &mut [Line], bug: Bug) {
    let both = [Function::Max, Function::Min];
    let edit = |lines: &mut [Line], functions: &[Function], role: Role, from: &str, to: &str| {
        for (function, line_role, text) in lines.iter_mut() {
            if functions.contains(function) && *line_role == role {
                *text = text.replace(from, to);
            }
        }
    };
    match bug {
        Bug::MinimaxNegates => edit(lines, &both, Role::Backup, "(v, ", "(v, −"),
        Bug::MinTestsBeta => {
            edit(lines, &[Function::Min], Role::CutTest, "≤ α", "≤ β");
            edit(lines, &[Function::Min], Role::CutTest, "< α", "< β");
        }
        // The window is followed by the depth under a depth limit.
        Bug::SwappedWindow => edit(lines, &both, Role::Backup, ", α, β", ", β, α"),
        Bug::AlphaAtMin => edit(
            lines,
            &[Function::Min],
            Role::Raise,
            "β ← MIN(β, v)",
            "α ← MIN(α, v)",
        ),
        Bug::StrictCut => {
            edit(lines, &both, Role::CutTest, "≥", ">");
            edit(lines, &both, Role::CutTest, "≤", "<");
        }
        Bug::ReturnsBound => {
            // Every return of a value function gives its own bound, the
            // cut's too (fail-hard's final returns already do).
            for (function, role, text) in lines.iter_mut() {
                let own = match function {
                    Function::Max => "α",
                    Function::Min => "β",
                    _ => continue,
                };
                match role {
                    Role::Return => *text = text.replace("return v", &format!("return {own}")),
                    Role::CutTest => {
                        if let Some((test, _)) = text.split_once(" then return ") {
                            *text = format!("{test} then return {own}");
                        }
                    }
                    _ => {}
                }
            }
        }
        Bug::WindowNotNegated => edit(lines, &both, Role::Backup, ", −β, −α", ", α, β"),
        Bug::ValueNotNegated => edit(lines, &both, Role::Backup, "(v, −NEGAMAX(", "(v, NEGAMAX("),
        Bug::NoResearch => {
            for (_, role, text) in lines.iter_mut() {
                if *role == Role::Research {
                    if let Some((test, _)) = text.split_once(" then ") {
                        *text = format!("{test} then keep v′   ▷ no search again");
                    }
                }
            }
        }
    }
}
