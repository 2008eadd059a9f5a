//! Where a search with a planted bug leaves the right one, in words: the
//! first step at which the two traces differ, and what each search does
//! there ("with the bug, B stops after E, where v = 3 < +∞; without it, B
//! goes on with [α, β] = [−∞, 3]"), and on which line of its listing
//! the buggy search is then. The buggy search has no sentences of
//! its own (they are written for the right search and would describe it
//! falsely), so its step is said as a plain fact: what it did, never why
//! it was right to.

use crate::explain::{name_in, score, window};
use crate::lang::{Arg, Catalogue};
use crate::options::Options;
use crate::pseudocode::Pseudocode;
use crate::trace::{Step, Trace};
use crate::tree::Tree;
use std::cmp::Ordering;

/// The first step at which two searches of one tree differ.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Parting {
    /// Its index in both traces.
    pub step: usize,
    /// What the right search does there; `None` when it has ended.
    pub right: Option<Step>,
    /// What the buggy search does there; `None` when it has ended.
    pub buggy: Option<Step>,
}

impl Parting {
    /// Where the trace `buggy` leaves the trace `right`; `None` when they
    /// are the same, or when they are not one search with and without a
    /// planted bug (another algorithm, depth, order…), since the sentence
    /// puts every difference down to the bug.
    pub fn of(right: &Trace, buggy: &Trace) -> Option<Parting> {
        let planted = right.options.bug.is_none()
            && buggy.options.bug.is_some()
            && buggy.options
                == Options {
                    bug: buggy.options.bug,
                    ..right.options
                };
        let step = parting_step(right, buggy).filter(|_| planted)?;
        Some(Parting {
            step,
            right: right.steps.get(step).copied(),
            buggy: buggy.steps.get(step).copied(),
        })
    }

    /// The parting in the words of `words`, step and line counted from one
    /// as the page counts them: "At step 6, on line 17, the two searches
    /// part: with the bug, …; without it, …." The line is the one the
    /// buggy search runs there, so that the node named is one its function
    /// runs at (a bug that changes MAX-VALUE and MIN-VALUE may show first in
    /// either). The values are read from each search's own trace.
    pub fn said(&self, words: &Catalogue, tree: &Tree, right: &Trace, buggy: &Trace) -> String {
        let step = Arg::Number("step", (self.step + 1) as f64);
        let buggy_does = does(words, tree, buggy, self.buggy);
        let right_does = does(words, tree, right, self.right);
        let (buggy_does, right_does) = (
            Arg::Text("buggy", &buggy_does),
            Arg::Text("right", &right_does),
        );
        match self.buggy {
            Some(at) => {
                let line = Pseudocode::new(tree, &buggy.options, words).line_of(tree, &at);
                words.say(
                    "parting.sentence-at",
                    &[
                        step,
                        Arg::Number("line", (line + 1) as f64),
                        buggy_does,
                        right_does,
                    ],
                )
            }
            None => words.say("parting.sentence", &[step, buggy_does, right_does]),
        }
    }
}

/// The index of the first step at which the trace `buggy` leaves the
/// trace `right` (where one ends, when the other goes on); `None` when
/// they are the same.
pub fn parting_step(right: &Trace, buggy: &Trace) -> Option<usize> {
    let same = right
        .steps
        .iter()
        .zip(&buggy.steps)
        .take_while(|(a, b)| a == b)
        .count();
    (same < right.len().max(buggy.len())).then_some(same)
}

/// What `step` of `trace` does, as a plain fact: "B stops after E, as v =
/// 2 met the bound 2"; "the search ends" when there is no step. A planted
/// bug's cut is said by how its two numbers compare ("where v = 3 < +∞"),
/// since the bug may have tested anything.
fn does(words: &Catalogue, tree: &Tree, trace: &Trace, step: Option<Step>) -> String {
    let name = |node| name_in(words, tree, node);
    let value = |value| score(words, trace, value);
    let Some(step) = step else {
        return words.say("parting.ends", &[]);
    };
    match step {
        Step::Enter { node, alpha, beta } => words.say(
            "parting.enter",
            &[
                Arg::Text("node", &name(node)),
                Arg::Ltr("window", &window(words, alpha, beta)),
            ],
        ),
        Step::Evaluate { node, value: read } => words.say(
            "parting.evaluate",
            &[
                Arg::Text("node", &name(node)),
                Arg::Ltr("value", &value(read)),
            ],
        ),
        Step::Backup {
            node,
            child,
            value: v,
        } => words.say(
            "parting.backup",
            &[
                Arg::Text("node", &name(node)),
                Arg::Text("child", &name(child)),
                Arg::Ltr("value", &value(v)),
            ],
        ),
        Step::Window { node, alpha, beta } => words.say(
            "parting.window",
            &[
                Arg::Text("node", &name(node)),
                Arg::Ltr("window", &window(words, alpha, beta)),
            ],
        ),
        Step::Cut {
            node,
            after,
            value: v,
            bound,
        } => {
            let node_and_child = [
                Arg::Text("node", &name(node)),
                Arg::Text("child", &name(tree.children(node)[after as usize])),
            ];
            let relation = match v.total_cmp(&bound) {
                Ordering::Less => "<",
                Ordering::Equal => "=",
                Ordering::Greater => ">",
            };
            let (v, bound) = (words.number(v), words.number(bound));
            if trace.options.bug.is_some() {
                let comparison = format!("v = {v} {relation} {bound}");
                let args = [&node_and_child[..], &[Arg::Ltr("comparison", &comparison)]];
                words.say("parting.cut-planted", &args.concat())
            } else {
                let args = [
                    &node_and_child[..],
                    &[Arg::Ltr("value", &v), Arg::Ltr("bound", &bound)],
                ];
                words.say("parting.cut", &args.concat())
            }
        }
        Step::Return { node, value: v } => words.say(
            "parting.return",
            &[Arg::Text("node", &name(node)), Arg::Ltr("value", &value(v))],
        ),
        Step::Choose { node, child } => words.say(
            "parting.choose",
            &[Arg::Text(
                "child",
                &name(tree.children(node)[child as usize]),
            )],
        ),
        Step::Probe {
            child, alpha, beta, ..
        } => words.say(
            "parting.probe",
            &[
                Arg::Text("child", &name(child)),
                Arg::Ltr("window", &window(words, alpha, beta)),
            ],
        ),
        Step::Research {
            child, value: v, ..
        } => words.say(
            "parting.research",
            &[
                Arg::Text("child", &name(child)),
                Arg::Ltr("value", &words.number(v)),
            ],
        ),
        Step::Pass { depth, .. } => {
            words.say("parting.pass", &[Arg::Number("depth", f64::from(depth))])
        }
        // The searches bugs are planted in take no other step; any other
        // is named by the node it is at.
        other => words.say("parting.other", &[Arg::Text("node", &name(other.node()))]),
    }
}
