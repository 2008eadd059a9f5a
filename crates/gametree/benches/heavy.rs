//! The page's heaviest inputs (tests/e2e/heavy-inputs.mjs),
//! natively: the largest tree of each kind the page takes, built or parsed
//! and searched by the slowest search it offers for it, with the summary the
//! page reads; and a step of the biggest game tree's frames. The page's own figures are tests/bench/heavy.mjs's; these say
//! how much of them the core is. Runs under criterion (`cargo bench -p
//! gametree --bench heavy`) and as WebAssembly under Node (`cargo bench -p
//! gametree --bench heavy --target wasm32-unknown-unknown`).

#[cfg(not(target_arch = "wasm32"))]
use criterion::{criterion_group, criterion_main, Criterion};
use gametree::games::Recipe;
use gametree::layout::{layout, layout_spaced};
use gametree::tree::MAX_NODES;
use gametree::{search, Algorithm, Frame, NodeId, Options, Summary, Tree};
use std::hint::black_box;
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::{wasm_bindgen_bench, Criterion};

/// `text` parsed, then searched with `options` and summed up, as the page
/// does when the text is pasted.
fn parse_and_search(text: &str, options: &Options) -> Summary {
    let tree = gametree::parse(text).expect("a heavy tree of the corpus");
    search_and_sum(&tree, options)
}

/// `tree` searched with `options` and summed up.
fn search_and_sum(tree: &Tree, options: &Options) -> Summary {
    let trace = search(tree, options).expect("the corpus suits its search");
    Summary::new(tree, &trace)
}

/// A chain `depth` nodes deep, every inner node with the static value 1.
fn chain(depth: usize) -> String {
    format!("{}5{}", "N=1(".repeat(depth - 1), ")".repeat(depth - 1))
}

fn heavy_inputs(c: &mut Criterion) {
    for (name, recipe, algorithm) in [
        (
            "tic-tac-toe, the whole tree, minimax",
            "tictactoe,.../.../...",
            Algorithm::Minimax,
        ),
        (
            "tic-tac-toe, the whole tree, negamax",
            "tictactoe,.../.../...",
            Algorithm::Negamax,
        ),
        (
            "Grundy's game from 16 sticks, minimax",
            "grundy,16",
            Algorithm::Minimax,
        ),
        (
            "Nim from 26 taking 1 or 2, minimax",
            "nim,26,k2",
            Algorithm::Minimax,
        ),
    ] {
        let recipe = Recipe::parse(recipe).expect("a recipe of the corpus");
        let options = Options::new(algorithm);
        c.bench_function(&format!("{name}: built and searched"), |b| {
            b.iter(|| search_and_sum(&recipe.build(MAX_NODES).unwrap(), black_box(&options)))
        });
    }
    let flat = format!("({}1)", "1 ".repeat(499_998));
    let options = Options::new(Algorithm::AlphaBeta);
    c.bench_function(
        "the longest text the page reads (499,999 leaves), alpha-beta",
        |b| b.iter(|| parse_and_search(black_box(&flat), &options)),
    );
    let deep = chain(1000);
    let options = Options {
        iterative: true,
        ..Options::new(Algorithm::AlphaBeta)
    };
    c.bench_function("iterative deepening on a 1,000-deep chain", |b| {
        b.iter(|| parse_and_search(black_box(&deep), &options))
    });
}

/// What the page does at a → on the biggest game tree it opens: the frame
/// on show copied and moved one step on (step 1,000 of alpha-beta on
/// Grundy's game from 16 sticks, 521,441 nodes), and the first frame made.
fn big_steps(c: &mut Criterion) {
    let recipe = Recipe::parse("grundy,16").expect("a recipe of the corpus");
    let tree = recipe.build(MAX_NODES).unwrap();
    let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
    let shown = Frame::at(&tree, &trace, 1000);
    c.bench_function(
        "Grundy 16, alpha-beta: a frame copied and moved one step on",
        |b| {
            b.iter(|| {
                let mut next = black_box(&shown).clone();
                next.apply(&tree, &trace.steps[1000]);
                next
            })
        },
    );
    c.bench_function("Grundy 16, alpha-beta: the first frame", |b| {
        b.iter(|| Frame::start(black_box(&tree), &trace))
    });
    c.bench_function("Grundy 16, alpha-beta: the last frame, replayed", |b| {
        b.iter(|| Frame::at(black_box(&tree), &trace, trace.len()))
    });
    // What the page lays out of it: the root's children and, under the
    // first, the path down its first moves (some 40 nodes).
    let on_path = |id: NodeId| id.index() < 20;
    let shown = |id: NodeId| {
        0..if on_path(id) {
            tree.children(id).len()
        } else {
            0
        }
    };
    c.bench_function("Grundy 16: the layout of a path's 40 nodes", |b| {
        b.iter(|| layout_spaced(black_box(&tree), &shown, &|_, _| 0.0))
    });
    // A tree drawn whole: 1,000 leaves of 10 under 10 under 10.
    let whole = gametree::parse(&format!(
        "({})",
        ["(", &"(1 2 3 4 5 6 7 8 9 10) ".repeat(10), ")"]
            .concat()
            .repeat(10)
    ))
    .expect("the tree parses");
    c.bench_function("a tree of 1,111 nodes: the layout of them all", |b| {
        b.iter(|| layout(black_box(&whole)))
    });
}

#[cfg(not(target_arch = "wasm32"))]
criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = heavy_inputs, big_steps
}
#[cfg(not(target_arch = "wasm32"))]
criterion_main!(benches);

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen_bench]
fn wasm_heavy_inputs(c: &mut Criterion) {
    heavy_inputs(c);
    big_steps(c);
}

/// The wasm runner calls the exported benchmark itself; the program has nothing to do.
#[cfg(target_arch = "wasm32")]
fn main() {}
