//! The JSON that `gametree` prints: the summary of `solve`, the step lines
//! of `trace` and the rows of `ordering-table`, with nodes named by
//! address (in the tree as written) as `cli.md` requires.

use gametree::games::board::Mark;
use gametree::games::lambda::Report;
use gametree::order::{self, TableRow};
use gametree::plan::plan_text;
use gametree::trace::{playout_path, INFINITY};
use gametree::{Algorithm, Frame, NodeId, Score, Step, Summary, Trace, Tree, Value};
use serde_json::{json, Value as Json};

/// The answer of `gametree lambda`: the verdict (the least order whose
/// λ-tree the attacker wins, or null), every empty square with the order
/// it qualifies at and the attacker's next move of its lower-order win,
/// and the λ-tree in the notation when asked for.
pub fn lambda(report: &Report, tree: Option<&str>) -> Json {
    let board = &report.position;
    let moves: Vec<Json> = (report.moves.iter())
        .map(|found| {
            json!({
                "square": board.square_name(found.square),
                "order": found.order,
                "next": found.next.map(|square| board.square_name(square)),
            })
        })
        .collect();
    let mut answer = json!({
        "attacker": if report.attacker == Mark::X { "x" } else { "o" },
        "in_a_row": report.in_a_row,
        "order": report.order,
        "wins_at": report.wins_at,
        "moves": moves,
    });
    if let Some(tree) = tree {
        answer["tree"] = tree.into();
    }
    answer
}

/// The one-object answer of `gametree solve`. AND-OR search answers
/// `"plan"` or `"failure"`, with the plan in the notes' form read off its
/// `trace`; Monte Carlo tree search adds its root's children's statistics.
pub fn summary(tree: &Tree, trace: Option<&Trace>, summary: &Summary) -> Json {
    let and_or = summary.algorithm == Algorithm::AndOr;
    let value = match (&summary.proof, &summary.value) {
        (Some(proof), _) => Json::from(if proof.proved { "proved" } else { "disproved" }),
        (None, Value::Number(x)) if and_or => Json::from(if *x > 0.0 { "plan" } else { "failure" }),
        (None, Value::Number(x)) => number(*x),
        (None, Value::Tuple(entries)) => Json::Array(entries.iter().map(|&x| number(x)).collect()),
    };
    let mut answer = json!({
        "algo": summary.algorithm.name(),
        "value": value,
        "best_move": summary.best_move,
    });
    if let Some(monte_carlo) = &summary.monte_carlo {
        answer["iterations"] = monte_carlo.iterations.into();
        answer["visits"] = monte_carlo.visits.clone().into();
        answer["means"] = monte_carlo
            .means
            .iter()
            .map(|mean| mean.map_or(Json::Null, number))
            .collect();
    }
    answer["evaluated"] = summary
        .evaluated
        .iter()
        .map(|&node| tree.address(node))
        .collect();
    answer["cutoffs"] = summary
        .cutoffs
        .iter()
        .map(|&(node, after)| json!({"node": tree.address(node), "after": after}))
        .collect();
    if let Some(proof) = &summary.proof {
        answer["expanded"] = proof.expanded.into();
    }
    answer["steps"] = summary.steps.into();
    if !summary.passes.is_empty() {
        answer["passes"] = summary
            .passes
            .iter()
            .map(|pass| {
                json!({
                    "depth": pass.depth,
                    "value": number(pass.value),
                    "best_move": pass.best_move,
                    "evaluated": pass.evaluated,
                    "cutoffs": pass.cutoffs,
                })
            })
            .collect();
    }
    if let (true, Some(trace)) = (and_or, trace) {
        answer["plan"] = plan_text(tree, trace, NodeId::ROOT).into();
    }
    answer
}

/// One line of `gametree ordering-table`.
pub fn table_row(row: &TableRow) -> Json {
    json!({
        "depth": row.depth,
        "minimax": row.minimax,
        "best": number(row.best),
        "random": number(row.random),
        "worst": number(row.worst),
        "knuth_moore": row.knuth_moore,
    })
}

/// One line of `gametree trace`; `before` is the frame before the step.
pub fn step(tree: &Tree, trace: &Trace, before: &Frame, step: &Step) -> Json {
    let address = |node: gametree::NodeId| tree.address(node);
    let score = |value: Score| match value {
        Score::Number(x) => number(x),
        Score::Tuple(id) => Json::Array(trace.tuple(id).iter().map(|&x| number(x)).collect()),
    };
    match *step {
        Step::Enter { node, alpha, beta } => {
            json!({"step": "enter", "node": address(node), "alpha": number(alpha), "beta": number(beta)})
        }
        Step::Evaluate { node, value } => {
            json!({"step": "evaluate", "node": address(node), "value": score(value)})
        }
        Step::Backup { node, child, value } => {
            json!({"step": "backup", "node": address(node), "child": address(child), "value": score(value)})
        }
        Step::Window { node, alpha, beta } => {
            json!({"step": "window", "node": address(node), "alpha": number(alpha), "beta": number(beta)})
        }
        Step::Cut {
            node,
            after,
            value,
            bound,
        } => {
            json!({"step": "cut", "node": address(node), "after": after, "value": number(value), "bound": number(bound)})
        }
        Step::Return { node, value } => {
            json!({"step": "return", "node": address(node), "value": score(value)})
        }
        Step::Choose { node, child } => {
            json!({"step": "choose", "node": address(node), "child": child})
        }
        Step::Goal { node, reached } => {
            json!({"step": "goal", "node": address(node), "reached": reached})
        }
        Step::Cycle { node, earlier } => {
            json!({"step": "cycle", "node": address(node), "earlier": address(earlier)})
        }
        Step::PlanFound { node } => json!({"step": "plan", "node": address(node)}),
        Step::PlanFailed { node } => json!({"step": "failure", "node": address(node)}),
        Step::Generate {
            node,
            numbers,
            evaluated,
        } => {
            json!({"step": "generate", "node": address(node), "pn": proof_number(numbers.proof), "dn": proof_number(numbers.disproof), "evaluated": evaluated})
        }
        Step::Select { node, child } => {
            json!({"step": "select", "node": address(node), "child": address(child)})
        }
        Step::Expand { node } => json!({"step": "expand", "node": address(node)}),
        Step::InnerSearch {
            node,
            limit,
            size,
            numbers,
        } => {
            json!({"step": "inner", "node": address(node), "limit": limit, "size": size, "pn": proof_number(numbers.proof), "dn": proof_number(numbers.disproof)})
        }
        Step::Update {
            node,
            numbers,
            changed,
        } => {
            json!({"step": "update", "node": address(node), "pn": proof_number(numbers.proof), "dn": proof_number(numbers.disproof), "changed": changed})
        }
        Step::Thresholds { node, thresholds } => {
            json!({"step": "thresholds", "node": address(node), "th_pn": proof_number(thresholds.proof), "th_dn": proof_number(thresholds.disproof)})
        }
        Step::Leave { node } => json!({"step": "leave", "node": address(node)}),
        Step::Solved { node, proved } => {
            json!({"step": "solved", "node": address(node), "proved": proved})
        }
        Step::Pass { node, depth } => {
            json!({"step": "pass", "node": address(node), "depth": depth})
        }
        Step::Reorder { node } => {
            json!({"step": "reorder", "node": address(node), "moved": moved(tree, trace, before)})
        }
        Step::Probe {
            node,
            child,
            alpha,
            beta,
        } => {
            json!({"step": "probe", "node": address(node), "child": address(child), "alpha": number(alpha), "beta": number(beta)})
        }
        Step::Research { node, child, value } => {
            json!({"step": "research", "node": address(node), "child": address(child), "value": number(value)})
        }
        Step::Selection { node } => {
            let parent = tree.parent(node).unwrap_or(NodeId::ROOT);
            let c = trace.options.monte_carlo.exploration;
            let children: Vec<Json> = (before.monte_carlo.statistics)
                .scores(tree, parent, c)
                .map(|ucb| json!({"child": address(ucb.child), "n": ucb.visits, "q": number(ucb.mean), "score": number(ucb.score)}))
                .collect();
            json!({"step": "select", "node": address(parent), "child": address(node), "children": children})
        }
        Step::Expansion { node, all } => {
            let parent = tree.parent(node).unwrap_or(NodeId::ROOT);
            let added: Vec<String> = if all {
                tree.children(parent)
                    .iter()
                    .map(|&child| address(child))
                    .collect()
            } else {
                vec![address(node)]
            };
            json!({"step": "expand", "node": address(parent), "child": address(node), "added": added})
        }
        Step::Playout {
            node,
            start,
            reward,
        } => {
            let path: Vec<String> = (playout_path(tree, start, node).into_iter())
                .map(address)
                .collect();
            json!({"step": "playout", "node": address(start), "leaf": address(node), "path": path, "reward": number(reward)})
        }
        Step::Backpropagation { node, reward } => {
            let statistics = &before.monte_carlo.statistics;
            let mut updated: Vec<Json> = std::iter::successors(Some(node), |&at| tree.parent(at))
                .map(|at| {
                    let wins = statistics.wins(at) + reward;
                    json!({"node": address(at), "n": statistics.visits(at) + 1, "w": number(wins)})
                })
                .collect();
            updated.reverse();
            json!({"step": "backup", "node": address(node), "reward": number(reward), "updated": updated})
        }
    }
}

/// A proof or disproof number as JSON: infinity as the string "inf", like
/// every infinite number `gametree` prints.
fn proof_number(x: u32) -> Json {
    if x == INFINITY {
        Json::from("inf")
    } else {
        Json::from(x)
    }
}

/// The nodes whose children a `Reorder` step puts in another order, each
/// with its children's written indices in the new order.
fn moved(tree: &Tree, trace: &Trace, before: &Frame) -> Json {
    let (Some(old), Some(new)) = (
        trace.arrangement(before.arrangement),
        trace.arrangement(before.arrangement + 1),
    ) else {
        return Json::Array(Vec::new());
    };
    order::moved(tree, old, new)
        .into_iter()
        .map(|node| {
            let children: Vec<usize> = order::children_in(tree, new, node)
                .into_iter()
                .map(|child| tree.child_index(child))
                .collect();
            json!({"node": tree.address(node), "order": children})
        })
        .collect()
}

/// A number as JSON: whole numbers without a decimal point, infinities as
/// the strings "inf" and "-inf" since JSON has no infinity.
pub fn number(x: f64) -> Json {
    const EXACT_INTEGERS: f64 = 9_007_199_254_740_992.0; // 2^53
    if x.is_infinite() {
        Json::from(if x > 0.0 { "inf" } else { "-inf" })
    } else if x.fract() == 0.0 && x.abs() < EXACT_INTEGERS {
        Json::from(x as i64)
    } else {
        Json::from(x)
    }
}
