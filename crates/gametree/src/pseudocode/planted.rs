//! A listing with a planted bug in it: the lines the bug changes, written
//! as the buggy code reads (MIN-VALUE's `if v ≤ β then return v`, say), so
//! that a student looking for the bug reads the code that ran.

use super::line::{Function, Line, Role};
use super::words::Writer;
use crate::options::Bug;

/// Rewrites the lines of `lines`, written by `writer`, that `bug` changes.
pub(super) fn plant(lines: &mut [Line], writer: &Writer, bug: Bug) {
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
            let returning = |value: &str| writer.write(&format!("{{return¦what=‹{value}›}}"));
            for (function, role, text) in lines.iter_mut() {
                let (own, far) = match function {
                    Function::Max => ("α", "β"),
                    Function::Min => ("β", "α"),
                    _ => continue,
                };
                if matches!(role, Role::Return | Role::CutTest) {
                    *text = (text.replace(&returning("v"), &returning(own)))
                        .replace(&returning(far), &returning(own));
                }
            }
        }
        Bug::WindowNotNegated => edit(lines, &both, Role::Backup, ", −β, −α", ", α, β"),
        Bug::ValueNotNegated => edit(lines, &both, Role::Backup, "(v, −NEGAMAX(", "(v, NEGAMAX("),
        Bug::NoResearch => {
            let kept = writer.write("{keep¦value=‹v′›}   ▷ {no-search-again}");
            for (_, role, text) in lines.iter_mut() {
                if *role == Role::Research {
                    if let Some(test) = writer.up_to_then(text) {
                        *text = format!("{test} {kept}");
                    }
                }
            }
        }
    }
}
