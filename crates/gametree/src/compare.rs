//! Compare mode: the same tree searched twice, side by side. Which nodes
//! the two searches see differently in the end (read or not, or how
//! often, cut or not, another value, another window), those differences in words, what
//! tells the two searches apart, and how to step them together by the
//! node finished.
//!
//! Values and windows are compared from MAX's point of view (negamax's
//! are turned round), and a value with what it means, as the drawing
//! writes it (`Frame::bound`: "≤ v", "≥ v" or exact). A proof-number search shows
//! "proved" or "disproved" where the others show values, so beside one of
//! those only what was read and searched is compared; so is Monte Carlo
//! tree search, whose means are estimates (searched: in its search tree).

use crate::explain::{name_in, number};
use crate::frame::{Frame, NodeState};
use crate::lang::{Arg, Catalogue};
use crate::options::{Algorithm, Failure, MonteCarlo, MoveOrder, Options, TieRule};
use crate::summary::Summary;
use crate::trace::{Score, Step, Trace};
use crate::tree::{NodeId, Player, Tree};
use std::collections::HashMap;

/// One search of compare mode, finished: its trace and what it shows.
pub struct Finished<'a> {
    trace: &'a Trace,
    frame: Frame,
    /// How many times the search read each node's value from the tree.
    reads: Vec<u32>,
    /// For every node, whether a leaf read lies below it (or is it): the
    /// nodes Monte Carlo tree search's playouts went through.
    above_read: Vec<bool>,
}

impl<'a> Finished<'a> {
    /// The end of `trace`, a search of `tree`.
    pub fn new(tree: &Tree, trace: &'a Trace) -> Finished<'a> {
        // A resumed Monte Carlo search read leaves before its trace too.
        let mut reads = trace
            .resumed()
            .map_or_else(|| vec![0; tree.len()], |resumed| resumed.reads.clone());
        for node in Summary::new(tree, trace).evaluated {
            reads[node.index()] += 1;
        }
        let frame = Frame::at(tree, trace, trace.len());
        let mut above_read: Vec<bool> = reads.iter().map(|&count| count > 0).collect();
        for node in tree.ids().rev() {
            if above_read[node.index()] {
                if let Some(parent) = tree.parent(node) {
                    above_read[parent.index()] = true;
                }
            }
        }
        Finished {
            trace,
            frame,
            reads,
            above_read,
        }
    }
}

/// How one node differs between the two searches. Each field is `None`
/// when the two agree.
#[derive(Clone, Debug, PartialEq)]
pub struct Difference {
    /// The node.
    pub node: NodeId,
    /// How many times each search read the node's value from the tree:
    /// once, never, or (Monte Carlo tree search's playouts, iterative
    /// deepening's passes) more often.
    pub read: Option<(u32, u32)>,
    /// Whether each search searched the node at all (inner nodes).
    pub searched: Option<(bool, bool)>,
    /// Whether each search cut the node, skipping children.
    pub cut: Option<(bool, bool)>,
    /// What each search returned there, as a lecture writes it ("3",
    /// "≥ 5", "≤ 2").
    pub value: Option<(String, String)>,
    /// The window each search entered the node with, from MAX's side.
    pub window: Option<((f64, f64), (f64, f64))>,
}

/// Every node the two finished searches see differently, in node order.
/// Windows count only when both searches keep one. Below a node that only
/// one search reached, everything differs as a consequence: only that
/// node is listed, not its whole subtree.
pub fn differences(tree: &Tree, first: &Finished, second: &Finished) -> Vec<Difference> {
    let windows = [first, second]
        .iter()
        .all(|side| side.trace.options.algorithm.prunes());
    // A proof-number search proves where the others compute values and
    // cut: only two of the same kind compare what they found at a node.
    // Monte Carlo tree search estimates and never cuts: beside it only
    // what was read and searched is compared.
    let kind = |side: &Finished| side.trace.options.algorithm.is_proof_number();
    let monte_carlo = [first, second]
        .iter()
        .any(|side| side.trace.options.algorithm == Algorithm::MonteCarlo);
    let values = kind(first) == kind(second) && !monte_carlo;
    let seen: Vec<[Seen; 2]> = tree
        .ids()
        .map(|node| [first, second].map(|side| seen(tree, side, node)))
        .collect();
    tree.ids()
        .filter(|&node| {
            tree.parent(node).is_none_or(|parent| {
                let [a, b] = &seen[parent.index()];
                a.searched == b.searched
            })
        })
        .filter_map(|node| {
            let [a, b] = &seen[node.index()];
            fn differ<T: PartialEq>(x: T, y: T) -> Option<(T, T)> {
                (x != y).then_some((x, y))
            }
            let leaf = tree.node(node).is_leaf();
            let difference = Difference {
                node,
                read: differ(a.reads, b.reads).filter(|_| leaf),
                searched: differ(a.searched, b.searched).filter(|_| !leaf),
                cut: differ(a.cut, b.cut).filter(|_| values),
                value: match (&a.value, &b.value) {
                    (Some(x), Some(y)) if values && x != y => Some((x.clone(), y.clone())),
                    _ => None,
                },
                window: match (a.window, b.window) {
                    (Some(x), Some(y)) if windows && x != y => Some((x, y)),
                    _ => None,
                },
            };
            let any = difference.read.is_some()
                || difference.searched.is_some()
                || difference.cut.is_some()
                || difference.value.is_some()
                || difference.window.is_some();
            any.then_some(difference)
        })
        .collect()
}

/// What one search shows at one node in the end.
struct Seen {
    reads: u32,
    searched: bool,
    cut: bool,
    value: Option<String>,
    window: Option<(f64, f64)>,
}

fn seen(tree: &Tree, side: &Finished, node: NodeId) -> Seen {
    if side.trace.options.algorithm.is_proof_number() {
        return proof_seen(side, node);
    }
    if side.trace.options.algorithm == Algorithm::MonteCarlo {
        return monte_carlo_seen(side, node);
    }
    let entry = side.frame.node(node);
    // Negamax sees a MIN node's values and window from MIN's side.
    let turned = side.trace.options.algorithm.is_negamax() && tree.mover(node) == Player::Min;
    let window = entry.entered.map(|(alpha, beta)| {
        if turned {
            (-beta, -alpha)
        } else {
            (alpha, beta)
        }
    });
    let value = match (entry.state, entry.value) {
        (NodeState::Done, Some(Score::Number(x))) => {
            let x = if turned { -x } else { x };
            // Read from the tree: exact. Otherwise as the drawing writes it.
            let bound = (side.reads[node.index()] == 0)
                .then(|| side.frame.bound(tree, node))
                .flatten()
                .map(|bound| if turned { bound.turned() } else { bound });
            Some(match bound {
                Some(bound) => format!("{} {}", bound.sign(), number(x)),
                None => number(x),
            })
        }
        _ => None,
    };
    Seen {
        reads: side.reads[node.index()],
        searched: entry.state == NodeState::Done,
        // A cut mark is left only where children were skipped.
        cut: entry.cut.is_some(),
        value,
        window,
    }
}

/// What a proof-number search shows at one node in the end: read when it
/// generated the node with its value, searched when it expanded it, and
/// instead of a value, whether it proved or disproved the node.
fn proof_seen(side: &Finished, node: NodeId) -> Seen {
    let entry = side.frame.proof.node(node);
    let decided = entry.and_then(|entry| {
        if entry.is_proved() {
            Some("proved")
        } else if entry.is_disproved() {
            Some("disproved")
        } else {
            None
        }
    });
    Seen {
        reads: side.reads[node.index()],
        searched: entry.is_some_and(|entry| entry.expanded),
        cut: false,
        value: decided.map(str::to_string),
        window: None,
    }
}

/// What Monte Carlo tree search shows at one node in the end: read when a
/// playout ended there, searched when it is in the search tree or a
/// playout went through it; its means are estimates, not values to set
/// beside another search's.
fn monte_carlo_seen(side: &Finished, node: NodeId) -> Seen {
    Seen {
        reads: side.reads[node.index()],
        searched: side.frame.monte_carlo.in_tree(node) || side.above_read[node.index()],
        cut: false,
        value: None,
        window: None,
    }
}

/// The differences in words of `words`, as the second search sees them
/// against the first: "strict: I is read, C is not cut." At most `most`
/// clauses are written out; the rest are counted.
pub fn describe(
    words: &Catalogue,
    tree: &Tree,
    label: &str,
    found: &[Difference],
    most: usize,
) -> String {
    let window = |(alpha, beta): (f64, f64)| format!("[{}, {}]", number(alpha), number(beta));
    let name = |node: NodeId| name_in(words, tree, node);
    let clause = |key: &str, node: NodeId| words.say(key, &[Arg::Text("node", &name(node))]);
    // What was read, cut and returned first; how it was searched after.
    let windows = found.iter().filter_map(|difference| {
        let (first, second) = difference.window?;
        Some(words.say(
            "compare.searched-with",
            &[
                Arg::Text("node", &name(difference.node)),
                Arg::Ltr("second", &window(second)),
                Arg::Ltr("first", &window(first)),
            ],
        ))
    });
    let clauses: Vec<String> = found
        .iter()
        .flat_map(|difference| {
            let node = difference.node;
            let mut clauses = Vec::new();
            match difference.read {
                Some((_, 0)) => clauses.push(clause("compare.not-read", node)),
                Some((0, _)) => clauses.push(clause("compare.read", node)),
                Some((first, second)) => clauses.push(words.say(
                    "compare.read-times",
                    &[
                        Arg::Text("node", &name(node)),
                        Arg::Count("count", u64::from(second)),
                        Arg::Number("other", f64::from(first)),
                    ],
                )),
                None => {}
            }
            if let Some((_, second)) = difference.searched {
                let key = if second {
                    "compare.searched"
                } else {
                    "compare.skipped"
                };
                clauses.push(clause(key, node));
            }
            if let Some((_, second)) = difference.cut {
                let key = if second {
                    "compare.cut"
                } else {
                    "compare.not-cut"
                };
                clauses.push(clause(key, node));
            }
            if let Some((first, second)) = &difference.value {
                clauses.push(words.say(
                    "compare.returns",
                    &[
                        Arg::Text("node", &name(node)),
                        Arg::Ltr("second", &seen_value(words, second)),
                        Arg::Ltr("first", &seen_value(words, first)),
                    ],
                ));
            }
            clauses
        })
        .chain(windows)
        .collect();
    let shown = clauses.len().min(most);
    if clauses.is_empty() {
        words.say("compare.same", &[Arg::Text("label", label)])
    } else {
        let listed = joined(words, &clauses[..shown]);
        match clauses.len() - shown {
            0 => words.say(
                "compare.differences",
                &[Arg::Text("label", label), Arg::Text("clauses", &listed)],
            ),
            more => words.say(
                "compare.differences-more",
                &[
                    Arg::Text("label", label),
                    Arg::Text("clauses", &listed),
                    Arg::Count("more", more as u64),
                ],
            ),
        }
    }
}

/// `items` one after another, as the language separates the parts of a
/// list: "A, B, C".
fn joined(words: &Catalogue, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [first, rest @ ..] => words.say(
            "compare.joined",
            &[
                Arg::Text("first", first),
                Arg::Text("rest", &joined(words, rest)),
            ],
        ),
    }
}

/// A value as compare mode shows it: a number or bound as written, or
/// "proved" and "disproved" in the language of `words`.
fn seen_value(words: &Catalogue, value: &str) -> String {
    match value {
        "proved" => words.say("compare.proved", &[]),
        "disproved" => words.say("compare.disproved", &[]),
        _ => value.to_string(),
    }
}

/// What tells two searches apart, as (first, second) labels in the words
/// of `words`, the algorithms called by `name`: the algorithms' names,
/// "cut on equality" and "strict", "fail-soft" and "fail-hard", the
/// orders, the depth limits, iterative deepening; every way they differ,
/// joined by commas. Two equal searches are "first" and "second".
pub fn labels(
    words: &Catalogue,
    name: impl Fn(Algorithm) -> &'static str,
    first: &Options,
    second: &Options,
) -> (String, String) {
    let mut labels = (Vec::new(), Vec::new());
    let mut add = |a: String, b: String| {
        if a != b {
            labels.0.push(a);
            labels.1.push(b);
        }
    };
    let said = |key: &str| words.say(key, &[]);
    add(
        name(first.algorithm).to_string(),
        name(second.algorithm).to_string(),
    );
    let ties = |options: &Options| match options.ties {
        TieRule::CutOnEqual => said("compare.label.cut-on-equality"),
        TieRule::Strict => said("compare.label.strict"),
    };
    add(ties(first), ties(second));
    let failure = |options: &Options| match options.failure {
        Failure::Soft => said("compare.label.fail-soft"),
        Failure::Hard => said("compare.label.fail-hard"),
    };
    add(failure(first), failure(second));
    let order = |options: &Options| match options.order {
        MoveOrder::Drawn => said("compare.label.drawn"),
        MoveOrder::Best => said("compare.label.best-first"),
        MoveOrder::Worst => said("compare.label.worst-first"),
        MoveOrder::Random(seed) => words.say(
            "compare.label.random",
            &[Arg::Ltr("seed", &seed.to_string())],
        ),
    };
    add(order(first), order(second));
    let depth = |options: &Options| match options.depth {
        Some(depth) => words.say(
            "compare.label.depth",
            &[Arg::Number("depth", f64::from(depth))],
        ),
        None => said("compare.label.full-depth"),
    };
    add(depth(first), depth(second));
    let passes = |options: &Options| {
        if options.iterative {
            said("compare.label.iterative")
        } else {
            said("compare.label.one-pass")
        }
    };
    add(passes(first), passes(second));
    let planted = |options: &Options| match options.bug {
        Some(_) => said("compare.label.planted"),
        None => said("compare.label.right"),
    };
    add(planted(first), planted(second));
    // Two Monte Carlo tree searches, told apart by their own options.
    if first.algorithm == Algorithm::MonteCarlo && second.algorithm == Algorithm::MonteCarlo {
        let (a, b) = (first.monte_carlo, second.monte_carlo);
        let labelled = |key: &str, value: String| words.say(key, &[Arg::Ltr("value", &value)]);
        for key in [
            "compare.label.iterations",
            "compare.label.seed",
            "compare.label.c",
            "compare.label.expand",
            "compare.label.final",
        ] {
            let value = |settings: MonteCarlo| match key {
                "compare.label.iterations" => settings.iterations.to_string(),
                "compare.label.seed" => settings.seed.to_string(),
                "compare.label.c" => settings.exploration.to_string(),
                "compare.label.expand" => settings.expansion.name().to_string(),
                _ => settings.final_move.name().to_string(),
            };
            add(labelled(key, value(a)), labelled(key, value(b)));
        }
    }
    if labels.0.is_empty() {
        return (said("compare.label.first"), said("compare.label.second"));
    }
    (joined(words, &labels.0), joined(words, &labels.1))
}

/// Stepping together by the node finished: for every count of steps of
/// `first` (0 to its length), the count of steps of `second` to show
/// beside it. A node finishes when it is read (by a playout too) or returns; the k-th time
/// `first` finishes a node is matched with the k-th time `second` does,
/// and where `second` never finishes it, `second` waits. Both end together.
pub fn align_by_node(tree: &Tree, first: &Trace, second: &Trace) -> Vec<usize> {
    let mut times = vec![0u32; tree.len()];
    let mut finished: HashMap<(NodeId, u32), usize> = HashMap::new();
    for (index, step) in second.steps.iter().enumerate() {
        if let Some(node) = finishes(step) {
            let time = &mut times[node.index()];
            finished.insert((node, *time), index + 1);
            *time += 1;
        }
    }
    times.fill(0);
    let mut at = 0;
    let mut aligned = Vec::with_capacity(first.len() + 1);
    aligned.push(0);
    for step in &first.steps {
        if let Some(node) = finishes(step) {
            let time = &mut times[node.index()];
            if let Some(&there) = finished.get(&(node, *time)) {
                at = at.max(there);
            }
            *time += 1;
        }
        aligned.push(at);
    }
    if let Some(last) = aligned.last_mut() {
        *last = second.len();
    }
    aligned
}

/// For every node, how many steps of `trace`, a search of `tree`, reach it
/// for good: the last step that finishes it or, sooner, a node above it
/// (a subtree cut or left is done with); the whole trace for a node never
/// finished. Compare mode rings a difference once both searches have
/// reached it, not before the steps have shown it.
pub fn reached(tree: &Tree, trace: &Trace) -> Vec<usize> {
    let mut reached = vec![trace.len(); tree.len()];
    for (index, step) in trace.steps.iter().enumerate() {
        if let Some(node) = finishes(step) {
            reached[node.index()] = index + 1;
        }
    }
    // Parents come before their children.
    for node in tree.ids() {
        if let Some(parent) = tree.parent(node) {
            reached[node.index()] = reached[node.index()].min(reached[parent.index()]);
        }
    }
    reached
}

/// The node a step finishes, if it finishes one.
fn finishes(step: &Step) -> Option<NodeId> {
    match *step {
        Step::Evaluate { node, .. }
        | Step::Return { node, .. }
        | Step::Playout { node, .. }
        | Step::Generate {
            node,
            evaluated: true,
            ..
        } => Some(node),
        _ => None,
    }
}
