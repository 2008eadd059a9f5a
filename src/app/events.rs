//! What each panel's events ask of the state: the one place where a
//! component's own words (a button pressed, an option picked) become an
//! [`Action`]. Components know nothing of the state; they take domain
//! callbacks, and the page builds each one by `reform`ing its action
//! callback with a function from here.

use crate::components::controls::Press;
use crate::components::lambda_panel::ThreatSearch;
use crate::components::mode_switch::Mode;
use crate::components::options_bar::Pick;
use crate::lesson::Lesson;
use crate::notice::Notice;
use crate::shared::fresh_seed;
use crate::state::practice::fresh_setup;
use crate::state::{
    Action, CompareAction, EditCommand, EditorAction, GameAction, LabAction, PlayerAction,
    PracticeAction, ViewAction,
};
use gametree::random::RandomSpec;
use gametree::{MoveOrder, Options};
use std::rc::Rc;
use yew::{Callback, MouseEvent};

/// Every panel's domain callbacks, made once from the page's action
/// callback (and again only when practice starts or ends, which changes
/// what "watch" means): a panel whose props are unchanged is then not
/// redrawn, which would cost time at every step and pan, and would put
/// back what a student typed in a field and has not applied yet.
#[derive(Clone)]
pub struct Panels {
    /// A choice in the options bar.
    pub on_pick: Callback<Pick>,
    /// A mode pressed: watch, compare or practise.
    pub on_mode: Callback<Mode>,
    /// A step to go to: the scrubber, the history, a pass.
    pub on_seek: Callback<usize>,
    /// A button of the playback bar.
    pub on_press: Callback<Press>,
    /// Something done in the exercise.
    pub on_practice: Callback<PracticeAction>,
    /// The selected node moved one place left (`true`) or right.
    pub on_move: Callback<bool>,
    /// Play, or pause.
    pub on_play: Callback<()>,
    /// Something given was refused, and why.
    pub on_refuse: Callback<Notice>,
    /// Compare mode's second search, with these options.
    pub on_options: Callback<Options>,
    /// Compare mode stepping by the node finished, or step by step.
    pub on_by_node: Callback<bool>,
    /// A line of the second search's pseudocode pointed at as its planted bug.
    pub on_guess: Callback<usize>,
    /// Begin a bug hunt: a planted bug on a new tree on which it shows.
    pub on_hunt: Callback<MouseEvent>,
    /// The children searched in this order.
    pub on_order: Callback<MoveOrder>,
    /// The order on show kept as the tree's own.
    pub on_keep_order: Callback<()>,
    /// The lab's chart of uniform trees of this branching.
    pub on_branching: Callback<u32>,
    /// The lab's chart of new random trees.
    pub on_new_trees: Callback<()>,
    /// An AND-OR search's plan, shown as a tree.
    pub on_show_plan: Callback<()>,
    /// A change to the selected node.
    pub on_edit: Callback<EditCommand>,
    /// The tree text as typed.
    pub on_text: Callback<String>,
    /// A file's text, to read in any format.
    pub on_import: Callback<String>,
    /// Undo the last change of tree.
    pub on_undo: Callback<()>,
    /// Redo the last change undone.
    pub on_redo: Callback<()>,
    /// A random tree asked for.
    pub on_generate: Callback<RandomSpec>,
    /// A game's tree, by its recipe.
    pub on_build: Callback<String>,
    /// A lambda search asked for.
    pub on_threats: Callback<ThreatSearch>,
    /// The prisoner's dilemma crossed out to this step.
    pub on_eliminate: Callback<usize>,
    /// The prisoner's dilemma as a tree.
    pub on_open_dilemma: Callback<()>,
    /// A long Monte Carlo tree search has run: the lesson that shows it.
    pub on_searched: Callback<Rc<Lesson>>,
}

impl Panels {
    /// The callbacks, each dispatching through `on_action`.
    pub fn new(on_action: &Callback<Action>, practising: bool) -> Panels {
        Panels {
            on_pick: on_action.reform(option),
            on_mode: on_action.reform(mode(practising)),
            on_seek: on_action.reform(seek),
            on_press: on_action.reform(playback),
            on_practice: on_action.reform(practise),
            on_move: on_action.reform(move_node),
            on_play: on_action.reform(toggle_play),
            on_refuse: on_action.reform(refuse),
            on_options: on_action.reform(second_search),
            on_by_node: on_action.reform(by_node),
            on_guess: on_action.reform(|line| Action::Compare(CompareAction::Guess(line))),
            on_hunt: on_action.reform(hunt),
            on_order: on_action.reform(order),
            on_keep_order: on_action.reform(keep_order),
            on_branching: on_action.reform(branching),
            on_new_trees: on_action.reform(new_trees),
            on_show_plan: on_action.reform(show_plan),
            on_edit: on_action.reform(edit),
            on_text: on_action.reform(text),
            on_import: on_action.reform(import),
            on_undo: on_action.reform(undo),
            on_redo: on_action.reform(redo),
            on_generate: on_action.reform(random),
            on_build: on_action.reform(build),
            on_threats: on_action.reform(threats),
            on_eliminate: on_action.reform(eliminate),
            on_open_dilemma: on_action.reform(open_dilemma),
            on_searched: on_action.reform(|lesson| Action::Player(PlayerAction::Searched(lesson))),
        }
    }
}

/// A button of the playback bar.
pub fn playback(press: Press) -> Action {
    Action::Player(match press {
        Press::ToStart => PlayerAction::ToStart,
        Press::Back => PlayerAction::Back,
        Press::TogglePlay => PlayerAction::TogglePlay,
        Press::Forward => PlayerAction::Forward,
        Press::ToEnd => PlayerAction::ToEnd,
        Press::NextCut => PlayerAction::NextCut,
        Press::Iterations(count) => PlayerAction::Iterations(count),
        Press::Slower => PlayerAction::Slower,
        Press::Faster => PlayerAction::Faster,
    })
}

/// The scrubber, moved to this many steps.
pub fn seek(step: usize) -> Action {
    Action::Player(PlayerAction::Seek(step))
}

/// A choice in the options bar.
pub fn option(pick: Pick) -> Action {
    match pick {
        Pick::Preset(index) => Action::Player(PlayerAction::LoadPreset(index)),
        Pick::Algorithm(algorithm) => Action::Player(PlayerAction::SetAlgorithm(algorithm)),
        Pick::Depth(depth) => Action::Player(PlayerAction::SetDepth(depth)),
        Pick::Ties(ties) => Action::Player(PlayerAction::SetTies(ties)),
        Pick::Failure(failure) => Action::Player(PlayerAction::SetFailure(failure)),
        Pick::Iterative(on) => Action::Player(PlayerAction::SetIterative(on)),
        Pick::MonteCarlo(settings) => Action::Player(PlayerAction::SetMonteCarlo(settings)),
        Pick::Lab => Action::Lab(LabAction::Toggle),
        Pick::LetterNames(on) => Action::Player(PlayerAction::SetLetterNames(on)),
        Pick::VisitOrder => Action::View(ViewAction::ToggleOrder),
        Pick::Projector => Action::View(ViewAction::ToggleProjector),
        Pick::Quiz => Action::View(ViewAction::ToggleQuiz),
        Pick::DarkTheme => Action::View(ViewAction::ToggleTheme),
        Pick::Help => Action::View(ViewAction::ToggleHelp),
    }
}

/// A mode pressed, while `practising` or not: going back to watching
/// leaves the exercise or closes compare mode; practice starts a fresh
/// exercise.
pub fn mode(practising: bool) -> impl Fn(Mode) -> Action {
    move |mode| match mode {
        Mode::Watch if practising => Action::Practice(PracticeAction::Leave),
        Mode::Watch => Action::Compare(CompareAction::Close),
        Mode::Compare => Action::Compare(CompareAction::Open),
        Mode::Practice => Action::Practice(PracticeAction::Start(fresh_setup(fresh_seed()))),
    }
}

/// An AND-OR search's plan, shown as a tree.
pub fn show_plan(_: ()) -> Action {
    Action::Game(GameAction::ShowPlan)
}

/// A form refused, and why.
pub fn refuse(why: Notice) -> Action {
    Action::Refuse(why)
}

/// A random tree asked for.
pub fn random(spec: RandomSpec) -> Action {
    Action::Editor(EditorAction::Random(spec))
}

/// A game's tree, by its recipe.
pub fn build(recipe: String) -> Action {
    Action::Game(GameAction::Build(recipe))
}

/// A lambda search asked for.
pub fn threats(search: ThreatSearch) -> Action {
    let ThreatSearch {
        position,
        in_a_row,
        order,
    } = search;
    Action::Game(GameAction::Threats {
        position,
        in_a_row,
        order,
    })
}

/// The prisoner's dilemma crossed out to this step.
pub fn eliminate(count: usize) -> Action {
    Action::Game(GameAction::Eliminate(count))
}

/// The prisoner's dilemma as a tree.
pub fn open_dilemma(_: ()) -> Action {
    Action::Game(GameAction::OpenDilemma)
}

/// The children searched in this order (the ordering lab).
pub fn order(order: MoveOrder) -> Action {
    Action::Player(PlayerAction::SetOrder(order))
}

/// The order on show kept as the tree's own.
pub fn keep_order(_: ()) -> Action {
    Action::Lab(LabAction::KeepOrder)
}

/// The lab's chart of uniform trees of this branching.
pub fn branching(branching: u32) -> Action {
    Action::Lab(LabAction::SetBranching(branching))
}

/// The lab's chart of new random trees.
pub fn new_trees(_: ()) -> Action {
    Action::Lab(LabAction::NewTrees)
}

/// Compare mode's second search, with these options.
pub fn second_search(options: Options) -> Action {
    Action::Compare(CompareAction::SetOptions(options))
}

/// Compare mode stepping the two by the node finished, or step by step.
pub fn by_node(by_node: bool) -> Action {
    Action::Compare(CompareAction::SetByNode(by_node))
}

/// A bug hunt asked for: a planted bug, picked by a fresh seed, on a new
/// tree on which it shows.
pub fn hunt(_: MouseEvent) -> Action {
    Action::Compare(CompareAction::Hunt { seed: fresh_seed() })
}

/// Something done in the exercise.
pub fn practise(action: PracticeAction) -> Action {
    Action::Practice(action)
}

/// The selected node moved one place left (`true`) or right.
pub fn move_node(left: bool) -> Action {
    Action::Editor(EditorAction::Edit(EditCommand::Move { left }))
}

/// Play, or pause.
pub fn toggle_play(_: ()) -> Action {
    Action::Player(PlayerAction::TogglePlay)
}

/// A change to the selected node.
pub fn edit(command: EditCommand) -> Action {
    Action::Editor(EditorAction::Edit(command))
}

/// The tree text as typed.
pub fn text(typed: String) -> Action {
    Action::Editor(EditorAction::EditText(typed))
}

/// A file's text, to read in any format.
pub fn import(contents: String) -> Action {
    Action::Editor(EditorAction::Import(contents))
}

/// Undo the last change of tree.
pub fn undo(_: ()) -> Action {
    Action::Editor(EditorAction::Undo)
}

/// Redo the last change undone.
pub fn redo(_: ()) -> Action {
    Action::Editor(EditorAction::Redo)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn watching_again_leaves_the_exercise_or_closes_compare_mode() {
        assert_eq!(
            mode(true)(Mode::Watch),
            Action::Practice(PracticeAction::Leave)
        );
        assert_eq!(
            mode(false)(Mode::Watch),
            Action::Compare(CompareAction::Close)
        );
        assert_eq!(
            mode(false)(Mode::Compare),
            Action::Compare(CompareAction::Open)
        );
    }

    #[test]
    fn each_button_and_choice_asks_for_its_own_action() {
        assert_eq!(
            playback(Press::NextCut),
            Action::Player(PlayerAction::NextCut)
        );
        assert_eq!(
            option(Pick::Depth(Some(2))),
            Action::Player(PlayerAction::SetDepth(Some(2)))
        );
        assert_eq!(option(Pick::Lab), Action::Lab(LabAction::Toggle));
        assert_eq!(option(Pick::Help), Action::View(ViewAction::ToggleHelp));
    }
}
