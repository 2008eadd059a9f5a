//! The view slice: how the tree is shown, whatever the search does: zoom
//! and pan, folded subtrees, visit-order numbers, the theme, projector
//! mode, quizzing the room, the shortcut sheet and the options folded on a narrow screen. A
//! large tree opens folded here. The slice owns its state ([`Look`]) and
//! its reducer changes nothing else; what it reads of the other slices
//! comes in [`Around`].

use super::reveal::{Folds, MOST_NODES_SHOWN};
use crate::shared::{Pinch, Theme, View, MOST_ZOOM};
use gametree::{NodeId, Tree};
use std::collections::BTreeSet;
use std::rc::Rc;

/// How the tree is shown: the view slice's own state.
#[derive(Clone, Debug, PartialEq)]
pub struct Look {
    /// Whether nodes show the order in which they were visited.
    pub show_order: bool,
    /// The colour scheme.
    pub theme: Theme,
    /// Large type and thick lines for a projector.
    pub projector: bool,
    /// Whether the room is quizzed: → first shows the next step's node
    /// with what the step finds kept back, and reveals it when pressed again.
    pub quiz: bool,
    /// Whether the step on show is asked, its findings not yet revealed.
    pub asking: bool,
    /// Whether the keyboard shortcut sheet is open.
    pub help: bool,
    /// Whether the options are open on a narrow screen, where they fold
    /// away so that the tree, its sentence and its buttons fit together.
    pub options_open: bool,
    /// Inner nodes whose subtrees are folded away.
    pub collapsed: Rc<BTreeSet<NodeId>>,
    /// Zoom and pan.
    pub view: View,
}

impl Look {
    /// How `tree` opens: light, whole, nothing numbered, a large tree folded.
    pub fn new(tree: &Tree) -> Look {
        Look {
            show_order: false,
            theme: Theme::Light,
            projector: false,
            quiz: false,
            asking: false,
            help: false,
            options_open: false,
            collapsed: Rc::new(folded_when_large(tree)),
            view: View::default(),
        }
    }

    /// This look with the page's own switches as `from` has them: the
    /// theme, projector mode and quizzing, which stay whatever tree is on show.
    pub fn with_switches_of(self, from: &Look) -> Look {
        Look {
            theme: from.theme,
            projector: from.projector,
            quiz: from.quiz,
            ..self
        }
    }
}

/// What the view slice reads of the others.
pub struct Around<'a> {
    /// The tree on show: only an inner node folds.
    pub tree: &'a Tree,
    /// The node selected for editing, whose subtree "zoom to subtree" frames.
    pub selected: Option<NodeId>,
    /// The node of the step on show, framed when none is selected.
    pub current: Option<NodeId>,
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
    /// Quiz the room, or stop.
    ToggleQuiz,
    /// Open or close the shortcut sheet.
    ToggleHelp,
    /// Close the shortcut sheet.
    CloseHelp,
    /// Open or fold the options on a narrow screen.
    ToggleOptions,
    /// Fold the options away: Escape, or a step taken from the keyboard.
    CloseOptions,
    /// Fold or unfold a node's subtree as drawn under the folds drawn
    /// now (a big tree's are opened along the search's path).
    ToggleCollapse(NodeId, Rc<Folds>),
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

/// Applies `action` to `look`, reading `around` of the other slices.
pub fn reduce(look: &Look, action: ViewAction, around: &Around) -> Look {
    let look = look.clone();
    match action {
        ViewAction::ToggleOrder => Look {
            show_order: !look.show_order,
            ..look
        },
        ViewAction::ToggleTheme => Look {
            theme: match look.theme {
                Theme::Light => Theme::Dark,
                Theme::Dark => Theme::Light,
            },
            ..look
        },
        ViewAction::ToggleProjector => Look {
            projector: !look.projector,
            ..look
        },
        ViewAction::ToggleQuiz => Look {
            quiz: !look.quiz,
            asking: false,
            ..look
        },
        ViewAction::ToggleHelp => Look {
            help: !look.help,
            ..look
        },
        ViewAction::CloseHelp => Look {
            help: false,
            ..look
        },
        ViewAction::ToggleOptions => Look {
            options_open: !look.options_open,
            ..look
        },
        ViewAction::CloseOptions => Look {
            options_open: false,
            ..look
        },
        ViewAction::ToggleCollapse(node, drawn) => {
            // Toggled as drawn: from the folds drawn now, opened along the
            // path to the current node, its nodes too wide to draw whole
            // kept folded.
            let mut collapsed = drawn.folded.clone();
            collapsed.extend(drawn.runs.iter().map(|&(wide, _)| wide));
            let folded = drawn.folded.contains(&node);
            collapsed.remove(&node);
            if !folded && !around.tree.node(node).is_leaf() {
                collapsed.insert(node);
            }
            Look {
                collapsed: Rc::new(collapsed),
                ..look
            }
        }
        ViewAction::Zoom { factor, about } => Look {
            view: zoom(look.view, factor, about),
            ..look
        },
        ViewAction::Pinch(pinch) => {
            // A view that follows the current node or frames a subtree is
            // not the one asked for: the fingers move the one on screen.
            let view = if look.view.follow || look.view.subtree.is_some() {
                pinch.shown
            } else {
                look.view
            };
            let zoom_now = view.zoom.max(1.0);
            let (x, y) = view.shown_centre();
            let about = (x + pinch.from.0 / zoom_now, y + pinch.from.1 / zoom_now);
            let zoomed = zoom(view, pinch.factor, about);
            // Then the point moves with the fingers, from the centre on show.
            let zoom_now = zoomed.zoom.max(1.0);
            let (x, y) = zoomed.shown_centre();
            Look {
                view: View {
                    centre_x: (x - pinch.shift.0 / zoom_now).clamp(0.0, 1.0),
                    centre_y: (y - pinch.shift.1 / zoom_now).clamp(0.0, 1.0),
                    ..zoomed
                },
                ..look
            }
        }
        ViewAction::ZoomToSubtree => {
            let subtree = match look.view.subtree {
                Some(_) => None,
                None => around.selected.or(around.current).or(Some(NodeId::ROOT)),
            };
            Look {
                view: View {
                    subtree,
                    ..View::whole()
                },
                ..look
            }
        }
        ViewAction::Pan(dx, dy) => Look {
            view: View {
                centre_x: (look.view.centre_x + dx).clamp(0.0, 1.0),
                centre_y: (look.view.centre_y + dy).clamp(0.0, 1.0),
                follow: false,
                subtree: None,
                ..look.view
            },
            ..look
        },
        // The whole tree; asked again, back to following the current node.
        ViewAction::Fit => Look {
            view: View {
                follow: look.view == View::whole(),
                ..View::default()
            },
            ..look
        },
    }
}

/// `view` zoomed by `factor` (above 1 zooms in) about the point `about`,
/// which stays where it is on screen.
fn zoom(view: View, factor: f64, about: (f64, f64)) -> View {
    let zoom = (view.zoom * factor).clamp(1.0, MOST_ZOOM);
    let applied = zoom / view.zoom.max(1.0);
    let (centre_x, centre_y) = view.shown_centre();
    let keep = |centre: f64, about: f64| (about + (centre - about) / applied).clamp(0.0, 1.0);
    View {
        zoom,
        centre_x: keep(centre_x, about.0),
        centre_y: keep(centre_y, about.1),
        follow: false,
        subtree: None,
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
    use super::super::reveal::opened_to;
    use super::super::State;
    use super::*;
    use gametree::{Algorithm, Options};

    /// Applies `action` to the view slice of `state`, as the page's
    /// reducer does.
    fn reduce(state: State, action: ViewAction) -> State {
        state.view_slice(action)
    }

    fn zoomed(state: State, factor: f64, about: (f64, f64)) -> State {
        reduce(state, ViewAction::Zoom { factor, about })
    }

    /// A fold button acts on what is drawn: a node the search's path left
    /// folded opens, and one the path opened folds, whatever the folds the
    /// tree opened with say.
    #[test]
    fn a_fold_button_toggles_the_node_as_drawn() {
        let tree =
            gametree::parse("A(B(E(K=1 L=2) F(M=3 N=4)) C(G(O=5 P=6) H(Q=7 R=8)) D=9)").unwrap();
        let id = |name: &str| tree.ids().find(|&id| tree.name(id) == name).unwrap();
        let look = Look {
            collapsed: Rc::new([id("B"), id("C")].into()),
            ..Look::new(&tree)
        };
        // At N, the path opened B and F and left E folded.
        let around = Around {
            tree: &tree,
            selected: None,
            current: Some(id("N")),
        };
        let written = |node| tree.child_index(node);
        let drawn = opened_to(&tree, &look.collapsed, id("N"), &written);
        let toggle = |node| ViewAction::ToggleCollapse(node, drawn.clone());
        let opened = super::reduce(&look, toggle(id("E")), &around);
        let drawn = opened_to(&tree, &opened.collapsed, id("N"), &written);
        assert!(!drawn.folded.contains(&id("E")), "E opens");
        // F, opened by the path, is folded in what the tree keeps (the
        // path opens it again while the search is under it), E with it.
        let folded = super::reduce(&look, toggle(id("F")), &around);
        assert!(folded.collapsed.contains(&id("F")) && folded.collapsed.contains(&id("E")));
        // Away from the path, C folds and unfolds as before.
        let opened_c = super::reduce(&look, toggle(id("C")), &around);
        assert!(!opened_c.collapsed.contains(&id("C")));
    }

    #[test]
    fn zooming_keeps_the_point_under_the_pointer_in_place() {
        let state = zoomed(State::new(), 2.0, (0.2, 0.8));
        // At zoom 2 the point 0.2 was 0.3 left of the middle, now 0.15.
        assert_eq!(state.look.view.zoom, 2.0);
        assert!(
            (state.look.view.centre_x - 0.35).abs() < 1e-12,
            "{:?}",
            state.look.view
        );
        assert!(
            (state.look.view.centre_y - 0.65).abs() < 1e-12,
            "{:?}",
            state.look.view
        );
        assert!(!state.look.view.follow);
        // Zoomed in again about the same point, it stays put on screen.
        let again = zoomed(state.clone(), 2.0, (0.2, 0.8));
        let on_screen = |view: &View| (0.2 - view.shown_centre().0) * view.zoom;
        assert!((on_screen(&again.look.view) - on_screen(&state.look.view)).abs() < 1e-12);
        // Out to the whole tree, the middle again; never further.
        let out = zoomed(zoomed(again, 0.25, (0.9, 0.1)), 0.5, (0.9, 0.1));
        assert_eq!(out.look.view.zoom, 1.0);
        assert_eq!(out.look.view.shown_centre(), (0.5, 0.5));
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
            pinch(start.look.view, 2.0, (-0.3, 0.3), (0.0, 0.0)),
        );
        assert_eq!(spread.look.view, zoomed(start, 2.0, (0.2, 0.8)).look.view);
        // A second move drawn from the same, older view still starts from
        // the view the first one left: zoom 4, the point still in place.
        let again = reduce(
            spread.clone(),
            pinch(View::default(), 2.0, (-0.3, 0.3), (0.0, 0.0)),
        );
        assert_eq!(again.look.view.zoom, 4.0);
        let on_screen = |view: &View| (0.2 - view.shown_centre().0) * view.zoom;
        assert!((on_screen(&again.look.view) - on_screen(&spread.look.view)).abs() < 1e-12);
        // Both fingers moved a tenth of the width right: the tree goes with
        // them, a tenth of the width at zoom 1, a fortieth at zoom 4.
        let moved = reduce(
            again.clone(),
            pinch(again.look.view, 1.0, (0.0, 0.0), (0.1, 0.0)),
        );
        assert_eq!(moved.look.view.zoom, 4.0);
        let dx = again.look.view.shown_centre().0 - moved.look.view.shown_centre().0;
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
            state.look.view,
            View {
                follow: false,
                ..shown
            }
        );
    }

    #[test]
    fn z_zooms_to_the_selected_subtree_and_back_to_the_whole_tree() {
        let mut state = State::new();
        let child = state.player.tree.children(NodeId::ROOT)[1];
        state.editor.selected = Some(child);
        let zoomed_in = reduce(state, ViewAction::ZoomToSubtree);
        assert_eq!(zoomed_in.look.view.subtree, Some(child));
        assert!(!zoomed_in.look.view.follow);
        // Z again, or F, shows the whole tree.
        let back = reduce(zoomed_in.clone(), ViewAction::ZoomToSubtree);
        assert_eq!(back.look.view, View::whole());
        let fitted = reduce(zoomed_in.clone(), ViewAction::Fit);
        assert_eq!(fitted.look.view, View::whole());
        // A zoom or pan of the wheel or mouse takes over from it.
        let panned = reduce(zoomed_in, ViewAction::Pan(0.1, 0.0));
        assert_eq!(panned.look.view.subtree, None);
        // Nothing selected: the current node's subtree, or the root's.
        let unselected = reduce(State::new(), ViewAction::ZoomToSubtree);
        assert_eq!(unselected.look.view.subtree, Some(NodeId::ROOT));
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
        let tree = gametree::random::random_tree(&spec, gametree::tree::MAX_NODES).unwrap();
        let state = State::with_tree(Rc::new(tree), Options::new(Algorithm::AlphaBeta));
        // 1 + 3 + … + 3^5 = 364 nodes shown; the 243 nodes of depth 5 are folded.
        assert_eq!(state.look.collapsed.len(), 243);
        assert!(state
            .look
            .collapsed
            .iter()
            .all(|&id| state.player.tree.depth(id) == 5));
        let small = State::new();
        assert!(small.look.collapsed.is_empty());
    }
}
