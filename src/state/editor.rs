//! The editor slice: the tree text box (kept as typed, even while it is no
//! tree), trees read from files or made at random, edits of the selected
//! node, the selection itself, and the undo history every change of tree
//! goes on. The slice owns its state ([`Editor`]) and reads the tree on
//! show; a new tree it asks the page to show, keeping its own text box
//! and selection with it.

use super::{Across, State};
use crate::limits::{characters_over, MOST_CHARACTERS, MOST_NODES};
use crate::notice::Notice;
use crate::shared::same_text;
use gametree::edit;
use gametree::import::{import, Format};
use gametree::random::{random_tree, RandomSpec};
use gametree::{NodeId, Options, ParseError, Player, Probability, Tree, Value};
use std::rc::Rc;

/// How many earlier trees undo can go back to.
pub const UNDO_LIMIT: usize = 100;

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

/// What can happen to the tree and the selection.
#[derive(Clone, Debug, PartialEq)]
pub enum EditorAction {
    /// The user typed in the tree text box: the tree follows whenever the
    /// text is a tree, and the text is kept as typed when it is not.
    EditText(String),
    /// A file's text was read: load its tree, in whichever format it is written.
    Import(String),
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
}

/// The editor slice's own state: the text box, the history, the selection.
#[derive(Clone, Debug, PartialEq)]
pub struct Editor {
    /// What the tree text box holds: the user's own text, kept as typed even
    /// while it is not a tree (then the tree on show is still the last good one).
    pub draft: Rc<str>,
    /// Why `draft` is not a tree, when it is not.
    pub draft_error: Option<ParseError>,
    /// The format the last tree read from a file was read as, to say so.
    pub note: Option<Format>,
    /// The earlier trees in the notation, newest last, for undo (at most [`UNDO_LIMIT`]).
    pub undo: Rc<Vec<Rc<str>>>,
    /// The trees undone, newest last, for redo.
    pub redo: Rc<Vec<Rc<str>>>,
    /// The node picked on the drawing, which the edit bar and the editing keys change.
    pub selected: Option<NodeId>,
}

/// What the editor reads of the player: the tree on show.
pub(super) struct Around<'a> {
    /// The tree on show, which edits change and the selection moves in.
    pub tree: &'a Tree,
    /// The same tree in the notation, which undo keeps.
    pub text: &'a Rc<str>,
    /// The search on show, which a new tree keeps.
    pub options: Options,
}

impl Editor {
    /// The text box holding `text`, with no history and nothing selected.
    pub fn new(text: Rc<str>) -> Editor {
        Editor {
            draft: text,
            draft_error: None,
            note: None,
            undo: Rc::default(),
            redo: Rc::default(),
            selected: None,
        }
    }
}

/// Applies `action` to the editor beside the tree on show (`around`): a
/// new tree (typed, read, made at random, edited, undone) is asked of the
/// page to show, and the editor returned is the one to keep with it; a
/// refusal is asked to be said.
pub(super) fn reduce(
    editor: &Editor,
    action: EditorAction,
    around: &Around,
) -> (Editor, Option<Across>) {
    let editor = editor.clone();
    // Text longer than the page reads is refused unread, at once; typed
    // text stays in the box as it was typed.
    if let EditorAction::EditText(text) | EditorAction::Import(text) = &action {
        let typed = matches!(action, EditorAction::EditText(_));
        let key = if typed {
            "editor.text-too-long"
        } else {
            "editor.file-too-long"
        };
        if let Some(why) = too_long(text, key) {
            let draft = match &action {
                EditorAction::EditText(typed) => typed.as_str().into(),
                _ => editor.draft.clone(),
            };
            let kept = Editor {
                draft,
                draft_error: None,
                ..editor
            };
            return (kept, refusal(why));
        }
    }
    match action {
        EditorAction::EditText(draft) => match gametree::parse(&draft) {
            // Read, but larger than the page shows: kept as typed, not drawn.
            Ok(tree) if tree.len() > MOST_NODES => (
                Editor {
                    draft: draft.into(),
                    draft_error: None,
                    ..editor
                },
                refusal(too_many_nodes(&tree)),
            ),
            Ok(tree) => {
                let changed = tree != *around.tree;
                let typed = Editor {
                    draft: draft.into(),
                    draft_error: None,
                    note: if changed { None } else { editor.note },
                    selected: if changed { None } else { editor.selected },
                    ..editor
                };
                (typed, changed.then(|| shown(tree, around)).flatten())
            }
            Err(error) => (
                Editor {
                    draft: draft.into(),
                    draft_error: Some(error),
                    ..editor
                },
                None,
            ),
        },
        EditorAction::Import(text) => match import(&text) {
            Ok((tree, _)) if tree.len() > MOST_NODES => (editor, refusal(too_many_nodes(&tree))),
            Ok((tree, format)) => (
                Editor {
                    note: Some(format),
                    ..editor.showing(&tree, None)
                },
                shown(tree, around),
            ),
            Err(error) => (
                Editor {
                    note: None,
                    ..editor
                },
                refusal(Notice::new("editor.cannot-import").reason("problem", error.said())),
            ),
        },
        EditorAction::Random(spec) => match random_tree(&spec, MOST_NODES) {
            // A tree whose notation no link or saved copy could carry is
            // refused too: it could not come back after a reload.
            Ok(tree) => match too_long(&tree.to_string(), "editor.random-too-long") {
                Some(why) => (editor, refusal(why)),
                None => (editor.showing(&tree, None), shown(tree, around)),
            },
            Err(error) => (
                editor,
                refusal(Notice::new("editor.cannot-make-random").reason("problem", error.said())),
            ),
        },
        EditorAction::Undo => editor.travel(true, around),
        EditorAction::Redo => editor.travel(false, around),
        EditorAction::Select(selected) => (
            Editor {
                selected: selected.filter(|node| node.index() < around.tree.len()),
                ..editor
            },
            None,
        ),
        EditorAction::SelectNear(near) => match editor.near(near, around.tree) {
            Some(node) => (
                Editor {
                    selected: Some(node),
                    ..editor
                },
                None,
            ),
            None => (editor, None),
        },
        EditorAction::Edit(command) => editor.edit(command, around),
    }
}

/// `tree` to show, searched as the tree on show is.
fn shown(tree: Tree, around: &Around) -> Option<Across> {
    Some(Across::Show {
        tree,
        options: around.options,
        source: None,
    })
}

/// A refusal to say.
fn refusal(why: Notice) -> Option<Across> {
    Some(Across::Refuse(why))
}

/// Why `tree`, read, is not shown: it has more nodes than the page shows.
fn too_many_nodes(tree: &Tree) -> Notice {
    Notice::new("editor.too-many-nodes")
        .number("nodes", tree.len() as f64)
        .number("most", MOST_NODES as f64)
}

/// Why `text` is not read or kept, when it has more characters than the
/// page reads: the notice of `key`, with the length and the most.
fn too_long(text: &str, key: &'static str) -> Option<Notice> {
    characters_over(text).map(|length| {
        Notice::new(key)
            .number("length", length as f64)
            .number("most", MOST_CHARACTERS as f64)
    })
}

/// `next` with the tree of `before` on the undo history when its tree
/// changed: every change of tree but undo and redo goes there, and a new
/// change forgets what was undone.
pub(super) fn remember(before: &State, mut next: State) -> State {
    if !same_text(&next.player.text, &before.player.text) {
        let mut undo = (*before.editor.undo).clone();
        undo.push(before.player.text.clone());
        if undo.len() > UNDO_LIMIT {
            undo.remove(0);
        }
        next.editor.undo = Rc::new(undo);
        next.editor.redo = Rc::default();
    }
    next
}

impl Editor {
    /// The editor once `tree` is on show: the box holds its notation, no
    /// error and no note, and `selected` is picked; the history stays.
    fn showing(self, tree: &Tree, selected: Option<NodeId>) -> Editor {
        Editor {
            draft: tree.to_string().into(),
            draft_error: None,
            note: None,
            selected,
            ..self
        }
    }

    /// Goes back (`undo`) or on again to a tree of the history: the tree
    /// on show moves to the other list.
    fn travel(self, undo: bool, around: &Around) -> (Editor, Option<Across>) {
        let (mut from, mut to) = if undo {
            ((*self.undo).clone(), (*self.redo).clone())
        } else {
            ((*self.redo).clone(), (*self.undo).clone())
        };
        let Some(tree) = from.last().and_then(|text| gametree::parse(text).ok()) else {
            return (self, None);
        };
        from.pop();
        to.push(around.text.clone());
        let (undo, redo) = if undo {
            (Rc::new(from), Rc::new(to))
        } else {
            (Rc::new(to), Rc::new(from))
        };
        let travelled = Editor {
            undo,
            redo,
            ..self.showing(&tree, None)
        };
        (travelled, shown(tree, around))
    }

    /// Applies `command` to the selected node: the new tree loads as a typed
    /// one does, with the selection on the node the edit focuses.
    fn edit(self, command: EditCommand, around: &Around) -> (Editor, Option<Across>) {
        let Some(node) = self.selected else {
            return (self, None);
        };
        let tree = around.tree;
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
            Ok((edited, focus)) if edited == *tree => (
                Editor {
                    selected: Some(focus),
                    ..self
                },
                None,
            ),
            Ok((edited, focus)) => (self.showing(&edited, Some(focus)), shown(edited, around)),
            Err(error) => (
                self,
                refusal(Notice::new("editor.cannot-edit").reason("problem", error.said())),
            ),
        }
    }

    /// The node next to the selected one in direction `near`, if there is one.
    /// From no selection every direction leads to the root.
    fn near(&self, near: Near, tree: &Tree) -> Option<NodeId> {
        let Some(node) = self.selected else {
            return Some(NodeId::ROOT);
        };
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
}

#[cfg(test)]
mod tests {
    use super::EditorAction::*;
    use super::*;
    use crate::state::testing::reduce;
    use crate::state::{Action, PlayerAction, ViewAction};
    use crate::strings::notice::tell;
    use gametree::Algorithm;

    #[test]
    fn typing_a_tree_draws_it_and_keeps_the_options() {
        let state = reduce(
            State::new(),
            &[
                Action::Player(PlayerAction::SetAlgorithm(Algorithm::Minimax)),
                Action::Player(PlayerAction::Seek(5)),
                Action::Editor(EditText("# mine\n((3 12 8) (2 4 6))".into())),
            ],
        );
        assert_eq!(&*state.player.text, "((3 12 8) (2 4 6))");
        assert_eq!(
            &*state.editor.draft, "# mine\n((3 12 8) (2 4 6))",
            "kept as typed"
        );
        assert_eq!(state.editor.draft_error, None);
        assert_eq!(state.player.options.algorithm, Algorithm::Minimax);
        assert_eq!((state.player.step, state.player.preset), (0, None));
        assert_eq!(state.player.tree.len(), 9);
    }

    #[test]
    fn a_text_that_is_no_tree_is_kept_and_the_last_good_tree_stays() {
        let good = reduce(State::new(), &[Action::Editor(EditText("(1 2)".into()))]);
        let state = reduce(
            good.clone(),
            &[Action::Editor(EditText("(1 2\n  (3 x".into()))],
        );
        assert_eq!(&*state.editor.draft, "(1 2\n  (3 x");
        let error = state.editor.draft_error.clone().expect("an error");
        assert_eq!((error.position.line, error.position.column), (2, 7));
        assert_eq!(state.player.tree, good.player.tree);
        assert_eq!(state.player.text, good.player.text);
        assert_eq!(
            state.editor.undo.len(),
            good.editor.undo.len(),
            "no tree change to undo"
        );
        let fixed = reduce(state, &[Action::Editor(EditText("(1 2 (3 4))".into()))]);
        assert_eq!(fixed.editor.draft_error, None);
        assert_eq!(&*fixed.player.text, "(1 2 (3 4))");
    }

    #[test]
    fn a_file_is_read_in_its_own_format_and_says_which() {
        let cases = [
            (
                "(((3)(12)(8))((2)(4)(6))((14)(5)(2)))",
                Format::WrappedLists,
            ),
            ("[[[8],[5]],[[10]]]", Format::WrappedLists),
            ("3 3 3 3\n3 12 8 2 4 6 14 5 2", Format::BreadthFirst),
            ("((3 12 8) (2 4 6))", Format::Notation),
        ];
        for (file, format) in cases {
            let state = reduce(State::new(), &[Action::Editor(Import(file.into()))]);
            assert_eq!(state.editor.note, Some(format), "{file}");
            assert_eq!(
                state.editor.draft, state.player.text,
                "the box shows the notation"
            );
            assert_eq!(state.message, None);
        }
        let json = gametree::json::to_json(&State::new().player.tree);
        let state = reduce(State::new(), &[Action::Editor(Import(json))]);
        assert_eq!(state.editor.note, Some(Format::Json));
        assert_eq!(state.player.tree, State::new().player.tree);
    }

    #[test]
    fn text_longer_than_the_page_reads_is_refused_unread_and_kept_typed() {
        let before = reduce(State::new(), &[Action::Editor(EditText("(1 2)".into()))]);
        let long = format!("({})", "1 ".repeat(crate::limits::MOST_CHARACTERS / 2));
        let state = reduce(before.clone(), &[Action::Editor(EditText(long.clone()))]);
        assert_eq!(state.player.tree, before.player.tree, "not read");
        assert_eq!(&*state.editor.draft, long, "kept in the box as typed");
        let said = tell(&state.message.expect("a message"));
        assert!(
            said.starts_with("This text has 1000002 characters, more than the 1000000"),
            "{said}"
        );
        let state = reduce(before.clone(), &[Action::Editor(Import(long))]);
        assert_eq!(&*state.editor.draft, "(1 2)", "a file's text is not typed");
        assert_eq!(
            state.message.map(|notice| notice.key()),
            Some("editor.file-too-long")
        );
        // Exactly the most is read.
        let most = format!("({})", "1 ".repeat(crate::limits::MOST_CHARACTERS / 2 - 1));
        let state = reduce(before.clone(), &[Action::Editor(EditText(most))]);
        assert_eq!(state.player.tree.len(), crate::limits::MOST_CHARACTERS / 2);
        // Nested brackets fit more nodes in as many characters: read, and
        // refused for its nodes, still kept as typed.
        let nested = format!("{}{}", "(1".repeat(330_000), ")".repeat(330_000));
        let state = reduce(before.clone(), &[Action::Editor(EditText(nested.clone()))]);
        assert_eq!(state.player.tree, before.player.tree, "not drawn");
        assert_eq!(&*state.editor.draft, nested);
        let said = tell(&state.message.expect("a refusal"));
        assert!(
            said.starts_with("This tree has 660000 nodes, more than the 600000"),
            "{said}"
        );
    }

    #[test]
    fn a_file_that_holds_no_tree_says_why_and_keeps_the_tree() {
        let before = reduce(State::new(), &[Action::Editor(EditText("(1 2)".into()))]);
        let state = reduce(before.clone(), &[Action::Editor(Import("(1 2".into()))]);
        assert_eq!(state.player.tree, before.player.tree);
        let message = state.message.expect("a message");
        assert_eq!(message.key(), "editor.cannot-import");
        assert!(tell(&message).contains("1:5"), "{message:?}");
        let too_big = Notice::new("editor.file-too-large")
            .text("name", "big.txt")
            .number("limit", 5.0);
        let state = reduce(before.clone(), &[Action::Refuse(too_big.clone())]);
        assert_eq!(state.message, Some(too_big));
        assert_eq!(state.player.tree, before.player.tree);
    }

    #[test]
    fn a_random_tree_the_page_could_not_keep_is_refused() {
        let too_many = RandomSpec {
            branching: 10..=10,
            depth: 6,
            min: -5,
            max: 5,
            seed: 7,
        };
        let state = reduce(State::new(), &[Action::Editor(Random(too_many.clone()))]);
        let said = tell(&state.message.expect("a refusal"));
        assert!(said.contains("more than 600000 nodes"), "{said}");
        let too_long = RandomSpec {
            branching: 8..=8,
            min: -1000,
            max: 1000,
            ..too_many
        };
        let state = reduce(State::new(), &[Action::Editor(Random(too_long))]);
        assert_eq!(state.player.preset, Some(0), "the tree on show stays");
        let said = tell(&state.message.expect("a refusal"));
        assert!(
            said.starts_with("This random tree's notation would have 1"),
            "{said}"
        );
    }

    #[test]
    fn a_random_tree_is_the_one_the_command_line_makes() {
        let spec = RandomSpec {
            branching: 2..=2,
            depth: 3,
            min: -5,
            max: 5,
            seed: 7,
        };
        let state = reduce(State::new(), &[Action::Editor(Random(spec.clone()))]);
        assert_eq!(
            *state.player.tree,
            random_tree(&spec, crate::limits::MOST_NODES).unwrap()
        );
        assert_eq!(state.editor.undo.len(), 1);
        let refused = reduce(
            state.clone(),
            &[Action::Editor(Random(RandomSpec { min: 9, ..spec }))],
        );
        assert_eq!(refused.player.tree, state.player.tree);
        assert!(refused.message.is_some());
    }

    #[test]
    fn undo_and_redo_go_through_every_change_of_tree() {
        let first = State::new();
        let state = reduce(
            first.clone(),
            &[
                Action::Editor(EditText("(1 2)".into())),
                Action::Editor(EditText("(1 2".into())),
                Action::Editor(EditText("(1 2 3)".into())),
                Action::Player(PlayerAction::LoadPreset(1)),
            ],
        );
        assert_eq!(state.editor.undo.len(), 3);
        let state = reduce(state, &[Action::Editor(Undo)]);
        assert_eq!(&*state.player.text, "(1 2 3)");
        assert_eq!(&*state.editor.draft, "(1 2 3)");
        let state = reduce(state, &[Action::Editor(Undo), Action::Editor(Undo)]);
        assert_eq!(state.player.tree, first.player.tree);
        let state = reduce(state, &[Action::Editor(Undo)]);
        assert_eq!(state.player.tree, first.player.tree, "nothing more to undo");
        assert_eq!(state.editor.redo.len(), 3);
        let state = reduce(state, &[Action::Editor(Redo)]);
        assert_eq!(&*state.player.text, "(1 2)");
        let state = reduce(state, &[Action::Editor(EditText("(5 6)".into()))]);
        assert!(
            state.editor.redo.is_empty(),
            "a new change forgets what was undone"
        );
        assert_eq!(state.editor.undo.len(), 2);
    }

    #[test]
    fn undo_keeps_at_most_a_hundred_trees() {
        let actions: Vec<Action> = (0..150)
            .map(|leaf| Action::Editor(EditText(format!("(1 {leaf})"))))
            .collect();
        let state = reduce(State::new(), &actions);
        assert_eq!(state.editor.undo.len(), UNDO_LIMIT);
        assert_eq!(&*state.editor.undo[0], "(1 49)");
    }

    /// `text` loaded by typing it, with the node at `address` selected.
    fn selected_in(text: &str, address: &str) -> State {
        let state = reduce(State::new(), &[Action::Editor(EditText(text.into()))]);
        let node = state
            .player
            .tree
            .find(address)
            .expect("the address names a node");
        reduce(state, &[Action::Editor(Select(Some(node)))])
    }

    fn edit(state: State, command: EditCommand) -> State {
        reduce(state, &[Action::Editor(Edit(command))])
    }

    #[test]
    fn a_selection_moves_by_the_arrows_and_stays_in_the_tree() {
        let state = selected_in("((1 2) (3 4))", "0");
        let step = |state: State, near| reduce(state, &[Action::Editor(SelectNear(near))]);
        let address = |state: &State| state.player.tree.address(state.editor.selected.unwrap());
        let state = step(state, Near::Next);
        assert_eq!(address(&state), "1");
        let state = step(state, Near::Next);
        assert_eq!(address(&state), "1", "no sibling after the last");
        let state = step(state, Near::FirstChild);
        assert_eq!(address(&state), "1.0");
        let state = step(step(state, Near::Parent), Near::Previous);
        assert_eq!(address(&state), "0");
        let state = reduce(state, &[Action::Editor(Select(Some(NodeId::new(99))))]);
        assert_eq!(state.editor.selected, None, "no such node");
        let state = reduce(state, &[Action::Editor(SelectNear(Near::Parent))]);
        assert_eq!(
            state.editor.selected,
            Some(NodeId::ROOT),
            "from nothing to the root"
        );
    }

    #[test]
    fn adding_a_child_and_a_sibling_loads_the_tree_like_typing() {
        let state = reduce(
            selected_in("5", ""),
            &[Action::Player(PlayerAction::Seek(1))],
        );
        let state = edit(state, EditCommand::AddChild);
        assert_eq!(&*state.player.text, "=5(0)");
        assert_eq!(
            state.editor.draft, state.player.text,
            "the text box shows the new tree"
        );
        assert_eq!((state.player.step, state.editor.undo.len()), (0, 2));
        assert_eq!(
            state.editor.selected,
            Some(NodeId::new(1)),
            "the new child is selected"
        );
        let state = edit(state, EditCommand::AddSibling);
        assert_eq!(&*state.player.text, "=5(0 0)");
        assert_eq!(state.editor.selected, Some(NodeId::new(2)));
        assert!(state.player.lesson.run.is_ok());
    }

    #[test]
    fn deleting_and_moving_follow_the_node_the_edit_focuses() {
        let state = selected_in("((1 2) 3)", "0");
        let moved = edit(state.clone(), EditCommand::Move { left: false });
        assert_eq!(&*moved.player.text, "(3 (1 2))");
        assert_eq!(
            moved.player.tree.address(moved.editor.selected.unwrap()),
            "1"
        );
        let deleted = edit(state, EditCommand::DeleteSubtree);
        assert_eq!(&*deleted.player.text, "(3)");
        assert_eq!(deleted.editor.selected, Some(NodeId::ROOT));
    }

    #[test]
    fn a_dragged_node_lands_where_it_was_dropped() {
        let state = selected_in("(1 2 3)", "2");
        let dropped = edit(state, EditCommand::MoveTo(0));
        assert_eq!(&*dropped.player.text, "(3 1 2)");
        assert_eq!(
            dropped
                .player
                .tree
                .address(dropped.editor.selected.unwrap()),
            "0"
        );
    }

    #[test]
    fn escape_closes_the_shortcut_sheet_before_it_clears_the_selection() {
        let state = reduce(
            selected_in("(1 2)", "1"),
            &[Action::View(ViewAction::ToggleHelp)],
        );
        let state = reduce(state, &[Action::Escape]);
        assert!(!state.look.help);
        assert!(
            state.editor.selected.is_some(),
            "the first Escape closes the sheet"
        );
        let state = reduce(state, &[Action::Escape]);
        assert_eq!(state.editor.selected, None);
    }

    #[test]
    fn values_labels_probabilities_and_the_root_player_are_set_in_place() {
        let state = selected_in("(1 2)", "1");
        let state = edit(state, EditCommand::SetValue(Some(Value::Number(7.5))));
        assert_eq!(&*state.player.text, "(1 7.5)");
        let state = edit(state, EditCommand::SetLabel(Some("B".into())));
        assert_eq!(&*state.player.text, "(1 B=7.5)");
        assert_eq!(
            state.player.tree.address(state.editor.selected.unwrap()),
            "1"
        );
        let state = edit(state, EditCommand::SetRootPlayer(Player::Min));
        assert_eq!(state.player.tree.root_player(), Player::Min);
        let chance = selected_in("(1/2:3 1/2:5)", "0");
        let half = Probability::Decimal(0.5);
        let state = edit(chance, EditCommand::SetProbability(Some(half)));
        assert_eq!(&*state.player.text, "(0.5:3 1/2:5)");
    }

    #[test]
    fn a_refused_edit_keeps_the_tree_and_says_why() {
        let state = selected_in("(1 2)", "");
        let refused = edit(state.clone(), EditCommand::DeleteSubtree);
        assert_eq!(refused.player.tree, state.player.tree);
        assert_eq!(refused.editor.undo.len(), state.editor.undo.len());
        let message = refused.message.expect("a message");
        assert_eq!(message.key(), "editor.cannot-edit");
        assert_eq!(
            tell(&message),
            "That edit cannot be made: the root cannot be deleted: a tree needs at least its root."
        );
        let refused = edit(state.clone(), EditCommand::SetLabel(Some("max".into())));
        assert!(tell(&refused.message.unwrap()).contains("is not a label"));
        assert_eq!(refused.editor.selected, state.editor.selected);
    }

    #[test]
    fn undo_goes_back_before_an_edit_and_redo_comes_back() {
        let state = selected_in("5", "");
        let drawn = edit(edit(state, EditCommand::AddChild), EditCommand::AddSibling);
        assert_eq!(&*drawn.player.text, "=5(0 0)");
        let undone = reduce(drawn, &[Action::Editor(Undo)]);
        assert_eq!(&*undone.player.text, "=5(0)");
        assert_eq!(undone.editor.selected, None);
        let redone = reduce(
            undone,
            &[
                Action::Editor(Undo),
                Action::Editor(Redo),
                Action::Editor(Redo),
            ],
        );
        assert_eq!(&*redone.player.text, "=5(0 0)");
    }
}
