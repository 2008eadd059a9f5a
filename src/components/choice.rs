//! The two small controls every options panel is made of: a labelled
//! menu and a labelled checkbox, so that the options bar, compare mode's
//! bar and the games panel look and behave alike.

use crate::strings::controls;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// A labelled menu of `choices`, each a value and its name, with `current`
/// selected; picking one calls `on_pick` with its value. A menu that is not
/// `enabled` is shown greyed, keeping its place.
pub fn menu<T, Name>(
    class: &'static str,
    label: &'static str,
    choices: &[(T, Name)],
    current: T,
    enabled: bool,
    on_pick: Callback<T>,
) -> Html
where
    T: Copy + PartialEq + 'static,
    Name: Clone + Into<AttrValue>,
{
    let values: Vec<T> = choices.iter().map(|&(value, _)| value).collect();
    let names = choices
        .iter()
        .map(|(_, name)| name.clone().into())
        .collect();
    let current = choices.iter().position(|&(value, _)| value == current);
    let on_index = Callback::from(move |index: usize| {
        if let Some(&value) = values.get(index) {
            on_pick.emit(value);
        }
    });
    indexed_menu(class, label, names, current, enabled, on_index)
}

/// The menu itself, whatever its values are: its options by position, the
/// `current` one selected, `on_index` told the position picked. One copy
/// of the markup serves every kind of menu.
fn indexed_menu(
    class: &'static str,
    label: &'static str,
    names: Vec<AttrValue>,
    current: Option<usize>,
    enabled: bool,
    on_index: Callback<usize>,
) -> Html {
    let onchange = Callback::from(move |event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        if let Ok(index) = usize::try_from(select.selected_index()) {
            on_index.emit(index);
        }
    });
    // The `selected` attribute picks the option when the menu is first
    // drawn; after that the browser ignores it for an option the user has
    // picked, so the menu's `value` property follows later changes (a
    // lecture example that brings its own algorithm, say).
    html! {
        <label class={classes!("field", class)}>
            <span class="field-label">{ label }</span>
            <select ~value={current.map(|index| index.to_string())} disabled={!enabled} {onchange}>
                for (index, name) in names.into_iter().enumerate() {
                    <option value={index.to_string()} selected={Some(index) == current}>{ name }</option>
                }
            </select>
        </label>
    }
}

/// A labelled checkbox, with its key in the tooltip when it has one;
/// ticking or unticking it calls `on_toggle` with the new state.
pub fn switch(
    label: &'static str,
    key: Option<&'static str>,
    checked: bool,
    on_toggle: Callback<bool>,
) -> Html {
    let title = key.map(|key| controls::with_key(label, key));
    let onchange = on_toggle.reform(|event: Event| {
        let checkbox: HtmlInputElement = event.target_unchecked_into();
        checkbox.checked()
    });
    html! {
        <label class="switch" {title}>
            <input type="checkbox" {checked} {onchange} />
            <span>{ label }</span>
        </label>
    }
}
