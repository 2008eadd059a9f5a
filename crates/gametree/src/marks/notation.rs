//! The few formulas a drawing writes beside its nodes, one rule for the
//! page and for paper: why a node stopped ("2 ≤ α = 3"), a proof number
//! beside df-pn's threshold ("pn 3 < 5"), and N written short in a long
//! search ("N 998k"). The digits are ASCII; the page writes them in its
//! own.

use crate::explain::{number, proof_number};
use crate::frame::CutMark;
use crate::options::{Options, TieRule};
use crate::tree::{NodeId, Player, Tree};
use std::cmp::Ordering;

/// Visits from this many on are written in thousands or millions.
const COMPACT_FROM: u32 = 100_000;

/// The test that fired at `node`, cut at `mark` in a search with
/// `options`: "2 ≤ α = 3" at a minimising node, "14 ≥ β = 12" at a
/// maximising one (every node of negamax), with < and > under the strict
/// rule. A search with a planted bug may have tested anything: only how
/// its two numbers compare is written, "3 < +∞", which is true whatever
/// the bug.
pub fn cut_condition(tree: &Tree, options: &Options, node: NodeId, mark: &CutMark) -> String {
    let minimising = !options.algorithm.is_negamax() && tree.mover(node) == Player::Min;
    let (test, bound_name) = match (minimising, options.ties) {
        _ if options.bug.is_some() => {
            let test = relation(mark.value.total_cmp(&mark.bound));
            return format!("{} {test} {}", number(mark.value), number(mark.bound));
        }
        (true, TieRule::CutOnEqual) => ("≤", "α"),
        (true, TieRule::Strict) => ("<", "α"),
        (false, TieRule::CutOnEqual) => ("≥", "β"),
        (false, TieRule::Strict) => (">", "β"),
    };
    format!(
        "{} {test} {bound_name} = {}",
        number(mark.value),
        number(mark.bound)
    )
}

/// "pn 3" or, beside df-pn's threshold, "pn 3 < 5": the relation that
/// holds, so that a node which has reached its threshold (or a proved
/// root, dn ∞ and its threshold ∞) reads "dn ∞ = ∞", never a false "<".
pub fn numbers_line(name: &str, value: u32, threshold: Option<u32>) -> String {
    let Some(threshold) = threshold else {
        return format!("{name} {}", proof_number(value));
    };
    format!(
        "{name} {} {} {}",
        proof_number(value),
        relation(value.cmp(&threshold)),
        proof_number(threshold)
    )
}

/// N as a drawing writes it: exact below 100,000 ("N 6451"), then in
/// thousands ("N 998k") or millions ("N 9.99M"), so that a long search's
/// numbers take no more room than a short one's and the tree stays as
/// large; its sentences and a screen reader say the exact count.
pub fn visits_line(visits: u32) -> String {
    if visits < COMPACT_FROM {
        format!("N {visits}")
    } else if visits < 999_500 {
        format!("N {}k", (visits + 500) / 1000)
    } else if visits < 9_995_000 {
        format!("N {:.2}M", f64::from(visits) / 1e6)
    } else {
        format!("N {:.1}M", f64::from(visits) / 1e6)
    }
}

/// The lines of N a search of `iterations` may write at a node, among
/// them the widest, which a layout leaves room for.
pub fn widest_visits_lines(iterations: u32) -> Vec<String> {
    if iterations < COMPACT_FROM {
        return vec![visits_line(iterations)];
    }
    ["N 99999", "N 999k", "N 9.99M", "N 10.0M"]
        .map(String::from)
        .to_vec()
}

/// The sign of how two numbers compare.
fn relation(order: Ordering) -> &'static str {
    match order {
        Ordering::Less => "<",
        Ordering::Equal => "=",
        Ordering::Greater => ">",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::INFINITY;

    #[test]
    fn a_number_beside_its_threshold_is_written_with_the_relation_that_holds() {
        assert_eq!(numbers_line("pn", 3, None), "pn 3");
        assert_eq!(numbers_line("pn", 3, Some(5)), "pn 3 < 5");
        assert_eq!(numbers_line("pn", 5, Some(5)), "pn 5 = 5");
        assert_eq!(numbers_line("dn", 6, Some(5)), "dn 6 > 5");
        assert_eq!(numbers_line("pn", 0, Some(INFINITY)), "pn 0 < ∞");
        assert_eq!(numbers_line("dn", INFINITY, Some(INFINITY)), "dn ∞ = ∞");
    }

    #[test]
    fn large_visits_are_written_in_thousands_or_millions() {
        let lines = [
            99_999, 100_000, 998_400, 999_499, 999_500, 9_987_814, 10_000_000,
        ]
        .map(visits_line);
        assert_eq!(
            lines,
            ["N 99999", "N 100k", "N 998k", "N 999k", "N 1.00M", "N 9.99M", "N 10.0M"]
        );
    }

    #[test]
    fn a_cut_is_written_as_the_test_that_fired() {
        let tree = crate::notation::parse("A(B(2 9) C(14 1))").unwrap();
        let (b, c) = (
            tree.children(NodeId::ROOT)[0],
            tree.children(NodeId::ROOT)[1],
        );
        let mark = |value, bound| CutMark {
            after: 0,
            searched: 1,
            value,
            bound,
        };
        let mut options = Options::new(crate::options::Algorithm::AlphaBeta);
        assert_eq!(
            cut_condition(&tree, &options, b, &mark(2.0, 3.0)),
            "2 ≤ α = 3"
        );
        options.ties = TieRule::Strict;
        assert_eq!(
            cut_condition(&tree, &options, b, &mark(2.0, 3.0)),
            "2 < α = 3"
        );
        options.algorithm = crate::options::Algorithm::Negamax;
        assert_eq!(
            cut_condition(&tree, &options, c, &mark(14.0, 12.0)),
            "14 > β = 12"
        );
        options.bug = Some(crate::options::Bug::ALL[0]);
        assert_eq!(
            cut_condition(&tree, &options, b, &mark(3.0, f64::INFINITY)),
            "3 < +∞"
        );
    }
}
