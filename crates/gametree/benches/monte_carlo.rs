//! Monte Carlo tree search's speed: iterations on figure 5.2 and on the
//! whole tic-tac-toe tree (549,946 nodes), tallied as `gametree solve`
//! runs them and traced as the app runs them, and the frame the app
//! rebuilds at the last step of a long trace. Runs under criterion (`cargo
//! bench -p gametree --bench monte_carlo`) and as WebAssembly under Node
//! (`--target wasm32-unknown-unknown`, or `scripts/bench-wasm`).

#[cfg(not(target_arch = "wasm32"))]
use criterion::{criterion_group, criterion_main, Criterion};
use gametree::games::Recipe;
use gametree::options::MonteCarlo;
use gametree::search::monte_carlo_tally;
use gametree::tree::MAX_NODES;
use gametree::{parse, search, Algorithm, Frame, Options, SearchError, Summary, Tree};
use std::hint::black_box;
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::{wasm_bindgen_bench, Criterion};

/// What `gametree solve` prints for Monte Carlo tree search: the search
/// tallied without a trace.
fn tallied(tree: &Tree, options: &Options) -> Result<Summary, SearchError> {
    monte_carlo_tally(tree, options).map(|tally| Summary::of_monte_carlo(tree, options, tally))
}

fn options(iterations: u32) -> Options {
    Options {
        monte_carlo: MonteCarlo {
            iterations,
            ..MonteCarlo::default()
        },
        ..Options::new(Algorithm::MonteCarlo)
    }
}

fn monte_carlo(c: &mut Criterion) {
    let figure = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    let tic_tac_toe = Recipe::parse("tictactoe,.../.../...")
        .unwrap()
        .build(MAX_NODES)
        .unwrap();
    for (name, tree) in [("figure 5.2", &figure), ("tic-tac-toe", &tic_tac_toe)] {
        let hundred_thousand = options(100_000);
        c.bench_function(&format!("{name}: 100,000 iterations, solve"), |b| {
            b.iter(|| tallied(tree, black_box(&hundred_thousand)).unwrap())
        });
        let traced = options(10_000);
        c.bench_function(&format!("{name}: 10,000 iterations, traced"), |b| {
            b.iter(|| search(tree, black_box(&traced)).unwrap())
        });
    }
    let million = options(1_000_000);
    c.bench_function("tic-tac-toe: 1,000,000 iterations, solve", |b| {
        b.iter(|| tallied(&tic_tac_toe, black_box(&million)).unwrap())
    });
    // A frame is rebuilt by replaying the steps: on the small tree that is
    // the replay alone; on tic-tac-toe, mostly making a frame of 549,946 nodes.
    for (name, tree, iterations) in [
        ("figure 5.2", &figure, 100_000),
        ("tic-tac-toe", &tic_tac_toe, 10_000),
    ] {
        let trace = search(tree, &options(iterations)).unwrap();
        c.bench_function(
            &format!("{name}: the frame after {iterations} iterations"),
            |b| b.iter(|| Frame::at(tree, &trace, black_box(trace.len()))),
        );
    }
}

#[cfg(not(target_arch = "wasm32"))]
criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = monte_carlo
}
#[cfg(not(target_arch = "wasm32"))]
criterion_main!(benches);

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen_bench]
fn wasm_monte_carlo(c: &mut Criterion) {
    monte_carlo(c);
}

/// The wasm runner calls the exported benchmark itself; the program has nothing to do.
#[cfg(target_arch = "wasm32")]
fn main() {}
