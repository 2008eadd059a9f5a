//! The app's state and the only place it changes: one `State`, one `Action`
//! wrapping one action enum per slice, and a reducer that hands each action
//! to its slice. A new mode is a new slice: its file beside the others
//! with its own struct, action enum and `reduce`; here one field of
//! `State`, one variant of `Action` and one arm of `reduce` (the recipe is
//! ARCHITECTURE.md's "To add a mode").
//!
//! The slices: `player` (the lesson, the step, playback), `editor` (the
//! text box, the undo history, edits, files, random trees, the selection),
//! `view` (zoom, folds, theme, projector, the shortcut sheet), `practice`
//! (the exercise under way), `compare` (a second search beside the first,
//! with its bug hunt in `bug_hunt`),
//! `lab` (the move-ordering lab and its chart), `games` (trees built from
//! games, lambda search, plans, the prisoner's dilemma) and `address`
//! (links and the saved tree).
//!
//! A slice owns its state when its reducer changes only its own struct
//! and reads the others through a small struct of what it needs (its
//! `Around`); what its action asks beyond itself (a tree to show, a
//! refusal to say, an exercise to begin, a step to play) it returns as an
//! `Across`, which `State::across` carries out in one place. Every slice
//! has this form: `player` ([`Player`]), `editor` ([`Editor`], kept with the
//! tree it asks to show), `view` (`Look`), `practice` ([`Practising`]),
//! `lab` (its chart), `games` (`Games`) and `compare` (the second search).
//!
//! The rules across slices, all in `reduce` and `across` below: an
//! exercise first screens every action (`practice::screen`); a tree to
//! show resets the player, the view and the editor but keeps the history
//! and the exercise; an exercise begins by putting its tree on show and
//! keeping the page watched, and leaving brings that page back
//! (`practice/begin.rs`); keeping the lab's order writes the tree anew;
//! compare mode follows the player's tree and step (`compare::follow`);
//! every change of tree but undo and redo goes on the history
//! (`editor::remember`). What the page tells the user is a
//! [`Notice`], data said in the page's language where it is shown.

mod address;
mod bug_hunt;
mod compare;
mod editor;
mod games;
mod lab;
mod link;
mod player;
pub mod practice;
pub mod reveal;
#[cfg(test)]
mod testing;
mod view;

pub use address::share_address;
pub use compare::{as_it_should_read, Compare, CompareAction};
pub use editor::{EditCommand, Editor, EditorAction, Near, UNDO_LIMIT};
pub use games::{GameAction, Games};
pub use lab::{Lab, LabAction};
pub use player::{Player, PlayerAction, DEFAULT_SPEED};
pub use practice::{PracticeAction, Practising};
pub use reveal::MOST_NODES_SHOWN;
pub use view::{Look, ViewAction};

use crate::notice::Notice;
use gametree::exercise::{Kind, Setup};
use gametree::games::Recipe;
use gametree::lang::english;
use gametree::presets::presets;
use gametree::{Algorithm, Options, Tree};
use std::rc::Rc;
use yew::prelude::*;

/// Everything the page shows, its fields grouped by the slice that changes them.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// The lesson on show and its playback (the player slice's own state).
    pub player: Player,

    // Compare mode.
    /// The second search of the same tree, played beside the first.
    pub compare: Option<Rc<Compare>>,

    // The move-ordering lab.
    /// The lab and its chart, while the lab is open.
    pub lab: Option<Rc<Lab>>,

    // The view.
    /// How the tree is shown: zoom, folds, theme, projector mode, the
    /// shortcut sheet (the view slice's own state).
    pub look: Look,

    /// The text box, the undo history and the selection (the editor
    /// slice's own state).
    pub editor: Editor,

    /// The exercise under way, what was watched before it and the
    /// student's record (the practice slice's own state).
    pub practising: Practising,

    // Games.
    /// The recipe the tree on show was built from, until the tree changes.
    pub game: Option<Rc<Recipe>>,
    /// For a win-or-lose game's tree: whether the player to move at each
    /// node wins, by node index.
    pub wins: Option<Rc<Vec<bool>>>,
    /// What the games panels show, whatever tree is on show (the games
    /// slice's own state).
    pub games: Games,

    // Every slice.
    /// A problem to tell the user about, such as an address that could not be read.
    pub message: Option<Notice>,
}

/// Everything that can happen to the state: one slice's action, or one of
/// the few that reach across slices.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Something done to the search or its playback.
    Player(PlayerAction),
    /// Something done to the tree or the selection.
    Editor(EditorAction),
    /// Something done to how the tree is shown.
    View(ViewAction),
    /// Something done in practice mode.
    Practice(PracticeAction),
    /// Something done with a game: a tree built, threats searched.
    Game(GameAction),
    /// Something done to compare mode's second search.
    Compare(CompareAction),
    /// Something done in the move-ordering lab.
    Lab(LabAction),
    /// Escape: close the shortcut sheet if it is open, or else clear the
    /// selection, so that the arrows step through the search again.
    Escape,
    /// Hide the message.
    DismissMessage,
    /// An address was given to the page while it is open (a link pasted
    /// into the tab, Back or Forward): open what it says, in this page's
    /// look, with `seed` for a fresh exercise if it is a broken exercise link.
    OpenAddress {
        /// The address, from `#` on.
        fragment: String,
        /// The seed of the exercise that replaces a broken exercise link.
        seed: u64,
    },
    /// Something the user gave could not be used (a file, a field): tell
    /// the user why and keep everything as it is.
    Refuse(Notice),
}

impl Action {
    /// Whether the action shows its outcome on the drawing rather than
    /// where it was given: another tree (a random one, a file, a game's, a
    /// plan, an exercise) or the search's own answer (a hint, the
    /// solution). The page brings the drawing into sight for it.
    pub fn shows_on_the_drawing(&self) -> bool {
        matches!(
            self,
            Action::Editor(EditorAction::Import(_) | EditorAction::Random(_))
                | Action::Game(
                    GameAction::Build(_)
                        | GameAction::Threats { .. }
                        | GameAction::ShowPlan
                        | GameAction::OpenDilemma
                )
                | Action::Compare(CompareAction::Hunt { .. })
                | Action::Practice(
                    PracticeAction::Start(_)
                        | PracticeAction::StartOnTree(_)
                        | PracticeAction::Hint
                        | PracticeAction::ShowSolution
                )
        )
    }
}

impl State {
    /// The page as it opens: the first lecture example, ready to play.
    pub fn new() -> State {
        let first = presets().swap_remove(0);
        let tree = gametree::parse(&first.text(english())).expect("the lecture examples parse");
        let mut state = State::with_tree(Rc::new(tree), first.options);
        state.player.preset = Some(0);
        state
    }

    /// A fresh state for `tree`, searched with `options`, at step 0, its
    /// unlabelled nodes named A, B, C… so that sentences name them as the
    /// drawing does.
    pub fn with_tree(tree: Rc<Tree>, options: Options) -> State {
        let player = Player::new(tree, options);
        let look = Look::new(&player.tree);
        State {
            editor: Editor::new(player.text.clone()),
            player,
            look,
            compare: None,
            lab: None,
            message: None,
            practising: Practising::default(),
            game: None,
            wins: None,
            games: Games::default(),
        }
    }

    /// A fresh state for `tree`, searched with `options`, at step 0, in
    /// this state's look: the theme, projector mode, visit-order numbers,
    /// speed, letter names and the student's record stay.
    fn with_tree_in_this_look(&self, tree: Rc<Tree>, options: Options) -> State {
        let mut fresh = State::with_tree(tree, options);
        fresh.look = Look {
            show_order: self.look.show_order,
            ..fresh.look.with_switches_of(&self.look)
        };
        fresh.player.speed = self.player.speed;
        fresh.practising.progress = self.practising.progress;
        // The games' panels keep what they show; the tree's recipe goes.
        fresh.games = self.games.clone();
        // The second search follows the first onto the new tree.
        fresh.compare = self.compare.clone();
        fresh.lab = self.lab.clone();
        if !self.player.letter_names {
            fresh.player.letter_names = false;
            fresh = fresh.rerun(options);
        }
        fresh
    }
}

/// What a slice's action asks of the page beyond the slice itself: the
/// rules across slices, carried out in one place ([`State::across`]).
pub(super) enum Across {
    /// Show `tree`, searched with `options`: a new tree, which the player,
    /// the view and the editor's history follow; with where it comes from
    /// when that is a lecture example or a game.
    Show {
        /// The tree.
        tree: Tree,
        /// Its search.
        options: Options,
        /// The lecture example or the game it comes from, if any.
        source: Option<Source>,
    },
    /// Tell the user why the action could not be done; all else stays.
    Refuse(Notice),
    /// Begin the generated exercise of these settings (or say why not).
    Practise(Setup),
    /// Begin an exercise of this kind on the tree watched (or say why not).
    PractiseOnTree(Kind),
    /// Play the search from this step, running or paused (a hint, the
    /// solution, or where an answer leaves it), saying why an answer could
    /// not be read if it could not.
    Seek {
        /// The step.
        step: usize,
        /// Whether the animation runs from there.
        playing: bool,
        /// Why the answer given could not be read.
        refusal: Option<Notice>,
    },
    /// Show an ordering exercise's best order of the children, playing.
    ShowBestOrder(Rc<Tree>),
    /// Leave the exercise for what was watched before it.
    Leave,
}

/// Where a tree to show comes from, when the page keeps that in mind.
pub(super) enum Source {
    /// Lecture example number n (the menu shows it chosen).
    Preset(usize),
    /// A game's rules (the board then follows the search).
    Game(Recipe),
}

impl State {
    /// Carries out what a slice asked of the others, if anything.
    fn across(self, asked: Option<Across>) -> State {
        match asked {
            None => self,
            Some(Across::Show {
                tree,
                options,
                source,
            }) => {
                // A game built while Monte Carlo tree search is watched is
                // searched by it, with the iterations the student chose
                // (but for the AND-OR trees of plans and threats).
                let watched = self.player.options;
                let options = match source {
                    Some(Source::Game(_))
                        if watched.algorithm == Algorithm::MonteCarlo
                            && options.algorithm != Algorithm::AndOr =>
                    {
                        watched
                    }
                    _ => options,
                };
                let mut shown = self;
                shown.player.options = options;
                let mut shown = shown.with_new_tree(tree);
                match source {
                    Some(Source::Preset(index)) => {
                        shown.player.preset = Some(index);
                        shown
                    }
                    Some(Source::Game(recipe)) => shown.built_from(recipe),
                    None => shown,
                }
            }
            Some(Across::Refuse(why)) => State {
                message: Some(why),
                ..self
            },
            Some(Across::Practise(setup)) => {
                let begun =
                    practice::generated(setup).and_then(|begin| self.clone().begin_exercise(begin));
                self.or_refused(begun)
            }
            Some(Across::PractiseOnTree(kind)) => {
                let watched = match &self.practising {
                    Practising {
                        exercise: Some(_),
                        watching: Some(watched),
                        ..
                    } => watched.as_ref(),
                    _ => &self,
                };
                let begin = practice::on_tree(kind, watched);
                let begun = self.clone().begin_exercise(begin);
                self.or_refused(begun)
            }
            Some(Across::Seek {
                step,
                playing,
                refusal,
            }) => {
                let mut sought = self;
                sought.player.playing = playing;
                sought.message = refusal.or(sought.message);
                sought.seek(step)
            }
            Some(Across::ShowBestOrder(best)) => self.show_best_order(best),
            Some(Across::Leave) => self.leave_exercise(),
        }
    }

    /// `done`, or this state telling why it could not be done.
    fn or_refused(self, done: Result<State, Notice>) -> State {
        done.unwrap_or_else(|why| State {
            message: Some(why),
            ..self
        })
    }

    /// The practice slice's reducer, given what it reads of the others.
    fn practice_slice(self, action: PracticeAction) -> State {
        let around = practice::Around {
            lesson: &self.player.lesson,
            step: self.player.step,
            selected: self.editor.selected,
        };
        let (practising, asked) = practice::reduce(&self.practising, action, &around);
        State { practising, ..self }.across(asked)
    }

    /// What the player reads of the other slices.
    fn around_the_player(&self) -> player::Around<'_> {
        player::Around {
            compare: self.compare.as_deref(),
            practice: self.practising.exercise.as_deref(),
        }
    }

    /// The player slice's reducer, given what it reads of the others.
    fn player_slice(self, action: PlayerAction) -> State {
        let (player, asked) = player::reduce(&self.player, action, &self.around_the_player());
        State { player, ..self }.across(asked)
    }

    /// The shared steps the controls run through: the lesson's, or in
    /// compare mode the two searches' together.
    pub fn steps(&self) -> usize {
        self.player.steps(&self.around_the_player())
    }

    /// The farthest step the animation may show now: all of them, except
    /// while an exercise keeps the answers hidden.
    pub fn limit(&self) -> usize {
        self.player.limit(&self.around_the_player())
    }

    /// This state after `step` steps, or as far as the exercise under way
    /// allows (compare mode then keeps pace: `compare::follow`).
    pub(super) fn seek(self, step: usize) -> State {
        let player = self.player.clone().seek(step, &self.around_the_player());
        State { player, ..self }
    }

    /// This state with the search run again with `options`, from step 0.
    pub(super) fn rerun(self, options: Options) -> State {
        let player = self
            .player
            .clone()
            .rerun(options, &self.around_the_player());
        State { player, ..self }
    }

    /// The editor slice's reducer, given what it reads of the player: the
    /// editor it returns is kept with any tree it asks to show.
    fn editor_slice(self, action: EditorAction) -> State {
        let around = editor::Around {
            tree: &self.player.tree,
            text: &self.player.text,
            options: self.player.options,
        };
        let (editor, asked) = editor::reduce(&self.editor, action, &around);
        State {
            editor,
            ..self.across(asked)
        }
    }

    /// This state with another tree: the options, the look and the undo
    /// history stay, and the search starts again at step 0.
    pub(super) fn with_new_tree(self, tree: Tree) -> State {
        let fresh = self.with_tree_in_this_look(Rc::new(tree), self.player.options);
        State {
            editor: Editor {
                undo: self.editor.undo,
                redo: self.editor.redo,
                ..fresh.editor
            },
            practising: self.practising,
            ..fresh
        }
    }

    /// This state taking over what a page keeps whatever it shows, from
    /// `page`: the look's switches (theme, projector…) and the student's record.
    fn kept_from(mut self, page: &State) -> State {
        self.look = self.look.clone().with_switches_of(&page.look);
        self.practising.progress = page.practising.progress;
        self
    }

    /// This state with the step on show asked of the room, or revealed.
    fn asking(self, asking: bool) -> State {
        State {
            look: view::Look {
                asking,
                ..self.look
            },
            ..self
        }
    }

    /// The view slice's reducer, given what it reads of the others.
    fn view_slice(self, action: ViewAction) -> State {
        let around = view::Around {
            tree: &self.player.tree,
            selected: self.editor.selected,
            current: self.player.frame.current,
        };
        State {
            look: view::reduce(&self.look, action, &around),
            ..self
        }
    }
}

impl Default for State {
    fn default() -> State {
        State::new()
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        // An exercise screens every action first.
        let action = practice::screen(&self, &action).unwrap_or(action);
        let state = (*self).clone();
        // Undo and redo move through the history themselves; every other
        // change of tree is remembered below.
        let travels = matches!(
            action,
            Action::Editor(EditorAction::Undo | EditorAction::Redo)
        );
        let next = match action {
            // Quizzing the room, → asks what the next step finds, then reveals it.
            Action::Player(PlayerAction::Forward) if state.look.asking => state.asking(false),
            Action::Player(action) => {
                let asks = state.look.quiz && action == PlayerAction::Forward;
                let step = state.player.step;
                let next = state.player_slice(action);
                let moved = next.player.step != step;
                next.asking(asks && moved)
            }
            Action::Editor(action) => state.editor_slice(action),
            Action::View(action) => state.view_slice(action),
            Action::Practice(action) => state.practice_slice(action),
            Action::Game(action) => {
                let around = games::Around {
                    tree: &state.player.tree,
                    lesson: &state.player.lesson,
                    options: state.player.options,
                };
                let (games, asked) = games::reduce(&state.games, action, &around);
                State { games, ..state }.across(asked)
            }
            Action::Compare(CompareAction::Hunt { seed }) => state.hunting(seed),
            Action::Compare(action) => {
                let progress = bug_hunt::scored(
                    &state.compare,
                    &action,
                    &state.player.text,
                    state.practising.progress,
                );
                let first = compare::First {
                    lesson: &state.player.lesson,
                    options: state.player.options,
                };
                let compare = compare::reduce(&state.compare, action, &first);
                // Compare mode is brought to the step on show; closed, the
                // step comes back within the one search's steps.
                let step = state.player.step;
                let practising = Practising {
                    progress,
                    ..state.practising
                };
                State {
                    compare,
                    practising,
                    ..state
                }
                .seek(step)
            }
            // Keeping the lab's order writes the tree anew: a rule across slices.
            Action::Lab(LabAction::KeepOrder) => lab::keep_order(state),
            Action::Lab(action) => State {
                lab: lab::reduce(&state.lab, action),
                ..state
            },
            Action::Escape if state.look.help => state.view_slice(ViewAction::CloseHelp),
            Action::Escape if state.look.options_open => state.view_slice(ViewAction::CloseOptions),
            Action::Escape => state.editor_slice(EditorAction::Select(None)),
            Action::OpenAddress { fragment, seed } => state.opened(&fragment, seed),
            Action::DismissMessage => State {
                message: None,
                ..state
            },
            // A refusal also takes back the note on the last file read.
            Action::Refuse(problem) => State {
                message: Some(problem),
                editor: Editor {
                    note: None,
                    ..state.editor
                },
                ..state
            },
        };
        let next = compare::follow(next);
        Rc::new(if travels {
            next
        } else {
            editor::remember(&self, next)
        })
    }
}
