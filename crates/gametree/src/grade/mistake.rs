//! The first wrong answer of a grade, kept as what was wrong (the node, the
//! step that shows the right answer, what was written there) and said in
//! a catalogue's language only when it is read: a page switched to another
//! language says it again in that one, as a check in it would.

use crate::explain::{
    entered, explain, formula, name_in, not_cut, pn_and_dn, subject, window, worth,
};
use crate::frame::Frame;
use crate::lang::{Arg, Catalogue};
use crate::trace::{ProofNumbers, Score, Trace};
use crate::tree::{NodeId, Tree};

/// The first wrong answer, where the search shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Mistake {
    /// The node the answer is about (for a cut: the child whose edge is cut).
    pub node: NodeId,
    /// The index of the step that shows the right answer, so that the
    /// solution can be played from just before it.
    pub step: usize,
    /// What was wrong there.
    pub(super) wrong: Wrong,
}

/// What a wrong answer got wrong, with what its sentence reads besides the
/// tree, the search and the frame before the mistake's step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Wrong {
    /// A branch marked cut that the search enters.
    NotCut,
    /// A window other than (α, β), which the node is entered with.
    Window(f64, f64),
    /// A value other than the first, which the node returns; the second is
    /// what was written, if anything.
    Value(f64, Option<f64>),
    /// A branch the search cuts, not marked.
    Cut,
    /// A branch marked cut inside a branch cut above it.
    CutAbove,
    /// Proof numbers other than `right`, which the node has after `posed`
    /// steps, when the exercise is posed.
    ProofNumbers {
        /// The node's numbers then.
        right: ProofNumbers,
        /// What was written, if anything.
        given: Option<ProofNumbers>,
        /// The steps on show when the exercise is posed.
        posed: usize,
    },
}

impl Mistake {
    /// One sentence that names the rule, in the language of `words`, about
    /// `trace`, the search of `tree` that was graded.
    pub fn said(&self, words: &Catalogue, tree: &Tree, trace: &Trace) -> String {
        let node = self.node;
        let name = subject(words, tree, node);
        let blank = || words.say("grade.blank", &[]);
        let why = self.reason(words, tree, trace);
        match self.wrong {
            Wrong::NotCut => words.say(
                "grade.not-cut",
                &[Arg::Text("node", &name), Arg::Text("why", &why)],
            ),
            Wrong::Window(alpha, beta) => words.say(
                "grade.entered",
                &[
                    Arg::Text("node", &name),
                    Arg::Ltr("window", &window(words, alpha, beta)),
                    Arg::Text("why", &why),
                ],
            ),
            Wrong::Value(value, given) => words.say(
                "grade.worth",
                &[
                    Arg::Text("node", &name),
                    Arg::Number("value", value),
                    Arg::Ltr(
                        "given",
                        &given.map_or_else(blank, |given| words.number(given)),
                    ),
                    Arg::Text("why", &why),
                ],
            ),
            Wrong::Cut => words.say(
                "grade.cut",
                &[
                    Arg::Text("child", &name_in(words, tree, node)),
                    Arg::Text("why", &why),
                ],
            ),
            Wrong::CutAbove => words.say("grade.cut-above", &[Arg::Text("node", &name)]),
            Wrong::ProofNumbers { right, given, .. } => {
                let written = given.map_or_else(blank, |numbers| pn_and_dn(words, numbers));
                words.say(
                    "grade.proof-numbers",
                    &[
                        Arg::Text("node", &name_in(words, tree, node)),
                        Arg::Ltr("right", &pn_and_dn(words, right)),
                        Arg::Ltr("given", &written),
                        Arg::Text("how", &why),
                    ],
                )
            }
        }
    }

    /// Why the right answer is right, whatever was written: the part of
    /// [`Mistake::said`] after the colon (empty for a cut marked inside a
    /// branch cut above, and for proof numbers no formula gives), for a
    /// reader who is told the right answer some other way, as a question
    /// bank's feedback is.
    pub fn reason(&self, words: &Catalogue, tree: &Tree, trace: &Trace) -> String {
        let node = self.node;
        let before = || Frame::at(tree, trace, self.step);
        match self.wrong {
            Wrong::NotCut => not_cut(words, tree, trace, &before(), node),
            Wrong::Window(..) => entered(words, tree, trace, &before(), node),
            Wrong::Value(value, _) => {
                worth(words, tree, trace, &before(), node, Score::Number(value))
            }
            Wrong::Cut => explain(words, tree, trace, &before(), &trace.steps[self.step]),
            Wrong::CutAbove => String::new(),
            Wrong::ProofNumbers { posed, .. } => {
                let posed = Frame::at(tree, trace, posed);
                formula(words, tree, trace, &posed, node).unwrap_or_default()
            }
        }
    }
}
