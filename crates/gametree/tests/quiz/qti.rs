//! `gametree quiz --format qti`: a QTI 1.2 package as Canvas imports it.
//! The zip's manifest lists every file it holds and no other; the
//! assessment is well-formed QTI, an item an exercise, each of the
//! Canvas question type its kind asks, its blanks named in its text and
//! answered by the search's numbers; every picture it names is in the
//! zip, well-formed and legible.
#![cfg(not(target_arch = "wasm32"))]

use crate::every_kind_and_language;
use crate::every_kind_and_level;

use crate::picture;

use gametree::exercise::{Kind, Level};
use gametree::lang::Lang;
use gametree::quiz::{questions, quiz, Asks, Bank, Format};
use std::collections::BTreeSet;
use std::io::{Cursor, Read};

/// Every file of a zip, by name, in its order.
fn unzip(bytes: &[u8]) -> Vec<(String, String)> {
    let mut archive = zip::ZipArchive::new(Cursor::new(bytes)).expect("a zip");
    (0..archive.len())
        .map(|index| {
            let mut file = archive.by_index(index).unwrap();
            let mut text = String::new();
            file.read_to_string(&mut text).unwrap();
            (file.name().to_string(), text)
        })
        .collect()
}

/// Checks a package of `kind` at `level` in `lang`.
fn check(kind: Kind, level: Level, count: usize, lang: Lang) {
    let bank = Bank {
        kind,
        level,
        count,
        seed: 4,
        lang,
        app: Some("https://example.org/lab/"),
    };
    let files = unzip(&quiz(&bank, Format::Qti).unwrap());
    let asked = questions(kind, level, count, 4, lang, bank.app).unwrap();
    assert_eq!(files[0].0, "imsmanifest.xml");
    let manifest = roxmltree::Document::parse(&files[0].1).expect("a well-formed manifest");
    let listed: BTreeSet<&str> = (manifest.descendants())
        .filter(|node| node.has_tag_name("file"))
        .map(|node| node.attribute("href").unwrap())
        .collect();
    let held: BTreeSet<&str> = files[1..].iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(listed, held, "the manifest lists every file and no other");
    let tests: Vec<_> = (manifest.descendants())
        .filter(|node| node.attribute("type") == Some("imsqti_xmlv1p2"))
        .collect();
    assert_eq!(tests.len(), 1, "one assessment");
    let test_file = (tests[0].children())
        .find(|node| node.has_tag_name("file"))
        .and_then(|node| node.attribute("href"))
        .unwrap();
    let text = |name: &str| &files.iter().find(|(file, _)| file == name).unwrap().1;
    let test = roxmltree::Document::parse(text(test_file)).expect("well-formed QTI");
    assert_eq!(test.root_element().tag_name().name(), "questestinterop");
    let items: Vec<_> = test
        .descendants()
        .filter(|node| node.has_tag_name("item"))
        .collect();
    assert_eq!(items.len(), count);
    for (item, question) in items.iter().zip(&asked) {
        assert_eq!(item.attribute("title"), Some(question.code.as_str()));
        let field = |label: &str| {
            (item
                .descendants()
                .filter(|node| node.has_tag_name("qtimetadatafield")))
            .find(|field| field.descendants().any(|node| node.text() == Some(label)))
            .and_then(|field| {
                field
                    .descendants()
                    .find(|node| node.has_tag_name("fieldentry"))
            })
            .and_then(|entry| entry.text())
            .unwrap()
        };
        let html = (item.descendants())
            .find(|node| node.has_tag_name("mattext"))
            .and_then(|node| node.text())
            .unwrap();
        // The picture it names is a file of the zip, legible.
        let source = html.split("src=\"$IMS-CC-FILEBASE$/").nth(1).unwrap();
        let picture = format!("web_resources/{}", source.split('"').next().unwrap());
        picture::check_legible(text(&picture));
        let labels = |ident: &str| -> Vec<&str> {
            let response = (item.descendants())
                .find(|node| {
                    node.has_tag_name("response_lid") && node.attribute("ident") == Some(ident)
                })
                .unwrap();
            (response
                .descendants()
                .filter(|node| node.has_tag_name("response_label")))
            .map(|label| label.descendants().find_map(|node| node.text()).unwrap())
            .collect()
        };
        match &question.asks {
            Asks::Blanks(blanks) if blanks.len() == 1 && blanks[0].answer.is_finite() => {
                assert_eq!(field("question_type"), "numerical_question");
            }
            Asks::Blanks(blanks) => {
                assert_eq!(field("question_type"), "fill_in_multiple_blanks_question");
                for (index, blank) in blanks.iter().enumerate() {
                    let name = format!("b{}", index + 1);
                    assert!(html.contains(&format!("[{name}]")), "{html}");
                    let answers = labels(&format!("response_{name}"));
                    let first = match blank.answer {
                        answer if answer == f64::INFINITY => "inf".to_string(),
                        answer if answer == f64::NEG_INFINITY => "-inf".to_string(),
                        answer => answer.to_string(),
                    };
                    assert_eq!(answers[0], first, "{name}");
                }
            }
            Asks::Choices { choices, multiple } => {
                let expected = match multiple {
                    true => "multiple_answers_question",
                    false => "multiple_choice_question",
                };
                assert_eq!(field("question_type"), expected);
                let texts: Vec<&str> = choices.iter().map(|choice| choice.text.as_str()).collect();
                assert_eq!(labels("response1"), texts);
            }
        }
    }
}

#[test]
fn every_kind_at_every_level_is_a_package_canvas_reads() {
    for (kind, level, count, lang) in every_kind_and_level(3) {
        check(kind, level, count, lang);
    }
}

#[test]
fn twenty_questions_of_each_kind_in_each_language_are_packaged() {
    for (kind, level, count, lang) in every_kind_and_language() {
        check(kind, level, count, lang);
    }
}
