//! Starts Minimax Lab in the browser: chooses the page's language, then
//! mounts the app on the page's body.

fn main() {
    minimax_lab::language::start();
    yew::Renderer::<minimax_lab::App>::new().render();
}
