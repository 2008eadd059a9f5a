//! The answer of a search in a few numbers: what `gametree solve` prints and
//! what the app shows beside the tree. It is read off the trace, so the
//! trace and the answer cannot disagree. Under iterative deepening every
//! pass is summed up too, and the answer is the last pass's.

use crate::options::{Algorithm, Options};
use crate::trace::{CutAt, Rewards, Score, Statistics, Step, Tally, Trace};
use crate::tree::{NodeId, Player, Tree, Value};
use std::ops::Range;

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// The search that ran.
    pub algorithm: Algorithm,
    /// The root's value, always from MAX's point of view (negamax included);
    /// a tuple for max^n.
    pub value: Value,
    /// The root's chosen child, as written, the first among equals in the
    /// order searched (the leftmost, in the drawn order); `None` when the
    /// root is a leaf, a chance node, or at the depth limit.
    pub best_move: Option<usize>,
    /// The nodes whose value was read from the tree, in reading order.
    pub evaluated: Vec<NodeId>,
    /// Where children were skipped: (node, index as written of the last
    /// child searched).
    pub cutoffs: Vec<(NodeId, u32)>,
    /// The number of steps in the trace.
    pub steps: usize,
    /// Iterative deepening's passes, in order; empty for one search.
    pub passes: Vec<PassSummary>,
    /// What a proof-number search found; `None` for the searches that
    /// compute values. (Those searches compute no value: theirs is NaN.)
    pub proof: Option<Proof>,
    /// What Monte Carlo tree search found of the root's children; `None`
    /// for the other searches.
    pub monte_carlo: Option<MonteCarloSummary>,
}

/// The statistics of the root's children at the end of Monte Carlo tree
/// search, as `cli.md` prints them.
#[derive(Clone, Debug, PartialEq)]
pub struct MonteCarloSummary {
    /// The iterations run.
    pub iterations: u32,
    /// N of each child of the root, as written (0 for one never added).
    pub visits: Vec<u32>,
    /// W / N of each, from MAX's point of view; `None` where N = 0.
    pub means: Vec<Option<f64>>,
}

/// The answer of a proof-number search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    /// Whether MAX can force a leaf worth more than 0 (the root is proved);
    /// otherwise the root is disproved.
    pub proved: bool,
    /// How many nodes were expanded (for PN², by the outer search only).
    pub expanded: usize,
}

/// One pass of iterative deepening.
#[derive(Clone, Debug, PartialEq)]
pub struct PassSummary {
    /// The depth the pass searched to.
    pub depth: u32,
    /// The root's value in this pass, from MAX's point of view.
    pub value: f64,
    /// The move this pass would play, as written.
    pub best_move: Option<usize>,
    /// How many values the pass read from the tree.
    pub evaluated: usize,
    /// How many cuts skipped children in this pass.
    pub cutoffs: usize,
    /// The pass's steps in the trace, from its `Pass` step on.
    pub steps: Range<usize>,
}

/// What one search (or one pass) found.
struct Answer {
    value: Value,
    best_move: Option<usize>,
    evaluated: Vec<NodeId>,
    cutoffs: Vec<(NodeId, u32)>,
}

impl Summary {
    /// Reads the summary off a trace of `tree`.
    pub fn new(tree: &Tree, trace: &Trace) -> Summary {
        if trace.options.algorithm == Algorithm::MonteCarlo {
            // A resumed trace begins from the statistics its untraced
            // iterations left; its leaves read are those of its own.
            let statistics = trace.resumed().map_or_else(
                || Statistics::new(tree.len()),
                |resumed| resumed.statistics.clone(),
            );
            let mut tally = Tally {
                steps: trace.len(),
                evaluated: Vec::new(),
                statistics,
            };
            for step in &trace.steps {
                match *step {
                    Step::Playout { node, .. } => tally.evaluated.push(node),
                    Step::Backpropagation { node, reward } => {
                        tally.statistics.backpropagate(tree, node, reward)
                    }
                    _ => {}
                }
            }
            return Summary::of_monte_carlo(tree, &trace.options, tally);
        }
        let starts: Vec<usize> = trace
            .steps
            .iter()
            .enumerate()
            .filter(|(_, step)| matches!(step, Step::Pass { .. }))
            .map(|(index, _)| index)
            .collect();
        let mut ranges: Vec<Range<usize>> = starts
            .iter()
            .zip(starts.iter().skip(1).chain([&trace.len()]))
            .map(|(&start, &end)| start..end)
            .collect();
        // The steps of a pass end before the `Reorder` of the next.
        for range in &mut ranges {
            if range.end < trace.len() {
                range.end -= 1;
            }
        }
        // Read once for every pass: each reading goes through the whole trace.
        let cuts: Vec<CutAt> = trace.cuts(tree).filter(|cut| cut.skipped).collect();
        let passes = ranges
            .iter()
            .map(|range| {
                let answer = answer(tree, trace, range.clone(), &cuts);
                let Step::Pass { depth, .. } = trace.steps[range.start] else {
                    unreachable!("a pass starts with its Pass step")
                };
                PassSummary {
                    depth,
                    value: match answer.value {
                        Value::Number(x) => x,
                        Value::Tuple(_) => f64::NAN,
                    },
                    best_move: answer.best_move,
                    evaluated: answer.evaluated.len(),
                    cutoffs: answer.cutoffs.len(),
                    steps: range.clone(),
                }
            })
            .collect();
        let last = ranges.last().cloned().unwrap_or(0..trace.len());
        let answer = answer(tree, trace, last, &cuts);
        Summary {
            algorithm: trace.options.algorithm,
            value: answer.value,
            best_move: answer.best_move,
            evaluated: answer.evaluated,
            cutoffs: answer.cutoffs,
            steps: trace.len(),
            passes,
            proof: proof(trace),
            monte_carlo: None,
        }
    }

    /// Monte Carlo tree search's answer, from what it tallied (with or
    /// without a trace: `search::monte_carlo_tally` keeps none): the
    /// root's estimate in the leaves' own scale, the move, and the visits
    /// and means of the root's children.
    pub fn of_monte_carlo(tree: &Tree, options: &Options, tally: Tally) -> Summary {
        let Tally {
            steps,
            evaluated,
            statistics,
        } = tally;
        let children = tree.children(NodeId::ROOT);
        Summary {
            algorithm: options.algorithm,
            value: Value::Number(
                (statistics.mean(NodeId::ROOT))
                    .map_or(f64::NAN, |mean| Rewards::of(tree).value(mean)),
            ),
            best_move: statistics.final_move(tree, options.monte_carlo.final_move),
            evaluated,
            cutoffs: Vec::new(),
            steps,
            passes: Vec::new(),
            proof: None,
            monte_carlo: Some(MonteCarloSummary {
                iterations: options.monte_carlo.iterations,
                visits: children.iter().map(|&c| statistics.visits(c)).collect(),
                means: children.iter().map(|&c| statistics.mean(c)).collect(),
            }),
        }
    }
}

/// What a proof-number search found: whether the root was decided, and
/// how many nodes it expanded.
fn proof(trace: &Trace) -> Option<Proof> {
    let expanded = trace
        .steps
        .iter()
        .filter(|step| matches!(step, Step::Expand { .. } | Step::InnerSearch { .. }))
        .count();
    trace.steps.iter().find_map(|step| match *step {
        Step::Solved { proved, .. } => Some(Proof { proved, expanded }),
        _ => None,
    })
}

/// What the steps in `range` (one whole search) found; `cuts` are the
/// trace's cuts that skipped children, in the order of their steps.
fn answer(tree: &Tree, trace: &Trace, range: Range<usize>, cuts: &[CutAt]) -> Answer {
    let mut root_score = None;
    let mut best_move = None;
    let mut evaluated = Vec::new();
    for step in &trace.steps[range.clone()] {
        match *step {
            Step::Generate {
                node,
                evaluated: true,
                ..
            } => evaluated.push(node),
            Step::Evaluate { node, value } => {
                evaluated.push(node);
                if node == NodeId::ROOT {
                    root_score = Some(value);
                }
            }
            Step::Return { node, value } if node == NodeId::ROOT => root_score = Some(value),
            Step::Choose { child, .. } => best_move = Some(child as usize),
            // AND-OR search: a goal test reads a leaf; the root's verdict
            // is 1 (a plan) or -1 (failure).
            Step::Goal { node, reached } => {
                evaluated.push(node);
                if node == NodeId::ROOT {
                    root_score = Some(Score::Number(if reached { 1.0 } else { -1.0 }));
                }
            }
            Step::PlanFound { node } | Step::PlanFailed { node } if node == NodeId::ROOT => {
                let solved = matches!(step, Step::PlanFound { .. });
                root_score = Some(Score::Number(if solved { 1.0 } else { -1.0 }));
            }
            _ => {}
        }
    }
    let value = match root_score {
        Some(Score::Tuple(id)) => Value::Tuple(trace.tuple(id).into()),
        Some(Score::Number(x)) => {
            let from_min =
                trace.options.algorithm.is_negamax() && tree.mover(NodeId::ROOT) == Player::Min;
            Value::Number(if from_min { -x } else { x })
        }
        None => Value::Number(f64::NAN),
    };
    let first = cuts.partition_point(|cut| cut.step < range.start);
    let end = cuts.partition_point(|cut| cut.step < range.end);
    let cutoffs = cuts[first..end]
        .iter()
        .map(|cut| (cut.node, cut.after))
        .collect();
    Answer {
        value,
        best_move,
        evaluated,
        cutoffs,
    }
}
