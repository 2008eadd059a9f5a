//! Grading the proof and disproof numbers a student writes on a
//! proof-number search's tree, as the search has it at the moment the
//! exercise is posed: children before parents, so that the first mistake
//! explained is where a wrong number starts, with the formula that gives
//! the right one.

use super::answers::{Answers, Question};
use super::marks::{Grade, Mark};
use super::mistake::Wrong;
use crate::frame::Frame;
use crate::trace::{Step, Trace};
use crate::tree::{NodeId, Tree};

/// How many steps are on show when a proof-numbers exercise is posed: the
/// search stopped once its numbers are up to date after half its
/// expansions (rounded up), so that the tree holds numbers of every kind.
pub fn proof_numbers_asked_at(trace: &Trace) -> usize {
    let expansions: Vec<usize> = trace
        .steps
        .iter()
        .enumerate()
        .filter(|(_, step)| matches!(step, Step::Expand { .. } | Step::InnerSearch { .. }))
        .map(|(index, _)| index)
        .collect();
    let Some(&middle) = expansions.get(expansions.len().saturating_sub(1) / 2) else {
        return trace.len();
    };
    // After the expansion, its new children and the updates above it.
    trace.steps[middle + 1..]
        .iter()
        .position(|step| {
            !matches!(
                step,
                Step::Generate { .. } | Step::Update { .. } | Step::Evaluate { .. }
            )
        })
        .map_or(trace.len(), |offset| middle + 1 + offset)
}

/// Marks the numbers written at every node the search has generated when
/// the exercise is posed, children before parents.
pub(super) fn mark(tree: &Tree, trace: &Trace, answers: &Answers, grade: &mut Grade) {
    let asked_at = proof_numbers_asked_at(trace);
    let frame = Frame::at(tree, trace, asked_at);
    // The step that last set each node's numbers, for the solution to play from.
    let mut set_at = vec![0; tree.len()];
    for (index, step) in trace.steps[..asked_at].iter().enumerate() {
        if let Step::Generate { node, .. } | Step::Update { node, .. } = *step {
            set_at[node.index()] = index;
        }
    }
    for node in proof_numbers_order(tree) {
        let Some(right) = frame.proof.node(node).and_then(|entry| entry.numbers) else {
            continue;
        };
        let given = answers.proof_numbers.get(node.index()).copied().flatten();
        let mark = Mark {
            node,
            question: Question::ProofNumbers,
            right: given == Some(right),
        };
        let wrong = Wrong::ProofNumbers {
            right,
            given,
            posed: asked_at,
        };
        grade.note(mark, set_at[node.index()], wrong);
    }
}

/// The order a proof-numbers exercise is graded in: every node after all
/// of its children, children left to right (post-order, on an explicit
/// stack), so that a wrong number is met where it starts.
pub fn proof_numbers_order(tree: &Tree) -> Vec<NodeId> {
    let mut order = Vec::with_capacity(tree.len());
    let mut stack = vec![(NodeId::ROOT, false)];
    while let Some((node, children_done)) = stack.pop() {
        if children_done {
            order.push(node);
        } else {
            stack.push((node, true));
            stack.extend(
                tree.children(node)
                    .iter()
                    .rev()
                    .map(|&child| (child, false)),
            );
        }
    }
    order
}
