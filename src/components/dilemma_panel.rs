//! The prisoner's dilemma's section of the games panel: the game in normal
//! form, its strictly dominated strategies crossed out one at a time with
//! the sentence that says why, the Nash equilibrium marked, and the game
//! unrolled as a tree whose second player's two nodes are one information
//! set (drawn round them), with minimax on that tree set against the
//! equilibrium.

use crate::hooks::use_speaking;
use crate::language::explanations;
use crate::strings::said;
use gametree::explain::normal_form::{
    elimination, equilibrium, minimax_cell, minimax_versus_equilibrium,
};
use gametree::explain::number;
use gametree::games::NormalForm;
use yew::prelude::*;

/// How far the crossing out has gone, and where the actions go.
#[derive(Properties, PartialEq)]
pub struct DilemmaPanelProps {
    /// How many dominated strategies are crossed out.
    pub eliminated: usize,
    /// Show the first so many steps of the crossing out (0: none).
    pub on_eliminate: Callback<usize>,
    /// Show the game as a tree in the player.
    pub on_open_dilemma: Callback<()>,
}

/// The prisoner's dilemma section.
#[component]
pub fn DilemmaPanel(props: &DilemmaPanelProps) -> Html {
    let speaking = use_speaking();
    let game = use_memo(speaking, |_| NormalForm::prisoners_dilemma(explanations()));
    let steps = game.eliminate();
    let shown = &steps[..props.eliminated.min(steps.len())];
    // The standing strategies of each player before each step, for its sentence.
    let mut standing = [
        (0..game.rows.len()).collect::<Vec<_>>(),
        (0..game.columns.len()).collect::<Vec<_>>(),
    ];
    let mut sentences = Vec::new();
    for step in shown {
        sentences.push(elimination(
            explanations(),
            &game,
            step,
            &standing[1 - step.player],
        ));
        standing[step.player].retain(|&strategy| strategy != step.strategy);
    }
    let crossed = |player: usize, strategy: usize| !standing[player].contains(&strategy);
    // The equilibrium, and minimax's path and verdict beside it, are the
    // answer: shown once the crossing out reaches it, or when asked for.
    let reached = shown.len() == steps.len();
    let equilibria = if reached {
        game.equilibria()
    } else {
        Vec::new()
    };
    let next = props.eliminated + 1;
    let all = steps.len();
    let on_next = props.on_eliminate.reform(move |_: MouseEvent| next);
    let on_show = props.on_eliminate.reform(move |_: MouseEvent| all);
    let on_restart = props.on_eliminate.reform(|_: MouseEvent| 0);
    let on_open = props.on_open_dilemma.reform(|_: MouseEvent| ());
    html! {
        <section class="game-form dilemma-panel">
            <h3>{ said("games.dilemma") }</h3>
            <p class="hint">{ said("games.dilemma-hint") }</p>
            <table class="normal-form">
                <tr>
                    <th>{ format!("{} \\ {}", game.players[0], game.players[1]) }</th>
                    for (column, name) in game.columns.iter().enumerate() {
                        <th class={classes!(crossed(1, column).then_some("crossed"))}>{ name }</th>
                    }
                </tr>
                for (row, name) in game.rows.iter().enumerate() {
                    <tr>
                        <th class={classes!(crossed(0, row).then_some("crossed"))}>{ name }</th>
                        for column in 0..game.columns.len() {
                            <td class={classes!(
                                (crossed(0, row) || crossed(1, column)).then_some("crossed"),
                                equilibria.contains(&(row, column)).then_some("equilibrium"),
                            )}>
                                { payoffs(game.payoff(row, column)) }
                            </td>
                        }
                    </tr>
                }
            </table>
            <ol class="eliminations">
                for sentence in sentences { <li>{ sentence }</li> }
            </ol>
            if !reached {
                <button type="button" id="next-elimination" onclick={on_next}>{ said("games.next-elimination") }</button>
                <button type="button" id="show-equilibrium" onclick={on_show}>{ said("games.show-equilibrium") }</button>
            } else {
                <p class="hint">{ said("games.nothing-dominated") }</p>
            }
            if !shown.is_empty() {
                <button type="button" onclick={on_restart}>{ said("games.restart-elimination") }</button>
            }
            for cell in equilibria.iter().copied() {
                <p class="equilibrium-note">{ equilibrium(explanations(), &game, cell) }</p>
            }
            <h4>{ said("games.dilemma-tree") }</h4>
            { tree_drawing(&game, reached) }
            if reached {
                <p>{ minimax_versus_equilibrium(explanations(), &game) }</p>
            }
            <button type="button" id="open-dilemma" onclick={on_open}>{ said("games.open-in-player") }</button>
        </section>
    }
}

/// A cell's payoffs, player 1's first.
fn payoffs([first, second]: [f64; 2]) -> String {
    format!("{}, {}", number(first), number(second))
}

/// The unrolled game: player 1's root, player 2's two nodes inside one
/// dashed information set, the four outcomes with their payoffs, and the
/// path minimax takes drawn bold once `answered`.
fn tree_drawing(game: &NormalForm, answered: bool) -> Html {
    let (row_taken, column_taken) = minimax_cell(game);
    let (width, root_y, reply_y, leaf_y) = (320.0, 24.0, 92.0, 168.0);
    let rows = game.rows.len();
    let columns = game.columns.len();
    let reply_x = |row: usize| width * (row as f64 + 0.5) / rows as f64;
    let leaf_x = |row: usize, column: usize| {
        width * ((row * columns + column) as f64 + 0.5) / (rows * columns) as f64
    };
    let root_x = width / 2.0;
    let mut edges = Vec::new();
    let mut labels = Vec::new();
    for (row, name) in game.rows.iter().enumerate() {
        let taken = answered && row == row_taken;
        edges.push((root_x, root_y, reply_x(row), reply_y, taken));
        labels.push((
            (root_x + reply_x(row)) / 2.0,
            (root_y + reply_y) / 2.0,
            name.clone(),
        ));
        for (column, name) in game.columns.iter().enumerate() {
            let taken = taken && column == column_taken;
            edges.push((reply_x(row), reply_y, leaf_x(row, column), leaf_y, taken));
            labels.push((
                (reply_x(row) + leaf_x(row, column)) / 2.0,
                (reply_y + leaf_y) / 2.0,
                name.clone(),
            ));
        }
    }
    html! {
        <svg class="dilemma-tree" viewBox={format!("0 0 {width} 200")} role="img" aria-label={said("games.dilemma-tree")}>
            <ellipse class="information-set" cx={root_x.to_string()} cy={reply_y.to_string()}
                rx={(width * 0.42).to_string()} ry="20">
                <title>{ said("games.information-set") }</title>
            </ellipse>
            for (x1, y1, x2, y2, taken) in edges {
                <line class={classes!("dilemma-edge", taken.then_some("is-taken"))}
                    x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} />
            }
            for (x, y, name) in labels {
                <text class="dilemma-move" x={x.to_string()} y={y.to_string()}>{ name }</text>
            }
            <path class="node-max" d={format!("M{root_x} {}l12 20h-24z", root_y - 12.0)} />
            for row in 0..rows {
                <path class="node-min" d={format!("M{} {}h24l-12 20z", reply_x(row) - 12.0, reply_y - 10.0)} />
                for column in 0..columns {
                    <text class="dilemma-payoff" x={leaf_x(row, column).to_string()} y={(leaf_y + 16.0).to_string()}>
                        { payoffs(game.payoff(row, column)) }
                    </text>
                }
            }
        </svg>
    }
}
