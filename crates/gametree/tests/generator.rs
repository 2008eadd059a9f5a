//! Exercises worth doing: two seeds make two different sheets, ten
//! exercises ask for different answers, no exercise is posed already
//! solved, and codes printed before the second generator keep opening the
//! trees they opened.
#![cfg(not(target_arch = "wasm32"))]

use gametree::checkpoint::checkpoints;
use gametree::exercise::{make, series, Exercise, Kind, Level, Setup};
use gametree::latex::on_sheet;
use gametree::marks::node_marks;
use gametree::ordering::{best_ordering, leaves_read};
use std::collections::BTreeSet;

/// The kinds whose answers are written on the tree, and the two others a
/// generated exercise asks.
const KINDS: [Kind; 6] = [
    Kind::Values,
    Kind::Cuts,
    Kind::Windows,
    Kind::ProofNumbers,
    Kind::Predict,
    Kind::Ordering,
];

/// What a student must answer on `exercise`, written out so that two
/// equal answers read alike: what they write where the sheet leaves room
/// (and, for cuts, which branches are cut, not the values); the questions
/// and answers of a "predict" exercise; the best order, as the places the
/// children had as drawn.
fn answer(kind: Kind, exercise: &Exercise) -> String {
    let (tree, trace) = (&exercise.tree, &exercise.trace);
    match kind {
        Kind::Predict => checkpoints(tree, trace, 6)
            .iter()
            .map(|checkpoint| format!("{:?}={:?}", checkpoint.ask, checkpoint.answer))
            .collect(),
        Kind::Ordering => {
            // Named in the order drawn: the best order's names, in order,
            // say where each child goes.
            let named = tree.with_letter_names();
            let best = best_ordering(&named, &trace.options).unwrap().tree;
            best.ids().map(|id| best.name(id)).collect()
        }
        _ => {
            let (blank_frame, blank) = on_sheet(kind, exercise, false);
            let (key_frame, key) = on_sheet(kind, exercise, true);
            tree.ids()
                .filter_map(|id| {
                    let asked = node_marks(tree, trace, &blank_frame, blank, id);
                    let room = asked.inside.is_none() || asked.boxes.is_some();
                    let shown = node_marks(tree, trace, &key_frame, key, id);
                    match kind {
                        Kind::Cuts => Some(format!("{}{}", id.index(), shown.cut)),
                        _ if room => Some(format!("{:?}{:?}", shown.inside, shown.lines)),
                        _ => None,
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        }
    }
}

#[test]
fn two_seeds_make_sheets_that_share_at_most_one_tree_and_one_seed_the_same_sheet() {
    for kind in KINDS {
        for level in Level::ALL {
            for seed in [1, 2, 88] {
                let trees = |seed| -> Vec<String> {
                    series(kind, level, 6, seed)
                        .unwrap()
                        .into_iter()
                        .map(|(_, exercise)| exercise.tree.to_string())
                        .collect()
                };
                let (one, next) = (trees(seed), trees(seed + 1));
                assert_eq!(one, trees(seed), "{kind:?} {level:?} {seed}");
                let shared = one.iter().filter(|tree| next.contains(tree)).count();
                assert!(
                    shared <= 1,
                    "{kind:?} {level:?} seeds {seed} and next: {shared}"
                );
            }
        }
    }
}

#[test]
fn ten_exercises_ask_for_different_answers() {
    for kind in KINDS {
        for level in Level::ALL {
            let exercises = series(kind, level, 10, 3).unwrap();
            let answers: BTreeSet<String> = exercises
                .iter()
                .map(|(_, exercise)| answer(kind, exercise))
                .collect();
            let least = if level == Level::Easy { 5 } else { 8 };
            assert!(
                answers.len() >= least,
                "{kind:?} {level:?}: {} different answers of 10",
                answers.len()
            );
        }
    }
}

#[test]
fn no_ordering_exercise_is_posed_already_in_its_best_order() {
    for level in Level::ALL {
        for (code, exercise) in series(Kind::Ordering, level, 20, 13721).unwrap() {
            let best = best_ordering(&exercise.tree, &exercise.trace.options).unwrap();
            assert!(best.leaves < leaves_read(&exercise.trace), "{code}");
        }
    }
}

#[test]
fn every_code_of_a_series_opens_its_exercise() {
    for kind in KINDS {
        for (code, exercise) in series(kind, Level::Medium, 4, 9).unwrap() {
            let setup: Setup = code.parse().unwrap();
            assert_eq!(make(&setup).unwrap(), exercise, "{code}");
        }
    }
}

#[test]
fn codes_printed_before_the_second_generator_open_the_trees_they_opened() {
    // Codes of worksheets printed, and one shared from practice (whose
    // seed, 5, found the tree of seed 88), with the trees they opened.
    for (code, tree) in [
        (
            "values.minimax.equal.soft.b2-3.d3.v0~20.k0.88",
            "(((17 4) (2 20 19)) ((6 1) (18 9) (7 5)))",
        ),
        (
            "cuts.alphabeta.equal.soft.b2-3.d3.v0~20.k2a.1281",
            "(((17 8) (19 20)) ((16 9 12) (13 10)))",
        ),
        (
            "cuts.alphabeta.equal.soft.b2-3.d3.v0~20.k2a.5",
            "(((17 4) (2 20 19)) ((6 1) (18 9) (7 5)))",
        ),
        (
            "proof.pns.equal.soft.b2-3.d3.v-20~20.k0t.6",
            "(((-16 2) (-13 -12 -16)) ((0 -12) (-4 -19 5) (16 -11 20)) ((-20 -8 -3) (9 17 -20) (11 18 19)))",
        ),
    ] {
        let setup: Setup = code.parse().unwrap();
        assert_eq!(make(&setup).unwrap().tree.to_string(), tree, "{code}");
    }
}
