//! What each panel's events ask of the state: the one place where a
//! component's own words (a button pressed, an option picked) become an
//! [`Action`]. Components know nothing of the state; they take domain
//! callbacks, and the page builds each one by `reform`ing its action
//! callback with a function from here.

use crate::components::controls::Press;
use crate::components::exercise_form::fresh_seed;
use crate::components::lambda_panel::ThreatSearch;
use crate::components::mode_switch::Mode;
use crate::components::options_bar::Pick;
use crate::state::practice::fresh_setup;
use crate::state::{
    Action, CompareAction, EditCommand, EditorAction, GameAction, LabAction, PlayerAction,
    PracticeAction, ViewAction,
};
use gametree::random::RandomSpec;
use gametree::{MoveOrder, Options};
use yew::AttrValue;

/// A button of the playback bar.
pub fn playback(press: Press) -> Action {
    Action::Player(match press {
        Press::ToStart => PlayerAction::ToStart,
        Press::Back => PlayerAction::Back,
        Press::TogglePlay => PlayerAction::TogglePlay,
        Press::Forward => PlayerAction::Forward,
        Press::ToEnd => PlayerAction::ToEnd,
        Press::NextCut => PlayerAction::NextCut,
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
        Pick::Lab => Action::Lab(LabAction::Toggle),
        Pick::LetterNames(on) => Action::Player(PlayerAction::SetLetterNames(on)),
        Pick::VisitOrder => Action::View(ViewAction::ToggleOrder),
        Pick::Projector => Action::View(ViewAction::ToggleProjector),
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
pub fn refuse(why: AttrValue) -> Action {
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
