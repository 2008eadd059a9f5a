//! Every sentence is true of the frame it describes. For every written
//! lecture example and every search that takes it, the claims a sentence
//! makes that the drawing also shows are checked against the frame of its
//! step: the move the root picks is counted as the drawing places it (and
//! as the Counts panel counts it), the value a node returns is the value
//! drawn at it, and a cut names the running value drawn at the node and
//! the bound of the window drawn beside it.
#![cfg(not(target_arch = "wasm32"))]

use gametree::explain::{explain, ordinal, score, two_places};
use gametree::lang::english;
use gametree::presets::presets;
use gametree::{parse, search, Algorithm, Frame, MoveOrder, Options, Score, Step};

#[test]
fn every_sentence_names_what_its_frame_draws() {
    let words = english();
    let mut checked = 0;
    for preset in presets() {
        let Some(text) = preset.written() else {
            continue;
        };
        // Named A, B, C… as the page names them.
        let tree = parse(text).unwrap().with_letter_names();
        let searches = Algorithm::ALL.into_iter().flat_map(|algorithm| {
            // In the drawn order, and worst first where the search takes
            // an order: the drawing then places the children elsewhere.
            let orders = if algorithm.takes_order() {
                vec![MoveOrder::Drawn, MoveOrder::Worst]
            } else {
                vec![MoveOrder::Drawn]
            };
            orders.into_iter().map(move |order| (algorithm, order))
        });
        for (algorithm, order) in searches {
            let options = Options {
                depth: preset.options.depth,
                order,
                ..Options::new(algorithm)
            };
            let Ok(trace) = search(&tree, &options) else {
                continue;
            };
            let mut frame = Frame::new(&tree);
            for (index, step) in trace.steps.iter().enumerate() {
                let sentence = explain(words, &tree, &trace, &frame, step);
                let before = frame.clone();
                frame.apply(&tree, step);
                let at = format!(
                    "{} on {algorithm:?} {order:?}, step {index}: {sentence}",
                    preset.title
                );
                match *step {
                    Step::Choose { node, child } if algorithm == Algorithm::MonteCarlo => {
                        assert_eq!(frame.chosen, Some(child), "{at}");
                        let chosen = tree.children(node)[child as usize];
                        let visits = frame.monte_carlo.statistics.visits(chosen);
                        let claim = format!(
                            "plays {}, its most visited child (N = {visits})",
                            tree.name(chosen)
                        );
                        assert!(sentence.contains(&claim), "{at}\nexpected {claim:?}");
                        checked += 1;
                    }
                    Step::Selection { node } => {
                        // The child drawn with the highest score, and its numbers.
                        let statistics = &before.monte_carlo.statistics;
                        let parent = tree.parent(node).unwrap();
                        let c = options.monte_carlo.exploration;
                        let best = statistics.select(&tree, parent, c);
                        assert_eq!(best.child, node, "{at}");
                        assert_eq!(frame.monte_carlo.path.last(), Some(&node), "{at}");
                        // q as the drawing lets a student work it out: the
                        // W/N written at the child, at MIN taken from 1.
                        let drawn = two_places(statistics.mean(node).unwrap());
                        let q = if tree.mover(parent) == gametree::Player::Min {
                            two_places(1.0 - drawn)
                        } else {
                            drawn
                        };
                        // The sum of the terms as written.
                        let ln = f64::from(statistics.visits(parent)).ln();
                        let sum = q + c * (ln / f64::from(best.visits)).sqrt();
                        let claim = format!(
                            "{} + {} × √(ln {} / {}) = {}",
                            words.number(q),
                            words.number(c),
                            statistics.visits(parent),
                            best.visits,
                            words.number(two_places(sum)),
                        );
                        assert!(sentence.contains(&claim), "{at}\nexpected {claim:?}");
                        checked += 1;
                    }
                    Step::Backpropagation { .. } => {
                        let statistics = &frame.monte_carlo.statistics;
                        let root = gametree::NodeId::ROOT;
                        let claim = format!(
                            "N = {} and W = {}",
                            statistics.visits(root),
                            words.number(two_places(statistics.wins(root))),
                        );
                        assert!(sentence.contains(&claim), "{at}\nexpected {claim:?}");
                        checked += 1;
                    }
                    Step::Choose { node, child } if algorithm != Algorithm::AndOr => {
                        assert_eq!(frame.chosen, Some(child), "{at}");
                        let chosen = tree.children(node)[child as usize];
                        let place = trace.place(&tree, frame.arrangement, chosen);
                        let claim = if algorithm.is_proof_number() {
                            format!("(move {})", place + 1)
                        } else {
                            format!("its {} move", ordinal(words, place))
                        };
                        assert!(sentence.contains(&claim), "{at}\nexpected {claim:?}");
                        checked += 1;
                    }
                    Step::Return { node, value } => {
                        assert_eq!(frame.node(node).value, Some(value), "{at}");
                        let drawn = score(words, &trace, value);
                        assert!(sentence.contains(&drawn), "{at}\nexpected {drawn:?}");
                        checked += 1;
                    }
                    Step::Cut {
                        node, value, bound, ..
                    } => {
                        let drawn = before.node(node);
                        assert_eq!(drawn.value, Some(Score::Number(value)), "{at}");
                        let (alpha, beta) = drawn.window.expect("a window at a cut");
                        assert!(bound == alpha || bound == beta, "{at}");
                        let claim = format!("v = {} ", score(words, &trace, Score::Number(value)));
                        assert!(sentence.contains(&claim), "{at}\nexpected {claim:?}");
                        let bound_said = format!("= {}", words.number(bound));
                        assert!(
                            sentence.contains(&bound_said),
                            "{at}\nexpected {bound_said:?}"
                        );
                        checked += 1;
                    }
                    _ => {}
                }
            }
        }
    }
    assert!(checked > 200, "only {checked} claims were checked");
}
