//! A search a link carries, opened as a page: its tree (or its game's)
//! built, searched and brought to the link's step, or why it cannot be;
//! and the notice of the parts of a link the page leaves out. What the
//! address (`address.rs`) and exercise links (`practice::begin`) share.

use super::{compare, State};
use crate::limits::MOST_NODES;
use crate::notice::{Notice, Value};
use gametree::games::Recipe;
use gametree::presets::presets;
use gametree::share::{Found, Link, ShareError};
use gametree::{Options, Tree};
use std::rc::Rc;

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

/// The notice of a link that cannot be opened, saying why.
pub(in crate::state) fn broken(problem: Value) -> Notice {
    Notice::new("page.broken-link").with("problem", problem)
}

impl State {
    /// This page, saying which parts of `link` it leaves out, when it leaves
    /// any out (else saying what it said).
    pub(in crate::state) fn telling_left_out(self, link: &Link) -> State {
        let left_out = link.left_out_said();
        let notice = left_out.map(|said| Notice::new("page.link-left-out").reason("problem", said));
        State {
            message: notice.or(self.message),
            ..self
        }
    }

    /// The page a search read from a link describes, or why it cannot be
    /// opened: the link cannot be read, or its game or tree cannot.
    pub(in crate::state) fn from_found(found: &Result<Found, ShareError>) -> Result<State, Value> {
        let Found { game, shared } = found
            .as_ref()
            .map_err(|error| Value::Reason(error.said().clone()))?;
        let problem = |notice: Notice| Value::Notice(Box::new(notice));
        let (tree, recipe) = match game {
            // A game's tree is built again from its recipe.
            Some(game) => {
                let recipe = Recipe::parse(game).map_err(|error| {
                    problem(
                        Notice::new("page.game-unreadable").reason("problem", error.said().clone()),
                    )
                })?;
                let tree = recipe.build(MOST_NODES).map_err(|error| {
                    problem(
                        Notice::new("page.game-unbuildable")
                            .reason("problem", error.said().clone()),
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
        // the right search beside it shows what the bug did (the link leaves
        // out the first's, and says so).
        let options = shared.options;
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
}
