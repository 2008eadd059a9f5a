//! Browser tests of the tree text panel: mount it in headless Chromium,
//! type in it, and check what it asks for and what it shows. Run with
//! `cargo test -p minimax-lab --target wasm32-unknown-unknown --test editor`.
#![cfg(target_arch = "wasm32")]

use minimax_lab::app::events;
use minimax_lab::components::tree_editor::{TreeEditor, TreeEditorProps};
use minimax_lab::shared::ByAddress;
use minimax_lab::state::{Action, EditorAction};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, Event, EventInit, HtmlElement, HtmlTextAreaElement};
use yew::{AppHandle, Callback};

mod support;

use support::find;

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts the panel holding `draft`, with the parse error of `draft` if it
/// is no tree, and returns its root and the actions it asks for.
async fn mount_editor(draft: &str) -> (Element, AppHandle<TreeEditor>, Rc<RefCell<Vec<Action>>>) {
    let actions = Rc::new(RefCell::new(Vec::new()));
    let on_action = {
        let actions = actions.clone();
        Callback::from(move |action| actions.borrow_mut().push(action))
    };
    let props = TreeEditorProps {
        draft: ByAddress(draft.into()),
        notation_hidden: false,
        error: gametree::parse(draft).err(),
        note: None,
        can_undo: true,
        can_redo: false,
        on_text: on_action.reform(events::text),
        on_import: on_action.reform(events::import),
        on_refuse: on_action.reform(events::refuse),
        on_undo: on_action.reform(events::undo),
        on_redo: on_action.reform(events::redo),
    };
    let (root, handle) = support::mount::<TreeEditor>(props).await;
    (root, handle, actions)
}

/// Types `text` into the text box, as the browser reports typing.
fn type_into(area: &HtmlTextAreaElement, text: &str) {
    area.set_value(text);
    let init = EventInit::new();
    init.set_bubbles(true);
    let event = Event::new_with_event_init_dict("input", &init).expect("a new event");
    area.dispatch_event(&event).expect("the event is sent");
}

#[wasm_bindgen_test]
async fn typing_a_tree_asks_for_it() {
    let (root, _handle, actions) = mount_editor("(1 2)").await;
    let area: HtmlTextAreaElement = find(&root, "textarea#tree-text");
    assert_eq!(area.value(), "(1 2)");
    assert!(root.query_selector("#editor-error").unwrap().is_none());
    type_into(&area, "((3 12 8) (2 4 6))");
    assert_eq!(
        *actions.borrow(),
        vec![Action::Editor(EditorAction::EditText(
            "((3 12 8) (2 4 6))".into()
        ))]
    );
}

#[wasm_bindgen_test]
async fn a_text_that_is_no_tree_is_kept_and_its_error_pointed_at() {
    let draft = "((3 12 8)\n (2 ?) 4)";
    let (root, _handle, _actions) = mount_editor(draft).await;
    let area: HtmlTextAreaElement = find(&root, "textarea#tree-text");
    assert_eq!(area.value(), draft, "the text stays as typed");
    assert_eq!(area.get_attribute("aria-invalid").as_deref(), Some("true"));
    let error = find::<Element>(&root, "#editor-error")
        .text_content()
        .unwrap_or_default();
    assert!(error.starts_with("2:5: "), "{error}");
    let caret = find::<Element>(&root, "pre.editor-caret")
        .text_content()
        .unwrap_or_default();
    assert_eq!(caret, " (2 ?) 4)\n    ^");
}

#[wasm_bindgen_test]
async fn undo_and_redo_are_buttons_when_there_is_something_to_do() {
    let (root, _handle, actions) = mount_editor("(1 2)").await;
    let undo: HtmlElement = find(&root, "button#undo");
    let redo: HtmlElement = find(&root, "button#redo");
    assert!(redo.has_attribute("disabled"));
    assert!(!undo.has_attribute("disabled"));
    undo.click();
    redo.click();
    assert_eq!(*actions.borrow(), vec![Action::Editor(EditorAction::Undo)]);
}
