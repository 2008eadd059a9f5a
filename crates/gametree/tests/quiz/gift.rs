//! `gametree quiz --format gift` parses with gift-pegjs, the GIFT grammar
//! in JavaScript (installed by `scripts/setup` from package.json): every
//! kind at every level, and 20 questions of each kind in each language, as
//! lecturers asked; every question is read, of the type its blank or
//! choices ask, titled with its exercise's code.
#![cfg(not(target_arch = "wasm32"))]

use crate::every_kind_and_language;
use crate::every_kind_and_level;

use gametree::exercise::{Kind, Level};
use gametree::lang::Lang;
use gametree::quiz::{quiz, Bank, Format};
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The bank of `count` exercises of `kind` at `level` in `lang`, in GIFT.
fn gift(kind: Kind, level: Level, count: usize, lang: Lang) -> String {
    let bank = Bank {
        kind,
        level,
        count,
        seed: 7,
        lang,
        app: Some("https://example.org/lab/"),
    };
    String::from_utf8(quiz(&bank, Format::Gift).unwrap()).unwrap()
}

/// What gift-pegjs read of each bank: every question's type and title.
fn parsed(banks: &[String]) -> Vec<Vec<(String, String)>> {
    // A folder a call: the tests run side by side in one process.
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let dir =
        std::env::temp_dir().join(format!("gametree-quiz-gift-{}-{call}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let files: Vec<PathBuf> = (banks.iter().enumerate())
        .map(|(index, bank)| {
            let file = dir.join(format!("{index}.gift"));
            std::fs::write(&file, bank).unwrap();
            file
        })
        .collect();
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/quiz/gift-parse.mjs");
    let output = Command::new("node")
        .arg(script)
        .args(&files)
        .output()
        .expect("node runs (scripts/setup installs it)");
    std::fs::remove_dir_all(&dir).unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "gift-pegjs refused a bank: {stderr}"
    );
    let read: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    (read.as_array().unwrap().iter())
        .map(|questions| {
            (questions.as_array().unwrap().iter())
                .map(|question| {
                    let text = |key: &str| question[key].as_str().unwrap_or_default().to_string();
                    (text("type"), text("title"))
                })
                .collect()
        })
        .collect()
}

/// Checks that gift-pegjs reads every question of `banks`, each preceded
/// by its tree comment, titled with its code and of a type the kind asks.
fn check(banks: &[(Kind, String)]) {
    let texts: Vec<String> = banks.iter().map(|(_, text)| text.clone()).collect();
    for ((kind, text), questions) in banks.iter().zip(parsed(&texts)) {
        let comments = text
            .lines()
            .filter(|line| line.starts_with("// tree: "))
            .count();
        assert_eq!(
            questions.len(),
            comments,
            "{kind:?}: a question a tree comment"
        );
        let titles: Vec<&str> = (text.lines())
            .filter_map(|line| line.strip_prefix("::"))
            .map(|line| line.split("::").next().unwrap())
            .collect();
        for ((kind_read, title), written) in questions.iter().zip(titles) {
            // The title as written, unescaped, starts with the kind's code.
            assert_eq!(title, &written.replace('\\', ""), "{kind:?}");
            assert!(title.starts_with(kind.name()), "{title}");
            let types: &[&str] = match kind {
                Kind::Values | Kind::Windows | Kind::ProofNumbers => &["Numerical", "Short"],
                _ => &["MC"],
            };
            assert!(types.contains(&kind_read.as_str()), "{kind:?}: {kind_read}");
        }
    }
}

#[test]
fn every_kind_at_every_level_parses() {
    let banks: Vec<(Kind, String)> = every_kind_and_level(3)
        .map(|(kind, level, count, lang)| (kind, gift(kind, level, count, lang)))
        .collect();
    check(&banks);
}

#[test]
fn twenty_questions_of_each_kind_in_each_language_parse() {
    let banks: Vec<(Kind, String)> = every_kind_and_language()
        .map(|(kind, level, count, lang)| (kind, gift(kind, level, count, lang)))
        .collect();
    check(&banks);
}

#[test]
fn text_is_escaped_as_gift_requires() {
    let bank = gift(Kind::Values, Level::Easy, 1, Lang::En);
    // The code's ~, the link's : # =, the tree's =, each behind a backslash.
    assert!(
        bank.contains("::values.minimax.equal.soft.b2-3.d2.v0\\~9."),
        "{bank}"
    );
    assert!(
        bank.contains("https\\://example.org/lab/\\#x\\=values."),
        "{bank}"
    );
    let tree = (bank.lines())
        .find_map(|line| line.strip_prefix("The tree in the notation\\: "))
        .unwrap();
    assert!(tree.contains("\\="), "{tree}");
    assert!(!tree.replace("\\=", "").contains('='), "{tree}");
}
