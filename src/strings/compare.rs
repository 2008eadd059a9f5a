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
/// the two searches part and what each does there, when they do.
pub fn bug_verdict(line: usize, right_line: Option<&str>, parts: Option<&str>) -> String {
    let parts = parts.unwrap_or_default();
    let line = Arg::Number("line", (line + 1) as f64);
    match right_line {
        Some(right) => say(
            "compare.bug-right",
            &[
                line,
                Arg::Ltr("right", right.trim()),
                Arg::Text("parts", parts),
            ],
        ),
        None => say("compare.bug-wrong", &[line, Arg::Text("parts", parts)]),
    }
}
