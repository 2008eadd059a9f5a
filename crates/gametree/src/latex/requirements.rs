//! What a machine needs to compile the documents this module writes: every
//! class, package and font file they load, each with the Debian package
//! that provides it, kept in one list (`tex-files.txt` beside this file).
//! The documents' first comment lines name the packages from it,
//! `scripts/setup` installs them and checks that every file is found, and
//! `tests/latex.rs` compiles every kind of document and fails when one loads
//! a file the list does not name, or none loads a file it names.

/// The list, as `scripts/setup` and the tests read it too.
pub const TEX_FILES: &str = include_str!("tex-files.txt");

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
}

/// One file a document loads, as one line of the list gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TexFile {
    /// The file's name: a class, a package or a font (`forest.sty`,
    /// `pzdr.tfm`, `nazli.ttf`), found by TeX's own search (kpsewhich) or,
    /// for a font outside TeX's tree, by fontconfig (fc-list).
    pub name: &'static str,
    /// The Debian package that provides it.
    pub package: &'static str,
    /// Whether pdflatex documents load it.
    pub pdflatex: bool,
    /// Whether xelatex documents load it.
    pub xelatex: bool,
}

impl TexFile {
    /// Whether documents for `engine` load it.
    pub fn used_by(&self, engine: Engine) -> bool {
        match engine {
            Engine::Pdflatex => self.pdflatex,
            Engine::Xelatex => self.xelatex,
        }
    }
}

/// Every file of the list, in its order. The list is part of the source,
/// so a line that does not read is a bug the tests catch.
pub fn tex_files() -> Vec<TexFile> {
    TEX_FILES
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let mut words = line.split_whitespace();
            let name = words.next().expect("a file");
            let package = words.next().expect("its Debian package");
            let engines: Vec<&str> = words.collect();
            assert!(
                !engines.is_empty()
                    && engines
                        .iter()
                        .all(|engine| ["pdflatex", "xelatex"].contains(engine)),
                "tex-files.txt: {line}"
            );
            TexFile {
                name,
                package,
                pdflatex: engines.contains(&"pdflatex"),
                xelatex: engines.contains(&"xelatex"),
            }
        })
        .collect()
}

/// The Debian packages a document for `engine` needs, each once, sorted.
pub fn debian_packages(engine: Engine) -> Vec<&'static str> {
    let mut packages: Vec<&str> = tex_files()
        .into_iter()
        .filter(|file| file.used_by(engine))
        .map(|file| file.package)
        .collect();
    packages.sort_unstable();
    packages.dedup();
    packages
}
