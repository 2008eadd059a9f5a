//! Everything inside the SVG at one frame: the level captions and one
//! keyed node per placed node. Zooming and panning change the `transform`
//! around it; of a big tree zoomed in, they also hide the nodes far off the
//! screen (`display: none`): the browser repaints every shown node when the
//! view pans, as a followed search does at every step, and most of a big
//! tree is off the screen. Hidden nodes stay in the page, so zooming out
//! shows them again without making them anew.

use super::geometry::{Drawing, LEVEL_HEIGHT};
use super::highlight::Highlight;
use super::monte_carlo::MonteCarloMarks;
use super::node::TreeNode;
use super::proof::ProofMarks;
use super::svg::px;
use super::viewport::Region;
use crate::hooks::use_speaking;
use crate::shared::{ByAddress, Note};
use gametree::explain::edge_scores;
use gametree::marks::{first_skipped, path};
use gametree::{Algorithm, Frame, NodeId};
use std::collections::BTreeSet;
use std::rc::Rc;
use yew::prelude::*;

/// From how many nodes a tree is big enough to hide what is far off the
/// screen; a smaller one is shown whole, so that a screen reader's browse
/// mode reads every node of a lecture tree.
pub const CULLED_FROM: usize = 200;

/// How far past the screen's edge a node is still shown, in the drawing's
/// pixels: its shape, its labels and its window fit in a level's height.
const MARGIN: f64 = LEVEL_HEIGHT;

/// The placed tree at one frame.
#[derive(Properties, PartialEq)]
pub struct TreeLayersProps {
    /// The placed tree.
    pub drawing: ByAddress<Drawing>,
    /// The moment to draw.
    pub frame: ByAddress<Frame>,
    /// Whether to number nodes in visit order.
    pub show_order: bool,
    /// Fold or unfold a node's subtree; the same callback from render to
    /// render, so that unchanged nodes are not redrawn.
    pub on_toggle_collapse: Callback<NodeId>,
    /// The node selected for editing.
    pub selected: Option<NodeId>,
    /// Select a node for editing; steady like `on_toggle_collapse`.
    pub on_select: Callback<NodeId>,
    /// What a student wrote at each node, in an exercise.
    pub notes: Option<Rc<Vec<Note>>>,
    /// Whether proof numbers are kept out of sight (a proof-numbers exercise).
    pub numbers_hidden: bool,
    /// The nodes compare mode's other search sees differently.
    pub differs: Option<Rc<Vec<bool>>>,
    /// The drawing's element id, the stem of its nodes' ids.
    pub tree_id: AttrValue,
    /// What of the drawing is on the screen, when not all of it and the
    /// tree has [`CULLED_FROM`] nodes or more (for a smaller tree it is not
    /// passed, so that a pan does not redraw the layers).
    pub on_screen: Option<Region>,
}

/// The captions and the nodes.
#[component]
pub fn TreeLayers(props: &TreeLayersProps) -> Html {
    use_speaking();
    let drawing = &props.drawing;
    let frame = &props.frame;
    let tree = &drawing.lesson.tree;

    // A frame always comes with its lesson; should one ever lag behind for
    // a render, its nodes read as unvisited rather than stopping the app.
    let node_frame = |id: NodeId| frame.nodes.get(id.index()).copied().unwrap_or_default();
    // Which values are only bounds, by the rule every drawing follows.
    let in_step = frame.nodes.len() == tree.len();
    let bound = |id: NodeId| in_step.then(|| frame.bound(tree, id)).flatten();
    let current = frame.current.filter(|id| id.index() < tree.len());

    let proof_node = |id: NodeId| frame.proof.node(id).copied();
    let options = drawing
        .lesson
        .run
        .as_ref()
        .ok()
        .map(|run| run.trace.options);
    let monte_carlo = options
        .filter(|options| options.algorithm == Algorithm::MonteCarlo)
        .map(|options| options.monte_carlo.exploration);
    // The playout's way down, worked out once rather than once a node
    // (the paths below are sets of their nodes too, not a slot for every
    // node of a tree that may have half a million).
    let on_playout: BTreeSet<NodeId> = match monte_carlo {
        Some(_) => frame.monte_carlo.playout_path(tree).into_iter().collect(),
        None => BTreeSet::new(),
    };
    // The scores a selection writes on its edges, likewise worked out once:
    // a few children's, not a slot for every node of the tree.
    let choosing = frame
        .monte_carlo
        .selection
        .filter(|id| id.index() < tree.len());
    let edge_score: Vec<(NodeId, f64)> =
        match (monte_carlo, choosing.and_then(|id| tree.parent(id))) {
            (Some(c), Some(parent)) => {
                (edge_scores(&frame.monte_carlo.statistics, tree, parent, c).into_iter()).collect()
            }
            _ => Vec::new(),
        };
    let marks = |id: NodeId| match monte_carlo {
        Some(_) => MonteCarloMarks::of(
            tree,
            &frame.monte_carlo,
            id,
            on_playout.contains(&id),
            (edge_score.iter().find(|(child, _)| *child == id)).map(|&(_, score)| score),
        ),
        None => MonteCarloMarks::default(),
    };
    // The path from the root to where the search is, as paper draws it
    // (`gametree::marks::path`): the current node's ancestors, a
    // proof-number search's walk, Monte Carlo tree search's way down its
    // tree (the playout below is dashed).
    let on_path: BTreeSet<NodeId> = (options.filter(|_| in_step))
        .map(|options| path(tree, &options, frame).into_iter().collect())
        .unwrap_or_default();
    // The line of best play, all the way down, once the root has chosen.
    let on_best_line: BTreeSet<NodeId> = (frame.principal_variation(tree).into_iter())
        .skip(1)
        .collect();

    let captions = drawing.captions.iter().map(|caption| {
        html! {
            <text class="level-caption" x={px(drawing.caption_x)} y={px(caption.y)}>
                { caption.text.clone() }
            </text>
        }
    });
    let nodes = drawing.drawn.iter().filter_map(|&id| {
        let place = drawing.place(id)?;
        let parent = tree.parent(id);
        let kept = current == Some(id) || props.selected == Some(id);
        let from = (parent.and_then(|parent| drawing.place(parent)))
            .map_or((place.x, place.y), |parent| (parent.x, parent.y));
        let off_screen = !kept
            && props
                .on_screen
                .is_some_and(|region| !near(region, (place.x, place.y), from));
        // The "//" across the first edge a cut skipped, named as paper names it.
        let skipped = (options.filter(|_| in_step))
            .and_then(|options| first_skipped(tree, &options, frame, id));
        let highlight = Highlight {
            current: current == Some(id),
            on_path: on_path.contains(&id),
            chosen: on_best_line.contains(&id),
            first_skipped: skipped,
            selected: props.selected == Some(id),
            differs: (props.differs.as_ref())
                .is_some_and(|differs| differs.get(id.index()) == Some(&true)),
            off_screen,
        };
        Some(html! {
            <TreeNode
                key={id.index()}
                drawing={drawing.clone()}
                {id}
                frame={node_frame(id)}
                bound={bound(id)}
                {highlight}
                show_order={props.show_order}
                on_toggle_collapse={props.on_toggle_collapse.clone()}
                on_select={props.on_select.clone()}
                note={props.notes.as_ref().and_then(|notes| notes.get(id.index()).cloned())}
                proof={ProofMarks { node: proof_node(id), hidden: props.numbers_hidden }}
                monte_carlo={marks(id)}
                tree_id={props.tree_id.clone()}
            />
        })
    });
    html! {
        <>
            // The captions repeat what every node says of itself.
            <g class="tree-captions" aria-hidden="true">{ for captions }</g>
            // Only a grouping for the eye: the tree's items are its own.
            <g class="tree-nodes" role="none">{ for nodes }</g>
        </>
    }
}

/// Whether a node `at` a point, or the edge into it `from` its parent's,
/// comes within [`MARGIN`] of the `region` on screen.
fn near(region: Region, at: (f64, f64), from: (f64, f64)) -> bool {
    let (left, top, right, bottom) = region;
    from.0.max(at.0) >= left - MARGIN
        && from.0.min(at.0) <= right + MARGIN
        && from.1.max(at.1) >= top - MARGIN
        && from.1.min(at.1) <= bottom + MARGIN
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_node_is_drawn_when_it_or_its_edge_comes_near_the_screen() {
        let screen = (1000.0, 1000.0, 2000.0, 1500.0);
        assert!(
            near(screen, (1500.0, 1200.0), (1500.0, 1000.0)),
            "on screen"
        );
        assert!(
            near(screen, (2100.0, 1200.0), (2100.0, 1000.0)),
            "within the margin"
        );
        // Its parent above the screen and itself below: the edge crosses it.
        assert!(near(screen, (1400.0, 1700.0), (1600.0, 800.0)));
        assert!(
            !near(screen, (5000.0, 1200.0), (4000.0, 1000.0)),
            "far to the right"
        );
        assert!(
            !near(screen, (1500.0, 3000.0), (1500.0, 2800.0)),
            "far below"
        );
    }
}
