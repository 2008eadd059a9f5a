//! The languages the course is taught in. Their words live in catalogue
//! files (`lang/<tag>.txt`, one per language), so that adding a language
//! is adding a file; this module holds only what cannot be data: how each
//! language chooses the form of a word after a count, and which way it is
//! written. English is always built in, the other languages too unless the
//! crate is built without its feature `all-languages`; then a program
//! installs, as it runs, the file of the language it speaks ([`install`]).

mod catalogue;
mod message;
mod number;
#[macro_use]
mod uncommented;
mod words;

pub use catalogue::{Arg, Catalogue, CatalogueError, Digits};
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

/// A language of the course's lecture notes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English: the language every catalogue is checked against.
    #[default]
    En,
    /// Romanian.
    Ro,
    /// Czech.
    Cs,
    /// Persian, written right to left.
    Fa,
}

/// The form a word takes after a count, as CLDR names them. Only whole
/// counts are ever said ("3 leaves"), so Czech's "many", which is for
/// fractions, is not needed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Plural {
    /// "1 leaf"; in Persian also 0.
    One,
    /// Czech 2–4, Romanian 0 and 2–19 (and 101–119, …).
    Few,
    /// Everything else.
    Other,
}

impl Plural {
    /// The name a catalogue writes after a key: `leaves[one]`.
    pub fn name(self) -> &'static str {
        match self {
            Plural::One => "one",
            Plural::Few => "few",
            Plural::Other => "other",
        }
    }

    /// The form a catalogue names `name`.
    pub fn from_name(name: &str) -> Option<Plural> {
        [Plural::One, Plural::Few, Plural::Other]
            .into_iter()
            .find(|form| form.name() == name)
    }
}

impl Lang {
    /// Every language, in the order the language menu lists them.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Ro, Lang::Cs, Lang::Fa];

    /// The BCP 47 tag: `<html lang>`, `lang=` in links, the catalogue's file name.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ro => "ro",
            Lang::Cs => "cs",
            Lang::Fa => "fa",
        }
    }

    /// The language a tag names, by its primary subtag in any case
    /// (`ro`, `ro-RO`, `CS`); `None` for a language we do not have.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| lang.tag() == primary)
    }

    /// The language's name in itself, as the language menu shows it.
    pub fn endonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ro => "Română",
            Lang::Cs => "Čeština",
            Lang::Fa => "فارسی",
        }
    }

    /// Whether the language is written right to left (the page mirrors).
    pub fn is_rtl(self) -> bool {
        self == Lang::Fa
    }

    /// The form a word takes after `count`, by CLDR's rules for whole numbers.
    pub fn plural(self, count: u64) -> Plural {
        match self {
            Lang::En if count == 1 => Plural::One,
            Lang::Ro if count == 1 => Plural::One,
            Lang::Ro if count == 0 || (1..=19).contains(&(count % 100)) => Plural::Few,
            Lang::Cs if count == 1 => Plural::One,
            Lang::Cs if (2..=4).contains(&count) => Plural::Few,
            Lang::Fa if count <= 1 => Plural::One,
            _ => Plural::Other,
        }
    }

    /// The forms a catalogue must give for every word said after a count.
    pub fn forms(self) -> &'static [Plural] {
        match self {
            Lang::En | Lang::Fa => &[Plural::One, Plural::Other],
            Lang::Ro | Lang::Cs => &[Plural::One, Plural::Few, Plural::Other],
        }
    }
}
