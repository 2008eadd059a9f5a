//! The cuts question: which leaves alpha-beta never reads, the leaves
//! under the branches it cuts. Every leaf is a choice; each choice's
//! feedback says why the leaf is read or not, as the grader explains a
//! wrong mark there (`grade::Mistake::reason`).

use super::question::{closed, Asks, Choice};
use crate::grade::{grade, Answers, Question};
use crate::lang::{Arg, Catalogue};
use crate::trace::{Step, Trace};
use crate::tree::{NodeId, Tree};
use std::collections::BTreeSet;

/// Every leaf of `tree` as a choice, the ones `trace` never reads right.
pub fn leaf_choices(words: &Catalogue, tree: &Tree, trace: &Trace) -> Asks {
    // The branches cut: every child a cut skips, as the grader wants them marked.
    let mut cut = BTreeSet::new();
    for step in &trace.steps {
        if let Step::Cut { node, after, .. } = *step {
            cut.extend(&tree.children(node)[after as usize + 1..]);
        }
    }
    let right = Answers {
        cut: cut.clone(),
        ..Answers::default()
    };
    let leaves = tree.ids().filter(|&node| tree.node(node).is_leaf());
    let choices = leaves
        .map(|leaf| {
            let name = tree.name(leaf);
            // The branch above it that is cut, if any.
            let skipped = std::iter::successors(Some(leaf), |&node| tree.parent(node))
                .find(|node| cut.contains(node));
            let (key, wrong) = match skipped {
                // Its branch left unmarked: the cut's own sentence.
                Some(branch) => ("quiz.never-read-because", without(&right, branch)),
                // Itself marked cut: why the search reads it.
                None => ("quiz.read-because", with(&right, leaf)),
            };
            let mistake = grade(tree, trace, &wrong, &[Question::Cuts]).first_mistake;
            let why =
                mistake.map_or_else(String::new, |mistake| mistake.reason(words, tree, trace));
            let feedback = words.say(
                key,
                &[Arg::Text("leaf", &name), Arg::Text("why", &closed(&why))],
            );
            Choice {
                text: name,
                right: skipped.is_some(),
                feedback,
            }
        })
        .collect();
    Asks::Choices {
        choices,
        multiple: true,
    }
}

/// The right marks with `branch` left unmarked.
fn without(right: &Answers, branch: NodeId) -> Answers {
    let mut answers = right.clone();
    answers.cut.remove(&branch);
    answers
}

/// The right marks with `leaf` marked cut too.
fn with(right: &Answers, leaf: NodeId) -> Answers {
    let mut answers = right.clone();
    answers.cut.insert(leaf);
    answers
}
