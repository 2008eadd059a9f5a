//! One plain-English sentence for every step of a trace, and the alpha-beta
//! rule the step applies: what a lecturer would say while pointing at the
//! tree. Every sentence the app and `gametree trace` show is written here.

use crate::frame::{Frame, NodeState};
use crate::trace::{Algorithm, Failure, Score, Step, TieRule, Trace};
use crate::tree::{NodeId, NodeKind, Player, Probability, Tree};

/// A number as the lecture writes it: whole numbers plainly, others to at
/// most four decimals, infinities as ∞.
pub fn number(x: f64) -> String {
    if x == f64::INFINITY {
        "+∞".to_string()
    } else if x == f64::NEG_INFINITY {
        "−∞".to_string()
    } else if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{}", x as i64).replace('-', "−")
    } else {
        let text = format!("{x:.4}");
        let text = text.trim_end_matches('0').trim_end_matches('.');
        text.replace('-', "−")
    }
}

/// A number as a student types it, the inverse of [`number`]: `3`,
/// `-2.5`, `−2.5`, `inf`, `∞`, `-inf`; `None` for anything else.
pub fn read_number(text: &str) -> Option<f64> {
    let text = text.trim();
    let (sign, magnitude) = match text.strip_prefix(['-', '−']) {
        Some(rest) => (-1.0, rest.trim()),
        None => (1.0, text.strip_prefix('+').unwrap_or(text).trim()),
    };
    let value = match magnitude {
        "inf" | "∞" | "infinity" => f64::INFINITY,
        _ => magnitude.parse::<f64>().ok().filter(|x| x.is_finite())?,
    };
    Some(sign * value)
}

/// A score as the lecture writes it: a number, or a tuple `⟨1, 2, 6⟩`.
pub fn score(trace: &Trace, value: Score) -> String {
    match value {
        Score::Number(x) => number(x),
        Score::Tuple(id) => {
            let entries: Vec<String> = trace.tuple(id).iter().map(|&x| number(x)).collect();
            format!("⟨{}⟩", entries.join(", "))
        }
    }
}

/// The name of a node's role: MAX, MIN, CHANCE or player k.
pub fn role(tree: &Tree, node: NodeId) -> String {
    match tree.kind(node) {
        NodeKind::Chance => "CHANCE".to_string(),
        NodeKind::Decision(Player::Max) => "MAX".to_string(),
        NodeKind::Decision(Player::Min) => "MIN".to_string(),
        NodeKind::Decision(Player::Numbered(k)) => format!("player {k}"),
    }
}

/// The rows of the alpha-beta rule table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// A maximising node (and every node of negamax).
    Max,
    /// A minimising node.
    Min,
}

/// The columns of the rule table: how v compares with the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// v is no better than the node's own bound: the window stays.
    Ignore,
    /// v lies inside the window: the node's own bound moves to v.
    Update,
    /// v reaches the far bound: the remaining children are cut.
    Cut,
}

/// The cell of the rule table that `step` applies, for the steps that test
/// the window (pruning searches only). `before` is the frame before the step.
pub fn rule(tree: &Tree, trace: &Trace, before: &Frame, step: &Step) -> Option<(Side, Rule)> {
    let side = |node| {
        if !trace.options.algorithm.is_negamax() && tree.mover(node) == Player::Min {
            Side::Min
        } else {
            Side::Max
        }
    };
    match *step {
        Step::Cut { node, .. } => Some((side(node), Rule::Cut)),
        Step::Window { node, alpha, beta } => {
            let v = before.node(node).value.map_or(f64::NAN, Score::number);
            let window = before.node(node).window.unwrap_or((alpha, beta));
            let rule = if no_better(v, window, side(node), trace.options.ties) {
                Rule::Ignore
            } else {
                Rule::Update
            };
            Some((side(node), rule))
        }
        _ => None,
    }
}

/// Whether v leaves the node's own bound where it is, as the rule table's
/// columns read: v <= alpha at MAX (v >= beta at MIN), or under the strict
/// rule v < alpha (v > beta), where v equal to the bound "updates" it to itself.
fn no_better(v: f64, (alpha, beta): (f64, f64), side: Side, ties: TieRule) -> bool {
    match (side, ties) {
        (Side::Max, TieRule::Strict) => v < alpha,
        (Side::Max, TieRule::CutOnEqual) => v <= alpha,
        (Side::Min, TieRule::Strict) => v > beta,
        (Side::Min, TieRule::CutOnEqual) => v >= beta,
    }
}

/// The sentence for `step`, given the frame `before` it.
pub fn explain(tree: &Tree, trace: &Trace, before: &Frame, step: &Step) -> String {
    let sentence = describe(tree, trace, before, step);
    let mut letters = sentence.chars();
    match letters.next() {
        Some(first) => first.to_uppercase().chain(letters).collect(),
        None => sentence,
    }
}

/// The sentence, perhaps starting with an unlabelled node's lowercase name.
fn describe(tree: &Tree, trace: &Trace, before: &Frame, step: &Step) -> String {
    let options = trace.options;
    let prunes = options.algorithm.prunes();
    let name = |node| tree.name(node);
    let window = |alpha, beta| format!("(α, β) = ({}, {})", number(alpha), number(beta));
    match *step {
        Step::Enter { node, alpha, beta } => {
            let what = if tree.node(node).is_leaf() {
                "a leaf".to_string()
            } else {
                format!("a {} node", role(tree, node))
            };
            let start = if node == NodeId::ROOT {
                format!("Start at {}, {what}", name(node))
            } else {
                format!("Go down to {}, {what}", name(node))
            };
            if prunes {
                format!("{start}, with the window {}.", window(alpha, beta))
            } else {
                format!("{start}.")
            }
        }
        Step::Evaluate { node, value } => {
            let shown = score(trace, value);
            let negated = options.algorithm.is_negamax() && tree.mover(node) == Player::Min;
            let worth = if negated {
                format!(
                    "{} to MAX; MIN moves here, so negamax counts it as {shown}",
                    number(-value.number())
                )
            } else {
                shown
            };
            if tree.node(node).is_leaf() {
                format!("{} is a leaf worth {worth}.", name(node))
            } else {
                format!(
                    "The depth limit stops the search at {}: its static value is {worth}.",
                    name(node)
                )
            }
        }
        Step::Backup { node, child, value } => backup(tree, trace, before, node, child, value),
        Step::Window { node, alpha, beta } => {
            let v = number(before.node(node).value.map_or(f64::NAN, Score::number));
            let (old_alpha, old_beta) = before.node(node).window.unwrap_or((alpha, beta));
            let minimising = !options.algorithm.is_negamax() && tree.mover(node) == Player::Min;
            let (test, far, far_name, own_old, own_new, own_name) = if minimising {
                (
                    strict("≤", options.ties),
                    old_alpha,
                    "α",
                    old_beta,
                    beta,
                    "β",
                )
            } else {
                (
                    strict("≥", options.ties),
                    old_beta,
                    "β",
                    old_alpha,
                    alpha,
                    "α",
                )
            };
            let no_cut = format!(
                "Is v = {v} {test} {far_name} = {}? No, so no cut.",
                number(far)
            );
            let side = if minimising { Side::Min } else { Side::Max };
            let value = before.node(node).value.map_or(f64::NAN, Score::number);
            if no_better(value, (old_alpha, old_beta), side, options.ties) {
                format!(
                    "{no_cut} {v} is no better than {own_name} = {}, so {own_name} stays.",
                    number(own_old)
                )
            } else if own_new == own_old {
                format!("{no_cut} {v} equals {own_name}, so {own_name} stays {v}.")
            } else {
                format!(
                    "{no_cut} {v} is better than {own_name} = {}, so {own_name} becomes {v}.",
                    number(own_old)
                )
            }
        }
        Step::Cut {
            node,
            after,
            value,
            bound,
        } => cut(
            tree,
            before,
            node,
            after,
            value,
            bound,
            options.ties,
            options.algorithm,
        ),
        Step::Return { node, value } => {
            let shown = score(trace, value);
            let found = before.node(node).value.map(|v| score(trace, v));
            let hard = options.failure == Failure::Hard && found.as_deref() != Some(shown.as_str());
            let what = if hard {
                format!(
                    "the bound {shown} instead of its value {} (fail-hard)",
                    found.unwrap_or_default()
                )
            } else {
                shown
            };
            match tree.parent(node) {
                Some(parent) => format!(
                    "{} is done and returns {what} to {}.",
                    name(node),
                    name(parent)
                ),
                None => format!("{} is done: its value is {what}.", name(node)),
            }
        }
        Step::Choose { node, child } => {
            let chosen = tree.children(node)[child as usize];
            let value = before
                .node(node)
                .value
                .map_or(String::new(), |v| score(trace, v));
            format!(
                "{} picks {} (move {child}), the first child with the best value {value}.",
                name(node),
                name(chosen)
            )
        }
    }
}

/// "v = max(3, 12) = 12": how the running value took in a child's value.
fn backup(
    tree: &Tree,
    trace: &Trace,
    before: &Frame,
    node: NodeId,
    child: NodeId,
    value: Score,
) -> String {
    let algorithm = trace.options.algorithm;
    let returned = before.node(child).value.unwrap_or(value);
    let old = before.node(node).value;
    let heard = format!(
        "{} takes {}'s {}",
        tree.name(node),
        tree.name(child),
        score(trace, returned)
    );
    if tree.is_chance(node) {
        let probability = match tree.node(child).probability {
            Some(Probability::Fraction {
                numerator,
                denominator,
            }) => format!("{numerator}/{denominator}"),
            Some(Probability::Decimal(p)) => number(p),
            None => String::new(),
        };
        return format!(
            "{heard} with probability {probability}: the expected value so far is {}.",
            score(trace, value)
        );
    }
    if algorithm == Algorithm::MaxN {
        let k = match tree.mover(node) {
            Player::Numbered(k) => k,
            _ => 1,
        };
        return match old {
            None => format!("{heard}: the first tuple, so player {k} keeps it for now."),
            Some(old) if old == value => format!(
                "{heard}: player {k} keeps {}, which gives them at least as much.",
                score(trace, old)
            ),
            Some(_) => format!("{heard}: it gives player {k} more, so player {k} now prefers it."),
        };
    }
    let (operation, incoming) = if algorithm.is_negamax() {
        ("max", number(-returned.number()))
    } else if tree.mover(node) == Player::Min {
        ("min", number(returned.number()))
    } else {
        ("max", number(returned.number()))
    };
    let negated = if algorithm.is_negamax() {
        format!(" (negated: {incoming})")
    } else {
        String::new()
    };
    let start = match (operation, algorithm.is_negamax()) {
        ("min", _) => f64::INFINITY,
        _ => f64::NEG_INFINITY,
    };
    let old = old.map_or(start, Score::number);
    let new = value.number();
    let verdict = if new == old && old != start {
        format!("stays {}", number(new))
    } else {
        format!("= {}", number(new))
    };
    format!(
        "{heard}{negated}: v = {operation}({}, {incoming}) {verdict}.",
        number(old)
    )
}

/// "C stops after H: v = 2 ≤ α = 3. MAX can already get 3 from B, …"
#[allow(clippy::too_many_arguments)]
fn cut(
    tree: &Tree,
    before: &Frame,
    node: NodeId,
    after: u32,
    value: f64,
    bound: f64,
    ties: TieRule,
    algorithm: Algorithm,
) -> String {
    let minimising = !algorithm.is_negamax() && tree.mover(node) == Player::Min;
    let (test, bound_name) = if minimising {
        (strict("≤", ties), "α")
    } else {
        (strict("≥", ties), "β")
    };
    let skipped: Vec<String> = tree.children(node)[after as usize + 1..]
        .iter()
        .map(|&child| tree.name(child))
        .collect();
    let last = tree.name(tree.children(node)[after as usize]);
    let head = format!(
        "{} stops after {last}: v = {} {test} {bound_name} = {}",
        tree.name(node),
        number(value),
        number(bound)
    );
    if skipped.is_empty() {
        return format!("{head}, but {last} was its last child, so nothing is skipped.");
    }
    let verb = if skipped.len() > 1 { "are" } else { "is" };
    let skipped = join_names(&skipped);
    let reason = match tree.parent(node) {
        // In negamax the parent sees every value negated: beta here is minus its alpha.
        Some(parent) if algorithm.is_negamax() => format!(
            "{} can already get {} (that is {} from {}'s side)",
            tree.name(parent),
            number(-bound),
            number(bound),
            tree.name(node)
        ),
        _ => {
            let opponent = if minimising { "MAX" } else { "MIN" };
            let source = bound_source(tree, before, node, bound).map_or(String::new(), |source| {
                format!(" from {}", tree.name(source))
            });
            format!("{opponent} can already get {}{source}", number(bound))
        }
    };
    format!(
        "{head}. {reason}, so it will never let the game reach {}: {skipped} {verb} skipped.",
        tree.name(node)
    )
}

/// The child whose value gave the player above the bound that caused a
/// cut at `node`: a finished child, worth exactly the bound, of the nearest
/// ancestor of the other side. Negamax flips signs level by level, so there
/// the sentence names no source.
fn bound_source(tree: &Tree, frame: &Frame, node: NodeId, bound: f64) -> Option<NodeId> {
    let side = tree.mover(node);
    let mut at = tree.parent(node);
    while let Some(ancestor) = at {
        if tree.mover(ancestor) != side && !tree.is_chance(ancestor) {
            return tree.children(ancestor).iter().copied().find(|&child| {
                let entry = frame.node(child);
                entry.state == NodeState::Done && entry.value == Some(Score::Number(bound))
            });
        }
        at = tree.parent(ancestor);
    }
    None
}

fn join_names(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn strict(test: &str, ties: TieRule) -> &str {
    match (test, ties) {
        ("≥", TieRule::Strict) => ">",
        ("≤", TieRule::Strict) => "<",
        _ => test,
    }
}
