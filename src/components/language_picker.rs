//! The language menu, and for a right-to-left language the Persian-digits
//! switch: in the options bar, and on their own in the header while
//! practising, so that a student can change language in every mode.

use super::choice::{menu, switch};
use crate::language::{chosen, switch_to};
use crate::strings::said;
use gametree::lang::{Digits, Lang};
use yew::prelude::*;

/// The menu and the switch; picking either opens the page again in the
/// chosen language, at the same moment. A plain function, like the menu
/// and the switch it is made of: it keeps no state and takes no props.
pub fn language_picker() -> Html {
    let (lang, digits) = chosen();
    let languages = Lang::ALL.map(|lang| (lang, lang.endonym()));
    let on_pick_lang = Callback::from(move |picked: Lang| switch_to(picked, digits));
    let on_digits = Callback::from(move |persian: bool| {
        let digits = if persian {
            Digits::Persian
        } else {
            Digits::Ascii
        };
        switch_to(lang, digits)
    });
    html! {
        <>
            { menu("language-menu", said("language.language"), &languages, lang, true, on_pick_lang) }
            if lang.is_rtl() {
                { switch(said("language.persian-digits"), None, digits == Digits::Persian, on_digits) }
            }
        </>
    }
}
