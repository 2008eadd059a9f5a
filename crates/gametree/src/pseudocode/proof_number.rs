//! The listings of the proof-number searches, as Kishimoto et al. (2012)
//! write them: PROOF-NUMBER-SEARCH with SELECT-MOST-PROVING, EXPAND,
//! UPDATE-ANCESTORS and SET-NUMBERS; PN², whose EXPAND runs an inner
//! search; and df-pn's MID with its thresholds. Every step lights the line
//! of its `Part`.

use super::listing::Listing;
use super::words::Words;
use super::{Function, Role};
use crate::options::{Algorithm, Options};
use crate::trace::{Connective, ProofNumbers, Step, MOST_INNER_NODES};
use crate::tree::{NodeId, Tree, Value};

/// What a line of a proof-number listing does, so that steps find it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Part {
    /// A line no step executes on its own: a header, a loop, a call.
    Plain,
    /// The main function's end: proved or disproved (and the winning move).
    Solved,
    /// The walk's choice at an OR node.
    SelectOr,
    /// The walk's choice at an AND node.
    SelectAnd,
    /// The expansion of a most-proving node.
    Expand,
    /// PN²: the inner search at the most-proving node.
    Inner,
    /// PN²: a child keeps the numbers the inner search gave it.
    InnerNumbers,
    /// PNS and PN²: an update that changes nothing ends the way back up.
    UpdateStops,
    /// The numbers of an expanded OR node.
    SetOr,
    /// The numbers of an expanded AND node.
    SetAnd,
    /// A terminal node worth more than 0.
    SetWin,
    /// Any other terminal node.
    SetLoss,
    /// A node generated and not expanded.
    SetUnknown,
    /// df-pn: the root's call, with thresholds (∞, ∞).
    RootCall,
    /// df-pn: the call on an OR node's most-proving child.
    CallOr,
    /// df-pn: the call on an AND node's most-proving child.
    CallAnd,
    /// df-pn: a node whose numbers reached a threshold returns.
    Leave,
}

/// Adds the listing of the proof-number search `options` names.
pub(super) fn write(listing: &mut Listing, options: &Options) {
    let main = match options.algorithm {
        Algorithm::DepthFirstProofNumber => "DF-PN",
        Algorithm::ProofNumberSquared => "PN²",
        _ => "PROOF-NUMBER-SEARCH",
    };
    let said = Said::new(listing.words);
    let (words, root) = (said.words, &said.root);
    let returns = format!(
        "{} {} {}",
        words.word("proved"),
        words.word("or"),
        words.word("disproved")
    );
    let mut lines = vec![(
        Part::Plain,
        words.function(&format!("{main}({root})"), Some(&returns)),
    )];
    if options.algorithm == Algorithm::DepthFirstProofNumber {
        dfpn_lines(&said, &mut lines);
    } else {
        best_first_lines(
            &said,
            options.algorithm == Algorithm::ProofNumberSquared,
            &mut lines,
        );
    }
    let (test, utility) = if options.depth.is_some() {
        ("CUTOFF-TEST(n)", "EVAL(n)")
    } else {
        ("TERMINAL-TEST(n)", "UTILITY(n)")
    };
    let n = words.code("n");
    let (else_, and) = (words.word("else"), words.word("and"));
    let numbers = |pn: &str, dn: &str| words.code(&format!("pn(n) ← {pn}; dn(n) ← {dn}"));
    let of = |key: &str, number: &str| words.phrase(key, &[("x", &words.code(number))]);
    let expanded = words.phrase("is-expanded", &[("n", &n)]);
    let terminal_wins = format!(
        "{} {and} {}",
        words.code(test),
        words.code(&format!("{utility} > 0"))
    );
    lines.extend([
        (Part::Plain, String::new()),
        (Part::Plain, words.function("SET-NUMBERS(n)", None)),
        (
            Part::SetOr,
            format!(
                "  {} {}; {}",
                words.if_then(&words.phrase("expanded-or", &[("n", &n)])),
                words.code(&format!("pn(n) ← {}", of("min-of", "pn(c)"))),
                words.code(&format!("dn(n) ← {}", of("sum-of", "dn(c)"))),
            ),
        ),
        (
            Part::SetAnd,
            format!(
                "  {else_} {} {}; {}",
                words.if_then(&expanded),
                words.code(&format!("pn(n) ← {}", of("sum-of", "pn(c)"))),
                words.code(&format!("dn(n) ← {}", of("min-of", "dn(c)"))),
            ),
        ),
        (
            Part::SetWin,
            format!(
                "  {else_} {} {}",
                words.if_then(&terminal_wins),
                numbers("0", "∞")
            ),
        ),
        (
            Part::SetLoss,
            format!(
                "  {else_} {} {}",
                words.if_then(&words.code(test)),
                numbers("∞", "0")
            ),
        ),
        (Part::SetUnknown, format!("  {else_} {}", numbers("1", "1"))),
    ]);
    for (part, text) in lines {
        listing.add(Function::Decision, Role::Proof(part), text);
    }
}

/// The words the proof-number listings share.
struct Said<'a> {
    words: Words<'a>,
    /// The name of the root.
    root: String,
    /// `if pn(root) = 0 then return proved else return disproved`.
    solved: String,
    /// `for each child c of n do`.
    each_child: String,
    /// `mark n expanded`.
    mark: String,
}

impl<'a> Said<'a> {
    fn new(words: Words<'a>) -> Said<'a> {
        let root = words.word("root");
        let solved = format!(
            "  {} {} {}",
            words.if_return(
                &words.code(&format!("pn({root}) = 0")),
                &words.word("proved")
            ),
            words.word("else"),
            words.return_(&words.word("disproved"))
        );
        let child = words.phrase(
            "child-of",
            &[("c", &words.code("c")), ("n", &words.code("n"))],
        );
        Said {
            each_child: words.for_each(&child),
            mark: words.phrase("mark-expanded", &[("n", &words.code("n"))]),
            words,
            root,
            solved,
        }
    }

    /// `if n is an OR node then`, or `else` for an AND node, with `what`
    /// the node picks.
    fn pick(&self, or: bool, what: &str) -> String {
        let words = self.words;
        let test = match or {
            true => words.if_then(&words.phrase("is-or", &[("n", &words.code("n"))])),
            false => words.word("else"),
        };
        format!("    {test} {what}")
    }

    /// `n ← the leftmost child with the smallest pn` (or dn), `variable`
    /// being n or c.
    fn leftmost(&self, variable: &str, number: &str) -> String {
        let child = (self.words).phrase("leftmost", &[("number", &self.words.code(number))]);
        format!("{} {child}", self.words.code(&format!("{variable} ←")))
    }
}

/// The main loop, SELECT-MOST-PROVING, EXPAND (PN²'s with its inner search)
/// and UPDATE-ANCESTORS.
fn best_first_lines(said: &Said, inner: bool, lines: &mut Vec<(Part, String)>) {
    let (words, root) = (said.words, &said.root);
    let current = words.word("current");
    let n = words.code("n");
    let and = words.word("and");
    let code = |text: String| words.code(&text);
    let returns = words.function("SELECT-MOST-PROVING(n)", Some(&words.word("a-node")));
    lines.extend([
        (
            Part::Plain,
            format!(
                "  {}",
                code(format!("SET-NUMBERS({root}); {current} ← {root}"))
            ),
        ),
        (
            Part::Plain,
            format!(
                "  {}",
                words.while_(&format!(
                    "{} {and} {}",
                    code(format!("pn({root}) ≠ 0")),
                    code(format!("dn({root}) ≠ 0"))
                ))
            ),
        ),
        (
            Part::Plain,
            format!(
                "    {}",
                code(format!("m ← SELECT-MOST-PROVING({current})"))
            ),
        ),
        (
            Part::Expand,
            format!("    {}", code("EXPAND(m)".to_string())),
        ),
        (
            Part::Plain,
            format!("    {}", code(format!("{current} ← UPDATE-ANCESTORS(m)"))),
        ),
        (Part::Solved, said.solved.clone()),
        (Part::Plain, String::new()),
        (Part::Plain, returns),
        (
            Part::Plain,
            format!(
                "  {}",
                words.while_(&words.phrase("is-expanded", &[("n", &n)]))
            ),
        ),
        (Part::SelectOr, said.pick(true, &said.leftmost("n", "pn"))),
        (Part::SelectAnd, said.pick(false, &said.leftmost("n", "dn"))),
        (Part::Plain, format!("  {}", words.return_(&n))),
        (Part::Plain, String::new()),
        (Part::Plain, words.function("EXPAND(n)", None)),
    ]);
    if inner {
        let search = format!("min(SIZE({}), {MOST_INNER_NODES})", words.word("tree"));
        let run = words.phrase(
            "inner",
            &[
                ("search", &code("PROOF-NUMBER-SEARCH(n)".to_string())),
                ("n", &n),
                ("most", &code(search)),
            ],
        );
        let given = words.phrase("numbers-given", &[("c", &words.code("c"))]);
        lines.extend([
            (Part::Inner, format!("  {run}")),
            (
                Part::InnerNumbers,
                format!(
                    "  {} {} {given}",
                    said.each_child,
                    code("(pn(c), dn(c)) ←".to_string())
                ),
            ),
            (
                Part::Plain,
                format!("  {}; {}", words.word("throw-away"), said.mark),
            ),
        ]);
    } else {
        lines.extend(expand_lines(said));
    }
    let old = words.word("old");
    let unchanged = format!(
        "{} {} {}",
        code(format!("(pn(n), dn(n)) = {old}")),
        words.word("or"),
        code(format!("n = {root}"))
    );
    lines.extend([
        (Part::Plain, String::new()),
        (
            Part::Plain,
            words.function("UPDATE-ANCESTORS(n)", Some(&words.word("a-node"))),
        ),
        (Part::Plain, format!("  {}", words.word("loop"))),
        (
            Part::Plain,
            format!(
                "    {}",
                code(format!("{old} ← (pn(n), dn(n)); SET-NUMBERS(n)"))
            ),
        ),
        (
            Part::UpdateStops,
            format!("    {}", words.if_return(&unchanged, &n)),
        ),
        (
            Part::Plain,
            format!("    {}", code("n ← PARENT(n)".to_string())),
        ),
    ]);
}

/// EXPAND's body when it sets its children's numbers itself.
fn expand_lines(said: &Said) -> [(Part, String); 2] {
    let set = said.words.code("SET-NUMBERS(c)");
    [
        (Part::Plain, format!("  {} {set}", said.each_child)),
        (Part::Plain, format!("  {}", said.mark)),
    ]
}

/// df-pn's main function and MID, the search of one node under thresholds.
fn dfpn_lines(said: &Said, lines: &mut Vec<(Part, String)>) {
    let (words, root) = (said.words, &said.root);
    let code = |text: &str| words.code(text);
    let and = words.word("and");
    let next = |number: &str| {
        let number = code(number);
        words.phrase("next-smallest", &[("number", &number), ("c", &code("c"))])
    };
    let not_expanded = words.phrase("not-expanded", &[("n", &code("n"))]);
    lines.extend([
        (
            Part::Plain,
            format!("  {}", code(&format!("SET-NUMBERS({root})"))),
        ),
        (
            Part::RootCall,
            format!("  {}", code(&format!("MID({root}, ∞, ∞)"))),
        ),
        (Part::Solved, said.solved.clone()),
        (Part::Plain, String::new()),
        (Part::Plain, words.function("MID(n, th_pn, th_dn)", None)),
        (
            Part::Expand,
            format!(
                "  {} {}",
                words.if_then(&not_expanded),
                code("EXPAND(n); SET-NUMBERS(n)")
            ),
        ),
        (
            Part::Plain,
            format!(
                "  {}",
                words.while_(&format!(
                    "{} {and} {}",
                    code("pn(n) < th_pn"),
                    code("dn(n) < th_dn")
                ))
            ),
        ),
        (
            Part::SelectOr,
            said.pick(
                true,
                &format!(
                    "{}; {} {}",
                    said.leftmost("c", "pn"),
                    code("s ←"),
                    next("pn")
                ),
            ),
        ),
        (
            Part::CallOr,
            format!(
                "      {}",
                code("MID(c, min(th_pn, s), th_dn − dn(n) + dn(c))")
            ),
        ),
        (
            Part::SelectAnd,
            said.pick(
                false,
                &format!(
                    "{}; {} {}",
                    said.leftmost("c", "dn"),
                    code("s ←"),
                    next("dn")
                ),
            ),
        ),
        (
            Part::CallAnd,
            format!(
                "      {}",
                code("MID(c, th_pn − pn(n) + pn(c), min(th_dn, s))")
            ),
        ),
        (Part::Plain, format!("    {}", code("SET-NUMBERS(n)"))),
        (Part::Leave, format!("  {}", words.return_("").trim_end())),
        (Part::Plain, String::new()),
        (Part::Plain, words.function("EXPAND(n)", None)),
    ]);
    lines.extend(expand_lines(said));
}

/// The part of the listing `step`, a step of a proof-number search of
/// `tree`, executes.
pub(super) fn part_of(tree: &Tree, options: &Options, step: &Step) -> Part {
    let connective = |node| Connective::of(tree, node);
    match *step {
        Step::Generate {
            node,
            evaluated: true,
            ..
        } => match tree.node(node).value {
            Some(Value::Number(x)) if ProofNumbers::of_value(x).is_proved() => Part::SetWin,
            _ => Part::SetLoss,
        },
        Step::Generate { node, .. }
            if options.algorithm == Algorithm::ProofNumberSquared && node != NodeId::ROOT =>
        {
            Part::InnerNumbers
        }
        Step::Generate { .. } => Part::SetUnknown,
        Step::Select { node, .. } => match connective(node) {
            Connective::Or => Part::SelectOr,
            Connective::And => Part::SelectAnd,
        },
        Step::Expand { .. } => Part::Expand,
        Step::InnerSearch { .. } | Step::Evaluate { .. } => Part::Inner,
        Step::Update { changed: false, .. }
            if options.algorithm != Algorithm::DepthFirstProofNumber =>
        {
            Part::UpdateStops
        }
        Step::Update { node, .. } => match connective(node) {
            Connective::Or => Part::SetOr,
            Connective::And => Part::SetAnd,
        },
        Step::Thresholds { node, .. } => match tree.parent(node) {
            None => Part::RootCall,
            Some(parent) if connective(parent) == Connective::Or => Part::CallOr,
            Some(_) => Part::CallAnd,
        },
        Step::Leave { .. } => Part::Leave,
        _ => Part::Solved,
    }
}
