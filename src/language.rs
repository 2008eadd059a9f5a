//! The language of the page, chosen once as it opens (from `lang=` in its
//! address, else the reader's earlier choice, else the browser's
//! languages) and the same for every word until it opens again: the
//! interface's words and the search's sentences are read once, in it.

use gametree::lang::{words, Catalogue, Digits, Lang};
use std::cell::Cell;

thread_local! {
    static CHOSEN: Cell<(Lang, Digits)> = const { Cell::new((Lang::En, Digits::Ascii)) };
}

/// The page's language and how its sentences write digits.
pub fn chosen() -> (Lang, Digits) {
    CHOSEN.with(Cell::get)
}

/// Sets the page's language; called before anything is shown.
pub fn choose(lang: Lang, digits: Digits) {
    CHOSEN.with(|chosen| chosen.set((lang, digits)));
}

/// The words that explain the search steps, in the page's language.
pub fn explanations() -> &'static Catalogue {
    let (lang, digits) = chosen();
    words(lang, digits)
}

/// The language an address names with `lang=`, in its query or its
/// fragment; `None` when it names none we have.
pub fn lang_in(address: &str) -> Option<Lang> {
    address
        .split(['?', '#', '&'])
        .find_map(|part| part.strip_prefix("lang="))
        .and_then(Lang::from_tag)
}

/// The language to open in: the address's, else the one kept from an
/// earlier visit, else the first of the browser's languages we have,
/// else English.
pub fn preferred<'a>(
    address: &str,
    kept: Option<&str>,
    browser: impl IntoIterator<Item = &'a str>,
) -> Lang {
    lang_in(address)
        .or_else(|| kept.and_then(Lang::from_tag))
        .or_else(|| browser.into_iter().find_map(Lang::from_tag))
        .unwrap_or_default()
}

/// `address` (a fragment, without `#`) naming `lang`: any `lang=` it had is
/// replaced, and English, the default, is named only when another
/// language would otherwise be chosen by the reader's browser.
pub fn with_lang(address: &str, lang: Lang) -> String {
    let mut parts: Vec<&str> = address
        .split('&')
        .filter(|part| !part.is_empty() && !part.starts_with("lang="))
        .collect();
    let tag = format!("lang={}", lang.tag());
    parts.push(&tag);
    parts.join("&")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_names_its_language_in_the_query_or_the_fragment() {
        assert_eq!(lang_in("?embed&lang=ro#t=(1_2)"), Some(Lang::Ro));
        assert_eq!(lang_in("#t=(1_2)&lang=fa"), Some(Lang::Fa));
        assert_eq!(lang_in("#t=(1_2)&lang=de"), None);
        assert_eq!(lang_in("#t=(1_2)"), None);
    }

    #[test]
    fn the_address_wins_then_the_kept_choice_then_the_browser() {
        assert_eq!(preferred("#lang=cs", Some("ro"), ["fa"]), Lang::Cs);
        assert_eq!(preferred("#t=x", Some("ro"), ["fa"]), Lang::Ro);
        assert_eq!(preferred("", None, ["de-DE", "fa-IR", "ro"]), Lang::Fa);
        assert_eq!(preferred("", None, ["de"]), Lang::En);
    }

    #[test]
    fn a_language_replaces_the_one_an_address_names() {
        assert_eq!(
            with_lang("t=(1_2)&lang=ro&s=3", Lang::Fa),
            "t=(1_2)&s=3&lang=fa"
        );
        assert_eq!(with_lang("", Lang::Cs), "lang=cs");
    }
}
