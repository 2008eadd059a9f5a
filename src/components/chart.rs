//! The lecture's claim as a picture: the leaves alpha-beta reads against
//! depth on uniform random trees, best first, in random order and worst
//! first, between minimax's b^d and the Knuth–Moore minimum. An SVG line
//! chart on a logarithmic scale, drawn from the core's ordering table.

use crate::strings::{lab, said};
use gametree::explain::number;
use gametree::order::TableRow;
use yew::prelude::*;

/// The chart's size in its own units; it scales to its box.
const WIDTH: f64 = 520.0;
const HEIGHT: f64 = 300.0;
/// Room for the leaves axis on the left, the depth axis below, the legend on the right.
const LEFT: f64 = 52.0;
const RIGHT: f64 = 150.0;
const TOP: f64 = 14.0;
const BOTTOM: f64 = 42.0;

/// One line of the chart: its class (its colour and dashes), its name,
/// and its value at a row.
type Line = (&'static str, &'static str, fn(&TableRow) -> f64);

/// The chart of `rows`, one per depth from 1, with a description for
/// screen readers naming the `branching` of the trees and the `seed` they
/// were drawn from. A plain function: it keeps no state, and the lab around
/// it draws again only when its own props change.
pub fn chart(rows: &[TableRow], branching: u32, seed: u64) -> Html {
    let lines: [Line; 5] = [
        ("line-minimax", said("lab.line-minimax"), |row| {
            row.minimax as f64
        }),
        ("line-worst", said("lab.line-worst"), |row| row.worst),
        ("line-random", said("lab.line-random"), |row| row.random),
        ("line-best", said("lab.line-best"), |row| row.best),
        ("line-knuth-moore", said("lab.line-knuth-moore"), |row| {
            row.knuth_moore as f64
        }),
    ];
    let deepest = rows.last().map_or(1, |row| row.depth).max(2);
    let most = rows
        .iter()
        .map(|row| row.minimax)
        .max()
        .unwrap_or(10)
        .max(10);
    let decades = (most as f64).log10().ceil();
    let x = |depth: u32| LEFT + f64::from(depth - 1) / f64::from(deepest - 1) * plot_width();
    let y = |leaves: f64| TOP + (1.0 - leaves.max(1.0).log10() / decades) * plot_height();
    let ticks = (0..=decades as u32).map(|decade| {
        let at = y(10f64.powi(decade as i32));
        html! {
            <g class="chart-tick">
                <line x1={coordinate(LEFT)} x2={coordinate(LEFT + plot_width())} y1={coordinate(at)} y2={coordinate(at)} />
                <text x={coordinate(LEFT - 6.0)} y={coordinate(at)} text-anchor="end">{ power_of_ten(decade) }</text>
            </g>
        }
    });
    let depths = rows.iter().map(|row| {
        html! {
            <text class="chart-depth" x={coordinate(x(row.depth))} y={coordinate(TOP + plot_height() + 16.0)} text-anchor="middle">
                { row.depth }
            </text>
        }
    });
    let paths = lines.iter().map(|&(class, _, value)| {
        let points: Vec<String> = rows
            .iter()
            .map(|row| format!("{},{}", coordinate(x(row.depth)), coordinate(y(value(row)))))
            .collect();
        html! {
            <g class={classes!("chart-line", class)}>
                <polyline points={points.join(" ")} />
                for row in rows.iter() {
                    <circle cx={coordinate(x(row.depth))} cy={coordinate(y(value(row)))} r="3">
                        <title>{ format!("d = {}: {}", row.depth, number(value(row))) }</title>
                    </circle>
                }
            </g>
        }
    });
    let legend = lines.iter().enumerate().map(|(index, &(class, name, _))| {
        let at = TOP + 12.0 + index as f64 * 20.0;
        let left = WIDTH - RIGHT + 12.0;
        html! {
            <g class={classes!("chart-line", "chart-key", class)}>
                <line x1={coordinate(left)} x2={coordinate(left + 18.0)} y1={coordinate(at)} y2={coordinate(at)} />
                <text x={coordinate(left + 24.0)} y={coordinate(at)}>{ name }</text>
            </g>
        }
    });
    html! {
        <svg
            class="ordering-chart"
            viewBox={format!("0 0 {WIDTH} {HEIGHT}")}
            role="img"
            aria-label={lab::chart_description(branching, seed)}
        >
            { for ticks }
            { for depths }
            <text class="chart-axis" x={coordinate(LEFT + plot_width() / 2.0)} y={coordinate(HEIGHT - 6.0)} text-anchor="middle">
                { said("lab.depth-axis") }
            </text>
            <text class="chart-axis" transform={format!("translate(12 {}) rotate(-90)", coordinate(TOP + plot_height() / 2.0))} text-anchor="middle">
                { said("lab.leaves-axis") }
            </text>
            { for paths }
            { for legend }
        </svg>
    }
}

fn plot_width() -> f64 {
    WIDTH - LEFT - RIGHT
}

fn plot_height() -> f64 {
    HEIGHT - TOP - BOTTOM
}

/// A coordinate to one decimal: enough for a chart, and short markup.
pub fn coordinate(value: f64) -> String {
    format!("{value:.1}")
}

/// 10 to the power `decade` as an axis writes it: 1, 10, 100, 10³, ….
fn power_of_ten(decade: u32) -> String {
    match decade {
        0 => "1".to_string(),
        1 => "10".to_string(),
        2 => "100".to_string(),
        _ => {
            let digits: String = decade
                .to_string()
                .chars()
                .map(|digit| match digit {
                    '0' => '⁰',
                    '1' => '¹',
                    '2' => '²',
                    '3' => '³',
                    '4' => '⁴',
                    '5' => '⁵',
                    '6' => '⁶',
                    '7' => '⁷',
                    '8' => '⁸',
                    _ => '⁹',
                })
                .collect();
            format!("10{digits}")
        }
    }
}
