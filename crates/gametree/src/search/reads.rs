//! What a plain minimax search of a tree reads, counted without searching
//! it: a pruning search is shown beside these counts, and tracing minimax
//! over a big game tree only to count its steps took seconds on a phone
//! and a trace of tens of megabytes.

use crate::tree::Tree;

/// The nodes a plain minimax search enters and evaluates.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reads {
    /// Nodes entered: every node within the depth limit.
    pub entered: usize,
    /// Nodes evaluated: the leaves within the limit and the nodes on it.
    pub evaluated: usize,
}

/// What minimax reads of `tree` searched to `depth` (the whole tree when
/// `None`): the counts its trace's last frame shows.
pub fn minimax_reads(tree: &Tree, depth: Option<u32>) -> Reads {
    let limit = depth.unwrap_or(u32::MAX);
    let mut reads = Reads::default();
    for id in tree.ids() {
        let at = tree.depth(id);
        if at <= limit {
            reads.entered += 1;
            if at == limit || tree.children(id).is_empty() {
                reads.evaluated += 1;
            }
        }
    }
    reads
}
