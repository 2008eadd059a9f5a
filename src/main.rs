//! Starts Minimax Lab in the browser: mounts the app on the page's body.

fn main() {
    yew::Renderer::<minimax_lab::App>::new().render();
}
