//! The proof-number searches: they prove or disprove that MAX can force a
//! leaf worth more than 0, growing the searched tree one most-proving node
//! at a time. `pns.rs` is Allis's best-first search, which `pn2.rs` reuses
//! with inner searches as its expansions; `dfpn.rs` is Nagai's depth-first
//! search with thresholds. What the three share stands in files of its
//! own: the table of numbers, one entry per node of the explicit tree
//! (`table.rs`); how a node is generated and expanded, and how a search
//! ends (`rules.rs`); where steps go (`record.rs`).

mod dfpn;
mod pn2;
mod pns;
mod record;
mod rules;
mod table;

use crate::options::{Algorithm, Options};
use crate::trace::Trace;
use crate::tree::{NodeId, Tree};
use rules::Rules;
use table::Table;

/// Runs the proof-number search `options` names.
pub(crate) fn proof_number(tree: &Tree, options: &Options) -> Trace {
    let mut trace = Trace::new(*options, tree.players());
    let rules = Rules {
        tree,
        depth: options.depth,
    };
    let mut table = Table::new(tree.len());
    rules.generate(&mut table, NodeId::ROOT, None, &mut trace);
    match options.algorithm {
        Algorithm::ProofNumberSquared => pn2::pn2(&rules, &mut table, &mut trace),
        Algorithm::DepthFirstProofNumber => dfpn::dfpn(&rules, &mut table, &mut trace),
        _ => pns::pns(&rules, &mut table, &mut trace),
    }
    rules.finish(&table, &mut trace);
    trace.shrink_to_fit();
    trace
}
