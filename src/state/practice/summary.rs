//! An exercise in words: the rule it is graded by, and the summary a
//! student copies for the lecturer. Only the choice of words is here; the
//! words themselves come from `strings`.

use super::Practice;
use crate::progress::Progress;
use crate::strings::practice::Summary;
use crate::strings::{options, practice, said};
use gametree::exercise::{Kind, Setup};
use gametree::{Failure, Options, TieRule};

impl Practice {
    /// The score of the first check and of the last, in words: "7 of 9
    /// right." or, for ordering, the leaves read.
    fn scores_in_words(&self) -> (String, String) {
        let words = |score: Option<(usize, usize)>| match (self.kind, score) {
            (_, None) => "—".to_string(),
            (Kind::Ordering, Some((best, yours))) => practice::ordering_result(yours, best),
            (_, Some((right, total))) => practice::score(right, total),
        };
        (words(self.first_score), words(self.score()))
    }

    /// The summary a student copies to show the lecturer: the exercise, its
    /// rule, the first and the last score, the help taken, the record and the link.
    pub fn summary(&self, options: Options, progress: &Progress, link: &str) -> String {
        let code = self
            .setup
            .as_ref()
            .map_or(said("practice.drawn-tree").to_string(), Setup::to_string);
        let (first, now) = self.scores_in_words();
        practice::summary(&Summary {
            kind: practice::kind_name(self.kind),
            code: &code,
            graded_by: &graded_by(options),
            first: &first,
            now: &now,
            checks: self.checks,
            hints: self.hints,
            solution: self.solution,
            record: &practice::record_line(progress),
            link,
        })
    }
}

/// The rule an exercise with `options` is graded by, in words.
pub fn graded_by(options: Options) -> String {
    let algorithm = options::algorithm_name(options.algorithm);
    let variant = options.algorithm.prunes().then(|| {
        let ties = match options.ties {
            TieRule::CutOnEqual => said("options.cut-on-equal"),
            TieRule::Strict => said("options.strict"),
        };
        let failure = match options.failure {
            Failure::Soft => said("options.fail-soft"),
            Failure::Hard => said("options.fail-hard"),
        };
        (ties, failure)
    });
    practice::graded_by(algorithm, variant)
}
