//! The listing in every language: the same lines as English's (a trace's
//! line numbers hold in all of them), its keywords and prose translated,
//! a planted bug's lines and how they should read in the same language;
//! and one listing a language, whole, as a lab sheet prints it.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, Expect};
use gametree::lang::{english, words, Digits, Lang};
use gametree::options::{Bug, Expansion, FinalMove};
use gametree::presets::presets;
use gametree::pseudocode::Pseudocode;
use gametree::{parse, search, Algorithm, Failure, Options, TieRule, Tree};

/// Words of an English listing that a translated one never keeps (the
/// names of functions are in capitals and stay).
const ENGLISH_WORDS: [&str; 12] = [
    "function", "returns", "return", "if", "then", "else", "for", "each", "while", "in", "state",
    "value",
];

/// Every variant a listing is written for, on every lecture example whose
/// tree the search takes: each algorithm, fail-hard, the strict tie rule,
/// a depth limit, iterative deepening, Monte Carlo's other expansion and
/// final move, and every planted bug.
fn every_listing() -> Vec<(Tree, Options)> {
    let mut variants = Vec::new();
    for algorithm in Algorithm::ALL {
        let options = Options::new(algorithm);
        variants.extend([
            options,
            Options {
                failure: Failure::Hard,
                ties: TieRule::Strict,
                ..options
            },
            Options {
                depth: Some(2),
                ..options
            },
            Options {
                depth: Some(2),
                iterative: true,
                ..options
            },
        ]);
    }
    let mut monte_carlo = Options::new(Algorithm::MonteCarlo);
    monte_carlo.monte_carlo.expansion = Expansion::All;
    monte_carlo.monte_carlo.final_move = FinalMove::Mean;
    variants.push(monte_carlo);
    variants.extend(Bug::ALL.map(|bug| Options {
        bug: Some(bug),
        ..Options::new(bug.algorithm())
    }));
    let mut listings = Vec::new();
    for preset in presets() {
        let tree = parse(&preset.text(english())).unwrap();
        for options in &variants {
            if search::check(&tree, options).is_ok() {
                listings.push((tree.clone(), *options));
            }
        }
    }
    listings
}

/// The words of `line` in small letters, code and mathematics aside.
fn small_words(line: &str) -> Vec<&str> {
    line.split(|c: char| !c.is_alphanumeric())
        .filter(|word| word.chars().all(|c| c.is_ascii_lowercase()) && !word.is_empty())
        .collect()
}

#[test]
fn every_language_writes_every_listing_line_for_line_with_its_own_words() {
    let listings = every_listing();
    assert!(listings.len() > 100, "{} listings", listings.len());
    for lang in Lang::ALL {
        let words = words(lang, Digits::Ascii);
        for (tree, options) in &listings {
            let english = Pseudocode::new(tree, options, english());
            let translated = Pseudocode::new(tree, options, words);
            assert_eq!(
                translated.lines().len(),
                english.lines().len(),
                "{} {options:?}",
                lang.tag()
            );
            let steps = search(tree, options).unwrap().steps;
            for step in &steps {
                assert_eq!(translated.line_of(tree, step), english.line_of(tree, step));
            }
            for (line, english_line) in translated.lines().zip(english.lines()) {
                let kept: Vec<&str> = (small_words(line).into_iter())
                    .filter(|word| lang != Lang::En && ENGLISH_WORDS.contains(word))
                    .collect();
                assert!(
                    kept.is_empty() && !line.contains('⟦') && !line.contains('{'),
                    "{}, {options:?}: {line:?} keeps {kept:?}",
                    lang.tag()
                );
                assert!(
                    line.trim().is_empty() == english_line.trim().is_empty(),
                    "{}: {line:?} against {english_line:?}",
                    lang.tag()
                );
            }
            let planted = |code: &Pseudocode| -> Vec<usize> {
                code.planted_lines().iter().map(|(line, _)| *line).collect()
            };
            assert_eq!(planted(&translated), planted(&english));
            let right = Pseudocode::new(
                tree,
                &Options {
                    bug: None,
                    ..*options
                },
                words,
            );
            for (line, should_read) in translated.planted_lines() {
                assert_eq!(right.lines().nth(*line), Some(should_read.as_str()));
            }
        }
    }
}

/// The listing of alpha-beta on figure 5.2 in `lang`, its planted
/// MIN-VALUE bug's line and how that line should read, numbered as
/// `gametree pseudocode` numbers them (Persian's left-to-right isolates
/// shown as `<LRI>` and `<PDI>`).
fn check(lang: Lang, expect: Expect) {
    let tree = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    let options = Options::new(Algorithm::AlphaBeta);
    let words = words(lang, Digits::Ascii);
    let code = Pseudocode::new(&tree, &options, words);
    let mut out: String = (code.lines().enumerate())
        .map(|(index, line)| format!("{:>2}  {line}\n", index + 1))
        .collect();
    let buggy = Options {
        bug: Some(Bug::AlphaAtMin),
        ..options
    };
    let buggy = Pseudocode::new(&tree, &buggy, words);
    for (line, should_read) in buggy.planted_lines() {
        let reads = buggy.lines().nth(*line).unwrap_or_default();
        out.push_str(&format!("{:>2}  {reads}\n    {should_read}\n", line + 1));
    }
    // Persian's code is isolated left to right: the marks shown, since
    // Rust refuses them unseen in a literal.
    let shown = out
        .replace('\u{2066}', "<LRI>")
        .replace('\u{2069}', "<PDI>");
    expect.assert_eq(&shown);
}

#[test]
fn alpha_beta_in_romanian() {
    check(
        Lang::Ro,
        expect![[r#"
             1  funcție ALPHA-BETA-SEARCH(stare) returnează o acțiune
             2    v ← MAX-VALUE(stare, −∞, +∞)
             3    returnează prima acțiune din ACTIONS(stare) cu valoarea v
             4  funcție MAX-VALUE(stare, α, β) returnează o valoare de utilitate
             5    dacă TERMINAL-TEST(stare) atunci returnează UTILITY(stare)
             6    v ← −∞
             7    pentru fiecare a din ACTIONS(stare) execută
             8      v ← MAX(v, MIN-VALUE(RESULT(stare, a), α, β))
             9      dacă v ≥ β atunci returnează v
            10      α ← MAX(α, v)
            11    returnează v
            12  funcție MIN-VALUE(stare, α, β) returnează o valoare de utilitate
            13    dacă TERMINAL-TEST(stare) atunci returnează UTILITY(stare)
            14    v ← +∞
            15    pentru fiecare a din ACTIONS(stare) execută
            16      v ← MIN(v, MAX-VALUE(RESULT(stare, a), α, β))
            17      dacă v ≤ α atunci returnează v
            18      β ← MIN(β, v)
            19    returnează v
            18      α ← MIN(α, v)
                    β ← MIN(β, v)
        "#]],
    );
}

#[test]
fn alpha_beta_in_czech() {
    check(
        Lang::Cs,
        expect![[r#"
             1  funkce ALPHA-BETA-SEARCH(stav) vrací akci
             2    v ← MAX-VALUE(stav, −∞, +∞)
             3    vrať první akci z ACTIONS(stav) s hodnotou v
             4  funkce MAX-VALUE(stav, α, β) vrací hodnotu užitku
             5    pokud TERMINAL-TEST(stav) pak vrať UTILITY(stav)
             6    v ← −∞
             7    pro každý a z ACTIONS(stav) dělej
             8      v ← MAX(v, MIN-VALUE(RESULT(stav, a), α, β))
             9      pokud v ≥ β pak vrať v
            10      α ← MAX(α, v)
            11    vrať v
            12  funkce MIN-VALUE(stav, α, β) vrací hodnotu užitku
            13    pokud TERMINAL-TEST(stav) pak vrať UTILITY(stav)
            14    v ← +∞
            15    pro každý a z ACTIONS(stav) dělej
            16      v ← MIN(v, MAX-VALUE(RESULT(stav, a), α, β))
            17      pokud v ≤ α pak vrať v
            18      β ← MIN(β, v)
            19    vrať v
            18      α ← MIN(α, v)
                    β ← MIN(β, v)
        "#]],
    );
}

#[test]
fn alpha_beta_in_persian() {
    check(
        Lang::Fa,
        expect![[r#"
             1  تابع <LRI>ALPHA-BETA-SEARCH(حالت)<PDI> خروجی: یک کنش
             2    <LRI>v ← MAX-VALUE(حالت, −∞, +∞)<PDI>
             3    برگردان نخستین کنش در <LRI>ACTIONS(حالت)<PDI> با ارزش <LRI>v<PDI>
             4  تابع <LRI>MAX-VALUE(حالت, α, β)<PDI> خروجی: یک ارزش سودمندی
             5    اگر <LRI>TERMINAL-TEST(حالت)<PDI> آنگاه برگردان <LRI>UTILITY(حالت)<PDI>
             6    <LRI>v ← −∞<PDI>
             7    برای هر <LRI>a<PDI> در <LRI>ACTIONS(حالت)<PDI> انجام بده
             8      <LRI>v ← MAX(v, MIN-VALUE(RESULT(حالت, a), α, β))<PDI>
             9      اگر <LRI>v ≥ β<PDI> آنگاه برگردان <LRI>v<PDI>
            10      <LRI>α ← MAX(α, v)<PDI>
            11    برگردان <LRI>v<PDI>
            12  تابع <LRI>MIN-VALUE(حالت, α, β)<PDI> خروجی: یک ارزش سودمندی
            13    اگر <LRI>TERMINAL-TEST(حالت)<PDI> آنگاه برگردان <LRI>UTILITY(حالت)<PDI>
            14    <LRI>v ← +∞<PDI>
            15    برای هر <LRI>a<PDI> در <LRI>ACTIONS(حالت)<PDI> انجام بده
            16      <LRI>v ← MIN(v, MAX-VALUE(RESULT(حالت, a), α, β))<PDI>
            17      اگر <LRI>v ≤ α<PDI> آنگاه برگردان <LRI>v<PDI>
            18      <LRI>β ← MIN(β, v)<PDI>
            19    برگردان <LRI>v<PDI>
            18      <LRI>α ← MIN(α, v)<PDI>
                    <LRI>β ← MIN(β, v)<PDI>
        "#]],
    );
}
