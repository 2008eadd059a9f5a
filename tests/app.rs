//! Browser tests of the app: mount it in headless Chromium and read what it
//! shows. Run with `cargo test -p minimax-lab --target wasm32-unknown-unknown`.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

mod support;

use support::{mount, press, text_of};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
async fn shows_the_root_value_and_best_move_of_the_lecture_tree_at_the_end() {
    let (root, _app) = mount::<minimax_lab::App>(()).await;
    assert!(
        root.query_selector("#root-value").unwrap().is_none(),
        "no answer before the search has run"
    );
    press("End");
    yew::scheduler::flush().await;
    assert_eq!(text_of(&root, "#root-value"), "3");
    assert_eq!(text_of(&root, "#best-move").trim(), "B (move 1)");
    press("Home");
    yew::scheduler::flush().await;
    assert!(root.query_selector("#root-value").unwrap().is_none());
}
