//! The language menu, and for a right-to-left language the Persian-digits
//! switch: in the options bar, and on their own in the header while
//! practising, so that a student can change language in every mode.

use super::choice::{menu, switch};
use crate::hooks::Speaking;
use crate::language::{chosen, speaking};
use crate::strings::said;
use gametree::lang::{Digits, Lang};
use yew::prelude::*;

/// The menu and the switch; picking either asks `on_language` for the
/// page in the chosen language, switched in place. A plain function, like
/// the menu and the switch it is made of: it keeps no state.
pub fn language_picker(on_language: &Callback<Speaking>) -> Html {
    let (lang, digits) = chosen();
    let languages = Lang::ALL.map(|lang| (lang, lang.endonym()));
    let on_pick_lang = on_language.reform(speaking);
    let on_digits = on_language.reform(move |persian: bool| {
        let digits = if persian {
            Digits::Persian
        } else {
            Digits::Ascii
        };
        (lang, digits)
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
