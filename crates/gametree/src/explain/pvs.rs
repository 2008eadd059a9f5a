//! The sentences of principal variation search's own steps
//! (`search/pvs.rs`): the null-window probe of a child that is not the
//! first, and the search again when the probe shows the child is better.

use super::format::{name_in, pair, subject};
use crate::lang::{Arg, Catalogue};
use crate::tree::{NodeId, Player, Tree};

/// "A has 3 from B, so it only asks whether C beats it: C is searched
/// with the null window [3, 4], …"
pub(super) fn probe(
    words: &Catalogue,
    tree: &Tree,
    node: NodeId,
    child: NodeId,
    (alpha, beta): (f64, f64),
) -> String {
    let window = pair(words, alpha, beta);
    let (key, bound) = if tree.mover(node) == Player::Min {
        ("pvs.probe-min", format!("β = {}", words.number(beta)))
    } else {
        ("pvs.probe-max", format!("α = {}", words.number(alpha)))
    };
    words.say(
        key,
        &[
            Arg::Text("node", &name_in(words, tree, node)),
            Arg::Text("child", &subject(words, tree, child)),
            Arg::Text("child_name", &name_in(words, tree, child)),
            Arg::Ltr("bound", &bound),
            Arg::Ltr("window", &window),
        ],
    )
}

/// "C fails high: the probe returned 5, so C is worth at least 5, more
/// than α = 3. A searches it again with its full window to learn its value."
pub(super) fn research(
    words: &Catalogue,
    tree: &Tree,
    node: NodeId,
    child: NodeId,
    value: f64,
    (alpha, beta): (f64, f64),
) -> String {
    let window = pair(words, alpha, beta);
    let (key, bound) = if tree.mover(node) == Player::Min {
        ("pvs.fails-low", format!("β = {}", words.number(beta)))
    } else {
        ("pvs.fails-high", format!("α = {}", words.number(alpha)))
    };
    words.say(
        key,
        &[
            Arg::Text("node", &name_in(words, tree, node)),
            Arg::Text("child", &subject(words, tree, child)),
            Arg::Text("child_name", &name_in(words, tree, child)),
            Arg::Number("value", value),
            Arg::Ltr("bound", &bound),
            Arg::Ltr("window", &window),
        ],
    )
}
