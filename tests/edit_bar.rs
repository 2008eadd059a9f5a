//! Browser tests of the edit bar: mount it for a selected node in headless
//! Chromium, press its buttons and type in its fields, and check the
//! actions its callbacks ask of the page (through `app::events`). Run with
//! `cargo test -p minimax-lab --target wasm32-unknown-unknown --test edit_bar`.
#![cfg(target_arch = "wasm32")]

use gametree::{Player, Probability, Value};
use minimax_lab::app::events;
use minimax_lab::components::edit_bar::{EditBar, EditBarProps};
use minimax_lab::shared::ByAddress;
use minimax_lab::state::{Action, EditCommand, EditorAction};
use minimax_lab::strings::notice::tell;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement, HtmlInputElement};
use yew::{AppHandle, Callback};

mod support;

use support::{find, type_and_press};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts the bar for the node at `address` of `text`, and returns its
/// root and the actions it asks for.
async fn mount_bar(
    text: &str,
    address: &str,
) -> (Element, AppHandle<EditBar>, Rc<RefCell<Vec<Action>>>) {
    let actions = Rc::new(RefCell::new(Vec::new()));
    let on_action = {
        let actions = actions.clone();
        Callback::from(move |action| actions.borrow_mut().push(action))
    };
    let tree = gametree::parse(text).expect("the tree parses");
    let selected = tree.find(address).expect("the address names a node");
    let props = EditBarProps {
        tree: ByAddress(Rc::new(tree)),
        selected,
        on_edit: on_action.reform(events::edit),
        on_refuse: on_action.reform(events::refuse),
    };
    let (root, handle) = support::mount::<EditBar>(props).await;
    (root, handle, actions)
}

#[wasm_bindgen_test]
async fn each_button_asks_for_its_edit() {
    let (root, _handle, actions) = mount_bar("((1 2) 3)", "0").await;
    for id in [
        "add-child",
        "add-sibling",
        "delete-subtree",
        "move-left",
        "move-right",
        "root-min",
    ] {
        find::<HtmlElement>(&root, &format!("button#{id}")).click();
    }
    assert_eq!(
        *actions.borrow(),
        vec![
            Action::Editor(EditorAction::Edit(EditCommand::AddChild)),
            Action::Editor(EditorAction::Edit(EditCommand::AddSibling)),
            Action::Editor(EditorAction::Edit(EditCommand::DeleteSubtree)),
            Action::Editor(EditorAction::Edit(EditCommand::Move { left: true })),
            Action::Editor(EditorAction::Edit(EditCommand::Move { left: false })),
            Action::Editor(EditorAction::Edit(EditCommand::SetRootPlayer(Player::Min))),
        ]
    );
}

#[wasm_bindgen_test]
async fn the_root_has_no_siblings_to_add_delete_or_move() {
    let (root, _handle, actions) = mount_bar("(1 2)", "").await;
    for id in ["add-sibling", "delete-subtree", "move-left", "move-right"] {
        let button: HtmlElement = find(&root, &format!("button#{id}"));
        assert!(button.has_attribute("disabled"), "{id}");
    }
    let max: HtmlElement = find(&root, "button#root-max");
    assert_eq!(max.get_attribute("aria-pressed").as_deref(), Some("true"));
    assert!(actions.borrow().is_empty());
}

#[wasm_bindgen_test]
async fn enter_applies_a_field_and_escape_puts_it_back() {
    let (root, _handle, actions) = mount_bar("(1 B=2)", "1").await;
    let value: HtmlInputElement = find(&root, "input#edit-value");
    let label: HtmlInputElement = find(&root, "input#edit-label");
    assert_eq!((value.value(), label.value()), ("2".into(), "B".into()));
    assert!(
        root.query_selector("#edit-probability").unwrap().is_none(),
        "no probability outside chance nodes"
    );
    type_and_press(&value, "-4.5", "Enter");
    type_and_press(&label, "", "Enter");
    type_and_press(&value, "99", "Escape");
    assert_eq!(value.value(), "2", "Escape puts back what the node holds");
    assert_eq!(
        *actions.borrow(),
        vec![
            Action::Editor(EditorAction::Edit(EditCommand::SetValue(Some(
                Value::Number(-4.5)
            )))),
            Action::Editor(EditorAction::Edit(EditCommand::SetLabel(None))),
        ]
    );
}

#[wasm_bindgen_test]
async fn a_probability_is_edited_under_a_chance_node_and_nonsense_refused() {
    let (root, _handle, actions) = mount_bar("(1/2:3 1/2:5)", "1").await;
    let probability: HtmlInputElement = find(&root, "input#edit-probability");
    assert_eq!(probability.value(), "1/2");
    type_and_press(&probability, "1/3", "Enter");
    type_and_press(&probability, "lots", "Enter");
    let value: HtmlInputElement = find(&root, "input#edit-value");
    type_and_press(&value, "(1 2)", "Enter");
    let actions = actions.borrow();
    assert_eq!(
        actions[0],
        Action::Editor(EditorAction::Edit(EditCommand::SetProbability(Some(
            Probability::Fraction {
                numerator: 1,
                denominator: 3
            }
        ))))
    );
    assert!(
        matches!(&actions[1], Action::Refuse(notice) if tell(notice).starts_with("\"lots\" is not a probability")),
        "{:?}",
        actions[1]
    );
    assert!(
        matches!(&actions[2], Action::Refuse(notice) if tell(notice).contains("is not a value")),
        "{:?}",
        actions[2]
    );
    assert_eq!(actions.len(), 3);
}
