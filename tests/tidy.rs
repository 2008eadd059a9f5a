//! The workspace's shape, checked rather than hoped for, in the spirit of
//! rust-analyzer's tidy: every Rust file of both crates says first why it
//! exists, no source file outgrows one job, and the app's modules depend
//! one way (components -> state -> core, with no import circles). Native
//! only: it reads the files from disk.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The most lines a source file may have outside its tests.
const MOST_LINES: usize = 600;

/// The app's top-level modules (of `src/`), lowest layer first. A module
/// may use only modules of lower layers; a new module joins the lowest
/// layer above everything it uses (and ARCHITECTURE.md's map).
const APP_LAYERS: &[&[&str]] = &[
    // What every layer above may use: a searched tree, the ordering lab's
    // numbers, the record, the names state and components share, files
    // made from the page.
    &["lesson", "lab", "progress", "shared", "export"],
    // Every word of the interface.
    &["strings"],
    // The state and the only place it changes.
    &["state"],
    // The browser's side (timers, keys, storage) and the components: each
    // reads the state and dispatches actions, neither knows the other.
    &["hooks", "components"],
    // The page, which lays out the components and wires up the hooks.
    &["app"],
];

#[test]
fn every_rust_file_starts_by_saying_why_it_exists() {
    let undocumented: Vec<String> = rust_files(&workspace_folders())
        .into_iter()
        .filter(|path| !read(path).starts_with("//!"))
        .map(|path| relative(&path))
        .collect();
    assert!(
        undocumented.is_empty(),
        "files whose first line is not a `//!` comment saying why they exist: {undocumented:#?}"
    );
}

#[test]
fn no_source_file_is_over_600_lines_outside_its_tests() {
    let sources: Vec<PathBuf> = workspace_folders()
        .into_iter()
        .filter(|folder| !folder.ends_with("tests"))
        .collect();
    let long: Vec<String> = rust_files(&sources)
        .into_iter()
        .map(|path| (lines_outside_tests(&read(&path)), relative(&path)))
        .filter(|&(lines, _)| lines > MOST_LINES)
        .map(|(lines, path)| format!("{path}: {lines} lines"))
        .collect();
    assert!(
        long.is_empty(),
        "source files over {MOST_LINES} lines outside their tests (split them by job): {long:#?}"
    );
}

#[test]
fn app_modules_use_only_lower_layers() {
    let src = root().join("src");
    let layer_of = |module: &str| APP_LAYERS.iter().position(|layer| layer.contains(&module));
    let mut wrong = Vec::new();
    let mut found = BTreeSet::new();
    for path in rust_files(std::slice::from_ref(&src)) {
        let Some(module) = top_module(&src, &path) else {
            continue;
        };
        found.insert(module.clone());
        let Some(layer) = layer_of(&module) else {
            wrong.push(format!("{module} is in no layer of APP_LAYERS"));
            continue;
        };
        for used in used_modules(&read(&path)) {
            if used != module && layer_of(&used).is_none_or(|below| below >= layer) {
                wrong.push(format!("{} uses crate::{used}", relative(&path)));
            }
        }
    }
    for module in APP_LAYERS.iter().flat_map(|layer| layer.iter()) {
        if !found.contains(*module) {
            wrong.push(format!(
                "APP_LAYERS lists {module}, which src/ does not have"
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "dependencies against the app's layers: {wrong:#?}"
    );
}

/// The lines of a file before its test module (a `#[cfg(test)]` line
/// followed by `mod … {`): all of them when it has none.
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

/// The folders that hold the workspace's Rust: the app's `src/` and
/// `tests/`, and every crate's `src/`, `tests/` and `benches/`.
fn workspace_folders() -> Vec<PathBuf> {
    let root = root();
    let mut folders = vec![root.join("src"), root.join("tests")];
    let crates = std::fs::read_dir(root.join("crates")).expect("crates/ can be read");
    for entry in crates {
        let crate_folder = entry.expect("an entry of crates/").path();
        for part in ["src", "tests", "benches"] {
            folders.push(crate_folder.join(part));
        }
    }
    folders.retain(|folder| folder.is_dir());
    folders
}

/// Every `.rs` file below `folders`, in a stable order.
fn rust_files(folders: &[PathBuf]) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut to_read = folders.to_vec();
    while let Some(folder) = to_read.pop() {
        for entry in std::fs::read_dir(&folder).expect("a folder of the workspace can be read") {
            let path = entry.expect("an entry of a folder").path();
            if path.is_dir() {
                to_read.push(path);
            } else if path.extension().is_some_and(|extension| extension == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The top-level module of `src/` a file belongs to: `state` for
/// `src/state/player.rs`; `None` for `lib.rs`, which declares them all,
/// and `main.rs`, which only mounts the app.
fn top_module(src: &Path, path: &Path) -> Option<String> {
    let first = path.strip_prefix(src).ok()?.components().next()?;
    let name = first.as_os_str().to_str()?.trim_end_matches(".rs");
    (name != "lib" && name != "main").then(|| name.to_string())
}

/// The modules a file names as `crate::module`, in code or in docs.
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

/// The workspace's root, where the app's Cargo.toml is.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).expect("a Rust file of the workspace is text")
}

/// A path as seen from the workspace's root, for messages.
fn relative(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}
