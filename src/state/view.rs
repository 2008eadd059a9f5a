//! The view slice: how the tree is shown, whatever the search does: zoom
//! and pan, folded subtrees, visit-order numbers, the theme, projector
//! mode, the shortcut sheet and the options folded on a narrow screen. A large tree opens folded here.

use super::State;
use crate::shared::{Pinch, Theme, View, MOST_ZOOM};
use gametree::{NodeId, Tree};
use std::collections::BTreeSet;
use std::rc::Rc;

/// How many nodes a tree may show when it opens. A larger tree opens with
/// its deep subtrees folded: thousands of nodes cannot be read at once, and
/// the browser lays the whole drawing out again at every step.
pub const MOST_NODES_SHOWN: usize = 1_500;

/// What can happen to how the tree is shown.
#[derive(Clone, Debug, PartialEq)]
pub enum ViewAction {
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
    /// Open or fold the options on a narrow screen.
    ToggleOptions,
    /// Fold or unfold a node's subtree.
    ToggleCollapse(NodeId),
    /// Zoom by `factor` (above 1 zooms in) about the point `about` (as
    /// fractions of the tree's width and height), which stays where it is
    /// on screen: the point under the mouse.
    Zoom {
        /// How much: above 1 zooms in.
        factor: f64,
        /// The point that stays put.
        about: (f64, f64),
    },
    /// Zoom and pan as two fingers moved on a touch screen: the tree's
    /// point between them follows them.
    Pinch(Pinch),
    /// Fill the view with the selected node's subtree (the current node's
    /// when none is selected), so that a class can read one part of a big
    /// tree; asked again, back to the whole tree.
    ZoomToSubtree,
    /// Move the view by this fraction of the tree's width and height.
    Pan(f64, f64),
    /// Show the whole tree.
    Fit,
}

/// Applies `action` to `state`.
pub(super) fn reduce(state: State, action: ViewAction) -> State {
    match action {
        ViewAction::ToggleOrder => State {
            show_order: !state.show_order,
            ..state
        },
        ViewAction::ToggleTheme => State {
            theme: match state.theme {
                Theme::Light => Theme::Dark,
                Theme::Dark => Theme::Light,
            },
            ..state
        },
        ViewAction::ToggleProjector => State {
            projector: !state.projector,
            ..state
        },
        ViewAction::ToggleHelp => State {
            help: !state.help,
            ..state
        },
        ViewAction::CloseHelp => State {
            help: false,
            ..state
        },
        ViewAction::ToggleOptions => State {
            options_open: !state.options_open,
            ..state
        },
        ViewAction::ToggleCollapse(node) => {
            let mut collapsed = (*state.collapsed).clone();
            if !collapsed.remove(&node) && !state.tree.node(node).is_leaf() {
                collapsed.insert(node);
            }
            State {
                collapsed: Rc::new(collapsed),
                ..state
            }
        }
        ViewAction::Zoom { factor, about } => {
            let zoom = (state.view.zoom * factor).clamp(1.0, MOST_ZOOM);
            let applied = zoom / state.view.zoom.max(1.0);
            let (centre_x, centre_y) = state.view.shown_centre();
            let keep =
                |centre: f64, about: f64| (about + (centre - about) / applied).clamp(0.0, 1.0);
            State {
                view: View {
                    zoom,
                    centre_x: keep(centre_x, about.0),
                    centre_y: keep(centre_y, about.1),
                    follow: false,
                    subtree: None,
                },
                ..state
            }
        }
        ViewAction::Pinch(pinch) => {
            // A view that follows the current node or frames a subtree is
            // not the one asked for: the fingers move the one on screen.
            let view = if state.view.follow || state.view.subtree.is_some() {
                pinch.shown
            } else {
                state.view
            };
            let zoom = view.zoom.max(1.0);
            let (x, y) = view.shown_centre();
            let about = (x + pinch.from.0 / zoom, y + pinch.from.1 / zoom);
            let zoomed = reduce(
                State { view, ..state },
                ViewAction::Zoom {
                    factor: pinch.factor,
                    about,
                },
            );
            // Then the point moves with the fingers, from the centre on show.
            let zoom = zoomed.view.zoom.max(1.0);
            let (x, y) = zoomed.view.shown_centre();
            State {
                view: View {
                    centre_x: (x - pinch.shift.0 / zoom).clamp(0.0, 1.0),
                    centre_y: (y - pinch.shift.1 / zoom).clamp(0.0, 1.0),
                    ..zoomed.view
                },
                ..zoomed
            }
        }
        ViewAction::ZoomToSubtree => {
            let subtree = match state.view.subtree {
                Some(_) => None,
                None => state
                    .selected
                    .or(state.frame.current)
                    .or(Some(NodeId::ROOT)),
            };
            State {
                view: View {
                    subtree,
                    ..View::whole()
                },
                ..state
            }
        }
        ViewAction::Pan(dx, dy) => State {
            view: View {
                centre_x: (state.view.centre_x + dx).clamp(0.0, 1.0),
                centre_y: (state.view.centre_y + dy).clamp(0.0, 1.0),
                follow: false,
                subtree: None,
                ..state.view
            },
            ..state
        },
        // The whole tree; asked again, back to following the current node.
        ViewAction::Fit => State {
            view: View {
                follow: state.view == View::whole(),
                ..View::default()
            },
            ..state
        },
    }
}

/// The inner nodes to fold so that at most [`MOST_NODES_SHOWN`] nodes are
/// drawn: every inner node at the deepest level whose nodes, with all the
/// levels above, still fit.
pub(super) fn folded_when_large(tree: &Tree) -> BTreeSet<NodeId> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use gametree::{Algorithm, Options};

    fn zoomed(state: State, factor: f64, about: (f64, f64)) -> State {
        reduce(state, ViewAction::Zoom { factor, about })
    }

    #[test]
    fn zooming_keeps_the_point_under_the_pointer_in_place() {
        let state = zoomed(State::new(), 2.0, (0.2, 0.8));
        // At zoom 2 the point 0.2 was 0.3 left of the middle, now 0.15.
        assert_eq!(state.view.zoom, 2.0);
        assert!(
            (state.view.centre_x - 0.35).abs() < 1e-12,
            "{:?}",
            state.view
        );
        assert!(
            (state.view.centre_y - 0.65).abs() < 1e-12,
            "{:?}",
            state.view
        );
        assert!(!state.view.follow);
        // Zoomed in again about the same point, it stays put on screen.
        let again = zoomed(state.clone(), 2.0, (0.2, 0.8));
        let on_screen = |view: &View| (0.2 - view.shown_centre().0) * view.zoom;
        assert!((on_screen(&again.view) - on_screen(&state.view)).abs() < 1e-12);
        // Out to the whole tree, the middle again; never further.
        let out = zoomed(zoomed(again, 0.25, (0.9, 0.1)), 0.5, (0.9, 0.1));
        assert_eq!(out.view.zoom, 1.0);
        assert_eq!(out.view.shown_centre(), (0.5, 0.5));
    }

    #[test]
    fn a_pinch_keeps_the_point_between_the_fingers_under_them() {
        let pinch = |shown, factor, from, shift| {
            ViewAction::Pinch(Pinch {
                shown,
                factor,
                from,
                shift,
            })
        };
        // Fingers 0.3 left of and below the middle: the wheel's point 0.2, 0.8.
        let start = State::new();
        let spread = reduce(
            start.clone(),
            pinch(start.view, 2.0, (-0.3, 0.3), (0.0, 0.0)),
        );
        assert_eq!(spread.view, zoomed(start, 2.0, (0.2, 0.8)).view);
        // A second move drawn from the same, older view still starts from
        // the view the first one left: zoom 4, the point still in place.
        let again = reduce(
            spread.clone(),
            pinch(View::default(), 2.0, (-0.3, 0.3), (0.0, 0.0)),
        );
        assert_eq!(again.view.zoom, 4.0);
        let on_screen = |view: &View| (0.2 - view.shown_centre().0) * view.zoom;
        assert!((on_screen(&again.view) - on_screen(&spread.view)).abs() < 1e-12);
        // Both fingers moved a tenth of the width right: the tree goes with
        // them, a tenth of the width at zoom 1, a fortieth at zoom 4.
        let moved = reduce(
            again.clone(),
            pinch(again.view, 1.0, (0.0, 0.0), (0.1, 0.0)),
        );
        assert_eq!(moved.view.zoom, 4.0);
        let dx = again.view.shown_centre().0 - moved.view.shown_centre().0;
        assert!((dx - 0.025).abs() < 1e-12, "{dx}");
    }

    #[test]
    fn a_pinch_on_a_view_that_follows_the_current_node_starts_from_the_one_shown() {
        let shown = View {
            zoom: 3.0,
            centre_x: 0.8,
            centre_y: 0.4,
            follow: true,
            subtree: None,
        };
        let state = reduce(
            State::new(),
            ViewAction::Pinch(Pinch {
                shown,
                factor: 1.0,
                from: (0.0, 0.0),
                shift: (0.0, 0.0),
            }),
        );
        assert_eq!(
            state.view,
            View {
                follow: false,
                ..shown
            }
        );
    }

    #[test]
    fn z_zooms_to_the_selected_subtree_and_back_to_the_whole_tree() {
        let mut state = State::new();
        let child = state.tree.children(NodeId::ROOT)[1];
        state.selected = Some(child);
        let zoomed_in = reduce(state, ViewAction::ZoomToSubtree);
        assert_eq!(zoomed_in.view.subtree, Some(child));
        assert!(!zoomed_in.view.follow);
        // Z again, or F, shows the whole tree.
        let back = reduce(zoomed_in.clone(), ViewAction::ZoomToSubtree);
        assert_eq!(back.view, View::whole());
        let fitted = reduce(zoomed_in.clone(), ViewAction::Fit);
        assert_eq!(fitted.view, View::whole());
        // A zoom or pan of the wheel or mouse takes over from it.
        let panned = reduce(zoomed_in, ViewAction::Pan(0.1, 0.0));
        assert_eq!(panned.view.subtree, None);
        // Nothing selected: the current node's subtree, or the root's.
        let unselected = reduce(State::new(), ViewAction::ZoomToSubtree);
        assert_eq!(unselected.view.subtree, Some(NodeId::ROOT));
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
}
