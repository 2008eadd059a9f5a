//! The question banks `gametree quiz` writes, for Moodle, GIFT and QTI,
//! in one test program (the crate linked once, not once a file): the
//! answers against a fresh search, each format read as its importer
//! reads it, and the command's options and refusals.
#![cfg(not(target_arch = "wasm32"))]

mod answers;
mod base64;
mod cli;
mod cloze;
#[path = "../common/command.rs"]
mod command;
mod gift;
mod moodle;
mod picture;
mod qti;

use gametree::exercise::{Kind, Level};
use gametree::lang::Lang;

/// The kinds a bank asks, which every format's tests go through.
const KINDS: [Kind; 5] = [
    Kind::Values,
    Kind::Cuts,
    Kind::Windows,
    Kind::ProofNumbers,
    Kind::Predict,
];

/// Every format's first set of banks: each kind at each level, `few`
/// questions in English.
fn every_kind_and_level(few: usize) -> impl Iterator<Item = (Kind, Level, usize, Lang)> {
    KINDS
        .into_iter()
        .flat_map(move |kind| Level::ALL.map(|level| (kind, level, few, Lang::En)))
}

/// Every format's second set of banks: twenty questions (a quiz's length)
/// of each kind in each language, at the medium level.
fn every_kind_and_language() -> impl Iterator<Item = (Kind, Level, usize, Lang)> {
    KINDS
        .into_iter()
        .flat_map(|kind| Lang::ALL.map(|lang| (kind, Level::Medium, 20, lang)))
}
