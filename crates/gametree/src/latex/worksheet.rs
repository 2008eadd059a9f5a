//! `gametree worksheet`: practice exercises on paper, for a class or an
//! exam in many versions. Each exercise has its code (which opens it in
//! the app's practice mode, to check a paper later) and its tree in the
//! notation in a comment; its tree is drawn with empty boxes where the
//! student writes; the answer key follows on its own pages, every box
//! filled in from the search itself.

use super::document::Document;
use super::forest::forest;
use super::places::{Places, Room};
use super::requirements::Engine;
use super::sheet::{lay_out, Orientation, HEADINGS, PREAMBLE};
use crate::exercise::{series, Exercise, ExerciseError, Kind, Level};
use crate::frame::Frame;
use crate::grade::proof_numbers_asked_at;
use crate::lang::{Arg, Lang};
use crate::marks::{Asked, Show};
use crate::tree::Tree;
use std::fmt;

/// The kinds a worksheet asks ([`Kind::on_paper`]), as messages list them.
pub const KINDS_ON_PAPER: &str = "values, cuts, windows or proof";

/// Why no worksheet could be made.
#[derive(Clone, Debug, PartialEq)]
pub enum WorksheetError {
    /// The kind is not one a worksheet asks (values, cuts, windows, proof numbers).
    Kind(Kind),
    /// An exercise could not be made.
    Exercise(ExerciseError),
}

impl fmt::Display for WorksheetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WorksheetError::Kind(kind) => write!(
                f,
                "a worksheet's kind is {KINDS_ON_PAPER}, not {}",
                kind.name()
            ),
            WorksheetError::Exercise(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for WorksheetError {}

/// The worksheet of `count` exercises of `kind` at `level`, the series of
/// `seed` (`exercise::series`), with the words of `lang`: the same
/// arguments, the same document.
pub fn worksheet(
    kind: Kind,
    level: Level,
    count: usize,
    seed: u64,
    lang: Lang,
) -> Result<String, WorksheetError> {
    let exercises = on_paper(kind, level, count, seed)?;
    let trees: Vec<&Tree> = exercises
        .iter()
        .map(|(_, exercise)| &exercise.tree)
        .collect();
    let mut document = Document::new(lang, false, Engine::of(lang, &trees));
    let escape = document.escape;
    let words = document.words;
    document.comment(&format!(
        "{count} exercises of kind {}, level {}, from seed {seed}",
        kind.name(),
        level.name()
    ));
    let say = |key: &str| words.say(key, &[]);
    let task = document.paragraph(&say(&format!("worksheet.task.{}", kind.name())));
    let (sheet_title, key_title) = (
        document.words_text(&say("worksheet.title")),
        document.words_text(&say("worksheet.key")),
    );
    // Each exercise's heading: its number, and its code to open it in the app.
    let headings: Vec<String> = (exercises.iter().enumerate())
        .map(|(index, (code, _))| {
            let number = [Arg::Number("number", (index + 1) as f64)];
            format!(
                "\\noindent\\textbf{{{}}}\\hfill\\texttt{{{}}}\\par\\smallskip\n",
                document.words_text(&words.say("worksheet.exercise", &number)),
                escape(code)
            )
        })
        .collect();
    let (places, orientation) = sheet_places(kind, &exercises);
    document.geometry = orientation.geometry();
    document.preamble = PREAMBLE.to_string();
    document.comment("For US Letter: letterpaper for a4paper; the text block fits both.");
    let body = &mut document.body;
    body.push_str(&format!(
        "\\section*{{{sheet_title}}}\n{task}\n\\bigskip\n\n"
    ));
    for answered in [false, true] {
        if answered {
            body.push_str(&format!("\\newpage\n\\section*{{{key_title}}}\n\n"));
        }
        let pages = exercises.iter().zip(&headings).zip(&places);
        for (index, (((_, exercise), heading), places)) in pages.enumerate() {
            // A page each; the key alone starts after `\newpage`.
            if index > 0 {
                body.push_str("\\clearpage\n");
            }
            let (tree, trace) = (&exercise.tree, &exercise.trace);
            let (frame, show) = on_sheet(kind, exercise, answered);
            body.push_str(&format!("% tree: {tree}\n"));
            body.push_str(&exercise_page(
                heading,
                &forest(tree, trace, &frame, show, escape, places),
            ));
        }
    }
    Ok(document.finish())
}

/// Where each exercise's tree goes, the same on the sheet and in the key
/// (room for what either writes), and which way up the sheet is
/// (`sheet.rs`): for LaTeX and for the printed page alike.
pub fn sheet_places(kind: Kind, exercises: &[(String, Exercise)]) -> (Vec<Places>, Orientation) {
    let rooms: Vec<(&Tree, Room)> = exercises
        .iter()
        .map(|(_, exercise)| {
            let mut room = Room::new(&exercise.tree);
            for answered in [false, true] {
                let (frame, show) = on_sheet(kind, exercise, answered);
                room.take(&exercise.tree, &exercise.trace, &frame, show);
            }
            (&exercise.tree, room)
        })
        .collect();
    lay_out(&rooms)
}

/// The exercises of a worksheet, on paper or on a printed page: `count` of
/// `kind` at `level` from `seed` (`exercise::series`), each with its code;
/// a kind not worked on paper is refused.
pub fn on_paper(
    kind: Kind,
    level: Level,
    count: usize,
    seed: u64,
) -> Result<Vec<(String, Exercise)>, WorksheetError> {
    if !kind.on_paper() {
        return Err(WorksheetError::Kind(kind));
    }
    series(kind, level, count, seed).map_err(WorksheetError::Exercise)
}

/// What a worksheet of `kind` shows of `exercise`: the tree before its
/// search with empty boxes, or, `answered`, the key: the search's end. A
/// proof-numbers exercise is posed, and answered, where the app poses it:
/// in the middle of the search, the nodes it has not generated faint.
pub fn on_sheet(kind: Kind, exercise: &Exercise, answered: bool) -> (Frame, Show) {
    let (tree, trace) = (&exercise.tree, &exercise.trace);
    let asked = match kind {
        Kind::Windows => Asked::Windows,
        Kind::ProofNumbers => Asked::ProofNumbers,
        _ => Asked::Values,
    };
    let frame = match (kind, answered) {
        (Kind::ProofNumbers, _) => Frame::at(tree, trace, proof_numbers_asked_at(trace)),
        (_, true) => Frame::at(tree, trace, trace.len()),
        (_, false) => Frame::new(tree),
    };
    let show = if answered {
        Show::Key(asked)
    } else {
        Show::Blank(asked)
    };
    (frame, show)
}

/// One exercise on a page of its own: its heading and its tree, as large
/// as the page allows (`sheet.rs`).
fn exercise_page(heading: &str, tree: &str) -> String {
    format!(
        "{heading}\\begin{{lrbox}}{{\\treebox}}\n{tree}\\end{{lrbox}}\n\\fitsheet{{{HEADINGS}}}\n\n"
    )
}
