//! The pseudocode the app shows beside the tree, in Russell & Norvig's
//! style, written for the exact variant that ran (tie rule, fail-hard,
//! depth limit), and the line each step of a trace belongs to.
//!
//! Each family of searches writes its listing in a file of its own
//! (`minimax.rs` for minimax, expectiminimax and alpha-beta, `negamax.rs`,
//! `max_n.rs`, `and_or.rs`, `pvs.rs`, `proof_number.rs` for PNS, PN² and
//! df-pn), and `chance.rs` adds CHANCE-VALUE to any of them, all through
//! the writer of `listing.rs` (which also writes iterative deepening's loop
//! of passes); this file finds the line of a step by the function and role
//! of each line (`line.rs`).
//!
//! Every line is a template written in the words of a catalogue (`words.rs`
//! reads its `pseudo.` entries: keywords, prose, the names of variables),
//! so that a listing reads in the page's language; every language writes
//! the same lines, so a step's line number is the same in all of them.

mod and_or;
mod chance;
mod line;
mod listing;
mod max_n;
mod minimax;
mod monte_carlo;
mod negamax;
mod planted;
mod proof_number;
mod proof_part;
mod pvs;
mod words;

use crate::lang::Catalogue;
use crate::options::{Algorithm, Options};
use crate::trace::Step;
use crate::tree::{NodeKind, Player, Tree};
use line::{Function, Line, Role};
use listing::Listing;

/// The listing of one search, with the lines each step executes.
#[derive(Clone, Debug, PartialEq)]
pub struct Pseudocode {
    options: Options,
    lines: Vec<Line>,
    /// The lines a planted bug changed, each with how it should read.
    planted: Vec<(usize, String)>,
}

impl Pseudocode {
    /// The listing for `options` in the language of `words` (English's
    /// is [`crate::lang::english`]), with CHANCE-VALUE when `tree` has
    /// chance nodes.
    pub fn new(tree: &Tree, options: &Options, words: &Catalogue) -> Pseudocode {
        let has_chance = tree.ids().any(|id| tree.is_chance(id));
        let last_pass = options
            .iterative
            .then(|| options.depth.unwrap_or(tree.height()));
        let write =
            |options: &Options| listing(has_chance, options, last_pass, tree.grain(), words);
        let lines = write(options);
        let planted = match options.bug {
            Some(_) => {
                let right = write(&Options {
                    bug: None,
                    ..*options
                });
                (lines.iter().zip(right).enumerate())
                    .filter(|(_, ((_, _, buggy), (_, _, right)))| buggy != right)
                    .map(|(index, (_, (_, _, right)))| (index, right))
                    .collect()
            }
            None => Vec::new(),
        };
        Pseudocode {
            options: *options,
            lines,
            planted,
        }
    }

    /// The lines, indented with two spaces a level.
    pub fn lines(&self) -> impl ExactSizeIterator<Item = &str> {
        self.lines.iter().map(|(_, _, text)| text.as_str())
    }

    /// The lines a planted bug changed (none without one), each by its
    /// index, with how it reads without the bug: where a student looking
    /// for the bug should point, and what the line should have said.
    pub fn planted_lines(&self) -> &[(usize, String)] {
        &self.planted
    }

    /// The index of the line that `step` (a step of a search of `tree`) executes.
    pub fn line_of(&self, tree: &Tree, step: &Step) -> usize {
        let node = step.node();
        let function = function_of(tree, &self.options, node);
        let (function, role) = match *step {
            Step::Enter { .. } if tree.node(node).is_leaf() => (function, Role::Terminal),
            Step::Enter { .. } => (function, Role::Header),
            Step::Evaluate { .. } if !self.options.algorithm.is_proof_number() => {
                (function, Role::Terminal)
            }
            Step::Backup { .. } => (function, Role::Backup),
            Step::Window { .. } => (function, Role::Raise),
            Step::Cut { .. } => (function, Role::CutTest),
            Step::Return { .. } => (function, Role::Return),
            Step::Goal { .. } => (function, Role::Terminal),
            Step::Cycle { .. } => (function, Role::Cycle),
            Step::PlanFound { .. } => (function, Role::Return),
            Step::PlanFailed { .. } => (function, Role::Fail),
            Step::Choose { .. } if !self.options.algorithm.is_proof_number() => {
                (Function::Decision, Role::Return)
            }
            Step::Choose { .. }
            | Step::Evaluate { .. }
            | Step::Generate { .. }
            | Step::Select { .. }
            | Step::Expand { .. }
            | Step::InnerSearch { .. }
            | Step::Update { .. }
            | Step::Thresholds { .. }
            | Step::Leave { .. }
            | Step::Solved { .. } => (
                Function::Decision,
                Role::Proof(proof_number::part_of(tree, &self.options, step)),
            ),
            Step::Pass { .. } => (Function::Decision, Role::Pass),
            Step::Reorder { .. } => (Function::Decision, Role::Reorder),
            Step::Probe { .. } => (function, Role::Probe),
            Step::Research { .. } => (function, Role::Research),
            Step::Selection { .. } => (Function::Decision, Role::Selection),
            Step::Expansion { .. } => (Function::Decision, Role::Expansion),
            Step::Playout { .. } => (Function::Decision, Role::Playout),
            Step::Backpropagation { .. } => (Function::Decision, Role::Backpropagation),
        };
        // A function without such a line (AND-SEARCH has no goal test, so
        // a leaf among the outcomes) shows its header.
        let find = |role| {
            self.lines
                .iter()
                .position(|(f, r, _)| *f == function && *r == role)
        };
        find(role).or_else(|| find(Role::Header)).unwrap_or(0)
    }
}

fn function_of(tree: &Tree, options: &Options, node: crate::tree::NodeId) -> Function {
    match tree.kind(node) {
        NodeKind::Chance => Function::Chance,
        NodeKind::Decision(Player::Min)
            if !options.algorithm.is_negamax() && options.algorithm != Algorithm::MaxN =>
        {
            Function::Min
        }
        NodeKind::Decision(_) => Function::Max,
    }
}

/// The listing of the family `options` names, with CHANCE-VALUE when the
/// tree has chance nodes, iterative deepening's loop up to `last_pass`
/// when it deepens, and principal variation search's null window `grain`
/// wide, in the language of `words`.
fn listing(
    has_chance: bool,
    options: &Options,
    last_pass: Option<u32>,
    grain: f64,
    words: &Catalogue,
) -> Vec<Line> {
    let mut listing = Listing::new(options, last_pass, words);
    match options.algorithm {
        Algorithm::Minimax | Algorithm::Expectiminimax | Algorithm::AlphaBeta => {
            minimax::write(&mut listing, has_chance, options)
        }
        Algorithm::Negamax | Algorithm::NegamaxAlphaBeta => negamax::write(&mut listing, options),
        Algorithm::MaxN => max_n::write(&mut listing, has_chance),
        Algorithm::AndOr => and_or::write(&mut listing),
        Algorithm::ProofNumber
        | Algorithm::ProofNumberSquared
        | Algorithm::DepthFirstProofNumber => proof_number::write(&mut listing, options),
        Algorithm::Pvs => pvs::write(&mut listing, options, grain),
        Algorithm::MonteCarlo => monte_carlo::write(&mut listing, options),
    }
    if has_chance {
        chance::write(&mut listing, options.algorithm == Algorithm::MaxN);
    }
    if let Some(bug) = options.bug {
        planted::plant(&mut listing.lines, &listing.writer, bug);
    }
    listing.lines
}
