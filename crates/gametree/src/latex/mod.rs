//! LaTeX for lecturers who write their slides, handouts and exams in it:
//! a tree at one step of its search as a `forest` figure, the whole
//! search as one Beamer frame with an overlay a step, and worksheets of
//! practice exercises with their answer keys (`worksheet.rs`), and a
//! search's pseudocode on paper or beside a deck's tree (`listing.rs`,
//! `pseudocode.rs`). A document in Latin letters compiles with
//! `pdflatex`; one whose language or labels need Greek, Cyrillic or the
//! Persian script with XeLaTeX (`script.rs`), as its first line says,
//! naming the Debian packages it needs (`requirements.rs`). What no
//! document is written for is refused first (`refusal.rs`).

mod document;
mod drawing;
mod escape;
mod forest;
mod listing;
mod picture;
mod places;
mod pseudocode;
mod refusal;
mod requirements;
mod script;
mod sheet;
mod worksheet;

pub use escape::{escape, escape_unicode};
pub use places::{Places, Room};
pub use pseudocode::pseudocode;
pub use refusal::{check_labels, check_pages, LONGEST_LABEL, MOST_NODES, MOST_PAGES};
pub use requirements::Engine;
pub use script::{pdflatex_sets, script, Script};
pub use sheet::Orientation;
pub use worksheet::{on_paper, on_sheet, sheet_places, worksheet, WorksheetError, KINDS_ON_PAPER};

use crate::explain::explain;
use crate::frame::Frame;
use crate::lang::{Lang, Message};
use crate::marks::Show;
use crate::options::Options;
use crate::trace::Trace;
use crate::tree::Tree;
use document::Document;
use forest::forest;
use listing::Listing;
use picture::picture;
use refusal::{check_tree, least_pages};

/// The two documents `gametree export` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The tree after one step, as a `forest` figure in an article.
    Forest,
    /// The whole search as one Beamer frame, an overlay a step.
    Beamer,
}

impl Format {
    /// The format named on the command line: `forest` or `beamer`.
    pub fn from_name(name: &str) -> Option<Format> {
        match name {
            "forest" => Some(Format::Forest),
            "beamer" => Some(Format::Beamer),
            _ => None,
        }
    }
}

/// Why no document of `format` is written of a search of `tree` with
/// `options`, known before the search runs: the tree's size and labels,
/// and a deck's pages as far as the options tell them.
pub fn check(tree: &Tree, options: &Options, format: Format) -> Result<(), Message> {
    check_tree(tree)?;
    match format {
        Format::Forest => Ok(()),
        Format::Beamer => check_pages(least_pages(tree, options)),
    }
}

/// The document of `format` for `trace`, a search of `tree` (named as
/// its sentences name its nodes): for `forest`, the tree after `step`
/// steps; for `beamer`, every step from 0 to the last, each with its
/// sentence in `lang`. Ask [`check`] first, and [`check_pages`] of a deck:
/// a tree they refuse would be written with `?` for the characters no font
/// sets, or at a size no one can use.
pub fn export(tree: &Tree, trace: &Trace, format: Format, step: usize, lang: Lang) -> String {
    let document = Document::new(lang, format == Format::Beamer, Engine::of(lang, &[tree]));
    written(tree, trace, format, step, document, "", |_, shown| shown)
}

/// The Beamer deck of `export` with the search's pseudocode beside the
/// tree on every overlay, the line of the step that led there lit as the
/// app lights it.
pub fn export_with_listing(tree: &Tree, trace: &Trace, lang: Lang) -> String {
    let document = Document::new(lang, true, Engine::of(lang, &[tree]));
    let listing = Listing::new(tree, &trace.options, lang, document.escape);
    let lit = |overlay: usize| match overlay.checked_sub(1) {
        Some(index) => listing.number_of(tree, &trace.steps[index]),
        None => 0,
    };
    let beside = |overlay, shown: String| listing.beside(&shown, lit(overlay));
    let commands = listing.definitions();
    written(
        tree,
        trace,
        Format::Beamer,
        trace.len(),
        document,
        &commands,
        beside,
    )
}

/// `document` written as `export` says, a deck with `preface` before its
/// frame and each overlay's tree and sentence (`shown`) set as
/// `beside(overlay, shown)` gives them: generic, so that a deck without a
/// listing carries none of its code.
fn written(
    tree: &Tree,
    trace: &Trace,
    format: Format,
    step: usize,
    mut document: Document,
    preface: &str,
    beside: impl Fn(usize, String) -> String,
) -> String {
    let escape = document.escape;
    match format {
        Format::Forest => {
            let frame = Frame::at(tree, trace, step);
            let mut room = Room::new(tree);
            room.take(tree, trace, &frame, Show::Frame);
            let places = Places::new(tree, &room);
            document.comment(&format!(
                "the tree after step {step} of {} of {}",
                trace.len(),
                trace.options.algorithm.name()
            ));
            document.body.push_str("\\begin{lrbox}{\\treebox}\n");
            document
                .body
                .push_str(&forest(tree, trace, &frame, Show::Frame, escape, &places));
            document.body.push_str("\\end{lrbox}\n\\fittree\n");
        }
        Format::Beamer => {
            let words = document.words;
            document.comment(&format!(
                "{}: one overlay (one PDF page) a step, {} steps",
                trace.options.algorithm.name(),
                trace.len()
            ));
            document.body.push_str(preface);
            // At the top, so that the sentence's length moves no node.
            document.body.push_str("\\begin{frame}[t]\n");
            // Room for what any overlay writes, so that no node moves.
            let mut room = Room::new(tree);
            let mut frame = Frame::start(tree, trace);
            room.take(tree, trace, &frame, Show::Frame);
            for step in &trace.steps {
                frame.apply(tree, step);
                room.take(tree, trace, &frame, Show::Frame);
            }
            let places = Places::new(tree, &room);
            let mut frame = Frame::start(tree, trace);
            for overlay in 0..=trace.len() {
                // The sentence of the step that led here, from the frame before it.
                // A planted bug's steps get none: the sentences are written
                // for the right search and would misdescribe the buggy one.
                let planted = trace.options.bug.is_some();
                let sentence = match overlay.checked_sub(1) {
                    Some(index) => {
                        let step = &trace.steps[index];
                        let sentence = if planted {
                            String::new()
                        } else {
                            explain(words, tree, trace, &frame, step)
                        };
                        frame.apply(tree, step);
                        sentence
                    }
                    None => words.say("latex.before", &[]),
                };
                let shown = format!(
                    "\\begin{{lrbox}}{{\\treebox}}\n{}\\end{{lrbox}}\n\\fittree[0.72\\textheight]\n\n\\medskip\n{}\\par",
                    picture(tree, trace, &frame, Show::Frame, escape, &places),
                    document.paragraph(&sentence),
                );
                document.body.push_str(&format!(
                    "\\only<{}>{{%\n{}}}\n",
                    overlay + 1,
                    beside(overlay, shown)
                ));
            }
            document.body.push_str("\\end{frame}\n");
        }
    }
    document.finish()
}
