//! One term for one idea in every language: each `lang/glossary/<tag>.txt`
//! names the term a language uses for an idea (AND and OR nodes, proof
//! numbers, a cut, a playout, …) and the variants it never uses, and no
//! catalogue of that language, the interface's (`lang/<tag>.txt`) or the
//! sentences' (`crates/gametree/lang/<tag>.txt`), may say a variant.
//! Native only: it reads the files from disk.
#![cfg(not(target_arch = "wasm32"))]

use gametree::lang::Lang;
use std::path::Path;

/// One entry of a glossary: the idea, its term, the forbidden variants.
struct Entry {
    idea: String,
    variants: Vec<String>,
}

/// The entries of a glossary file (`idea = term | variant, variant`).
fn glossary(text: &str) -> Vec<Entry> {
    (text.lines())
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let (idea, rest) = line.split_once('=').expect("idea = term | variants");
            let (_, variants) = rest.split_once('|').expect("term | variants");
            Entry {
                idea: idea.trim().to_string(),
                variants: variants.split(',').map(|v| v.trim().to_string()).collect(),
            }
        })
        .collect()
}

/// Whether `variant` occurs in `text` as whole words, or inside a longer
/// word at an end marked `*`.
fn says(text: &str, variant: &str) -> bool {
    let inside_before = variant.starts_with('*');
    let inside_after = variant.ends_with('*');
    let core = variant.trim_matches('*');
    let is_letter = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    (text.match_indices(core)).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + core.len()..].chars().next();
        (inside_before || !is_letter(before)) && (inside_after || !is_letter(after))
    })
}

/// Every entry of `catalogue` (a file's text, named `name`) that says a
/// variant of the glossary: "name:line: idea: variant in text".
fn forbidden(name: &str, catalogue: &str, entries: &[Entry]) -> Vec<String> {
    let mut found = Vec::new();
    for (index, line) in catalogue.lines().enumerate() {
        let Some((_, text)) = line.split_once('=').filter(|_| !line.starts_with('#')) else {
            continue;
        };
        for entry in entries {
            for variant in entry.variants.iter().filter(|v| says(text, v)) {
                found.push(format!(
                    "{name}:{}: {}: {variant:?} in {}",
                    index + 1,
                    entry.idea,
                    text.trim()
                ));
            }
        }
    }
    found
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

#[test]
fn every_catalogue_says_each_idea_in_its_languages_one_term() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    for lang in Lang::ALL {
        let tag = lang.tag();
        let entries = glossary(&read(&root.join(format!("lang/glossary/{tag}.txt"))));
        assert!(
            entries.len() >= 5,
            "{tag}: a glossary of a few ideas at least"
        );
        for catalogue in [
            format!("lang/{tag}.txt"),
            format!("crates/gametree/lang/{tag}.txt"),
        ] {
            found.extend(forbidden(
                &catalogue,
                &read(&root.join(&catalogue)),
                &entries,
            ));
        }
    }
    assert!(
        found.is_empty(),
        "variants the glossaries forbid:\n{}",
        found.join("\n")
    );
}

#[test]
fn a_variant_is_found_as_whole_words_or_inside_a_word_where_starred() {
    let entries = glossary("AND node = nod ȘI | nod AND\ncut = retezare | *tăiere*\n");
    let catalogue = "# nod AND in a comment\n\
                     pn.and-node = Nod AND\n\
                     a-node.and = un nod AND\n\
                     cut.beta = o β-tăiere\n\
                     and-or.enter = un nod ȘI: nod ANDREI\n";
    assert_eq!(
        forbidden("ro.txt", catalogue, &entries),
        [
            "ro.txt:3: AND node: \"nod AND\" in un nod AND",
            "ro.txt:4: cut: \"*tăiere*\" in o β-tăiere",
        ]
    );
}
