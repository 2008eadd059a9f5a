//! A bank in Moodle XML (`<quiz>`), as Moodle's importer reads it
//! (`question/format/xml/format.php`): first a category question
//! (`$course$/Minimax Lab/KIND LEVEL`), then one question an exercise,
//! its tree in a comment before it and drawn as an SVG file inside the
//! question's text (`@@PLUGINFILE@@`, the file in base64). Blanks are a
//! cloze question (`cloze.rs`); choices a multichoice question, a cuts
//! question's shares among Moodle's grade fractions (`fractions.rs`) or,
//! where none fit, a cloze question with a drop-down a leaf.

use super::base64::base64;
use super::cloze;
use super::fractions::{percent, shares};
use super::question::{Asks, Choice, Question};
use crate::exercise::{Kind, Level};
use crate::handout::{escape, in_comment};
use crate::lang::Catalogue;
use std::fmt::Write;

/// The bank of `questions`, `kind` at `level`, in Moodle XML, with the
/// words of `words`.
pub fn moodle(words: &Catalogue, kind: Kind, level: Level, questions: &[Question]) -> String {
    let mut xml = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n");
    let _ = writeln!(
        xml,
        "  <question type=\"category\">\n    <category><text>$course$/Minimax Lab/{} {}</text></category>\n  </question>",
        kind.name(),
        level.name()
    );
    for (index, question) in questions.iter().enumerate() {
        let file = format!("tree-{}.svg", index + 1);
        let mut text = question.html_head(words, &format!("@@PLUGINFILE@@/{file}"));
        let (kind, rest) = match &question.asks {
            Asks::Blanks(blanks) => {
                for blank in blanks {
                    let blank_text = cloze::number(blank.answer, &blank.feedback);
                    let _ = writeln!(text, "<p>{}: {blank_text}</p>", escape(&blank.label));
                }
                ("cloze", String::new())
            }
            Asks::Choices { choices, multiple } => {
                let right = choices.iter().filter(|choice| choice.right).count();
                match (multiple, shares(right, choices.len() - right)) {
                    (false, _) => ("multichoice", answers(choices, true, 1.0, 0.0)),
                    (true, Some((share, penalty))) => {
                        ("multichoice", answers(choices, false, share, penalty))
                    }
                    (true, None) => {
                        let (never, read) = (
                            words.say("quiz.never-read", &[]),
                            words.say("quiz.read", &[]),
                        );
                        for choice in choices {
                            let feedback = choice.feedback.as_str();
                            let options = [
                                (never.as_str(), choice.right, feedback),
                                (read.as_str(), !choice.right, feedback),
                            ];
                            let _ = writeln!(
                                text,
                                "<p>{}: {}</p>",
                                escape(&choice.text),
                                cloze::choice(&options)
                            );
                        }
                        ("cloze", String::new())
                    }
                }
            }
        };
        let tree = in_comment(&question.tree.to_string());
        let _ = write!(
            xml,
            "  <!-- tree: {tree} -->\n  <question type=\"{kind}\">\n    <name><text>{}</text></name>\n    \
             <questiontext format=\"html\">\n      <text>{}</text>\n      \
             <file name=\"{file}\" path=\"/\" encoding=\"base64\">{}</file>\n    </questiontext>\n    \
             <generalfeedback format=\"html\"><text>{}</text></generalfeedback>\n{rest}  </question>\n",
            escape(&question.code),
            escape(&text),
            base64(question.picture.as_bytes()),
            escape(&escape(&question.general_feedback)),
        );
    }
    xml.push_str("</quiz>\n");
    xml
}

/// The settings and answers of a multichoice question: one right answer
/// (`single`) or many, each right one worth `share`, each wrong one `penalty`.
fn answers(choices: &[Choice], single: bool, share: f64, penalty: f64) -> String {
    let mut xml = format!(
        "    <defaultgrade>1</defaultgrade>\n    <single>{single}</single>\n    \
         <shuffleanswers>false</shuffleanswers>\n    <answernumbering>none</answernumbering>\n"
    );
    for choice in choices {
        let fraction = if choice.right { share } else { penalty };
        let _ = writeln!(
            xml,
            "    <answer fraction=\"{}\" format=\"html\"><text>{}</text><feedback format=\"html\"><text>{}</text></feedback></answer>",
            percent(fraction),
            escape(&escape(&choice.text)),
            escape(&escape(&choice.feedback)),
        );
    }
    xml
}
