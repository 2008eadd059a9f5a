//! Browser tests of the app: mount it in headless Chromium and read what it
//! shows. Run with `cargo test -p minimax-lab --target wasm32-unknown-unknown`.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts the app into a new `<div>` of the test page and waits until it
/// has rendered.
async fn mount_app() -> Element {
    let document = web_sys::window()
        .and_then(|window| window.document())
        .expect("a browser document");
    let root = document.create_element("div").expect("a new div");
    document
        .body()
        .expect("a body")
        .append_child(&root)
        .expect("the div joins the page");
    yew::Renderer::<minimax_lab::App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    root
}

/// The text of the element `selector` finds under `root`.
fn text_of(root: &Element, selector: &str) -> String {
    root.query_selector(selector)
        .expect("a valid selector")
        .unwrap_or_else(|| panic!("no {selector} on the page: {}", root.inner_html()))
        .text_content()
        .unwrap_or_default()
}

/// Presses `key` on the page, as the keyboard shortcuts hear it.
fn press(key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    let event = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init)
        .expect("a keyboard event");
    gloo_utils::document()
        .dispatch_event(&event)
        .expect("the event is dispatched");
}

#[wasm_bindgen_test]
async fn shows_the_root_value_and_best_move_of_the_lecture_tree_at_the_end() {
    let root = mount_app().await;
    assert!(
        root.query_selector("#root-value").unwrap().is_none(),
        "no answer before the search has run"
    );
    press("End");
    yew::scheduler::flush().await;
    assert_eq!(text_of(&root, "#root-value"), "3");
    assert_eq!(text_of(&root, "#best-move").trim(), "B (move 0)");
    press("Home");
    yew::scheduler::flush().await;
    assert!(root.query_selector("#root-value").unwrap().is_none());
}
