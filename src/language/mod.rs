//! The language of the page: chosen as it opens (from `lang=` in its
//! address, else the reader's earlier choice, else the browser's
//! languages), and switched in place when the reader picks another, the
//! tree, the step, the undo history and a running search kept. Every word
//! is read in the language chosen at the moment it is shown, so a page
//! needs only the languages it has spoken beside English, whose words
//! `catalogues` fetches before the page first speaks them.

pub mod catalogues;

use gametree::lang::{words, Catalogue, Digits, Lang};
use gametree::share::{with_lang, Link};
use std::cell::Cell;
use wasm_bindgen::JsValue;

thread_local! {
    static CHOSEN: Cell<(Lang, Digits)> = const { Cell::new((Lang::En, Digits::Ascii)) };
    /// How many switches were asked for: a switch whose words arrive after
    /// a later one was asked for gives way to it.
    static PICKS: Cell<u64> = const { Cell::new(0) };
}

/// The page's language and how its sentences write digits.
pub fn chosen() -> (Lang, Digits) {
    CHOSEN.with(Cell::get)
}

/// Sets the page's language: every word read from now on is in it.
pub fn choose(lang: Lang, digits: Digits) {
    CHOSEN.with(|chosen| chosen.set((lang, digits)));
}

/// What the page speaks once switched to `lang`: Persian digits, if
/// chosen, stay for a right-to-left language and go for any other.
pub fn speaking(lang: Lang) -> (Lang, Digits) {
    let digits = if lang.is_rtl() {
        chosen().1
    } else {
        Digits::Ascii
    };
    (lang, digits)
}

/// The words that explain the search steps, in the page's language.
pub fn explanations() -> &'static Catalogue {
    let (lang, digits) = chosen();
    words(lang, digits)
}

/// The language to open in: the address's, else the one kept from an
/// earlier visit, else the first of the browser's languages we have,
/// else English.
///
/// index.html's loading script makes the same choice before this wasm has
/// come, to say "Loading…" in the language and ask for its catalogues at
/// once: a second reader of the address, which reads `lang=` as
/// [`Link::read`] does (languages.test.mjs holds the two to one language).
pub fn preferred<'a>(
    address: &str,
    kept: Option<&str>,
    browser: impl IntoIterator<Item = &'a str>,
) -> Lang {
    Link::read(address)
        .lang
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
    speak(lang, digits);
}

/// Makes `lang` with `digits` the page's language: every word read from
/// now on is in it, and the page's root element says which language it is
/// and which way it is written, which right-to-left mirrors.
fn speak(lang: Lang, digits: Digits) {
    choose(lang, digits);
    if let Some(root) = gloo_utils::document().document_element() {
        let _ = root.set_attribute("lang", lang.tag());
        let _ = root.set_attribute("dir", if lang.is_rtl() { "rtl" } else { "ltr" });
    }
}

/// Switches the page to `lang` with `digits` in place, once its words are
/// fetched: keeps them as the reader's choice and writes `lang=` into the
/// address's query (the fragment, the moment on show, stays), so that a
/// reload or a copied address opens in them. `Err` says why the words
/// could not be fetched; the page then speaks as it did.
pub async fn switch_to(lang: Lang, digits: Digits) -> Result<(), String> {
    // Two picks in quick succession: the last one wins, whichever
    // language's words arrive last.
    let pick = PICKS.with(|picks| {
        picks.set(picks.get() + 1);
        picks.get()
    });
    catalogues::fetch(lang).await?;
    if PICKS.with(Cell::get) != pick {
        return Ok(());
    }
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
    let here = window.location().href().unwrap_or_default();
    if let Ok(history) = window.history() {
        let there = with_lang(&here, lang);
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&there));
    }
    speak(lang, digits);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_wins_then_the_kept_choice_then_the_browser() {
        assert_eq!(preferred("#lang=cs", Some("ro"), ["fa"]), Lang::Cs);
        assert_eq!(preferred("?embed&lang=ro#t=(1_2)", None, ["fa"]), Lang::Ro);
        assert_eq!(preferred("#t=x", Some("ro"), ["fa"]), Lang::Ro);
        assert_eq!(preferred("#t=(1_2)&lang=de", Some("ro"), ["fa"]), Lang::Ro);
        assert_eq!(preferred("", None, ["de-DE", "fa-IR", "ro"]), Lang::Fa);
        assert_eq!(preferred("", None, ["de"]), Lang::En);
    }
}
