//! A button that copies text (a link, a summary) to the clipboard and says
//! so for a moment; where the browser refuses the clipboard, the text is
//! shown in a field, selected, ready for Ctrl+C.

use crate::hooks::use_speaking;
use crate::strings::said;
use gloo_timers::callback::Timeout;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// How long "Copied" stays, in milliseconds.
const FEEDBACK_MS: u32 = 2_500;

/// What to copy and how the button reads.
#[derive(Properties, PartialEq)]
pub struct CopyButtonProps {
    /// The button's id, for tests and labels.
    pub id: AttrValue,
    /// The button's words.
    pub label: AttrValue,
    /// The text to copy.
    pub text: AttrValue,
}

/// The button, its "Copied" note, and the fallback field.
#[component]
pub fn CopyButton(props: &CopyButtonProps) -> Html {
    use_speaking();
    // None: nothing to report; Some(true): copied; Some(false): refused.
    let copied = use_state_eq(|| None::<bool>);
    let field = use_node_ref();
    {
        let field = field.clone();
        let reset = copied.clone();
        use_effect_with(*copied, move |copied| {
            let timer = match copied {
                Some(true) => Some(Timeout::new(FEEDBACK_MS, move || reset.set(None))),
                Some(false) => {
                    select_field(&field);
                    None
                }
                None => None,
            };
            move || drop(timer)
        });
    }
    let onclick = {
        let copied = copied.clone();
        let text = props.text.to_string();
        Callback::from(move |_: MouseEvent| {
            let copied = copied.clone();
            copy_to_clipboard(text.clone(), move |done| copied.set(Some(done)));
        })
    };
    html! {
        <span class="copy-button">
            <button type="button" id={props.id.clone()} {onclick}>{ props.label.clone() }</button>
            if *copied == Some(true) {
                <span class="copied" role="status">{ said("share.copied") }</span>
            }
            if *copied == Some(false) {
                <input ref={field} class="copy-fallback" type="text" readonly=true value={props.text.clone()} />
            }
        </span>
    }
}

/// Puts `text` on the clipboard, then calls `done` with whether that
/// worked. Browsers refuse outside secure pages and without permission.
pub fn copy_to_clipboard(text: String, done: impl FnOnce(bool) + 'static) {
    let navigator = gloo_utils::window().navigator();
    // `navigator.clipboard` is missing altogether on insecure pages.
    let clipboard = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"))
        .ok()
        .filter(|clipboard| !clipboard.is_undefined() && !clipboard.is_null());
    let Some(clipboard) = clipboard else {
        done(false);
        return;
    };
    let promise = clipboard
        .unchecked_into::<web_sys::Clipboard>()
        .write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        done(wasm_bindgen_futures::JsFuture::from(promise).await.is_ok());
    });
}

/// Focuses a read-only field and selects its text, ready for Ctrl+C.
pub fn select_field(field: &NodeRef) {
    if let Some(input) = field.cast::<HtmlInputElement>() {
        let _ = input.focus();
        input.select();
    }
}
