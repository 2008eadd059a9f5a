//! The options of Monte Carlo tree search (`cli.md`, "Monte Carlo tree
//! search"): how many iterations, the generator's seed, the exploration
//! constant C, how far a node is expanded and how the move is picked. They
//! fix the search exactly, so the same options give the same search in the
//! command line and the browser.

use crate::lang::Message;
use std::hash::{Hash, Hasher};

/// The most iterations a search may run, as `cli.md` allows.
pub const MOST_ITERATIONS: u32 = 10_000_000;

/// How much of a node the expansion phase adds to the search tree.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Expansion {
    /// Its leftmost child not yet in the search tree; a node is fully
    /// expanded once all its children are in.
    #[default]
    One,
    /// All its children at once (AIMA's code); a node is fully expanded
    /// once any child is in.
    All,
}

/// Which of the root's children the search plays at the end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FinalMove {
    /// The most visited (the robust child).
    #[default]
    Visits,
    /// The best mean reward for the root's player among those visited.
    Mean,
}

/// Everything that fixes a Monte Carlo tree search.
#[derive(Clone, Copy, Debug)]
pub struct MonteCarlo {
    /// How many iterations (select, expand, play out, back up) to run.
    pub iterations: u32,
    /// The seed of the playouts' generator (SplitMix64).
    pub seed: u64,
    /// C of UCB1: how much an unexplored child's doubt is worth against a
    /// good mean. A finite number, 0 or more.
    pub exploration: f64,
    /// How much of a node the expansion adds.
    pub expansion: Expansion,
    /// How the move is picked at the end.
    pub final_move: FinalMove,
}

impl Default for MonteCarlo {
    /// `cli.md`'s defaults: 100 iterations, seed 0, C = 1.4, expand one,
    /// the most visited move.
    fn default() -> MonteCarlo {
        MonteCarlo {
            iterations: 100,
            seed: 0,
            exploration: 1.4,
            expansion: Expansion::One,
            final_move: FinalMove::Visits,
        }
    }
}

/// Options are compared (and hashed) by C's bits, so that two searches
/// asked with the same number are the same search.
impl PartialEq for MonteCarlo {
    fn eq(&self, other: &MonteCarlo) -> bool {
        self.key() == other.key()
    }
}

impl Eq for MonteCarlo {}

impl Hash for MonteCarlo {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl MonteCarlo {
    fn key(&self) -> (u32, u64, u64, Expansion, FinalMove) {
        (
            self.iterations,
            self.seed,
            self.exploration.to_bits(),
            self.expansion,
            self.final_move,
        )
    }

    /// Reads a number of iterations as typed: a whole number from 0 to
    /// [`MOST_ITERATIONS`].
    pub fn read_iterations(text: &str) -> Result<u32, Message> {
        let text = text.trim();
        match text.parse::<u64>() {
            Ok(count) if count <= u64::from(MOST_ITERATIONS) => Ok(count as u32),
            _ => Err(Message::new("mcts.bad-iterations")
                .ltr("given", text)
                .number("most", f64::from(MOST_ITERATIONS))),
        }
    }

    /// Reads a seed as typed: a whole number from 0 to 2⁶⁴ − 1.
    pub fn read_seed(text: &str) -> Result<u64, Message> {
        let text = text.trim();
        text.parse().map_err(|_| {
            Message::new("mcts.bad-seed")
                .ltr("given", text)
                .ltr("most", u64::MAX.to_string())
        })
    }

    /// Reads C as typed: a finite number, 0 or more.
    pub fn read_exploration(text: &str) -> Result<f64, Message> {
        let text = text.trim();
        match text.parse::<f64>() {
            Ok(c) if c.is_finite() && c >= 0.0 => Ok(c),
            _ => Err(Message::new("mcts.bad-exploration").ltr("given", text)),
        }
    }
}

impl Expansion {
    /// The word `--expand` takes: `one` or `all`.
    pub fn name(self) -> &'static str {
        match self {
            Expansion::One => "one",
            Expansion::All => "all",
        }
    }

    /// The expansion a word names; the error says which words there are.
    pub fn from_name(name: &str) -> Result<Expansion, Message> {
        match name {
            "one" => Ok(Expansion::One),
            "all" => Ok(Expansion::All),
            _ => Err(Message::new("mcts.bad-expand").ltr("given", name)),
        }
    }
}

impl FinalMove {
    /// The word `--final` takes: `visits` or `mean`.
    pub fn name(self) -> &'static str {
        match self {
            FinalMove::Visits => "visits",
            FinalMove::Mean => "mean",
        }
    }

    /// The rule a word names; the error says which words there are.
    pub fn from_name(name: &str) -> Result<FinalMove, Message> {
        match name {
            "visits" => Ok(FinalMove::Visits),
            "mean" => Ok(FinalMove::Mean),
            _ => Err(Message::new("mcts.bad-final").ltr("given", name)),
        }
    }
}
