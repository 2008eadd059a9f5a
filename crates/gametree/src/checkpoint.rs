//! "Predict the next step" exercises: the animation of a search pauses at
//! checkpoints and asks what happens next (the new α or β, whether the rest
//! of a node's branches are cut, which leaf is read next, which node a
//! proof-number search expands next, which child Monte Carlo tree search
//! selects by UCB1 and what N and W become on the way back up). Each
//! answer is judged at once against the trace and explained with the
//! sentence of the step that shows it.

use crate::explain::{edge_scores, explain, read_number, score_formula, two_places};
use crate::frame::Frame;
use crate::lang::{english, same_word, Arg, Catalogue, Message};
use crate::options::Algorithm;
use crate::trace::{Score, Step, Trace, Ucb};
use crate::tree::{NodeId, Tree};

/// How many questions a "predict the next step" exercise asks at most,
/// in practice and in a question bank that asks practice's first.
pub const MOST_CHECKPOINTS: usize = 6;

/// What a checkpoint asks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Ask {
    /// What α at the node becomes.
    Alpha(NodeId),
    /// What β at the node becomes.
    Beta(NodeId),
    /// Whether the node's remaining branches are cut.
    WillCut(NodeId),
    /// Which leaf the search reads next.
    NextLeaf,
    /// Which node a proof-number search expands next: the most-proving node.
    MostProving,
    /// Which child of the node Monte Carlo tree search's selection goes
    /// down to: the highest UCB1 score.
    Selection(NodeId),
    /// The same, and that child's score, as the UCB exercise asks it
    /// (see [`ucb_checkpoints`]).
    Ucb {
        /// The node selection is at.
        node: NodeId,
        /// C, which the question gives.
        exploration: f64,
    },
    /// What N and W at the root become when the playout's reward is backed
    /// up; the question gives them before, and the reward.
    Backup {
        /// N at the root before.
        visits: u32,
        /// W at the root before.
        wins: f64,
        /// The reward backed up.
        reward: f64,
    },
}

/// An answer to a checkpoint.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Reply {
    /// A number, for α and β.
    Number(f64),
    /// Yes or no, for "will it be cut?".
    YesNo(bool),
    /// A leaf, for "which leaf next?".
    Leaf(NodeId),
    /// Any node, for "which node is most-proving?" and "which child does
    /// selection take?".
    Node(NodeId),
    /// N and W, for "what do they become?".
    Statistics(u32, f64),
    /// A child and its UCB1 score (+∞ for one not yet visited), for "which
    /// child, and with what score?": exact in an answer, as typed in a reply.
    Scored(NodeId, f64),
}

/// One pause of the animation and its question.
#[derive(Clone, Debug, PartialEq)]
pub struct Checkpoint {
    /// How many steps are on show when the search pauses: the question is
    /// about what the following steps do.
    pub before: usize,
    /// The index of the step that shows the answer.
    pub shows: usize,
    /// The question.
    pub ask: Ask,
    /// The right answer.
    pub answer: Reply,
    /// The running value v on show at the node asked about when the
    /// search pauses (NaN for questions about no node's window).
    pub shown_v: f64,
}

/// At most `most` checkpoints of `trace`, a search of `tree`, in its order.
/// Pruning searches are asked about windows and cuts as well as leaves; the
/// others about leaves only. Every cut is asked about (the key moments of
/// alpha-beta), as many as `most` allows; the other questions are spread
/// evenly over the whole search around them.
pub fn checkpoints(tree: &Tree, trace: &Trace, most: usize) -> Vec<Checkpoint> {
    checkpoints_where(tree, trace, most, |_| true)
}

/// As [`checkpoints`], of the questions `keep` takes only: an exercise
/// that asks one kind of question (Monte Carlo tree search's selections, or
/// its backups) spreads its own over the whole search.
pub fn checkpoints_where(
    tree: &Tree,
    trace: &Trace,
    most: usize,
    keep: impl Fn(&Ask) -> bool,
) -> Vec<Checkpoint> {
    let candidates: Vec<Checkpoint> = candidates(tree, trace)
        .into_iter()
        .filter(|checkpoint| keep(&checkpoint.ask))
        .collect();
    spread(candidates, most)
}

/// The UCB exercise's questions: Monte Carlo tree search's selections,
/// each asking the child and its score (see [`Ask::Ucb`]), at most `most`
/// of them spread over the whole search.
pub fn ucb_checkpoints(tree: &Tree, trace: &Trace, most: usize) -> Vec<Checkpoint> {
    let candidates: Vec<Checkpoint> = monte_carlo(tree, trace, true)
        .into_iter()
        .filter(|checkpoint| matches!(checkpoint.ask, Ask::Ucb { .. }))
        .collect();
    spread(candidates, most)
}

/// At most `most` of `candidates`, in their order: every cut first (the
/// key moments of alpha-beta), the other questions spread evenly around them.
fn spread(candidates: Vec<Checkpoint>, most: usize) -> Vec<Checkpoint> {
    if candidates.len() <= most {
        return candidates;
    }
    let is_cut = |checkpoint: &Checkpoint| checkpoint.answer == Reply::YesNo(true);
    let cuts: Vec<usize> = (0..candidates.len())
        .filter(|&index| is_cut(&candidates[index]))
        .take(most)
        .collect();
    let others: Vec<usize> = (0..candidates.len())
        .filter(|&index| !is_cut(&candidates[index]))
        .collect();
    // Evenly spaced, the last one included, so that the questions reach
    // the end of the search.
    let room = most - cuts.len();
    let spread = (1..=room).map(|k| others[k * others.len() / room - 1]);
    let mut chosen = vec![false; candidates.len()];
    for index in cuts.iter().copied().chain(spread) {
        chosen[index] = true;
    }
    candidates
        .into_iter()
        .zip(chosen)
        .filter_map(|(checkpoint, chosen)| chosen.then_some(checkpoint))
        .collect()
}

/// Every step worth a question, one per pause, in trace order.
fn candidates(tree: &Tree, trace: &Trace) -> Vec<Checkpoint> {
    if trace.options.algorithm.is_proof_number() {
        return most_proving(&trace.steps);
    }
    if trace.options.algorithm == Algorithm::MonteCarlo {
        return monte_carlo(tree, trace, false);
    }
    let steps = &trace.steps;
    let mut found: Vec<Checkpoint> = Vec::new();
    let mut frame = Frame::start(tree, trace);
    for (index, step) in steps.iter().enumerate() {
        let ask = match *step {
            Step::Window { node, alpha, beta } => {
                let (old_alpha, old_beta) = frame.node(node).window.unwrap_or((alpha, beta));
                if alpha != old_alpha {
                    Some((Ask::Alpha(node), Reply::Number(alpha), index))
                } else if beta != old_beta {
                    Some((Ask::Beta(node), Reply::Number(beta), index))
                } else {
                    None
                }
            }
            _ => None,
        };
        // After a child returns to a node with children left: cut or not?
        let will_cut = match (index.checked_sub(1).map(|i| steps[i]), *step) {
            (Some(Step::Backup { node, child, .. }), Step::Cut { .. } | Step::Window { .. })
                if tree.child_index(child) + 1 < tree.children(node).len() =>
            {
                let cut = matches!(step, Step::Cut { .. });
                Some((Ask::WillCut(node), Reply::YesNo(cut), index))
            }
            _ => None,
        };
        // After a node returns or cuts, the next leaf may be far away.
        let next_leaf = match index.checked_sub(1).map(|i| steps[i]) {
            Some(Step::Return { .. } | Step::Cut { .. }) => next_leaf(tree, &steps[index..])
                .map(|(offset, leaf)| (Ask::NextLeaf, Reply::Leaf(leaf), index + offset)),
            _ => None,
        };
        // A cut is the best question; else a window that moves; else "no cut".
        let question = match (will_cut, ask) {
            (Some(cut @ (_, Reply::YesNo(true), _)), _) => Some(cut),
            (_, Some(window)) => Some(window),
            (no_cut, None) => no_cut,
        };
        if let Some((ask, answer, shows)) = question.or(next_leaf) {
            // The same leaf is not asked for twice in a row.
            if found.last().is_none_or(|last| last.shows != shows) {
                let shown_v = match ask {
                    Ask::Alpha(node) | Ask::Beta(node) => frame
                        .node(node)
                        .value
                        .and_then(Score::number)
                        .unwrap_or(f64::NAN),
                    _ => f64::NAN,
                };
                found.push(Checkpoint {
                    before: index,
                    shows,
                    ask,
                    answer,
                    shown_v,
                });
            }
        }
        frame.apply(tree, step);
    }
    found
}

/// A question before every walk of a proof-number search but the first:
/// which node will it expand? Asked where the walk to it begins, once the
/// numbers it follows are on show.
fn most_proving(steps: &[Step]) -> Vec<Checkpoint> {
    let mut found = Vec::new();
    for (index, step) in steps.iter().enumerate() {
        let (Step::Expand { node } | Step::InnerSearch { node, .. }) = *step else {
            continue;
        };
        let walk = steps[..index]
            .iter()
            .rev()
            .take_while(|step| matches!(step, Step::Select { .. } | Step::Thresholds { .. }))
            .count();
        if node != NodeId::ROOT {
            found.push(Checkpoint {
                before: index - walk,
                shows: index,
                ask: Ask::MostProving,
                answer: Reply::Node(node),
                shown_v: f64::NAN,
            });
        }
    }
    found
}

/// Monte Carlo tree search's questions: before every selection among two
/// children or more, which child it takes (`with_score`: and its score,
/// unless the two best scores are within 0.02 of each other, which means
/// written to two places could turn either way); before every backup, what
/// N and W at the root become. One replay serves them all.
fn monte_carlo(tree: &Tree, trace: &Trace, with_score: bool) -> Vec<Checkpoint> {
    let exploration = trace.options.monte_carlo.exploration;
    let mut found = Vec::new();
    let mut frame = Frame::start(tree, trace);
    for (index, step) in trace.steps.iter().enumerate() {
        let question = match *step {
            Step::Selection { node } => tree
                .parent(node)
                .filter(|&parent| tree.children(parent).len() > 1)
                .and_then(|parent| {
                    if !with_score {
                        return Some((Ask::Selection(parent), Reply::Node(node)));
                    }
                    let statistics = &frame.monte_carlo.statistics;
                    let mut scores: Vec<f64> = (statistics.scores(tree, parent, exploration))
                        .map(|ucb| ucb.score)
                        .collect();
                    scores.sort_by(|a, b| b.total_cmp(a));
                    let (best, second) = (scores[0], scores[1]);
                    let close = best.is_finite() && best - second < 2.0 * WORKED_OUT;
                    let ask = Ask::Ucb {
                        node: parent,
                        exploration,
                    };
                    (!close).then_some((ask, Reply::Scored(node, best)))
                }),
            Step::Backpropagation { reward, .. } => {
                let statistics = &frame.monte_carlo.statistics;
                let (visits, wins) = (
                    statistics.visits(NodeId::ROOT),
                    statistics.wins(NodeId::ROOT),
                );
                let ask = Ask::Backup {
                    visits,
                    wins,
                    reward,
                };
                Some((ask, Reply::Statistics(visits + 1, wins + reward)))
            }
            _ => None,
        };
        if let Some((ask, answer)) = question {
            found.push(Checkpoint {
                before: index,
                shows: index,
                ask,
                answer,
                shown_v: f64::NAN,
            });
        }
        frame.apply(tree, step);
    }
    found
}

/// The first leaf `steps` read, and how many steps on.
fn next_leaf(tree: &Tree, steps: &[Step]) -> Option<(usize, NodeId)> {
    steps
        .iter()
        .enumerate()
        .find_map(|(offset, step)| match *step {
            Step::Evaluate { node, .. } if tree.node(node).is_leaf() => Some((offset, node)),
            _ => None,
        })
}

impl Checkpoint {
    /// The question in the language of `words`. It is asked before the step
    /// that shows the answer, so it says what the drawing shows then: a
    /// node's new v is on show, its window not yet updated.
    pub fn question(&self, words: &Catalogue, tree: &Tree) -> String {
        let about = |key, node| {
            words.say(
                key,
                &[
                    Arg::Text("node", &tree.name(node)),
                    Arg::Number("v", self.shown_v),
                ],
            )
        };
        match self.ask {
            Ask::Alpha(node) => about("checkpoint.alpha", node),
            Ask::Beta(node) => about("checkpoint.beta", node),
            Ask::WillCut(node) => about("checkpoint.will-cut", node),
            Ask::NextLeaf => words.say("checkpoint.next-leaf", &[]),
            Ask::MostProving => words.say("checkpoint.most-proving", &[]),
            Ask::Selection(node) => words.say(
                "checkpoint.selection",
                &[Arg::Text("node", &tree.name(node))],
            ),
            Ask::Ucb { node, exploration } => words.say(
                "checkpoint.ucb",
                &[
                    Arg::Text("node", &tree.name(node)),
                    Arg::Number("c", exploration),
                ],
            ),
            Ask::Backup {
                visits,
                wins,
                reward,
            } => words.say(
                "checkpoint.backup",
                &[
                    Arg::Number("visits", f64::from(visits)),
                    Arg::Number("wins", two_places(wins)),
                    Arg::Number("reward", two_places(reward)),
                ],
            ),
        }
    }

    /// Whether `given` is the right answer.
    pub fn right(&self, given: &Reply) -> bool {
        match (self.answer, *given) {
            (Reply::Number(answer), Reply::Number(given)) => answer == given,
            // W as worked out from the numbers on show, to two decimal
            // places: within 0.01 of the exact sum.
            (Reply::Statistics(visits, wins), Reply::Statistics(n, w)) => {
                visits == n && (wins - w).abs() <= WORKED_OUT
            }
            // The score likewise, worked out from the means on show.
            (Reply::Scored(child, score), Reply::Scored(given, written)) => {
                child == given && (score == written || (score - written).abs() <= WORKED_OUT)
            }
            (answer, given) => answer == given,
        }
    }

    /// The verdict on `given`, in the language of `words`: right or not,
    /// with the sentence of the step that shows the answer in `trace`, the
    /// search of `tree` the checkpoint came from. Kept unsaid until read,
    /// so that a page switched to another language says it in that one.
    pub fn verdict(&self, words: &Catalogue, tree: &Tree, trace: &Trace, given: &Reply) -> String {
        let right = self.right(given);
        let shown = Frame::at(tree, trace, self.shows);
        let mut because = explain(words, tree, trace, &shown, &trace.steps[self.shows]);
        // A child selection did not take: its own score, written out.
        let other_child = match (self.ask, *given, self.answer) {
            (Ask::Selection(parent), Reply::Node(chosen), Reply::Node(child))
            | (Ask::Ucb { node: parent, .. }, Reply::Scored(chosen, _), Reply::Scored(child, _))
                if chosen != child =>
            {
                Some((parent, chosen))
            }
            _ => None,
        };
        if let (false, Some((parent, chosen))) = (right, other_child) {
            let c = trace.options.monte_carlo.exploration;
            let statistics = &shown.monte_carlo.statistics;
            let best = statistics.select(tree, parent, c);
            let scores: Vec<Ucb> = statistics.scores(tree, parent, c).collect();
            if let Some(score) = scores.iter().find(|score| score.child == chosen) {
                // A child as good as the winner lost only to the leftmost rule.
                let (key, formula) = if score.visits == 0 {
                    ("checkpoint.selection-unvisited-tie", String::new())
                } else {
                    let tie = score.score == best.score;
                    let key = if tie {
                        "checkpoint.selection-tie"
                    } else {
                        "checkpoint.selection-other"
                    };
                    (
                        key,
                        score_formula(words, tree, statistics, parent, score, c),
                    )
                };
                let theirs = words.say(
                    key,
                    &[
                        Arg::Text("child", &tree.name(chosen)),
                        Arg::Ltr("formula", &formula),
                    ],
                );
                because = format!("{because} {theirs}");
            }
        }
        if right {
            words.say("checkpoint.right", &[Arg::Text("why", &because)])
        } else {
            words.say(
                "checkpoint.wrong",
                &[
                    Arg::Text("answer", &self.answer_in_words(words, tree, &shown)),
                    Arg::Text("why", &because),
                ],
            )
        }
    }

    /// The right answer as a sentence's start, a score as the edge shows
    /// it at `shown` (the sentence's formula says the same).
    fn answer_in_words(&self, words: &Catalogue, tree: &Tree, shown: &Frame) -> String {
        match self.answer {
            Reply::Number(value) => {
                words.say("checkpoint.answer-number", &[Arg::Number("value", value)])
            }
            Reply::YesNo(true) => words.say("checkpoint.answer-cut", &[]),
            Reply::YesNo(false) => words.say("checkpoint.answer-go-on", &[]),
            Reply::Leaf(leaf) => words.say(
                "checkpoint.answer-leaf",
                &[Arg::Text("leaf", &tree.name(leaf))],
            ),
            Reply::Scored(node, score) => {
                let drawn = match self.ask {
                    Ask::Ucb {
                        node: parent,
                        exploration,
                    } => edge_scores(&shown.monte_carlo.statistics, tree, parent, exploration)
                        .into_iter()
                        .find(|&(child, _)| child == node)
                        .map_or(score, |(_, drawn)| drawn),
                    _ => score,
                };
                words.say(
                    "checkpoint.answer-scored",
                    &[
                        Arg::Text("node", &tree.name(node)),
                        Arg::Number("score", drawn),
                    ],
                )
            }
            Reply::Node(node) if matches!(self.ask, Ask::Selection(_)) => words.say(
                "checkpoint.answer-selection",
                &[Arg::Text("node", &tree.name(node))],
            ),
            Reply::Node(node) => words.say(
                "checkpoint.answer-node",
                &[Arg::Text("node", &tree.name(node))],
            ),
            Reply::Statistics(visits, wins) => words.say(
                "checkpoint.answer-statistics",
                &[
                    Arg::Number("visits", f64::from(visits)),
                    Arg::Number("wins", two_places(wins)),
                ],
            ),
        }
    }
}

/// How far a number worked out from the numbers on show (written to two
/// decimal places) may be from the exact one: a rounding of the numbers
/// used, and one of the result.
const WORKED_OUT: f64 = 0.01 + 1e-9;

/// Reads a typed reply to `ask`: a number (`3`, `-inf`, `∞`, in any
/// digits), yes or no (in the language of `words`, or in English), or a
/// node's name; otherwise what was expected, to be said in any language.
pub fn read_reply(words: &Catalogue, tree: &Tree, ask: &Ask, text: &str) -> Result<Reply, Message> {
    let text = text.trim();
    let refuse = |key| Message::new(key).text("text", format!("{text:?}"));
    match ask {
        Ask::Alpha(_) | Ask::Beta(_) => read_number(text)
            .map(Reply::Number)
            .ok_or_else(|| refuse("checkpoint.not-a-number")),
        Ask::WillCut(_) => {
            let said = |key| {
                [words, english()].iter().any(|words| {
                    words
                        .say(key, &[])
                        .split(',')
                        .any(|word| same_word(text, word.trim()))
                })
            };
            if said("checkpoint.yes-words") {
                Ok(Reply::YesNo(true))
            } else if said("checkpoint.no-words") {
                Ok(Reply::YesNo(false))
            } else {
                Err(refuse("checkpoint.not-yes-or-no"))
            }
        }
        Ask::NextLeaf => tree
            .ids()
            .filter(|&id| tree.node(id).is_leaf())
            .find(|&id| same_word(text, &tree.name(id)))
            .map(Reply::Leaf)
            .ok_or_else(|| refuse("checkpoint.no-such-leaf")),
        Ask::MostProving => tree
            .ids()
            .find(|&id| same_word(text, &tree.name(id)))
            .map(Reply::Node)
            .ok_or_else(|| refuse("checkpoint.no-such-node")),
        Ask::Selection(parent) => (tree.children(*parent).iter())
            .copied()
            .find(|&child| same_word(text, &tree.name(child)))
            .map(Reply::Node)
            .ok_or_else(|| refuse("checkpoint.no-such-child").text("node", tree.name(*parent))),
        Ask::Ucb { node: parent, .. } => {
            // The child's name, then its score: "D 2.47", "D, +∞".
            let (name, score) = text
                .rsplit_once(|c: char| c.is_whitespace() || c == ',' || c == ';')
                .unwrap_or((text, ""));
            let name = name.trim().trim_end_matches([',', ';']).trim();
            let child = (tree.children(*parent).iter())
                .copied()
                .find(|&child| same_word(name, &tree.name(child)));
            match (child, read_number(score.trim())) {
                (Some(child), Some(score)) => Ok(Reply::Scored(child, score)),
                (None, _) => {
                    Err(refuse("checkpoint.no-such-child").text("node", tree.name(*parent)))
                }
                (Some(_), None) => Err(refuse("checkpoint.not-child-and-score")),
            }
        }
        Ask::Backup { .. } => {
            let numbers: Vec<&str> = text
                .split(|c: char| c.is_whitespace() || c == ';' || c == '/')
                .filter(|part| !part.is_empty())
                .collect();
            match numbers[..] {
                [n, w] => match (read_number(n), read_number(w)) {
                    (Some(n), Some(w))
                        if n >= 0.0 && n.fract() == 0.0 && n <= f64::from(u32::MAX) =>
                    {
                        Ok(Reply::Statistics(n as u32, w))
                    }
                    _ => Err(refuse("checkpoint.not-statistics")),
                },
                _ => Err(refuse("checkpoint.not-statistics")),
            }
        }
    }
}
