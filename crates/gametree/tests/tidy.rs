//! The crate's shape, checked rather than hoped for: modules depend one way
//! (each only on the layers below it, so no import circles), every file
//! says first why it exists, and no source file outgrows one job. The
//! app's tidy test reads its own shape with the same `shape.rs`.
#![cfg(not(target_arch = "wasm32"))]

#[path = "common/shape.rs"]
mod shape;

use shape::circles::{circles_among, module_named, Ancestors};
use shape::Shape;
use std::path::PathBuf;

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
    // Judging a student's answers (and order) with those sentences; two searches
    // compared in words.
    &["grade", "checkpoint", "compare", "marks", "misplaced"],
    // Exercises made to order and graded.
    &["exercise"],
    // LaTeX figures, slides and worksheets of all of those.
    &["latex"],
    // Worksheets as a page to print (with the worksheet errors of LaTeX's).
    &["handout"],
    // Question banks for a learning management system, pictures and all.
    &["quiz"],
];

/// The most lines a source file may have outside its tests.
const MOST_LINES: usize = 600;

/// The crate as its layers see it; the command-line tool, a crate of its
/// own that uses the library from outside, is left out.
fn shape() -> Shape<'static> {
    Shape {
        root: PathBuf::from(env!("CARGO_MANIFEST_DIR")),
        layers: LAYERS,
        outside: &["lib", "bin"],
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

#[test]
fn no_modules_name_each_other_at_any_depth() {
    let circles = shape().circles(Ancestors::Forbidden);
    assert!(circles.is_empty(), "import circles: {circles:#?}");
}

/// The circle finder, where ancestors are forbidden, sees a child that
/// names its parent's items (the circle the parent's `mod` closes), a
/// grandchild that names its grandparent's and its parent's, and passes a
/// child that names its siblings or the crate's root; where they are
/// allowed (the app's rule for now), it sees none of them.
#[test]
fn the_circle_finder_sees_a_child_naming_its_ancestors() {
    let module = |name: &str, text: &str| (module_named(name), text.to_string());
    let modules = [
        module("state", "mod player; use player::reduce;"),
        module(
            "state::player",
            "use super::Action; use crate::state::State;",
        ),
        module(
            "state::player::moves",
            "use crate::state::{Limit, player::Turn};",
        ),
        module(
            "state::other",
            "use super::player::reduce; use crate::Lesson;",
        ),
    ];
    assert_eq!(
        circles_among(&modules, Ancestors::Forbidden),
        [
            "state -> state::player -> state: Action, State",
            "state -> state::player::moves -> state: Limit",
            "state::player -> state::player::moves -> state::player: Turn",
        ]
    );
    assert_eq!(
        circles_among(&modules, Ancestors::Allowed),
        Vec::<String>::new()
    );
}

#[test]
fn every_file_starts_by_saying_why_it_exists() {
    let undocumented = shape().undocumented(&["src", "tests", "benches"]);
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
