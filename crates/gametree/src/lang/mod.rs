//! The languages the course is taught in. Their words live in catalogue
//! files (`lang/<tag>.txt`, one per language), so that adding a language
//! is adding a file; this module holds only what cannot be data: how each
//! language chooses the form of a word after a count, and which way it is
//! written.

mod catalogue;
mod message;
mod number;

pub use catalogue::{Arg, Catalogue, CatalogueError, Digits};
pub use message::Message;
pub use number::{number, read_number};

use std::sync::OnceLock;

/// The catalogue files, built into the program: English first, the
/// reference every other file is checked against.
const FILES: [(Lang, &str); 4] = [
    (Lang::En, include_str!("../../lang/en.txt")),
    (Lang::Ro, include_str!("../../lang/ro.txt")),
    (Lang::Cs, include_str!("../../lang/cs.txt")),
    (Lang::Fa, include_str!("../../lang/fa.txt")),
];

/// The text of `lang`'s catalogue file, as a translator edits it.
pub fn file(lang: Lang) -> &'static str {
    FILES[lang as usize].1
}

/// The words of `lang` with numbers in `digits`, read once; a key a
/// translation lacks falls back to English.
pub fn words(lang: Lang, digits: Digits) -> &'static Catalogue {
    static READ: [OnceLock<Catalogue>; 8] = [const { OnceLock::new() }; 8];
    READ[lang as usize * 2 + digits as usize].get_or_init(|| read_words(file, lang, digits))
}

/// The words of `lang` from its catalogue file (`file` gives each
/// language's), over English for any key the translation lacks, with
/// numbers in `digits`: how the core's sentences and the app's interface,
/// each from its own files, are read.
pub fn read_words(file: fn(Lang) -> &'static str, lang: Lang, digits: Digits) -> Catalogue {
    let read = |lang: Lang| {
        Catalogue::parse(lang, file(lang))
            .unwrap_or_else(|error| panic!("lang/{}.txt: {error}", lang.tag()))
    };
    let own = match lang {
        Lang::En => read(lang),
        _ => read(lang).over(&read(Lang::En)),
    };
    own.with_digits(digits)
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
