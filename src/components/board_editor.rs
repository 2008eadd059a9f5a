//! A board to set by clicking: each click turns a square from empty to X,
//! from X to O, and from O back to empty, so a position is set in a few
//! clicks; the rows field beside it shows and takes the same position.

use gametree::games::board::{Board, Mark};
use yew::prelude::*;

/// A grid of square buttons showing `board`, each click's new board told
/// to `on_change`; `label` says what the board sets, for screen readers.
/// A plain function: the board lives in the form around it.
pub fn board_editor(board: Board, label: &'static str, on_change: &Callback<Board>) -> Html {
    let squares = (0..board.len()).map(|square| {
        let mark = board.get(square);
        let next = match mark {
            Mark::Empty => Mark::X,
            Mark::X => Mark::O,
            Mark::O => Mark::Empty,
        };
        let onclick = on_change.reform(move |_: MouseEvent| board.with(square, next));
        let (shown, class) = match mark {
            Mark::X => ("X", "mark-x"),
            Mark::O => ("O", "mark-o"),
            Mark::Empty => ("", "mark-empty"),
        };
        let name = format!("{} {}", board.square_name(square), mark.letter());
        html! {
            <button type="button" class={classes!("board-square", class)} aria-label={name} {onclick}>
                { shown }
            </button>
        }
    });
    let style = format!("grid-template-columns: repeat({}, 1fr)", board.width());
    html! {
        <div class="board-grid board-editor" role="group" aria-label={label} {style}>
            { for squares }
        </div>
    }
}
