//! A language of the course: its tag, its name in itself, which way it is
//! written, and how it chooses the form of a word after a count. What
//! cannot be data; the words themselves are in the catalogue files.

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
