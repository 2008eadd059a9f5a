//! Trace generation speed: minimax, alpha-beta and principal variation
//! search on uniform random trees of 10^3, 10^5 and 10^6 leaves, alpha-beta
//! and PVS best first, the sentence of every step of alpha-beta and PVS on
//! 10^5 leaves, iterative deepening to depth 5 and 6, and what
//! `solve` does on a root with 10^3 to 10^6 children (time per node flat). The same
//! file runs natively under criterion (`cargo bench -p gametree --bench
//! search`) and as WebAssembly under Node (`scripts/bench-wasm`), so the
//! two figures can be compared.

#[cfg(not(target_arch = "wasm32"))]
use criterion::{criterion_group, criterion_main, Criterion};
use gametree::explain::explain;
use gametree::lang::english;
use gametree::random::{random_tree, RandomSpec};
use gametree::{
    search, Algorithm, Frame, MoveOrder, Node, NodeId, Options, Player, Summary, Tree, Value,
};
use std::hint::black_box;
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::{wasm_bindgen_bench, Criterion};

/// Uniform trees of branching 10: depth 3, 5 and 6 give 10^3, 10^5 and 10^6 leaves.
fn uniform(depth: u32) -> Tree {
    random_tree(
        &RandomSpec {
            branching: 10..=10,
            depth,
            min: -100,
            max: 100,
            seed: 42,
        },
        gametree::tree::MAX_NODES,
    )
    .expect("the benchmark trees fit")
}

/// A root with `children` leaves, worth -100 to 99 in turn: as wide as a
/// tree gets.
fn wide(children: u32) -> Tree {
    let mut nodes = vec![Node {
        children: (1..=children).map(NodeId::new).collect(),
        ..Node::default()
    }];
    nodes.extend((0..children).map(|index| Node {
        value: Some(Value::Number(f64::from(index % 200) - 100.0)),
        ..Node::default()
    }));
    Tree::new(Player::Max, nodes).expect("a root over leaves is a tree")
}

/// The same tree with a static value on every inner node (its first
/// leaf's, say), so that every depth limit can stop anywhere.
fn with_static_values(tree: &Tree) -> Tree {
    let mut nodes = tree.nodes().to_vec();
    for id in tree.ids().rev() {
        if let Some(&first) = tree.children(id).first() {
            nodes[id.index()].value = nodes[first.index()].value.clone();
        }
    }
    Tree::new(tree.root_player(), nodes).expect("static values keep the tree well formed")
}

/// Runs `options` on `tree` under `name`, after printing the figures to
/// report beside the times: steps (for steps per second) and memory per step.
fn bench(c: &mut Criterion, name: &str, tree: &Tree, options: Options) {
    let trace = search(tree, &options).unwrap();
    println!(
        "{name}: {} steps, {:.1} bytes/step",
        trace.len(),
        trace.heap_bytes() as f64 / trace.len() as f64
    );
    c.bench_function(name, |b| {
        b.iter(|| search(black_box(tree), black_box(&options)).unwrap())
    });
}

fn trace_generation(c: &mut Criterion) {
    for depth in [3, 5, 6] {
        let tree = uniform(depth);
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Pvs] {
            let name = format!("{} 10^{depth} leaves", algorithm.name());
            bench(c, &name, &tree, Options::new(algorithm));
        }
        for algorithm in [Algorithm::AlphaBeta, Algorithm::Pvs] {
            let options = Options {
                order: MoveOrder::Best,
                ..Options::new(algorithm)
            };
            let name = format!("{} best first 10^{depth} leaves", algorithm.name());
            bench(c, &name, &tree, options);
        }
    }
    // What `gametree solve` does on a wide root: the search, its summary
    // and the address of every leaf read, each of which asks a node's
    // place among its siblings.
    for power in [3, 4, 5, 6] {
        let tree = wide(10u32.pow(power));
        let options = Options::new(Algorithm::AlphaBeta);
        c.bench_function(&format!("solve 10^{power} children of the root"), |b| {
            b.iter(|| {
                let trace = search(black_box(&tree), &options).unwrap();
                let summary = Summary::new(&tree, &trace);
                let addresses: Vec<String> = summary
                    .evaluated
                    .iter()
                    .map(|&id| tree.address(id))
                    .collect();
                black_box(addresses)
            })
        });
    }
    // What `gametree trace` and the app's narration do: every step's
    // sentence, each from the frame before it. PVS once took as long per
    // sentence as the tree has leaves.
    let tree = uniform(5);
    for algorithm in [Algorithm::AlphaBeta, Algorithm::Pvs] {
        let trace = search(&tree, &Options::new(algorithm)).unwrap();
        c.bench_function(
            &format!("{} sentences 10^5 leaves", algorithm.name()),
            |b| {
                b.iter(|| {
                    let mut frame = Frame::new(&tree);
                    let mut letters = 0;
                    for step in &trace.steps {
                        letters += explain(english(), &tree, &trace, &frame, step).len();
                        frame.apply(&tree, step);
                    }
                    black_box(letters)
                })
            },
        );
    }
    for depth in [5, 6] {
        let tree = with_static_values(&uniform(depth));
        for algorithm in [Algorithm::AlphaBeta, Algorithm::Pvs] {
            let options = Options {
                iterative: true,
                ..Options::new(algorithm)
            };
            let name = format!("{} iterative 10^{depth} leaves", algorithm.name());
            bench(c, &name, &tree, options);
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
