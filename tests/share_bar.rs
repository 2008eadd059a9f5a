//! Browser tests of the share bar and of embed mode: mount them in headless
//! Chromium and read what they show. Run with
//! `cargo test -p minimax-lab --target wasm32-unknown-unknown --test share_bar`.
#![cfg(target_arch = "wasm32")]

use gametree::{Algorithm, Options};
use minimax_lab::components::share_bar::{ShareBar, ShareBarProps};
use minimax_lab::lesson::Lesson;
use minimax_lab::shared::ByAddress;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement, HtmlInputElement};

mod support;

use support::{find, mount, new_root};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts a share bar for the lecture tree at step 5 of alpha-beta.
async fn mount_share_bar() -> Element {
    let text = "((3 12 8) (2 4 6) (14 5 2))";
    let tree = Rc::new(gametree::parse(text).expect("the lecture tree parses"));
    let options = Options::new(Algorithm::AlphaBeta);
    let props = ShareBarProps {
        lesson: Lesson::new(&tree, &options, true),
        tree: ByAddress(tree),
        text: ByAddress(text.into()),
        options,
        step: 5,
        compare: None,
        game: None,
    };
    mount::<ShareBar>(props).await.0
}

#[wasm_bindgen_test]
async fn has_a_button_for_every_way_of_sharing() {
    let root = mount_share_bar().await;
    let buttons: Vec<String> = (0..root.query_selector_all("button").unwrap().length())
        .filter_map(|index| root.query_selector_all("button").unwrap().item(index))
        .filter_map(|node| node.text_content())
        .collect();
    assert_eq!(
        buttons,
        [
            "Copy link",
            "Export SVG",
            "Export PNG",
            "Export notation",
            "Export JSON",
            "Export LaTeX",
            "Export slides",
            "Embed"
        ]
    );
    assert!(
        root.query_selector("input").unwrap().is_none(),
        "no field yet"
    );
}

#[wasm_bindgen_test]
async fn copy_link_says_when_a_link_cannot_carry_the_tree() {
    // 960,002 characters, within what the page reads; each é is written
    // %C3%A9 in an address, which comes to 2.16 MB.
    let text = format!("({})", vec!["é=1"; 240_000].join(" "));
    let tree = Rc::new(gametree::parse(&text).expect("a tree of labelled leaves"));
    let options = Options::new(Algorithm::AlphaBeta);
    let props = ShareBarProps {
        lesson: Lesson::new(&tree, &options, false),
        tree: ByAddress(tree),
        text: ByAddress(text.into()),
        options,
        step: 0,
        compare: None,
        game: None,
    };
    let root = mount::<ShareBar>(props).await.0;
    find::<HtmlElement>(&root, ".copy-link").click();
    yew::scheduler::flush().await;
    let hint = find::<Element>(&root, ".share-hint")
        .text_content()
        .unwrap_or_default();
    assert!(
        hint.starts_with("A link cannot carry a tree this large"),
        "{hint}"
    );
    assert!(
        root.query_selector(".share-feedback").unwrap().is_none(),
        "nothing copied"
    );
}

#[wasm_bindgen_test]
async fn embed_shows_a_one_line_iframe_of_this_step() {
    let root = mount_share_bar().await;
    find::<Element>(&root, "button.embed-toggle")
        .unchecked_into::<HtmlElement>()
        .click();
    yew::scheduler::flush().await;
    let field: HtmlInputElement = find::<Element>(&root, "input.embed-snippet").unchecked_into();
    assert!(field.read_only(), "the snippet is read-only");
    let page = gloo_utils::window().location();
    let page = format!("{}{}", page.origin().unwrap(), page.pathname().unwrap());
    assert_eq!(
        field.value(),
        format!(
            r#"<iframe src="{page}?embed&amp;lang=en#t=((3_12_8)_(2_4_6)_(14_5_2))&amp;a=alphabeta&amp;s=5" width="720" height="480" style="border:0" title="Minimax Lab"></iframe>"#
        )
    );
    assert_eq!(
        find::<Element>(&root, "button.copy-snippet")
            .text_content()
            .unwrap(),
        "Copy"
    );

    find::<Element>(&root, "button.embed-toggle")
        .unchecked_into::<HtmlElement>()
        .click();
    yew::scheduler::flush().await;
    assert!(
        root.query_selector("input.embed-snippet")
            .unwrap()
            .is_none(),
        "closed again"
    );
}

#[wasm_bindgen_test]
async fn embed_mode_shows_the_player_alone() {
    // The test page's own address, with the `?embed` flag added.
    let history = gloo_utils::window().history().unwrap();
    let before = gloo_utils::window().location().href().unwrap();
    history
        .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some("?embed"))
        .unwrap();
    let root = new_root();
    yew::Renderer::<minimax_lab::App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    history
        .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&before))
        .unwrap();

    assert!(find::<Element>(&root, ".app")
        .class_list()
        .contains("embed"));
    for hidden in [".app-header", ".options-bar", ".share-bar", ".side"] {
        assert!(
            root.query_selector(hidden).unwrap().is_none(),
            "no {hidden} when embedded"
        );
    }
    find::<Element>(&root, "svg.tree-view");
    find::<Element>(&root, ".controls");
    find::<Element>(&root, ".explanation");
}
