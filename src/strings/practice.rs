//! The words of practice mode, an area of their own so that each list
//! stays short enough to translate in one sitting.

use super::{said, say};
use crate::progress::Progress;
use gametree::exercise::{Kind, Level};
use gametree::lang::Arg;

/// What the copied summary reports.
pub struct Summary<'a> {
    /// The kind's name.
    pub kind: &'a str,
    /// The exercise's code, or the words for a drawn tree.
    pub code: &'a str,
    /// The rule it is graded by.
    pub graded_by: &'a str,
    /// The score of the first check, in words.
    pub first: &'a str,
    /// The score now, in words.
    pub now: &'a str,
    /// Checks, hints, and whether the solution was shown.
    pub checks: usize,
    /// Steps revealed by hints.
    pub hints: usize,
    /// Whether the solution was shown.
    pub solution: bool,
    /// The record line.
    pub record: &'a str,
    /// The exercise's link.
    pub link: &'a str,
}

/// The name of each kind of exercise.
pub fn kind_name(kind: Kind) -> &'static str {
    said(match kind {
        Kind::Values => "practice.kind-values",
        Kind::Cuts => "practice.kind-cuts",
        Kind::Windows => "practice.kind-windows",
        Kind::Predict => "practice.kind-predict",
        Kind::Ordering => "practice.kind-ordering",
        Kind::ProofNumbers => "practice.kind-proof-numbers",
        Kind::Ucb => "practice.kind-ucb",
        Kind::Backup => "practice.kind-backup",
    })
}

/// What each kind of exercise asks the student to do.
pub fn kind_task(kind: Kind) -> &'static str {
    said(match kind {
        Kind::Values => "practice.task-values",
        Kind::Cuts => "practice.task-cuts",
        Kind::Windows => "practice.task-windows",
        Kind::Predict => "practice.task-predict",
        Kind::Ordering => "practice.task-ordering",
        Kind::ProofNumbers => "practice.task-proof-numbers",
        Kind::Ucb => "practice.task-ucb",
        Kind::Backup => "practice.task-backup",
    })
}

/// The rule the exercise is graded by: the algorithm's name, and the
/// tie rule and failure words for pruning searches.
pub fn graded_by(algorithm: &str, variant: Option<(&str, &str)>) -> String {
    let algorithm = Arg::Text("algorithm", algorithm);
    match variant {
        Some((ties, failure)) => say(
            "practice.graded-by-variant",
            &[
                algorithm,
                Arg::Text("ties", ties),
                Arg::Text("failure", failure),
            ],
        ),
        None => say("practice.graded-by", &[algorithm]),
    }
}

/// Shown when the tree on show does not suit the exercise.
pub fn cannot_practise(reason: &str) -> String {
    say(
        "practice.cannot-practise",
        &[Arg::Text("reason", reason.trim_end_matches('.'))],
    )
}

/// The answer bar's heading: the node's name.
pub fn answers_at(name: &str) -> String {
    say("practice.answers-at", &[Arg::Text("node", name)])
}

/// The score of a check.
pub fn score(right: usize, total: usize) -> String {
    say(
        "practice.score",
        &[
            Arg::Number("right", right as f64),
            Arg::Number("total", total as f64),
        ],
    )
}

/// The result of an ordering exercise: the leaves read, the best possible.
pub fn ordering_result(yours: usize, best: usize) -> String {
    let key = if yours == best {
        "practice.ordering-best"
    } else {
        "practice.ordering-worse"
    };
    say(
        key,
        &[
            Arg::Number("yours", yours as f64),
            Arg::Number("best", best as f64),
        ],
    )
}

/// The last question answered and the reply given.
pub fn you_said(question: &str, reply: &str) -> String {
    say(
        "practice.you-said",
        &[Arg::Text("question", question), Arg::Text("reply", reply)],
    )
}

/// The record in one line.
pub fn record_line(progress: &Progress) -> String {
    say(
        "practice.record-line",
        &[
            Arg::Number("done", progress.done as f64),
            Arg::Number("perfect", progress.perfect as f64),
            Arg::Number("streak", progress.streak as f64),
            Arg::Number("best", progress.best_streak as f64),
        ],
    )
}

/// The name of each difficulty.
pub fn level_name(level: Level) -> &'static str {
    said(match level {
        Level::Easy => "practice.level-easy",
        Level::Medium => "practice.level-medium",
        Level::Hard => "practice.level-hard",
    })
}

/// The summary a student copies for the lecturer.
pub fn summary(summary: &Summary) -> String {
    let title = say(
        "practice.summary-title",
        &[
            Arg::Text("kind", summary.kind),
            Arg::Text("code", summary.code),
        ],
    );
    let first = say(
        "practice.summary-first",
        &[Arg::Text("first", summary.first)],
    );
    let now = say("practice.summary-now", &[Arg::Text("now", summary.now)]);
    let checks = say(
        if summary.solution {
            "practice.summary-checks-solution"
        } else {
            "practice.summary-checks"
        },
        &[
            Arg::Number("checks", summary.checks as f64),
            Arg::Number("hints", summary.hints as f64),
        ],
    );
    let record = say(
        "practice.summary-record",
        &[Arg::Text("record", summary.record)],
    );
    format!(
        "{title}\n{graded_by}\n{first}\n{now}\n{checks}\n{record}\n{link}\n",
        graded_by = summary.graded_by,
        link = summary.link,
    )
}
