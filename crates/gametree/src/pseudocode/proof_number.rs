//! The listings of the proof-number searches, as Kishimoto et al. (2012)
//! write them: PROOF-NUMBER-SEARCH with SELECT-MOST-PROVING, EXPAND,
//! UPDATE-ANCESTORS and SET-NUMBERS; PN², whose EXPAND runs an inner
//! search; and df-pn's MID with its thresholds. Every step lights the line
//! of its `Part`.

use super::line::{Function, Role};
use super::listing::Listing;
use super::proof_part::Part;
use crate::options::{Algorithm, Options};
use crate::trace::{Connective, ProofNumbers, Step, MOST_INNER_NODES};
use crate::tree::{NodeId, Tree, Value};

/// The end of the main function: proved or disproved.
const SOLVED: (Part, &str) = (
    Part::Solved,
    "  {if¦test=‹pn({root}) = 0›} {return¦what={proved}} {else} {return¦what={disproved}}",
);

/// EXPAND's body when it sets its children's numbers itself.
const EXPAND: [(Part, &str); 2] = [
    (
        Part::Plain,
        "  {for-each¦item={child-of¦c=‹c›¦n=‹n›}} ‹SET-NUMBERS(c)›",
    ),
    (Part::Plain, "  {mark-expanded¦n=‹n›}"),
];

/// The main loop of PNS and PN², and SELECT-MOST-PROVING.
const BEST_FIRST: [(Part, &str); 14] = [
    (Part::Plain, "  ‹SET-NUMBERS({root}); {current} ← {root}›"),
    (
        Part::Plain,
        "  {while¦test=‹pn({root}) ≠ 0› {and} ‹dn({root}) ≠ 0›}",
    ),
    (Part::Plain, "    ‹m ← SELECT-MOST-PROVING({current})›"),
    (Part::Expand, "    ‹EXPAND(m)›"),
    (Part::Plain, "    ‹{current} ← UPDATE-ANCESTORS(m)›"),
    SOLVED,
    (Part::Plain, ""),
    (
        Part::Plain,
        "{function¦name=‹SELECT-MOST-PROVING(n)›} {returns¦what={a-node}}",
    ),
    (Part::Plain, "  {while¦test={is-expanded¦n=‹n›}}"),
    (
        Part::SelectOr,
        "    {if¦test={is-or¦n=‹n›}} ‹n ←› {leftmost¦number=‹pn›}",
    ),
    (Part::SelectAnd, "    {else} ‹n ←› {leftmost¦number=‹dn›}"),
    (Part::Plain, "  {return¦what=‹n›}"),
    (Part::Plain, ""),
    (Part::Plain, "{function¦name=‹EXPAND(n)›}"),
];

/// PN²'s EXPAND: an inner search.
const INNER: [(Part, &str); 3] = [
    (
        Part::Inner,
        "  {inner¦search=‹PROOF-NUMBER-SEARCH(n)›¦n=‹n›¦most=‹min(SIZE({tree}), {most})›}",
    ),
    (
        Part::InnerNumbers,
        "  {for-each¦item={child-of¦c=‹c›¦n=‹n›}} ‹(pn(c), dn(c)) ←› {numbers-given¦c=‹c›}",
    ),
    (Part::Plain, "  {throw-away}; {mark-expanded¦n=‹n›}"),
];

/// UPDATE-ANCESTORS.
const UPDATE: [(Part, &str); 6] = [
    (Part::Plain, ""),
    (
        Part::Plain,
        "{function¦name=‹UPDATE-ANCESTORS(n)›} {returns¦what={a-node}}",
    ),
    (Part::Plain, "  {loop}"),
    (Part::Plain, "    ‹{old} ← (pn(n), dn(n)); SET-NUMBERS(n)›"),
    (
        Part::UpdateStops,
        "    {if¦test=‹(pn(n), dn(n)) = {old}› {or} ‹n = {root}›} {return¦what=‹n›}",
    ),
    (Part::Plain, "    ‹n ← PARENT(n)›"),
];

/// df-pn's main function and MID, the search of one node under thresholds.
const DFPN: [(Part, &str); 15] = [
    (Part::Plain, "  ‹SET-NUMBERS({root})›"),
    (Part::RootCall, "  ‹MID({root}, ∞, ∞)›"),
    SOLVED,
    (Part::Plain, ""),
    (Part::Plain, "{function¦name=‹MID(n, th_pn, th_dn)›}"),
    (
        Part::Expand,
        "  {if¦test={not-expanded¦n=‹n›}} ‹EXPAND(n); SET-NUMBERS(n)›",
    ),
    (
        Part::Plain,
        "  {while¦test=‹pn(n) < th_pn› {and} ‹dn(n) < th_dn›}",
    ),
    (
        Part::SelectOr,
        "    {if¦test={is-or¦n=‹n›}} ‹c ←› {leftmost¦number=‹pn›}; ‹s ←› {next-smallest¦number=‹pn›¦c=‹c›}",
    ),
    (
        Part::CallOr,
        "      ‹MID(c, min(th_pn, s), th_dn − dn(n) + dn(c))›",
    ),
    (
        Part::SelectAnd,
        "    {else} ‹c ←› {leftmost¦number=‹dn›}; ‹s ←› {next-smallest¦number=‹dn›¦c=‹c›}",
    ),
    (
        Part::CallAnd,
        "      ‹MID(c, th_pn − pn(n) + pn(c), min(th_dn, s))›",
    ),
    (Part::Plain, "    ‹SET-NUMBERS(n)›"),
    (Part::Leave, "  {return¦what=}"),
    (Part::Plain, ""),
    (Part::Plain, "{function¦name=‹EXPAND(n)›}"),
];

/// SET-NUMBERS, every function's last.
const SET_NUMBERS: [(Part, &str); 7] = [
    (Part::Plain, ""),
    (Part::Plain, "{function¦name=‹SET-NUMBERS(n)›}"),
    (
        Part::SetOr,
        "  {if¦test={expanded-or¦n=‹n›}} ‹pn(n) ← {min-of¦x=‹pn(c)›}›; ‹dn(n) ← {sum-of¦x=‹dn(c)›}›",
    ),
    (
        Part::SetAnd,
        "  {else} {if¦test={is-expanded¦n=‹n›}} ‹pn(n) ← {sum-of¦x=‹pn(c)›}›; ‹dn(n) ← {min-of¦x=‹dn(c)›}›",
    ),
    (
        Part::SetWin,
        "  {else} {if¦test=‹{terminal}(n)› {and} ‹{utility}(n) > 0›} ‹pn(n) ← 0; dn(n) ← ∞›",
    ),
    (
        Part::SetLoss,
        "  {else} {if¦test=‹{terminal}(n)›} ‹pn(n) ← ∞; dn(n) ← 0›",
    ),
    (Part::SetUnknown, "  {else} ‹pn(n) ← 1; dn(n) ← 1›"),
];

/// Adds the listing of the proof-number search `options` names.
pub(super) fn write(listing: &mut Listing, options: &Options) {
    let main = match options.algorithm {
        Algorithm::DepthFirstProofNumber => "DF-PN",
        Algorithm::ProofNumberSquared => "PN²",
        _ => "PROOF-NUMBER-SEARCH",
    };
    listing.set("main", main);
    listing.set("most", MOST_INNER_NODES.to_string());
    let header = "{function¦name=‹{main}({root})›} {returns¦what={proved} {or} {disproved}}";
    let parts: [&[(Part, &str)]; 4] = match options.algorithm {
        Algorithm::DepthFirstProofNumber => [&[(Part::Plain, header)], &DFPN, &EXPAND, &[]],
        Algorithm::ProofNumberSquared => [&[(Part::Plain, header)], &BEST_FIRST, &INNER, &UPDATE],
        _ => [&[(Part::Plain, header)], &BEST_FIRST, &EXPAND, &UPDATE],
    };
    for &(part, template) in parts.into_iter().flatten().chain(&SET_NUMBERS) {
        listing.add(Function::Decision, Role::Proof(part), template);
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
