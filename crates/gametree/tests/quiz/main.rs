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

use gametree::exercise::Kind;

/// The kinds a bank asks, which every format's tests go through.
const KINDS: [Kind; 5] = [
    Kind::Values,
    Kind::Cuts,
    Kind::Windows,
    Kind::ProofNumbers,
    Kind::Predict,
];
