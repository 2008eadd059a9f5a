//! The JSON that `gametree` prints: the summary of `solve` and the step
//! lines of `trace`, with nodes named by address as `cli.md` requires.

use gametree::plan::plan_text;
use gametree::{Algorithm, NodeId, Score, Step, Summary, Trace, Tree, Value};
use serde_json::{json, Value as Json};

/// The one-object answer of `gametree solve`. AND-OR search answers
/// `"plan"` or `"failure"`, with the plan in the notes' form.
pub fn summary(tree: &Tree, trace: &Trace, summary: &Summary) -> Json {
    let and_or = summary.algorithm == Algorithm::AndOr;
    let value = match &summary.value {
        Value::Number(x) if and_or => Json::from(if *x > 0.0 { "plan" } else { "failure" }),
        Value::Number(x) => number(*x),
        Value::Tuple(entries) => Json::Array(entries.iter().map(|&x| number(x)).collect()),
    };
    let mut answer = json!({
        "algo": summary.algorithm.name(),
        "value": value,
        "best_move": summary.best_move,
        "evaluated": summary.evaluated.iter().map(|&node| tree.address(node)).collect::<Vec<_>>(),
        "cutoffs": summary.cutoffs.iter().map(|&(node, after)| json!({"node": tree.address(node), "after": after})).collect::<Vec<_>>(),
        "steps": summary.steps,
    });
    if and_or {
        answer["plan"] = plan_text(tree, trace, NodeId::ROOT).into();
    }
    answer
}

/// One line of `gametree trace`.
pub fn step(tree: &Tree, trace: &Trace, step: &Step) -> Json {
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
    }
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
