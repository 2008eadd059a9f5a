//! The player slice: which lesson is on show (a lecture example, the
//! search and its variant), how far it has played, and the animation that
//! plays it. Stepping replays the trace; nothing here searches again but a
//! change of option. The slice owns its state ([`Player`]); it reads
//! compare mode and the exercise under way for how far it may play.

use super::practice::Practice;
use super::{Across, Compare, Source};
use crate::language::explanations;
use crate::lesson::Lesson;
use crate::shared::SPEEDS;
use gametree::options::MonteCarlo;
use gametree::presets::presets;
use gametree::{Algorithm, Failure, Frame, MoveOrder, Options, Step, TieRule, Tree};
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
    /// Run Monte Carlo tree search with these options.
    SetMonteCarlo(MonteCarlo),
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
    /// Monte Carlo tree search: on to the end of this many more iterations
    /// (or of the search); nothing in the other searches.
    Iterations(u32),
    /// A long Monte Carlo tree search of the lesson on show has run: show
    /// this lesson of it (`Lesson::resumed`), at its end.
    Searched(Rc<Lesson>),
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

/// The player slice's own state: the lesson on show and how far it has played.
#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    /// The tree as loaded, before any naming.
    pub tree: Rc<Tree>,
    /// The same tree in the notation, for the address.
    pub text: Rc<str>,
    /// The search and its variant.
    pub options: Options,
    /// Whether unlabelled nodes are named A, B, C… breadth-first (the
    /// default: sentences then name nodes as the drawing shows them).
    pub letter_names: bool,
    /// The tree searched with the options.
    pub lesson: Rc<Lesson>,
    /// How many steps have been played.
    pub step: usize,
    /// The tree after `step` steps.
    pub frame: Rc<Frame>,
    /// Whether the animation runs by itself.
    pub playing: bool,
    /// An index into [`SPEEDS`].
    pub speed: usize,
    /// The lecture example on show, if the tree is one.
    pub preset: Option<usize>,
}

/// What the player reads of the other slices: how many steps there are
/// to play and how far it may go.
pub(super) struct Around<'a> {
    /// Compare mode's second search, whose steps the controls run through too.
    pub compare: Option<&'a Compare>,
    /// The exercise under way, which keeps the answers hidden.
    pub practice: Option<&'a Practice>,
}

/// Applies `action` to the player, among the slices `around` it; a
/// lecture example to load is asked of the page as a tree to show.
pub(super) fn reduce(
    player: &Player,
    action: PlayerAction,
    around: &Around,
) -> (Player, Option<Across>) {
    let player = player.clone();
    let last = player.steps(around);
    let options = player.options;
    let played = match action {
        PlayerAction::LoadPreset(index) => return (player, load_preset(index)),
        PlayerAction::SetAlgorithm(algorithm) => {
            player.rerun(options_for(algorithm, options), around)
        }
        PlayerAction::SetDepth(depth) => player.rerun(Options { depth, ..options }, around),
        PlayerAction::SetTies(ties) => player.rerun(Options { ties, ..options }, around),
        PlayerAction::SetFailure(failure) => player.rerun(Options { failure, ..options }, around),
        PlayerAction::SetOrder(order) => player.rerun(suited(Options { order, ..options }), around),
        PlayerAction::SetIterative(iterative) => player.rerun(
            suited(Options {
                iterative,
                ..options
            }),
            around,
        ),
        PlayerAction::SetMonteCarlo(monte_carlo) => player.rerun(
            Options {
                monte_carlo,
                ..options
            },
            around,
        ),
        PlayerAction::SetLetterNames(letter_names) => {
            let lesson = Lesson::new(&player.tree, &options, letter_names);
            Player {
                letter_names,
                frame: Rc::new(lesson.frame(player.step)),
                lesson,
                ..player
            }
        }
        PlayerAction::Seek(step) => player.paused_at(step, around),
        PlayerAction::Forward => {
            let step = player.step_on(around);
            player.paused_at(step, around)
        }
        PlayerAction::Back => {
            let step = player.step_back(around);
            player.paused_at(step, around)
        }
        PlayerAction::ToStart => player.paused_at(0, around),
        PlayerAction::ToEnd => player.paused_at(last, around),
        PlayerAction::NextCut => {
            let target = match &player.lesson.run {
                Ok(run) => run
                    .cut_steps
                    .iter()
                    .find(|&&index| index >= player.step)
                    .map_or(last, |&index| index + 1),
                Err(_) => 0,
            };
            player.paused_at(target, around)
        }
        PlayerAction::Iterations(count) => {
            let Ok(run) = &player.lesson.run else {
                return (player, None);
            };
            if run.trace.options.algorithm != Algorithm::MonteCarlo {
                return (player, None);
            }
            let ends = (run.trace.steps.iter().enumerate())
                .skip(player.step)
                .filter(|(_, step)| matches!(step, Step::Backpropagation { .. }));
            let target = ends
                .map(|(index, _)| index + 1)
                .nth((count as usize).saturating_sub(1));
            player.paused_at(target.unwrap_or(last), around)
        }
        PlayerAction::Searched(lesson) => {
            // A search finished for a lesson no longer on show is dropped.
            if !lesson.resumes(&player.lesson) {
                return (player, None);
            }
            let end = lesson.len();
            Player {
                frame: Rc::new(lesson.frame(0)),
                lesson,
                ..player
            }
            .paused_at(end, around)
        }
        PlayerAction::TogglePlay => {
            let playing = !player.playing && last > 0;
            // Playing from the end starts again from the beginning.
            let from = if playing && player.step >= last {
                0
            } else {
                player.step
            };
            Player { playing, ..player }.seek(from, around)
        }
        PlayerAction::Pause => Player {
            playing: false,
            ..player
        },
        PlayerAction::Tick if player.playing => {
            let step = player.step_on(around);
            let playing = step < player.limit(around);
            Player { playing, ..player }.seek(step, around)
        }
        PlayerAction::Tick => player,
        PlayerAction::Faster => Player {
            speed: (player.speed + 1).min(SPEEDS.len() - 1),
            ..player
        },
        PlayerAction::Slower => Player {
            speed: player.speed.saturating_sub(1),
            ..player
        },
    };
    (played, None)
}

/// Lecture example `index` with its own search, as a tree to show;
/// nothing when there is no such example.
fn load_preset(index: usize) -> Option<Across> {
    let preset = presets().into_iter().nth(index)?;
    let tree = gametree::parse(&preset.text(explanations())).ok()?;
    Some(Across::Show {
        tree,
        options: preset.options,
        source: Some(Source::Preset(index)),
    })
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
    // A planted bug lives in one search only.
    if options.bug.is_some_and(|bug| bug.algorithm() != algorithm) {
        options.bug = None;
    }
    // AND-OR search says why it takes no depth limit; Monte Carlo tree
    // search's menu for it is off.
    if algorithm == Algorithm::MonteCarlo {
        options.depth = None;
    }
    options
}

impl Player {
    /// What a room being quizzed sees of the step on show before it is
    /// revealed: the frame before it, with the step's node current and
    /// nothing written at it, so that what the step finds is guessed first.
    pub fn asked_frame(&self) -> Rc<Frame> {
        let mut frame = self.lesson.frame(self.frame.steps.saturating_sub(1));
        frame.current = self.frame.current;
        if let Some(node) = (frame.current).and_then(|node| frame.nodes.get_mut(node.index())) {
            node.value = None;
            node.window = None;
        }
        Rc::new(frame)
    }

    /// `tree` searched with `options`, at step 0, its unlabelled nodes
    /// named A, B, C… so that sentences name them as the drawing does.
    pub fn new(tree: Rc<Tree>, options: Options) -> Player {
        let lesson = Lesson::new(&tree, &options, true);
        Player {
            text: tree.to_string().into(),
            frame: Rc::new(lesson.frame(0)),
            tree,
            options,
            letter_names: true,
            lesson,
            step: 0,
            playing: false,
            speed: DEFAULT_SPEED,
            preset: None,
        }
    }

    /// The shared steps the controls run through: the lesson's, or in
    /// compare mode the two searches' together.
    pub(super) fn steps(&self, around: &Around) -> usize {
        around
            .compare
            .map_or(self.lesson.len(), |compare| compare.timeline())
    }

    /// The farthest step the animation may show now: all of them, except
    /// while an exercise keeps the answers hidden.
    pub(super) fn limit(&self, around: &Around) -> usize {
        let steps = self.steps(around);
        around
            .practice
            .map_or(steps, |practice| practice.limit(steps))
    }

    /// This player after `step` steps, or as far as the exercise under
    /// way allows; in compare mode the first stays at its end while the
    /// second plays on.
    pub(super) fn seek(self, step: usize, around: &Around) -> Player {
        let step = step.min(self.limit(around));
        let own = step.min(self.lesson.len());
        Player {
            frame: self.lesson.frame_from(&self.frame, own),
            step,
            ..self
        }
    }

    /// This player paused after `step` steps: where a step the user takes
    /// leaves the animation.
    fn paused_at(self, step: usize, around: &Around) -> Player {
        Player {
            playing: false,
            ..self
        }
        .seek(step, around)
    }

    /// The search run again with `options`; the tree stays and the
    /// animation starts again.
    pub(super) fn rerun(self, options: Options, around: &Around) -> Player {
        let lesson = Lesson::new(&self.tree, &options, self.letter_names);
        Player {
            options,
            frame: Rc::new(lesson.frame(0)),
            lesson,
            step: 0,
            playing: false,
            ..self
        }
        .seek(0, around)
    }

    /// The step one on from here: the next, or when stepping by the node
    /// finished, the next that finishes a node.
    fn step_on(&self, around: &Around) -> usize {
        match around.compare {
            Some(compare) if compare.by_node => (self.step + 1..self.steps(around))
                .find(|&count| self.finishes(count))
                .unwrap_or(self.steps(around)),
            _ => self.step + 1,
        }
    }

    /// The step one back from here, as [`Player::step_on`] counts them.
    fn step_back(&self, around: &Around) -> usize {
        match around.compare {
            Some(compare) if compare.by_node => (1..self.step)
                .rev()
                .find(|&count| self.finishes(count))
                .unwrap_or(0),
            _ => self.step.saturating_sub(1),
        }
    }

    /// Whether the search's step number `count` finishes a node.
    fn finishes(&self, count: usize) -> bool {
        self.lesson.run.as_ref().is_ok_and(|run| {
            matches!(
                run.trace.steps.get(count - 1),
                Some(Step::Evaluate { .. } | Step::Return { .. })
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::PlayerAction::*;
    use super::*;
    use crate::state::testing::reduce;
    use crate::state::{Action, State};
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
        assert_eq!(state.player.step, 1);
        assert_eq!(*state.player.frame, state.player.lesson.frame(1));
        let state = reduce(state, &[Action::Player(Back), Action::Player(Back)]);
        assert_eq!(state.player.step, 0, "never before the start");
        let state = reduce(state, &[Action::Player(ToEnd), Action::Player(Forward)]);
        assert_eq!(state.player.step, 43, "never past the end");
    }

    #[test]
    fn next_cut_stops_just_after_the_cut_of_c() {
        let state = reduce(State::new(), &[Action::Player(NextCut)]);
        let run = state.player.lesson.run.as_ref().unwrap();
        assert!(matches!(
            run.step(state.player.step - 1),
            gametree::Step::Cut { .. }
        ));
        assert_eq!(state.player.frame.cutoffs, 1);
        let state = reduce(state, &[Action::Player(NextCut)]);
        assert_eq!(state.player.step, 43, "no more cuts: on to the end");
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
        assert_eq!(state.player.step, 0);
        let state = reduce(
            state,
            &[
                Action::Player(SetAlgorithm(Algorithm::Minimax)),
                Action::Player(ToEnd),
            ],
        );
        assert_eq!(
            state.player.options.ties,
            TieRule::CutOnEqual,
            "minimax takes no tie rule"
        );
        assert_eq!(state.player.frame.cutoffs, 0);
        assert_eq!(state.player.tree, State::new().player.tree);
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
        assert_eq!(state.player.options.order, MoveOrder::Worst);
        assert!(state.player.options.iterative);
        let run = state.player.lesson.run.as_ref().unwrap();
        assert_eq!(run.passes.len(), 3, "depths 1, 2 and 3");
        assert_eq!(run.one_search.map(|counts| counts.evaluated), Some(7));
        let state = reduce(state, &[Action::Player(SetAlgorithm(Algorithm::Minimax))]);
        assert_eq!(
            state.player.options.order,
            MoveOrder::Worst,
            "minimax takes an order"
        );
        assert!(!state.player.options.iterative, "but does not deepen");
        let state = reduce(state, &[Action::Player(SetAlgorithm(Algorithm::MaxN))]);
        assert_eq!(state.player.options.order, MoveOrder::Drawn);
    }

    #[test]
    fn a_tree_the_algorithm_cannot_take_says_why() {
        let state = reduce(
            State::new(),
            &[Action::Player(SetAlgorithm(Algorithm::MaxN))],
        );
        assert!(state.player.lesson.run.is_err());
        assert_eq!(state.player.lesson.len(), 0);
        let state = reduce(
            state,
            &[Action::Player(TogglePlay), Action::Player(Forward)],
        );
        assert!(!state.player.playing);
        assert_eq!(state.player.step, 0);
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
        assert_eq!((state.player.step, state.player.playing), (43, false));
        let state = reduce(state, &[Action::Player(TogglePlay)]);
        assert_eq!((state.player.step, state.player.playing), (0, true));
        let state = reduce(state, &[Action::Player(Pause), Action::Player(Tick)]);
        assert_eq!(state.player.step, 0, "no tick while paused");
    }

    #[test]
    fn every_preset_loads() {
        for index in 0..presets().len() {
            let state = reduce(
                State::new(),
                &[Action::Player(LoadPreset(index)), Action::Player(ToEnd)],
            );
            assert_eq!(state.player.preset, Some(index));
            assert!(state.player.lesson.run.is_ok(), "preset {index}");
            // Decided: valued, proved or disproved by a proof-number search,
            // or chosen by Monte Carlo tree search.
            let frame = &state.player.frame;
            let root_done = frame.node(NodeId::ROOT).state == gametree::NodeState::Done;
            let chosen = frame.monte_carlo.iterations > 0 && frame.chosen.is_some();
            assert!(
                root_done || frame.proof.solved.is_some() || chosen,
                "preset {index}"
            );
        }
    }
}
