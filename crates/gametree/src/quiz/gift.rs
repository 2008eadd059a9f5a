//! A bank in GIFT, Moodle's plain-text format: a question a blank line
//! apart, each titled with its exercise's code and preceded by a
//! `// tree: …` comment. GIFT has no blanks inside a text and no
//! pictures, so a question of blanks becomes one question a blank (titled
//! `CODE` and the blank's label), the tree is given in the notation, and
//! a cuts question Moodle cannot grade as one (`fractions.rs`) becomes one
//! question a leaf. Text is escaped as GIFT requires: `~ = # { } :` and
//! the backslash itself with a backslash.

use super::fractions::{percent, shares};
use super::question::{infinities, typed, Asks, Blank, Choice, Question};
use crate::lang::{Arg, Catalogue};

/// The bank of `questions` in GIFT, with the words of `words`.
pub fn gift(words: &Catalogue, questions: &[Question]) -> String {
    let mut out = String::new();
    for question in questions {
        let comment = format!("// tree: {}\n", question.tree);
        let mut stem = format!(
            "{}\n{}",
            escape(&question.text),
            escape(&words.say(
                "quiz.tree",
                &[Arg::Ltr("tree", &question.named.to_string())]
            ))
        );
        if let Some(link) = &question.link {
            stem.push('\n');
            stem.push_str(&escape(&words.say("quiz.open", &[Arg::Ltr("link", link)])));
        }
        let general = escape(&question.general_feedback);
        let code = &question.code;
        match &question.asks {
            Asks::Blanks(blanks) => {
                for blank in blanks {
                    let title = format!("{code} {}", blank.label);
                    let asked = format!("{stem}\n{}\\:", escape(&blank.label));
                    out.push_str(&comment);
                    out.push_str(&titled(&title, &asked, &number(blank)));
                }
            }
            Asks::Choices { choices, multiple } => {
                let right = choices.iter().filter(|choice| choice.right).count();
                let wrong = choices.len() - right;
                match (multiple, shares(right, wrong)) {
                    (false, _) => {
                        out.push_str(&comment);
                        out.push_str(&titled(code, &stem, &single(choices, &general)));
                    }
                    (true, Some((share, penalty))) => {
                        let answers = many(choices, share, penalty, &general);
                        out.push_str(&comment);
                        out.push_str(&titled(code, &stem, &answers));
                    }
                    // One question a leaf: read or never read?
                    (true, None) => {
                        for choice in choices {
                            let title = format!("{code} {}", choice.text);
                            let asked = format!("{stem}\n{}\\:", escape(&choice.text));
                            out.push_str(&comment);
                            out.push_str(&titled(&title, &asked, &read_or_not(words, choice)));
                        }
                    }
                }
            }
        }
    }
    out
}

/// A question: its title, its text and its answers, then a blank line.
fn titled(title: &str, text: &str, answers: &str) -> String {
    format!("::{}::{text} {answers}\n\n", escape(title))
}

/// A blank's answer: a number, or each way of typing infinity; its
/// feedback for every answer, as GIFT gives no other to a wrong one.
fn number(blank: &Blank) -> String {
    let feedback = escape(&blank.feedback);
    if blank.answer.is_infinite() {
        let right: Vec<String> = infinities(blank.answer)
            .iter()
            .map(|typed| format!("={}", escape(typed)))
            .collect();
        format!("{{{}####{feedback}}}", right.join(" "))
    } else {
        format!("{{#{}####{feedback}}}", typed(blank.answer))
    }
}

/// One right choice among others, each with its feedback.
fn single(choices: &[Choice], general: &str) -> String {
    let written: Vec<String> = choices
        .iter()
        .map(|choice| {
            let mark = if choice.right { '=' } else { '~' };
            format!(
                "{mark}{}#{}",
                escape(&choice.text),
                escape(&choice.feedback)
            )
        })
        .collect();
    format!("{{{}####{general}}}", written.join(" "))
}

/// Many right choices, sharing 100 %, each wrong one taking `penalty` away.
fn many(choices: &[Choice], share: f64, penalty: f64, general: &str) -> String {
    let written: Vec<String> = choices
        .iter()
        .map(|choice| {
            let fraction = if choice.right { share } else { penalty };
            format!(
                "~%{}%{}#{}",
                percent(fraction),
                escape(&choice.text),
                escape(&choice.feedback)
            )
        })
        .collect();
    format!("{{{}####{general}}}", written.join(" "))
}

/// A leaf's own question: read, or never read?
fn read_or_not(words: &Catalogue, choice: &Choice) -> String {
    let feedback = escape(&choice.feedback);
    let (never, read) = (
        escape(&words.say("quiz.never-read", &[])),
        escape(&words.say("quiz.read", &[])),
    );
    let (never_mark, read_mark) = if choice.right { ('=', '~') } else { ('~', '=') };
    format!("{{{never_mark}{never}#{feedback} {read_mark}{read}#{feedback}}}")
}

/// Text escaped for GIFT: its special characters and the backslash
/// behind a backslash, line breaks as GIFT's `\n`.
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' | '~' | '=' | '#' | '{' | '}' | ':' => {
                escaped.push('\\');
                escaped.push(c);
            }
            '\n' => escaped.push_str("\\n"),
            _ => escaped.push(c),
        }
    }
    escaped
}
