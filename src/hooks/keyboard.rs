//! The keyboard shortcuts, so that a lecturer can drive the whole
//! animation from a presenter's remote or a laptop keyboard.

use crate::shared::{REPLY_FIELD_ID, TREE_ID, VALUE_FIELD_ID};
use crate::state::{
    Action, EditCommand, EditorAction, Near, PlayerAction, PracticeAction, State, ViewAction,
};
use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlInputElement, KeyboardEvent, SvgElement};
use yew::prelude::*;

/// The action a key asks for, if it is a shortcut.
pub fn action_for(key: &str) -> Option<Action> {
    Some(match key {
        "ArrowRight" => Action::Player(PlayerAction::Forward),
        "ArrowLeft" => Action::Player(PlayerAction::Back),
        // Into the drawing: the root is selected, for editing or answering.
        "ArrowDown" | "ArrowUp" => Action::Editor(EditorAction::SelectNear(Near::FirstChild)),
        " " => Action::Player(PlayerAction::TogglePlay),
        "Home" => Action::Player(PlayerAction::ToStart),
        "End" => Action::Player(PlayerAction::ToEnd),
        "n" | "N" => Action::Player(PlayerAction::NextCut),
        "+" | "=" => Action::Player(PlayerAction::Faster),
        "-" | "_" => Action::Player(PlayerAction::Slower),
        "f" | "F" => Action::View(ViewAction::Fit),
        "p" | "P" => Action::View(ViewAction::ToggleProjector),
        "d" | "D" => Action::View(ViewAction::ToggleTheme),
        "o" | "O" => Action::View(ViewAction::ToggleOrder),
        "?" => Action::View(ViewAction::ToggleHelp),
        "Escape" => Action::Escape,
        _ => return None,
    })
}

/// The action a key asks for while a node of the drawing is selected: the
/// arrows move the selection rather than the animation (Escape, which
/// clears it, is [`Action::Escape`]), C marks the branch into it as cut in
/// an exercise, [ and ] move it among its siblings, Insert and Delete (or Backspace) add a child and delete the subtree.
pub fn action_for_selected(key: &str) -> Option<Action> {
    Some(match key {
        "ArrowUp" => Action::Editor(EditorAction::SelectNear(Near::Parent)),
        "ArrowDown" => Action::Editor(EditorAction::SelectNear(Near::FirstChild)),
        "ArrowLeft" => Action::Editor(EditorAction::SelectNear(Near::Previous)),
        "ArrowRight" => Action::Editor(EditorAction::SelectNear(Near::Next)),
        "Insert" => Action::Editor(EditorAction::Edit(EditCommand::AddChild)),
        "c" | "C" => Action::Practice(PracticeAction::ToggleCut),
        "[" => Action::Editor(EditorAction::Edit(EditCommand::Move { left: true })),
        "]" => Action::Editor(EditorAction::Edit(EditCommand::Move { left: false })),
        "Delete" | "Backspace" => Action::Editor(EditorAction::Edit(EditCommand::DeleteSubtree)),
        _ => return None,
    })
}

/// The action Ctrl (or Cmd) with a key asks for: undo and redo of the tree.
pub fn action_for_command(key: &str, shift: bool) -> Option<Action> {
    match key {
        "z" | "Z" if shift => Some(Action::Editor(EditorAction::Redo)),
        "z" | "Z" => Some(Action::Editor(EditorAction::Undo)),
        "y" | "Y" if !shift => Some(Action::Editor(EditorAction::Redo)),
        _ => None,
    }
}

/// Listens for shortcuts on the whole document, except while the user types
/// in a text field or picks from a menu, where keys mean what they usually do.
/// While a node is `selected`, the editing keys come first, and Enter moves
/// into the edit bar's (or the answer bar's) value field; otherwise Enter
/// moves into the reply field of an exercise's open question.
#[hook]
pub fn use_keyboard(dispatch: UseReducerDispatcher<State>, selected: bool) {
    use_effect_with(selected, move |&selected| {
        let document = gloo_utils::document();
        // Not passive: Space and the arrows must not also scroll the page.
        let options = EventListenerOptions::enable_prevent_default();
        let listener =
            EventListener::new_with_options(&document, "keydown", options, move |event| {
                let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                if typing(event) || pressing(event) {
                    // In a field the browser's own undo applies; on a
                    // button Enter and Space press it.
                    return;
                }
                if (event.ctrl_key() || event.meta_key()) && !event.alt_key() {
                    if let Some(action) = action_for_command(&event.key(), event.shift_key()) {
                        event.prevent_default();
                        dispatch.dispatch(action);
                    }
                    return;
                }
                if event.alt_key() {
                    return;
                }
                let key = event.key();
                if key == "Enter" {
                    // The selected node's value, or the open question's reply.
                    let field_id = if selected {
                        VALUE_FIELD_ID
                    } else {
                        REPLY_FIELD_ID
                    };
                    if let Some(field) = gloo_utils::document()
                        .get_element_by_id(field_id)
                        .and_then(|field| field.dyn_into::<HtmlInputElement>().ok())
                    {
                        event.prevent_default();
                        // Focus fails only for a field that is gone already.
                        let _ = field.focus();
                        // Selected, so that typing replaces the value.
                        field.select();
                    }
                    return;
                }
                let action = selected
                    .then(|| action_for_selected(&key))
                    .flatten()
                    .or_else(|| action_for(&key));
                if let Some(action) = action {
                    event.prevent_default();
                    if matches!(action, Action::Editor(EditorAction::SelectNear(_))) {
                        // The keys now work on the drawing, which takes the
                        // focus: Enter edits the node rather than pressing a
                        // button left focused, and a screen reader reads out
                        // each node the arrows reach.
                        focus_tree();
                    }
                    dispatch.dispatch(action);
                }
            });
        move || drop(listener)
    });
}

/// Whether the key presses the button (or link, or disclosure) that has
/// the focus, as Enter and Space do for keyboard users.
fn pressing(event: &KeyboardEvent) -> bool {
    let key = event.key();
    (key == "Enter" || key == " ")
        && event
            .target()
            .and_then(|target| target.dyn_into::<HtmlElement>().ok())
            .is_some_and(|element| {
                matches!(element.tag_name().as_str(), "BUTTON" | "A" | "SUMMARY")
            })
}

/// Gives the focus to the tree drawing.
fn focus_tree() {
    let tree = gloo_utils::document()
        .get_element_by_id(TREE_ID)
        .and_then(|tree| tree.dyn_into::<SvgElement>().ok());
    if let Some(tree) = tree {
        // Focus fails only for a drawing that is gone already.
        let _ = tree.focus();
    }
}

/// Whether the key goes to a field the user is typing in.
fn typing(event: &KeyboardEvent) -> bool {
    event
        .target()
        .and_then(|target| target.dyn_into::<HtmlElement>().ok())
        .is_some_and(|element| {
            matches!(element.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                || element.is_content_editable()
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn with_a_node_selected_the_arrows_move_the_selection() {
        assert_eq!(
            action_for_selected("ArrowLeft"),
            Some(Action::Editor(EditorAction::SelectNear(Near::Previous)))
        );
        assert_eq!(action_for("Escape"), Some(Action::Escape));
        assert_eq!(
            action_for_selected("Backspace"),
            Some(Action::Editor(EditorAction::Edit(
                EditCommand::DeleteSubtree
            )))
        );
        assert_eq!(action_for_selected(" "), None, "Space still plays");
    }

    #[test]
    fn ctrl_z_undoes_and_ctrl_shift_z_or_ctrl_y_redoes() {
        assert_eq!(
            action_for_command("z", false),
            Some(Action::Editor(EditorAction::Undo))
        );
        assert_eq!(
            action_for_command("Z", true),
            Some(Action::Editor(EditorAction::Redo))
        );
        assert_eq!(
            action_for_command("y", false),
            Some(Action::Editor(EditorAction::Redo))
        );
        assert_eq!(
            action_for_command("c", false),
            None,
            "copy stays the browser's"
        );
    }
}
