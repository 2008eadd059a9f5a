//! The catalogue files of the page's language. English, the reference and
//! every key's fallback, is built into the page; another language's two
//! files, the interface's (`lang/<tag>.txt`) and the search's sentences
//! (`crates/gametree/lang/<tag>.txt`), are fetched as the page opens, from
//! `lang/interface/<tag>.txt` and `lang/sentences/<tag>.txt` beside it
//! (the build copies them there), so that a page carries only the language
//! it speaks. Built natively, for the tests, every language is built in.

use gametree::lang::{install, Files, Lang};
use js_sys::Promise;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::{future_to_promise, JsFuture};
use web_sys::{RequestCache, RequestInit, Response};

/// The interface's catalogue files (without their comments), English first: the reference every
/// other file is checked against. Like the core's, the others are built in
/// natively (the core's `all-languages`, which the app turns on there) and
/// fetched in the browser.
pub static INTERFACE: Files = Files::built_in([
    gametree::uncommented!(include_str!("../../lang/en.txt")),
    gametree::uncommented!(include_str!("../../lang/ro.txt")),
    gametree::uncommented!(include_str!("../../lang/cs.txt")),
    gametree::uncommented!(include_str!("../../lang/fa.txt")),
]);

/// The catalogue file of `lang`'s interface words, once built in or fetched.
pub fn interface(lang: Lang) -> Option<&'static str> {
    INTERFACE.get(lang)
}

/// How long the page waits for its language's files once it is ready to
/// show them, in milliseconds, before it opens in English instead: a
/// network that hangs must not leave the page blank.
const PATIENCE_MS: i32 = 5_000;

/// Where index.html's loading script leaves the requests it started for the
/// page's language, before the wasm had even arrived: `{ lang, interface,
/// sentences }`, the last two promises of the files' text.
const ASKED_EARLY: &str = "minimaxLabCatalogues";

/// Makes both of `lang`'s catalogue files ready before anything is shown:
/// at once when they are built in, else fetched from beside the page (by
/// the requests index.html started, when it guessed the same language) and
/// installed. `Err` says what failed; the page then speaks English.
pub async fn fetch(lang: Lang) -> Result<(), String> {
    if interface(lang).is_some() && gametree::lang::file(lang).is_some() {
        return Ok(());
    }
    let tag = lang.tag();
    let interface_at = format!("lang/interface/{tag}.txt");
    let sentences_at = format!("lang/sentences/{tag}.txt");
    let early = asked_early(tag);
    let asked = |kind: &str, address: &str| {
        early
            .as_ref()
            .and_then(|early| js_sys::Reflect::get(early, &kind.into()).ok())
            .and_then(|asked| asked.dyn_into::<Promise>().ok())
            .unwrap_or_else(|| future_to_promise(text(address.to_string())))
    };
    // Both requests are under way before either is awaited, and both are
    // awaited, so that no failure goes unheard.
    let interface_asked = asked("interface", &interface_at);
    let sentences_asked = asked("sentences", &sentences_at);
    let deadline = deadline(PATIENCE_MS);
    let interface_text = within(&interface_at, interface_asked, &deadline).await;
    let sentences_text = within(&sentences_at, sentences_asked, &deadline).await;
    INTERFACE
        .install(lang, interface_text?)
        .map_err(|error| format!("{interface_at}: {error}"))?;
    install(lang, sentences_text?).map_err(|error| format!("{sentences_at}: {error}"))
}

/// The requests index.html started, if it started them for `tag`.
fn asked_early(tag: &str) -> Option<JsValue> {
    let early = js_sys::Reflect::get(&gloo_utils::window(), &ASKED_EARLY.into()).ok()?;
    let lang = js_sys::Reflect::get(&early, &"lang".into()).ok()?;
    (lang.as_string().as_deref() == Some(tag)).then_some(early)
}

/// A promise that fails after `ms` milliseconds.
fn deadline(ms: i32) -> Promise {
    Promise::new(&mut |_, fail| {
        let why = JsValue::from_str(&format!("no answer within {} s", ms / 1000));
        let _ = gloo_utils::window()
            .set_timeout_with_callback_and_timeout_and_arguments_1(&fail, ms, &why);
    })
}

/// The text `asked` for `address` gives, unless it fails or `deadline`
/// comes first.
async fn within(address: &str, asked: Promise, deadline: &Promise) -> Result<String, String> {
    let first = Promise::race(&js_sys::Array::of2(&asked, deadline));
    let answer = JsFuture::from(first)
        .await
        .map_err(|error| format!("{address}: {}", said(error)))?;
    answer
        .as_string()
        .ok_or_else(|| format!("{address}: the answer is not text"))
}

/// The text of the file at `address`, as index.html's loading script fetches
/// it: revalidated with the server, so that a new release never reads an
/// older release's words out of the browser's cache.
async fn text(address: String) -> Result<JsValue, JsValue> {
    let init = RequestInit::new();
    init.set_cache(RequestCache::NoCache);
    let asked = gloo_utils::window().fetch_with_str_and_init(&address, &init);
    let response: Response = JsFuture::from(asked).await?.dyn_into()?;
    if !response.ok() {
        let status = response.status();
        return Err(js_sys::Error::new(&format!("HTTP {status}")).into());
    }
    JsFuture::from(response.text()?).await
}

/// A JavaScript error in words.
fn said(error: JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|error| String::from(error.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| format!("{error:?}"))
}
