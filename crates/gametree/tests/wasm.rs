//! The core compiled to WebAssembly and run under Node, as the app runs it:
//! the answers are the same as natively, and no tree is too deep for the
//! small wasm stack.
#![cfg(target_arch = "wasm32")]

use gametree::layout::layout;
use gametree::order::{ordering_table, TableSpec};
use gametree::{parse, search, Algorithm, Frame, MoveOrder, Options, Summary, Value};
use wasm_bindgen_test::wasm_bindgen_test;

#[path = "common/monte_carlo.rs"]
mod shared;

/// The same search as `tests/monte_carlo.rs` runs natively, with the same
/// fingerprint: the same seed gives the same trace on both.
#[wasm_bindgen_test]
fn monte_carlo_tree_search_makes_the_native_trace() {
    let tree = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    let options = Options {
        monte_carlo: shared::FINGERPRINTED,
        ..Options::new(Algorithm::MonteCarlo)
    };
    let trace = search(&tree, &options).unwrap();
    assert_eq!(shared::fingerprint(&trace), shared::FINGERPRINT);
}

/// Trees where the platform's own logarithm would choose differently (ln 3
/// differs in its last bit natively): the answers `tests/monte_carlo.rs`
/// asserts natively.
#[wasm_bindgen_test]
fn monte_carlo_tree_search_uses_the_same_logarithm() {
    for (text, iterations, seed, exploration, visits) in shared::LOGARITHM_CASES {
        let tree = parse(text).unwrap();
        let trace = search(&tree, &shared::options(iterations, seed, exploration)).unwrap();
        let summary = Summary::new(&tree, &trace);
        assert_eq!(summary.monte_carlo.unwrap().visits, visits, "{text}");
    }
}

#[wasm_bindgen_test]
fn figure_5_2_alpha_beta() {
    let tree = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
    let summary = Summary::new(&tree, &trace);
    assert_eq!(summary.value, Value::Number(3.0));
    assert_eq!(summary.best_move, Some(0));
    assert_eq!(summary.evaluated.len(), 7);
    assert_eq!(summary.cutoffs.len(), 1);
}

#[wasm_bindgen_test]
fn a_tree_100_000_deep_parses_searches_prints_and_lays_out() {
    const DEPTH: usize = 100_000;
    let text = format!("{}7{}", "(".repeat(DEPTH), ")".repeat(DEPTH));
    let tree = parse(&text).unwrap();
    assert_eq!(tree.len(), DEPTH + 1);
    assert_eq!(tree.to_string(), text);
    for options in [
        Options::new(Algorithm::Minimax),
        Options::new(Algorithm::AlphaBeta),
        Options::new(Algorithm::NegamaxAlphaBeta),
        Options::new(Algorithm::Pvs),
        Options {
            order: MoveOrder::Best,
            ..Options::new(Algorithm::Pvs)
        },
    ] {
        let trace = search(&tree, &options).unwrap();
        assert_eq!(Summary::new(&tree, &trace).value, Value::Number(7.0));
        let frame = Frame::at(&tree, &trace, trace.len());
        assert_eq!(frame.visited, DEPTH + 1);
    }
    let points = layout(&tree);
    assert_eq!(points.points.len(), DEPTH + 1);
}

#[wasm_bindgen_test]
fn proof_number_searches_prove_a_tree_100_000_deep() {
    const DEPTH: usize = 100_000;
    let text = format!("{}7{}", "(".repeat(DEPTH), ")".repeat(DEPTH));
    let tree = parse(&text).unwrap();
    for algorithm in [
        Algorithm::ProofNumber,
        Algorithm::ProofNumberSquared,
        Algorithm::DepthFirstProofNumber,
    ] {
        let trace = search(&tree, &Options::new(algorithm)).unwrap();
        let proof = Summary::new(&tree, &trace).proof.unwrap();
        assert!(proof.proved);
        let frame = Frame::at(&tree, &trace, trace.len());
        assert!(frame.proof.node(gametree::NodeId::ROOT).unwrap().in_proof);
    }
}

#[wasm_bindgen_test]
fn garbage_is_refused_not_panicked_on() {
    for text in [
        "",
        "(",
        ")",
        "((1 2)",
        "A",
        "()",
        "min min 3",
        "<1,2> <3>",
        "\u{0}\u{feff}",
    ] {
        assert!(parse(text).is_err(), "{text:?}");
    }
}

#[wasm_bindgen_test]
fn the_ordering_table_in_wasm() {
    let spec = TableSpec {
        branching: 3,
        max_depth: 4,
        trees: 4,
        seed: 1,
    };
    let rows = ordering_table(&spec).unwrap();
    assert_eq!(rows[3].minimax, 81);
    assert_eq!(rows[3].best, 17.0);
    assert_eq!(rows[3].knuth_moore, 17);
}
