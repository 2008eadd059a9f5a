//! Beginning and leaving an exercise: rules across slices, which
//! `State::across` carries out. An exercise puts its tree on show in the
//! look the page has, keeps what was watched to go back to, and is posed
//! on the search of the tree it shows; leaving brings the watched page
//! back. Also the exercise links (`#x=…`) that open an exercise.

use super::{fresh_setup, Practice, Practising};
use crate::notice::{Notice, Value};
use crate::state::State;
use gametree::exercise::{make, Kind, Level, Setup};
use gametree::games::Recipe;
use gametree::share::{Link, Opens};
use gametree::{Algorithm, Options, Tree};
use std::rc::Rc;

/// An exercise to begin: what is asked, on which tree, searched how.
#[derive(Clone, Debug, PartialEq)]
pub struct Begin {
    /// What the student is asked.
    pub kind: Kind,
    /// The generated exercise's settings, or `None` for the tree on show.
    pub setup: Option<Setup>,
    /// The tree to practise on.
    pub tree: Rc<Tree>,
    /// Its search.
    pub options: Options,
    /// The game the tree was built from, whose board still follows the search.
    pub game: Option<Rc<Recipe>>,
    /// The wins of a win-or-lose game's tree, by node.
    pub wins: Option<Rc<Vec<bool>>>,
}

/// The generated exercise `setup` asks for, or why none can be made.
pub fn generated(setup: Setup) -> Result<Begin, Notice> {
    let exercise = make(&setup).map_err(|error| {
        Notice::new("practice.cannot-make-exercise").with("problem", Value::Exercise(error))
    })?;
    Ok(Begin {
        kind: setup.kind,
        // Named A, B, C… as the slides name nodes, so that answers and
        // sentences can say which node they mean.
        tree: Rc::new(exercise.tree.with_letter_names()),
        options: setup.constraints.options,
        setup: Some(setup),
        game: None,
        wins: None,
    })
}

/// An exercise of `kind` on the tree `watched` shows, searched with the
/// kind's algorithm when the one watched does not fit the kind.
pub fn on_tree(kind: Kind, watched: &State) -> Begin {
    let mut options = watched.player.options;
    // AND-OR search keeps no values to grade: its trees are practised as
    // the minimax trees they also are (OR is MAX, AND is MIN).
    let and_or = options.algorithm == Algorithm::AndOr;
    if !kind.suits(options.algorithm) || options.depth.is_some() || and_or {
        options = Options {
            depth: None,
            ..Options::new(kind.algorithm())
        };
    }
    Begin {
        kind,
        setup: None,
        tree: watched.player.lesson.tree.clone(),
        options,
        // The same tree: a game's board still follows the search.
        game: watched.game.clone(),
        wins: watched.wins.clone(),
    }
}

impl State {
    /// The page practising `begin`: its tree on show in this page's look,
    /// with this page kept to go back to (or the page kept already, when
    /// an exercise is under way); or why the tree does not suit it.
    pub(in crate::state) fn begin_exercise(self, begin: Begin) -> Result<State, Notice> {
        let generated = begin.setup.is_some();
        let mut fresh = self.practising(begin.tree, begin.options);
        fresh.game = begin.game;
        fresh.wins = begin.wins;
        let exercise =
            Practice::new(begin.kind, begin.setup, &fresh.player.lesson).map_err(|reason| {
                match generated {
                    true => Notice::new("practice.cannot-make-exercise").with("problem", reason),
                    false => Notice::new("practice.cannot-practise").with("reason", reason),
                }
            })?;
        // A proof-numbers exercise is posed in the middle of the search.
        let asked_at = exercise.asked_at();
        fresh.practising.exercise = Some(Rc::new(exercise));
        Ok(fresh.seek(asked_at))
    }

    /// The page with the best order of an ordering exercise on show,
    /// playing, the exercise and what was watched kept.
    pub(in crate::state) fn show_best_order(self, best: Rc<Tree>) -> State {
        let options = self.player.options;
        let exercise = self.practising.exercise.clone();
        let mut ordered = self.practising(best, options);
        ordered.practising.exercise = exercise;
        ordered.player.playing = true;
        ordered
    }

    /// Back to the page left when practice began, or to the first lecture
    /// example for an exercise opened from a link; the look's switches and
    /// the record stay.
    pub(in crate::state) fn leave_exercise(self) -> State {
        let watched = self
            .practising
            .watching
            .clone()
            .map_or_else(State::new, |watched| (*watched).clone());
        watched.kept_from(&self)
    }

    /// A fresh page for an exercise on `tree` searched with `options`: the
    /// look, the speed and the record of this page stay, and so does what
    /// was on show before practice began, to go back to.
    fn practising(self, tree: Rc<Tree>, options: Options) -> State {
        let mut fresh = State::with_tree(tree, options);
        fresh.look = fresh.look.with_switches_of(&self.look);
        fresh.player.speed = self.player.speed;
        fresh.practising = Practising {
            exercise: None,
            progress: self.practising.progress,
            watching: match self.practising.exercise {
                Some(_) => self.practising.watching.clone(),
                None => Some(Rc::new(self)),
            },
        };
        fresh
    }
}

/// The exercise an address asks for (`x=…`), if it asks for one: the state
/// practising it, or the message that says why it cannot be read, with a
/// fresh exercise seeded by `seed` in its place, of the kind asked when
/// the link names one. A part of the link the page cannot honour is said.
pub fn from_address(address: &str, seed: u64) -> Option<State> {
    from_link(&Link::read(address), seed)
}

/// The exercise `link` asks for, as [`from_address`].
pub fn from_link(link: &Link, seed: u64) -> Option<State> {
    let Opens::Exercise { code, on } = &link.opens else {
        return None;
    };
    let inner = |notice| Value::Notice(Box::new(notice));
    let parsed = code.parse::<Setup>();
    let asked = (parsed.as_ref().ok().map(|setup| setup.kind)).or(Kind::from_name(code));
    let opened = match (parsed, Kind::from_name(code), on) {
        (Ok(setup), ..) => generated(setup)
            .and_then(|begin| State::new().begin_exercise(begin))
            .map_err(inner),
        (Err(_), Some(kind), Some(found)) => State::from_found(found).and_then(|state| {
            let begin = on_tree(kind, &state);
            state.begin_exercise(begin).map_err(inner)
        }),
        (Err(error), ..) => Err(Value::Reason(error.0)),
    };
    Some(match opened {
        Ok(state) => state.telling_left_out(link),
        Err(problem) => {
            let setup =
                asked.map_or_else(|| fresh_setup(seed), |kind| Level::Medium.setup(kind, seed));
            let fresh = generated(setup)
                .and_then(|begin| State::new().begin_exercise(begin))
                .unwrap_or_default();
            State {
                message: Some(Notice::new("practice.broken-exercise").with("problem", problem)),
                ..fresh
            }
        }
    })
}
