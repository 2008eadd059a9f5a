//! The languages the course is taught in. Their words live in catalogue
//! files (`lang/<tag>.txt`, one per language), so that adding a language
//! is adding a file; only what cannot be data is code (`language.rs`): how
//! each language chooses the form of a word after a count, and which way
//! it is written. English is always built in, the other languages too unless the
//! crate is built without its feature `all-languages`; then a program
//! installs, as it runs, the file of the language it speaks ([`install`]).

mod catalogue;
mod language;
mod message;
mod number;
#[macro_use]
pub mod uncommented;
mod words;

pub use catalogue::{Arg, Catalogue, CatalogueError, Digits};
pub use language::{Lang, Plural};
pub use message::Message;
pub use number::{number, read_number};
pub use uncommented::{uncommented, uncommented_length};
pub use words::same_word;

use std::sync::OnceLock;

/// The catalogue files built into the program, English first: the
/// reference every other file is checked against. The others are built in
/// with the feature `all-languages` (on by default); a program built
/// without it, such as the web page, [`install`]s the one it speaks.
/// Their comments are for translators and are left out.
static FILES: Files = Files::built_in([
    uncommented!(include_str!("../../lang/en.txt")),
    uncommented!(include_str!("../../lang/ro.txt")),
    uncommented!(include_str!("../../lang/cs.txt")),
    uncommented!(include_str!("../../lang/fa.txt")),
]);

/// The text of `lang`'s catalogue file of sentences (built in without its
/// comments); `None` when it is neither built in nor installed.
pub fn file(lang: Lang) -> Option<&'static str> {
    FILES.get(lang)
}

/// Installs `text` as `lang`'s catalogue file of sentences, for a program
/// built without that language (see [`Files::install`]); before the first
/// [`words`] of `lang`, which reads it once.
pub fn install(lang: Lang, text: String) -> Result<(), CatalogueError> {
    FILES.install(lang, text)
}

/// The words of `lang` with numbers in `digits`, read once; a key a
/// translation lacks falls back to English, and so does every key of a
/// language whose file is missing.
pub fn words(lang: Lang, digits: Digits) -> &'static Catalogue {
    static READ: [OnceLock<Catalogue>; 8] = [const { OnceLock::new() }; 8];
    READ[lang as usize * 2 + digits as usize].get_or_init(|| FILES.read(lang, digits))
}

/// One catalogue file a language: those built into the program, and those
/// installed while it runs (a web page fetches the one of its language
/// rather than carry them all). The core's sentences are one such set, the
/// app's interface another.
pub struct Files {
    /// The files built in, by `Lang as usize`.
    built: [Option<&'static str>; Lang::ALL.len()],
    /// The files installed, by `Lang as usize`.
    installed: [OnceLock<&'static str>; Lang::ALL.len()],
}

impl Files {
    /// The set whose built-in files are `built`, one a language in the
    /// order of [`Lang::ALL`]; English must be there.
    pub const fn new(built: [Option<&'static str>; Lang::ALL.len()]) -> Files {
        Files {
            built,
            installed: [const { OnceLock::new() }; Lang::ALL.len()],
        }
    }

    /// The set of a program's `files`, one a language in the order of
    /// [`Lang::ALL`], English first. English is always built in; the others
    /// only with the feature `all-languages`, else they are left out of the
    /// program and [`install`](Files::install)ed as it runs.
    pub const fn built_in(files: [&'static str; Lang::ALL.len()]) -> Files {
        let mut built = [None; Lang::ALL.len()];
        let mut index = 0;
        while index < built.len() {
            if index == Lang::En as usize || cfg!(feature = "all-languages") {
                built[index] = Some(files[index]);
            }
            index += 1;
        }
        Files::new(built)
    }

    /// The text of `lang`'s file, built in or installed.
    pub fn get(&self, lang: Lang) -> Option<&'static str> {
        let index = lang as usize;
        self.built[index].or_else(|| self.installed[index].get().copied())
    }

    /// Installs `text` as `lang`'s file, once it reads as a catalogue with
    /// at least one entry (a server's error page does not); kept for the
    /// program's life. A file already there stays: installing is for the
    /// languages a program was built without.
    pub fn install(&self, lang: Lang, text: String) -> Result<(), CatalogueError> {
        if Catalogue::parse(lang, &text)?.is_empty() {
            return Err(CatalogueError {
                line: 1,
                message: "the file has no entries".to_string(),
            });
        }
        if self.get(lang).is_none() {
            let _ = self.installed[lang as usize].set(String::leak(text));
        }
        Ok(())
    }

    /// The words of `lang` from its file, over English for any key the
    /// translation lacks (English alone when the file is missing), with
    /// numbers in `digits`: how the core's sentences and the app's
    /// interface, each from its own files, are read.
    pub fn read(&self, lang: Lang, digits: Digits) -> Catalogue {
        let read = |lang: Lang, text: &str| {
            Catalogue::parse(lang, text)
                .unwrap_or_else(|error| panic!("lang/{}.txt: {error}", lang.tag()))
        };
        let english = read(Lang::En, self.get(Lang::En).unwrap_or_default());
        let own = match (lang, self.get(lang)) {
            (Lang::En, _) | (_, None) => english,
            (_, Some(text)) => read(lang, text).over(&english),
        };
        own.with_digits(digits)
    }
}

/// English words, which the command line and the tests speak.
pub fn english() -> &'static Catalogue {
    words(Lang::En, Digits::Ascii)
}
