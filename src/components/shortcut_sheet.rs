//! The keyboard shortcut sheet that "?" opens.

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
    let _ = props;
    html! { <div class="shortcut-sheet"></div> }
}
