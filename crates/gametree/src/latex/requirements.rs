//! What a machine needs to compile the documents this module writes. The
//! one list of every class, package and font file they load, each with the
//! Debian package that provides it, is `tex-files.txt` beside this file:
//! `scripts/setup` installs its packages and checks that every file is
//! found, and `tests/latex.rs` compiles every kind of document and fails
//! when one loads a file the list does not name, or none loads a file it
//! names. The packages a document's first comment line names are written
//! out here, so that the page does not carry the whole list; the same test
//! holds them to the list.

/// The two TeX engines the documents are written for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// Documents in Latin letters (T1): every language but Persian.
    Pdflatex,
    /// Documents in the Persian script, with a system font.
    Xelatex,
}

impl Engine {
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
