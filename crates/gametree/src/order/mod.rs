//! The order a search takes each node's children in: as drawn, best first,
//! worst first, a seeded shuffle, or (between the passes of iterative
//! deepening) best first by what the last pass found.
//!
//! An order is an *arrangement*: the place of every node among its
//! siblings, indexed by node id. Reordering never renumbers nodes: the
//! arranged tree keeps every id and only permutes children lists, so a
//! trace of it names the same nodes as the tree as written, the app can
//! slide each node from its drawn place to its arranged one, and the only
//! thing to map back is a child's index among its siblings (which
//! `Tree::child_index` of the written tree gives).
//!
//! `values.rs` computes the minimax values that best and worst first sort
//! by; `table.rs` and `uniform.rs` measure what an order is worth on
//! uniform random trees (the lecture's b^(d/2) claim).

mod shuffle;
mod table;
mod uniform;
mod values;

pub use table::{
    knuth_moore, ordering_table, row_seeds, uniform_shape, TableError, TableRow, TableSpec,
    MAX_WORK,
};
pub use uniform::{sample_tree, Sample};
pub use values::minimax_values;

use crate::options::MoveOrder;
use crate::tree::{starting_player, NodeId, Player, Tree};
use shuffle::shuffle;
use std::cmp::Ordering;

/// The arrangement of the tree as drawn: every node in its written place.
pub fn drawn(tree: &Tree) -> Box<[u32]> {
    tree.ids().map(|id| tree.child_index(id) as u32).collect()
}

/// The arrangement `order` gives `tree`, with best and worst first judged
/// by minimax values to `depth` (the whole tree when `None`). Only
/// decision nodes are reordered: a chance node's outcomes are nobody's
/// choice, so they keep their drawn order.
pub fn arrangement(tree: &Tree, order: MoveOrder, depth: Option<u32>) -> Box<[u32]> {
    match order {
        MoveOrder::Drawn => drawn(tree),
        MoveOrder::Best => by_values(tree, &drawn(tree), &minimax_values(tree, depth)),
        MoveOrder::Worst => {
            let values = minimax_values(tree, depth);
            sorted(tree, &drawn(tree), |parent, a, b| {
                compare_values(tree, parent, values[a.index()], values[b.index()]).reverse()
            })
        }
        MoveOrder::Random(seed) => shuffled(tree, seed),
    }
}

/// Iterative deepening's order for the next pass: at every decision node,
/// the children the last pass valued come first, best first for the
/// player to move by those values (from MAX's point of view); equal values
/// and the children it did not value keep their order in `current`.
pub fn by_values(tree: &Tree, current: &[u32], values: &[Option<f64>]) -> Box<[u32]> {
    sorted(tree, current, |parent, a, b| {
        compare_values(tree, parent, values[a.index()], values[b.index()])
    })
}

/// Sorts `ids` by the places `places` gives them.
fn sort_by_place(ids: &mut [NodeId], places: &[u32]) {
    stable_sort(ids, &|a, b| places[a.index()].cmp(&places[b.index()]));
}

/// Sorts `ids` stably by `compare`: the one sort of this module, behind a
/// `dyn` so that it is compiled once. Each `sort_by` with a closure of its
/// own would be a copy of the standard sort, about 4 KB of the page each.
fn stable_sort(ids: &mut [NodeId], compare: &dyn Fn(NodeId, NodeId) -> Ordering) {
    ids.sort_by(|&a, &b| compare(a, b));
}

/// Which of two children's values the player to move at `parent` looks
/// at first: the larger at MAX, the smaller at MIN, and a value before
/// none.
fn compare_values(tree: &Tree, parent: NodeId, a: Option<f64>, b: Option<f64>) -> Ordering {
    match (a, b) {
        (Some(x), Some(y)) => {
            let ascending = x.partial_cmp(&y).unwrap_or(Ordering::Equal);
            if tree.mover(parent) == Player::Min {
                ascending
            } else {
                ascending.reverse()
            }
        }
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => Ordering::Equal,
    }
}

/// `tree` with every node's children in the places `places` gives them;
/// every node keeps its id, so the arranged tree and the written one name
/// the same nodes.
pub fn arranged(tree: &Tree, places: &[u32]) -> Tree {
    let mut nodes = tree.nodes().to_vec();
    for node in &mut nodes {
        sort_by_place(&mut node.children, places);
    }
    Tree::new(starting_player(tree), nodes).expect("permuting children keeps a tree well formed")
}

/// The children of `node` in the order `places` gives them.
pub fn children_in(tree: &Tree, places: &[u32], node: NodeId) -> Vec<NodeId> {
    let mut children = tree.children(node).to_vec();
    sort_by_place(&mut children, places);
    children
}

/// The nodes whose children `before` and `after` put in different orders.
pub fn moved(tree: &Tree, before: &[u32], after: &[u32]) -> Vec<NodeId> {
    tree.ids()
        .filter(|&id| {
            tree.children(id)
                .iter()
                .any(|child| before[child.index()] != after[child.index()])
        })
        .collect()
}

/// The arrangement in which every decision node's children, taken in
/// their `current` order, are stably sorted by `compare`.
fn sorted(
    tree: &Tree,
    current: &[u32],
    compare: impl Fn(NodeId, NodeId, NodeId) -> Ordering,
) -> Box<[u32]> {
    let mut places = current.to_vec().into_boxed_slice();
    for parent in tree.ids().filter(|&id| !tree.is_chance(id)) {
        let mut children = children_in(tree, current, parent);
        stable_sort(&mut children, &|a, b| compare(parent, a, b));
        for (place, child) in children.into_iter().enumerate() {
            places[child.index()] = place as u32;
        }
    }
    places
}

/// A seeded shuffle of every decision node's children (Fisher–Yates),
/// each node drawing from its own generator, keyed by the seed and its id,
/// so that a node's order does not depend on how many nodes come before it.
fn shuffled(tree: &Tree, seed: u64) -> Box<[u32]> {
    let mut places = drawn(tree);
    for parent in tree.ids().filter(|&id| !tree.is_chance(id)) {
        let children = tree.children(parent);
        for (place, position) in shuffle(children.len(), seed, parent)
            .into_iter()
            .enumerate()
        {
            places[children[position].index()] = place as u32;
        }
    }
    places
}
