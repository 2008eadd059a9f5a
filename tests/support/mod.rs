//! What the browser tests share: a fresh place on the page to mount a
//! component, finding and reading what it drew, and pressing keys.
// Each test file uses some of these helpers, none uses them all.
#![allow(dead_code)]

use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::{AppHandle, BaseComponent};

/// A new `<div>` at the end of the test page.
pub fn new_root() -> Element {
    let root = gloo_utils::document()
        .create_element("div")
        .expect("a new div");
    gloo_utils::body()
        .append_child(&root)
        .expect("the div joins the page");
    root
}

/// Mounts component `C` with `props` into a new `<div>` of the test page
/// and waits until it has rendered.
pub async fn mount<C: BaseComponent>(props: C::Properties) -> (Element, AppHandle<C>) {
    let root = new_root();
    let handle = yew::Renderer::<C>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    (root, handle)
}

/// The element `selector` finds under `root`, as a `T`.
pub fn find<T: JsCast>(root: &Element, selector: &str) -> T {
    root.query_selector(selector)
        .expect("a valid selector")
        .unwrap_or_else(|| panic!("no {selector} in: {}", root.inner_html()))
        .dyn_into::<T>()
        .unwrap_or_else(|_| panic!("{selector} is not the element expected"))
}

/// The text of the element `selector` finds under `root`.
pub fn text_of(root: &Element, selector: &str) -> String {
    find::<Element>(root, selector)
        .text_content()
        .unwrap_or_default()
}

/// Presses `key` on the page, as the keyboard shortcuts hear it.
pub fn press(key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    let event = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init)
        .expect("a keyboard event");
    gloo_utils::document()
        .dispatch_event(&event)
        .expect("the event is dispatched");
}

/// Types `text` into `input` and presses `key` there.
pub fn type_and_press(input: &web_sys::HtmlInputElement, text: &str, key: &str) {
    input.set_value(text);
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    let event = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init)
        .expect("a keyboard event");
    input.dispatch_event(&event).expect("the event is sent");
}
