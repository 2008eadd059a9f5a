//! Parsing speed: the notation of a uniform tree of 10^6 leaves (branching
//! 10, depth 6, pseudo-random integer leaves), about 4 MB of text. Runs
//! natively under criterion (`cargo bench -p gametree --bench parse`) and as
//! WebAssembly like the search benchmark.

#[cfg(not(target_arch = "wasm32"))]
use criterion::{criterion_group, criterion_main, Criterion};
use gametree::parse;
use std::fmt::Write as _;
use std::hint::black_box;
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::{wasm_bindgen_bench, Criterion};

const BRANCHING: u64 = 10;
const DEPTH: u32 = 6;

/// How many of the tree's levels start (or end) at leaf `leaf_index`: one
/// per power of the branching factor that divides it, the root's included.
fn levels_at(leaf_index: u64) -> u32 {
    let mut levels = 0;
    let mut rest = leaf_index;
    while levels < DEPTH && rest % BRANCHING == 0 {
        levels += 1;
        rest /= BRANCHING;
    }
    levels
}

/// The text of the uniform tree, written leaf by leaf without recursion.
fn uniform_tree_text() -> String {
    let leaves = BRANCHING.pow(DEPTH);
    let mut text = String::new();
    let mut random: u64 = 42;
    for leaf_index in 0..leaves {
        if leaf_index > 0 {
            text.push(' ');
        }
        for _ in 0..levels_at(leaf_index) {
            text.push('(');
        }
        // A linear congruential generator (Knuth's MMIX constants).
        random = random
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let value = (random >> 33) % 201;
        write!(text, "{}", value as i64 - 100).expect("writing to a String");
        for _ in 0..levels_at(leaf_index + 1) {
            text.push(')');
        }
    }
    text
}

fn parsing(c: &mut Criterion) {
    let text = uniform_tree_text();
    c.bench_function("parse 10^6 leaves", |b| {
        b.iter(|| parse(black_box(&text)).expect("the benchmark tree parses"))
    });
}

#[cfg(not(target_arch = "wasm32"))]
criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = parsing
}
#[cfg(not(target_arch = "wasm32"))]
criterion_main!(benches);

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen_bench]
fn wasm_parsing(c: &mut Criterion) {
    parsing(c);
}

/// The wasm runner calls the exported benchmark itself; the program has nothing to do.
#[cfg(target_arch = "wasm32")]
fn main() {}
