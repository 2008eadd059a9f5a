//! A labelled text field that applies its text on Enter and puts back
//! the value it shows on Escape, the way the edit bar and the answer bar
//! take a node's value: either key leaves the field, so that the keys drive
//! the drawing again.

use crate::hooks::use_speaking;
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
    use_speaking();
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
    let on_input = Callback::from(move |text: String| {
        let mut next = (*fields).clone();
        set(&mut next, text);
        fields.set(next);
    });
    text_field(id, label, value, numeric, on_input)
}

/// The field itself, whatever form it belongs to: one copy of the markup
/// serves every form; `on_input` is told the text at each key.
fn text_field(
    id: &'static str,
    label: &'static str,
    value: &str,
    numeric: bool,
    on_input: Callback<String>,
) -> Html {
    let oninput = on_input.reform(|event: InputEvent| {
        let input: HtmlInputElement = event.target_unchecked_into();
        input.value()
    });
    let inputmode = if numeric { "numeric" } else { "text" };
    html! {
        <label class="random-field">
            { label }
            <input {id} type="text" spellcheck="false" {inputmode} value={value.to_string()} {oninput} />
        </label>
    }
}
