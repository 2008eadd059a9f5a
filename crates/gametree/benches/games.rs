//! Game trees built from their rules: the whole of tic-tac-toe from the
//! empty board (549,946 nodes), which must build in under half a second
//! natively and two seconds in WebAssembly, and of Grundy's game from 16
//! sticks (521,441 nodes); the whole of tic-tac-toe printed in the
//! notation, as the page prints a tree it shows; the erratic vacuum world
//! searched by AND-OR search; and lambda search on a tic-tac-toe and a 6×6
//! gomoku position, which must answer in the browser in under a second.
//! Runs natively under criterion (`cargo bench -p gametree --bench games`)
//! and as WebAssembly under Node (`cargo bench -p gametree --bench games
//! --target wasm32-unknown-unknown`), like the search benchmark.

#[cfg(not(target_arch = "wasm32"))]
use criterion::{criterion_group, criterion_main, Criterion};
use gametree::games::board::Board;
use gametree::games::lambda::{lambda, lambda_tree};
use gametree::games::{grundy, tic_tac_toe, vacuum_world, VacuumState};
use gametree::tree::MAX_NODES;
use gametree::{search, Algorithm, Options};
use std::hint::black_box;
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::{wasm_bindgen_bench, Criterion};

/// X's open two on a 6×6 board, four in a row to win.
const GOMOKU: &str = "o...../....../..xx../....../....../.....o";

fn game_trees(c: &mut Criterion) {
    c.bench_function("tic-tac-toe, the whole tree (549,946 nodes)", |b| {
        b.iter(|| tic_tac_toe(black_box(".../.../..."), None, false, false).unwrap())
    });
    c.bench_function(
        "Grundy's game from 16 sticks, the whole tree (521,441 nodes)",
        |b| b.iter(|| grundy(black_box(16), MAX_NODES).unwrap()),
    );
    let whole = tic_tac_toe(".../.../...", None, false, false).unwrap();
    // The page prints a tree it shows, for its text box, links and undo.
    c.bench_function("tic-tac-toe, the whole tree printed in the notation", |b| {
        b.iter(|| black_box(&whole).to_string())
    });
    c.bench_function("tic-tac-toe, the whole tree searched by alpha-beta", |b| {
        b.iter(|| search(black_box(&whole), &Options::new(Algorithm::AlphaBeta)).unwrap())
    });
    c.bench_function("tic-tac-toe, depth 4, symmetries merged", |b| {
        b.iter(|| tic_tac_toe(black_box(".../.../..."), Some(4), true, false).unwrap())
    });
    c.bench_function("vacuum world, built and searched by AND-OR search", |b| {
        b.iter(|| {
            let tree = vacuum_world(black_box(VacuumState::START));
            search(&tree, &Options::new(Algorithm::AndOr)).unwrap()
        })
    });
    for (name, rows, in_a_row, order) in [
        ("tic-tac-toe, empty board, order 3", ".../.../...", 3, 3),
        ("gomoku 6x6, open two, order 2", GOMOKU, 4, 2),
    ] {
        let board = Board::parse(rows).unwrap();
        c.bench_function(&format!("lambda search, {name}"), |b| {
            b.iter(|| {
                let report = lambda(black_box(&board), in_a_row, order, board.to_move()).unwrap();
                let verdict = report.wins_at.unwrap_or(order);
                lambda_tree(&board, in_a_row, verdict, board.to_move()).unwrap()
            })
        });
    }
}

#[cfg(not(target_arch = "wasm32"))]
criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = game_trees
}
#[cfg(not(target_arch = "wasm32"))]
criterion_main!(benches);

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen_bench]
fn wasm_game_trees(c: &mut Criterion) {
    game_trees(c);
}

/// The wasm runner calls the exported benchmark itself; the program has nothing to do.
#[cfg(target_arch = "wasm32")]
fn main() {}
