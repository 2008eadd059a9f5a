//! The catalogue files of the page's language. English, the reference and
//! every key's fallback, is built into the page; another language's two
//! files, the interface's (`lang/<tag>.txt`) and the search's sentences
//! (`crates/gametree/lang/<tag>.txt`), are fetched as the page opens, from
//! `lang/interface/<tag>.txt` and `lang/sentences/<tag>.txt` beside it
//! (the build copies them there), so that a page carries only the language
//! it speaks. Built natively, for the tests, every language is built in.

use gametree::lang::{install, Files, Lang};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{AbortController, RequestCache, RequestInit, Response};

/// A catalogue file of the interface other than English: built in natively,
/// fetched in the browser.
#[cfg(not(target_arch = "wasm32"))]
macro_rules! other {
    ($path:literal) => {
        Some(include_str!($path))
    };
}
/// A catalogue file of the interface other than English: built in natively,
/// fetched in the browser.
#[cfg(target_arch = "wasm32")]
macro_rules! other {
    ($path:literal) => {
        None
    };
}

/// The interface's catalogue files, English first: the reference every
/// other file is checked against.
pub static INTERFACE: Files = Files::new([
    Some(include_str!("../../lang/en.txt")),
    other!("../../lang/ro.txt"),
    other!("../../lang/cs.txt"),
    other!("../../lang/fa.txt"),
]);

/// The catalogue file of `lang`'s interface words, once built in or fetched.
pub fn interface(lang: Lang) -> Option<&'static str> {
    INTERFACE.get(lang)
}

/// How long the page waits for its language's files before it opens in
/// English instead, in milliseconds: a network that hangs must not leave
/// the page blank.
const PATIENCE_MS: u32 = 5_000;

/// Makes both of `lang`'s catalogue files ready before anything is shown:
/// at once when they are built in, else fetched from beside the page and
/// installed. `Err` says what failed; the page then speaks English.
pub async fn fetch(lang: Lang) -> Result<(), String> {
    if interface(lang).is_some() && gametree::lang::file(lang).is_some() {
        return Ok(());
    }
    let controller = AbortController::new().map_err(said)?;
    let init = RequestInit::new();
    // Revalidated with the server, so that a new release never reads an
    // older release's words out of the browser's cache.
    init.set_cache(RequestCache::NoCache);
    init.set_signal(Some(&controller.signal()));
    let abort = controller.clone();
    let _patience = gloo_timers::callback::Timeout::new(PATIENCE_MS, move || abort.abort());
    // Both requests are under way before either is awaited.
    let tag = lang.tag();
    let interface_at = format!("lang/interface/{tag}.txt");
    let sentences_at = format!("lang/sentences/{tag}.txt");
    let window = gloo_utils::window();
    let interface_asked = window.fetch_with_str_and_init(&interface_at, &init);
    let sentences_asked = window.fetch_with_str_and_init(&sentences_at, &init);
    let interface_text = text(&interface_at, interface_asked).await?;
    let sentences_text = text(&sentences_at, sentences_asked).await?;
    INTERFACE
        .install(lang, interface_text)
        .map_err(|error| format!("{interface_at}: {error}"))?;
    install(lang, sentences_text).map_err(|error| format!("{sentences_at}: {error}"))
}

/// The body of the answer to a request for `address`, if it came and is
/// not an error.
async fn text(address: &str, asked: js_sys::Promise) -> Result<String, String> {
    let failed = |error: JsValue| format!("{address}: {}", said(error));
    let response: Response = JsFuture::from(asked)
        .await
        .map_err(failed)?
        .dyn_into()
        .map_err(failed)?;
    if !response.ok() {
        return Err(format!("{address}: HTTP {}", response.status()));
    }
    let body = JsFuture::from(response.text().map_err(failed)?)
        .await
        .map_err(failed)?;
    body.as_string()
        .ok_or_else(|| format!("{address}: the answer is not text"))
}

/// A JavaScript error in words.
fn said(error: JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|error| String::from(error.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| format!("{error:?}"))
}
