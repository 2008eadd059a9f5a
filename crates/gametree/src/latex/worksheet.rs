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
    // Each tree in the same places on the sheet and in the key.
    let places: Vec<Places> = exercises
        .iter()
        .map(|(_, exercise)| {
            let mut room = Room::new(&exercise.tree);
            for answered in [false, true] {
                let (frame, show) = on_sheet(kind, exercise, answered);
                room.take(&exercise.tree, &exercise.trace, &frame, show);
            }
            Places::new(&exercise.tree, &room)
        })
        .collect();
    let body = &mut document.body;
    body.push_str(&format!(
        "\\section*{{{sheet_title}}}\n{task}\n\\bigskip\n\n"
    ));
    for answered in [false, true] {
        if answered {
            body.push_str(&format!("\\newpage\n\\section*{{{key_title}}}\n\n"));
        }
        for (((_, exercise), heading), places) in exercises.iter().zip(&headings).zip(&places) {
            let (tree, trace) = (&exercise.tree, &exercise.trace);
            let (frame, show) = on_sheet(kind, exercise, answered);
            body.push_str(&format!("% tree: {tree}\n"));
            body.push_str(&exercise_block(
                heading,
                &forest(tree, trace, &frame, show, escape, places),
            ));
        }
    }
    Ok(document.finish())
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

/// One exercise kept on one page: its heading and its tree.
fn exercise_block(heading: &str, tree: &str) -> String {
    format!(
        "\\noindent\\begin{{minipage}}{{\\linewidth}}\n{heading}\\begin{{lrbox}}{{\\treebox}}\n{tree}\\end{{lrbox}}\n\\fittree[0.4\\textheight]\n\\end{{minipage}}\n\\bigskip\n\n"
    )
}
