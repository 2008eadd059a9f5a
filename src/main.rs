//! Starts Minimax Lab in the browser: chooses the page's language (fetching
//! its words when they are not English), then mounts the app on the page's
//! body.

fn main() {
    wasm_bindgen_futures::spawn_local(async {
        minimax_lab::language::start().await;
        yew::Renderer::<minimax_lab::App>::new().render();
    });
}
