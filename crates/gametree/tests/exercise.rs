//! Exercise trees made to order: the constraints hold, the same seed gives
//! the same tree, and impossible constraints say so.
#![cfg(not(target_arch = "wasm32"))]

use gametree::exercise::{make, Constraints, ExerciseError, Generator, Kind, Setup};
use gametree::lang::english;
use gametree::random::RandomSpec;
use gametree::{Algorithm, Options, Summary, Value};

fn constraints(min_cuts: usize, cut_above_leaves: bool, ties: bool, seed: u64) -> Constraints {
    Constraints {
        shape: RandomSpec {
            branching: 2..=3,
            depth: 3,
            min: 0,
            max: 30,
            seed,
        },
        options: Options::new(Algorithm::AlphaBeta),
        min_cuts,
        cut_above_leaves,
        ties,
    }
}

/// A cuts exercise of the newest generator under those constraints.
fn setup(min_cuts: usize, cut_above_leaves: bool, ties: bool, seed: u64) -> Setup {
    Setup {
        kind: Kind::Cuts,
        constraints: constraints(min_cuts, cut_above_leaves, ties, seed),
        generator: Generator::NEWEST,
    }
}

#[test]
fn the_constraints_hold() {
    for seed in 0..20 {
        let exercise = make(&setup(2, true, false, seed)).unwrap();
        let summary = Summary::new(&exercise.tree, &exercise.trace);
        assert!(summary.cutoffs.len() >= 2, "seed {seed}");
        let tree = &exercise.tree;
        assert!(summary.cutoffs.iter().any(|&(node, _)| tree
            .children(node)
            .iter()
            .any(|&child| !tree.node(child).is_leaf())));
        let mut leaves: Vec<f64> = tree
            .nodes()
            .iter()
            .filter(|node| node.is_leaf())
            .map(|node| match node.value {
                Some(Value::Number(x)) => x,
                _ => unreachable!(),
            })
            .collect();
        let count = leaves.len();
        leaves.sort_by(f64::total_cmp);
        leaves.dedup();
        assert_eq!(leaves.len(), count, "no ties, seed {seed}");
    }
}

#[test]
fn the_same_settings_give_the_same_exercise() {
    let first = make(&setup(1, false, true, 42)).unwrap();
    let again = make(&setup(1, false, true, 42)).unwrap();
    assert_eq!(first, again);
    let other = make(&setup(1, false, true, 4242)).unwrap();
    assert_ne!(first.tree, other.tree);
}

#[test]
fn impossible_constraints_say_so() {
    // A tree of depth 1 has one cut at most.
    let mut too_many = setup(5, false, true, 1);
    too_many.constraints.shape.depth = 1;
    let error = make(&too_many).unwrap_err();
    assert_eq!(error, ExerciseError::TooStrict);
    assert!(error
        .to_string()
        .starts_with("no tree of this shape met the constraints"));
    // Eight leaves at least, six values, no ties: refused at once, with
    // advice that helps (not "ask for fewer cuts").
    let mut crowded = setup(0, false, false, 1);
    crowded.constraints.shape.max = 5;
    let error = make(&crowded).unwrap_err();
    assert_eq!(
        error,
        ExerciseError::TooFewValues {
            values: 6,
            leaves: 8
        }
    );
    assert_eq!(
        error.to_string(),
        "a tree of this shape has at least 8 leaves, each with a value of its own when leaves \
         may not share values, but the range holds only 6: widen the value range or let \
         leaves share values"
    );
    let mut huge = setup(0, false, true, 1);
    huge.constraints.shape.depth = 12;
    assert_eq!(make(&huge), Err(ExerciseError::TooLarge));
    let mut empty = setup(0, false, true, 1);
    empty.constraints.shape.min = 5;
    empty.constraints.shape.max = 1;
    assert!(matches!(make(&empty), Err(ExerciseError::Shape(_))));
}

#[test]
fn an_exercise_code_round_trips_and_refuses_tampering() {
    let newest = setup(2, true, false, 42);
    let code = newest.to_string();
    assert_eq!(code, "cuts.alphabeta.equal.soft.b2-3.d3.v0~30.k2a.42.g2");
    assert_eq!(code.parse::<Setup>(), Ok(newest.clone()));
    // Copied with the full stop of its sentence, the same code.
    assert_eq!(format!("{code}.").parse::<Setup>(), Ok(newest.clone()));
    // A code of the first generator, as older sheets print them.
    let first = Setup {
        generator: Generator::First,
        ..newest
    };
    assert_eq!(
        "cuts.alphabeta.equal.soft.b2-3.d3.v0~30.k2a.42".parse::<Setup>(),
        Ok(first)
    );
    let strict = Setup {
        kind: Kind::Windows,
        generator: Generator::NEWEST,
        constraints: Constraints {
            options: Options {
                ties: gametree::TieRule::Strict,
                failure: gametree::Failure::Hard,
                ..Options::new(Algorithm::NegamaxAlphaBeta)
            },
            ..constraints(0, false, true, 7)
        },
    };
    assert_eq!(strict.to_string().parse::<Setup>(), Ok(strict));
    for (code, problem) in [
        (
            "",
            "it should have ten parts separated by dots (older codes nine)",
        ),
        (
            "cuts.alphabeta.equal.soft.b2-3.d3.v0~30.k2a",
            "it should have ten parts separated by dots (older codes nine)",
        ),
        (
            "cuts.alphabeta.equal.soft.b2-3.d3.v0~30.k2a.1.g3",
            "unknown generator \"g3\" (this version knows g2)",
        ),
        (
            "guess.alphabeta.equal.soft.b2.d3.v0~30.k2.1",
            "unknown kind \"guess\"",
        ),
        (
            "cuts.best.equal.soft.b2.d3.v0~30.k2.1",
            "unknown algorithm \"best\"",
        ),
        (
            "ucb.alphabeta.equal.soft.b2.d2.v0~9.k0.1",
            "a ucb exercise cannot be set on alphabeta",
        ),
        (
            "cuts.alphabeta.equal.soft.bx.d3.v0~30.k2.1",
            "the branching is not a number",
        ),
        (
            "cuts.alphabeta.equal.soft.b2.d3.v0-30.k2.1",
            "the value range should read like v0~30",
        ),
        (
            "cuts.alphabeta.equal.soft.b2.d3.v0~30.k2z.1",
            "unknown flags \"z\" after the number of cuts",
        ),
        (
            "cuts.alphabeta.equal.soft.b2.d-3.v0~30.k2.1",
            "the depth is out of range",
        ),
        (
            "cuts.alphabeta.equal.soft.b2.d3.v0~30.k2.-1",
            "the seed is not a number",
        ),
    ] {
        let error = code.parse::<Setup>().unwrap_err();
        assert_eq!(error.0.say(english()), problem, "{code}");
    }
}

#[test]
fn every_kind_and_level_makes_an_exercise_whose_code_round_trips() {
    use gametree::exercise::Level;
    for kind in Kind::ALL {
        assert_eq!(Kind::from_name(kind.name()), Some(kind));
        for level in Level::ALL {
            let setup = level.setup(kind, 11);
            assert_eq!(setup.to_string().parse::<Setup>(), Ok(setup.clone()));
            let exercise =
                make(&setup).unwrap_or_else(|error| panic!("{kind:?} {level:?}: {error}"));
            let cuts = Summary::new(&exercise.tree, &exercise.trace).cutoffs.len();
            assert!(cuts >= setup.constraints.min_cuts, "{kind:?} {level:?}");
        }
    }
    let values = Level::Hard.setup(Kind::Values, 1);
    assert_eq!(values.constraints.options.algorithm, Algorithm::Minimax);
    assert_eq!(values.constraints.min_cuts, 0, "minimax never cuts");
    assert_eq!(
        values.to_string(),
        "values.minimax.equal.soft.b3.d3.v0~20.k0t.1.g2"
    );
    assert_eq!(
        Level::Medium.setup(Kind::Ordering, 5).to_string(),
        "order.alphabeta.equal.soft.b2-3.d3.v0~30.k2a.5.g2"
    );
    assert_eq!(
        Level::Medium.setup(Kind::ProofNumbers, 5).to_string(),
        "proof.pns.equal.soft.b2-3.d3.v-30~30.k0t.5.g2",
        "wins and losses both"
    );
}
