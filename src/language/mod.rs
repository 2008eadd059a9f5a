//! The language of the page, chosen once as it opens (from `lang=` in its
//! address, else the reader's earlier choice, else the browser's
//! languages) and the same for every word until it opens again: the
//! interface's words and the search's sentences are read once, in it, and
//! choosing another language opens the page again in it. So a page needs
//! only its own language's words beside English's, which `catalogues`
//! fetches before anything is shown.

pub mod catalogues;

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

/// Where the reader's choice of language, and of Persian digits, is kept.
const KEPT_LANG: &str = "minimax-lab/lang";
const KEPT_DIGITS: &str = "minimax-lab/digits";

/// Chooses the page's language as it opens, before anything is shown,
/// fetches its words unless they are English, and writes it on the page's
/// root element, which right-to-left mirrors. When the words cannot be
/// fetched (offline before the first visit cached them, a server without
/// them) the page opens in English and says why only in the console.
pub async fn start() {
    let window = gloo_utils::window();
    let address = window.location().href().unwrap_or_default();
    let storage = window.local_storage().ok().flatten();
    let kept = |key| {
        storage
            .as_ref()
            .and_then(|storage| storage.get_item(key).ok().flatten())
    };
    let browser: Vec<String> = window
        .navigator()
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .collect();
    let lang = preferred(
        &address,
        kept(KEPT_LANG).as_deref(),
        browser.iter().map(String::as_str),
    );
    let digits = match kept(KEPT_DIGITS).as_deref() {
        Some("persian") if lang.is_rtl() => Digits::Persian,
        _ => Digits::Ascii,
    };
    let (lang, digits) = match catalogues::fetch(lang).await {
        Ok(()) => (lang, digits),
        Err(why) => {
            let warning = format!("Minimax Lab opens in English: {why}");
            web_sys::console::warn_1(&warning.into());
            (Lang::En, Digits::Ascii)
        }
    };
    choose(lang, digits);
    if let Some(root) = gloo_utils::document().document_element() {
        let _ = root.set_attribute("lang", lang.tag());
        let _ = root.set_attribute("dir", if lang.is_rtl() { "rtl" } else { "ltr" });
    }
}

/// Keeps `lang` and `digits` as the reader's choice and opens the page
/// again in them, at the same tree and step (the fragment is kept).
pub fn switch_to(lang: Lang, digits: Digits) {
    let window = gloo_utils::window();
    if let Some(storage) = window.local_storage().ok().flatten() {
        // A refusing storage only means the choice is not kept.
        let _ = storage.set_item(KEPT_LANG, lang.tag());
        let digits = match digits {
            Digits::Ascii => "ascii",
            Digits::Persian => "persian",
        };
        let _ = storage.set_item(KEPT_DIGITS, digits);
    }
    let location = window.location();
    let here = location.href().unwrap_or_default();
    let there = with_lang(&here, lang);
    // Only the digits changed: the same address, opened again.
    let _ = if there == here {
        location.reload()
    } else {
        location.set_href(&there)
    };
}

/// `page` (a whole address) with `lang=` of `lang` in its query, any
/// earlier `lang=` replaced and its fragment kept: the link that opens the
/// same moment in `lang`, whatever the reader's browser speaks.
pub fn with_lang(page: &str, lang: Lang) -> String {
    let (before_fragment, fragment) = match page.find('#') {
        Some(at) => page.split_at(at),
        None => (page, ""),
    };
    let (path, query) = before_fragment
        .split_once('?')
        .unwrap_or((before_fragment, ""));
    let tag = format!("lang={}", lang.tag());
    let parts: Vec<&str> = query
        .split('&')
        .filter(|part| !part.is_empty() && !part.starts_with("lang="))
        .chain([tag.as_str()])
        .collect();
    format!("{path}?{}{fragment}", parts.join("&"))
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
    fn a_language_goes_in_the_query_and_the_fragment_stays() {
        assert_eq!(
            with_lang("https://x.org/lab/?embed&lang=ro#t=(1_2)&lang=cs", Lang::Fa),
            "https://x.org/lab/?embed&lang=fa#t=(1_2)&lang=cs"
        );
        assert_eq!(
            with_lang("https://x.org/lab/#t=(1_2)", Lang::Cs),
            "https://x.org/lab/?lang=cs#t=(1_2)"
        );
        assert_eq!(
            with_lang("https://x.org/", Lang::En),
            "https://x.org/?lang=en"
        );
    }
}
