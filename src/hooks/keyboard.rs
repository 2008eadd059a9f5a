//! The keyboard shortcuts, so that a lecturer can drive the whole
//! animation from a presenter's remote or a laptop keyboard.

use crate::shared::{REPLY_FIELD_ID, TREE_ID, VALUE_FIELD_ID};
use crate::state::{
    Action, EditCommand, EditorAction, Near, PlayerAction, PracticeAction, State, ViewAction,
};
use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement, KeyboardEvent, SvgElement};
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
        "i" | "I" => Action::Player(PlayerAction::Iterations(1)),
        "+" | "=" => Action::Player(PlayerAction::Faster),
        "-" | "_" => Action::Player(PlayerAction::Slower),
        "f" | "F" => Action::View(ViewAction::Fit),
        "z" | "Z" => Action::View(ViewAction::ZoomToSubtree),
        "p" | "P" => Action::View(ViewAction::ToggleProjector),
        "q" | "Q" => Action::View(ViewAction::ToggleQuiz),
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

/// Listens for shortcuts on the whole document, by one rule: once a control
/// has done its job, the playback keys step the search again; Escape always
/// hands the keys back to the player; a menu changes only while it is open.
/// So keys go to a text field while the user types in it (Escape leaves
/// it); Enter and Space press a focused button and Space ticks a focused
/// checkbox, as keyboard users expect; a closed menu never takes a key but
/// those that open it; and a button, checkbox or slider clicked with the
/// mouse, or a menu once picked from, gives the keys back at once.
/// While a node is `selected`, the editing keys come first, and Enter moves
/// into the edit bar's (or the answer bar's) value field; otherwise Enter
/// moves into the reply field of an exercise's open question.
#[hook]
pub fn use_keyboard(dispatch: UseReducerDispatcher<State>, selected: bool) {
    use_effect_with(selected, move |&selected| {
        let document = gloo_utils::document();
        // A pointer click whose control has not yet given the keys back.
        let pending: Rc<RefCell<Option<PointerClick>>> = Rc::default();
        let pending_for_keys = Rc::clone(&pending);
        // Not passive: Space and the arrows must not also scroll the page.
        let options = EventListenerOptions::enable_prevent_default();
        let keys = EventListener::new_with_options(&document, "keydown", options, move |event| {
            let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
                return;
            };
            let key = event.key();
            if key == "Escape" {
                // Out of any field or control: the keys are the player's
                // again; an open drawer of options closes, its button
                // taking the focus back.
                blur_focused(|_| true);
                focus_open_options();
                dispatch.dispatch(Action::Escape);
                return;
            }
            let target = target_element(event);
            // A key can come before the click's own hand-back has run.
            let handed_back = pending_for_keys
                .take()
                .is_some_and(|click| blur_focused(|element| click.finished_with(element)));
            let focus = match &target {
                Some(target) if !handed_back => Focus::of(target),
                _ => Focus::Page,
            };
            if focus.takes(event) {
                // Typing, pressing a button, ticking a box, opening a menu.
                return;
            }
            if (event.ctrl_key() || event.meta_key()) && !event.alt_key() {
                if let Some(action) = action_for_command(&key, event.shift_key()) {
                    event.prevent_default();
                    dispatch.dispatch(action);
                }
                return;
            }
            if event.alt_key() {
                return;
            }
            if focus == Focus::Menu && moves_a_closed_menu(&key) {
                // A closed menu changes only when it is open.
                event.prevent_default();
                // Nor do ↓ and ↑ there go into the drawing (after a menu
                // is closed with Escape, say): only ← and → step.
                if matches!(key.as_str(), "ArrowDown" | "ArrowUp") {
                    return;
                }
            }
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
                if matches!(action, Action::Player(_)) {
                    // Stepping, the room watches the tree: the drawer of
                    // options folds away from over it.
                    dispatch.dispatch(Action::View(ViewAction::CloseOptions));
                }
                dispatch.dispatch(action);
            }
        });
        // A control clicked with the mouse has done its job: the keys go
        // back to the player. (A click from the keyboard, detail 0, keeps
        // the focus where a keyboard user put it.)
        let clicks = EventListener::new(&document, "click", move |event| {
            let pointer = event
                .dyn_ref::<web_sys::UiEvent>()
                .is_some_and(|click| click.detail() > 0);
            let Some(clicked) = event
                .target()
                .and_then(|target| target.dyn_into::<Element>().ok())
                .filter(|_| pointer)
            else {
                return;
            };
            // A label's checkbox takes the focus after the label's click.
            let label = clicked.closest("label").ok().flatten();
            pending.replace(Some(PointerClick { clicked, label }));
            // Once the click is done, unless a key has come first.
            let pending = Rc::clone(&pending);
            Timeout::new(0, move || {
                if let Some(click) = pending.take() {
                    blur_focused(|element| click.finished_with(element));
                }
            })
            .forget();
        });
        // A menu picked from has done its job, however it was picked.
        let picks = EventListener::new(&document, "change", |event| {
            let menu = event
                .target()
                .and_then(|target| target.dyn_into::<HtmlElement>().ok())
                .is_some_and(|element| element.tag_name() == "SELECT");
            if menu {
                blur_focused(|element| element.tag_name() == "SELECT");
            }
        });
        move || drop((keys, clicks, picks))
    });
}

/// A control clicked with a pointer: it has done its job, and gives the
/// keys back to the player.
struct PointerClick {
    /// The element the click landed on.
    clicked: Element,
    /// The label around it, whose checkbox takes the focus.
    label: Option<Element>,
}

impl PointerClick {
    /// Whether the focused `element` is the control this click finished
    /// with: only that one loses the focus, not one the click moved it to
    /// on purpose (the shortcut sheet's Close, a field to answer in).
    fn finished_with(&self, element: &HtmlElement) -> bool {
        let clicked_here = element.contains(Some(&self.clicked))
            || self
                .label
                .as_ref()
                .is_some_and(|label| label.contains(Some(element)));
        Focus::of(element).is_control() && clicked_here
    }
}

/// What has the keyboard's focus, as far as shortcuts are concerned.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Focus {
    /// The page itself, or something that takes no keys.
    Page,
    /// A field the user types in: every key is the field's.
    Typing,
    /// A button, link or disclosure: Enter and Space press it.
    Button,
    /// A checkbox or radio button: Space ticks it.
    Tick,
    /// A slider: its keys are the player's, which it shows.
    Control,
    /// A menu (`select`): Space, Enter and Alt with an arrow open it.
    Menu,
}

impl Focus {
    fn of(element: &HtmlElement) -> Focus {
        match element.tag_name().as_str() {
            "TEXTAREA" => Focus::Typing,
            "SELECT" => Focus::Menu,
            "BUTTON" | "A" | "SUMMARY" => Focus::Button,
            "INPUT" => match element
                .dyn_ref::<HtmlInputElement>()
                .map(HtmlInputElement::type_)
                .as_deref()
            {
                Some("checkbox" | "radio") => Focus::Tick,
                Some("range" | "button" | "submit" | "reset" | "file" | "color") => Focus::Control,
                _ => Focus::Typing,
            },
            _ if element.is_content_editable() => Focus::Typing,
            _ => Focus::Page,
        }
    }

    /// Whether the key is the focused element's own, not a shortcut.
    fn takes(self, event: &KeyboardEvent) -> bool {
        let key = event.key();
        match self {
            Focus::Typing => true,
            Focus::Button => key == "Enter" || key == " ",
            Focus::Tick => key == " ",
            Focus::Menu => {
                key == " "
                    || key == "Enter"
                    || key == "F4"
                    || (event.alt_key() && (key == "ArrowDown" || key == "ArrowUp"))
            }
            Focus::Page | Focus::Control => false,
        }
    }

    /// Whether a button, checkbox, slider or disclosure: what a mouse
    /// click finishes with.
    fn is_control(self) -> bool {
        matches!(self, Focus::Button | Focus::Tick | Focus::Control)
    }
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

/// Whether `key` would change a closed menu's choice (its arrows, its
/// ends, or a letter that jumps to an entry) rather than move the focus.
fn moves_a_closed_menu(key: &str) -> bool {
    key.chars().count() == 1
        || matches!(
            key,
            "ArrowUp"
                | "ArrowDown"
                | "ArrowLeft"
                | "ArrowRight"
                | "Home"
                | "End"
                | "PageUp"
                | "PageDown"
        )
}

/// The element a key event is aimed at.
fn target_element(event: &KeyboardEvent) -> Option<HtmlElement> {
    event
        .target()
        .and_then(|target| target.dyn_into::<HtmlElement>().ok())
}

/// Gives the focus to the button of the drawer of options, when the drawer is open.
fn focus_open_options() {
    let button = (gloo_utils::document())
        .query_selector(".options-toggle[aria-expanded=true]")
        .ok()
        .flatten()
        .and_then(|button| button.dyn_into::<HtmlElement>().ok());
    if let Some(button) = button {
        // Focus fails only for a button that is gone already.
        let _ = button.focus();
    }
}

/// Takes the focus off the focused element when `which` says so, so that
/// the keys go back to the page; says whether it did.
fn blur_focused(which: impl Fn(&HtmlElement) -> bool) -> bool {
    let focused = gloo_utils::document()
        .active_element()
        .and_then(|element| element.dyn_into::<HtmlElement>().ok())
        .filter(|element| element.tag_name() != "BODY" && which(element));
    focused.is_some_and(|element| {
        // Blur fails only for an element that is gone already.
        element.blur().is_ok()
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
