//! The move-ordering lab slice: whether the lab is open, and the chart it
//! draws (branching, seed and the rows worked out for them), a state its
//! reducer owns; and "keep this order", a rule across slices, which writes
//! the order on show into the tree so that the student can go on by
//! dragging. The order itself is the player's.

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

/// Applies `action` to the lab, open (`Some`) or closed. Keeping the order
/// changes the tree, not the lab: `keep_order` does it.
pub(super) fn reduce(lab: &Option<Rc<Lab>>, action: LabAction) -> Option<Rc<Lab>> {
    match (action, lab.as_deref()) {
        (LabAction::Toggle, Some(_)) => None,
        (LabAction::Toggle, None) => Some(Rc::new(Lab::new(FIRST_BRANCHING, 1))),
        (LabAction::SetBranching(branching), Some(open))
            if CHART_BRANCHINGS.contains(&branching) =>
        {
            Some(Rc::new(Lab::new(branching, open.seed)))
        }
        (LabAction::NewTrees, Some(open)) => {
            Some(Rc::new(Lab::new(open.branching, open.seed.wrapping_add(1))))
        }
        _ => lab.clone(),
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
pub(super) fn keep_order(state: State) -> State {
    let Ok(run) = &state.player.lesson.run else {
        return state;
    };
    let Some(places) = run.trace.arrangement(0) else {
        return state;
    };
    let tree = arranged(&state.player.tree, places);
    let options = suited(Options {
        order: MoveOrder::Drawn,
        ..state.player.options
    });
    state.with_new_tree(tree).rerun(options)
}

#[cfg(test)]
mod tests {
    use super::super::testing::reduce;
    use super::super::{Action, PlayerAction};
    use super::*;
    use gametree::ordering::leaves_read;

    fn lab(state: &State) -> &Lab {
        state.lab.as_deref().expect("the lab is open")
    }

    #[test]
    fn the_chart_opens_on_b_3_and_follows_its_menu() {
        let state = reduce(State::new(), &[Action::Lab(LabAction::Toggle)]);
        assert_eq!((lab(&state).branching, lab(&state).seed), (3, 1));
        let rows = lab(&state).rows.clone();
        assert_eq!(rows.len(), 8);
        assert_eq!(
            (rows[3].minimax, rows[3].best, rows[3].knuth_moore),
            (81, 17.0, 17)
        );
        let state = reduce(state, &[Action::Lab(LabAction::SetBranching(5))]);
        assert_eq!(lab(&state).rows[1].minimax, 25);
        let state = reduce(state, &[Action::Lab(LabAction::SetBranching(9))]);
        assert_eq!(
            lab(&state).branching,
            5,
            "only the branchings the menu offers"
        );
        let state = reduce(state, &[Action::Lab(LabAction::NewTrees)]);
        assert_eq!(lab(&state).seed, 2);
        assert_ne!(lab(&state).rows[7].random, rows[7].random);
        let state = reduce(state, &[Action::Lab(LabAction::Toggle)]);
        assert!(state.lab.is_none());
    }

    #[test]
    fn keeping_the_best_order_writes_it_into_the_tree() {
        let state = reduce(
            State::new(),
            &[
                Action::Player(PlayerAction::SetOrder(MoveOrder::Best)),
                Action::Lab(LabAction::KeepOrder),
            ],
        );
        assert_eq!(
            &*state.player.text,
            "A(B(E=3 G=8 F=12) C(H=2 I=4 J=6) D(M=2 L=5 K=14))"
        );
        assert_eq!(state.player.options.order, MoveOrder::Drawn);
        let read = leaves_read(&state.player.lesson.run.as_ref().unwrap().trace);
        assert_eq!(read, 5, "as few as best first read");
        let undone = reduce(state, &[Action::Editor(super::super::EditorAction::Undo)]);
        assert_eq!(undone.player.tree, State::new().player.tree);
    }
}
