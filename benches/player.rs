//! The player's speed in a real browser (headless Chromium): opening a
//! random tree of about 1,000 and 10,000 nodes (parse, search, layout and
//! first draw) and one step of its animation (replay and redraw). Run with
//! `scripts/bench-app`.

#[cfg(target_arch = "wasm32")]
mod browser {
    use gametree::random::{random_tree, RandomSpec};
    use gametree::share::{encode, Shared};
    use gametree::{Algorithm, Options};
    use minimax_lab::App;
    use wasm_bindgen::JsCast;
    use wasm_bindgen_test::{wasm_bindgen_bench, wasm_bindgen_test_configure, Criterion};
    use web_sys::{Element, KeyboardEvent, KeyboardEventInit};

    wasm_bindgen_test_configure!(run_in_browser);

    /// Points the page's address at a uniform random tree searched with
    /// alpha-beta, as a shared link would.
    fn open_random_tree(branching: u32, depth: u32) {
        let tree = random_tree(&RandomSpec {
            branching: branching..=branching,
            depth,
            min: -50,
            max: 50,
            seed: 1,
        })
        .expect("the benchmark trees fit");
        let address = encode(&Shared {
            text: tree.to_string(),
            options: Options::new(Algorithm::AlphaBeta),
            step: 0,
        });
        gloo_utils::window().location().set_hash(&address).expect("a settable address");
    }

    fn new_root() -> Element {
        let document = gloo_utils::document();
        let root = document.create_element("div").expect("a div");
        document.body().expect("a body").append_child(&root).expect("attached");
        root
    }

    fn press(key: &str) {
        let init = KeyboardEventInit::new();
        init.set_key(key);
        init.set_bubbles(true);
        let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).expect("an event");
        gloo_utils::document()
            .dispatch_event(event.unchecked_ref())
            .expect("dispatched");
    }

    async fn open_and_draw(c: &mut Criterion, name: &str, branching: u32, depth: u32) {
        open_random_tree(branching, depth);
        c.bench_async_function(name, |b| {
            Box::pin(b.iter_future(|| async {
                let root = new_root();
                let app = yew::Renderer::<App>::with_root(root.clone()).render();
                yew::scheduler::flush().await;
                app.destroy();
                root.remove();
            }))
        })
        .await;
    }

    #[wasm_bindgen_bench]
    async fn open_1_000_nodes(c: &mut Criterion) {
        // 3^0 + … + 3^6 = 1,093 nodes.
        open_and_draw(c, "open and draw 1,093 nodes", 3, 6).await;
    }

    #[wasm_bindgen_bench]
    async fn open_10_000_nodes(c: &mut Criterion) {
        // 3^0 + … + 3^8 = 9,841 nodes.
        open_and_draw(c, "open and draw 9,841 nodes", 3, 8).await;
    }

    #[wasm_bindgen_bench]
    async fn step_1_000_nodes(c: &mut Criterion) {
        open_random_tree(3, 6);
        let root = new_root();
        let _app = yew::Renderer::<App>::with_root(root).render();
        yew::scheduler::flush().await;
        // Forward then back: two steps an iteration, so the animation never runs out.
        c.bench_async_function("two steps on 1,093 nodes", |b| {
            Box::pin(b.iter_future(|| async {
                press("ArrowRight");
                yew::scheduler::flush().await;
                press("ArrowLeft");
                yew::scheduler::flush().await;
            }))
        })
        .await;
    }
}

/// Natively there is nothing to measure: the player runs in a browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("The player benchmark runs in a browser: scripts/bench-app");
}

/// The wasm runner calls the exported benchmarks itself.
#[cfg(target_arch = "wasm32")]
fn main() {}
