//! The page's steady callbacks, made once: the drawing's (a big tree has
//! thousands of node components, and a new callback at every render would
//! redraw them all), and the action callback that every panel's domain
//! callbacks are made from (`app/events.rs`), which brings the drawing
//! into sight for an action that shows there.

use crate::components::answer_bar::bring_to_hand;
use crate::hooks::show_the_drawing;
use crate::shared::Pinch;
use crate::state::reveal::Folds;
use crate::state::{Action, EditCommand, EditorAction, State, ViewAction};
use gametree::NodeId;
use std::rc::Rc;
use yew::prelude::*;

/// The callbacks, by what the components call them.
#[derive(Clone)]
pub struct Handlers {
    /// Any action; one that shows something on the tree brings the drawing
    /// into sight first.
    pub on_action: Callback<Action>,
    /// Fold or unfold the subtree under a node.
    pub on_toggle_collapse: Callback<(NodeId, Rc<Folds>)>,
    /// Select a node for editing (never embedded: there the tree is only played).
    pub on_select: Callback<NodeId>,
    /// A tap on a node in an exercise answered on the tree brings the
    /// answer to hand, as Enter does from the keyboard: on a phone the
    /// answer bar is a screen below the drawing.
    pub on_tap: Callback<NodeId>,
    /// Move a node, dragged along its row, to this place among its siblings.
    pub on_reorder: Callback<(NodeId, usize)>,
    /// Zoom by a factor about a point of the drawing.
    pub on_zoom: Callback<(f64, (f64, f64))>,
    /// Pan the drawing by so many pixels.
    pub on_pan: Callback<(f64, f64)>,
    /// A two-finger pinch of the drawing.
    pub on_pinch: Callback<Pinch>,
    /// Close the shortcut sheet.
    pub on_close_help: Callback<()>,
}

/// The callbacks dispatching to the page's state, made again only when the
/// page changes between embedded and not.
#[hook]
pub fn use_handlers(state: &UseReducerHandle<State>, embed: bool) -> Rc<Handlers> {
    use_memo((state.dispatcher(), embed), |(dispatch, embed)| {
        let embed = *embed;
        let (to_act, to_select, to_reorder) =
            (dispatch.clone(), dispatch.clone(), dispatch.clone());
        Handlers {
            on_action: Callback::from(move |action: Action| {
                if action.shows_on_the_drawing() {
                    show_the_drawing();
                }
                to_act.dispatch(action)
            }),
            on_toggle_collapse: send(dispatch, |(node, drawn)| {
                Action::View(ViewAction::ToggleCollapse(node, drawn))
            }),
            on_select: Callback::from(move |node| {
                if !embed {
                    to_select.dispatch(Action::Editor(EditorAction::Select(Some(node))))
                }
            }),
            on_tap: Callback::from(|_node| bring_to_hand()),
            on_reorder: Callback::from(move |(node, position)| {
                to_reorder.dispatch(Action::Editor(EditorAction::Select(Some(node))));
                to_reorder.dispatch(Action::Editor(EditorAction::Edit(EditCommand::MoveTo(
                    position,
                ))));
            }),
            on_zoom: send(dispatch, |(factor, about)| {
                Action::View(ViewAction::Zoom { factor, about })
            }),
            on_pan: send(dispatch, |(dx, dy)| Action::View(ViewAction::Pan(dx, dy))),
            on_pinch: send(dispatch, |pinch| Action::View(ViewAction::Pinch(pinch))),
            on_close_help: send(dispatch, |()| Action::View(ViewAction::CloseHelp)),
        }
    })
}

/// A callback that dispatches the action `make` makes of its value.
fn send<T: 'static>(dispatch: &UseReducerDispatcher<State>, make: fn(T) -> Action) -> Callback<T> {
    let dispatch = dispatch.clone();
    Callback::from(move |value| dispatch.dispatch(make(value)))
}
