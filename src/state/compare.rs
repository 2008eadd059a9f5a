//! The compare slice: the tree on show searched a second time, with other
//! options, and played beside the first, stepping together either step
//! by step or by the node finished (the second search jumps to where it
//! finishes the node the first has just finished). The nodes the two see
//! differently in the end are marked in both, and said in words.
//!
//! The first search stays the player's; this slice follows it: whenever
//! the player's lesson changes (another tree, another option), the second
//! search is run again on the new tree with its own options.

use super::player::suited;
use super::State;
use crate::lesson::Lesson;
use gametree::compare::{align_by_node, describe, differences, labels, Finished};
use gametree::share::Comparison;
use gametree::{Algorithm, Frame, Options, Step};
use std::rc::Rc;
use yew::AttrValue;

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
    /// The second tree after `step` steps.
    pub frame: Rc<Frame>,
    /// For every count of steps of the first search, the count of this
    /// one's to show beside it when stepping by the node finished.
    aligned: Vec<usize>,
    /// For every node, whether the two searches see it differently in the end.
    pub differs: Rc<Vec<bool>>,
    /// Those differences in words, as the second search sees them.
    pub summary: AttrValue,
    /// What tells the two searches apart: the first's label and the second's.
    pub labels: (AttrValue, AttrValue),
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
}

/// Applies `action` to `state`.
pub(super) fn reduce(state: State, action: CompareAction) -> State {
    let (options, by_node) = match (&state.compare, action) {
        (_, CompareAction::Close) => {
            return State {
                compare: None,
                ..state
            }
        }
        (_, CompareAction::Open) => (second_for(&state.options), false),
        (Some(compare), CompareAction::SetOptions(options)) => (options, compare.by_node),
        (Some(compare), CompareAction::SetByNode(by_node)) => (compare.options, by_node),
        (None, _) => return state,
    };
    state.comparing(Comparison { options, by_node })
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
/// again beside it; practice has no room for a second search.
pub(super) fn follow(state: State) -> State {
    let Some(compare) = &state.compare else {
        return state;
    };
    if state.practice.is_some() {
        return State {
            compare: None,
            ..state
        };
    }
    if compare.first == state.lesson {
        return state;
    }
    let comparison = compare.comparison();
    state.comparing(comparison)
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
        let (first_label, second_label) = labels(first_options, &options);
        let (aligned, differs, summary) = match (&first.run, &lesson.run) {
            (Ok(one), Ok(two)) => {
                let found = differences(
                    tree,
                    &Finished::new(tree, &one.trace),
                    &Finished::new(tree, &two.trace),
                );
                let mut differs = vec![false; tree.len()];
                for difference in &found {
                    differs[difference.node.index()] = true;
                }
                (
                    align_by_node(tree, &one.trace, &two.trace),
                    differs,
                    describe(tree, &second_label, &found, MOST_CLAUSES),
                )
            }
            _ => (Vec::new(), vec![false; tree.len()], String::new()),
        };
        Compare {
            options,
            by_node,
            first: first.clone(),
            frame: Rc::new(lesson.frame(0)),
            lesson,
            step: 0,
            aligned,
            differs: Rc::new(differs),
            summary: summary.into(),
            labels: (first_label.into(), second_label.into()),
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
        let frame = if own == self.step {
            self.frame.clone()
        } else {
            Rc::new(self.lesson.frame(own))
        };
        Compare {
            options: self.options,
            by_node: self.by_node,
            first: self.first.clone(),
            lesson: self.lesson.clone(),
            step: own,
            frame,
            aligned: self.aligned.clone(),
            differs: self.differs.clone(),
            summary: self.summary.clone(),
            labels: self.labels.clone(),
        }
    }

    /// What an address carries of compare mode.
    pub fn comparison(&self) -> Comparison {
        Comparison {
            options: self.options,
            by_node: self.by_node,
        }
    }
}

impl State {
    /// This state with `comparison`'s second search beside the first, at
    /// the same step (its options made suitable for its algorithm).
    pub(super) fn comparing(self, comparison: Comparison) -> State {
        let options = suited(comparison.options);
        let compare = Compare::new(&self.lesson, &self.options, options, comparison.by_node);
        let step = self.step;
        State {
            compare: Some(Rc::new(compare)),
            ..self
        }
        .seek(step)
    }

    /// The shared steps the controls run through: the lesson's, or in
    /// compare mode the two searches' together.
    pub fn steps(&self) -> usize {
        self.compare
            .as_ref()
            .map_or(self.lesson.len(), |compare| compare.timeline())
    }

    /// The step one on from here: the next, or when stepping by the node
    /// finished, the next that finishes a node.
    pub(super) fn step_on(&self) -> usize {
        match &self.compare {
            Some(compare) if compare.by_node => (self.step + 1..self.steps())
                .find(|&count| self.finishes(count))
                .unwrap_or(self.steps()),
            _ => self.step + 1,
        }
    }

    /// The step one back from here, as [`State::step_on`] counts them.
    pub(super) fn step_back(&self) -> usize {
        match &self.compare {
            Some(compare) if compare.by_node => (1..self.step)
                .rev()
                .find(|&count| self.finishes(count))
                .unwrap_or(0),
            _ => self.step.saturating_sub(1),
        }
    }

    /// Whether the first search's step number `count` finishes a node.
    fn finishes(&self, count: usize) -> bool {
        self.lesson.run.as_ref().is_ok_and(|run| {
            matches!(
                run.trace.steps.get(count - 1),
                Some(Step::Evaluate { .. } | Step::Return { .. })
            )
        })
    }

    /// This state with the second search beside step `step` of the first.
    pub(super) fn keep_pace(self, step: usize) -> State {
        let compare = self
            .compare
            .as_ref()
            .map(|compare| Rc::new(compare.at(step)));
        State { compare, ..self }
    }
}
