//! What a drawing shows on the edges of a tree at one moment of its
//! search, one rule for the page and for paper: the path from the root to
//! where the search is, the "//" across the first edge a cut skipped,
//! and Monte Carlo tree search's scores during a selection and the share
//! of visits an edge took.

use crate::explain::edge_scores;
use crate::frame::{Frame, MonteCarloFrame};
use crate::options::{Algorithm, Options};
use crate::tree::{NodeId, Player, Tree};

/// Which cut a "//" across an edge marks, as the lecture names them apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cut {
    /// At a MIN node: v ≤ α.
    Alpha,
    /// At a MAX node: v ≥ β.
    Beta,
    /// In negamax, whose every test is v ≥ β from the mover's side, or in
    /// a search with a planted bug, which may test anything: not named.
    Unnamed,
}

/// The nodes on the path from the root to where the search is, lit with
/// the edges into them: the current node and its ancestors; a
/// proof-number search's walk to the most-proving node (or df-pn's nodes
/// under search); Monte Carlo tree search's way down its tree.
pub fn path(tree: &Tree, options: &Options, frame: &Frame) -> Vec<NodeId> {
    if options.algorithm == Algorithm::MonteCarlo {
        return frame.monte_carlo.path.clone();
    }
    if !frame.proof.nodes.is_empty() {
        return frame.proof.path.clone();
    }
    std::iter::successors(frame.current, |&at| tree.parent(at)).collect()
}

/// The cut whose mark crosses the edge into `node`: when `node` is the
/// first child its parent's cut skipped.
pub fn first_skipped(tree: &Tree, options: &Options, frame: &Frame, node: NodeId) -> Option<Cut> {
    let parent = tree.parent(node)?;
    let mark = frame.node(parent).cut?;
    (mark.searched as usize == tree.child_index(node)).then(|| {
        if options.algorithm.is_negamax() || options.bug.is_some() {
            Cut::Unnamed
        } else if tree.mover(parent) == Player::Min {
            Cut::Alpha
        } else {
            Cut::Beta
        }
    })
}

/// The UCB1 score written on the edge into `node` while a selection
/// chooses among it and its siblings, as the sentence says it
/// (`explain::edge_scores`).
pub fn edge_score(tree: &Tree, options: &Options, frame: &Frame, node: NodeId) -> Option<f64> {
    if options.algorithm != Algorithm::MonteCarlo {
        return None;
    }
    let parent = tree.parent(frame.monte_carlo.selection?)?;
    if tree.parent(node) != Some(parent) {
        return None;
    }
    let exploration = options.monte_carlo.exploration;
    edge_scores(&frame.monte_carlo.statistics, tree, parent, exploration)
        .into_iter()
        .find_map(|(child, score)| (child == node).then_some(score))
}

/// The share of its parent's visits that went down the edge into `node`,
/// from 0 to 1, of a node in Monte Carlo tree search's tree (`frame`):
/// the edge is drawn the wider, the more.
pub fn visits_share(tree: &Tree, frame: &MonteCarloFrame, node: NodeId) -> Option<f64> {
    let parent = tree.parent(node)?;
    if !frame.in_tree(node) {
        return None;
    }
    let statistics = &frame.statistics;
    let of_parent = statistics.visits(parent);
    Some(if of_parent > 0 {
        f64::from(statistics.visits(node)) / f64::from(of_parent)
    } else {
        0.0
    })
}
