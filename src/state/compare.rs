//! The compare slice: the tree on show searched a second time, with other
//! options, and played beside the first, stepping together either step
//! by step or by the node finished (the second search jumps to where it
//! finishes the node the first has just finished). The nodes the two see
//! differently in the end are said in words, and marked in both once the
//! steps have reached them in both.
//!
//! The first search stays the player's; this slice follows it: whenever
//! the player's lesson changes (another tree, another option), the second
//! search is run again on the new tree with its own options.

use super::player::suited;
use super::State;
use crate::language::{chosen, explanations};
use crate::lesson::Lesson;
use crate::strings::options;
use gametree::compare::{
    align_by_node, describe, differences, labels, reached, Difference, Finished,
};
use gametree::lang::{Digits, Lang};
use gametree::pseudocode::Pseudocode;
use gametree::share::Comparison;
use gametree::{Algorithm, Frame, Options};
use std::cell::RefCell;
use std::rc::Rc;

/// Text with the language, and the digits, it was written in.
type Written = ((Lang, Digits), String);

/// How many differences the summary writes out before it counts the rest.
const MOST_CLAUSES: usize = 8;

/// The second search of compare mode and how it keeps pace with the first.
#[derive(Debug, PartialEq)]
pub struct Compare {
    /// The second search and its variant.
    pub options: Options,
    /// Whether the two step together by the node finished rather than step by step.
    pub by_node: bool,
    /// The first search this one was made beside (compared by identity).
    first: Rc<Lesson>,
    /// The second search, of the same tree.
    pub lesson: Rc<Lesson>,
    /// How many steps of it are on show.
    pub step: usize,
    /// The step of the first search it is shown beside; none until it is
    /// first brought to one.
    beside: Option<usize>,
    /// The second tree after `step` steps.
    pub frame: Rc<Frame>,
    /// For every count of steps of the first search, the count of this
    /// one's to show beside it when stepping by the node finished.
    aligned: Rc<Vec<usize>>,
    /// For every node, whether the two searches see it differently in the
    /// end and both have reached it at the steps on show: a ring tells
    /// nothing the steps have not shown yet.
    pub differs: Rc<Vec<bool>>,
    /// For the first search and this one, the steps that reach each node
    /// for good (`compare::reached`).
    reached: Rc<[Vec<usize>; 2]>,
    /// Those differences, node by node; none when either search could not run.
    differences: Option<Rc<Vec<Difference>>>,
    /// The first search's options, which the labels set against the second's.
    first_options: Options,
    /// The differences in words, written the first time they are shown in
    /// a language (with its digits) and shared by every step's copy: they
    /// never change with the step, and the page draws them at every pan's
    /// move.
    said: Rc<RefCell<Option<Written>>>,
    /// The lines of the second search's pseudocode a student pointed at
    /// as its planted bug, when it has one: each once, the last pointed
    /// at last. A bug may change several lines, all of which are named.
    pub guesses: Rc<Vec<usize>>,
}

/// What can happen to compare mode.
#[derive(Clone, Debug, PartialEq)]
pub enum CompareAction {
    /// Search the tree a second time beside the first: with minimax when
    /// the first prunes, else with alpha-beta.
    Open,
    /// Back to one search.
    Close,
    /// Search the second time with these options instead.
    SetOptions(Options),
    /// Step together by the node finished (`true`) or step by step.
    SetByNode(bool),
    /// Point at this line of the second search's pseudocode as its planted bug.
    Guess(usize),
    /// A bug hunt: a bug picked by `seed` among every planted bug, on a
    /// generated tree on which it shows, the right search first and the
    /// buggy one beside it.
    Hunt {
        /// Picks the bug and the tree.
        seed: u64,
    },
}

/// What the compare slice reads of the player: the first search.
pub(super) struct First<'a> {
    /// The first search, of the tree on show.
    pub lesson: &'a Rc<Lesson>,
    /// Its options, which the second search's are set against.
    pub options: Options,
}

/// Applies `action` to compare mode, open (`Some`) or closed, beside the
/// `first` search; the page then brings it to the step on show.
pub(super) fn reduce(
    compare: &Option<Rc<Compare>>,
    action: CompareAction,
    first: &First,
) -> Option<Rc<Compare>> {
    let (options, by_node) = match (compare, action) {
        (_, CompareAction::Close) => return None,
        (_, CompareAction::Open) => (second_for(&first.options), true),
        (Some(compare), CompareAction::SetOptions(options)) => (options, compare.by_node),
        (Some(compare), CompareAction::SetByNode(by_node)) => (compare.options, by_node),
        // A hunt changes the tree: the page begins it (`State::hunting`).
        (_, CompareAction::Hunt { .. }) => return compare.clone(),
        (Some(compare), CompareAction::Guess(line)) => {
            return Some(compare.guessing(compare.pointing_at(line)))
        }
        (None, _) => return None,
    };
    let second = second_search(first, Comparison { options, by_node });
    // The line pointed at stays while the same search is beside the first.
    match compare {
        Some(old) if old.options == second.options => Some(second.guessing(old.guesses.clone())),
        _ => Some(second),
    }
}

/// The second search `comparison` asks for beside the `first` (its options
/// made suitable for its algorithm).
fn second_search(first: &First, comparison: Comparison) -> Rc<Compare> {
    let options = suited(comparison.options);
    Rc::new(Compare::new(
        first.lesson,
        &first.options,
        options,
        comparison.by_node,
    ))
}

/// The second search compare mode opens with: minimax beside a pruning
/// search (what pruning saves), alpha-beta beside any other.
fn second_for(first: &Options) -> Options {
    let algorithm = if first.algorithm.prunes() {
        Algorithm::Minimax
    } else {
        Algorithm::AlphaBeta
    };
    suited(Options {
        depth: first.depth,
        ..Options::new(algorithm)
    })
}

/// After any action: when the first search changed, the second is made
/// again beside it, and it keeps pace with the first's step; practice has
/// no room for a second search.
pub(super) fn follow(state: State) -> State {
    let Some(compare) = &state.compare else {
        return state;
    };
    if state.practising.exercise.is_some() {
        return State {
            compare: None,
            ..state
        };
    }
    if compare.first != state.player.lesson {
        // On the same tree (the first search's options changed), the lines
        // pointed at stay.
        let guesses = if compare.first.tree == state.player.lesson.tree {
            compare.guesses.clone()
        } else {
            Rc::default()
        };
        let comparison = compare.comparison();
        let state = state.comparing(comparison);
        let compare = (state.compare.as_ref()).map(|compare| compare.guessing(guesses));
        return State { compare, ..state };
    }
    if compare.beside == Some(state.player.step) {
        return state;
    }
    let compare = Some(Rc::new(compare.at(state.player.step)));
    State { compare, ..state }
}

impl Compare {
    /// The second search with `options` beside `first`, a search with `first_options`.
    fn new(
        first: &Rc<Lesson>,
        first_options: &Options,
        options: Options,
        by_node: bool,
    ) -> Compare {
        let lesson = Lesson::new(&first.tree, &options, false);
        let tree = &first.tree;
        let (aligned, found, reached) = match (&first.run, &lesson.run) {
            (Ok(one), Ok(two)) => {
                let found = differences(
                    tree,
                    &Finished::new(tree, &one.trace),
                    &Finished::new(tree, &two.trace),
                );
                let reached = [reached(tree, &one.trace), reached(tree, &two.trace)];
                let aligned = align_by_node(tree, &one.trace, &two.trace);
                (aligned, Some(found), reached)
            }
            _ => (Vec::new(), None, Default::default()),
        };
        Compare {
            options,
            by_node,
            first: first.clone(),
            frame: Rc::new(lesson.frame(0)),
            lesson,
            step: 0,
            beside: None,
            aligned: Rc::new(aligned),
            differs: Rc::new(vec![false; tree.len()]),
            reached: Rc::new(reached),
            differences: found.map(Rc::new),
            first_options: *first_options,
            said: Rc::default(),
            guesses: Rc::default(),
        }
    }

    /// How many steps the two play together: the first's when stepping by
    /// the node finished (the first leads), else the longer of the two.
    pub fn timeline(&self) -> usize {
        if self.by_node {
            self.first.len()
        } else {
            self.first.len().max(self.lesson.len())
        }
    }

    /// This search beside the first after `step` of the shared steps.
    fn at(&self, step: usize) -> Compare {
        let own = if self.by_node {
            self.aligned.get(step).copied().unwrap_or(self.lesson.len())
        } else {
            step.min(self.lesson.len())
        };
        let frame = self.lesson.frame_from(&self.frame, own);
        let mut differs = vec![false; self.differs.len()];
        let first = step.min(self.first.len());
        let [one, two] = &*self.reached;
        for difference in self.differences.iter().flat_map(|found| found.iter()) {
            let node = difference.node.index();
            differs[node] = one[node] <= first && two[node] <= own;
        }
        Compare {
            options: self.options,
            by_node: self.by_node,
            first: self.first.clone(),
            lesson: self.lesson.clone(),
            step: own,
            beside: Some(step),
            frame,
            aligned: self.aligned.clone(),
            differs: Rc::new(differs),
            reached: self.reached.clone(),
            differences: self.differences.clone(),
            first_options: self.first_options,
            said: self.said.clone(),
            guesses: self.guesses.clone(),
        }
    }

    /// What tells the two searches apart, in the page's language: the
    /// first's label and the second's.
    pub fn labels(&self) -> (String, String) {
        let name = options::algorithm_name;
        labels(explanations(), name, &self.first_options, &self.options)
    }

    /// The differences in words, in the page's language, as the second
    /// search sees them; nothing when either search could not run (its
    /// pane says why).
    pub fn summary(&self) -> String {
        let Some(found) = &self.differences else {
            return String::new();
        };
        let speaking = chosen();
        let mut said = self.said.borrow_mut();
        match &*said {
            Some((written_in, text)) if *written_in == speaking => text.clone(),
            _ => {
                let (_, second) = self.labels();
                let text = describe(
                    explanations(),
                    &self.lesson.tree,
                    &second,
                    found,
                    MOST_CLAUSES,
                );
                *said = Some((speaking, text.clone()));
                text
            }
        }
    }

    /// This search, at the step it is beside, with `guesses` as the lines
    /// pointed at.
    fn guessing(&self, guesses: Rc<Vec<usize>>) -> Rc<Compare> {
        Rc::new(Compare {
            guesses,
            ..self.at(self.beside.unwrap_or(0))
        })
    }

    /// The lines pointed at once `line` is too: it last.
    pub fn pointing_at(&self, line: usize) -> Rc<Vec<usize>> {
        let mut guesses: Vec<usize> = (self.guesses.iter().copied())
            .filter(|&guess| guess != line)
            .collect();
        guesses.push(line);
        Rc::new(guesses)
    }

    /// The line pointed at last, if any.
    pub fn guess(&self) -> Option<usize> {
        self.guesses.last().copied()
    }

    /// The lines the listing shows pressed: those of the bug found so far,
    /// and the one pointed at last (a wrong one only until the next).
    pub fn pressed(&self) -> Rc<Vec<usize>> {
        let planted: Vec<usize> = self
            .planted_lines()
            .into_iter()
            .map(|(line, _)| line)
            .collect();
        let last = self.guess();
        Rc::new(
            (self.guesses.iter().copied())
                .filter(|line| planted.contains(line) || Some(*line) == last)
                .collect(),
        )
    }

    /// The lines of the second search's pseudocode its planted bug
    /// changed, each with how it should read.
    pub fn planted_lines(&self) -> Vec<(usize, String)> {
        let tree = &self.lesson.tree;
        Pseudocode::new(tree, &self.options, explanations())
            .planted_lines()
            .to_vec()
    }

    /// Whether `line` of the second search's pseudocode is one its planted
    /// bug changed, with how it should read; `None` when it is as it should be.
    pub fn right_line(&self, line: usize) -> Option<String> {
        as_it_should_read(&self.planted_lines(), line)
    }

    /// Whether `guesses` name every line the planted bug changed.
    pub fn all_found(&self, guesses: &[usize]) -> bool {
        let planted = self.planted_lines();
        !planted.is_empty() && planted.iter().all(|(line, _)| guesses.contains(line))
    }

    /// What an address carries of compare mode.
    pub fn comparison(&self) -> Comparison {
        Comparison {
            options: self.options,
            by_node: self.by_node,
        }
    }
}

/// How `line` should read, if it is one of the `planted` lines (each with
/// how it should read); `None` when it is as it should be.
pub fn as_it_should_read(planted: &[(usize, String)], line: usize) -> Option<String> {
    (planted.iter()).find_map(|(changed, right)| (*changed == line).then(|| right.clone()))
}

impl State {
    /// This state with `comparison`'s second search beside the first, at
    /// the same step (its options made suitable for its algorithm).
    pub(super) fn comparing(self, comparison: Comparison) -> State {
        let first = First {
            lesson: &self.player.lesson,
            options: self.player.options,
        };
        let second = second_search(&first, comparison);
        let step = self.player.step;
        let state = State {
            compare: Some(second),
            ..self
        }
        .seek(step);
        let compare = state
            .compare
            .as_ref()
            .map(|compare| Rc::new(compare.at(state.player.step)));
        State { compare, ..state }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::reduce;
    use super::super::{Action, PlayerAction, PracticeAction};
    use super::*;
    use gametree::{Step, TieRule};

    /// The lecture tree with a tie at H, where the two tie rules differ.
    const TIE: &str = "t=A(B(E=3_F=12)_C(H=3_I=4)_D(K=2_L=9))&a=alphabeta";

    fn compare(state: &State) -> &Compare {
        state.compare.as_deref().expect("compare mode is on")
    }

    #[test]
    fn opening_searches_minimax_beside_alpha_beta_at_the_same_step() {
        let state = reduce(
            State::new(),
            &[
                Action::Player(PlayerAction::Seek(10)),
                Action::Compare(CompareAction::Open),
            ],
        );
        // By the node finished unless asked otherwise.
        assert!(compare(&state).by_node);
        let state = reduce(state, &[Action::Compare(CompareAction::SetByNode(false))]);
        let second = compare(&state);
        assert_eq!(second.options.algorithm, Algorithm::Minimax);
        assert_eq!((state.player.step, second.step), (10, 10));
        // Named as the algorithm menu names them.
        assert_eq!(second.labels(), ("Alpha-beta".into(), "Minimax".into()));
        // Step by step, the two run as long as the longer (alpha-beta's 43
        // steps, minimax's 39: 3 a node), the shorter waiting at its end.
        let state = reduce(state, &[Action::Player(PlayerAction::Seek(41))]);
        let second = compare(&state);
        assert_eq!((state.steps(), second.lesson.len()), (43, 39));
        assert_eq!((state.player.frame.steps, second.step), (41, 39));
        // The other way round the first waits.
        let state = reduce(
            state,
            &[
                Action::Player(PlayerAction::SetAlgorithm(Algorithm::Minimax)),
                Action::Compare(CompareAction::SetOptions(Options::new(
                    Algorithm::AlphaBeta,
                ))),
                Action::Player(PlayerAction::Seek(41)),
            ],
        );
        assert_eq!((state.player.frame.steps, compare(&state).step), (39, 41));
        let state = reduce(state, &[Action::Player(PlayerAction::ToEnd)]);
        assert_eq!((state.player.step, compare(&state).step), (43, 43));
        let state = reduce(state, &[Action::Compare(CompareAction::Close)]);
        assert!(state.compare.is_none());
        assert_eq!(state.steps(), state.player.lesson.len());
    }

    #[test]
    fn two_tie_rules_differ_at_c_and_i() {
        let state = reduce(
            State::from_address(TIE),
            &[
                Action::Compare(CompareAction::Open),
                Action::Compare(CompareAction::SetOptions(Options {
                    ties: TieRule::Strict,
                    ..Options::new(Algorithm::AlphaBeta)
                })),
                Action::Player(PlayerAction::ToEnd),
            ],
        );
        let second = compare(&state);
        assert_eq!(
            &*second.summary(),
            "strict: C is not cut, C returns 3 instead of ≤ 3, I is read."
        );
        let marked: Vec<String> = state
            .player
            .lesson
            .tree
            .ids()
            .filter(|id| second.differs[id.index()])
            .map(|id| state.player.lesson.tree.name(id))
            .collect();
        assert_eq!(marked, ["C", "I"]);
        // A link opens the same comparison.
        let reopened = State::from_address(&state.address());
        assert_eq!(compare(&reopened).options, second.options);
        assert_eq!(&*compare(&reopened).summary(), &*second.summary());
    }

    #[test]
    fn a_difference_is_ringed_once_both_searches_have_reached_it() {
        // Figure 5.2, alpha-beta beside minimax: C, I and J differ.
        let ringed = |state: &State| -> Vec<String> {
            let tree = &state.player.lesson.tree;
            (tree.ids())
                .filter(|id| compare(state).differs[id.index()])
                .map(|id| tree.name(id))
                .collect()
        };
        let state = reduce(State::new(), &[Action::Compare(CompareAction::Open)]);
        assert!(ringed(&state).is_empty(), "nothing searched yet");
        let midway = reduce(state, &[Action::Player(PlayerAction::Seek(12))]);
        assert!(ringed(&midway).is_empty(), "B is done with, and agrees");
        let end = reduce(midway, &[Action::Player(PlayerAction::ToEnd)]);
        assert_eq!(ringed(&end), ["C", "I", "J"]);
    }

    #[test]
    fn stepping_by_the_node_finished() {
        let state = reduce(
            State::new(),
            &[
                Action::Compare(CompareAction::Open),
                Action::Compare(CompareAction::SetByNode(true)),
            ],
        );
        assert_eq!(state.steps(), state.player.lesson.len(), "the first leads");
        let mut state = state;
        let mut stops = Vec::new();
        while state.player.step < state.steps() {
            state = reduce(state, &[Action::Player(PlayerAction::Forward)]);
            stops.push(state.player.step);
        }
        // Each stop has just finished a node (or is the end) in both searches.
        let lesson = state.player.lesson.clone();
        let steps = &lesson.run.as_ref().unwrap().trace.steps;
        for &stop in &stops[..stops.len() - 1] {
            assert!(matches!(
                steps[stop - 1],
                Step::Evaluate { .. } | Step::Return { .. }
            ));
        }
        let state = reduce(state, &[Action::Player(PlayerAction::Back)]);
        assert_eq!(state.player.step, stops[stops.len() - 2]);
        // The second search beside the stop after H: minimax has read H too.
        let h = lesson.tree.find("1.0").unwrap();
        let after_h = steps
            .iter()
            .position(|step| matches!(*step, Step::Evaluate { node, .. } if node == h))
            .unwrap()
            + 1;
        let state = reduce(state, &[Action::Player(PlayerAction::Seek(after_h))]);
        let second = compare(&state);
        assert!(matches!(
            second.lesson.run.as_ref().unwrap().trace.steps[second.step - 1],
            Step::Evaluate { node, .. } if node == h
        ));
    }

    #[test]
    fn the_second_search_follows_the_first_onto_another_tree_and_leaves_for_practice() {
        let state = reduce(
            State::new(),
            &[
                Action::Compare(CompareAction::Open),
                Action::Player(PlayerAction::LoadPreset(2)),
            ],
        );
        let second = compare(&state);
        assert_eq!(second.lesson.tree, state.player.lesson.tree);
        assert_eq!(second.options.algorithm, Algorithm::Minimax);
        let state = reduce(
            state,
            &[Action::Practice(PracticeAction::Start(
                crate::state::practice::fresh_setup(7),
            ))],
        );
        assert!(state.compare.is_none());
    }

    #[test]
    fn a_link_opens_both_searches_at_its_step() {
        let link = format!("#{TIE}&s=10&a2=minimax&sync=step");
        let state = State::from_address(&link);
        let second = compare(&state);
        assert_eq!(second.options.algorithm, Algorithm::Minimax, "{link}");
        assert_eq!((state.player.step, second.step), (10, 10));
        assert_eq!(*second.frame, second.lesson.frame(10));
        // Without `sync`, by the node finished, and written so.
        let state = State::from_address(&format!("#{TIE}&s=10&a2=minimax"));
        assert!(compare(&state).by_node);
        assert!(!state.address().contains("sync"), "{}", state.address());
    }

    #[test]
    fn a_search_that_cannot_run_is_not_said_to_agree() {
        let state = reduce(
            State::new(),
            &[
                Action::Player(PlayerAction::SetAlgorithm(Algorithm::MaxN)),
                Action::Compare(CompareAction::Open),
            ],
        );
        assert!(state.player.lesson.run.is_err());
        assert_eq!(compare(&state).summary(), "");
        let both_run = reduce(State::new(), &[Action::Compare(CompareAction::Open)]);
        assert!(!compare(&both_run).summary().is_empty());
    }
}
