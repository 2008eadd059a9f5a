//! The blanks of a Moodle cloze question (the `multianswer` type), as
//! its parser reads them (`question/type/multianswer/questiontype.php`,
//! `ANSWER_REGEX`): `{1:NUMERICAL:=5:0~*#feedback}` for a number,
//! `{1:SHORTANSWER:=inf~=+inf~=∞~=+∞~*#feedback}` for an infinite one,
//! `{1:MULTICHOICE:=right#feedback~wrong#feedback}` for a choice. An
//! answer ends at an unescaped `~`, `#` or `}`, a feedback at `~` or `}`;
//! the parser turns `\}` and `\#` back, and decodes HTML's entities.

use super::question::{infinities, typed};
use crate::handout::escape;

/// The blank of a number: numerical for a finite one, short answer
/// accepting each way of typing an infinite one; any other answer is
/// given `feedback`.
pub fn number(answer: f64, feedback: &str) -> String {
    let wrong = format!("~*#{}", text(feedback));
    if answer.is_infinite() {
        let right: Vec<String> = infinities(answer)
            .iter()
            .map(|typed| format!("={}", text(typed)))
            .collect();
        format!("{{1:SHORTANSWER:{}{wrong}}}", right.join("~"))
    } else {
        format!("{{1:NUMERICAL:={}:0{wrong}}}", typed(answer))
    }
}

/// A drop-down blank of `choices` (what it says, whether right, the
/// feedback when chosen).
pub fn choice(choices: &[(&str, bool, &str)]) -> String {
    let written: Vec<String> = choices
        .iter()
        .map(|(said, right, feedback)| {
            let mark = if *right { "=" } else { "" };
            format!("{mark}{}#{}", text(said), text(feedback))
        })
        .collect();
    format!("{{1:MULTICHOICE:{}}}", written.join("~"))
}

/// Text made safe in HTML and in a blank: `}` and `#` escaped as the
/// parser unescapes them, `~` (which it does not) as an HTML entity.
pub fn text(text: &str) -> String {
    escape(text)
        .replace('}', "\\}")
        .replace('#', "\\#")
        .replace('~', "&#126;")
}
