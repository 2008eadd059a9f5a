//! The state as an address carries it (the part after `#`) and as the
//! browser keeps it across reloads: reading either back into a `State`,
//! and writing the address of the moment on show. Exercise links
//! (`#x=…`) are practice's: see `practice::from_address`.

use super::State;
use crate::strings::strings;
use gametree::share;
use std::rc::Rc;

impl State {
    /// The page as a shared address describes it (the part after `#`): that
    /// tree, search and step. An empty address opens the first lecture
    /// example; a broken one opens it too, and says what was wrong.
    pub fn from_address(fragment: &str) -> State {
        let fragment = fragment.trim_start_matches('#');
        if fragment.is_empty() {
            return State::new();
        }
        let shared = share::decode(fragment)
            .map_err(|error| error.message)
            .and_then(|shared| {
                let tree = gametree::parse(&shared.text)
                    .map_err(|error| format!("the tree in the address cannot be read: {error}"))?;
                Ok((tree, shared))
            });
        match shared {
            Ok((tree, shared)) => {
                let state = State::with_tree(Rc::new(tree), shared.options);
                let state = match shared.compare {
                    Some(comparison) => state.comparing(comparison),
                    None => state,
                };
                state.seek(shared.step)
            }
            Err(problem) => State {
                message: Some((strings().page.broken_link)(&problem).into()),
                ..State::new()
            },
        }
    }

    /// The page as it opens from an address (the part after `#`) and the
    /// tree saved in the browser, written as [`State::saved`] writes it: an
    /// address with a tree wins; without one the saved tree opens, if it
    /// still reads, and otherwise the first lecture example.
    pub fn from_address_or_saved(fragment: &str, saved: Option<&str>) -> State {
        if !fragment.trim_start_matches('#').is_empty() {
            return State::from_address(fragment);
        }
        saved
            .map(State::from_address)
            .filter(|state| state.message.is_none())
            .unwrap_or_default()
    }

    /// What the browser keeps across reloads: the tree and the search, in
    /// the form of an address at step 0.
    pub fn saved(&self) -> String {
        share::encode(&share::Shared {
            text: self.text.to_string(),
            options: self.options,
            step: 0,
            compare: self.comparison(),
        })
    }

    /// The address that brings back this moment: the tree, the search and
    /// the step, or the exercise under way.
    pub fn address(&self) -> String {
        if let Some(practice) = &self.practice {
            return practice.address(&self.text, self.options);
        }
        share::encode(&share::Shared {
            text: self.text.to_string(),
            options: self.options,
            step: self.step,
            compare: self.comparison(),
        })
    }

    /// What an address carries of compare mode, when it is on.
    pub fn comparison(&self) -> Option<share::Comparison> {
        self.compare.as_ref().map(|compare| compare.comparison())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::testing::reduce;
    use crate::state::{Action, EditorAction, PlayerAction};
    use gametree::Algorithm;

    #[test]
    fn opens_on_the_first_lecture_example_ready_to_play() {
        let state = State::from_address("");
        assert_eq!(state.preset, Some(0));
        assert_eq!((state.step, state.lesson.len()), (0, 43));
        assert_eq!(state.options.algorithm, Algorithm::AlphaBeta);
        assert_eq!(state.message, None);
    }

    #[test]
    fn an_address_brings_back_the_same_moment() {
        let moment = reduce(
            State::new(),
            &[
                Action::Player(PlayerAction::Seek(22)),
                Action::Player(PlayerAction::SetLetterNames(false)),
            ],
        );
        let reopened = State::from_address(&format!("#{}", moment.address()));
        assert_eq!(reopened.step, 22);
        assert_eq!(reopened.frame, moment.frame);
        assert_eq!(reopened.options, moment.options);
        assert_eq!(reopened.message, None);
    }

    #[test]
    fn a_broken_address_says_so_and_shows_the_default_tree() {
        for address in ["#t=%ZZ", "#t=((1", "#a=best&t=(1_2)", "#garbage"] {
            let state = State::from_address(address);
            assert_eq!(state.preset, Some(0), "{address}");
            let message = state.message.expect("a message");
            assert!(message.starts_with("This link is broken"), "{message}");
        }
    }

    #[test]
    fn a_saved_tree_opens_when_the_address_has_none() {
        let saved = reduce(
            State::new(),
            &[
                Action::Editor(EditorAction::EditText("(4 (5 6))".into())),
                Action::Player(PlayerAction::SetAlgorithm(Algorithm::Minimax)),
            ],
        )
        .saved();
        let state = State::from_address_or_saved("", Some(&saved));
        assert_eq!(&*state.text, "(4 (5 6))");
        assert_eq!(state.options.algorithm, Algorithm::Minimax);
        let linked = State::from_address_or_saved("#t=(1_2)", Some(&saved));
        assert_eq!(&*linked.text, "(1 2)", "an address with a tree wins");
        let broken = State::from_address_or_saved("", Some("garbage"));
        assert_eq!((broken.preset, broken.message), (Some(0), None));
        assert_eq!(State::from_address_or_saved("#", None).preset, Some(0));
    }
}
