//! A student's record across exercises: how many were done, how many were
//! right at the first check, and the streak of those in a row. It is kept
//! in the browser, so it survives reloads, and it counts each exercise once,
//! by its first check: checking again until it is right is practice, not score.

/// The record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Exercises checked at least once.
    pub done: u32,
    /// Of those, the ones all right at the first check, with no solution shown.
    pub perfect: u32,
    /// Perfect exercises in a row, up to the last one.
    pub streak: u32,
    /// The longest streak so far.
    pub best_streak: u32,
    /// The last bug hunt counted, as a fingerprint of its tree and bug (see
    /// [`Progress::record_hunt`]); kept for this visit only.
    pub hunted: Option<u64>,
}

impl Progress {
    /// The record after an exercise whose first check found `right` of
    /// `total` right; one whose solution was shown first is never perfect.
    pub fn record(&self, right: usize, total: usize, solution_shown: bool) -> Progress {
        let perfect = right == total && !solution_shown;
        let streak = if perfect { self.streak + 1 } else { 0 };
        Progress {
            done: self.done + 1,
            perfect: self.perfect + u32::from(perfect),
            streak,
            best_streak: self.best_streak.max(streak),
            hunted: self.hunted,
        }
    }

    /// The record after the first line pointed at in the bug hunt `hunt`
    /// (a fingerprint of its tree and bug), `right` or not: a hunt counts
    /// once, however often its second search is made again (another way of
    /// stepping, the bug unpicked and picked again); the lines pointed at
    /// after the first are practice.
    pub fn record_hunt(&self, hunt: u64, right: bool) -> Progress {
        if self.hunted == Some(hunt) {
            return *self;
        }
        Progress {
            hunted: Some(hunt),
            ..self.record(usize::from(right), 1, false)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_perfect_exercise_lengthens_the_streak_and_a_mistake_ends_it() {
        let record = Progress::default().record(5, 5, false).record(3, 3, false);
        assert_eq!(
            record,
            Progress {
                done: 2,
                perfect: 2,
                streak: 2,
                best_streak: 2,
                hunted: None,
            }
        );
        let broken = record.record(4, 5, false);
        assert_eq!((broken.streak, broken.best_streak, broken.done), (0, 2, 3));
        let shown = broken.record(5, 5, true);
        assert_eq!(
            (shown.streak, shown.perfect),
            (0, 2),
            "the solution was shown"
        );
    }
}
