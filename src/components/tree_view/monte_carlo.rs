//! What Monte Carlo tree search adds to a node: its visits N and mean
//! reward W/N (from MAX's point of view) beside it, faint while it is not
//! in the search tree; on the edge into it, a width that grows with its
//! share of its parent's visits, the dashes of a playout going down it,
//! and during a selection its UCB1 score, the chosen one lit.

use super::labels::number;
use super::place::Place;
use super::shape::Kind;
use super::svg::px;
use crate::strings::digits;
use gametree::explain::two_places;
use gametree::frame::MonteCarloFrame;
use gametree::marks::{visits_line, visits_share};
use gametree::{NodeId, Tree};
use yew::prelude::*;

/// The gap between the numbers and the shape they belong to.
const NUMBERS_GAP: f64 = 6.0;
/// The distance between the N line and the W/N line.
const LINE_HEIGHT: f64 = 24.0;
/// The width of an edge its child's parent never went down, in pixels.
const THINNEST: f64 = 2.0;
/// How much wider an edge is drawn when all its parent's visits went down it.
const WIDENING: f64 = 10.0;

/// What the drawing shows of a node in a Monte Carlo tree search.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MonteCarloMarks {
    /// The node's statistics; `None` in the other searches.
    pub node: Option<Statistic>,
}

/// One node's numbers and marks at one frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Statistic {
    /// Whether it is in the search tree.
    pub in_tree: bool,
    /// N.
    pub visits: u32,
    /// W / N, from MAX's point of view; `None` before its first visit.
    pub mean: Option<f64>,
    /// Its N over its parent's: how much of its parent's search went here.
    pub share: f64,
    /// Whether the current playout goes down the edge into it.
    pub on_playout: bool,
    /// During a selection at its parent: its UCB1 score as the edge and the
    /// sentence write it (`gametree::explain::edge_scores`), and whether it is
    /// the child chosen.
    pub score: Option<(f64, bool)>,
}

impl MonteCarloMarks {
    /// The marks of `node` in `frame`, a frame of Monte Carlo tree search;
    /// `on_playout` when the current playout went down the edge into it,
    /// and `edge_score` its score when selection is choosing among it and
    /// its siblings (one of [`edge_scores`], worked out once a frame).
    pub fn of(
        tree: &Tree,
        frame: &MonteCarloFrame,
        node: NodeId,
        on_playout: bool,
        edge_score: Option<f64>,
    ) -> MonteCarloMarks {
        let statistics = &frame.statistics;
        let score = edge_score.map(|score| (score, frame.selection == Some(node)));
        MonteCarloMarks {
            node: Some(Statistic {
                in_tree: frame.in_tree(node),
                visits: statistics.visits(node),
                mean: statistics.mean(node),
                share: visits_share(tree, frame, node).unwrap_or(0.0),
                on_playout,
                score,
            }),
        }
    }

    /// The classes of the node and of the edge into it: in the search tree
    /// or faint outside it, dashed down the playout, lit when selection
    /// chose it.
    pub fn classes(&self) -> Classes {
        let Some(node) = self.node else {
            return Classes::new();
        };
        classes!(
            if node.in_tree { "mcts-in" } else { "mcts-out" },
            node.on_playout.then_some("on-playout"),
            node.score
                .is_some_and(|(_, chosen)| chosen)
                .then_some("score-chosen"),
        )
    }

    /// The edge's width, by the share of its parent's visits it took.
    pub fn edge_style(&self) -> Option<String> {
        let node = self.node.filter(|node| node.in_tree)?;
        Some(format!(
            "--visits-width: {}px",
            px(THINNEST + WIDENING * node.share)
        ))
    }

    /// The score written on the edge during a selection: "+∞" for a child
    /// never visited.
    pub fn edge_label(&self) -> Option<String> {
        let (score, _) = self.node?.score?;
        Some(number(score))
    }

    /// What a screen reader says of the numbers, N exact: "N 12, W/N 0.43".
    pub fn spoken(&self) -> Option<String> {
        let (visits, mean) = self.lines()?;
        Some(format!("N {visits}, {mean}"))
    }

    /// N and the W/N line, once the node has been visited.
    fn lines(&self) -> Option<(u32, String)> {
        let node = self.node.filter(|node| node.in_tree && node.visits > 0)?;
        let mean = node
            .mean
            .map_or("–".to_string(), |mean| number(two_places(mean)));
        Some((node.visits, format!("W/N {mean}")))
    }

    /// N and W/N beside an inner node; under a leaf only N, since a
    /// leaf's mean is always its own reward and its value is written.
    pub fn markup(&self, place: &Place) -> Html {
        let Some((visits, mean)) = self.lines() else {
            return Html::default();
        };
        let visits = digits(&visits_line(visits));
        if place.kind == Kind::Leaf {
            let y = place.under_y() + NUMBERS_GAP + LINE_HEIGHT / 2.0;
            return html! {
                <text class="mcts-numbers" y={px(y)} text-anchor="middle">{ visits }</text>
            };
        }
        let (x, first_y) = (place.beside_x(), -LINE_HEIGHT / 2.0);
        html! {
            <text class="mcts-numbers" x={px(x)} y={px(first_y)}>
                <tspan>{ visits }</tspan>
                <tspan x={px(x)} dy={px(LINE_HEIGHT)}>{ mean }</tspan>
            </text>
        }
    }
}
