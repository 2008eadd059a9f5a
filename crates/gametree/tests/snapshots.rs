//! Everything the app says while a lecture example plays, kept as text
//! files under `tests/snapshots/<example>/<search>.txt`: every step's
//! sentence, pseudocode line and rule-table cell, for every search that
//! accepts the example. A change of wording shows up as a diff of these
//! files to review, and a translation has them as its reference.
//!
//! `UPDATE_EXPECT=1 cargo test -p gametree --test snapshots` rewrites the
//! files (and removes those of examples or searches that are gone).
#![cfg(not(target_arch = "wasm32"))]

#[path = "common/files.rs"]
mod files;

use expect_test::expect_file;
use files::files_below;
use gametree::explain::{entered, explain, formula, not_cut, rule, worth};
use gametree::lang::english;
use gametree::lang::{words, Digits, Lang};
use gametree::presets::{presets, Preset};
use gametree::pseudocode::Pseudocode;
use gametree::{parse, search, Algorithm, Failure, Frame, Options, Step, TieRule};
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

#[test]
fn every_lecture_example_under_every_search_that_takes_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots");
    let mut written = BTreeSet::new();
    for preset in presets() {
        for (name, options) in searches(&preset) {
            let path = root.join(slug(preset.title)).join(format!("{name}.txt"));
            check(&preset, &options, &path);
            written.insert(path);
        }
    }
    let stale: Vec<PathBuf> = files_below(&root)
        .into_iter()
        .filter(|path| !written.contains(path))
        .collect();
    if update_expect() {
        for path in &stale {
            std::fs::remove_file(path).unwrap();
        }
    } else {
        assert!(
            stale.is_empty(),
            "snapshots of no example or search (UPDATE_EXPECT=1 removes them): {stale:?}"
        );
    }
}

/// Every language says every step of every example, under every search
/// that takes it (iterative deepening too): no key missing (`⟦key⟧`), no
/// placeholder left unfilled, and in Romanian, Czech and Persian a sentence
/// and proof-number formula of their own for nearly every step, which
/// shows the translation is the one used and not English falling through.
#[test]
fn every_language_says_every_step_of_every_example() {
    for preset in presets() {
        let tree = parse(&preset.text(english())).unwrap();
        let deepened = searches(&preset).into_iter().map(|(_, options)| Options {
            iterative: true,
            ..options
        });
        let all: Vec<Options> = searches(&preset)
            .into_iter()
            .map(|(_, options)| options)
            .chain(deepened.filter(|options| search::check(&tree, options).is_ok()))
            .collect();
        for options in all {
            let trace = search(&tree, &options).unwrap();
            for lang in [Lang::Ro, Lang::Cs, Lang::Fa] {
                let words = words(lang, Digits::Persian);
                let mut frame = Frame::new(&tree);
                let (mut said_all, mut own) = (0, 0);
                for step in &trace.steps {
                    let mut said = vec![(
                        explain(words, &tree, &trace, &frame, step),
                        explain(english(), &tree, &trace, &frame, step),
                    )];
                    frame.apply(&tree, step);
                    if let Some(node) = frame.current {
                        said.extend(formula(words, &tree, &trace, &frame, node).zip(formula(
                            english(),
                            &tree,
                            &trace,
                            &frame,
                            node,
                        )));
                    }
                    for (translated, english) in said {
                        assert!(
                            !translated.contains('⟦')
                                && !translated.contains('{')
                                && !translated.is_empty(),
                            "{}, {options:?}, {}, {step:?}: {translated}",
                            preset.title,
                            lang.tag()
                        );
                        said_all += 1;
                        own += usize::from(translated != english);
                    }
                }
                assert!(
                    own * 10 >= said_all * 9,
                    "{}, {options:?}, {}: only {own} of {said_all} sentences translated",
                    preset.title,
                    lang.tag()
                );
            }
        }
    }
}

/// The reasons practice feedback gives (why a node is worth its value, is
/// not cut, is entered with its window) in Romanian, Czech and Persian, at
/// every return and every entry of every example's value searches: no key
/// missing, no placeholder left, never the English words.
#[test]
fn every_language_gives_every_reason_of_every_example() {
    for preset in presets() {
        let tree = parse(&preset.text(english())).unwrap();
        for (_, options) in searches(&preset) {
            let algorithm = options.algorithm;
            if algorithm.is_proof_number() || algorithm == Algorithm::AndOr {
                continue;
            }
            let trace = search(&tree, &options).unwrap();
            for lang in [Lang::Ro, Lang::Cs, Lang::Fa] {
                let words = words(lang, Digits::Persian);
                let mut frame = Frame::new(&tree);
                for step in &trace.steps {
                    let said = match *step {
                        Step::Return { node, value } => vec![(
                            worth(words, &tree, &trace, &frame, node, value),
                            worth(english(), &tree, &trace, &frame, node, value),
                        )],
                        Step::Enter { node, .. } => vec![
                            (
                                not_cut(words, &tree, &trace, &frame, node),
                                not_cut(english(), &tree, &trace, &frame, node),
                            ),
                            (
                                entered(words, &tree, &trace, &frame, node),
                                entered(english(), &tree, &trace, &frame, node),
                            ),
                        ],
                        _ => Vec::new(),
                    };
                    for (translated, english) in said {
                        assert!(
                            !translated.contains('⟦')
                                && !translated.contains('{')
                                && translated != english,
                            "{}, {options:?}, {}, {step:?}: {translated}",
                            preset.title,
                            lang.tag()
                        );
                    }
                    frame.apply(&tree, step);
                }
            }
        }
    }
}

/// The most nodes of a tree that a lecture walks through step by step.
const WALKED_THROUGH: usize = 100;

/// The searches an example is shown with: every algorithm that accepts its
/// tree at its depth limit, named as the command line names them, and for
/// the alpha-beta examples a lecture walks through, the strict tie rule and
/// fail-hard, which say different things.
fn searches(preset: &Preset) -> Vec<(String, Options)> {
    let tree = parse(&preset.text(english())).unwrap();
    let mut found = Vec::new();
    for algorithm in Algorithm::ALL {
        let options = Options {
            depth: preset.options.depth,
            ..Options::new(algorithm)
        };
        if search::check(&tree, &options).is_ok() {
            found.push((algorithm.name().to_string(), options));
        }
    }
    if preset.options.algorithm == Algorithm::AlphaBeta && tree.len() <= WALKED_THROUGH {
        let alpha_beta = preset.options;
        found.push((
            "alphabeta-strict".to_string(),
            Options {
                ties: TieRule::Strict,
                ..alpha_beta
            },
        ));
        found.push((
            "alphabeta-fail-hard".to_string(),
            Options {
                failure: Failure::Hard,
                ..alpha_beta
            },
        ));
    }
    found
}

/// Compares what `options` says on the example with the file at `path`.
fn check(preset: &Preset, options: &Options, path: &Path) {
    if update_expect() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    }
    expect_file![path].assert_eq(&transcript(preset, options));
}

/// The file's text: a header, the listing with its line numbers, then one
/// block per step, numbered as the app's step counter and shared links
/// (`s=`) count: the sentence, the line lit, and the rule-table cell when
/// the step tests the window.
fn transcript(preset: &Preset, options: &Options) -> String {
    let tree = parse(&preset.text(english())).unwrap();
    let trace = search(&tree, options).unwrap();
    let code = Pseudocode::new(&tree, options, english());
    let lines: Vec<&str> = code.lines().collect();
    let mut out = String::new();
    writeln!(out, "{}: {}", preset.title, describe(options)).unwrap();
    writeln!(out, "{}", preset.text(english())).unwrap();
    writeln!(out, "\npseudocode").unwrap();
    for (index, line) in lines.iter().enumerate() {
        writeln!(out, "{:>4}  {line}", index + 1).unwrap();
    }
    writeln!(out, "\nsteps").unwrap();
    let mut frame = Frame::new(&tree);
    for (index, step) in trace.steps.iter().enumerate() {
        let sentence = explain(english(), &tree, &trace, &frame, step);
        writeln!(out, "{:>4}  {sentence}", index + 1).unwrap();
        let line = code.line_of(&tree, step);
        writeln!(out, "      line {}: {}", line + 1, lines[line].trim()).unwrap();
        if let Some((side, rule)) = rule(&tree, &trace, &frame, step) {
            writeln!(out, "      rule: {side:?} row, {rule:?} column").unwrap();
        }
        frame.apply(&tree, step);
    }
    out
}

/// The options as the command line would spell them.
fn describe(options: &Options) -> String {
    let mut words = vec![options.algorithm.name().to_string()];
    if let Some(depth) = options.depth {
        words.push(format!("depth {depth}"));
    }
    if options.ties == TieRule::Strict {
        words.push("strict ties".to_string());
    }
    if options.failure == Failure::Hard {
        words.push("fail-hard".to_string());
    }
    words.join(", ")
}

/// A folder name for an example: "Dice (expectiminimax)" is `dice-expectiminimax`.
fn slug(title: &str) -> String {
    let words: Vec<String> = title
        .replace('\'', "")
        .split(|character: char| !character.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect();
    words.join("-")
}

/// Whether the snapshots are being rewritten, as expect-test decides it.
fn update_expect() -> bool {
    std::env::var("UPDATE_EXPECT").is_ok()
}

/// Practice feedback in Romanian, Czech and Persian: every wrong kind of
/// answer (a value left blank, a cut marked where there is none, a window
/// left blank, proof numbers left blank) on every lecture example its
/// search fits explains the first mistake with no key missing, no
/// placeholder left, and not in English.
#[test]
fn every_language_explains_the_first_mistake() {
    use gametree::grade::{grade, Answers, Question};
    let mut explained = 0;
    for preset in presets() {
        let tree = parse(&preset.text(english())).unwrap();
        let Ok(trace) = search(&tree, &preset.options) else {
            continue;
        };
        let algorithm = preset.options.algorithm;
        let question = if algorithm.is_proof_number() {
            Question::ProofNumbers
        } else if algorithm.prunes() {
            Question::Windows
        } else {
            Question::Values
        };
        let mut answers = Answers::default();
        // A cut marked at every child of the root: wrong at least where
        // the search goes on.
        answers
            .cut
            .extend(tree.children(gametree::NodeId::ROOT).iter().copied());
        for questions in [vec![question], vec![Question::Cuts]] {
            let Some(mistake) = grade(&tree, &trace, &answers, &questions).first_mistake else {
                continue;
            };
            let english = mistake.said(english(), &tree, &trace);
            for lang in [Lang::Ro, Lang::Cs, Lang::Fa] {
                let sentence = mistake.said(words(lang, Digits::Ascii), &tree, &trace);
                assert!(
                    !sentence.contains('⟦') && !sentence.contains('{') && sentence != english,
                    "{}, {questions:?}, {}: {sentence}",
                    preset.title,
                    lang.tag()
                );
            }
            explained += 1;
        }
    }
    assert!(explained >= 8, "only {explained} mistakes explained");
}
