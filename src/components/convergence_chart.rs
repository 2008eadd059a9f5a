//! Monte Carlo tree search converging, as a picture: each of the root's
//! children's share of the visits against the iterations, with minimax's
//! move marked in the key and the iteration on show as a vertical line.
//! Moving by most visits, the search plays the child with the largest share.

use super::chart::coordinate;
use crate::lesson::Convergence;
use crate::strings::{mcts, said};
use yew::prelude::*;

/// The chart's size in its own units; it scales to its box.
const WIDTH: f64 = 520.0;
const HEIGHT: f64 = 280.0;
/// Room for the share axis on the left, the iterations below, the key on the right.
const LEFT: f64 = 52.0;
const RIGHT: f64 = 150.0;
const TOP: f64 = 14.0;
const BOTTOM: f64 = 42.0;
/// How many colours the style sheet gives the lines; more children reuse them.
const COLOURS: usize = 6;
/// The most children the key names one by one.
const KEYED: usize = 10;

/// The chart of `convergence`, the root's children named `names`, at
/// iteration `now`. A plain function: it keeps no state.
pub fn convergence_chart(convergence: &Convergence, names: &[String], now: u32) -> Html {
    let history = &convergence.history;
    let last = history.iterations.last().copied().unwrap_or(0).max(1);
    let x = |iteration: u32| LEFT + f64::from(iteration) / f64::from(last) * plot_width();
    let y = |share: f64| TOP + (1.0 - share) * plot_height();
    let ticks = [0.0, 0.25, 0.5, 0.75, 1.0].map(|share| {
        let at = y(share);
        html! {
            <g class="chart-tick">
                <line x1={coordinate(LEFT)} x2={coordinate(LEFT + plot_width())} y1={coordinate(at)} y2={coordinate(at)} />
                <text x={coordinate(LEFT - 6.0)} y={coordinate(at)} text-anchor="end">{ format!("{}%", share * 100.0) }</text>
            </g>
        }
    });
    let lines = names.iter().enumerate().map(|(child, _)| {
        let points: Vec<String> = (history.iterations.iter().zip(&history.visits))
            .map(|(&iterations, visits)| {
                let share = f64::from(visits[child]) / f64::from(iterations.max(1));
                format!("{},{}", coordinate(x(iterations)), coordinate(y(share)))
            })
            .collect();
        let minimax = convergence.minimax_move == Some(child);
        html! {
            <g class={classes!("chart-line", line_class(child), minimax.then_some("line-minimax-move"))}>
                <polyline points={points.join(" ")} />
            </g>
        }
    });
    let key = names.iter().take(KEYED).enumerate().map(|(child, name)| {
        let at = TOP + 12.0 + child as f64 * 20.0;
        let left = WIDTH - RIGHT + 12.0;
        let minimax = convergence.minimax_move == Some(child);
        let name = if minimax {
            mcts::minimax_move(name)
        } else {
            name.clone()
        };
        html! {
            <g class={classes!("chart-line", "chart-key", line_class(child), minimax.then_some("line-minimax-move"))}>
                <line x1={coordinate(left)} x2={coordinate(left + 18.0)} y1={coordinate(at)} y2={coordinate(at)} />
                <text x={coordinate(left + 24.0)} y={coordinate(at)}>{ name }</text>
            </g>
        }
    });
    let now_x = coordinate(x(now.min(last)));
    html! {
        <svg
            class="ordering-chart convergence-chart"
            viewBox={format!("0 0 {WIDTH} {HEIGHT}")}
            role="img"
            aria-label={mcts::chart_description(names, convergence.minimax_move)}
        >
            { for ticks }
            <text class="chart-depth" x={coordinate(LEFT)} y={coordinate(TOP + plot_height() + 16.0)} text-anchor="middle">{ "0" }</text>
            <text class="chart-depth" x={coordinate(LEFT + plot_width())} y={coordinate(TOP + plot_height() + 16.0)} text-anchor="middle">{ last }</text>
            <text class="chart-axis" x={coordinate(LEFT + plot_width() / 2.0)} y={coordinate(HEIGHT - 6.0)} text-anchor="middle">
                { said("mcts.iterations-axis") }
            </text>
            <text class="chart-axis" transform={format!("translate(12 {}) rotate(-90)", coordinate(TOP + plot_height() / 2.0))} text-anchor="middle">
                { said("mcts.share-axis") }
            </text>
            { for lines }
            <line class="chart-now" x1={now_x.clone()} x2={now_x} y1={coordinate(TOP)} y2={coordinate(TOP + plot_height())} />
            { for key }
        </svg>
    }
}

/// The colour class of child number `child`'s line.
fn line_class(child: usize) -> String {
    format!("line-child-{}", child % COLOURS + 1)
}

fn plot_width() -> f64 {
    WIDTH - LEFT - RIGHT
}

fn plot_height() -> f64 {
    HEIGHT - TOP - BOTTOM
}
