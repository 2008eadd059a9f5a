//! The app's shape, checked rather than hoped for, in the spirit of
//! rust-analyzer's tidy: its modules depend one way (components -> state ->
//! core, so no import circles), every file says first why it exists, and
//! no source file outgrows one job, and every key the code asks a
//! catalogue for is in the English one, so that no one ever sees `⟦key⟧`
//! (the catalogue tests then check every translation against English).
//! The core keeps its own tidy test; the two share nothing. Native only:
//! it reads the files from disk.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The top-level modules of `src/`, lowest layer first. A module may use
/// only modules of lower layers; a new module joins the lowest layer above
/// everything it uses (and ARCHITECTURE.md's map).
const LAYERS: &[&[&str]] = &[
    // The page's language, which every word and sentence is read in.
    &["language"],
    // What every layer above may use: a searched tree, the ordering lab's
    // numbers, the student's record, the names state and components share,
    // files made from the page.
    &["lesson", "lab", "progress", "shared", "export"],
    // Every word of the interface.
    &["strings"],
    // The state and the only place it changes; practice is one of its slices.
    &["state"],
    // The browser's side of the state: timers, keys, storage.
    &["hooks"],
    // What the page shows: props in, actions out.
    &["components"],
    // The page, which lays out the components and wires up the hooks.
    &["app"],
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
        let text = read(&path);
        for used in used_modules(&text) {
            if used.is_empty() {
                wrong.push(format!(
                    "{} groups modules in `crate::{{…}}`: write one `use` per module",
                    relative(&path)
                ));
            } else if used != module && layer_of(&used).is_none_or(|below| below >= layer) {
                wrong.push(format!("{} uses crate::{used}", relative(&path)));
            }
        }
        if reaches_the_root_by_super(&text, module_depth(&path)) {
            wrong.push(format!(
                "{} reaches the crate's root through `super::`: name other modules as `crate::…`",
                relative(&path)
            ));
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
    let undocumented: Vec<String> = ["src", "tests"]
        .iter()
        .flat_map(|folder| rust_files_below(&root().join(folder)))
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
        .map(|path| (relative(path), lines_outside_tests(&read(path))))
        .filter(|&(_, lines)| lines > MOST_LINES)
        .map(|(path, lines)| format!("{path}: {lines} lines"))
        .collect();
    assert!(
        long.is_empty(),
        "source files over {MOST_LINES} lines outside their tests: {long:#?}"
    );
}

/// The checks above pass only if they can see what they look for: each
/// reader, shown a file that breaks its rule, says so.
#[test]
fn the_checks_see_what_breaks_the_rules() {
    let component = "//! A panel.\nuse crate::state::Action;\nuse crate::{shared, strings};\n";
    assert_eq!(
        used_modules(component),
        BTreeSet::from([String::new(), "state".to_string()])
    );
    assert!(reaches_the_root_by_super("use super::components::X;", 1));
    assert!(reaches_the_root_by_super("use super::super::hooks::Y;", 2));
    assert!(!reaches_the_root_by_super("use super::Action;", 2));
    let tested =
        "//! A slice.\nfn a() {}\n#[cfg(test)]\nmod tests {\n    use super::super::Z;\n}\n";
    assert!(
        !reaches_the_root_by_super(tested, 2),
        "tests sit one deeper"
    );
    assert!(reaches_the_root_by_super(tested, 1));
    assert_eq!(lines_outside_tests(tested), 2);
    assert_eq!(lines_outside_tests("//! No tests.\nfn a() {}\n"), 2);
    let declared = "//! State.\n#[cfg(test)]\nmod testing;\nfn a() {}\n";
    assert_eq!(
        lines_outside_tests(declared),
        4,
        "a declared test helper is code"
    );
    let src = root().join("src");
    assert_eq!(module_depth(&src.join("app.rs")), 1);
    assert_eq!(module_depth(&src.join("state/mod.rs")), 1);
    assert_eq!(module_depth(&src.join("state/practice/reduce.rs")), 3);
    assert_eq!(
        top_module(&src.join("state/practice/mod.rs")).unwrap(),
        "state"
    );
    assert_eq!(top_module(&src.join("lib.rs")), None);
}

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
    let known = keys_of(&read(&root().join(catalogue)));
    let mut asked = BTreeSet::new();
    for path in rust_files_below(&root().join(source)) {
        asked.extend(named_keys(&read(&path)));
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

/// The string literals passed first to `said(`, `say(` or `Message::new(`.
fn named_keys(text: &str) -> Vec<String> {
    let mut keys = Vec::new();
    for call in ["said(\"", "say(\"", "Message::new(\""] {
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

/// The app's source files, below `src/`.
fn source_files() -> Vec<PathBuf> {
    rust_files_below(&root().join("src"))
}

/// Every `.rs` file below `folder`, in a stable order.
fn rust_files_below(folder: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![folder.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|extension| extension == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The top-level module a file of `src/` belongs to: `state` for
/// `src/state/player.rs`; `None` for `lib.rs`, which declares them all,
/// and `main.rs`, which only mounts the app.
fn top_module(path: &Path) -> Option<String> {
    let first = path
        .strip_prefix(root().join("src"))
        .ok()?
        .components()
        .next()?;
    let name = first.as_os_str().to_str()?.trim_end_matches(".rs");
    (name != "lib" && name != "main").then(|| name.to_string())
}

/// How deep below the crate's root a file's module is: 1 for `app.rs`
/// and `state/mod.rs`, 2 for `state/player.rs`.
fn module_depth(path: &Path) -> usize {
    let inside = path.strip_prefix(root().join("src")).unwrap_or(path);
    let parts = inside.components().count();
    if inside.ends_with("mod.rs") {
        parts - 1
    } else {
        parts
    }
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

/// Whether a file `depth` modules deep climbs to the crate's root with
/// `super::super::…`, which would name a module without the `crate::`
/// that `used_modules` reads. Its test module sits one level deeper.
fn reaches_the_root_by_super(text: &str, depth: usize) -> bool {
    let code_lines = lines_outside_tests(text);
    text.lines().enumerate().any(|(index, line)| {
        let depth = if index < code_lines { depth } else { depth + 1 };
        line.match_indices("super::")
            .filter(|&(start, _)| !line[..start].ends_with("super::"))
            .any(|(start, _)| {
                let chain = line[start..]
                    .split("::")
                    .take_while(|part| *part == "super");
                chain.count() >= depth
            })
    })
}

/// How many lines a file has before its test module (a `#[cfg(test)]`
/// line followed by `mod … {`; a test-only `mod helpers;` declared
/// further up is not one): all of them when it has none.
fn lines_outside_tests(text: &str) -> usize {
    let lines: Vec<&str> = text.lines().collect();
    lines
        .windows(2)
        .position(|pair| {
            let next = pair[1].trim();
            pair[0].trim() == "#[cfg(test)]" && next.starts_with("mod ") && next.ends_with('{')
        })
        .unwrap_or(lines.len())
}

/// The app's folder, where its Cargo.toml is.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap()
}

/// A path as the app's folder sees it, for messages.
fn relative(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}
