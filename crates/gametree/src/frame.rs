//! What the tree looks like after the first k steps of a trace: the picture
//! the app draws at step k, got by replaying the steps, never by searching.
//!
//! The replay needs no order of the children: a cut skips exactly the
//! children not entered since the node was, whatever order they were
//! searched in, so the same replay serves every order and every pass of
//! iterative deepening.

pub use entries::Entries;
pub use monte_carlo::MonteCarloFrame;
pub use proof_number::{InnerMark, ProofFrame, ProofNode};
pub use replay::{CutMark, Frame, NodeFrame, NodeState};
pub use sure::{Bound, Sure};

mod bound;
mod entries;
mod monte_carlo;
mod proof_number;
mod replay;
mod sure;
