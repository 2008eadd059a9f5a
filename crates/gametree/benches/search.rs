//! Trace generation speed: minimax and alpha-beta on uniform random trees of
//! 10^3, 10^5 and 10^6 leaves. The same file runs natively under criterion
//! (`cargo bench -p gametree --bench search`) and as WebAssembly under Node
//! (`scripts/bench-wasm`), so the two figures can be compared.

#[cfg(not(target_arch = "wasm32"))]
use criterion::{criterion_group, criterion_main, Criterion};
use gametree::random::{random_tree, RandomSpec};
use gametree::{search, Algorithm, Options, Tree};
use std::hint::black_box;
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::{wasm_bindgen_bench, Criterion};

/// Uniform trees of branching 10: depth 3, 5 and 6 give 10^3, 10^5 and 10^6 leaves.
fn uniform(depth: u32) -> Tree {
    random_tree(&RandomSpec {
        branching: 10..=10,
        depth,
        min: -100,
        max: 100,
        seed: 42,
    })
    .expect("the benchmark trees fit")
}

fn trace_generation(c: &mut Criterion) {
    for depth in [3, 5, 6] {
        let tree = uniform(depth);
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            let options = Options::new(algorithm);
            let trace = search(&tree, &options).unwrap();
            // The figures to report beside the times: steps (for steps per
            // second) and memory per step.
            println!(
                "{} 10^{depth} leaves: {} steps, {:.1} bytes/step",
                algorithm.name(),
                trace.len(),
                trace.heap_bytes() as f64 / trace.len() as f64
            );
            c.bench_function(&format!("{} 10^{depth} leaves", algorithm.name()), |b| {
                b.iter(|| search(black_box(&tree), black_box(&options)).unwrap())
            });
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = trace_generation
}
#[cfg(not(target_arch = "wasm32"))]
criterion_main!(benches);

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen_bench]
fn wasm_trace_generation(c: &mut Criterion) {
    trace_generation(c);
}

/// The wasm runner calls the exported benchmark itself; the program has nothing to do.
#[cfg(target_arch = "wasm32")]
fn main() {}
