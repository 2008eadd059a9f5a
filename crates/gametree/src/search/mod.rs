//! The searches: each turns a tree into a trace. `search` first checks that
//! the tree suits the algorithm and options, so the searches cannot fail;
//! `iterative.rs` runs them in another order and deepens iteratively.

mod alpha_beta;
mod and_or;
mod iterative;
mod max_n;
mod minimax;
mod monte_carlo;
pub use monte_carlo::MonteCarloRun;
mod negamax;
mod proof_number;
mod pvs;
mod reads;
pub use reads::{minimax_reads, Reads};
mod run;
mod walk;
mod window;

use crate::lang::{english, Message};
use crate::options::{Algorithm, Bug, Failure, MoveOrder, Options, TieRule, MOST_ITERATIONS};
use crate::trace::{Tally, Trace};
use crate::tree::{Game, NodeId, Tree, Value};
use run::run;
use std::fmt;

/// Why a tree cannot be searched with the chosen algorithm and options.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchError {
    /// The node that shows the problem, when there is one.
    pub node: Option<NodeId>,
    /// What is wrong.
    pub problem: Unsuitable,
}

/// The ways a tree and the options of a search can fail to suit each other.
#[derive(Clone, Debug, PartialEq)]
pub enum Unsuitable {
    /// An option asked of a search that does not take it.
    OnlyFor {
        /// The option.
        option: Restricted,
        /// The search asked for.
        algorithm: Algorithm,
    },
    /// max^n asked of a tree of plain numbers.
    NeedsTuples,
    /// A two-player search asked of a tree of tuples.
    NeedsNumbers(Algorithm),
    /// A search without chance nodes asked of a tree with `name`, one.
    ChanceNode {
        /// The search asked for.
        algorithm: Algorithm,
        /// The chance node's name.
        name: String,
    },
    /// The depth limit, or a pass of iterative deepening (`iterative`),
    /// stops the search at `name`, which has no static value.
    NoStaticValue {
        /// The depth where the search stops.
        limit: u32,
        /// Whether a pass of iterative deepening stops there.
        iterative: bool,
        /// The node's name.
        name: String,
        /// Its label, written in the example of the fix.
        label: String,
    },
    /// AND-OR search asked to stop at a depth limit: it needs the goals
    /// and dead ends at the leaves.
    AndOrDepth,
    /// A bug planted in one search, asked of another.
    BugElsewhere {
        /// The bug.
        bug: Bug,
        /// The search asked for.
        algorithm: Algorithm,
    },
    /// Monte Carlo tree search asked to run more iterations than it may.
    TooManyIterations {
        /// The iterations asked for.
        iterations: u32,
        /// The most it may run.
        most: u32,
    },
    /// Monte Carlo tree search asked to keep a trace of more iterations
    /// than a trace holds (`gametree trace` and `export`).
    TooManyToTrace {
        /// The iterations asked for.
        iterations: u32,
        /// The most a trace holds.
        most: u32,
    },
    /// Monte Carlo tree search asked of a tree with a leaf worth ±∞, which
    /// gives no reward between 0 and 1.
    InfiniteLeaf {
        /// The leaf's name.
        name: String,
    },
    /// Iterative deepening would visit more nodes in all its passes than it
    /// may (a deep chain is visited once a pass, so depth² / 2 in all).
    TooManyVisits {
        /// The nodes its passes would visit, at most.
        visits: u64,
        /// The most it may visit.
        most: u64,
    },
}

/// The most nodes iterative deepening may visit in all its passes: a chain
/// about 8,900 deep, whose search would take seconds here and write
/// gigabytes of trace.
pub const MOST_DEEPENING_VISITS: u64 = 40_000_000;

/// The nodes iterative deepening visits at most, in all its passes: every
/// node within each pass's depth, counted before any pass runs.
pub fn deepening_visits(tree: &Tree, options: &Options) -> u64 {
    // within[d]: the nodes at depth d or above.
    let mut within = vec![0u64; tree.height() as usize + 1];
    for id in tree.ids() {
        within[tree.depth(id) as usize] += 1;
    }
    for depth in 1..within.len() {
        within[depth] += within[depth - 1];
    }
    let passes = iterative::pass_depths(tree, options);
    let (first, last) = (u64::from(*passes.start()), u64::from(*passes.end()));
    let height = within.len() as u64 - 1;
    // The passes down to the tree's height one by one; every deeper pass
    // (a depth limit past the height) visits the whole tree.
    let shallow: u64 = (first..=last.min(height))
        .map(|depth| within[depth as usize])
        .sum();
    let deep_passes = (last + 1).saturating_sub(first.max(height + 1));
    shallow.saturating_add(deep_passes.saturating_mul(within[height as usize]))
}

/// The options only some searches take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Restricted {
    /// A depth limit with static values: Monte Carlo tree search plays
    /// every playout out to a written leaf.
    Depth,
    /// Searching the children in another order than drawn.
    Order,
    /// Iterative deepening.
    Deepening,
    /// Fail-hard.
    FailHard,
    /// The strict tie rule.
    StrictTies,
}

impl Restricted {
    /// The option as a sentence names it.
    fn name(self) -> Message {
        Message::new(match self {
            Restricted::Depth => "search.option.depth",
            Restricted::Order => "search.option.order",
            Restricted::Deepening => "search.option.deepening",
            Restricted::FailHard => "search.option.fail-hard",
            Restricted::StrictTies => "search.option.strict-ties",
        })
    }

    /// Whether `algorithm` takes the option.
    fn taken_by(self, algorithm: Algorithm) -> bool {
        match self {
            Restricted::Depth => algorithm.takes_depth(),
            Restricted::Order => algorithm.takes_order(),
            Restricted::Deepening => algorithm.deepens(),
            Restricted::FailHard | Restricted::StrictTies => algorithm.takes_cut_variants(),
        }
    }
}

impl SearchError {
    /// One sentence saying what is wrong and what would work, naming the
    /// algorithms with `name`: the app passes its menu's names, so that a
    /// student reads "use Expectiminimax" where the menu says so.
    pub fn said(&self, name: impl Fn(Algorithm) -> &'static str) -> Message {
        match &self.problem {
            Unsuitable::OnlyFor { option, algorithm } => {
                let takers: Vec<&str> = (Algorithm::ALL.into_iter())
                    .filter(|&taker| option.taken_by(taker))
                    .map(&name)
                    .collect();
                Message::new("search.only-for")
                    .nested("option", option.name())
                    .nested("takers", Message::list(&takers))
                    .text("algorithm", name(*algorithm))
            }
            Unsuitable::NeedsTuples => Message::new("search.needs-tuples")
                .text("maxn", name(Algorithm::MaxN))
                .ltr("example", "<1,2,6>"),
            Unsuitable::NeedsNumbers(algorithm) => Message::new("search.needs-numbers")
                .text("algorithm", name(*algorithm))
                .text("maxn", name(Algorithm::MaxN)),
            Unsuitable::ChanceNode {
                algorithm,
                name: node,
            } => Message::new("search.chance-node")
                .text("algorithm", name(*algorithm))
                .text("node", node.clone())
                .text("expectiminimax", name(Algorithm::Expectiminimax)),
            Unsuitable::BugElsewhere { bug, algorithm } => Message::new("search.bug-elsewhere")
                .text("bug", bug.name())
                .text("planted", name(bug.algorithm()))
                .text("algorithm", name(*algorithm)),
            Unsuitable::TooManyIterations { iterations, most } => {
                Message::new("search.too-many-iterations")
                    .text("algorithm", name(Algorithm::MonteCarlo))
                    .number("iterations", f64::from(*iterations))
                    .number("most", f64::from(*most))
            }
            Unsuitable::TooManyToTrace { iterations, most } => {
                Message::new("search.too-many-to-trace")
                    .text("algorithm", name(Algorithm::MonteCarlo))
                    .number("iterations", f64::from(*iterations))
                    .number("most", f64::from(*most))
            }
            Unsuitable::InfiniteLeaf { name: node } => Message::new("search.infinite-leaf")
                .text("algorithm", name(Algorithm::MonteCarlo))
                .text("node", node.clone()),
            Unsuitable::AndOrDepth => {
                Message::new("search.and-or-depth").text("and_or", name(Algorithm::AndOr))
            }
            Unsuitable::TooManyVisits { visits, most } => Message::new("search.too-many-visits")
                .number("visits", *visits as f64)
                .number("most", *most as f64),
            Unsuitable::NoStaticValue {
                limit,
                iterative,
                name,
                label,
            } => Message::new(if *iterative {
                "search.no-static-value-pass"
            } else {
                "search.no-static-value"
            })
            .number("limit", f64::from(*limit))
            .text("node", name.clone())
            .ltr("example", format!("{label}=VALUE(...)")),
        }
    }
}

/// The message with the command line's names (`alphabeta`, `maxn`), as
/// `gametree` prints it.
impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(Algorithm::name).say(english()))
    }
}

impl std::error::Error for SearchError {}

/// The most iterations of Monte Carlo tree search traced step by step: a
/// trace holds about four steps an iteration, some 130 MB for these; more
/// are run by [`monte_carlo_tally`] (`gametree solve`), which keeps no
/// trace.
pub const MOST_ITERATIONS_IN_A_TRACE: u32 = 1_000_000;

/// Runs the search `options` asks for, once `check` has found the tree
/// suitable and, of Monte Carlo tree search, its iterations few enough to
/// trace.
pub fn search(tree: &Tree, options: &Options) -> Result<Trace, SearchError> {
    check(tree, options)?;
    let iterations = options.monte_carlo.iterations;
    if options.algorithm == Algorithm::MonteCarlo && iterations > MOST_ITERATIONS_IN_A_TRACE {
        let most = MOST_ITERATIONS_IN_A_TRACE;
        return Err(SearchError {
            node: None,
            problem: Unsuitable::TooManyToTrace { iterations, most },
        });
    }
    Ok(if options.iterative {
        iterative::deepening(tree, options)
    } else if options.order != MoveOrder::Drawn {
        iterative::ordered(tree, options)
    } else {
        run(tree, options)
    })
}

/// Runs Monte Carlo tree search, once `check` has found the tree
/// suitable, keeping only what `gametree solve` prints: no trace.
pub fn monte_carlo_tally(tree: &Tree, options: &Options) -> Result<Tally, SearchError> {
    check(tree, options)?;
    Ok(monte_carlo::tally(tree, options))
}

/// Begins Monte Carlo tree search of `tree` with `options`, once `check`
/// has found the tree suitable, to run in slices: its trace will hold the
/// last `traced` iterations, and it samples the visits of the root's
/// children `samples` times over the whole search.
pub fn monte_carlo_run(
    tree: &Tree,
    options: &Options,
    traced: u32,
    samples: usize,
) -> Result<MonteCarloRun, SearchError> {
    check(tree, options)?;
    Ok(MonteCarloRun::new(tree, options, traced, samples))
}

/// Says why `tree` does not suit `options`, in one sentence a student can act on.
pub fn check(tree: &Tree, options: &Options) -> Result<(), SearchError> {
    let algorithm = options.algorithm;
    let refuse = |node: Option<NodeId>, problem| Err(SearchError { node, problem });
    let restricted = [
        // AND-OR search says why it takes no depth limit in its own words.
        (
            options.depth.is_some() && algorithm != Algorithm::AndOr,
            Restricted::Depth,
        ),
        (options.order != MoveOrder::Drawn, Restricted::Order),
        (options.iterative, Restricted::Deepening),
        (options.failure == Failure::Hard, Restricted::FailHard),
        (options.ties == TieRule::Strict, Restricted::StrictTies),
    ];
    if let Some(bug) = options.bug.filter(|bug| bug.algorithm() != algorithm) {
        return refuse(None, Unsuitable::BugElsewhere { bug, algorithm });
    }
    for (asked, option) in restricted {
        if asked && !option.taken_by(algorithm) {
            return refuse(None, Unsuitable::OnlyFor { option, algorithm });
        }
    }
    let tuples = matches!(tree.game(), Game::MaxN { .. });
    if algorithm == Algorithm::MaxN && !tuples {
        return refuse(None, Unsuitable::NeedsTuples);
    }
    if algorithm != Algorithm::MaxN && tuples {
        return refuse(None, Unsuitable::NeedsNumbers(algorithm));
    }
    let takes_chance = matches!(algorithm, Algorithm::Expectiminimax | Algorithm::MaxN);
    if !takes_chance {
        if let Some(chance) = tree.ids().find(|&id| tree.is_chance(id)) {
            let name = tree.name(chance);
            return refuse(Some(chance), Unsuitable::ChanceNode { algorithm, name });
        }
    }
    if algorithm == Algorithm::MonteCarlo {
        let (iterations, most) = (options.monte_carlo.iterations, MOST_ITERATIONS);
        if iterations > most {
            return refuse(None, Unsuitable::TooManyIterations { iterations, most });
        }
        let infinite = tree.ids().find(|&id| {
            tree.node(id).is_leaf()
                && matches!(tree.node(id).value, Some(Value::Number(v)) if v.is_infinite())
        });
        if let Some(leaf) = infinite {
            let name = tree.name(leaf);
            return refuse(Some(leaf), Unsuitable::InfiniteLeaf { name });
        }
    }
    if algorithm == Algorithm::AndOr && options.depth.is_some() {
        return refuse(None, Unsuitable::AndOrDepth);
    }
    if options.iterative {
        let visits = deepening_visits(tree, options);
        if visits > MOST_DEEPENING_VISITS {
            let most = MOST_DEEPENING_VISITS;
            return refuse(None, Unsuitable::TooManyVisits { visits, most });
        }
    }
    // The depths where the search reads static values.
    let limits = match (options.iterative, options.depth) {
        (true, _) => Some(iterative::pass_depths(tree, options)),
        (false, Some(limit)) => Some(limit..=limit),
        (false, None) => None,
    };
    let unvalued = tree
        .ids()
        .filter(|&id| {
            limits
                .as_ref()
                .is_some_and(|limits| limits.contains(&tree.depth(id)))
                && !tree.node(id).is_leaf()
                && tree.node(id).value.is_none()
        })
        .min_by_key(|&id| tree.depth(id));
    if let Some(node) = unvalued {
        let problem = Unsuitable::NoStaticValue {
            limit: tree.depth(node),
            iterative: options.iterative,
            name: tree.name(node),
            label: tree.node(node).label.as_deref().unwrap_or("").to_string(),
        };
        return refuse(Some(node), problem);
    }
    Ok(())
}
