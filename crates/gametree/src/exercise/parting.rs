//! Where a search with a planted bug leaves the right one, in words: the
//! first step at which the two traces differ, and what each search does
//! there ("with the bug, B stops after E, as v = 2 met the bound 2;
//! without it, B goes on with the window [3, 5]"). The buggy search has no
//! sentences of its own (they are written for the right search and would
//! describe it falsely), so its step is said as a plain fact: what it did,
//! never why it was right to.

use crate::explain::{name_in, score, window};
use crate::lang::{Arg, Catalogue};
use crate::trace::{Step, Trace};
use crate::tree::Tree;

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
    /// are the same.
    pub fn of(right: &Trace, buggy: &Trace) -> Option<Parting> {
        let step = parting_step(right, buggy)?;
        Some(Parting {
            step,
            right: right.steps.get(step).copied(),
            buggy: buggy.steps.get(step).copied(),
        })
    }

    /// The parting in the words of `words`, step counted from one as the
    /// page counts it: "At step 6 the two searches part: with the bug, …;
    /// without it, …." The values are read from each search's own trace.
    pub fn said(&self, words: &Catalogue, tree: &Tree, right: &Trace, buggy: &Trace) -> String {
        words.say(
            "parting.sentence",
            &[
                Arg::Number("step", (self.step + 1) as f64),
                Arg::Text("buggy", &does(words, tree, buggy, self.buggy)),
                Arg::Text("right", &does(words, tree, right, self.right)),
            ],
        )
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
/// 2 met the bound 2"; "the search ends" when there is no step.
fn does(words: &Catalogue, tree: &Tree, trace: &Trace, step: Option<Step>) -> String {
    let name = |node| name_in(words, tree, node);
    let value = |value| score(words, trace, value);
    let say = |key: &str, args: &[Arg]| words.say(&format!("parting.{key}"), args);
    let Some(step) = step else {
        return say("ends", &[]);
    };
    match step {
        Step::Enter { node, alpha, beta } => say(
            "enter",
            &[
                Arg::Text("node", &name(node)),
                Arg::Ltr("window", &window(words, alpha, beta)),
            ],
        ),
        Step::Evaluate { node, value: read } => say(
            "evaluate",
            &[
                Arg::Text("node", &name(node)),
                Arg::Ltr("value", &value(read)),
            ],
        ),
        Step::Backup {
            node,
            child,
            value: v,
        } => say(
            "backup",
            &[
                Arg::Text("node", &name(node)),
                Arg::Text("child", &name(child)),
                Arg::Ltr("value", &value(v)),
            ],
        ),
        Step::Window { node, alpha, beta } => say(
            "window",
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
        } => say(
            "cut",
            &[
                Arg::Text("node", &name(node)),
                Arg::Text("child", &name(tree.children(node)[after as usize])),
                Arg::Ltr("value", &words.number(v)),
                Arg::Ltr("bound", &words.number(bound)),
            ],
        ),
        Step::Return { node, value: v } => say(
            "return",
            &[Arg::Text("node", &name(node)), Arg::Ltr("value", &value(v))],
        ),
        Step::Choose { node, child } => say(
            "choose",
            &[Arg::Text(
                "child",
                &name(tree.children(node)[child as usize]),
            )],
        ),
        Step::Probe {
            child, alpha, beta, ..
        } => say(
            "probe",
            &[
                Arg::Text("child", &name(child)),
                Arg::Ltr("window", &window(words, alpha, beta)),
            ],
        ),
        Step::Research {
            child, value: v, ..
        } => say(
            "research",
            &[
                Arg::Text("child", &name(child)),
                Arg::Ltr("value", &words.number(v)),
            ],
        ),
        Step::Pass { depth, .. } => say("pass", &[Arg::Number("depth", f64::from(depth))]),
        // The searches bugs are planted in take no other step; any other
        // is named by the node it is at.
        other => say("other", &[Arg::Text("node", &name(other.node()))]),
    }
}
