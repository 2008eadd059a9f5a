//! Searching in another order than drawn, and iterative deepening: passes
//! at depth 1, 2, … each searching the tree as the last pass's values
//! ordered it. Every pass is an ordinary search of the arranged tree
//! (same node ids, children permuted); its child indices are then written
//! as the tree as written numbers them, so the trace reads against the
//! written tree alone, and the trace keeps every arrangement for drawing.

use super::run::run;
use crate::options::{MoveOrder, Options};
use crate::order;
use crate::trace::{Step, Trace};
use crate::tree::{NodeId, Player, Tree};

/// One search in the order `options.order` gives.
pub(super) fn ordered(tree: &Tree, options: &Options) -> Trace {
    let places = order::arrangement(tree, options.order, options.depth);
    let mut trace = search_arranged(tree, &places, options);
    trace.add_arrangement(places);
    trace
}

/// Iterative deepening: a pass at every depth from 1 to the depth limit
/// (or the tree's height; a single pass at depth 0 when that is 0).
pub(super) fn deepening(tree: &Tree, options: &Options) -> Trace {
    let mut trace = Trace::new(*options, tree.players());
    let mut places = order::arrangement(tree, options.order, options.depth);
    for (pass, depth) in pass_depths(tree, options).enumerate() {
        if pass > 0 {
            let values = values_of_last_pass(tree, &trace);
            places = order::by_values(tree, &places, &values);
            trace.steps.push(Step::Reorder { node: NodeId::ROOT });
        }
        trace.add_arrangement(places.clone());
        trace.steps.push(Step::Pass {
            node: NodeId::ROOT,
            depth,
        });
        let pass_options = Options {
            depth: Some(depth),
            order: MoveOrder::Drawn,
            iterative: false,
            ..*options
        };
        let pass = search_arranged(tree, &places, &pass_options);
        if let Some(width) = pass.null_width() {
            trace.set_null_width(width);
        }
        trace.steps.extend(pass.steps);
    }
    trace.shrink_to_fit();
    trace
}

/// The depths of the passes: 1 to the limit, or to the tree's height.
pub(super) fn pass_depths(tree: &Tree, options: &Options) -> std::ops::RangeInclusive<u32> {
    let last = options.depth.unwrap_or(tree.height());
    last.min(1)..=last
}

/// Searches `tree` with its children arranged as `places` says, and
/// writes the trace's child indices as `tree` numbers them.
fn search_arranged(tree: &Tree, places: &[u32], options: &Options) -> Trace {
    let arranged = order::arranged(tree, places);
    let mut trace = run(&arranged, options);
    let written = |node: NodeId, position: u32| {
        tree.child_index(arranged.children(node)[position as usize]) as u32
    };
    for step in &mut trace.steps {
        match step {
            Step::Cut { node, after, .. } => *after = written(*node, *after),
            Step::Choose { node, child } => *child = written(*node, *child),
            _ => {}
        }
    }
    trace
}

/// What the last pass of `trace` backed up for each node, from MAX's
/// point of view (negamax's values are the mover's); `None` for the
/// nodes it never valued.
fn values_of_last_pass(tree: &Tree, trace: &Trace) -> Vec<Option<f64>> {
    let start = trace
        .steps
        .iter()
        .rposition(|step| matches!(step, Step::Pass { .. }))
        .unwrap_or(0);
    let negamax = trace.options.algorithm.is_negamax();
    let mut values = vec![None; tree.len()];
    for step in &trace.steps[start..] {
        if let Step::Evaluate { node, value } | Step::Return { node, value } = *step {
            let sign = if negamax && tree.mover(node) == Player::Min {
                -1.0
            } else {
                1.0
            };
            values[node.index()] = value.number().map(|value| sign * value);
        }
    }
    values
}
