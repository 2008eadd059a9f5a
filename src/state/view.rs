//! The view slice: how the tree is shown, whatever the search does: zoom
//! and pan, folded subtrees, visit-order numbers, the theme, projector
//! mode, the shortcut sheet and the options folded on a narrow screen. A large tree opens folded here.

use super::State;
use crate::shared::View;
use gametree::{NodeId, Tree};
use std::collections::BTreeSet;
use std::rc::Rc;

/// How many nodes a tree may show when it opens. A larger tree opens with
/// its deep subtrees folded: thousands of nodes cannot be read at once, and
/// the browser lays the whole drawing out again at every step.
pub const MOST_NODES_SHOWN: usize = 1_500;

/// The colour scheme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// Dark text on a light page.
    Light,
    /// Light text on a dark page.
    Dark,
}

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
    /// Zoom by this factor (above 1 zooms in).
    Zoom(f64),
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
        ViewAction::Zoom(factor) => State {
            view: View {
                zoom: (state.view.zoom * factor).clamp(1.0, 40.0),
                follow: false,
                ..state.view
            },
            ..state
        },
        ViewAction::Pan(dx, dy) => State {
            view: View {
                centre_x: (state.view.centre_x + dx).clamp(0.0, 1.0),
                centre_y: (state.view.centre_y + dy).clamp(0.0, 1.0),
                follow: false,
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
