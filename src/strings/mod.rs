//! Every word the interface shows, read from the catalogue files
//! `lang/<tag>.txt` (one a language, English the reference, held by
//! `language::catalogues`), so that a translation is a file. A fixed word
//! is read where it is shown, by its key: `said("controls.play")`; a
//! sentence with values put in is a function of its area's file below
//! (`controls::step_of(3, 43)`), which names its placeholders once. The
//! tidy test checks that English has every key the code writes out in a
//! `said` or `say` call. The
//! sentences that explain the search steps come from the core's `explain`
//! module and its own `crates/gametree/lang/` files.

pub mod compare;
pub mod controls;
pub mod editor;
pub mod games;
pub mod lab;
pub mod mcts;
pub mod notice;
pub mod options;
pub mod panels;
pub mod practice;
pub mod presets;
pub mod shortcuts;
pub mod tree;

use crate::language::catalogues::INTERFACE;
use crate::language::chosen;
use gametree::lang::{Arg, Catalogue, Lang};
use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;

/// The slot of a language with its digits among the [`SPEAKINGS`] kept.
fn slot() -> usize {
    let (lang, digits) = chosen();
    lang as usize * 2 + digits as usize
}

/// Every language in both kinds of digits: the words kept for each.
const SPEAKINGS: usize = Lang::ALL.len() * 2;

thread_local! {
    /// The page's words, read once in each language it has spoken, by
    /// [`slot`].
    static WORDS: [OnceCell<&'static Catalogue>; SPEAKINGS] = Default::default();
    /// The plain words already read, each once in each language, by
    /// [`slot`].
    static SAID: [RefCell<HashMap<&'static str, &'static str>>; SPEAKINGS] = Default::default();
}

/// The page's words, for the sentences that put values into placeholders.
pub fn words() -> &'static Catalogue {
    WORDS.with(|words| {
        *words[slot()].get_or_init(|| {
            let (lang, digits) = chosen();
            Box::leak(Box::new(INTERFACE.read(lang, digits)))
        })
    })
}

/// The text of `key` in the page's language, with `args` put in.
pub fn say(key: &str, args: &[Arg]) -> String {
    words().say(key, args)
}

/// The text of a plain key (no placeholders) in the page's language, read
/// once in each language and kept for the page's life, as the interface's
/// fixed words are.
pub fn said(key: &'static str) -> &'static str {
    SAID.with(|said| {
        *said[slot()]
            .borrow_mut()
            .entry(key)
            .or_insert_with(|| Box::leak(say(key, &[]).into_boxed_str()))
    })
}

/// `text` with its digits in the page's digits (Persian ones when the
/// reader chose them): the drawing's numbers written as its sentences are.
pub fn digits(text: &str) -> String {
    words().digits(text)
}

/// The page's language tag, for `<html lang>`.
pub fn lang_tag() -> &'static str {
    chosen().0.tag()
}

/// `ltr` or `rtl`, for `<html dir>`.
pub fn direction() -> &'static str {
    if chosen().0.is_rtl() {
        "rtl"
    } else {
        "ltr"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::catalogues::interface;
    use gametree::lang::Lang;

    /// The interface's catalogue file of `lang`, all built in natively.
    fn file(lang: Lang) -> &'static str {
        interface(lang).expect("every language is built in natively")
    }

    #[test]
    fn a_word_is_said_in_the_language_chosen_when_it_is_read() {
        use crate::language::choose;
        use gametree::lang::Digits;
        assert_eq!(said("language.language"), "Language");
        choose(Lang::Ro, Digits::Ascii);
        assert_eq!(said("language.language"), "Limba");
        choose(Lang::Fa, Digits::Persian);
        assert_eq!(said("language.language"), "زبان");
        choose(Lang::En, Digits::Ascii);
        assert_eq!(said("language.language"), "Language");
    }

    #[test]
    fn every_language_has_every_word_with_the_same_placeholders() {
        let english = Catalogue::parse(Lang::En, file(Lang::En)).unwrap();
        for lang in Lang::ALL {
            let own = Catalogue::parse(lang, file(lang))
                .unwrap_or_else(|error| panic!("lang/{}.txt: {error}", lang.tag()));
            assert_eq!(
                own.differences(&english),
                Vec::<String>::new(),
                "{}",
                lang.tag()
            );
        }
    }

    /// Each entry of a catalogue file whose key starts `area.`, as written.
    fn entries<'a>(text: &'a str, area: &str) -> HashMap<&'a str, &'a str> {
        text.lines()
            .filter_map(|line| line.split_once(" = "))
            .filter(|(key, _)| {
                key.strip_prefix(area)
                    .is_some_and(|rest| rest.starts_with('.'))
            })
            .collect()
    }

    #[test]
    fn the_translated_areas_are_not_english_copies() {
        let areas = ["editor", "practice", "games", "lab", "compare"];
        for lang in [Lang::Ro, Lang::Cs, Lang::Fa] {
            for area in areas {
                let english = entries(file(Lang::En), area);
                let own = entries(file(lang), area);
                let copied: Vec<&str> = english
                    .iter()
                    .filter(|(key, text)| own.get(*key) == Some(*text))
                    .map(|(key, _)| *key)
                    .collect();
                assert!(!english.is_empty(), "no {area} words in lang/en.txt");
                assert!(
                    copied.len() * 5 <= english.len(),
                    "lang/{}.txt copies English in {area}: {copied:?}",
                    lang.tag()
                );
            }
        }
    }

    #[test]
    fn english_sentences_with_values_read_as_they_always_have() {
        assert_eq!(
            games::evaluation(1, 3),
            "Lines open for X: 1, for O: 3; evaluation -2"
        );
        assert_eq!(games::tokens(1), "1 token");
        assert_eq!(games::tokens(0), "0 tokens");
        assert_eq!(games::not_qualifying(0), "");
        assert_eq!(games::not_qualifying(1), "1 other move does not qualify.");
        assert_eq!(games::square('A', true), "Square A: dirty");
        assert_eq!(lab::pass_leaves(1), "1 leaf read");
        assert_eq!(lab::pass_answer("A", "-4", Some("D")), "A = -4, move D");
        assert_eq!(
            lab::order_name(gametree::MoveOrder::Random(u64::MAX)),
            format!("Random (seed {})", u64::MAX)
        );
        assert_eq!(
            practice::cannot_practise("too wide."),
            "This tree cannot be used for that exercise: too wide."
        );
        let summary = practice::Summary {
            kind: "Minimax values",
            code: "v.1",
            graded_by: "Graded by minimax.",
            first: "1 of 2 right.",
            now: "2 of 2 right.",
            checks: 2,
            hints: 1,
            solution: true,
            record: "R",
            link: "L",
        };
        assert_eq!(
            practice::summary(&summary),
            "Minimax Lab: Minimax values, exercise v.1\nGraded by minimax.\nFirst check: 1 of 2 right.\nNow: 2 of 2 right.\nChecks: 2; hints: 1; solution shown.\nRecord: R\nL\n"
        );
    }
}
