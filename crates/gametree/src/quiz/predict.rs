//! The predict question: the first question practice asks of the
//! exercise (`checkpoint`), as one right choice among what the search
//! could do next, each choice's feedback practice's own verdict on it;
//! the tree drawn as it stands when the search pauses there.

use super::picture::picture;
use super::question::{Asks, Choice};
use crate::checkpoint::{checkpoints_where, Ask, Checkpoint, Reply, MOST_CHECKPOINTS};
use crate::exercise::Kind;
use crate::explain::join_names;
use crate::frame::{Frame, NodeState};
use crate::lang::{Arg, Catalogue};
use crate::latex::{Places, Room};
use crate::marks::Show;
use crate::trace::{Score, Step, Trace};
use crate::tree::Tree;

/// A predict exercise posed: the question, its choices and the drawing.
pub struct Posed {
    /// Where the search is, and practice's question, in the bank's language.
    pub question: String,
    /// The choices.
    pub asks: Asks,
    /// The tree as it stands at the pause, in SVG.
    pub picture: String,
}

/// The first checkpoint practice asks of `trace`, a search of `tree`, that
/// offers two choices or more, posed.
pub fn predict(words: &Catalogue, tree: &Tree, trace: &Trace) -> Posed {
    let checkpoints =
        checkpoints_where(tree, trace, MOST_CHECKPOINTS, |ask| Kind::Predict.asks(ask));
    let (checkpoint, replies) = checkpoints
        .iter()
        .map(|checkpoint| (checkpoint, replies(tree, trace, checkpoint)))
        .find(|(_, replies)| replies.len() > 1)
        .expect("a predict exercise stops where the search can go more than one way");
    let choices = replies
        .iter()
        .map(|reply| Choice {
            text: said(words, tree, reply),
            right: checkpoint.right(reply),
            feedback: checkpoint.verdict(words, tree, trace, reply),
        })
        .collect();
    let frame = Frame::at(tree, trace, checkpoint.before);
    let mut room = Room::new(tree);
    room.take(tree, trace, &frame, Show::Frame);
    let places = Places::new(tree, &room);
    // Where the search is, for a reader without the drawing: the leaves read.
    let read: Vec<String> = (trace.steps[..checkpoint.before].iter())
        .filter_map(|step| match *step {
            Step::Evaluate { node, .. } => Some(tree.name(node)),
            _ => None,
        })
        .collect();
    let paused = if read.is_empty() {
        words.say("quiz.task.predict-start", &[])
    } else {
        let leaves = join_names(words, read);
        words.say("quiz.task.predict", &[Arg::Text("leaves", &leaves)])
    };
    Posed {
        question: format!("{paused} {}", checkpoint.question(words, tree)),
        asks: Asks::Choices {
            choices,
            multiple: false,
        },
        picture: picture(tree, trace, &frame, Show::Frame, &places),
    }
}

/// What the search could do at `checkpoint`, the right answer among them.
fn replies(tree: &Tree, trace: &Trace, checkpoint: &Checkpoint) -> Vec<Reply> {
    let frame = Frame::at(tree, trace, checkpoint.before);
    match checkpoint.ask {
        // The bound as it was, the other end of the window, the new one,
        // and the values on show at the node's children.
        Ask::Alpha(node) | Ask::Beta(node) => {
            let (alpha, beta) = frame.node(node).window.unwrap_or_default();
            let mut numbers = vec![alpha, beta];
            if let Reply::Number(answer) = checkpoint.answer {
                numbers.push(answer);
            }
            numbers.extend(
                tree.children(node)
                    .iter()
                    .filter_map(|&child| frame.node(child).value.and_then(Score::number)),
            );
            numbers.sort_by(f64::total_cmp);
            numbers.dedup();
            numbers.into_iter().map(Reply::Number).collect()
        }
        Ask::WillCut(_) => vec![Reply::YesNo(true), Reply::YesNo(false)],
        // Every leaf not read yet.
        Ask::NextLeaf => tree
            .ids()
            .filter(|&node| tree.node(node).is_leaf())
            .filter(|&node| frame.node(node).state == NodeState::Unvisited)
            .map(Reply::Leaf)
            .collect(),
        // The kinds of question alpha-beta never asks.
        _ => vec![checkpoint.answer],
    }
}

/// A choice in words: a number, cut or not, a leaf's name.
fn said(words: &Catalogue, tree: &Tree, reply: &Reply) -> String {
    match *reply {
        Reply::Number(number) => words.number(number),
        Reply::YesNo(true) => words.say("checkpoint.answer-cut", &[]),
        Reply::YesNo(false) => words.say("checkpoint.answer-go-on", &[]),
        Reply::Leaf(node) | Reply::Node(node) | Reply::Scored(node, _) => tree.name(node),
        Reply::Statistics(visits, wins) => format!("{visits} {}", words.number(wins)),
    }
}
