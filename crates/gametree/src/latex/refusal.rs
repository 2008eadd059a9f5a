//! What no LaTeX document is written for, refused in one sentence before
//! any LaTeX is: a label holding a character no font of the documents
//! sets (`script.rs`) or too long for a node's side, a drawing of more
//! nodes than a page shows legibly, a deck of more pages than a lecture
//! steps through. Each check reads the tree or the options, never a
//! search of them, so that a tree of millions of nodes is refused at once
//! and no document grows to hundreds of megabytes.

use super::script::script;
use crate::lang::Message;
use crate::notation::{character_named, quoted};
use crate::options::{Algorithm, Options};
use crate::tree::Tree;

/// The most characters of a label a drawing sets beside its node.
pub const LONGEST_LABEL: usize = 40;

/// The most nodes a figure or a deck's picture draws: more are too small
/// to read on a page, and take TeX minutes.
pub const MOST_NODES: usize = 2_000;

/// The most pages of a deck (one a step, and one before the first).
pub const MOST_PAGES: usize = 1_000;

/// Why no drawing of `tree` is written: too many nodes, or a label that
/// is too long or holds a character no document sets; the first found.
pub fn check_tree(tree: &Tree) -> Result<(), Message> {
    if tree.len() > MOST_NODES {
        return Err(Message::new("latex.too-many-nodes")
            .number("count", tree.len() as f64)
            .number("most", MOST_NODES as f64));
    }
    check_labels(tree)
}

/// Why no drawing of `tree` is written whatever its size: a label that is
/// too long or holds a character no document sets; the first found.
pub fn check_labels(tree: &Tree) -> Result<(), Message> {
    let mut labels = tree
        .ids()
        .filter_map(|node| tree.node(node).label.as_deref());
    labels.try_for_each(check_label)
}

/// Why `label` is not set: a character no document sets, or more than
/// [`LONGEST_LABEL`] characters. The label is quoted as the notation's
/// errors quote it: cut short, an invisible character written as its code.
fn check_label(label: &str) -> Result<(), Message> {
    if let Some(ch) = label.chars().find(|&ch| script(ch).is_none()) {
        return Err(Message::new("latex.unset-character")
            .nested("label", quoted(label))
            .nested("character", character_named(Some(ch))));
    }
    if label.chars().count() > LONGEST_LABEL {
        return Err(Message::new("latex.long-label")
            .nested("label", quoted(label))
            .number("most", LONGEST_LABEL as f64));
    }
    Ok(())
}

/// Why no deck of `pages` pages is written: more than [`MOST_PAGES`].
pub fn check_pages(pages: usize) -> Result<(), Message> {
    if pages > MOST_PAGES {
        return Err(Message::new("latex.too-many-pages").number("most", MOST_PAGES as f64));
    }
    Ok(())
}

/// The pages a deck of a search of `tree` with `options` has at least,
/// known before the search runs: Monte Carlo tree search records a step an
/// iteration at least (on a tree of more than a root), however small the
/// tree; the other searches' steps grow with the tree, which
/// [`check_tree`] bounds.
pub fn least_pages(tree: &Tree, options: &Options) -> usize {
    if options.algorithm == Algorithm::MonteCarlo && tree.len() > 1 {
        options.monte_carlo.iterations as usize + 1
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::english;
    use crate::notation::parse;

    fn refusal(text: &str) -> String {
        check_tree(&parse(text).unwrap())
            .unwrap_err()
            .say(english())
    }

    #[test]
    fn a_label_no_font_sets_or_too_long_is_named_and_refused() {
        assert_eq!(check_tree(&parse("γ(ж=1 گ=2 Ř_1'=3)").unwrap()), Ok(()));
        assert_eq!(
            refusal("A(B=1 שלום=2)"),
            "The label \"שלום\" holds \"ש\", which LaTeX documents do not set: they set Latin, Greek, Cyrillic and Persian letters."
        );
        let long = "a".repeat(41);
        assert_eq!(
            refusal(&format!("A({long}=1)")),
            format!(
                "The label \"{}…\" is longer than the 40 characters a LaTeX figure sets.",
                "a".repeat(40)
            )
        );
        assert_eq!(
            check_tree(&parse(&format!("A({}=1)", "a".repeat(40))).unwrap()),
            Ok(())
        );
    }

    #[test]
    fn a_bidirectional_control_is_named_by_its_code() {
        // The notation and JSON refuse such a label; a tree made in code may hold one.
        let tree = parse("A(B=1)").unwrap();
        let mut nodes = tree.nodes().to_vec();
        nodes[0].label = Some("A\u{202e}B".into());
        let tree = crate::tree::Tree::new(tree.root_player(), nodes).unwrap();
        let said = check_tree(&tree).unwrap_err().say(english());
        assert!(
            said.starts_with("The label \"AU+202EB\" holds the character U+202E,"),
            "{said}"
        );
    }
}
