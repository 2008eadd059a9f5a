//! The state as an address carries it (the part after `#`) and as the
//! browser keeps it across reloads: reading either back into a `State`,
//! and writing the address of the moment on show. Exercise links
//! (`#x=…`) are practice's: see `practice::from_address`.

use super::{compare, practice, EditorAction, State};
use crate::limits::MOST_NODES;
use crate::notice::{Notice, Value};
use gametree::games::Recipe;
use gametree::presets::presets;
use gametree::share;
use gametree::{Options, Tree};
use std::rc::Rc;

/// The address of `text` searched with `options` at `step`, or of the game
/// `recipe` built when the tree came from one.
pub fn share_address(
    text: &str,
    recipe: Option<&Recipe>,
    options: Options,
    step: usize,
    compare: Option<share::Comparison>,
) -> String {
    let shared = share::Shared {
        text: text.to_string(),
        options,
        step,
        compare,
    };
    match recipe {
        Some(recipe) => share::encode_game(&recipe.to_string(), &shared),
        None => share::encode(&shared),
    }
}

/// Whether an address fragment says anything of the page: `#lang=ro`
/// alone only names a language (which `language` reads), so the page opens
/// as with no fragment.
fn describes_a_page(fragment: &str) -> bool {
    fragment
        .trim_start_matches('#')
        .split('&')
        .any(|part| !part.is_empty() && !part.starts_with("lang="))
}

/// The lecture example written as `tree` with the search `options`, if
/// one is.
fn lecture_example(tree: &Tree, options: Options) -> Option<usize> {
    presets().iter().position(|preset| {
        preset.options == options
            && preset
                .written()
                .is_some_and(|text| gametree::parse(text).is_ok_and(|written| written == *tree))
    })
}

/// Whether two addresses carry the same tree (or game) and search,
/// whatever their step and compare mode say.
fn same_search(one: &str, other: &str) -> bool {
    let read = |fragment: &str| {
        let fragment = fragment.trim_start_matches('#');
        let shared = share::decode(fragment).ok()?;
        Some((
            shared.text,
            shared.options,
            share::decode_game(fragment).ok()?,
        ))
    };
    read(one) == read(other)
}

/// The page an address describes (the part after `#`), or why it cannot
/// be opened: the link cannot be read, or its game or tree cannot.
fn read_address(fragment: &str) -> Result<State, Value> {
    let fragment = fragment.trim_start_matches('#');
    if !describes_a_page(fragment) {
        return Ok(State::new());
    }
    let (game, shared) = share::decode(fragment)
        .and_then(|shared| Ok((share::decode_game(fragment)?, shared)))
        .map_err(|error| Value::Reason(error.said().clone()))?;
    let problem = |notice: Notice| Value::Notice(Box::new(notice));
    let (tree, recipe) = match game {
        // A game's tree is built again from its recipe.
        Some(game) => {
            let recipe = Recipe::parse(&game).map_err(|error| {
                problem(Notice::new("page.game-unreadable").reason("problem", error.said().clone()))
            })?;
            let tree = recipe.build(MOST_NODES).map_err(|error| {
                problem(
                    Notice::new("page.game-unbuildable").reason("problem", error.said().clone()),
                )
            })?;
            (tree, Some(recipe))
        }
        None => {
            let tree = gametree::parse(&shared.text).map_err(|error| {
                problem(
                    Notice::new("page.tree-unreadable")
                        .ltr("at", error.position.to_string())
                        .reason("problem", error.said().clone()),
                )
            })?;
            if tree.len() > MOST_NODES {
                let too_large = Notice::new("page.tree-too-large")
                    .number("nodes", tree.len() as f64)
                    .number("most", MOST_NODES as f64);
                return Err(problem(too_large));
            }
            (tree, None)
        }
    };
    // The page plants bugs in compare mode's second search only, where
    // the right search beside it shows what the bug did.
    let options = Options {
        bug: None,
        ..shared.options
    };
    let mut state = State::with_tree(Rc::new(tree), options);
    // A lecture example's own link shows it chosen in the menu.
    state.player.preset = lecture_example(&state.player.tree, options);
    let state = match recipe {
        Some(recipe) => state.built_from(recipe),
        None => state,
    };
    let state = match shared.compare {
        Some(comparison) => state.comparing(comparison),
        None => state,
    };
    // Compare mode is brought to the step too.
    Ok(compare::follow(state.seek(shared.step)))
}

impl State {
    /// The page as a shared address describes it (the part after `#`): that
    /// tree, search and step. An empty address opens the first lecture
    /// example; a broken one opens it too, and says what was wrong.
    pub fn from_address(fragment: &str) -> State {
        read_address(fragment).unwrap_or_else(|problem| State {
            message: Some(Notice::new("page.broken-link").with("problem", problem)),
            ..State::new()
        })
    }

    /// The page as it opens from an address (the part after `#`) and the
    /// tree saved in the browser, written as [`State::saved`] writes it: an
    /// address with a tree wins; without one the saved tree opens, if it
    /// still reads, and otherwise the first lecture example, saying why.
    ///
    /// An address this tab wrote itself, with the saved tree this tab's too
    /// (`ours`), is no newer than that tree: when their trees or searches
    /// differ (a reload within the address's delay after an edit), the
    /// saved tree wins, if it still reads.
    pub fn from_address_or_saved(fragment: &str, saved: Option<&str>, ours: bool) -> State {
        if describes_a_page(fragment) {
            // Only the one shown is built and searched; a saved copy that no
            // longer reads leaves the address's tree.
            let newer = (saved.filter(|saved| ours && !same_search(fragment, saved)))
                .and_then(|saved| read_address(saved).ok());
            return newer.unwrap_or_else(|| State::from_address(fragment));
        }
        let Some(saved) = saved else {
            return State::new();
        };
        read_address(saved).unwrap_or_else(|problem| {
            // A saved copy that no longer reads is said, and its text put in
            // the tree box (the saved tree's text when that much still
            // reads), where the user can mend it; the box keeps it across
            // reloads.
            let text =
                share::decode(saved).map_or_else(|_| saved.to_string(), |shared| shared.text);
            State {
                message: Some(Notice::new("page.saved-unreadable").with("problem", problem)),
                ..State::new().editor_slice(EditorAction::EditText(text))
            }
        })
    }

    /// This page opening `fragment`, an address given to it while it is
    /// open (a link pasted into the tab, Back or Forward): its tree, search
    /// and step, or its exercise, in this page's look, the student's record
    /// kept; nothing changes when it is the address on show or names no
    /// page, and a broken link says so and keeps the tree on show.
    pub(super) fn opened(self, fragment: &str, seed: u64) -> State {
        let fragment = fragment.trim_start_matches('#');
        // An address naming no page (empty, or only a language) opens nothing.
        if fragment == self.address() || !describes_a_page(fragment) {
            return self;
        }
        let opened =
            practice::from_address(fragment, seed).unwrap_or_else(|| State::from_address(fragment));
        // A broken link of a tree says so and keeps the tree on show.
        if opened.practising.exercise.is_none() && opened.message.is_some() {
            return State {
                message: opened.message,
                ..self
            };
        }
        let mut opened = opened.kept_from(&self);
        // The history goes on: the tree left joins it (editor::remember).
        opened.editor.undo = self.editor.undo.clone();
        opened.editor.redo = self.editor.redo.clone();
        opened
    }

    /// What the browser keeps across reloads: the tree and the search, in
    /// the form of an address at step 0.
    pub fn saved(&self) -> String {
        self.encode(0)
    }

    /// The address that brings back this moment: the tree, the search and
    /// the step, or the exercise under way.
    pub fn address(&self) -> String {
        if let Some(practice) = &self.practising.exercise {
            return practice.address(&self.player.text, self.player.options);
        }
        self.encode(self.player.step)
    }

    /// The tree (or the recipe of the game it was built from), the search
    /// and `step`, as an address: a game's recipe is a few characters
    /// where its tree may be megabytes.
    fn encode(&self, step: usize) -> String {
        share_address(
            &self.player.text,
            self.game.as_deref(),
            self.player.options,
            step,
            self.comparison(),
        )
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
        assert_eq!(state.player.preset, Some(0));
        assert_eq!((state.player.step, state.player.lesson.len()), (0, 43));
        assert_eq!(state.player.options.algorithm, Algorithm::AlphaBeta);
        assert_eq!(state.message, None);
    }

    #[test]
    fn a_lecture_examples_own_link_shows_it_chosen_in_the_menu() {
        for index in [1, 2] {
            let example = reduce(
                State::new(),
                &[Action::Player(PlayerAction::LoadPreset(index))],
            );
            let opened = State::from_address(&format!("#{}", example.address()));
            assert_eq!(opened.player.preset, Some(index), "{}", example.address());
        }
        // Another search of the same tree is the user's own.
        let other = reduce(
            State::new(),
            &[Action::Player(PlayerAction::SetAlgorithm(
                Algorithm::Minimax,
            ))],
        );
        assert_eq!(
            State::from_address(&format!("#{}", other.address()))
                .player
                .preset,
            None
        );
    }

    #[test]
    fn an_address_given_to_the_open_page_opens_in_its_look() {
        let page = reduce(
            State::new(),
            &[
                Action::Player(PlayerAction::Seek(5)),
                Action::View(crate::state::ViewAction::ToggleProjector),
            ],
        );
        let same = reduce(
            page.clone(),
            &[Action::OpenAddress {
                fragment: format!("#{}", page.address()),
                seed: 1,
            }],
        );
        assert_eq!(same, page, "the address on show changes nothing");
        let pasted = reduce(
            page.clone(),
            &[Action::OpenAddress {
                fragment: "#t=(1_(2_3))&a=minimax&s=2".into(),
                seed: 1,
            }],
        );
        assert_eq!(&*pasted.player.text, "(1 (2 3))");
        assert_eq!(pasted.player.step, 2);
        assert!(pasted.look.projector, "the page's look stays");
        assert_eq!(
            pasted.editor.undo.last(),
            Some(&page.player.text),
            "undo goes back"
        );
        let exercise = reduce(
            page,
            &[Action::OpenAddress {
                fragment: "#x=cuts".into(),
                seed: 7,
            }],
        );
        assert!(
            exercise.practising.exercise.is_some(),
            "an exercise link opens practice"
        );
    }

    #[test]
    fn an_address_given_to_the_open_page_keeps_its_history_and_tree_when_it_must() {
        let typed = reduce(
            State::new(),
            &[Action::Editor(EditorAction::EditText("(1 (2 3))".into()))],
        );
        assert_eq!(typed.editor.undo.len(), 1);
        // The same tree by another search: the history stays.
        let same_tree = reduce(
            typed.clone(),
            &[Action::OpenAddress {
                fragment: "#t=(1_(2_3))&a=minimax&s=3".into(),
                seed: 1,
            }],
        );
        assert_eq!(
            same_tree.editor.undo, typed.editor.undo,
            "undo still goes back"
        );
        // A broken link says so and keeps the tree; a language alone opens nothing.
        let broken = reduce(
            typed.clone(),
            &[Action::OpenAddress {
                fragment: "#t=((1".into(),
                seed: 1,
            }],
        );
        assert_eq!(broken.player.text, typed.player.text);
        assert_eq!(
            broken.message.map(|notice| notice.key()),
            Some("page.broken-link")
        );
        let language = reduce(
            typed.clone(),
            &[Action::OpenAddress {
                fragment: "#lang=ro".into(),
                seed: 1,
            }],
        );
        assert_eq!(language, typed);
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
        assert_eq!(reopened.player.step, 22);
        assert_eq!(reopened.player.frame, moment.player.frame);
        assert_eq!(reopened.player.options, moment.player.options);
        assert_eq!(reopened.message, None);
    }

    #[test]
    fn a_broken_address_says_so_and_shows_the_default_tree() {
        for address in ["#t=%ZZ", "#t=((1", "#a=best&t=(1_2)", "#garbage"] {
            let state = State::from_address(address);
            assert_eq!(state.player.preset, Some(0), "{address}");
            let message = state.message.expect("a message");
            assert_eq!(message.key(), "page.broken-link", "{address}");
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
        let state = State::from_address_or_saved("", Some(&saved), false);
        assert_eq!(&*state.player.text, "(4 (5 6))");
        assert_eq!(state.player.options.algorithm, Algorithm::Minimax);
        let linked = State::from_address_or_saved("#t=(1_2)", Some(&saved), false);
        assert_eq!(&*linked.player.text, "(1 2)", "an address with a tree wins");
        // Unless this tab wrote it, before the tree saved since.
        let older = State::from_address_or_saved("#t=(1_2)", Some(&saved), true);
        assert_eq!(&*older.player.text, "(4 (5 6))", "the saved tree is newer");
        let same = State::from_address_or_saved(&format!("#{saved}&s=2"), Some(&saved), true);
        assert_eq!(
            same.player.step, 2,
            "the address of the saved tree keeps its step"
        );
        // A saved copy that no longer reads is said, never silently lost.
        let broken = State::from_address_or_saved("", Some("garbage"), false);
        assert_eq!(broken.player.preset, Some(0));
        assert_eq!(
            broken.message.map(|notice| notice.key()),
            Some("page.saved-unreadable")
        );
        assert_eq!(&*broken.editor.draft, "garbage", "kept in the box to mend");
        let unbalanced = State::from_address_or_saved("", Some("t=(4_(5_6)&a=minimax"), false);
        assert_eq!(
            &*unbalanced.editor.draft, "(4 (5 6)",
            "the tree's text, as it still reads"
        );
        assert!(
            unbalanced.editor.draft_error.is_some(),
            "with its parse error"
        );
        let said = crate::strings::notice::tell(&unbalanced.message.expect("a message"));
        assert!(
            said.contains("could not be read") && said.contains("1:9"),
            "{said}"
        );
        assert_eq!(
            State::from_address_or_saved("#", None, false).player.preset,
            Some(0)
        );
        let language_only = State::from_address_or_saved("#lang=ro", Some(&saved), false);
        assert_eq!(
            (&*language_only.player.text, language_only.message),
            ("(4 (5 6))", None),
            "a language alone is no broken link, and the saved tree opens"
        );
    }
}
