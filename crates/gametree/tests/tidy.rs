//! The crate's shape, checked rather than hoped for: modules depend one way
//! (each only on the layers below it, so no import circles), every file
//! says first why it exists, and no source file outgrows one job.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::files_below;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The top-level modules of `src/`, lowest layer first. A module may use
/// only modules of lower layers; a new module joins the lowest layer above
/// everything it uses (and ARCHITECTURE.md's map).
const LAYERS: &[&[&str]] = &[
    // The languages every word is said in, errors of a tree included.
    &["lang"],
    // The data: a game tree and what a search is asked to do.
    &["tree", "options"],
    // Trees written, drawn and made; the record of a search; links.
    &["notation", "layout", "random", "games", "trace", "share"],
    // Children put in an order before a search (and what an order is worth).
    &["order"],
    // Built on those: other forms of trees, edits, the searches and what
    // is read off their traces.
    &[
        "json",
        "edit",
        "search",
        "frame",
        "summary",
        "pseudocode",
        "ordering",
        "presets",
        "plan",
    ],
    // Importing any format; the sentence of every step.
    &["import", "explain"],
    // Judging a student's answers with those sentences; two searches
    // compared in words.
    &["grade", "checkpoint", "compare"],
    // Exercises made to order and graded.
    &["exercise"],
];

/// The most lines a source file may have outside its tests.
const MOST_LINES: usize = 600;

#[test]
fn modules_use_only_lower_layers() {
    let layer_of = |module: &str| LAYERS.iter().position(|layer| layer.contains(&module));
    let mut wrong = Vec::new();
    let mut listed = BTreeSet::new();
    for path in source_files() {
        let Some(module) = top_module(&path) else {
            continue;
        };
        listed.insert(module.clone());
        let Some(layer) = layer_of(&module) else {
            wrong.push(format!("{module} is in no layer of LAYERS"));
            continue;
        };
        for used in used_modules(&read(&path)) {
            if used.is_empty() {
                wrong.push(format!(
                    "{} groups modules in `crate::{{…}}`: write one `use` per module",
                    relative(&path)
                ));
            } else if used != module && layer_of(&used).is_none_or(|below| below >= layer) {
                wrong.push(format!("{} uses crate::{used}", relative(&path)));
            }
        }
    }
    for module in LAYERS.iter().flat_map(|layer| layer.iter()) {
        if !listed.contains(*module) {
            wrong.push(format!("LAYERS lists {module}, which src/ does not have"));
        }
    }
    assert!(
        wrong.is_empty(),
        "dependencies against the layers: {wrong:#?}"
    );
}

#[test]
fn every_file_starts_by_saying_why_it_exists() {
    let crate_root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let undocumented: Vec<String> = ["src", "tests", "benches"]
        .iter()
        .flat_map(|folder| files_below(&crate_root.join(folder)))
        .filter(|path| path.extension().is_some_and(|extension| extension == "rs"))
        .filter(|path| !read(path).starts_with("//!"))
        .map(|path| relative(&path))
        .collect();
    assert!(
        undocumented.is_empty(),
        "files without a `//!` first line: {undocumented:#?}"
    );
}

#[test]
fn no_source_file_outgrows_one_job() {
    let long: Vec<String> = source_files()
        .iter()
        .map(|path| {
            let text = read(path);
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            (relative(path), code.lines().count())
        })
        .filter(|&(_, lines)| lines > MOST_LINES)
        .map(|(path, lines)| format!("{path}: {lines} lines"))
        .collect();
    assert!(
        long.is_empty(),
        "source files over {MOST_LINES} lines outside their tests: {long:#?}"
    );
}

/// The library's source files; the command-line tool, a crate of its own
/// that uses the library from outside, is left out.
fn source_files() -> Vec<PathBuf> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    files_below(&src)
        .into_iter()
        .filter(|path| path.extension().is_some_and(|extension| extension == "rs"))
        .filter(|path| !path.starts_with(src.join("bin")))
        .collect()
}

/// The top-level module a file of `src/` belongs to: `search` for
/// `src/search/walk.rs`; `None` for `lib.rs`, which declares them all.
fn top_module(path: &Path) -> Option<String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let first = path.strip_prefix(&src).ok()?.components().next()?;
    let name = first.as_os_str().to_str()?.trim_end_matches(".rs");
    (name != "lib").then(|| name.to_string())
}

/// The modules a file names as `crate::module`, in code or in docs; an
/// empty name for `crate::{…}`.
fn used_modules(text: &str) -> BTreeSet<String> {
    text.match_indices("crate::")
        .map(|(start, found)| {
            text[start + found.len()..]
                .chars()
                .take_while(|character| character.is_ascii_alphanumeric() || *character == '_')
                .collect()
        })
        .collect()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap()
}

/// A path as the crate's folder sees it, for messages.
fn relative(path: &Path) -> String {
    let crate_root = Path::new(env!("CARGO_MANIFEST_DIR"));
    path.strip_prefix(crate_root)
        .unwrap_or(path)
        .display()
        .to_string()
}
