//! The bug hunt, compare mode's exercise: a bug planted in a search, on a
//! tree on which it shows, beside the right search; the student points
//! at the line they think is wrong. Here beginning a hunt (a rule across
//! slices: it changes the tree, both searches and may leave an exercise)
//! and scoring the first line pointed at in the student's record.

use super::{Compare, CompareAction, State};
use crate::notice::{Notice, Value};
use crate::progress::Progress;
use gametree::exercise::bug_tree;
use gametree::options::Bug;
use gametree::share::Comparison;
use gametree::Options;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::rc::Rc;

/// The student's record after `action`, pointing at a line as the planted
/// bug of a search on the tree written `text` (as typed: naming its nodes
/// or not leaves the hunt the same): a line the bug did not change counts
/// the hunt missed; the last of the lines it changed (a bug may change
/// several) counts it found. Whichever comes first counts; pointing again
/// is practice (`Progress::record_hunt`).
pub(super) fn scored(
    compare: &Option<Rc<Compare>>,
    action: &CompareAction,
    text: &str,
    progress: Progress,
) -> Progress {
    let (Some(compare), &CompareAction::Guess(line)) = (compare.as_deref(), action) else {
        return progress;
    };
    let Some(bug) = compare.options.bug else {
        return progress;
    };
    let found = if compare.right_line(line).is_none() {
        false
    } else if compare.all_found(&compare.pointing_at(line)) {
        true
    } else {
        return progress;
    };
    let mut hunt = DefaultHasher::new();
    (text, bug.name()).hash(&mut hunt);
    progress.record_hunt(hunt.finish(), found)
}

impl State {
    /// A bug hunt (see [`CompareAction::Hunt`]), leaving any exercise for
    /// it; or, should no tree show the bug, the page as it was with why.
    pub(super) fn hunting(self, seed: u64) -> State {
        let bug = Bug::ALL[(seed % Bug::ALL.len() as u64) as usize];
        let tree = match bug_tree(bug, seed) {
            Ok((tree, _)) => tree,
            Err(error) => {
                let why = Notice::new("practice.cannot-make-exercise")
                    .with("problem", Value::Exercise(error));
                return State {
                    message: Some(why),
                    ..self
                };
            }
        };
        let mut page = match self.practising.exercise {
            Some(_) => self.leave_exercise(),
            None => self,
        };
        let right = Options::new(bug.algorithm());
        page.player.options = right;
        // The lab would reorder the tree, where the bug might no longer show.
        page.lab = None;
        page.with_new_tree(tree).comparing(Comparison {
            options: Options {
                bug: Some(bug),
                ..right
            },
            by_node: true,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::reduce;
    use super::super::{Action, PracticeAction};
    use super::*;
    use gametree::exercise::parting_step;

    #[test]
    fn a_hunt_shows_a_bug_beside_the_right_search_on_a_tree_where_it_shows() {
        for seed in 0..Bug::ALL.len() as u64 * 2 {
            let state = reduce(
                State::new(),
                &[Action::Compare(CompareAction::Hunt { seed })],
            );
            let compare = state.compare.as_deref().expect("compare mode is on");
            let bug = compare.options.bug.expect("a bug is planted");
            assert_eq!(bug, Bug::ALL[seed as usize % Bug::ALL.len()]);
            assert_eq!(state.player.options, Options::new(bug.algorithm()));
            let right = &state.player.lesson.run.as_ref().unwrap().trace;
            let buggy = &compare.lesson.run.as_ref().unwrap().trace;
            assert!(parting_step(right, buggy).is_some(), "{}", bug.name());
            // The link carries the bug, and opens the same hunt.
            let reopened = State::from_address(&state.address());
            let again = reopened.compare.as_deref().unwrap();
            assert_eq!(
                (again.options, &again.lesson.tree),
                (compare.options, &compare.lesson.tree)
            );
        }
    }

    #[test]
    fn a_romanian_hunt_reads_and_quotes_its_lines_in_romanian() {
        // A thread of its own: the page's language is chosen once a thread.
        let hunt_in_romanian = || {
            crate::language::choose(gametree::lang::Lang::Ro, gametree::lang::Digits::Ascii);
            // The lab sheet's MIN-VALUE bug: line 17 of alpha-beta's listing.
            let hunt = reduce(
                State::new(),
                &[Action::Compare(CompareAction::Hunt { seed: 1 })],
            );
            let compare = hunt.compare.as_deref().unwrap();
            let line = |lesson: &crate::lesson::Lesson| lesson.code()[16].to_string();
            (
                line(&compare.lesson),
                compare.right_line(16),
                line(&hunt.player.lesson),
            )
        };
        let (buggy, should_read, right) = std::thread::spawn(hunt_in_romanian).join().unwrap();
        assert_eq!(buggy, "    dacă v ≤ β atunci returnează v");
        assert_eq!(
            should_read.as_deref(),
            Some("    dacă v ≤ α atunci returnează v")
        );
        assert_eq!(right, "    dacă v ≤ α atunci returnează v");
    }

    #[test]
    fn only_the_first_line_pointed_at_counts_in_the_record() {
        // The lab sheet's MIN-VALUE bug: line 17 of alpha-beta's listing.
        let hunt = reduce(
            State::new(),
            &[Action::Compare(CompareAction::Hunt { seed: 1 })],
        );
        assert_eq!(
            hunt.compare.as_ref().unwrap().options.bug,
            Some(Bug::MinTestsBeta)
        );
        let right = reduce(hunt.clone(), &[Action::Compare(CompareAction::Guess(16))]);
        let progress = right.practising.progress;
        assert_eq!(
            (progress.done, progress.perfect, progress.streak),
            (1, 1, 1)
        );
        let again = reduce(right, &[Action::Compare(CompareAction::Guess(3))]);
        assert_eq!(
            again.practising.progress, progress,
            "pointing again is practice"
        );
        let wrong = reduce(hunt, &[Action::Compare(CompareAction::Guess(3))]);
        let progress = wrong.practising.progress;
        assert_eq!(
            (progress.done, progress.perfect, progress.streak),
            (1, 0, 0)
        );
    }

    #[test]
    fn a_bug_that_changes_four_lines_is_found_once_all_four_are_named() {
        let seed = Bug::ALL
            .iter()
            .position(|&bug| bug == Bug::ReturnsBound)
            .unwrap() as u64;
        let hunt = reduce(
            State::new(),
            &[Action::Compare(CompareAction::Hunt { seed })],
        );
        let compare = hunt.compare.as_deref().unwrap();
        let planted: Vec<usize> = compare
            .planted_lines()
            .iter()
            .map(|&(line, _)| line)
            .collect();
        // Lines 9, 11, 17 and 19 of the lab sheet's listing.
        assert_eq!(planted, [8, 10, 16, 18]);
        let mut state = hunt.clone();
        for (named, &line) in planted.iter().enumerate() {
            state = reduce(state, &[Action::Compare(CompareAction::Guess(line))]);
            let done = state.practising.progress.done;
            assert_eq!(done, u32::from(named == 3), "after {} lines", named + 1);
        }
        assert_eq!(state.practising.progress.perfect, 1, "found");
        let verdict = |found: &[usize]| {
            let line = *found.last().unwrap();
            let right = compare.right_line(line);
            crate::strings::compare::bug_verdict(line, right.as_deref(), (found, &planted), None)
        };
        assert_eq!(
            verdict(&[8]),
            "Right: line 9 is part of the bug, which changes 4 lines; line 9 should read \
             “if v ≥ β then return v”. 3 more to find. "
        );
        assert!(verdict(&[8, 10, 16]).contains("One more to find."));
        assert!(
            verdict(&planted).starts_with(
                "Right: you have named all 4 lines of the bug (9, 11, 17, 19); line 19 should read"
            ),
            "{}",
            verdict(&planted)
        );
        // Pressed in the listing: the lines found, and a wrong one only
        // while it is the last pointed at.
        let wrong_then_right = reduce(
            state.clone(),
            &[
                Action::Compare(CompareAction::Guess(3)),
                Action::Compare(CompareAction::Guess(8)),
            ],
        );
        let mut pressed = (*wrong_then_right.compare.as_ref().unwrap().pressed()).clone();
        pressed.sort_unstable();
        assert_eq!(pressed, planted);
        let wrong_last = reduce(state, &[Action::Compare(CompareAction::Guess(3))]);
        assert_eq!(
            wrong_last.compare.as_ref().unwrap().pressed().last(),
            Some(&3)
        );
        // Naming a line the bug did not change first: missed, at once.
        let mut missed = reduce(hunt, &[Action::Compare(CompareAction::Guess(8))]);
        missed = reduce(missed, &[Action::Compare(CompareAction::Guess(3))]);
        let progress = missed.practising.progress;
        assert_eq!((progress.done, progress.perfect), (1, 0));
    }

    #[test]
    fn a_hunt_counts_once_however_its_second_search_is_made_again() {
        let hunt = reduce(
            State::new(),
            &[Action::Compare(CompareAction::Hunt { seed: 1 })],
        );
        let bug = hunt.compare.as_ref().unwrap().options;
        let unplanted = Options { bug: None, ..bug };
        let state = reduce(
            hunt,
            &[
                Action::Compare(CompareAction::Guess(3)),
                // Another way of stepping keeps the line pointed at.
                Action::Compare(CompareAction::SetByNode(true)),
            ],
        );
        assert_eq!(state.compare.as_ref().unwrap().guess(), Some(3));
        let state = reduce(
            state,
            &[
                Action::Compare(CompareAction::Guess(16)),
                Action::Compare(CompareAction::SetOptions(unplanted)),
                Action::Compare(CompareAction::SetOptions(bug)),
                Action::Compare(CompareAction::Guess(16)),
                Action::Player(crate::state::PlayerAction::SetLetterNames(false)),
                Action::Compare(CompareAction::Guess(16)),
            ],
        );
        let progress = state.practising.progress;
        assert_eq!(
            (progress.done, progress.perfect),
            (1, 0),
            "the first line, wrong, counts"
        );
    }

    #[test]
    fn a_buggy_search_has_no_sentence_but_says_so() {
        let hunt = reduce(
            State::new(),
            &[Action::Compare(CompareAction::Hunt { seed: 1 })],
        );
        let buggy = &hunt.compare.as_ref().unwrap().lesson;
        assert!(buggy.len() > 5);
        assert!((0..buggy.len()).all(|index| buggy.sentence(index).is_none()));
        assert!(hunt.player.lesson.sentence(0).is_some());
        let hint = crate::strings::compare::planted(buggy).unwrap();
        assert!(
            hint.starts_with("A bug is planted in this search"),
            "{hint}"
        );
        assert_eq!(crate::strings::compare::planted(&hunt.player.lesson), None);
    }

    #[test]
    fn a_hunt_leaves_an_exercise_for_compare_mode() {
        let practising = reduce(
            State::new(),
            &[Action::Practice(PracticeAction::Start(
                crate::state::practice::fresh_setup(7),
            ))],
        );
        assert!(practising.practising.exercise.is_some());
        let hunting = reduce(
            practising,
            &[Action::Compare(CompareAction::Hunt { seed: 4 })],
        );
        assert!(hunting.practising.exercise.is_none());
        assert!(hunting.compare.is_some());
    }
}
