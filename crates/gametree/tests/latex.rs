//! The LaTeX that `gametree export`, `gametree worksheet` and `gametree
//! pseudocode` write, checked as a lecturer would: every document compiled
//! with the real `pdflatex` (or `xelatex` for Persian, of the Debian
//! packages `scripts/setup` installs), a Beamer deck with one page a step,
//! the values and a deck's lit pseudocode line read back from the PDF's
//! text, and every worksheet's key agreeing with the search of the tree in
//! its comment.
//!
//! The compiling tests need TeX Live, so they are `#[ignore]`d in a plain
//! `cargo test`; `scripts/test` runs them with `--ignored`. The key's
//! agreement needs nothing and always runs.
#![cfg(not(target_arch = "wasm32"))]

use gametree::exercise::{Kind, Level};
use gametree::explain::number;
use gametree::explain::read_proof_numbers;
use gametree::grade::{grade, Answers, Question};
use gametree::lang::{english, Lang};
use gametree::latex::{export, export_with_listing, pseudocode, worksheet, Engine, Format};
use gametree::options::{Bug, MonteCarlo};
use gametree::presets::{presets, MOVING_MOST_PROVING};
use gametree::pseudocode::Pseudocode;
use gametree::trace::ProofNumbers;
use gametree::trace::Score;
use gametree::tree::Value;
use gametree::{parse, search, Algorithm, Frame, NodeId, NodeState, Options, Summary, Tree};
use std::collections::BTreeSet;
use std::sync::OnceLock;

#[path = "common/pdf_words.rs"]
mod pdf_words;
#[path = "common/volumes.rs"]
mod volumes;
use pdf_words::{pdf_words, Word};
use volumes::{compile_all, Case, Compiled};

#[path = "common/letters.rs"]
mod letters;

#[path = "common/legible.rs"]
mod legible;

/// The trees a lecturer puts on a slide: the lecture examples of at most
/// this many nodes get a Beamer deck.
const SLIDE_SIZED: usize = 40;

/// The longest deck compiled: a lecture shows longer searches live.
const MOST_OVERLAYS: usize = 100;

/// The list of every file the documents load (`tex-files.txt`), as
/// `scripts/setup` reads it too: for each engine, each file with its
/// Debian package.
fn listed_tex_files(engine: Engine) -> Vec<(String, String)> {
    include_str!("../src/latex/tex-files.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| line.split_whitespace().collect::<Vec<_>>())
        .filter(|words| words[2..].contains(&engine.command()))
        .map(|words| (words[0].to_string(), words[1].to_string()))
        .collect()
}

#[test]
fn a_document_names_the_debian_packages_of_its_engine_and_of_every_file_listed_for_it() {
    for engine in [Engine::Pdflatex, Engine::Xelatex] {
        let mut packages: Vec<String> = listed_tex_files(engine)
            .into_iter()
            .map(|(_, package)| package)
            .chain([engine.package().to_string()])
            .collect();
        packages.sort();
        packages.dedup();
        assert_eq!(engine.debian_packages(), packages, "{}", engine.command());
    }
    // Every line of the list reads: a file, its package, its engines.
    for line in include_str!("../src/latex/tex-files.txt").lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert!(
            line.starts_with('#')
                || words.is_empty()
                || (words.len() >= 3
                    && words[2..]
                        .iter()
                        .all(|word| ["pdflatex", "xelatex"].contains(word))),
            "tex-files.txt: {line}"
        );
    }
    let tree = parse("A(B=1 C=2)").unwrap();
    let trace = search(&tree, &Options::new(Algorithm::Minimax)).unwrap();
    let persian = export(&tree, &trace, Format::Forest, 0, Lang::Fa);
    assert!(persian.starts_with(
        "% Compile with xelatex (Debian: fonts-cmu, fonts-farsiweb, fonts-lmodern, texlive-base, "
    ));
    // The labels choose the engine too: Latin letters pdflatex, Greek XeLaTeX.
    let english = export(&tree, &trace, Format::Forest, 0, Lang::En);
    assert!(english.starts_with("% Compile with pdflatex (Debian: lmodern, "));
    let greek = parse("Α(Β=1 Γ=2)").unwrap();
    let greek = export(&greek, &trace, Format::Forest, 0, Lang::Ro);
    assert!(greek.starts_with("% Compile with xelatex (Debian: fonts-cmu, "));
}

/// Every lecture example's tree, named as the app names it.
fn lecture_trees() -> Vec<(String, Tree, Options)> {
    presets()
        .into_iter()
        .map(|preset| {
            let tree = parse(&preset.text(english())).unwrap().with_letter_names();
            let slug: String = preset
                .title
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
                .collect();
            (slug, tree, preset.options)
        })
        .collect()
}

/// Every lecture example as a figure of its own search, every search on
/// the first lecture example it takes, and figure 5.2 at two moments
/// mid-search.
fn figures() -> Vec<Case> {
    let mut cases = Vec::new();
    let mut drawn = BTreeSet::new();
    for (slug, tree, own) in lecture_trees() {
        for algorithm in Algorithm::ALL {
            let options = if algorithm == own.algorithm {
                own
            } else {
                Options::new(algorithm)
            };
            // Each example under its own search, and each search on the
            // first example it takes: every search's marks are set, in
            // a tenth of the TeX runs every pair would take.
            if algorithm != own.algorithm && drawn.contains(&algorithm.name()) {
                continue;
            }
            let Ok(trace) = search(&tree, &options) else {
                continue;
            };
            drawn.insert(algorithm.name());
            // The leaves' values are written in the figure.
            let shows = tree
                .ids()
                .filter(|&node| tree.node(node).is_leaf())
                .filter_map(|node| match &tree.node(node).value {
                    Some(Value::Number(x)) if x.is_finite() && *x >= 0.0 => Some(number(*x)),
                    _ => None,
                })
                .take(3)
                .collect();
            cases.push(Case {
                name: format!("{slug}-{}", algorithm.name()),
                tex: export(&tree, &trace, Format::Forest, trace.len(), Lang::En),
                pages: Some(1),
                shows,
            });
        }
    }
    assert_eq!(
        drawn.len(),
        Algorithm::ALL.len(),
        "every search drawn: {drawn:?}"
    );
    // Mid-search, where the last step shows none of them: windows on the
    // edges and beside the nodes, a cut's condition and its "//" (step 22
    // of alpha-beta), and a selection's scores, one lit (step 34 of MCTS).
    let tree = parse(FIGURE_5_2).unwrap();
    for (options, step) in [
        (Options::new(Algorithm::AlphaBeta), 22),
        (seeded_monte_carlo(), 34),
    ] {
        let trace = search(&tree, &options).unwrap();
        cases.push(Case {
            name: format!("figure-5-2-{}-step-{step}", options.algorithm.name()),
            tex: export(&tree, &trace, Format::Forest, step, Lang::En),
            pages: Some(1),
            shows: vec!["12".to_string()],
        });
    }
    cases
}

/// The first lecture example, figure 5.2 of the textbook.
const FIGURE_5_2: &str = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";

/// Monte Carlo tree search as the decks show it: 20 iterations, seed 1.
fn seeded_monte_carlo() -> Options {
    Options {
        monte_carlo: MonteCarlo {
            iterations: 20,
            seed: 1,
            ..MonteCarlo::default()
        },
        ..Options::new(Algorithm::MonteCarlo)
    }
}

/// The slide-sized lecture examples as Beamer decks, a page a step, in
/// English, the first in every language.
fn decks() -> Vec<Case> {
    let mut cases = Vec::new();
    for (slug, tree, options) in lecture_trees() {
        let trace = search(&tree, &options).unwrap();
        if tree.len() > SLIDE_SIZED || trace.len() > MOST_OVERLAYS {
            continue;
        }
        // Every deck in English; the first in Romanian and Czech too, whose
        // sentences are the same with other letters to set (each letter
        // of theirs is set in letters.rs's documents).
        let langs: &[Lang] = if cases.is_empty() {
            &[Lang::En, Lang::Ro, Lang::Cs]
        } else {
            &[Lang::En]
        };
        for &lang in langs {
            let end = Frame::at(&tree, &trace, trace.len());
            let root = end.node(NodeId::ROOT).value;
            let shows = match root {
                Some(Score::Number(x)) if lang == Lang::En && x.is_finite() && x >= 0.0 => {
                    vec![number(x)]
                }
                _ => Vec::new(),
            };
            cases.push(Case {
                name: format!("{slug}-beamer-{}", lang.tag()),
                tex: export(&tree, &trace, Format::Beamer, trace.len(), lang),
                pages: Some(trace.len() + 1),
                shows,
            });
        }
    }
    assert!(cases.len() >= 15, "{} decks", cases.len());
    // Persian, with XeLaTeX: the sentences right to left under the tree.
    let tree = parse(FIGURE_5_2).unwrap();
    let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
    cases.push(Case {
        name: "figure-5-2-beamer-fa".to_string(),
        tex: export(&tree, &trace, Format::Beamer, trace.len(), Lang::Fa),
        pages: Some(trace.len() + 1),
        shows: vec!["12".to_string()],
    });
    cases
}

/// The exercises of each worksheet compiled: a page each, then a page
/// each of the key.
const SHEET_EXERCISES: usize = 4;

/// Worksheets of every kind and level, in every language, and a hard
/// windows sheet on US Letter.
fn worksheets() -> Vec<Case> {
    let mut cases = Vec::new();
    for kind in [Kind::Values, Kind::Cuts, Kind::Windows, Kind::ProofNumbers] {
        for level in Level::ALL {
            // Every kind and level in English, each other language on one.
            let langs: &[Lang] = match (kind, level) {
                (Kind::Values, Level::Hard) => &[Lang::En, Lang::Ro],
                (Kind::Cuts, Level::Hard) => &[Lang::En, Lang::Cs],
                (Kind::Windows, Level::Hard) => &[Lang::En, Lang::Fa],
                (Kind::ProofNumbers, Level::Hard) => &[Lang::En, Lang::Ro],
                _ => &[Lang::En],
            };
            for &lang in langs {
                cases.push(Case {
                    name: format!("worksheet-{}-{}-{}", kind.name(), level.name(), lang.tag()),
                    tex: worksheet(kind, level, SHEET_EXERCISES, 7, lang).unwrap(),
                    pages: Some(2 * SHEET_EXERCISES),
                    shows: vec![format!("{}.", kind.name())],
                });
            }
        }
    }
    let a4 = worksheet(Kind::Windows, Level::Hard, SHEET_EXERCISES, 7, Lang::En).unwrap();
    cases.push(Case {
        name: "worksheet-windows-hard-en-letter".to_string(),
        // As the document's comment says: letterpaper for a4paper.
        tex: a4.replace("a4paper", "letterpaper"),
        pages: Some(2 * SHEET_EXERCISES),
        shows: vec!["windows.".to_string()],
    });
    cases
}

/// What is illegible on the hard worksheets in English, as printed: a
/// page with two trees, a word under 8 pt, an answer box under 8 mm.
fn illegible_worksheets(compiled: &Compiled) -> Vec<String> {
    (compiled.pages.iter())
        .filter(|(name, _)| name.starts_with("worksheet-") && name.contains("-hard-en"))
        .flat_map(|(name, pages)| legible::illegible(name, pages))
        .collect()
}

/// A small tree for a deck with its listing, and the line each of its
/// overlays lights: none before the first step, then the line `trace`
/// names for the step that led there.
fn listing_deck(lang: Lang) -> (Case, Vec<Option<usize>>) {
    let tree = parse("A(B(D=3 E=5) C(F=2 G=9))").unwrap();
    let options = Options::new(Algorithm::AlphaBeta);
    let trace = search(&tree, &options).unwrap();
    let code = Pseudocode::new(&tree, &options, english());
    let lit = std::iter::once(None)
        .chain((trace.steps.iter()).map(|step| Some(code.line_of(&tree, step) + 1)))
        .collect();
    let case = Case {
        name: format!("listing-beamer-{}", lang.tag()),
        tex: export_with_listing(&tree, &trace, lang),
        pages: Some(trace.len() + 1),
        shows: vec!["MIN-VALUE".to_string()],
    };
    (case, lit)
}

/// Listings on paper: every family's in English, and a planted bug's page
/// and key in every language.
fn listings() -> Vec<Case> {
    let mut cases = Vec::new();
    for (slug, tree, options) in lecture_trees() {
        let listed = [options, Options::new(Algorithm::Pvs)];
        for options in listed
            .into_iter()
            .filter(|o| search::check(&tree, o).is_ok())
        {
            cases.push(Case {
                name: format!("listing-{slug}-{}", options.algorithm.name()),
                tex: pseudocode(&tree, &options, Lang::En),
                pages: Some(1),
                shows: vec!["function".to_string()],
            });
        }
    }
    let tree = parse(FIGURE_5_2).unwrap();
    let buggy = Options {
        bug: Some(Bug::MinTestsBeta),
        ..Options::new(Algorithm::AlphaBeta)
    };
    for (lang, key) in [
        (Lang::En, "Line 17 should read:"),
        (Lang::Ro, "Linia 17 ar trebui"),
        (Lang::Cs, "Řádek 17 má znít:"),
        (Lang::Fa, "MIN-VALUE"),
    ] {
        cases.push(Case {
            name: format!("listing-bug-{}", lang.tag()),
            tex: pseudocode(&tree, &buggy, lang),
            pages: Some(2),
            shows: vec![key.to_string()],
        });
    }
    cases
}

/// Every document the ignored tests read, compiled once (the TeX runs are
/// most of the LaTeX stage's time), with what the tests hold them to.
struct Documents {
    /// The documents.
    cases: Vec<Case>,
    /// What compiling them found.
    compiled: Compiled,
    /// The line each page of the decks with a listing lights, in English
    /// and in Persian.
    lit: Vec<Vec<Option<usize>>>,
    /// The decks whose nodes must stand still, by name, with their trees.
    still: Vec<(String, Tree)>,
}

/// The documents, compiled by the first test that asks for them.
fn documents() -> &'static Documents {
    static DOCUMENTS: OnceLock<Documents> = OnceLock::new();
    DOCUMENTS.get_or_init(|| {
        let lit_decks = [listing_deck(Lang::En), listing_deck(Lang::Fa)];
        let (listing_decks, lit): (Vec<Case>, Vec<_>) = lit_decks.into_iter().unzip();
        let (still_decks, still_trees): (Vec<Case>, Vec<Tree>) = still_decks().into_iter().unzip();
        let still = (still_decks.iter().map(|case| case.name.clone()))
            .zip(still_trees)
            .collect();
        let cases: Vec<Case> = [
            figures(),
            decks(),
            worksheets(),
            listings(),
            listing_decks,
            still_decks,
            letters::labelled(),
            letters::every_character(),
        ]
        .into_iter()
        .flatten()
        .collect();
        let compiled = compile_all(&cases);
        Documents {
            cases,
            compiled,
            lit,
            still,
        }
    })
}

#[test]
#[ignore = "needs TeX Live: scripts/test runs it"]
fn every_hard_worksheet_prints_a_tree_a_page_in_8_pt_text_and_8_mm_boxes() {
    let illegible = illegible_worksheets(&documents().compiled);
    assert!(illegible.is_empty(), "{illegible:#?}");
}

#[test]
#[ignore = "needs TeX Live: scripts/test runs it"]
fn each_page_of_a_deck_with_its_listing_marks_the_line_its_step_lights() {
    let Documents { compiled, lit, .. } = documents();
    for (lang, lit) in [Lang::En, Lang::Fa].into_iter().zip(lit) {
        let pages = &compiled.pages[&format!("listing-beamer-{}", lang.tag())];
        let marked: Vec<Option<usize>> = pages.texts.iter().map(|page| lit_on(page)).collect();
        assert_eq!(&marked, lit, "{}", lang.tag());
    }
}

#[test]
#[ignore = "needs TeX Live: scripts/test runs it"]
fn every_figure_deck_and_worksheet_compiles_and_loads_exactly_the_listed_tex_files() {
    let Documents {
        cases, compiled, ..
    } = documents();
    assert!(
        compiled.problems.is_empty(),
        "{} of {} documents: {:#?}",
        compiled.problems.len(),
        cases.len(),
        compiled.problems
    );
    // The list setup installs from is what the documents load, no more, no less.
    let mut wrong = Vec::new();
    for engine in [Engine::Pdflatex, Engine::Xelatex] {
        let loaded = &compiled.loaded[engine.command()];
        let named: BTreeSet<String> = listed_tex_files(engine)
            .into_iter()
            .map(|(file, _)| file)
            .collect();
        for file in loaded.difference(&named) {
            wrong.push(format!(
                "{file}: {} documents load it, unlisted",
                engine.command()
            ));
        }
        for file in named.difference(loaded) {
            wrong.push(format!(
                "{file}: listed for {}, none loads it",
                engine.command()
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "crates/gametree/src/latex/tex-files.txt is not what the documents load:\n{}",
        wrong.join("\n")
    );
    println!("{} documents in {} TeX runs", cases.len(), compiled.runs);
}

#[test]
#[ignore = "needs TeX Live: scripts/test runs it"]
fn a_document_that_fails_in_a_volume_is_named_and_one_that_does_not_show_its_words_too() {
    let figure = |name: &str, tex: String, shows: &str| Case {
        name: name.to_string(),
        tex,
        pages: Some(1),
        shows: vec![shows.to_string()],
    };
    let tree = parse("A(B=3 C=5)").unwrap();
    let trace = search(&tree, &Options::new(Algorithm::Minimax)).unwrap();
    let good = export(&tree, &trace, Format::Forest, trace.len(), Lang::En);
    let broken = good.replace("\\end{forest}", "\\undefinedcommand\\end{forest}");
    // Each set is one volume: a few small documents share one TeX run.
    let silent = [
        figure("first", good.clone(), "5"),
        figure("silent", good.clone(), "not on the page"),
        figure("last", good.clone(), "5"),
    ];
    let problems = compile_all(&silent).problems;
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(
        problems[0].starts_with("silent: the PDF does not show"),
        "{problems:#?}"
    );
    let failing = [
        figure("first", good.clone(), "5"),
        figure("broken", broken, "5"),
        figure("last", good, "5"),
    ];
    let problems = compile_all(&failing).problems;
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(
        problems[0].starts_with("broken: ! Undefined control sequence"),
        "{problems:#?}"
    );
}

/// The number of the line a page of a deck marks lit (▶ beside it, ◀ right
/// to left), as `pdftotext` reads it (with marks of direction, right to left).
fn lit_on(page: &str) -> Option<usize> {
    let (_, after) = page.split_once(['▶', '◀'])?;
    let direction = |c: char| matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}');
    let number: String = (after.trim_start_matches(|c: char| c.is_whitespace() || direction(c)))
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    Some(number.parse().expect("a line number beside the mark"))
}

/// The values a worksheet's key writes inside the inner nodes of each of
/// its trees, in the order the bracket notation writes them.
fn key_values(document: &str) -> Vec<(Tree, Vec<String>)> {
    let key = &document[document.find("\\newpage").unwrap()..];
    key.split("% tree: ")
        .skip(1)
        .map(|part| {
            let (text, rest) = part.split_once('\n').unwrap();
            let tree = parse(text).unwrap();
            let forest = &rest[..rest.find("\\end{forest}").unwrap()];
            let inner: Vec<String> = forest
                .lines()
                .filter(|line| line.contains(", max") || line.contains(", min"))
                .map(|line| {
                    let start = line.find("[{").unwrap() + 2;
                    let end = start + line[start..].find('}').unwrap();
                    line[start..end].replace("\\ensuremath{-}", "−")
                })
                .collect();
            (tree, inner)
        })
        .collect()
}

#[test]
fn a_worksheet_s_key_holds_the_values_solve_finds_on_the_tree_in_each_comment() {
    for (kind, algorithm) in [
        (Kind::Values, Algorithm::Minimax),
        (Kind::Cuts, Algorithm::AlphaBeta),
    ] {
        let document = worksheet(kind, Level::Hard, 6, 11, Lang::En).unwrap();
        let keys = key_values(&document);
        assert_eq!(keys.len(), 6);
        for (tree, written) in keys {
            let trace = search(&tree, &Options::new(algorithm)).unwrap();
            let end = Frame::at(&tree, &trace, trace.len());
            // Inner nodes in the order the notation writes them (depth first).
            let mut expected = Vec::new();
            let mut stack = vec![NodeId::ROOT];
            while let Some(node) = stack.pop() {
                if !tree.node(node).is_leaf() {
                    expected.push(match end.node(node).value {
                        Some(Score::Number(x)) if end.node(node).state == NodeState::Done => {
                            number(x)
                        }
                        _ => String::new(),
                    });
                }
                stack.extend(tree.children(node).iter().rev());
            }
            assert_eq!(written, expected, "{tree}");
            // The root's value is the one gametree solve prints.
            let Value::Number(root) = Summary::new(&tree, &trace).value else {
                panic!("a two-player tree's value is a number")
            };
            assert_eq!(written[0], number(root), "{tree}");
        }
    }
    // The same options, the same document.
    assert_eq!(
        worksheet(Kind::ProofNumbers, Level::Easy, 3, 5, Lang::Cs).unwrap(),
        worksheet(Kind::ProofNumbers, Level::Easy, 3, 5, Lang::Cs).unwrap()
    );
    assert_eq!(
        worksheet(Kind::Windows, Level::Easy, 3, 5, Lang::Ro).unwrap(),
        worksheet(Kind::Windows, Level::Easy, 3, 5, Lang::Ro).unwrap()
    );
}

/// What stands in the braces that `marker` (ending with `{`) opens in
/// `line`, braces inside it included.
fn group_after<'a>(line: &'a str, marker: &str) -> Option<&'a str> {
    let start = line.find(marker)? + marker.len();
    let mut depth = 1;
    for (at, ch) in line[start..].char_indices() {
        depth += match ch {
            '{' => 1,
            '}' => -1,
            _ => 0,
        };
        if depth == 0 {
            return Some(&line[start..start + at]);
        }
    }
    None
}

/// The proof and disproof numbers a worksheet's part (the exercises or
/// the key) writes beside each node of each of its trees, "pn / dn", in
/// the order the bracket notation writes the nodes: `Some(None)` for empty
/// boxes, `None` for a node with neither.
fn written_proof_numbers(part: &str) -> Vec<(Tree, Vec<Option<Option<ProofNumbers>>>)> {
    part.split("% tree: ")
        .skip(1)
        .map(|block| {
            let (text, rest) = block.split_once('\n').unwrap();
            let forest = &rest[..rest.find("\\end{forest}").unwrap()];
            let written = forest
                .lines()
                .filter(|line| line.trim_start().starts_with('['))
                .map(|line| {
                    let line = line.replace("\\ensuremath{\\infty}", "inf");
                    let label = group_after(&line, "\\treeunit}{")
                        .or_else(|| group_after(&line, "]below:{"))?;
                    // Numbers read; boxes (a framebox) read as none.
                    (label.contains(" / ") || label.contains("framebox"))
                        .then(|| read_proof_numbers(label))
                })
                .collect();
            (parse(text).unwrap(), written)
        })
        .collect()
}

#[test]
fn a_proof_numbers_worksheet_asks_at_every_generated_node_and_its_key_is_what_practice_accepts() {
    let document = worksheet(Kind::ProofNumbers, Level::Medium, 5, 3, Lang::En).unwrap();
    let (sheet, key) = document.split_once("\\newpage").unwrap();
    let (sheet, key) = (written_proof_numbers(sheet), written_proof_numbers(key));
    assert_eq!((sheet.len(), key.len()), (5, 5));
    for ((tree, boxes), (_, numbers)) in sheet.iter().zip(&key) {
        let trace = search(tree, &Options::new(Algorithm::ProofNumber)).unwrap();
        // Nodes in the order the notation writes them (depth first).
        let mut order = Vec::new();
        let mut stack = vec![NodeId::ROOT];
        while let Some(node) = stack.pop() {
            order.push(node);
            stack.extend(tree.children(node).iter().rev());
        }
        let mut answers = Answers {
            proof_numbers: vec![None; tree.len()],
            ..Answers::default()
        };
        for ((&node, asked), answer) in order.iter().zip(boxes).zip(numbers) {
            // An empty box exactly where the key writes numbers.
            assert_eq!(asked.is_some(), answer.is_some(), "{tree}");
            assert_eq!(
                *asked,
                asked.map(|_| None),
                "the sheet's boxes are empty: {tree}"
            );
            answers.proof_numbers[node.index()] = answer.map(|read| read.expect("the key reads"));
        }
        // The key, typed into practice, is all right.
        let grade = grade(tree, &trace, &answers, &[Question::ProofNumbers]);
        let (right, total) = grade.score();
        assert!(total > 1 && right == total, "{tree}: {right} of {total}");
        assert!(
            boxes.iter().any(Option::is_none),
            "some nodes are not generated yet: {tree}"
        );
    }
}

/// A slide's picture as its numbers: the rectangle it takes and each
/// node's place (`n3` at index 3), and each edge as parent and child.
struct Picture {
    bounds: String,
    places: Vec<(f64, f64)>,
    edges: Vec<(usize, usize)>,
}

/// The pictures of a deck's overlays, read from the LaTeX.
fn pictures(deck: &str) -> Vec<Picture> {
    let number = |text: &str| -> usize { text.parse().unwrap() };
    deck.split("\\begin{tikzpicture}")
        .skip(1)
        .map(|overlay| {
            let picture = &overlay[..overlay.find("\\end{tikzpicture}").unwrap()];
            let mut read = Picture {
                bounds: String::new(),
                places: Vec::new(),
                edges: Vec::new(),
            };
            for line in picture.lines() {
                if let Some(rest) = line.strip_prefix("\\path[use as bounding box] ") {
                    read.bounds = rest.to_string();
                } else if let Some((_, rest)) = line
                    .strip_prefix("\\node[")
                    .and_then(|l| l.split_once("] (n"))
                {
                    let (index, rest) = rest.split_once(") at (").unwrap();
                    let (x, rest) = rest.split_once(", ").unwrap();
                    let y = &rest[..rest.find(')').unwrap()];
                    assert_eq!(number(index), read.places.len());
                    read.places.push((x.parse().unwrap(), y.parse().unwrap()));
                } else if line.starts_with("\\draw") {
                    let ends: Vec<usize> = line
                        .split("(n")
                        .skip(1)
                        .map(|end| number(&end[..end.find('.').unwrap()]))
                        .collect();
                    read.edges.push((ends[0], ends[1]));
                }
            }
            read
        })
        .collect()
}

#[test]
fn every_node_of_a_deck_keeps_its_place_from_the_first_overlay_to_the_last() {
    for (slug, tree, options) in lecture_trees() {
        let trace = search(&tree, &options).unwrap();
        if tree.len() > SLIDE_SIZED || trace.len() > MOST_OVERLAYS {
            continue;
        }
        let deck = export(&tree, &trace, Format::Beamer, trace.len(), Lang::En);
        let overlays = pictures(&deck);
        assert_eq!(overlays.len(), trace.len() + 1, "{slug}");
        let first = &overlays[0];
        assert_eq!(first.places.len(), tree.len(), "{slug}");
        assert!(!first.bounds.is_empty(), "{slug}");
        for overlay in &overlays {
            assert_eq!(overlay.places, first.places, "{slug}");
            assert_eq!(overlay.bounds, first.bounds, "{slug}");
            assert_eq!(overlay.edges, first.edges, "{slug}");
        }
        // Each node's children stand left to right, at least a unit apart
        // (written to a hundredth), a level below it.
        for parent in 0..tree.len() {
            let children: Vec<(f64, f64)> = first
                .edges
                .iter()
                .filter(|&&(from, _)| from == parent)
                .map(|&(_, child)| first.places[child])
                .collect();
            assert!(
                children
                    .iter()
                    .all(|&(_, y)| y == first.places[parent].1 + 1.0),
                "{slug}: {children:?}"
            );
            assert!(
                children
                    .windows(2)
                    .all(|pair| pair[1].0 - pair[0].0 >= 0.995),
                "{slug}: {children:?}"
            );
        }
    }
}

/// Decks whose every node must stand still on the page, as cli.md
/// promises: each kind of search a deck shows (alpha-beta, PVS, a
/// proof-number search, MCTS), in English and in Persian (XeLaTeX), and
/// on labels of 40 letters, whose sentences fill five lines.
fn still_decks() -> Vec<(Case, Tree)> {
    let figure = FIGURE_5_2;
    let long = |letter: char| letter.to_string().repeat(40);
    let long_labels = format!(
        "{}({}({}=3 F=12) {}({}=2 I=4))",
        long('A'),
        long('B'),
        long('E'),
        long('C'),
        long('H')
    );
    let monte_carlo = seeded_monte_carlo();
    let alpha_beta = Options::new(Algorithm::AlphaBeta);
    let decks = [
        ("figure-5-2", figure, alpha_beta, Lang::En),
        ("figure-5-2", figure, Options::new(Algorithm::Pvs), Lang::En),
        (
            "most-proving",
            MOVING_MOST_PROVING,
            Options::new(Algorithm::ProofNumber),
            Lang::En,
        ),
        ("figure-5-2", figure, monte_carlo, Lang::En),
        ("figure-5-2", figure, alpha_beta, Lang::Fa),
        ("figure-5-2", figure, monte_carlo, Lang::Fa),
        ("long-labels", &long_labels, alpha_beta, Lang::En),
        ("long-labels", &long_labels, monte_carlo, Lang::Fa),
    ];
    decks
        .into_iter()
        .map(|(slug, text, options, lang)| {
            let tree = parse(text).unwrap();
            let trace = search(&tree, &options).unwrap();
            let case = Case {
                name: format!("{slug}-{}-{}", options.algorithm.name(), lang.tag()),
                tex: export(&tree, &trace, Format::Beamer, trace.len(), lang),
                pages: Some(trace.len() + 1),
                shows: Vec::new(),
            };
            (case, tree)
        })
        .collect()
}

/// How far a node's label may move from one page of a deck to another.
const STILL: f64 = 0.5;

#[test]
#[ignore = "needs TeX Live: scripts/test runs it"]
fn every_node_of_a_compiled_deck_stays_within_half_a_point_on_every_page() {
    let Documents {
        compiled, still, ..
    } = documents();
    assert!(compiled.problems.is_empty(), "{:#?}", compiled.problems);
    let (mut moved, mut crowded) = (Vec::new(), Vec::new());
    for (name, tree) in still {
        let own = &compiled.pages[name];
        let pages = pdf_words(&own.pdf, own.first, own.last);
        // Every mark stands clear of every other on every page: values,
        // windows, conditions, scores, N and W/N, names and the sentence.
        // (Not of 40 capitals, wider than the average letter `places.rs`
        // leaves room for.)
        if !name.starts_with("long-labels") {
            for (page, words) in pages.iter().enumerate() {
                for (a, b) in overlapping(words) {
                    crowded.push(format!("{name}, page {}: {a} on {b}", page + 1));
                }
            }
        }
        for label in tree
            .ids()
            .filter_map(|node| tree.node(node).label.as_deref())
        {
            // Before the first step only the tree names a node.
            let home: Vec<&Word> = pages[0].iter().filter(|w| w.text == label).collect();
            assert_eq!(home.len(), 1, "{}: {label} on the first page", name);
            // On each page, however often the sentence names it too, the
            // label nearest to where it was; the page it is farthest on.
            let (page, distance) = pages
                .iter()
                .map(|words| {
                    (words.iter().filter(|w| w.text == label))
                        .map(|word| word.distance(home[0]))
                        .fold(f64::INFINITY, f64::min)
                })
                .enumerate()
                .fold((0, 0.0), |far, (page, distance)| {
                    if distance > far.1 {
                        (page, distance)
                    } else {
                        far
                    }
                });
            if distance > STILL {
                moved.push(format!(
                    "{}: {label} moves {distance:.2} pt on page {}",
                    name,
                    page + 1
                ));
            }
        }
    }
    assert!(moved.is_empty(), "{moved:#?}");
    assert!(crowded.is_empty(), "{crowded:#?}");
}

/// How far two words' boxes may run into each other across, in points.
const TOUCHING: f64 = 0.5;

/// The words on a page that run into each other: by more than
/// [`TOUCHING`] across and half the lower one's height down (the boxes of
/// two lines of a sentence touch). Only words with a Latin letter or a
/// digit are held to it: signs (√, =) sit inside a sentence's formulas,
/// and the PDF's text boxes a Persian mark apart from its letter.
fn overlapping(words: &[Word]) -> Vec<(String, String)> {
    let latin = |c: char| c.is_ascii_alphanumeric();
    let worded: Vec<&Word> = words
        .iter()
        .filter(|word| word.text.chars().any(latin))
        .collect();
    let mut found = Vec::new();
    for (index, a) in worded.iter().enumerate() {
        for b in &worded[index + 1..] {
            let across = a.edges[2].min(b.edges[2]) - a.edges[0].max(b.edges[0]);
            let down = a.edges[3].min(b.edges[3]) - a.edges[1].max(b.edges[1]);
            let lower = (a.edges[3] - a.edges[1]).min(b.edges[3] - b.edges[1]);
            if across > TOUCHING && down > lower / 2.0 {
                found.push((a.text.clone(), b.text.clone()));
            }
        }
    }
    found
}
