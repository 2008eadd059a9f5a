//! The words of compare mode: two searches of one tree side by side.

use super::say;
use crate::lesson::Lesson;
use gametree::lang::Arg;
use yew::AttrValue;

/// Above a tree: which search it is, "First: Alpha-beta".
pub fn first(label: &str) -> String {
    say("compare.first", &[Arg::Text("label", label)])
}

/// Above the other tree.
pub fn second(label: &str) -> String {
    say("compare.second", &[Arg::Text("label", label)])
}

/// What a screen reader hears at each step: both labels, each with its
/// search's sentence.
pub fn both(first: &str, one: &str, second: &str, two: &str) -> String {
    say(
        "compare.both",
        &[
            Arg::Text("first", first),
            Arg::Text("one", one),
            Arg::Text("second", second),
            Arg::Text("two", two),
        ],
    )
}

/// What a search with a planted bug says in its sentence's place, at
/// every step (it has no true sentence): that a bug is planted, and where
/// to point at it; nothing for a search without one.
pub fn planted(lesson: &Lesson) -> Option<AttrValue> {
    lesson
        .has_planted_bug()
        .then(|| AttrValue::from(say("compare.bug-hunt", &[])))
}

/// A planted bug in the compare bar's menu, by number: "bug 2".
pub fn bug_number(number: usize) -> String {
    say("compare.bug-n", &[Arg::Number("n", number as f64)])
}

/// The verdict on the line a student pointed at as the planted bug: right
/// (`right_line` is how the code should read) or not, then `parts`: where
/// the two searches part and what each does there, when they do. A bug
/// that changes several lines (`planted`, `found` of them named so far)
/// is right line by line, and found once all are named.
pub fn bug_verdict(
    line: usize,
    right_line: Option<&str>,
    (found, planted): (&[usize], &[usize]),
    parts: Option<&str>,
) -> String {
    let line_said = Arg::Number("line", (line + 1) as f64);
    let right = Arg::Ltr("right", right_line.map(str::trim).unwrap_or_default());
    let parts = Arg::Text("parts", parts.unwrap_or_default());
    match right_line {
        None => say("compare.bug-wrong", &[line_said, parts]),
        Some(_) if planted.len() <= 1 => say("compare.bug-right", &[line_said, right, parts]),
        Some(_) if found.len() < planted.len() => {
            let left = (planted.len() - found.len()) as u64;
            let count = Arg::Number("count", planted.len() as f64);
            say(
                "compare.bug-part",
                &[Arg::Count("left", left), count, line_said, right, parts],
            )
        }
        Some(_) => {
            let lines: Vec<String> = planted.iter().map(|line| (line + 1).to_string()).collect();
            let lines = lines.join(", ");
            let count = Arg::Number("count", planted.len() as f64);
            say(
                "compare.bug-all",
                &[Arg::Ltr("lines", &lines), count, line_said, right, parts],
            )
        }
    }
}
