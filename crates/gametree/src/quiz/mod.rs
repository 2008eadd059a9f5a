//! `gametree quiz`: question banks for a course's learning management
//! system, graded by the system itself. The exercises are the ones
//! `worksheet` makes of the same seed (so a printed sheet and an online
//! quiz can be the same exam), each posed as a question
//! (`question.rs`, made in `pose.rs`): numbers in blanks (`blanks.rs`),
//! the leaves alpha-beta never reads (`cuts.rs`), or practice's first
//! question of a search to predict (`predict.rs`), every answer the
//! search's own and every feedback the app's explanation. Each format has
//! a file: Moodle XML (`moodle.rs`, its blanks in `cloze.rs`, its pictures
//! in `picture.rs`), GIFT (`gift.rs`), a QTI package for Canvas (`qti.rs`,
//! zipped by `package.rs`).

mod base64;
mod blanks;
mod cloze;
mod cuts;
mod fractions;
mod gift;
mod moodle;
mod package;
mod picture;
mod pose;
mod predict;
mod qti;
mod question;

pub use fractions::accepted;
pub use picture::{LEAST_TEXT, LEAST_WIDTH};
pub use pose::{in_quiz, questions, KINDS_IN_QUIZ};
pub use question::{Asks, Blank, Choice, Question};

use crate::exercise::{ExerciseError, Kind, Level};
use crate::lang::{words, Digits, Lang};
use std::fmt;

/// The formats a bank is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Moodle XML: cloze and multichoice questions, their pictures inside.
    Moodle,
    /// GIFT, Moodle's plain text.
    Gift,
    /// A QTI 1.2 package for Canvas: a zip.
    Qti,
}

impl Format {
    /// Every format, as the command line lists them.
    pub const ALL: [Format; 3] = [Format::Moodle, Format::Gift, Format::Qti];

    /// The format's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Format::Moodle => "moodle",
            Format::Gift => "gift",
            Format::Qti => "qti",
        }
    }

    /// Whether the bank is a zip file, which goes to a file and never to
    /// standard output.
    pub fn is_zip(self) -> bool {
        self == Format::Qti
    }

    /// The format named `name`.
    pub fn from_name(name: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|format| format.name() == name)
    }

    /// How a bank's file name ends: what the LMS's importer expects (GIFT
    /// is plain text, which Moodle takes as `.txt`).
    pub fn extension(self) -> &'static str {
        match self {
            Format::Moodle => "xml",
            Format::Gift => "gift.txt",
            Format::Qti => "zip",
        }
    }
}

/// What a bank is made of: which exercises, in which language, linked
/// to which app.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bank<'a> {
    /// The kind of exercise.
    pub kind: Kind,
    /// Its level.
    pub level: Level,
    /// How many exercises.
    pub count: usize,
    /// The seed of the series (`exercise::series`).
    pub seed: u64,
    /// The language of every word.
    pub lang: Lang,
    /// The app's address, to link each exercise to.
    pub app: Option<&'a str>,
}

impl Bank<'_> {
    /// The name a bank in `format` is written to unless another is given:
    /// `quiz-KIND-LEVEL-SEED` and the format's extension, so banks of
    /// different settings never overwrite one another.
    pub fn file_name(&self, format: Format) -> String {
        let (kind, level) = (self.kind.name(), self.level.name());
        let extension = format.extension();
        format!("quiz-{kind}-{level}-{}.{extension}", self.seed)
    }
}

/// Why no bank could be made.
#[derive(Clone, Debug, PartialEq)]
pub enum QuizError {
    /// The kind is not one a bank asks.
    Kind(Kind),
    /// An exercise could not be made.
    Exercise(ExerciseError),
}

impl fmt::Display for QuizError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QuizError::Kind(kind) => write!(
                f,
                "a question bank's kind is {KINDS_IN_QUIZ}, not {}",
                kind.name()
            ),
            QuizError::Exercise(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for QuizError {}

/// The bank in `format`, as bytes to write: the same bank, the same bytes.
pub fn quiz(bank: &Bank, format: Format) -> Result<Vec<u8>, QuizError> {
    if !in_quiz(bank.kind) {
        return Err(QuizError::Kind(bank.kind));
    }
    let questions = questions(
        bank.kind, bank.level, bank.count, bank.seed, bank.lang, bank.app,
    )
    .map_err(QuizError::Exercise)?;
    let words = words(bank.lang, Digits::Ascii);
    Ok(match format {
        Format::Moodle => moodle::moodle(words, bank.kind, bank.level, &questions).into_bytes(),
        Format::Gift => gift::gift(words, &questions).into_bytes(),
        Format::Qti => package::zip(&qti_files(bank, &questions)),
    })
}

/// The files of a QTI package of `questions`, as its zip holds them.
pub fn qti_files(bank: &Bank, questions: &[Question]) -> Vec<(String, Vec<u8>)> {
    let (kind, level) = (bank.kind.name(), bank.level.name());
    let ident = format!("gametree_{kind}_{level}_{}", bank.seed);
    let title = format!("Minimax Lab: {kind} {level}");
    let words = words(bank.lang, Digits::Ascii);
    qti::qti(words, &ident, &title, questions)
}
