//! The ordering table's speed: the rows behind the app's chart (branching
//! 2 to 5, depths 1 to 8) and the command line's default of 20 trees a
//! depth. Runs natively under criterion (`cargo bench -p gametree --bench
//! order`) and as WebAssembly under Node (`scripts/bench-wasm`).

#[cfg(not(target_arch = "wasm32"))]
use criterion::{criterion_group, criterion_main, Criterion};
use gametree::order::{ordering_table, TableSpec};
use std::hint::black_box;
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::{wasm_bindgen_bench, Criterion};

fn tables(c: &mut Criterion) {
    for trees in [5, 20] {
        for branching in 2..=5 {
            let spec = TableSpec {
                branching,
                max_depth: 8,
                trees,
                seed: 1,
            };
            c.bench_function(
                &format!("ordering table b{branching} d1-8, {trees} trees"),
                |b| b.iter(|| ordering_table(black_box(&spec)).unwrap()),
            );
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = tables
}
#[cfg(not(target_arch = "wasm32"))]
criterion_main!(benches);

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen_bench]
fn wasm_tables(c: &mut Criterion) {
    tables(c);
}

/// The wasm runner calls the exported benchmark itself; the program has nothing to do.
#[cfg(target_arch = "wasm32")]
fn main() {}
