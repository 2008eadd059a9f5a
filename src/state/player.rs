//! The player slice: which lesson is on show (a lecture example, the
//! search and its variant), how far it has played, and the animation that
//! plays it. Stepping replays the trace; nothing here searches again but a
//! change of option.

use super::State;
use crate::language::explanations;
use crate::lesson::Lesson;
use crate::shared::SPEEDS;
use gametree::presets::presets;
use gametree::{Algorithm, Failure, MoveOrder, Options, TieRule};
use std::rc::Rc;

/// The speed the app starts at: slow enough to read each sentence.
pub const DEFAULT_SPEED: usize = 2;

/// What can happen to the search on show and its playback.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayerAction {
    /// Load lecture example number n with its search.
    LoadPreset(usize),
    /// Run another algorithm on the same tree.
    SetAlgorithm(Algorithm),
    /// Stop at this depth, or search the whole tree.
    SetDepth(Option<u32>),
    /// Cut on equality or only on strict inequality.
    SetTies(TieRule),
    /// Fail-soft or fail-hard.
    SetFailure(Failure),
    /// Search the children in this order.
    SetOrder(MoveOrder),
    /// Deepen iteratively, pass after pass, or search once.
    SetIterative(bool),
    /// Name unlabelled nodes A, B, C… or not.
    SetLetterNames(bool),
    /// Go to the moment after this many steps.
    Seek(usize),
    /// One step on.
    Forward,
    /// One step back.
    Back,
    /// Back to before the first step.
    ToStart,
    /// On to after the last step.
    ToEnd,
    /// On to the next step that cuts children.
    NextCut,
    /// Start or pause the animation.
    TogglePlay,
    /// Pause the animation (the tab was hidden, say).
    Pause,
    /// The playback timer fired: one step on, pausing at the end.
    Tick,
    /// Play faster.
    Faster,
    /// Play slower.
    Slower,
}

/// Applies `action` to `state`.
pub(super) fn reduce(state: State, action: PlayerAction) -> State {
    let last = state.steps();
    let options = state.options;
    match action {
        PlayerAction::LoadPreset(index) => load_preset(state, index),
        PlayerAction::SetAlgorithm(algorithm) => state.rerun(options_for(algorithm, options)),
        PlayerAction::SetDepth(depth) => state.rerun(Options { depth, ..options }),
        PlayerAction::SetTies(ties) => state.rerun(Options { ties, ..options }),
        PlayerAction::SetFailure(failure) => state.rerun(Options { failure, ..options }),
        PlayerAction::SetOrder(order) => state.rerun(suited(Options { order, ..options })),
        PlayerAction::SetIterative(iterative) => state.rerun(suited(Options {
            iterative,
            ..options
        })),
        PlayerAction::SetLetterNames(letter_names) => {
            let step = state.step;
            let mut renamed = State {
                letter_names,
                ..state
            };
            renamed.lesson = Lesson::new(&renamed.tree, &options, letter_names);
            renamed.frame = Rc::new(renamed.lesson.frame(step));
            renamed
        }
        PlayerAction::Seek(step) => state.paused_at(step),
        PlayerAction::Forward => {
            let step = state.step_on();
            state.paused_at(step)
        }
        PlayerAction::Back => {
            let step = state.step_back();
            state.paused_at(step)
        }
        PlayerAction::ToStart => state.paused_at(0),
        PlayerAction::ToEnd => state.paused_at(last),
        PlayerAction::NextCut => {
            let target = match &state.lesson.run {
                Ok(run) => run
                    .cut_steps
                    .iter()
                    .find(|&&index| index >= state.step)
                    .map_or(last, |&index| index + 1),
                Err(_) => 0,
            };
            state.paused_at(target)
        }
        PlayerAction::TogglePlay => {
            let playing = !state.playing && last > 0;
            // Playing from the end starts again from the beginning.
            let from = if playing && state.step >= last {
                0
            } else {
                state.step
            };
            State { playing, ..state }.seek(from)
        }
        PlayerAction::Pause => State {
            playing: false,
            ..state
        },
        PlayerAction::Tick if state.playing => {
            let step = state.step_on();
            let playing = step < state.limit();
            State { playing, ..state }.seek(step)
        }
        PlayerAction::Tick => state,
        PlayerAction::Faster => State {
            speed: (state.speed + 1).min(SPEEDS.len() - 1),
            ..state
        },
        PlayerAction::Slower => State {
            speed: state.speed.saturating_sub(1),
            ..state
        },
    }
}

/// Lecture example `index` with its own search, in the look of `state`;
/// `state` as it is when there is no such example.
fn load_preset(state: State, index: usize) -> State {
    let Some(preset) = presets().into_iter().nth(index) else {
        return state;
    };
    let Ok(tree) = gametree::parse(&preset.text(explanations())) else {
        return state;
    };
    State {
        preset: Some(index),
        ..state.with_tree_in_this_look(Rc::new(tree), preset.options)
    }
}

/// The options of `old` with another algorithm, made suitable for it.
fn options_for(algorithm: Algorithm, old: Options) -> Options {
    suited(Options { algorithm, ..old })
}

/// `options` with every choice its algorithm does not take reset (the tie
/// rule and fail-hard, the order, iterative deepening), so that switching
/// algorithm never makes an unsuitable combination.
pub(super) fn suited(mut options: Options) -> Options {
    let algorithm = options.algorithm;
    if !algorithm.takes_cut_variants() {
        options.ties = TieRule::default();
        options.failure = Failure::default();
    }
    if !algorithm.takes_order() {
        options.order = MoveOrder::Drawn;
    }
    if !algorithm.deepens() {
        options.iterative = false;
    }
    options
}

impl State {
    /// The farthest step the animation may show now: all of them, except
    /// while an exercise keeps the answers hidden.
    pub fn limit(&self) -> usize {
        let steps = self.steps();
        self.practice
            .as_ref()
            .map_or(steps, |practice| practice.limit(steps))
    }

    /// This state after `step` steps, or as far as the exercise under way allows.
    /// In compare mode the second search keeps pace, and the first stays
    /// at its end while the second plays on.
    pub(super) fn seek(mut self, step: usize) -> State {
        let step = step.min(self.limit());
        let own = step.min(self.lesson.len());
        self.frame = self.lesson.frame_from(&self.frame, own);
        self.step = step;
        self.keep_pace(step)
    }

    /// This state paused after `step` steps: where a step the user takes
    /// leaves the animation.
    fn paused_at(self, step: usize) -> State {
        State {
            playing: false,
            ..self
        }
        .seek(step)
    }

    /// Re-runs the search after an option changed; the tree stays and the
    /// animation starts again.
    pub(super) fn rerun(mut self, options: Options) -> State {
        self.options = options;
        self.lesson = Lesson::new(&self.tree, &options, self.letter_names);
        self.frame = Rc::new(self.lesson.frame(0));
        self.step = 0;
        self.playing = false;
        self.seek(0)
    }
}

#[cfg(test)]
mod tests {
    use super::PlayerAction::*;
    use super::*;
    use crate::state::testing::reduce;
    use crate::state::Action;
    use gametree::presets::presets;
    use gametree::NodeId;

    #[test]
    fn stepping_replays_the_trace() {
        let state = reduce(
            State::new(),
            &[
                Action::Player(Forward),
                Action::Player(Forward),
                Action::Player(Back),
            ],
        );
        assert_eq!(state.step, 1);
        assert_eq!(*state.frame, state.lesson.frame(1));
        let state = reduce(state, &[Action::Player(Back), Action::Player(Back)]);
        assert_eq!(state.step, 0, "never before the start");
        let state = reduce(state, &[Action::Player(ToEnd), Action::Player(Forward)]);
        assert_eq!(state.step, 43, "never past the end");
    }

    #[test]
    fn next_cut_stops_just_after_the_cut_of_c() {
        let state = reduce(State::new(), &[Action::Player(NextCut)]);
        let run = state.lesson.run.as_ref().unwrap();
        assert!(matches!(
            run.step(state.step - 1),
            gametree::Step::Cut { .. }
        ));
        assert_eq!(state.frame.cutoffs, 1);
        let state = reduce(state, &[Action::Player(NextCut)]);
        assert_eq!(state.step, 43, "no more cuts: on to the end");
    }

    #[test]
    fn changing_the_algorithm_keeps_the_tree_and_restarts() {
        let state = reduce(
            State::new(),
            &[
                Action::Player(Seek(30)),
                Action::Player(SetTies(TieRule::Strict)),
            ],
        );
        assert_eq!(state.step, 0);
        let state = reduce(
            state,
            &[
                Action::Player(SetAlgorithm(Algorithm::Minimax)),
                Action::Player(ToEnd),
            ],
        );
        assert_eq!(
            state.options.ties,
            TieRule::CutOnEqual,
            "minimax takes no tie rule"
        );
        assert_eq!(state.frame.cutoffs, 0);
        assert_eq!(state.tree, State::new().tree);
    }

    #[test]
    fn orders_and_deepening_are_kept_only_where_the_algorithm_takes_them() {
        let static_values = "A(B=4(E=2 F=7) C=9(G=1 H=5(K=12 L=3)) D=6(I=8 J=4))";
        let state = reduce(
            State::new(),
            &[
                Action::Editor(crate::state::EditorAction::EditText(static_values.into())),
                Action::Player(SetOrder(MoveOrder::Worst)),
                Action::Player(SetIterative(true)),
                Action::Player(SetAlgorithm(Algorithm::Pvs)),
            ],
        );
        assert_eq!(state.options.order, MoveOrder::Worst);
        assert!(state.options.iterative);
        let run = state.lesson.run.as_ref().unwrap();
        assert_eq!(run.passes.len(), 3, "depths 1, 2 and 3");
        assert_eq!(run.one_search.map(|counts| counts.evaluated), Some(7));
        let state = reduce(state, &[Action::Player(SetAlgorithm(Algorithm::Minimax))]);
        assert_eq!(
            state.options.order,
            MoveOrder::Worst,
            "minimax takes an order"
        );
        assert!(!state.options.iterative, "but does not deepen");
        let state = reduce(state, &[Action::Player(SetAlgorithm(Algorithm::MaxN))]);
        assert_eq!(state.options.order, MoveOrder::Drawn);
    }

    #[test]
    fn a_tree_the_algorithm_cannot_take_says_why() {
        let state = reduce(
            State::new(),
            &[Action::Player(SetAlgorithm(Algorithm::MaxN))],
        );
        assert!(state.lesson.run.is_err());
        assert_eq!(state.lesson.len(), 0);
        let state = reduce(
            state,
            &[Action::Player(TogglePlay), Action::Player(Forward)],
        );
        assert!(!state.playing);
        assert_eq!(state.step, 0);
    }

    #[test]
    fn playing_stops_at_the_end_and_starts_again_from_the_beginning() {
        let state = reduce(
            State::new(),
            &[
                Action::Player(Seek(42)),
                Action::Player(TogglePlay),
                Action::Player(Tick),
            ],
        );
        assert_eq!((state.step, state.playing), (43, false));
        let state = reduce(state, &[Action::Player(TogglePlay)]);
        assert_eq!((state.step, state.playing), (0, true));
        let state = reduce(state, &[Action::Player(Pause), Action::Player(Tick)]);
        assert_eq!(state.step, 0, "no tick while paused");
    }

    #[test]
    fn every_preset_loads() {
        for index in 0..presets().len() {
            let state = reduce(
                State::new(),
                &[Action::Player(LoadPreset(index)), Action::Player(ToEnd)],
            );
            assert_eq!(state.preset, Some(index));
            assert!(state.lesson.run.is_ok(), "preset {index}");
            // Decided: valued, or proved or disproved by a proof-number search.
            let root_done = state.frame.node(NodeId::ROOT).state == gametree::NodeState::Done;
            assert!(
                root_done || state.frame.proof.solved.is_some(),
                "preset {index}"
            );
        }
    }
}
