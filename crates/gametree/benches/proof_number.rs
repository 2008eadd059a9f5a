//! Proof-number search, PN² and df-pn on random AND/OR trees of 10^5 and
//! 10^6 leaves (uniform, branching 10, leaves from −20 to 20: a win for MAX
//! above 0). Criterion's throughput is in expanded nodes per second; the
//! lines printed beside it give each search's expanded nodes, trace steps
//! and bytes per step, for steps per second. Run with
//! `cargo bench -p gametree --bench proof_number`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gametree::random::{random_tree, RandomSpec};
use gametree::{search, Algorithm, Options, Summary};
use std::hint::black_box;

fn proof_numbers(c: &mut Criterion) {
    for depth in [5, 6] {
        let tree = random_tree(
            &RandomSpec {
                branching: 10..=10,
                depth,
                min: -20,
                max: 20,
                seed: 42,
            },
            gametree::tree::MAX_NODES,
        )
        .expect("the benchmark trees fit");
        let mut group = c.benchmark_group(format!("10^{depth} leaves"));
        for algorithm in [
            Algorithm::ProofNumber,
            Algorithm::ProofNumberSquared,
            Algorithm::DepthFirstProofNumber,
        ] {
            let options = Options::new(algorithm);
            let trace = search(&tree, &options).unwrap();
            let expanded = Summary::new(&tree, &trace)
                .proof
                .map_or(0, |proof| proof.expanded);
            println!(
                "{} 10^{depth} leaves: {expanded} expanded, {} steps, {:.1} bytes/step",
                algorithm.name(),
                trace.len(),
                trace.heap_bytes() as f64 / trace.len() as f64
            );
            group.throughput(Throughput::Elements(expanded as u64));
            group.bench_function(algorithm.name(), |b| {
                b.iter(|| search(black_box(&tree), black_box(&options)).unwrap())
            });
        }
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = proof_numbers
}
criterion_main!(benches);
