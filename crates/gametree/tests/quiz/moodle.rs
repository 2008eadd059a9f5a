//! `gametree quiz --format moodle`: Moodle XML that Moodle's importer
//! takes. Well-formed; a category first; every question's cloze blanks
//! read by Moodle's own grammar (`quiz/cloze.rs`), as many as it asks,
//! each the right number; multichoice fractions all in Moodle's list,
//! sharing 100 % and scoring 0 when everything is ticked; every picture
//! a file of the question, decoded from base64, well-formed and legible.
#![cfg(not(target_arch = "wasm32"))]

use crate::every_kind_and_language;
use crate::every_kind_and_level;

use crate::base64;
use crate::cloze;
use crate::picture;

use gametree::exercise::{Kind, Level};
use gametree::lang::Lang;
use gametree::quiz::{accepted, questions, quiz, Asks, Bank, Format};

/// Checks a bank of `kind` at `level` in `lang` against what Moodle's
/// importer reads; the types of its questions.
fn check(kind: Kind, level: Level, count: usize, lang: Lang) -> Vec<String> {
    let bank = Bank {
        kind,
        level,
        count,
        seed: 9,
        lang,
        app: Some("https://example.org/lab/"),
    };
    let xml = String::from_utf8(quiz(&bank, Format::Moodle).unwrap()).unwrap();
    let asked = questions(kind, level, count, 9, lang, bank.app).unwrap();
    let document = roxmltree::Document::parse(&xml).expect("well-formed XML");
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "quiz");
    let all: Vec<_> = root
        .children()
        .filter(|node| node.has_tag_name("question"))
        .collect();
    let category = (all[0].descendants().find(|node| node.has_tag_name("text")))
        .and_then(|text| text.text())
        .unwrap();
    assert_eq!(
        category,
        format!("$course$/Minimax Lab/{} {}", kind.name(), level.name())
    );
    assert_eq!(all.len(), count + 1);
    // Each question's tree in a comment before it, as the worksheet writes it.
    let trees: Vec<&str> = (root.children())
        .filter(|node| node.is_comment())
        .filter_map(|node| node.text()?.strip_prefix(" tree: ")?.strip_suffix(' '))
        .collect();
    let written: Vec<String> = asked
        .iter()
        .map(|question| question.tree.to_string())
        .collect();
    assert_eq!(trees, written);
    let mut types = Vec::new();
    for (node, question) in all[1..].iter().zip(&asked) {
        let type_ = node.attribute("type").unwrap();
        types.push(type_.to_string());
        let name = child(child(*node, "name"), "text").text().unwrap();
        assert_eq!(name, question.code);
        let text_node = child(*node, "questiontext");
        let text = child(text_node, "text").text().unwrap();
        // The picture: named in the text, a file of the question.
        let file = child(text_node, "file");
        let file_name = file.attribute("name").unwrap();
        assert!(
            text.contains(&format!("src=\"@@PLUGINFILE@@/{file_name}\"")),
            "{text}"
        );
        assert_eq!(file.attribute("encoding"), Some("base64"));
        let svg = base64::decode(file.text().unwrap()).expect("base64");
        picture::check_legible(std::str::from_utf8(&svg).unwrap());
        match &question.asks {
            Asks::Blanks(blanks) => {
                assert_eq!(type_, "cloze");
                let read = cloze::blanks(text).unwrap();
                assert_eq!(read.len(), blanks.len(), "{text}");
                for (read, blank) in read.iter().zip(blanks) {
                    let right = &read.answers[0];
                    let typed = if blank.answer.is_infinite() {
                        ["-inf", "inf"][usize::from(blank.answer > 0.0)].to_string()
                    } else {
                        format!("{}:0", blank.answer)
                    };
                    assert_eq!((right.0, &right.1), (1.0, &typed), "{read:?}");
                    // Any other answer is given the explanation.
                    let wrong = read.answers.last().unwrap();
                    assert_eq!((wrong.0, wrong.1.as_str()), (0.0, "*"));
                    assert!(wrong.2 == cloze_text(&blank.feedback), "{wrong:?}");
                }
            }
            Asks::Choices { choices, multiple } if type_ == "multichoice" => {
                let single = child(*node, "single").text().unwrap();
                assert_eq!(single, if *multiple { "false" } else { "true" });
                let answers: Vec<_> = node
                    .children()
                    .filter(|child| child.has_tag_name("answer"))
                    .collect();
                assert_eq!(answers.len(), choices.len());
                let fractions: Vec<f64> = (answers.iter())
                    .map(|answer| {
                        answer
                            .attribute("fraction")
                            .unwrap()
                            .parse::<f64>()
                            .unwrap()
                    })
                    .map(|percent| percent / 100.0)
                    .collect();
                // Only 1/n for n up to 10, and 1/20, or 0 (cli.md).
                let listed = |fraction: f64| {
                    fraction == 0.0
                        || [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20]
                            .iter()
                            .any(|&n| (fraction.abs() - 1.0 / f64::from(n)).abs() < 1e-5)
                };
                assert!(
                    fractions
                        .iter()
                        .all(|&fraction| listed(fraction) && accepted(fraction)),
                    "{fractions:?}"
                );
                let right: f64 = fractions.iter().filter(|&&fraction| fraction > 0.0).sum();
                assert!((right - 1.0).abs() < 1e-5, "{fractions:?}");
                if *multiple {
                    // Ticking everything scores 0 (Moodle counts less as 0).
                    assert!(fractions.iter().sum::<f64>() <= 1e-5, "{fractions:?}");
                }
                for (fraction, choice) in fractions.iter().zip(choices) {
                    assert_eq!(*fraction > 0.0, choice.right);
                }
            }
            // Cuts whose shares no fraction of Moodle's list makes: a
            // drop-down a leaf, never read or read.
            Asks::Choices { choices, .. } => {
                assert_eq!((kind, type_), (Kind::Cuts, "cloze"));
                let read = cloze::blanks(text).unwrap();
                assert_eq!(read.len(), choices.len());
                for (read, choice) in read.iter().zip(choices) {
                    assert_eq!(read.kind, "MULTICHOICE");
                    assert_eq!(read.answers[0].0 == 1.0, choice.right, "{read:?}");
                }
            }
        }
    }
    types
}

/// Text as a cloze blank's feedback carries it: HTML, `}` and `#`
/// escaped (the importer decodes entities and turns those back).
fn cloze_text(text: &str) -> String {
    (text
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;"))
    .replace('"', "&quot;")
    .replace('}', "\\}")
    .replace('#', "\\#")
    .replace('~', "&#126;")
}

/// The child of `node` named `name`.
fn child<'a, 'input>(node: roxmltree::Node<'a, 'input>, name: &str) -> roxmltree::Node<'a, 'input> {
    node.children()
        .find(|child| child.has_tag_name(name))
        .unwrap()
}

#[test]
fn every_kind_at_every_level_imports() {
    for (kind, level, count, lang) in every_kind_and_level(4) {
        check(kind, level, count, lang);
    }
}

#[test]
fn twenty_questions_of_each_kind_in_each_language_import() {
    for (kind, level, count, lang) in every_kind_and_language() {
        check(kind, level, count, lang);
    }
}

#[test]
fn cuts_are_multichoice_where_fractions_allow_else_a_drop_down_a_leaf() {
    let types = check(Kind::Cuts, Level::Hard, 8, Lang::En);
    assert!(
        types.iter().any(|type_| type_ == "multichoice"),
        "{types:?}"
    );
    assert!(types.iter().any(|type_| type_ == "cloze"), "{types:?}");
}

#[test]
fn the_cloze_reader_refuses_what_moodle_refuses() {
    assert!(cloze::blanks("{1:NUMERICAL:=5:0~*#fine}").is_ok());
    // No answer worth 100 %, an unclosed blank, not a number.
    assert!(cloze::blanks("{1:NUMERICAL:5:0}").is_err());
    assert!(cloze::blanks("{1:NUMERICAL:=5:0~*#a ~ b").is_err());
    assert!(cloze::blanks("{1:NUMERICAL:=inf:0}").is_err());
    assert!(cloze::blanks("{1:MULTICHOICE:=only}").is_err());
    assert_eq!(
        cloze::blanks("{1:SHORTANSWER:=a\\}b#x \\} y}")
            .unwrap()
            .len(),
        1
    );
}
