//! Browser tests of the proof-number formula panel and the counts of a
//! proof-number search: mounted in headless Chromium at chosen steps of
//! the lecture example. Run with
//! `cargo test -p minimax-lab --target wasm32-unknown-unknown --test formula_panel`.
#![cfg(target_arch = "wasm32")]

use gametree::presets::NARROW_WIN;
use gametree::{Algorithm, Options};
use minimax_lab::components::counters::{Counters, CountersProps};
use minimax_lab::components::formula_panel::{FormulaPanel, FormulaPanelProps};
use minimax_lab::lesson::{Counts, Lesson};
use std::rc::Rc;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::HtmlElement;

mod support;

use support::{find, mount, text_of};

wasm_bindgen_test_configure!(run_in_browser);

fn narrow_win() -> Rc<Lesson> {
    let tree = Rc::new(gametree::parse(NARROW_WIN).expect("the preset parses"));
    Lesson::new(&tree, &Options::new(Algorithm::ProofNumber), false)
}

#[wasm_bindgen_test]
async fn the_current_nodes_formula_is_written_out_and_its_row_lit() {
    let lesson = narrow_win();
    // Step 13: B, an AND node, has just been updated from its four children.
    let frame = Rc::new(lesson.frame(13));
    let (root, _handle) = mount::<FormulaPanel>(yew::props!(FormulaPanelProps {
        lesson: lesson.clone(),
        frame,
    }))
    .await;
    assert_eq!(
        text_of(&root, "#formula"),
        "AND node: pn = 1 + 1 + 1 + 1 = 4, dn = min(1, 1, 1, 1) = 1"
    );
    let lit: HtmlElement = find(&root, "tr.lit");
    assert!(lit.class_name().contains("and"), "{}", lit.class_name());

    let (before, _handle) = mount::<FormulaPanel>(yew::props!(FormulaPanelProps {
        lesson: lesson.clone(),
        frame: Rc::new(lesson.frame(0)),
    }))
    .await;
    assert!(before.query_selector("#formula").unwrap().is_none());
    assert!(before.query_selector("tr.lit").unwrap().is_none());
}

#[wasm_bindgen_test]
async fn a_proof_number_search_counts_what_it_generated_expanded_and_read() {
    let lesson = narrow_win();
    let end = lesson.frame(lesson.len());
    let (root, _handle) = mount::<Counters>(yew::props!(CountersProps {
        now: Counts::of(&end),
        minimax: None,
        root_value: Some(yew::AttrValue::from("proved")),
        best_move: Some(yew::AttrValue::from("C (move 1)")),
        proof_numbers: true,
    }))
    .await;
    let rows = text_of(&root, "tbody");
    assert!(rows.contains("Nodes generated11"), "{rows}");
    assert!(rows.contains("Nodes expanded4"), "{rows}");
    assert!(rows.contains("Values read2"), "{rows}");
    assert_eq!(text_of(&root, "#root-value"), "proved");
}
