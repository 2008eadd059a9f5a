//! What a machine needs to compile the documents this module writes. The
//! one list of every class, package and font file they load, each with the
//! Debian package that provides it, is `tex-files.txt` beside this file:
//! `scripts/setup` installs its packages and checks that every file is
//! found, and `tests/latex.rs` compiles every kind of document and fails
//! when one loads a file the list does not name, or none loads a file it
//! names. The packages a document's first comment line names are written
//! out here, so that the page does not carry the whole list; the same test
//! holds them to the list.

use super::script::pdflatex_sets;
use crate::lang::Lang;
use crate::tree::Tree;

/// The two TeX engines the documents are written for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// Documents in Latin letters (T1), in every language but Persian.
    Pdflatex,
    /// Documents whose language or labels need Greek, Cyrillic or the
    /// Persian script, set in system fonts (`script.rs`).
    Xelatex,
}

impl Engine {
    /// The engine of a document in `lang` that draws `trees`: XeLaTeX for
    /// a language written right to left or a label that holds a letter
    /// `pdflatex` does not set, else `pdflatex`.
    pub fn of(lang: Lang, trees: &[&Tree]) -> Engine {
        let latin = |tree: &&Tree| {
            (tree.ids()).all(|node| match tree.node(node).label.as_deref() {
                Some(label) => label.chars().all(pdflatex_sets),
                None => true,
            })
        };
        if lang.is_rtl() || !trees.iter().all(latin) {
            Engine::Xelatex
        } else {
            Engine::Pdflatex
        }
    }

    /// The engine's command, as the list and a shell name it.
    pub fn command(self) -> &'static str {
        match self {
            Engine::Pdflatex => "pdflatex",
            Engine::Xelatex => "xelatex",
        }
    }

    /// The Debian package of the engine itself (its format file).
    pub fn package(self) -> &'static str {
        match self {
            Engine::Pdflatex => "texlive-latex-base",
            Engine::Xelatex => "texlive-xetex",
        }
    }

    /// The Debian packages a document for this engine needs, sorted: the
    /// engine's own and those of the files `tex-files.txt` lists for it.
    pub fn debian_packages(self) -> &'static [&'static str] {
        match self {
            Engine::Pdflatex => &[
                "lmodern",
                "texlive-base",
                "texlive-latex-base",
                "texlive-latex-extra",
                "texlive-latex-recommended",
                "texlive-pictures",
            ],
            Engine::Xelatex => &[
                "fonts-cmu",
                "fonts-farsiweb",
                "fonts-lmodern",
                "texlive-base",
                "texlive-fonts-recommended",
                "texlive-latex-base",
                "texlive-latex-extra",
                "texlive-latex-recommended",
                "texlive-pictures",
                "texlive-xetex",
            ],
        }
    }
}
