//! What practice mode waits for: making an exercise to order (random trees
//! drawn until one meets the constraints), grading a full set of answers,
//! and finding the best move ordering, at each difficulty. Run with
//! `cargo bench -p gametree --bench exercise`.

use criterion::{criterion_group, criterion_main, Criterion};
use gametree::checkpoint::checkpoints;
use gametree::exercise::{make, Kind, Level};
use gametree::grade::{grade, Answers};
use gametree::ordering::best_ordering;
use std::hint::black_box;

fn practice(c: &mut Criterion) {
    for level in Level::ALL {
        let setup = level.setup(Kind::Cuts, 42);
        c.bench_function(&format!("make {level:?}"), |b| {
            b.iter(|| make(black_box(&setup)).unwrap())
        });
        let exercise = make(&setup).unwrap();
        let answers = Answers::default();
        c.bench_function(&format!("grade {level:?}"), |b| {
            b.iter(|| {
                grade(
                    black_box(&exercise.tree),
                    &exercise.trace,
                    &answers,
                    Kind::Cuts.questions(),
                )
            })
        });
        c.bench_function(&format!("checkpoints {level:?}"), |b| {
            b.iter(|| checkpoints(black_box(&exercise.tree), &exercise.trace, 6))
        });
        let options = exercise.trace.options;
        println!(
            "{level:?}: {} nodes, best order reads {} leaves",
            exercise.tree.len(),
            best_ordering(&exercise.tree, &options).unwrap().leaves
        );
        c.bench_function(&format!("best ordering {level:?}"), |b| {
            b.iter(|| best_ordering(black_box(&exercise.tree), &options).unwrap())
        });
    }
}

/// The largest trees the best ordering takes: 64 leaves, four children
/// each over three levels, and two each over six.
fn largest_ordering(c: &mut Criterion) {
    for (branching, depth) in [(4, 3), (2, 6)] {
        let mut setup = Level::Hard.setup(Kind::Ordering, 7);
        setup.constraints.shape.branching = branching..=branching;
        setup.constraints.shape.depth = depth;
        let exercise = make(&setup).unwrap();
        let options = exercise.trace.options;
        c.bench_function(&format!("best ordering b{branching} d{depth}"), |b| {
            b.iter(|| best_ordering(black_box(&exercise.tree), &options).unwrap())
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = practice, largest_ordering
}
criterion_main!(benches);
