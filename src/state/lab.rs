//! The move-ordering lab slice: whether the lab is open, and the chart it
//! draws (branching, seed and the rows worked out for them); and "keep
//! this order", which writes the order on show into the tree so that the
//! student can go on by dragging. The order itself is the player's.

use super::player::suited;
use super::State;
use crate::lab::{chart_table, CHART_BRANCHINGS};
use gametree::order::{arranged, TableRow};
use gametree::{MoveOrder, Options};
use std::rc::Rc;

/// The open lab: the chart's trees and its rows.
#[derive(Clone, Debug, PartialEq)]
pub struct Lab {
    /// The children of every inner node of the chart's trees.
    pub branching: u32,
    /// The seed the chart's trees and random orders are drawn from.
    pub seed: u64,
    /// The chart's rows, one per depth.
    pub rows: Rc<Vec<TableRow>>,
}

/// The branching the chart opens with: the lecture's example of b = 3.
const FIRST_BRANCHING: u32 = 3;

/// What can happen to the lab.
#[derive(Clone, Debug, PartialEq)]
pub enum LabAction {
    /// Open the lab (and draw its chart), or close it.
    Toggle,
    /// Draw the chart for trees of this many children a node.
    SetBranching(u32),
    /// Draw the chart again for other random trees.
    NewTrees,
    /// Write the order on show into the tree, as if the student had dragged
    /// every child there; the search goes on in the drawn order.
    KeepOrder,
}

/// Applies `action` to `state`.
pub(super) fn reduce(state: State, action: LabAction) -> State {
    let lab = state.lab.as_deref();
    match (action, lab) {
        (LabAction::Toggle, Some(_)) => State { lab: None, ..state },
        (LabAction::Toggle, None) => State {
            lab: Some(Rc::new(Lab::new(FIRST_BRANCHING, 1))),
            ..state
        },
        (LabAction::SetBranching(branching), Some(lab))
            if CHART_BRANCHINGS.contains(&branching) =>
        {
            let seed = lab.seed;
            State {
                lab: Some(Rc::new(Lab::new(branching, seed))),
                ..state
            }
        }
        (LabAction::NewTrees, Some(lab)) => {
            let next = Lab::new(lab.branching, lab.seed.wrapping_add(1));
            State {
                lab: Some(Rc::new(next)),
                ..state
            }
        }
        (LabAction::KeepOrder, _) => keep_order(state),
        _ => state,
    }
}

impl Lab {
    fn new(branching: u32, seed: u64) -> Lab {
        Lab {
            branching,
            seed,
            rows: Rc::new(chart_table(branching, seed)),
        }
    }
}

/// The tree on show with its children where the order on show puts them
/// (the first pass's, under iterative deepening), searched as drawn.
fn keep_order(state: State) -> State {
    let Ok(run) = &state.lesson.run else {
        return state;
    };
    let Some(places) = run.trace.arrangement(0) else {
        return state;
    };
    let tree = arranged(&state.tree, places);
    let options = suited(Options {
        order: MoveOrder::Drawn,
        ..state.options
    });
    state.with_new_tree(tree).rerun(options)
}
