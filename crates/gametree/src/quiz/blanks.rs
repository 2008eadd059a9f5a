//! The blanks of the kinds answered with numbers written on the tree:
//! the value of every inner node, the window every node is entered with,
//! the proof and disproof numbers of every node generated when the search
//! stops halfway. Each answer is the search's own, and each blank's
//! feedback is the grader's explanation of the mistake a wrong number
//! there would be (`grade::Mistake::reason`).

use super::question::{closed, Blank};
use crate::frame::Frame;
use crate::grade::{grade, proof_numbers_asked_at, Answers, Question};
use crate::lang::{Arg, Catalogue};
use crate::trace::{ProofNumbers, Score, Step, Trace, INFINITY};
use crate::tree::{NodeId, Tree};

/// A blank for the value minimax gives every inner node.
pub fn value_blanks(words: &Catalogue, tree: &Tree, trace: &Trace) -> Vec<Blank> {
    let mut right = Answers {
        values: vec![None; tree.len()],
        ..Answers::default()
    };
    for step in &trace.steps {
        if let Step::Return {
            node,
            value: Score::Number(value),
        } = *step
        {
            right.values[node.index()] = Some(value);
        }
    }
    let mut blanks = Vec::new();
    for node in tree.ids() {
        let Some(value) = right.values[node.index()] else {
            continue;
        };
        let mut without = right.clone();
        without.values[node.index()] = None;
        let feedback = feedback(words, tree, trace, &without, Question::Values, value);
        let label = label(words, "quiz.blank.value", tree, node);
        blanks.push(Blank {
            label,
            answer: value,
            feedback,
        });
    }
    blanks
}

/// Two blanks, α and β, for the window alpha-beta enters every node it
/// reaches with.
pub fn window_blanks(words: &Catalogue, tree: &Tree, trace: &Trace) -> Vec<Blank> {
    let mut right = Answers {
        windows: vec![None; tree.len()],
        ..Answers::default()
    };
    for step in &trace.steps {
        if let Step::Enter { node, alpha, beta } = *step {
            right.windows[node.index()].get_or_insert((alpha, beta));
        }
    }
    let mut blanks = Vec::new();
    for node in tree.ids() {
        let Some((alpha, beta)) = right.windows[node.index()] else {
            continue;
        };
        let mut without = right.clone();
        without.windows[node.index()] = None;
        for (key, answer) in [("quiz.blank.alpha", alpha), ("quiz.blank.beta", beta)] {
            blanks.push(Blank {
                label: label(words, key, tree, node),
                answer,
                feedback: feedback(words, tree, trace, &without, Question::Windows, answer),
            });
        }
    }
    blanks
}

/// Two blanks, pn and dn, for every node a proof-number search has
/// generated when the exercise is posed, halfway through.
pub fn proof_blanks(words: &Catalogue, tree: &Tree, trace: &Trace) -> Vec<Blank> {
    let frame = Frame::at(tree, trace, proof_numbers_asked_at(trace));
    let numbers = |node: NodeId| frame.proof.node(node).and_then(|entry| entry.numbers);
    let right = Answers {
        proof_numbers: tree.ids().map(numbers).collect(),
        ..Answers::default()
    };
    let mut blanks = Vec::new();
    for node in tree.ids() {
        let Some(ProofNumbers { proof, disproof }) = numbers(node) else {
            continue;
        };
        let mut without = right.clone();
        without.proof_numbers[node.index()] = None;
        for (key, number) in [("quiz.blank.pn", proof), ("quiz.blank.dn", disproof)] {
            let answer = if number == INFINITY {
                f64::INFINITY
            } else {
                f64::from(number)
            };
            let question = Question::ProofNumbers;
            blanks.push(Blank {
                label: label(words, key, tree, node),
                answer,
                feedback: feedback(words, tree, trace, &without, question, answer),
            });
        }
    }
    blanks
}

/// A blank's label: `key` said of the node's name.
fn label(words: &Catalogue, key: &str, tree: &Tree, node: NodeId) -> String {
    words.say(key, &[Arg::Text("node", &tree.name(node))])
}

/// The feedback of a blank: its answer, and why, as the grader explains
/// the first mistake of `answers`, right but for the blank's node.
fn feedback(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    answers: &Answers,
    question: Question,
    answer: f64,
) -> String {
    let mistake = grade(tree, trace, answers, &[question]).first_mistake;
    let why = mistake.map_or_else(String::new, |mistake| mistake.reason(words, tree, trace));
    let answer = words.number(answer);
    if why.is_empty() {
        words.say("quiz.answer", &[Arg::Ltr("answer", &answer)])
    } else {
        words.say(
            "quiz.answer-why",
            &[Arg::Ltr("answer", &answer), Arg::Text("why", &closed(&why))],
        )
    }
}
