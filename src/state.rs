//! The app's state and the only place it changes: one `State`, one `Action`,
//! and the reducer that applies an action.

use crate::lesson::Lesson;
use crate::practice::{self, Practice, PracticeAction};
use crate::progress::Progress;
use crate::strings::strings;
use gametree::edit;
use gametree::import::import;
use gametree::presets::{presets, Preset};
use gametree::random::{random_tree, RandomSpec};
use gametree::share;
use gametree::{
    Algorithm, Failure, Frame, NodeId, Options, ParseError, Player, Probability, TieRule, Tree,
    Value,
};
use std::collections::BTreeSet;
use std::rc::Rc;
use yew::prelude::*;

/// Milliseconds between two steps while playing, slowest first.
pub const SPEEDS: [u32; 6] = [2400, 1400, 800, 450, 220, 80];

/// The speed the app starts at: slow enough to read each sentence.
pub const DEFAULT_SPEED: usize = 2;

/// How many nodes a tree may show when it opens. A larger tree opens with
/// its deep subtrees folded: thousands of nodes cannot be read at once, and
/// the browser lays the whole drawing out again at every step.
pub const MOST_NODES_SHOWN: usize = 1_500;

/// How many earlier trees undo can go back to.
pub const UNDO_LIMIT: usize = 100;

/// The colour scheme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// Dark text on a light page.
    Light,
    /// Light text on a dark page.
    Dark,
}

/// How the tree is zoomed and panned; the default shows the whole tree.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    /// 1 shows the whole tree; 2 shows half its width, and so on.
    pub zoom: f64,
    /// The point shown at the centre, as a fraction of the tree's width (0 to 1).
    pub centre_x: f64,
    /// The same, of its height.
    pub centre_y: f64,
}

impl Default for View {
    fn default() -> View {
        View {
            zoom: 1.0,
            centre_x: 0.5,
            centre_y: 0.5,
        }
    }
}

/// Everything the page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// The tree as loaded, before any naming.
    pub tree: Rc<Tree>,
    /// The same tree in the notation, for the address.
    pub text: Rc<str>,
    /// The search and its variant.
    pub options: Options,
    /// Whether unlabelled nodes are named A, B, C… breadth-first.
    pub letter_names: bool,
    /// The tree searched with the options.
    pub lesson: Rc<Lesson>,
    /// How many steps have been played.
    pub step: usize,
    /// The tree after `step` steps.
    pub frame: Rc<Frame>,
    /// Whether the animation runs by itself.
    pub playing: bool,
    /// An index into [`SPEEDS`].
    pub speed: usize,
    /// Whether nodes show the order in which they were visited.
    pub show_order: bool,
    /// The colour scheme.
    pub theme: Theme,
    /// Large type and thick lines for a projector.
    pub projector: bool,
    /// Whether the keyboard shortcut sheet is open.
    pub help: bool,
    /// Inner nodes whose subtrees are folded away.
    pub collapsed: Rc<BTreeSet<NodeId>>,
    /// Zoom and pan.
    pub view: View,
    /// The lecture example on show, if the tree is one.
    pub preset: Option<usize>,
    /// A problem to tell the user about, such as an address that could not be read.
    pub message: Option<AttrValue>,
    /// What the tree text box holds: the user's own text, kept as typed even
    /// while it is not a tree (then `tree` is still the last good one).
    pub draft: Rc<str>,
    /// Why `draft` is not a tree, when it is not.
    pub draft_error: Option<ParseError>,
    /// A short note on the last tree read from a file: which format it was read as.
    pub note: Option<AttrValue>,
    /// The earlier trees in the notation, newest last, for undo (at most [`UNDO_LIMIT`]).
    pub undo: Rc<Vec<Rc<str>>>,
    /// The trees undone, newest last, for redo.
    pub redo: Rc<Vec<Rc<str>>>,
    /// The node picked on the drawing, which the edit bar and the editing keys change.
    pub selected: Option<NodeId>,
    /// The exercise under way, in practice mode.
    pub practice: Option<Rc<Practice>>,
    /// What was on show when practice began, to go back to.
    pub watching: Option<Rc<State>>,
    /// The student's record across exercises.
    pub progress: Progress,
}

/// One edit of the drawn tree, made to the selected node (or the root).
#[derive(Clone, Debug, PartialEq)]
pub enum EditCommand {
    /// Add a leaf as the selected node's last child.
    AddChild,
    /// Add a leaf just after the selected node.
    AddSibling,
    /// Delete the selected node and everything below it.
    DeleteSubtree,
    /// Swap the selected node with its sibling on the left (`true`) or right.
    Move {
        /// Towards the first child.
        left: bool,
    },
    /// Move the selected node to this position among its siblings, where a
    /// drag on the drawing dropped it.
    MoveTo(usize),
    /// Set or clear the selected node's value (a leaf's utility or a static value).
    SetValue(Option<Value>),
    /// Set or clear the selected node's label.
    SetLabel(Option<String>),
    /// Set or clear the probability on the edge into the selected node.
    SetProbability(Option<Probability>),
    /// Choose who moves at the root: MAX or MIN.
    SetRootPlayer(Player),
}

/// Where the selection goes from the selected node, as the arrow keys move it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Near {
    /// The parent.
    Parent,
    /// The first child.
    FirstChild,
    /// The sibling on the left.
    Previous,
    /// The sibling on the right.
    Next,
}

/// Everything that can happen to the state.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Load lecture example number n with its search.
    LoadPreset(usize),
    /// Run another algorithm on the same tree.
    SetAlgorithm(Algorithm),
    /// Stop at this depth, or search the whole tree.
    SetDepth(Option<u32>),
    /// Cut on equality or only on strict inequality.
    SetTies(TieRule),
    /// Fail-soft or fail-hard.
    SetFailure(Failure),
    /// Name unlabelled nodes A, B, C… or not.
    SetLetterNames(bool),
    /// Go to the moment after this many steps.
    Seek(usize),
    /// One step on.
    Forward,
    /// One step back.
    Back,
    /// Back to before the first step.
    ToStart,
    /// On to after the last step.
    ToEnd,
    /// On to the next step that cuts children.
    NextCut,
    /// Start or pause the animation.
    TogglePlay,
    /// Pause the animation (the tab was hidden, say).
    Pause,
    /// The playback timer fired: one step on, pausing at the end.
    Tick,
    /// Play faster.
    Faster,
    /// Play slower.
    Slower,
    /// Show or hide visit-order numbers.
    ToggleOrder,
    /// Switch between the light and dark themes.
    ToggleTheme,
    /// Switch projector mode on or off.
    ToggleProjector,
    /// Open or close the shortcut sheet.
    ToggleHelp,
    /// Close the shortcut sheet.
    CloseHelp,
    /// Escape: close the shortcut sheet if it is open, or else clear the
    /// selection, so that the arrows step through the search again.
    Escape,
    /// Hide the message.
    DismissMessage,
    /// Fold or unfold a node's subtree.
    ToggleCollapse(NodeId),
    /// Zoom by this factor (above 1 zooms in).
    Zoom(f64),
    /// Move the view by this fraction of the tree's width and height.
    Pan(f64, f64),
    /// Show the whole tree.
    Fit,
    /// The user typed in the tree text box: the tree follows whenever the
    /// text is a tree, and the text is kept as typed when it is not.
    EditText(String),
    /// A file's text was read: load its tree, in whichever format it is written.
    Import(String),
    /// A file could not be read: tell the user why and keep the tree.
    Refuse(AttrValue),
    /// Load a random tree made to this spec.
    Random(RandomSpec),
    /// Back to the tree before the last change.
    Undo,
    /// On again to the tree the last undo left.
    Redo,
    /// Select this node of the drawing, or none.
    Select(Option<NodeId>),
    /// Move the selection to a node next to the selected one.
    SelectNear(Near),
    /// Edit the tree at the selected node; a refused edit keeps the tree
    /// and says why.
    Edit(EditCommand),
    /// Something done in practice mode.
    Practice(PracticeAction),
}

impl State {
    /// The page as it opens: the first lecture example, ready to play.
    pub fn new() -> State {
        let Preset { text, options, .. } = presets().swap_remove(0);
        let tree = gametree::parse(&text).expect("the lecture examples parse");
        let mut state = State::with_tree(Rc::new(tree), options);
        state.preset = Some(0);
        state
    }

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
            Ok((tree, shared)) => State::with_tree(Rc::new(tree), shared.options).seek(shared.step),
            Err(problem) => State {
                message: Some((strings().broken_link)(&problem).into()),
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
        })
    }

    /// A fresh state for `tree`, searched with `options`, at step 0.
    pub fn with_tree(tree: Rc<Tree>, options: Options) -> State {
        let lesson = Lesson::new(&tree, &options, false);
        let collapsed = Rc::new(folded_when_large(&tree));
        let text: Rc<str> = tree.to_string().into();
        State {
            frame: Rc::new(lesson.frame(0)),
            draft: text.clone(),
            draft_error: None,
            note: None,
            undo: Rc::default(),
            redo: Rc::default(),
            selected: None,
            text,
            tree,
            options,
            letter_names: false,
            lesson,
            step: 0,
            playing: false,
            speed: DEFAULT_SPEED,
            show_order: false,
            theme: Theme::Light,
            projector: false,
            help: false,
            collapsed,
            view: View::default(),
            preset: None,
            message: None,
            practice: None,
            watching: None,
            progress: Progress::default(),
        }
    }

    /// A fresh state for an exercise on `tree` searched with `options`: the
    /// look and the record of `from` stay, and so does what was on show
    /// before practice began, to go back to.
    pub fn practising(tree: Rc<Tree>, options: Options, from: State) -> State {
        let mut fresh = State::with_tree(tree, options);
        fresh.theme = from.theme;
        fresh.projector = from.projector;
        fresh.speed = from.speed;
        fresh.progress = from.progress;
        fresh.watching = match from.practice {
            Some(_) => from.watching,
            None => Some(Rc::new(from)),
        };
        fresh
    }

    /// The farthest step the animation may show now: all of them, except
    /// while an exercise keeps the answers hidden.
    pub fn limit(&self) -> usize {
        let steps = self.lesson.len();
        self.practice
            .as_ref()
            .map_or(steps, |practice| practice.limit(steps))
    }

    /// Re-runs the search after an option changed; the tree stays and the
    /// animation starts again.
    fn rerun(mut self, options: Options) -> State {
        self.options = options;
        self.lesson = Lesson::new(&self.tree, &options, self.letter_names);
        self.playing = false;
        self.seek(0)
    }

    /// This state with another tree: the options, the look and the undo
    /// history stay, and the search starts again at step 0.
    fn with_new_tree(self, tree: Tree) -> State {
        let mut fresh = State::with_tree(Rc::new(tree), self.options);
        fresh.theme = self.theme;
        fresh.projector = self.projector;
        fresh.show_order = self.show_order;
        fresh.speed = self.speed;
        fresh.letter_names = self.letter_names;
        fresh.undo = self.undo;
        fresh.redo = self.redo;
        fresh.practice = self.practice;
        fresh.watching = self.watching;
        fresh.progress = self.progress;
        if fresh.letter_names {
            let options = fresh.options;
            fresh = fresh.rerun(options);
        }
        fresh
    }

    /// Goes back (`undo`) or on again to a tree of the history: the tree
    /// on show moves to the other list.
    fn travel(self, undo: bool) -> State {
        let (mut from, mut to) = if undo {
            ((*self.undo).clone(), (*self.redo).clone())
        } else {
            ((*self.redo).clone(), (*self.undo).clone())
        };
        let Some(tree) = from.last().and_then(|text| gametree::parse(text).ok()) else {
            return self;
        };
        from.pop();
        to.push(self.text.clone());
        let mut next = self.with_new_tree(tree);
        (next.undo, next.redo) = if undo {
            (Rc::new(from), Rc::new(to))
        } else {
            (Rc::new(to), Rc::new(from))
        };
        next
    }

    /// Applies `command` to the selected node: the new tree loads as a typed
    /// one does, with the selection on the node the edit focuses.
    fn edit(self, command: EditCommand) -> State {
        let Some(node) = self.selected else {
            return self;
        };
        let tree = &self.tree;
        let edited = match command {
            EditCommand::AddChild => edit::add_child(tree, node, None),
            EditCommand::AddSibling => edit::add_sibling(tree, node),
            EditCommand::DeleteSubtree => edit::delete_subtree(tree, node),
            EditCommand::Move { left } => edit::move_child(tree, node, left),
            EditCommand::MoveTo(position) => edit::move_child_to(tree, node, position),
            EditCommand::SetValue(value) => {
                edit::set_value(tree, node, value).map(|edited| (edited, node))
            }
            EditCommand::SetLabel(label) => {
                edit::set_label(tree, node, label.as_deref()).map(|edited| (edited, node))
            }
            EditCommand::SetProbability(probability) => {
                edit::set_probability(tree, node, probability).map(|edited| (edited, node))
            }
            EditCommand::SetRootPlayer(player) => {
                edit::set_root_player(tree, player).map(|edited| (edited, node))
            }
        };
        match edited {
            Ok((tree, focus)) if tree == *self.tree => State {
                selected: Some(focus),
                ..self
            },
            Ok((tree, focus)) => State {
                selected: Some(focus),
                ..self.with_new_tree(tree)
            },
            Err(error) => State {
                message: Some((strings().cannot_edit)(&error.to_string()).into()),
                ..self
            },
        }
    }

    /// The node next to the selected one in direction `near`, if there is one.
    /// From no selection every direction leads to the root.
    fn near(&self, near: Near) -> Option<NodeId> {
        let Some(node) = self.selected else {
            return Some(NodeId::ROOT);
        };
        let tree = &self.tree;
        let siblings = |node| tree.parent(node).map(|parent| tree.children(parent));
        match near {
            Near::Parent => tree.parent(node),
            Near::FirstChild => tree.children(node).first().copied(),
            Near::Previous => {
                let index = tree.child_index(node).checked_sub(1)?;
                siblings(node)?.get(index).copied()
            }
            Near::Next => siblings(node)?.get(tree.child_index(node) + 1).copied(),
        }
    }

    /// This state after `step` steps, or as far as the exercise under way allows.
    pub(crate) fn seek(mut self, step: usize) -> State {
        let step = step.min(self.limit());
        if step == self.step + 1 {
            // One step on: apply it rather than replaying from the start.
            if let Ok(run) = &self.lesson.run {
                let mut frame = (*self.frame).clone();
                frame.apply(&self.lesson.tree, run.step(self.step));
                self.frame = Rc::new(frame);
            }
        } else if step != self.step {
            self.frame = Rc::new(self.lesson.frame(step));
        }
        self.step = step;
        self
    }
}

impl Default for State {
    fn default() -> State {
        State::new()
    }
}

/// The inner nodes to fold so that at most [`MOST_NODES_SHOWN`] nodes are
/// drawn: every inner node at the deepest level whose nodes, with all the
/// levels above, still fit.
fn folded_when_large(tree: &Tree) -> BTreeSet<NodeId> {
    if tree.len() <= MOST_NODES_SHOWN {
        return BTreeSet::new();
    }
    let mut per_level: Vec<usize> = Vec::new();
    for id in tree.ids() {
        let depth = tree.depth(id) as usize;
        if per_level.len() <= depth {
            per_level.resize(depth + 1, 0);
        }
        per_level[depth] += 1;
    }
    let mut shown = 0;
    let mut deepest = 0;
    for (depth, count) in per_level.iter().enumerate() {
        shown += count;
        if shown > MOST_NODES_SHOWN {
            break;
        }
        deepest = depth;
    }
    tree.ids()
        .filter(|&id| tree.depth(id) as usize == deepest && !tree.node(id).is_leaf())
        .collect()
}

/// Options that only pruning searches take are reset for the others, so that
/// switching algorithm never makes an unsuitable combination.
fn options_for(algorithm: Algorithm, old: Options) -> Options {
    let mut options = Options { algorithm, ..old };
    if !algorithm.prunes() {
        options.ties = TieRule::default();
        options.failure = Failure::default();
    }
    options
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let state = (*self).clone();
        if let Some(practice) = &state.practice {
            if !practice.allows(&action) {
                return Rc::new(State {
                    message: Some(strings().practice.fixed_in_practice.into()),
                    ..state
                });
            }
            if let Some(reply) = practice.leaf_reply(&state.lesson.tree, &action) {
                return Rc::new(practice::reduce(state, reply));
            }
        }
        let last = state.lesson.len();
        // Undo and redo move through the history themselves; every other
        // change of tree is recorded below.
        let records = !matches!(action, Action::Undo | Action::Redo);
        let mut next = match action {
            Action::LoadPreset(index) => match presets().into_iter().nth(index) {
                Some(preset) => match gametree::parse(&preset.text) {
                    Ok(tree) => {
                        let mut fresh = State::with_tree(Rc::new(tree), preset.options);
                        fresh.preset = Some(index);
                        fresh.theme = state.theme;
                        fresh.projector = state.projector;
                        fresh.show_order = state.show_order;
                        fresh.speed = state.speed;
                        fresh.letter_names = state.letter_names;
                        fresh.progress = state.progress;
                        let options = fresh.options;
                        fresh.rerun(options)
                    }
                    Err(_) => state,
                },
                None => state,
            },
            Action::SetAlgorithm(algorithm) => {
                let options = options_for(algorithm, state.options);
                state.rerun(options)
            }
            Action::SetDepth(depth) => {
                let options = Options {
                    depth,
                    ..state.options
                };
                state.rerun(options)
            }
            Action::SetTies(ties) => {
                let options = Options {
                    ties,
                    ..state.options
                };
                state.rerun(options)
            }
            Action::SetFailure(failure) => {
                let options = Options {
                    failure,
                    ..state.options
                };
                state.rerun(options)
            }
            Action::SetLetterNames(letter_names) => {
                let step = state.step;
                let options = state.options;
                let mut renamed = State {
                    letter_names,
                    ..state
                };
                renamed.lesson = Lesson::new(&renamed.tree, &options, letter_names);
                renamed.frame = Rc::new(renamed.lesson.frame(step));
                renamed
            }
            Action::Seek(step) => State {
                playing: false,
                ..state
            }
            .seek(step),
            Action::Forward => {
                let step = state.step + 1;
                State {
                    playing: false,
                    ..state
                }
                .seek(step)
            }
            Action::Back => {
                let step = state.step.saturating_sub(1);
                State {
                    playing: false,
                    ..state
                }
                .seek(step)
            }
            Action::ToStart => State {
                playing: false,
                ..state
            }
            .seek(0),
            Action::ToEnd => State {
                playing: false,
                ..state
            }
            .seek(last),
            Action::NextCut => {
                let target = match &state.lesson.run {
                    Ok(run) => run
                        .cut_steps
                        .iter()
                        .find(|&&index| index >= state.step)
                        .map_or(last, |&index| index + 1),
                    Err(_) => 0,
                };
                State {
                    playing: false,
                    ..state
                }
                .seek(target)
            }
            Action::TogglePlay => {
                let playing = !state.playing && last > 0;
                // Playing from the end starts again from the beginning.
                let from = if playing && state.step >= last {
                    0
                } else {
                    state.step
                };
                State { playing, ..state }.seek(from)
            }
            Action::Pause => State {
                playing: false,
                ..state
            },
            Action::Tick if state.playing => {
                let step = state.step + 1;
                let playing = step < state.limit();
                State { playing, ..state }.seek(step)
            }
            Action::Tick => state,
            Action::Faster => State {
                speed: (state.speed + 1).min(SPEEDS.len() - 1),
                ..state
            },
            Action::Slower => State {
                speed: state.speed.saturating_sub(1),
                ..state
            },
            Action::ToggleOrder => State {
                show_order: !state.show_order,
                ..state
            },
            Action::ToggleTheme => State {
                theme: match state.theme {
                    Theme::Light => Theme::Dark,
                    Theme::Dark => Theme::Light,
                },
                ..state
            },
            Action::ToggleProjector => State {
                projector: !state.projector,
                ..state
            },
            Action::ToggleHelp => State {
                help: !state.help,
                ..state
            },
            Action::DismissMessage => State {
                message: None,
                ..state
            },
            Action::CloseHelp => State {
                help: false,
                ..state
            },
            Action::Escape if state.help => State {
                help: false,
                ..state
            },
            Action::Escape => State {
                selected: None,
                ..state
            },
            Action::ToggleCollapse(node) => {
                let mut collapsed = (*state.collapsed).clone();
                if !collapsed.remove(&node) && !state.tree.node(node).is_leaf() {
                    collapsed.insert(node);
                }
                State {
                    collapsed: Rc::new(collapsed),
                    ..state
                }
            }
            Action::Zoom(factor) => State {
                view: View {
                    zoom: (state.view.zoom * factor).clamp(1.0, 40.0),
                    ..state.view
                },
                ..state
            },
            Action::Pan(dx, dy) => State {
                view: View {
                    centre_x: (state.view.centre_x + dx).clamp(0.0, 1.0),
                    centre_y: (state.view.centre_y + dy).clamp(0.0, 1.0),
                    ..state.view
                },
                ..state
            },
            Action::Fit => State {
                view: View::default(),
                ..state
            },
            Action::EditText(draft) => match gametree::parse(&draft) {
                Ok(tree) if tree == *state.tree => State {
                    draft: draft.into(),
                    draft_error: None,
                    ..state
                },
                Ok(tree) => State {
                    draft: draft.into(),
                    ..state.with_new_tree(tree)
                },
                Err(error) => State {
                    draft: draft.into(),
                    draft_error: Some(error),
                    ..state
                },
            },
            Action::Import(text) => match import(&text) {
                Ok((tree, format)) => State {
                    note: Some((strings().read_as)(format.name()).into()),
                    ..state.with_new_tree(tree)
                },
                Err(error) => State {
                    message: Some((strings().cannot_import)(&error.to_string()).into()),
                    note: None,
                    ..state
                },
            },
            Action::Refuse(problem) => State {
                message: Some(problem),
                note: None,
                ..state
            },
            Action::Random(spec) => match random_tree(&spec) {
                Ok(tree) => state.with_new_tree(tree),
                Err(error) => State {
                    message: Some((strings().cannot_make_random)(&error.to_string()).into()),
                    ..state
                },
            },
            Action::Undo => state.travel(true),
            Action::Redo => state.travel(false),
            Action::Select(selected) => State {
                selected: selected.filter(|node| node.index() < state.tree.len()),
                ..state
            },
            Action::SelectNear(near) => match state.near(near) {
                Some(node) => State {
                    selected: Some(node),
                    ..state
                },
                None => state,
            },
            Action::Edit(command) => state.edit(command),
            Action::Practice(action) => practice::reduce(state, action),
        };
        if records && next.text != self.text {
            let mut undo = (*self.undo).clone();
            undo.push(self.text.clone());
            if undo.len() > UNDO_LIMIT {
                undo.remove(0);
            }
            next.undo = Rc::new(undo);
            next.redo = Rc::default();
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reduce(state: State, actions: &[Action]) -> State {
        let mut state = Rc::new(state);
        for action in actions {
            state = state.reduce(action.clone());
        }
        (*state).clone()
    }

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
            &[Action::Seek(22), Action::SetLetterNames(false)],
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
    fn stepping_replays_the_trace() {
        let state = reduce(
            State::new(),
            &[Action::Forward, Action::Forward, Action::Back],
        );
        assert_eq!(state.step, 1);
        assert_eq!(*state.frame, state.lesson.frame(1));
        let state = reduce(state, &[Action::Back, Action::Back]);
        assert_eq!(state.step, 0, "never before the start");
        let state = reduce(state, &[Action::ToEnd, Action::Forward]);
        assert_eq!(state.step, 43, "never past the end");
    }

    #[test]
    fn next_cut_stops_just_after_the_cut_of_c() {
        let state = reduce(State::new(), &[Action::NextCut]);
        let run = state.lesson.run.as_ref().unwrap();
        assert!(matches!(
            run.step(state.step - 1),
            gametree::Step::Cut { .. }
        ));
        assert_eq!(state.frame.cutoffs, 1);
        let state = reduce(state, &[Action::NextCut]);
        assert_eq!(state.step, 43, "no more cuts: on to the end");
    }

    #[test]
    fn changing_the_algorithm_keeps_the_tree_and_restarts() {
        let state = reduce(
            State::new(),
            &[Action::Seek(30), Action::SetTies(TieRule::Strict)],
        );
        assert_eq!(state.step, 0);
        let state = reduce(
            state,
            &[Action::SetAlgorithm(Algorithm::Minimax), Action::ToEnd],
        );
        assert_eq!(
            state.options.ties,
            TieRule::CutOnEqual,
            "minimax takes no tie rule"
        );
        assert_eq!(state.frame.cutoffs, 0);
        assert_eq!(state.tree, State::new().tree);
    }

    #[test]
    fn a_tree_the_algorithm_cannot_take_says_why() {
        let state = reduce(State::new(), &[Action::SetAlgorithm(Algorithm::MaxN)]);
        assert!(state.lesson.run.is_err());
        assert_eq!(state.lesson.len(), 0);
        let state = reduce(state, &[Action::TogglePlay, Action::Forward]);
        assert!(!state.playing);
        assert_eq!(state.step, 0);
    }

    #[test]
    fn playing_stops_at_the_end_and_starts_again_from_the_beginning() {
        let state = reduce(
            State::new(),
            &[Action::Seek(42), Action::TogglePlay, Action::Tick],
        );
        assert_eq!((state.step, state.playing), (43, false));
        let state = reduce(state, &[Action::TogglePlay]);
        assert_eq!((state.step, state.playing), (0, true));
        let state = reduce(state, &[Action::Pause, Action::Tick]);
        assert_eq!(state.step, 0, "no tick while paused");
    }

    #[test]
    fn a_large_tree_opens_with_its_deep_subtrees_folded() {
        let spec = gametree::random::RandomSpec {
            branching: 3..=3,
            depth: 8,
            min: -9,
            max: 9,
            seed: 1,
        };
        let tree = gametree::random::random_tree(&spec).unwrap();
        let state = State::with_tree(Rc::new(tree), Options::new(Algorithm::AlphaBeta));
        // 1 + 3 + … + 3^6 = 1,093 nodes shown; the 729 nodes of depth 6 are folded.
        assert_eq!(state.collapsed.len(), 729);
        assert!(state.collapsed.iter().all(|&id| state.tree.depth(id) == 6));
        let small = State::new();
        assert!(small.collapsed.is_empty());
    }

    #[test]
    fn every_preset_loads() {
        for index in 0..presets().len() {
            let state = reduce(State::new(), &[Action::LoadPreset(index), Action::ToEnd]);
            assert_eq!(state.preset, Some(index));
            assert!(state.lesson.run.is_ok(), "preset {index}");
            assert_eq!(
                state.frame.node(NodeId::ROOT).state,
                gametree::NodeState::Done
            );
        }
    }

    #[test]
    fn typing_a_tree_draws_it_and_keeps_the_options() {
        let state = reduce(
            State::new(),
            &[
                Action::SetAlgorithm(Algorithm::Minimax),
                Action::Seek(5),
                Action::EditText("# mine\n((3 12 8) (2 4 6))".into()),
            ],
        );
        assert_eq!(&*state.text, "((3 12 8) (2 4 6))");
        assert_eq!(&*state.draft, "# mine\n((3 12 8) (2 4 6))", "kept as typed");
        assert_eq!(state.draft_error, None);
        assert_eq!(state.options.algorithm, Algorithm::Minimax);
        assert_eq!((state.step, state.preset), (0, None));
        assert_eq!(state.tree.len(), 9);
    }

    #[test]
    fn a_text_that_is_no_tree_is_kept_and_the_last_good_tree_stays() {
        let good = reduce(State::new(), &[Action::EditText("(1 2)".into())]);
        let state = reduce(good.clone(), &[Action::EditText("(1 2\n  (3 x".into())]);
        assert_eq!(&*state.draft, "(1 2\n  (3 x");
        let error = state.draft_error.clone().expect("an error");
        assert_eq!((error.position.line, error.position.column), (2, 7));
        assert_eq!(state.tree, good.tree);
        assert_eq!(state.text, good.text);
        assert_eq!(state.undo.len(), good.undo.len(), "no tree change to undo");
        let fixed = reduce(state, &[Action::EditText("(1 2 (3 4))".into())]);
        assert_eq!(fixed.draft_error, None);
        assert_eq!(&*fixed.text, "(1 2 (3 4))");
    }

    #[test]
    fn a_file_is_read_in_its_own_format_and_says_which() {
        let cases = [
            (
                "(((3)(12)(8))((2)(4)(6))((14)(5)(2)))",
                "nested lists with wrapped leaves",
            ),
            ("[[[8],[5]],[[10]]]", "nested lists with wrapped leaves"),
            (
                "3 3 3 3\n3 12 8 2 4 6 14 5 2",
                "breadth-first child counts and values",
            ),
            ("((3 12 8) (2 4 6))", "the notation"),
        ];
        for (file, format) in cases {
            let state = reduce(State::new(), &[Action::Import(file.into())]);
            assert_eq!(
                state.note.as_deref(),
                Some(format!("Read as {format}.").as_str()),
                "{file}"
            );
            assert_eq!(state.draft, state.text, "the box shows the notation");
            assert_eq!(state.message, None);
        }
        let json = gametree::json::to_json(&State::new().tree);
        let state = reduce(State::new(), &[Action::Import(json)]);
        assert_eq!(state.note.as_deref(), Some("Read as Minimax Lab JSON."));
        assert_eq!(state.tree, State::new().tree);
    }

    #[test]
    fn a_file_that_holds_no_tree_says_why_and_keeps_the_tree() {
        let before = reduce(State::new(), &[Action::EditText("(1 2)".into())]);
        let state = reduce(before.clone(), &[Action::Import("(1 2".into())]);
        assert_eq!(state.tree, before.tree);
        let message = state.message.expect("a message");
        assert!(message.starts_with("That file holds no tree"), "{message}");
        assert!(message.contains("1:5"), "{message}");
        let state = reduce(before.clone(), &[Action::Refuse("too big".into())]);
        assert_eq!(state.message.as_deref(), Some("too big"));
        assert_eq!(state.tree, before.tree);
    }

    #[test]
    fn a_random_tree_is_the_one_the_command_line_makes() {
        let spec = gametree::random::RandomSpec {
            branching: 2..=2,
            depth: 3,
            min: -5,
            max: 5,
            seed: 7,
        };
        let state = reduce(State::new(), &[Action::Random(spec.clone())]);
        assert_eq!(*state.tree, random_tree(&spec).unwrap());
        assert_eq!(state.undo.len(), 1);
        let refused = reduce(
            state.clone(),
            &[Action::Random(gametree::random::RandomSpec {
                min: 9,
                ..spec
            })],
        );
        assert_eq!(refused.tree, state.tree);
        assert!(refused.message.is_some());
    }

    #[test]
    fn undo_and_redo_go_through_every_change_of_tree() {
        let first = State::new();
        let state = reduce(
            first.clone(),
            &[
                Action::EditText("(1 2)".into()),
                Action::EditText("(1 2".into()),
                Action::EditText("(1 2 3)".into()),
                Action::LoadPreset(1),
            ],
        );
        assert_eq!(state.undo.len(), 3);
        let state = reduce(state, &[Action::Undo]);
        assert_eq!(&*state.text, "(1 2 3)");
        assert_eq!(&*state.draft, "(1 2 3)");
        let state = reduce(state, &[Action::Undo, Action::Undo]);
        assert_eq!(state.tree, first.tree);
        let state = reduce(state, &[Action::Undo]);
        assert_eq!(state.tree, first.tree, "nothing more to undo");
        assert_eq!(state.redo.len(), 3);
        let state = reduce(state, &[Action::Redo]);
        assert_eq!(&*state.text, "(1 2)");
        let state = reduce(state, &[Action::EditText("(5 6)".into())]);
        assert!(
            state.redo.is_empty(),
            "a new change forgets what was undone"
        );
        assert_eq!(state.undo.len(), 2);
    }

    #[test]
    fn undo_keeps_at_most_a_hundred_trees() {
        let actions: Vec<Action> = (0..150)
            .map(|leaf| Action::EditText(format!("(1 {leaf})")))
            .collect();
        let state = reduce(State::new(), &actions);
        assert_eq!(state.undo.len(), UNDO_LIMIT);
        assert_eq!(&*state.undo[0], "(1 49)");
    }

    #[test]
    fn a_saved_tree_opens_when_the_address_has_none() {
        let saved = reduce(
            State::new(),
            &[
                Action::EditText("(4 (5 6))".into()),
                Action::SetAlgorithm(Algorithm::Minimax),
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

    /// `text` loaded by typing it, with the node at `address` selected.
    fn selected_in(text: &str, address: &str) -> State {
        let state = reduce(State::new(), &[Action::EditText(text.into())]);
        let node = state.tree.find(address).expect("the address names a node");
        reduce(state, &[Action::Select(Some(node))])
    }

    fn edit(state: State, command: EditCommand) -> State {
        reduce(state, &[Action::Edit(command)])
    }

    #[test]
    fn a_selection_moves_by_the_arrows_and_stays_in_the_tree() {
        let state = selected_in("((1 2) (3 4))", "0");
        let step = |state: State, near| reduce(state, &[Action::SelectNear(near)]);
        let address = |state: &State| state.tree.address(state.selected.unwrap());
        let state = step(state, Near::Next);
        assert_eq!(address(&state), "1");
        let state = step(state, Near::Next);
        assert_eq!(address(&state), "1", "no sibling after the last");
        let state = step(state, Near::FirstChild);
        assert_eq!(address(&state), "1.0");
        let state = step(step(state, Near::Parent), Near::Previous);
        assert_eq!(address(&state), "0");
        let state = reduce(state, &[Action::Select(Some(NodeId(99)))]);
        assert_eq!(state.selected, None, "no such node");
        let state = reduce(state, &[Action::SelectNear(Near::Parent)]);
        assert_eq!(
            state.selected,
            Some(NodeId::ROOT),
            "from nothing to the root"
        );
    }

    #[test]
    fn adding_a_child_and_a_sibling_loads_the_tree_like_typing() {
        let state = reduce(selected_in("5", ""), &[Action::Seek(1)]);
        let state = edit(state, EditCommand::AddChild);
        assert_eq!(&*state.text, "=5(0)");
        assert_eq!(state.draft, state.text, "the text box shows the new tree");
        assert_eq!((state.step, state.undo.len()), (0, 2));
        assert_eq!(state.selected, Some(NodeId(1)), "the new child is selected");
        let state = edit(state, EditCommand::AddSibling);
        assert_eq!(&*state.text, "=5(0 0)");
        assert_eq!(state.selected, Some(NodeId(2)));
        assert!(state.lesson.run.is_ok());
    }

    #[test]
    fn deleting_and_moving_follow_the_node_the_edit_focuses() {
        let state = selected_in("((1 2) 3)", "0");
        let moved = edit(state.clone(), EditCommand::Move { left: false });
        assert_eq!(&*moved.text, "(3 (1 2))");
        assert_eq!(moved.tree.address(moved.selected.unwrap()), "1");
        let deleted = edit(state, EditCommand::DeleteSubtree);
        assert_eq!(&*deleted.text, "(3)");
        assert_eq!(deleted.selected, Some(NodeId::ROOT));
    }

    #[test]
    fn a_dragged_node_lands_where_it_was_dropped() {
        let state = selected_in("(1 2 3)", "2");
        let dropped = edit(state, EditCommand::MoveTo(0));
        assert_eq!(&*dropped.text, "(3 1 2)");
        assert_eq!(dropped.tree.address(dropped.selected.unwrap()), "0");
    }

    #[test]
    fn escape_closes_the_shortcut_sheet_before_it_clears_the_selection() {
        let state = reduce(selected_in("(1 2)", "1"), &[Action::ToggleHelp]);
        let state = reduce(state, &[Action::Escape]);
        assert!(!state.help);
        assert!(
            state.selected.is_some(),
            "the first Escape closes the sheet"
        );
        let state = reduce(state, &[Action::Escape]);
        assert_eq!(state.selected, None);
    }

    #[test]
    fn values_labels_probabilities_and_the_root_player_are_set_in_place() {
        let state = selected_in("(1 2)", "1");
        let state = edit(state, EditCommand::SetValue(Some(Value::Number(7.5))));
        assert_eq!(&*state.text, "(1 7.5)");
        let state = edit(state, EditCommand::SetLabel(Some("B".into())));
        assert_eq!(&*state.text, "(1 B=7.5)");
        assert_eq!(state.tree.address(state.selected.unwrap()), "1");
        let state = edit(state, EditCommand::SetRootPlayer(Player::Min));
        assert_eq!(state.tree.root_player(), Player::Min);
        let chance = selected_in("(1/2:3 1/2:5)", "0");
        let half = Probability::Decimal(0.5);
        let state = edit(chance, EditCommand::SetProbability(Some(half)));
        assert_eq!(&*state.text, "(0.5:3 1/2:5)");
    }

    #[test]
    fn a_refused_edit_keeps_the_tree_and_says_why() {
        let state = selected_in("(1 2)", "");
        let refused = edit(state.clone(), EditCommand::DeleteSubtree);
        assert_eq!(refused.tree, state.tree);
        assert_eq!(refused.undo.len(), state.undo.len());
        assert_eq!(
            refused.message.as_deref(),
            Some("That edit cannot be made: the root cannot be deleted: a tree needs at least its root.")
        );
        let refused = edit(state.clone(), EditCommand::SetLabel(Some("max".into())));
        assert!(refused.message.unwrap().contains("is not a label"));
        assert_eq!(refused.selected, state.selected);
    }

    #[test]
    fn undo_goes_back_before_an_edit_and_redo_comes_back() {
        let state = selected_in("5", "");
        let drawn = edit(edit(state, EditCommand::AddChild), EditCommand::AddSibling);
        assert_eq!(&*drawn.text, "=5(0 0)");
        let undone = reduce(drawn, &[Action::Undo]);
        assert_eq!(&*undone.text, "=5(0)");
        assert_eq!(undone.selected, None);
        let redone = reduce(undone, &[Action::Undo, Action::Redo, Action::Redo]);
        assert_eq!(&*redone.text, "=5(0 0)");
    }
}
