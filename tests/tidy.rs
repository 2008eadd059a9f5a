//! The app's shape, checked rather than hoped for, in the spirit of
//! rust-analyzer's tidy: its modules depend one way (components -> state ->
//! core, so no import circles), every file says first why it exists, and
//! no source file outgrows one job, and every key the code asks a
//! catalogue for is in the English one, so that no one ever sees `⟦key⟧`
//! (the catalogue tests then check every translation against English).
//! The core's tidy test reads its shape with the same `shape.rs`. Native
//! only: it reads the files from disk.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../crates/gametree/tests/common/shape.rs"]
mod shape;

use shape::circles::{circles_among, module_named, named_paths, Ancestors};
use shape::{
    lines_outside_tests, reaches_the_root_by_super, read, rust_files_below, used_modules, Shape,
};
use std::collections::BTreeSet;
use std::path::PathBuf;

/// The top-level modules of `src/`, lowest layer first. A module may use
/// only modules of lower layers; a new module joins the lowest layer above
/// everything it uses (and ARCHITECTURE.md's map).
const LAYERS: &[&[&str]] = &[
    // The page's language, which every word and sentence is read in.
    &["language"],
    // What the page takes on: the most nodes and characters.
    &["limits"],
    // What every layer above may use: a searched tree, the ordering lab's
    // numbers, what to tell the user, the student's record, the names state
    // and components share, files made from the page.
    &["lesson", "lab", "notice", "progress", "shared", "export"],
    // The worker, which makes the heavier files from a lesson.
    &["worker"],
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

/// The app as its layers see it: `lib.rs` declares the modules and
/// `main.rs` only mounts the app.
fn shape() -> Shape<'static> {
    Shape {
        root: root(),
        layers: LAYERS,
        outside: &["lib", "main", "bin"],
    }
}

#[test]
fn modules_use_only_lower_layers() {
    let wrong = shape().layer_problems();
    assert!(
        wrong.is_empty(),
        "dependencies against the layers: {wrong:#?}"
    );
}

/// Between siblings only, for now: children in `src/state` and
/// `src/state/practice` still name their parent's items (`use super::…`);
/// once they name siblings instead, ancestors are forbidden here too, as
/// the core's tidy test forbids them.
#[test]
fn no_modules_name_each_other_at_any_depth() {
    let circles = shape().circles(Ancestors::Allowed);
    assert!(circles.is_empty(), "import circles: {circles:#?}");
}

#[test]
fn every_file_starts_by_saying_why_it_exists() {
    let undocumented = shape().undocumented(&["src", "tests"]);
    assert!(
        undocumented.is_empty(),
        "files without a `//!` first line: {undocumented:#?}"
    );
}

#[test]
fn no_source_file_outgrows_one_job() {
    let long = shape().too_long(MOST_LINES);
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
    let shape = shape();
    let src = root().join("src");
    assert_eq!(shape.module_depth(&src.join("app.rs")), 1);
    assert_eq!(shape.module_depth(&src.join("state/mod.rs")), 1);
    assert_eq!(shape.module_depth(&src.join("state/practice/reduce.rs")), 3);
    assert_eq!(
        shape
            .top_module(&src.join("state/practice/mod.rs"))
            .unwrap(),
        "state"
    );
    assert_eq!(shape.top_module(&src.join("lib.rs")), None);
    assert_eq!(
        shape.module_path(&src.join("components/tree_view/node.rs")),
        ["components", "tree_view", "node"]
    );
    assert_eq!(shape.module_path(&src.join("state/mod.rs")), ["state"]);
}

/// The circle finder sees a circle two folders down, round a longer loop
/// and through grouped `use`s, and, where ancestors are allowed, passes a
/// parent and its children (the core's tidy test shows them found).
#[test]
fn the_circle_finder_sees_circles_at_any_depth() {
    let path = module_named;
    let module = |name: &str, text: &str| (path(name), text.to_string());
    assert_eq!(
        named_paths(
            &path("a::b::c"),
            "use super::{d, e::F};\nuse crate::x::{y::Z, w};"
        ),
        [
            path("a::b::d"),
            path("a::b::e::F"),
            path("x::y::Z"),
            path("x::w")
        ]
    );
    assert_eq!(
        named_paths(&path("a::b::c"), "use super::super::g::H;"),
        [path("a::g::H")]
    );
    // The circle this finder was written for: describe and node.
    let two = [
        module("components", "mod tree_view;"),
        module("components::tree_view", "mod node; mod describe;"),
        module(
            "components::tree_view::describe",
            "use super::node::TreeNodeProps;",
        ),
        module(
            "components::tree_view::node",
            "use super::describe::describe;\nuse super::Shared;",
        ),
    ];
    assert_eq!(
        circles_among(&two, Ancestors::Allowed),
        ["components::tree_view: describe -> node -> describe"]
    );
    let three = [
        module("p::a", "use crate::p::b::X;"),
        module("p::b", "use super::{c};"),
        module("p::c", "fn f() { crate::p::a::g(); }"),
        module("p", "pub use a::X;"),
    ];
    for ancestors in [Ancestors::Allowed, Ancestors::Forbidden] {
        assert_eq!(circles_among(&three, ancestors), ["p: a -> b -> c -> a"]);
    }
    let parent_and_child = [
        module("state", "mod player; use player::reduce;"),
        module(
            "state::player",
            "use super::Action; use crate::state::State;",
        ),
    ];
    assert_eq!(
        circles_among(&parent_and_child, Ancestors::Allowed),
        Vec::<String>::new()
    );
}

#[test]
fn the_interface_asks_only_for_words_english_has() {
    assert_keys_known("src", "lang/en.txt");
}

#[test]
fn the_core_asks_only_for_words_english_has() {
    assert_keys_known("crates/gametree/src", "crates/gametree/lang/en.txt");
}

/// The page fetches every language but English from beside it: the build
/// must copy both of each one's catalogues there, and index.html's loading
/// script, which chooses the language and starts those requests, must know
/// every language.
#[test]
fn the_build_copies_every_other_language_for_the_page_to_fetch() {
    use gametree::lang::Lang;
    let page = read(&root().join("index.html"));
    let mut wrong = Vec::new();
    for lang in Lang::ALL {
        let tag = lang.tag();
        if !page.contains(&format!("{tag}: ['")) {
            wrong.push(format!("index.html's loading script has no word for {tag}"));
        }
        if lang == Lang::En {
            continue;
        }
        for (file, folder) in [
            (format!("lang/{tag}.txt"), "lang/interface"),
            (format!("crates/gametree/lang/{tag}.txt"), "lang/sentences"),
        ] {
            let link = format!(r#"rel="copy-file" href="{file}" data-target-path="{folder}""#);
            if !page.contains(&link) {
                wrong.push(format!("index.html does not copy {file} into {folder}/"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
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

/// The string literals passed first to `said(`, `say(`, `Message::new(` or `Notice::new(`.
fn named_keys(text: &str) -> Vec<String> {
    let mut keys = Vec::new();
    for call in ["said(\"", "say(\"", "Message::new(\"", "Notice::new(\""] {
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

/// The app's folder, where its Cargo.toml is.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}
