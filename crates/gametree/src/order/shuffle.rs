//! The seeded shuffle of a node's children (Fisher–Yates), kept once for
//! the random order of a search and the uniform trees of the ordering
//! table, so that both shuffle a node's children alike.

use crate::random::Rng;
use crate::tree::NodeId;

/// The positions `0..count` shuffled as the node `key` is under `seed`:
/// the first of the shuffled list is the child searched first.
pub(super) fn shuffle(count: usize, seed: u64, key: NodeId) -> Vec<usize> {
    let mut positions = Vec::with_capacity(count);
    shuffle_into(&mut positions, count, seed, key);
    positions
}

/// [`shuffle`] into `positions`, which it empties first.
pub(super) fn shuffle_into(positions: &mut Vec<usize>, count: usize, seed: u64, key: NodeId) {
    let mut rng = Rng::new(seed ^ Rng::new(u64::from(key.0)).next_u64());
    positions.clear();
    positions.extend(0..count);
    for last in (1..count).rev() {
        let other = rng.below(last as u64 + 1) as usize;
        positions.swap(last, other);
    }
}
