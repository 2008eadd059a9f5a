//! The keyboard shortcut sheet that "?" opens.

use crate::hooks::use_speaking;
use crate::strings::{said, shortcuts};
use wasm_bindgen::JsValue;
use web_sys::{FocusOptions, HtmlElement};
use yew::prelude::*;

/// How to close the sheet.
#[derive(Properties, PartialEq)]
pub struct ShortcutSheetProps {
    /// Close the sheet.
    pub on_close: Callback<()>,
}

/// The sheet.
#[component]
pub fn ShortcutSheet(props: &ShortcutSheetProps) -> Html {
    use_speaking();
    let close_ref = use_node_ref();
    {
        let close_ref = close_ref.clone();
        // Focus moves to Close while the sheet is open, without scrolling
        // the sheet down to it: the sheet opens at its top, where the most
        // used keys are. Closed, the keys go back to the player.
        use_effect_with((), move |_| {
            if let Some(close) = close_ref.cast::<HtmlElement>() {
                let options = FocusOptions::new();
                options.set_prevent_scroll(true);
                let _ = close.focus_with_options(&options);
            }
        });
    }
    // Only a click on the backdrop itself closes, not one inside the dialog.
    // (Yew delegates events, so `current_target` is the app's root, not
    // the backdrop: compare with the backdrop's own node.)
    let backdrop_ref = use_node_ref();
    let on_backdrop = {
        let backdrop_ref = backdrop_ref.clone();
        let on_close = props.on_close.clone();
        Callback::from(move |event: MouseEvent| {
            let target = event.target().map(JsValue::from);
            if target == backdrop_ref.get().map(JsValue::from) {
                on_close.emit(());
            }
        })
    };
    let on_close = props.on_close.reform(|_: MouseEvent| ());
    // Close is the only control, so Tab stays on it: focus never leaves
    // the modal dialog for the page behind.
    let onkeydown = |event: KeyboardEvent| {
        if event.key() == "Tab" {
            event.prevent_default();
        }
    };

    html! {
        <div class="shortcut-sheet" ref={backdrop_ref} onclick={on_backdrop}>
            <div
                class="shortcut-dialog"
                role="dialog"
                aria-modal="true"
                aria-labelledby="shortcut-sheet-title"
                {onkeydown}
            >
                <h2 id="shortcut-sheet-title" class="panel-title">{ said("shortcuts.sheet") }</h2>
                <table>
                    <thead>
                        <tr>
                            <th scope="col">{ said("shortcuts.key-column") }</th>
                            <th scope="col">{ said("shortcuts.does-column") }</th>
                        </tr>
                    </thead>
                    <tbody>
                        for &(keys, does) in &shortcuts::keys() {
                            <tr>
                                <th scope="row">{ key_caps(keys) }</th>
                                <td>{ does }</td>
                            </tr>
                        }
                    </tbody>
                </table>
                <button type="button" class="close-button" ref={close_ref} onclick={on_close}>
                    { said("shortcuts.close") }
                </button>
            </div>
        </div>
    }
}

/// Keys as key caps: "+ / −" is two keys, each in its own `<kbd>`.
fn key_caps(keys: &'static str) -> Html {
    html! {
        for (index, key) in keys.split(" / ").enumerate() {
            if index > 0 { { " / " } }
            <kbd>{ key }</kbd>
        }
    }
}
