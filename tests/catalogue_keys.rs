//! Every key the code asks a catalogue for is in the English catalogue it
//! asks, so that no one ever sees `⟦key⟧`: the completeness test of each
//! language checks the translations against English, and this test checks
//! English against the code. Keys are found where the code names them,
//! `said("area.key")`, `say("area.key", …)` and `words.say("key", …)`.
//! Native only: it reads the files from disk.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

#[test]
fn the_interface_asks_only_for_words_english_has() {
    assert_keys_known("src", "lang/en.txt");
}

#[test]
fn the_core_asks_only_for_words_english_has() {
    assert_keys_known("crates/gametree/src", "crates/gametree/lang/en.txt");
}

/// Fails with the list of keys named under `source` that `catalogue` lacks.
fn assert_keys_known(source: &str, catalogue: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let known = keys_of(&std::fs::read_to_string(root.join(catalogue)).unwrap());
    let mut asked = BTreeSet::new();
    for path in rust_files(&root.join(source)) {
        let text = std::fs::read_to_string(&path).unwrap();
        asked.extend(named_keys(&text));
    }
    assert!(
        asked.len() > 20,
        "only {} keys found under {source}",
        asked.len()
    );
    let missing: Vec<_> = asked.iter().filter(|key| !known.contains(*key)).collect();
    assert!(missing.is_empty(), "{catalogue} lacks {missing:?}");
}

/// The keys of a catalogue file, plural forms (`key[one]`) under their key.
fn keys_of(text: &str) -> BTreeSet<String> {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .filter_map(|line| line.split_once('='))
        .map(|(key, _)| key.trim().split('[').next().unwrap_or_default().to_string())
        .collect()
}

/// The string literals passed first to `said(` or `say(`.
fn named_keys(text: &str) -> Vec<String> {
    let mut keys = Vec::new();
    for call in ["said(\"", "say(\""] {
        let mut rest = text;
        while let Some(at) = rest.find(call) {
            let after = &rest[at + call.len()..];
            let end = after.find('"').unwrap_or(0);
            let key = &after[..end];
            if !key.is_empty()
                && key
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "._-".contains(c))
            {
                keys.push(key.to_string());
            }
            rest = &after[end..];
        }
    }
    keys
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                files.push(path);
            }
        }
    }
    files
}
