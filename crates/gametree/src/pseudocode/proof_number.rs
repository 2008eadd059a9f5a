//! The listings of the proof-number searches, as Kishimoto et al. (2012)
//! write them: PROOF-NUMBER-SEARCH with SELECT-MOST-PROVING, EXPAND,
//! UPDATE-ANCESTORS and SET-NUMBERS; PN², whose EXPAND runs an inner
//! search; and df-pn's MID with its thresholds. Every step lights the line
//! of its `Part`.

use super::listing::Listing;
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
    let mut add = |part: Part, text: &str| listing.add(Function::Decision, Role::Proof(part), text);
    add(
        Part::Plain,
        &format!("function {main}(root) returns proved or disproved"),
    );
    if options.algorithm == Algorithm::DepthFirstProofNumber {
        write_dfpn_lines(&mut add);
    } else {
        write_best_first_lines(&mut add, options.algorithm == Algorithm::ProofNumberSquared);
    }
    let (test, utility) = if options.depth.is_some() {
        ("CUTOFF-TEST(n)", "EVAL(n)")
    } else {
        ("TERMINAL-TEST(n)", "UTILITY(n)")
    };
    for (part, text) in [
        (Part::Plain, String::new()),
        (Part::Plain, "function SET-NUMBERS(n)".to_string()),
        (
            Part::SetOr,
            "  if n is expanded and an OR node then pn(n) ← min of pn(c); dn(n) ← sum of dn(c)"
                .to_string(),
        ),
        (
            Part::SetAnd,
            "  else if n is expanded then pn(n) ← sum of pn(c); dn(n) ← min of dn(c)".to_string(),
        ),
        (
            Part::SetWin,
            format!("  else if {test} and {utility} > 0 then pn(n) ← 0; dn(n) ← ∞"),
        ),
        (
            Part::SetLoss,
            format!("  else if {test} then pn(n) ← ∞; dn(n) ← 0"),
        ),
        (Part::SetUnknown, "  else pn(n) ← 1; dn(n) ← 1".to_string()),
    ] {
        add(part, &text);
    }
}

/// The main loop, SELECT-MOST-PROVING, EXPAND (PN²'s with its inner search)
/// and UPDATE-ANCESTORS.
fn write_best_first_lines(add: &mut impl FnMut(Part, &str), inner: bool) {
    let lines: &[(Part, &str)] = &[
        (Part::Plain, "  SET-NUMBERS(root); current ← root"),
        (Part::Plain, "  while pn(root) ≠ 0 and dn(root) ≠ 0 do"),
        (Part::Plain, "    m ← SELECT-MOST-PROVING(current)"),
        (Part::Expand, "    EXPAND(m)"),
        (Part::Plain, "    current ← UPDATE-ANCESTORS(m)"),
        (
            Part::Solved,
            "  if pn(root) = 0 then return proved else return disproved",
        ),
        (Part::Plain, ""),
        (
            Part::Plain,
            "function SELECT-MOST-PROVING(n) returns a node",
        ),
        (Part::Plain, "  while n is expanded do"),
        (
            Part::SelectOr,
            "    if n is an OR node then n ← the leftmost child with the smallest pn",
        ),
        (
            Part::SelectAnd,
            "    else n ← the leftmost child with the smallest dn",
        ),
        (Part::Plain, "  return n"),
        (Part::Plain, ""),
        (Part::Plain, "function EXPAND(n)"),
    ];
    for &(part, text) in lines {
        add(part, text);
    }
    if inner {
        add(
            Part::Inner,
            &format!("  run PROOF-NUMBER-SEARCH(n) until n is decided or its tree holds min(SIZE(tree), {MOST_INNER_NODES}) nodes"),
        );
        add(
            Part::InnerNumbers,
            "  for each child c of n do (pn(c), dn(c)) ← the numbers that search gave c",
        );
        add(Part::Plain, "  throw the inner tree away; mark n expanded");
    } else {
        add(Part::Plain, "  for each child c of n do SET-NUMBERS(c)");
        add(Part::Plain, "  mark n expanded");
    }
    let lines: &[(Part, &str)] = &[
        (Part::Plain, ""),
        (Part::Plain, "function UPDATE-ANCESTORS(n) returns a node"),
        (Part::Plain, "  loop do"),
        (Part::Plain, "    old ← (pn(n), dn(n)); SET-NUMBERS(n)"),
        (
            Part::UpdateStops,
            "    if (pn(n), dn(n)) = old or n = root then return n",
        ),
        (Part::Plain, "    n ← PARENT(n)"),
    ];
    for &(part, text) in lines {
        add(part, text);
    }
}

/// df-pn's main function and MID, the search of one node under thresholds.
fn write_dfpn_lines(add: &mut impl FnMut(Part, &str)) {
    let lines: &[(Part, &str)] = &[
        (Part::Plain, "  SET-NUMBERS(root)"),
        (Part::RootCall, "  MID(root, ∞, ∞)"),
        (
            Part::Solved,
            "  if pn(root) = 0 then return proved else return disproved",
        ),
        (Part::Plain, ""),
        (Part::Plain, "function MID(n, th_pn, th_dn)"),
        (
            Part::Expand,
            "  if n is not expanded then EXPAND(n); SET-NUMBERS(n)",
        ),
        (Part::Plain, "  while pn(n) < th_pn and dn(n) < th_dn do"),
        (
            Part::SelectOr,
            "    if n is an OR node then c ← the leftmost child with the smallest pn; s ← the next smallest pn + 1, or that pn if a child left of c has it",
        ),
        (
            Part::CallOr,
            "      MID(c, min(th_pn, s), th_dn − dn(n) + dn(c))",
        ),
        (
            Part::SelectAnd,
            "    else c ← the leftmost child with the smallest dn; s ← the next smallest dn + 1, or that dn if a child left of c has it",
        ),
        (
            Part::CallAnd,
            "      MID(c, th_pn − pn(n) + pn(c), min(th_dn, s))",
        ),
        (Part::Plain, "    SET-NUMBERS(n)"),
        (Part::Leave, "  return"),
        (Part::Plain, ""),
        (Part::Plain, "function EXPAND(n)"),
        (Part::Plain, "  for each child c of n do SET-NUMBERS(c)"),
        (Part::Plain, "  mark n expanded"),
    ];
    for &(part, text) in lines {
        add(part, text);
    }
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
