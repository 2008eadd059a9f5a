//! The sentences of Monte Carlo tree search (`search/monte_carlo.rs`): the
//! selection with UCB1's numbers written out ("B has the highest score:
//! 0.43 + 1.4 × √(ln 12 / 5) = 1.4"), the node added, the playout and its
//! reward, the update on the way back up, and the move played. Means are
//! written to two decimal places, as the tree shows them; a selection's
//! scores to two as well, or to as many as tell them apart.

use super::format::{name_in, subject};
use crate::frame::Frame;
use crate::lang::{Arg, Catalogue};
use crate::options::FinalMove;
use crate::trace::{Rewards, Statistics, Trace, Ucb};
use crate::tree::{NodeId, Player, Tree, Value};

/// A mean or a score as the tree shows it: to two decimal places.
pub fn two_places(x: f64) -> f64 {
    rounded(x, 2)
}

/// `x` rounded to `places` decimals.
pub fn rounded(x: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (x * scale).round() / scale
}

/// The most decimals a score is written with, as `number` writes any.
const MOST_PLACES: i32 = 4;

/// The decimals that tell the scores of one selection apart: two, or up
/// to four when two children's scores differ but would read the same
/// (1.3126 and 1.3149 are 1.313 and 1.315); equal scores stay equal.
pub fn places_apart(scores: &[f64]) -> i32 {
    let mut finite: Vec<f64> = scores.iter().copied().filter(|x| x.is_finite()).collect();
    finite.sort_by(f64::total_cmp);
    (2..MOST_PLACES)
        .find(|&places| {
            finite.windows(2).all(|pair| {
                pair[0] == pair[1] || rounded(pair[0], places) != rounded(pair[1], places)
            })
        })
        .unwrap_or(MOST_PLACES)
}

/// The scores a selection at `parent` writes on the edges to its
/// children, in their order, as the tree shows them and the sentence
/// says them: rounded to the places that tell them apart, +∞ for a child
/// never visited.
pub fn edge_scores(
    statistics: &Statistics,
    tree: &Tree,
    parent: NodeId,
    c: f64,
) -> Vec<(NodeId, f64)> {
    let scores: Vec<Ucb> = statistics.scores(tree, parent, c).collect();
    let places = places_apart(&scores.iter().map(|ucb| ucb.score).collect::<Vec<_>>());
    scores
        .iter()
        .map(|ucb| {
            let shown = if ucb.score.is_finite() {
                rounded(ucb.score, places)
            } else {
                ucb.score
            };
            (ucb.child, shown)
        })
        .collect()
}

/// "B has the highest score among A's children: 0.43 + 1.4 × √(ln 12 / 5)
/// = 1.4, …"; an unvisited child scores +∞.
pub(super) fn selection(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    node: NodeId,
) -> String {
    let parent = tree.parent(node).unwrap_or(NodeId::ROOT);
    let c = trace.options.monte_carlo.exploration;
    let statistics = &before.monte_carlo.statistics;
    let Some(chosen) = statistics
        .scores(tree, parent, c)
        .find(|score| score.child == node)
    else {
        return String::new();
    };
    let child = subject(words, tree, node);
    let parent_name = name_in(words, tree, parent);
    if chosen.visits == 0 {
        return words.say(
            "mcts.select-unvisited",
            &[Arg::Text("child", &child), Arg::Text("node", &parent_name)],
        );
    }
    let formula = score_formula(words, tree, statistics, parent, &chosen, c);
    let at_min = tree.mover(parent) == Player::Min;
    let mean = statistics.mean(node).unwrap_or(f64::NAN);
    words.say(
        if at_min {
            "mcts.select-min"
        } else {
            "mcts.select-max"
        },
        &[
            Arg::Text("child", &child),
            Arg::Text("child_name", &name_in(words, tree, node)),
            Arg::Text("node", &parent_name),
            Arg::Ltr("formula", &formula),
            Arg::Number("mean", two_places(mean)),
        ],
    )
}

/// A child's UCB1 score written out, "0.43 + 1.4 × √(ln 12 / 5) = 1.4":
/// W/N to two places, as the tree shows it (at a MIN node q = 1 − that),
/// and the total as the edge shows it: the true score rounded, never a
/// sum of rounded parts.
pub fn score_formula(
    words: &Catalogue,
    tree: &Tree,
    statistics: &Statistics,
    parent: NodeId,
    ucb: &Ucb,
    c: f64,
) -> String {
    let shown_mean = two_places(statistics.mean(ucb.child).unwrap_or(f64::NAN));
    let q = if tree.mover(parent) == Player::Min {
        two_places(1.0 - shown_mean)
    } else {
        shown_mean
    };
    let total = edge_scores(statistics, tree, parent, c)
        .into_iter()
        .find(|&(child, _)| child == ucb.child)
        .map_or(f64::NAN, |(_, shown)| shown);
    format!(
        "{} + {} × √(ln {} / {}) = {}",
        words.number(q),
        words.number(c),
        words.number(f64::from(statistics.visits(parent))),
        words.number(f64::from(ucb.visits)),
        words.number(total),
    )
}

/// "C joins the search tree with N = 0 …"; with all, every child of its parent.
pub(super) fn expansion(words: &Catalogue, tree: &Tree, node: NodeId, all: bool) -> String {
    let parent = tree.parent(node).unwrap_or(NodeId::ROOT);
    let count = tree.children(parent).len() as u64;
    words.say(
        if all {
            "mcts.expand-all"
        } else {
            "mcts.expand"
        },
        &[
            Arg::Text("child", &subject(words, tree, node)),
            Arg::Text("child_name", &name_in(words, tree, node)),
            Arg::Text("node", &name_in(words, tree, parent)),
            Arg::Count("count", count),
        ],
    )
}

/// "A random playout from C ends at the leaf L, worth 3: reward 0.6 for
/// MAX." At a leaf there is nothing to play out.
pub(super) fn playout(
    words: &Catalogue,
    tree: &Tree,
    leaf: NodeId,
    start: NodeId,
    reward: f64,
) -> String {
    let value = match tree.node(leaf).value {
        Some(Value::Number(v)) => v,
        _ => f64::NAN,
    };
    let rewards = Rewards::of(tree);
    // A negative number taken away is bracketed: 5 − (−3), never 5 − −3.
    let taken = |x: f64| {
        let written = words.number(x);
        if x < 0.0 {
            format!("({written})")
        } else {
            written
        }
    };
    let scale = format!(
        "({} − {}) / ({} − {})",
        words.number(value),
        taken(rewards.lo),
        words.number(rewards.hi),
        taken(rewards.lo),
    );
    let key = match (leaf == start, rewards.hi > rewards.lo) {
        (true, true) => "mcts.playout-leaf",
        (true, false) => "mcts.playout-leaf-even",
        (false, true) => "mcts.playout",
        (false, false) => "mcts.playout-even",
    };
    words.say(
        key,
        &[
            Arg::Text("start", &name_in(words, tree, start)),
            Arg::Text("leaf", &name_in(words, tree, leaf)),
            Arg::Text("leaf_subject", &subject(words, tree, leaf)),
            Arg::Number("value", value),
            Arg::Ltr("scale", &scale),
            Arg::Number("reward", two_places(reward)),
        ],
    )
}

/// "The reward 0.6 goes back up from C to the root: …, so the root has
/// N = 4 and W = 2.1."
pub(super) fn backpropagation(
    words: &Catalogue,
    tree: &Tree,
    before: &Frame,
    node: NodeId,
    reward: f64,
) -> String {
    let statistics = &before.monte_carlo.statistics;
    let root = NodeId::ROOT;
    let visits = statistics.visits(root) + 1;
    let wins = statistics.wins(root) + reward;
    words.say(
        if node == root {
            "mcts.backup-root"
        } else {
            "mcts.backup"
        },
        &[
            Arg::Number("reward", two_places(reward)),
            Arg::Text("node", &name_in(words, tree, node)),
            Arg::Count("count", u64::from(tree.depth(node)) + 1),
            Arg::Number("visits", f64::from(visits)),
            Arg::Number("wins", two_places(wins)),
        ],
    )
}

/// "After 100 iterations the root plays B, its most visited child (N = 61)."
pub(super) fn choose(
    words: &Catalogue,
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    child: u32,
) -> String {
    let Some(&chosen) = tree.children(NodeId::ROOT).get(child as usize) else {
        return String::new();
    };
    let statistics = &before.monte_carlo.statistics;
    let mean = statistics.mean(chosen).unwrap_or(f64::NAN);
    let q = if tree.mover(NodeId::ROOT) == Player::Min {
        1.0 - mean
    } else {
        mean
    };
    words.say(
        match trace.options.monte_carlo.final_move {
            FinalMove::Visits => "mcts.choose-visits",
            FinalMove::Mean => "mcts.choose-mean",
        },
        &[
            Arg::Count("iterations", u64::from(before.monte_carlo.iterations)),
            Arg::Text("node", &name_in(words, tree, NodeId::ROOT)),
            Arg::Text("child", &name_in(words, tree, chosen)),
            Arg::Number("visits", f64::from(statistics.visits(chosen))),
            Arg::Number("q", two_places(q)),
        ],
    )
}
