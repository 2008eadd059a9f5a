//! A labelled text field that applies its text on Enter and puts back
//! the value it shows on Escape, the way the edit bar and the answer bar
//! take a node's value: either key leaves the field, so that the keys drive
//! the drawing again; and the way a tap on a node brings such a field to
//! hand.

use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// One field.
#[derive(Properties, PartialEq)]
pub struct FieldProps {
    /// The input's id.
    pub id: AttrValue,
    /// Its label.
    pub name: AttrValue,
    /// What the node holds now, as text.
    pub value: AttrValue,
    /// Receives the text when Enter applies it.
    pub on_apply: Callback<String>,
    /// Whether the field takes the keys as it appears: a question asked
    /// is answered at once, without a click.
    #[prop_or_default]
    pub focused: bool,
}

/// A labelled input: Enter hands its text on, Escape puts back what the
/// node holds; either leaves the field, so that the keys drive the drawing again.
#[component]
pub fn Field(props: &FieldProps) -> Html {
    let input_ref = use_node_ref();
    {
        let input_ref = input_ref.clone();
        use_effect_with(props.focused, move |&focused| {
            if let Some(input) = input_ref.cast::<HtmlInputElement>().filter(|_| focused) {
                // Focus fails only for a field that is gone already.
                let _ = input.focus();
            }
        });
    }
    let onkeydown = {
        let on_apply = props.on_apply.clone();
        let value = props.value.clone();
        Callback::from(move |event: KeyboardEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            match event.key().as_str() {
                // An empty field left empty has nothing to apply: it keeps
                // the keys, so that a question's box, focused as it is
                // asked, is not left by the Enter that would have opened it.
                "Enter" if input.value().trim().is_empty() && value.is_empty() => return,
                "Enter" => on_apply.emit(input.value()),
                "Escape" => input.set_value(&value),
                _ => return,
            }
            event.prevent_default();
            // Blur fails only for a field that is gone already.
            let _ = input.blur();
        })
    };
    html! {
        <label class="edit-field">
            { props.name.clone() }
            <input
                ref={input_ref}
                id={props.id.clone()}
                type="text"
                spellcheck="false"
                autocomplete="off"
                autocapitalize="none"
                value={props.value.clone()}
                {onkeydown}
            />
        </label>
    }
}

thread_local! {
    /// The way back from the field last brought to hand: kept until the
    /// next one replaces it (a listener cannot drop itself as it runs).
    static WAY_BACK: RefCell<Option<EventListener>> = const { RefCell::new(None) };
}

/// Brings the field `id` to hand once the page has drawn it, as Enter does
/// from the keyboard: focused, its text selected (a phone opens its
/// keyboard and scrolls the field into sight). The first Enter or Escape
/// that leaves it scrolls the page back to where it was. On a phone the
/// fields that work on the selected node sit a screen below the drawing,
/// so a tap on a node does this.
pub fn bring_to_hand(id: &'static str) {
    Timeout::new(0, move || {
        let Some(field) = gloo_utils::document()
            .get_element_by_id(id)
            .and_then(|field| field.dyn_into::<HtmlInputElement>().ok())
        else {
            return;
        };
        let back_to = gloo_utils::window().scroll_y().unwrap_or_default();
        let done = Rc::new(Cell::new(false));
        let way_back = EventListener::new(&field, "keydown", {
            let field = field.clone();
            move |event| {
                let key = event
                    .dyn_ref::<KeyboardEvent>()
                    .map(KeyboardEvent::key)
                    .unwrap_or_default();
                if done.get() || !matches!(key.as_str(), "Enter" | "Escape") {
                    return;
                }
                // After the field has handled the key: back only if it left.
                let (done, field) = (done.clone(), field.clone());
                Timeout::new(0, move || {
                    let focused = gloo_utils::document().active_element();
                    if focused.as_ref() != Some(field.as_ref()) {
                        done.set(true);
                        gloo_utils::window().scroll_to_with_x_and_y(0.0, back_to);
                    }
                })
                .forget();
            }
        });
        WAY_BACK.with(|slot| *slot.borrow_mut() = Some(way_back));
        // Focus fails only for a field that is gone already.
        let _ = field.focus();
        field.select();
    })
    .forget();
}

/// A small labelled field for a number of a form whose fields, as typed,
/// are kept in `fields`: each keystroke sets its part with `set`, and the
/// form reads the numbers when it is submitted.
pub fn number_field<T: Clone + 'static>(
    fields: &UseStateHandle<T>,
    id: &'static str,
    label: &'static str,
    value: &str,
    set: fn(&mut T, String),
) -> Html {
    form_field(fields, id, label, value, set, true)
}

/// A small labelled field of a form, as [`number_field`], for a short
/// text or (when `numeric`) a number.
pub fn form_field<T: Clone + 'static>(
    fields: &UseStateHandle<T>,
    id: &'static str,
    label: &'static str,
    value: &str,
    set: fn(&mut T, String),
    numeric: bool,
) -> Html {
    let fields = fields.clone();
    let oninput = Callback::from(move |event: InputEvent| {
        let input: HtmlInputElement = event.target_unchecked_into();
        let mut next = (*fields).clone();
        set(&mut next, input.value());
        fields.set(next);
    });
    let inputmode = if numeric { "numeric" } else { "text" };
    html! {
        <label class="random-field">
            { label }
            <input {id} type="text" spellcheck="false" {inputmode} value={value.to_string()} {oninput} />
        </label>
    }
}
