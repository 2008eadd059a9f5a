//! How a crate's shape is read, kept once for the core's and the app's tidy
//! tests (each includes this file by path with its own layers): its
//! modules depend one way, every file says first why it exists, and no
//! source file outgrows one job.

#[path = "circles.rs"]
pub mod circles;
#[path = "files.rs"]
mod files;

use circles::{circles_among, Ancestors};
use files::files_below;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// A crate's source folder, seen as layers of top-level modules.
pub struct Shape<'a> {
    /// The crate's folder, where its Cargo.toml is; messages name files
    /// relative to it.
    pub root: PathBuf,
    /// The top-level modules of `src/`, lowest layer first: a module may
    /// use only modules of lower layers.
    pub layers: &'a [&'a [&'a str]],
    /// The files of `src/` that declare the modules rather than being one
    /// (`lib.rs`, `main.rs`), and folders of `src/` that are crates of
    /// their own (`bin`).
    pub outside: &'a [&'a str],
}

impl Shape<'_> {
    /// The crate's source files: every `.rs` file below `src/` but those
    /// `outside` names.
    pub fn source_files(&self) -> Vec<PathBuf> {
        rust_files_below(&self.src())
            .into_iter()
            .filter(|path| self.top_module(path).is_some())
            .collect()
    }

    /// Every way a source file breaks the layers: a use of a module of its
    /// own layer or above, `crate::{…}` (which hides what is used), a
    /// `super::` chain that climbs to the root around `crate::`, and a
    /// layer that lists a module `src/` does not have.
    pub fn layer_problems(&self) -> Vec<String> {
        let layer_of = |module: &str| self.layers.iter().position(|layer| layer.contains(&module));
        let mut wrong = Vec::new();
        let mut listed = BTreeSet::new();
        for path in self.source_files() {
            let Some(module) = self.top_module(&path) else {
                continue;
            };
            listed.insert(module.clone());
            let Some(layer) = layer_of(&module) else {
                wrong.push(format!("{module} is in no layer of LAYERS"));
                continue;
            };
            let text = read(&path);
            for used in used_modules(&text) {
                if used.is_empty() {
                    wrong.push(format!(
                        "{} groups modules in `crate::{{…}}`: write one `use` per module",
                        self.relative(&path)
                    ));
                } else if used != module && layer_of(&used).is_none_or(|below| below >= layer) {
                    wrong.push(format!("{} uses crate::{used}", self.relative(&path)));
                }
            }
            if reaches_the_root_by_super(&text, self.module_depth(&path)) {
                wrong.push(format!(
                    "{} reaches the crate's root through `super::`: name other modules as `crate::…`",
                    self.relative(&path)
                ));
            }
        }
        for module in self.layers.iter().flat_map(|layer| layer.iter()) {
            if !listed.contains(*module) {
                wrong.push(format!("LAYERS lists {module}, which src/ does not have"));
            }
        }
        wrong
    }

    /// Every import circle between modules at any depth (see
    /// `circles.rs`), read from the code outside each file's tests; a
    /// module naming its ancestors' items is one unless they are `Allowed`.
    pub fn circles(&self, ancestors: Ancestors) -> Vec<String> {
        let modules: Vec<_> = self
            .source_files()
            .into_iter()
            .map(|path| {
                let text = read(&path);
                let code: Vec<&str> = text.lines().take(lines_outside_tests(&text)).collect();
                (self.module_path(&path), code.join("\n"))
            })
            .collect();
        circles_among(&modules, ancestors)
    }

    /// A file's module path below the crate's root: `["state", "player"]`
    /// for `src/state/player.rs`, `["state"]` for `src/state/mod.rs`.
    pub fn module_path(&self, path: &Path) -> Vec<String> {
        let inside = path.strip_prefix(self.src()).unwrap_or(path);
        let mut parts: Vec<String> = inside
            .components()
            .map(|part| {
                part.as_os_str()
                    .to_string_lossy()
                    .trim_end_matches(".rs")
                    .to_string()
            })
            .collect();
        if parts.last().is_some_and(|last| last == "mod") {
            parts.pop();
        }
        parts
    }

    /// The `.rs` files below the crate's `folders` whose first line is not
    /// a `//!` line.
    pub fn undocumented(&self, folders: &[&str]) -> Vec<String> {
        folders
            .iter()
            .flat_map(|folder| rust_files_below(&self.root.join(folder)))
            .filter(|path| !read(path).starts_with("//!"))
            .map(|path| self.relative(&path))
            .collect()
    }

    /// The source files with more than `most` lines outside their tests,
    /// each with its count.
    pub fn too_long(&self, most: usize) -> Vec<String> {
        self.source_files()
            .iter()
            .map(|path| (self.relative(path), lines_outside_tests(&read(path))))
            .filter(|&(_, lines)| lines > most)
            .map(|(path, lines)| format!("{path}: {lines} lines"))
            .collect()
    }

    /// The top-level module a file of `src/` belongs to: `state` for
    /// `src/state/player.rs`; `None` for what `outside` names.
    pub fn top_module(&self, path: &Path) -> Option<String> {
        let first = path.strip_prefix(self.src()).ok()?.components().next()?;
        let name = first.as_os_str().to_str()?.trim_end_matches(".rs");
        (!self.outside.contains(&name)).then(|| name.to_string())
    }

    /// How deep below the crate's root a file's module is: 1 for `app.rs`
    /// and `state/mod.rs`, 2 for `state/player.rs`.
    pub fn module_depth(&self, path: &Path) -> usize {
        let src = self.src();
        let inside = path.strip_prefix(&src).unwrap_or(path);
        let parts = inside.components().count();
        if inside.ends_with("mod.rs") {
            parts - 1
        } else {
            parts
        }
    }

    /// A path as the crate's folder sees it, for messages.
    pub fn relative(&self, path: &Path) -> String {
        path.strip_prefix(&self.root)
            .unwrap_or(path)
            .display()
            .to_string()
    }

    fn src(&self) -> PathBuf {
        self.root.join("src")
    }
}

/// Every `.rs` file below `folder`, in a stable order; none when the
/// folder does not exist.
pub fn rust_files_below(folder: &Path) -> Vec<PathBuf> {
    files_below(folder)
        .into_iter()
        .filter(|path| path.extension().is_some_and(|extension| extension == "rs"))
        .collect()
}

/// The modules a file names as `crate::module`, in code or in docs; an
/// empty name for `crate::{…}`.
pub fn used_modules(text: &str) -> BTreeSet<String> {
    text.match_indices("crate::")
        .map(|(start, found)| {
            text[start + found.len()..]
                .chars()
                .take_while(|character| character.is_ascii_alphanumeric() || *character == '_')
                .collect()
        })
        .collect()
}

/// Whether a file `depth` modules deep climbs to the crate's root with
/// `super::super::…`, which would name a module without the `crate::`
/// that `used_modules` reads. Its test module sits one level deeper.
pub fn reaches_the_root_by_super(text: &str, depth: usize) -> bool {
    let code_lines = lines_outside_tests(text);
    text.lines().enumerate().any(|(index, line)| {
        let depth = if index < code_lines { depth } else { depth + 1 };
        line.match_indices("super::")
            .filter(|&(start, _)| !line[..start].ends_with("super::"))
            .any(|(start, _)| {
                let chain = line[start..]
                    .split("::")
                    .take_while(|part| *part == "super");
                chain.count() >= depth
            })
    })
}

/// How many lines a file has before its test module (a `#[cfg(test)]`
/// line followed by `mod … {`; a test-only `mod helpers;` declared
/// further up is not one): all of them when it has none.
pub fn lines_outside_tests(text: &str) -> usize {
    let lines: Vec<&str> = text.lines().collect();
    lines
        .windows(2)
        .position(|pair| {
            let next = pair[1].trim();
            pair[0].trim() == "#[cfg(test)]" && next.starts_with("mod ") && next.ends_with('{')
        })
        .unwrap_or(lines.len())
}

/// A file's text.
pub fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap()
}
