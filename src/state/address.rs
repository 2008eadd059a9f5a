//! The state as an address carries it (the part after `#`) and as the
//! browser keeps it across reloads: reading either back into a `State`,
//! and writing the address of the moment on show. Exercise links
//! (`#x=…`) are practice's: see `practice::from_address`; both read the
//! address with the core's one link codec (`gametree::share::Link`).

use super::link::broken;
use super::{practice, EditorAction, State};
use crate::notice::{Notice, Value};
use gametree::games::Recipe;
use gametree::share::{self, Found, Link, Opens};
use gametree::Options;

/// The address of `text` searched with `options` at `step`, or of the game
/// `recipe` built when the tree came from one.
pub fn share_address(
    text: &str,
    recipe: Option<&Recipe>,
    options: Options,
    step: usize,
    compare: Option<share::Comparison>,
) -> String {
    // A game's address carries its recipe, never the tree's text, which
    // is not copied (megabytes, at every step).
    let shared = |text: &str| share::Shared {
        text: text.to_string(),
        options,
        step,
        compare,
    };
    match recipe {
        Some(recipe) => share::encode_game(&recipe.to_string(), &shared("")),
        None => share::encode(&shared(text)),
    }
}

/// Whether two addresses carry the same tree (or game) and search,
/// whatever their step and compare mode say.
fn same_search(one: &str, other: &str) -> bool {
    let read = |address: &str| match Link::read(address).opens {
        Opens::Search(Ok(found)) => Some((found.shared.text, found.shared.options, found.game)),
        _ => None,
    };
    read(one) == read(other)
}

/// The page the tree saved in the browser describes (written as
/// [`State::saved`] writes it), or why it no longer reads.
fn read_saved(saved: &str) -> Result<State, Value> {
    match Link::read(saved).opens {
        Opens::Search(found) => State::from_found(&found),
        // No search: the codec's own reason (the address carries no tree).
        Opens::Nothing | Opens::Exercise { .. } => {
            State::from_found(&share::decode(saved).map(|shared| Found { game: None, shared }))
        }
    }
}

impl State {
    /// The page as a shared address describes it (a whole address, or the
    /// part after `#`): that tree, search and step. An empty address opens
    /// the first lecture example; a broken one opens it too, and says what
    /// was wrong; a part of it the page cannot honour is said too.
    pub fn from_address(address: &str) -> State {
        let link = Link::read(address);
        State::from_link(&link)
    }

    /// The page `link` describes, as [`State::from_address`].
    fn from_link(link: &Link) -> State {
        let opened = match &link.opens {
            Opens::Search(found) => State::from_found(found),
            Opens::Nothing | Opens::Exercise { .. } => Ok(State::new()),
        };
        match opened {
            Ok(state) => state.telling_left_out(link),
            Err(problem) => State {
                message: Some(broken(problem)),
                ..State::new()
            },
        }
    }

    /// The page as it opens from an address (the whole address, or the part
    /// after `#`) and the tree saved in the browser, written as
    /// [`State::saved`] writes it: an address with a tree wins; without one
    /// the saved tree opens, if it still reads, and otherwise the first
    /// lecture example, saying why.
    ///
    /// An address this tab wrote itself, with the saved tree this tab's too
    /// (`ours`), is no newer than that tree: when their trees or searches
    /// differ (a reload within the address's delay after an edit), the
    /// saved tree wins, if it still reads.
    pub fn from_address_or_saved(address: &str, saved: Option<&str>, ours: bool) -> State {
        let link = Link::read(address);
        if link.opens != Opens::Nothing {
            // Only the one shown is built and searched; a saved copy that no
            // longer reads leaves the address's tree.
            let newer = (saved.filter(|saved| ours && !same_search(address, saved)))
                .and_then(|saved| read_saved(saved).ok());
            return newer.unwrap_or_else(|| State::from_link(&link));
        }
        let Some(saved) = saved else {
            return State::from_link(&link);
        };
        match read_saved(saved) {
            Ok(state) => state.telling_left_out(&link),
            Err(problem) => {
                // A saved copy that no longer reads is said, and its text put
                // in the tree box (the saved tree's text when that much still
                // reads), where the user can mend it; the box keeps it across
                // reloads.
                let text =
                    share::decode(saved).map_or_else(|_| saved.to_string(), |shared| shared.text);
                State {
                    message: Some(Notice::new("page.saved-unreadable").with("problem", problem)),
                    ..State::new().editor_slice(EditorAction::EditText(text))
                }
            }
        }
    }

    /// This page opening `fragment`, an address given to it while it is
    /// open (a link pasted into the tab, Back or Forward): its tree, search
    /// and step, or its exercise, in this page's look, the student's record
    /// kept; nothing changes when it is the address on show or names no
    /// page, and a broken link says so and keeps the tree on show.
    pub(super) fn opened(self, fragment: &str, seed: u64) -> State {
        let fragment = fragment.trim_start_matches('#');
        // An address naming no page (empty, or only a language) opens
        // nothing, but says what it leaves out.
        let link = Link::read(fragment);
        if fragment == self.address() || link.opens == Opens::Nothing {
            return self.telling_left_out(&link);
        }
        let opened = match (practice::from_link(&link, seed), &link.opens) {
            (Some(exercise), _) => exercise,
            (None, Opens::Search(found)) => match State::from_found(found) {
                Ok(state) => state.telling_left_out(&link),
                // A broken link of a tree says so and keeps the tree on show.
                Err(problem) => {
                    return State {
                        message: Some(broken(problem)),
                        ..self
                    }
                }
            },
            (None, _) => return self,
        };
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
        for address in ["#t=%ZZ", "#t=((1", "#a=best&t=(1_2)", "#a=minimax"] {
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

    /// The English sentence of the notice of `state`, which must be the
    /// one of a link opened with a part left out.
    fn left_out_said(state: &State) -> String {
        let notice = state.message.as_ref().expect("a notice");
        assert_eq!(notice.key(), "page.link-left-out");
        crate::strings::notice::tell(notice)
    }

    #[test]
    fn a_link_opens_what_it_can_and_says_what_it_leaves_out() {
        let bug = State::from_address("#t=(1_(2_3))&a=alphabeta&bug=1");
        assert_eq!(bug.player.options.algorithm, Algorithm::AlphaBeta);
        assert_eq!(
            (bug.player.options.bug, bug.compare.is_some()),
            (None, false)
        );
        assert_eq!(
            left_out_said(&bug),
            "Part of this link is left out: bug=1: a bug is planted only in a second search, \
             beside the right one (\"a2=\" with \"bug2=\")."
        );
        let second_bug = State::from_address("#t=(1_(2_3))&a=alphabeta&bug2=1");
        assert!(second_bug.compare.is_none());
        assert!(left_out_said(&second_bug).contains("bug2=1 describes a second search"));
        let monte_carlo = State::from_address("#t=(1_(2_3))&a=alphabeta&mc=100,0,1.4,one,visits");
        assert_eq!(monte_carlo.player.options.algorithm, Algorithm::AlphaBeta);
        assert!(left_out_said(&monte_carlo).contains("which alphabeta does not take"));
        let unknown = State::from_address("#garbage");
        assert_eq!(unknown.player.preset, Some(0), "the first lecture example");
        assert!(left_out_said(&unknown).contains("garbage means nothing to this page"));
        let language = State::from_address("https://x.org/lab/?lang=de#t=(1_2)");
        assert_eq!(&*language.player.text, "(1 2)");
        assert!(left_out_said(&language).contains("lang=de names no language of this page"));
        // Written back, the address carries only what the page honoured.
        assert_eq!(bug.address(), "t=(1_(2_3))&a=alphabeta");
    }

    #[test]
    fn a_game_alone_opens_its_tree() {
        let nim = State::from_address("#g=nim,5");
        assert_eq!(nim.message, None);
        assert_eq!(
            nim.game.as_deref().map(ToString::to_string).as_deref(),
            Some("nim,5")
        );
        assert_eq!(nim.address(), "g=nim,5&t=&a=minimax");
        let reopened = State::from_address(&nim.address());
        assert_eq!(reopened.player.tree, nim.player.tree);
    }

    #[test]
    fn a_link_given_to_the_open_page_says_what_it_leaves_out() {
        let pasted = reduce(
            State::new(),
            &[Action::OpenAddress {
                fragment: "#t=(1_(2_3))&a=minimax&zoom=2".into(),
                seed: 1,
            }],
        );
        assert_eq!(&*pasted.player.text, "(1 (2 3))");
        assert!(left_out_said(&pasted).contains("zoom=2 means nothing"));
        let language = reduce(
            State::new(),
            &[Action::OpenAddress {
                fragment: "#lang=xx".into(),
                seed: 1,
            }],
        );
        assert_eq!(language.player.preset, Some(0), "the page stays");
        assert!(left_out_said(&language).contains("lang=xx"));
    }
}
