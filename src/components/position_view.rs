//! The position a node of a game tree stands for, drawn as the game is: a
//! k-in-a-row board with who moves (and, for tic-tac-toe, the notes'
//! evaluation), heaps of tokens, or the vacuum world's two squares. It
//! takes a position and what the tree says of it, so any page that has one can show it.

use crate::strings::{games, said};
use gametree::games::board::{Board, Mark};
use gametree::games::tic_tac_toe::open_lines;
use gametree::games::{Position, VacuumState};
use yew::prelude::*;

/// A small box with `position` and a line about it: who moves and whether
/// the player to move wins (`mover_wins`), when the game's tree says so;
/// `notes` say what there is to say about the whole tree, such as
/// "symmetric positions merged". A plain function: it keeps no state, and
/// the position changes with the node the search is at.
pub fn position_view(position: &Position, mover_wins: Option<bool>, notes: &[AttrValue]) -> Html {
    let (drawing, caption) = match position {
        Position::Board { board, to_move } => board_drawing(board, *to_move),
        Position::Heaps { heaps, max_to_move } => (
            heaps_drawing(heaps),
            games::heap_mover(*max_to_move, mover_wins),
        ),
        Position::Vacuum { state, action } => vacuum_drawing(*state, action.as_deref()),
    };
    html! {
        // Focusable, as its notes may scroll when the tree beside it is short.
        <figure class="position-view" aria-label={said("games.position")} tabindex="0">
            { drawing }
            <figcaption>
                { caption }
                { for notes.iter().map(|note| html! { <span class="game-note">{ note.clone() }</span> }) }
            </figcaption>
        </figure>
    }
}

/// The squares, with the mover and, on a 3×3 board, the evaluation.
fn board_drawing(board: &Board, to_move: Mark) -> (Html, String) {
    let squares = (0..board.len()).map(|square| {
        let (mark, class) = match board.get(square) {
            Mark::X => ("X", "mark-x"),
            Mark::O => ("O", "mark-o"),
            Mark::Empty => ("", "mark-empty"),
        };
        html! { <span class={classes!("board-square", class)}>{ mark }</span> }
    });
    let caption = board_caption(board, to_move);
    let style = format!("grid-template-columns: repeat({}, 1fr)", board.width());
    (
        html! { <div class="board-grid" {style}>{ for squares }</div> },
        caption,
    )
}

/// Who moves and, on a 3×3 board, the evaluation; a finished tic-tac-toe
/// board (a line, or full) has no one to move and no evaluation.
fn board_caption(board: &Board, to_move: Mark) -> String {
    if (board.width(), board.height()) != (3, 3) {
        return games::to_move(to_move.letter());
    }
    if let Some(winner) = board.winner(&board.lines(3)) {
        return games::won(winner.letter());
    }
    if (0..board.len()).all(|square| board.get(square) != Mark::Empty) {
        return said("games.drawn").to_string();
    }
    let (open_for_x, open_for_o) = open_lines(board);
    format!(
        "{}. {}",
        games::to_move(to_move.letter()),
        games::evaluation(open_for_x, open_for_o)
    )
}

/// Each heap as a row of tokens, with its count.
fn heaps_drawing(heaps: &[u32]) -> Html {
    let heap_rows = heaps.iter().map(|&heap| {
        let tokens = TOKEN.repeat(heap as usize);
        html! {
            <div class="heap" title={games::tokens(heap)}>
                <span class="tokens">{ tokens }</span>
                <span class="heap-count">{ heap }</span>
            </div>
        }
    });
    html! { <div class="heaps">{ for heap_rows }</div> }
}

/// One token of a heap.
const TOKEN: &str = "●";

/// The two squares, their dirt and the agent; an action node names its action.
fn vacuum_drawing(state: VacuumState, action: Option<&str>) -> (Html, String) {
    let square = |name: char, dirty: bool, here: bool| {
        html! {
            <div
                class={classes!("vacuum-square", dirty.then_some("is-dirty"), here.then_some("has-agent"))}
                title={games::square(name, dirty)}
            >
                <span class="square-name">{ name }</span>
                if dirty { <span class="dirt">{ "∴" }</span> }
                if here { <span class="agent">{ "◉" }</span> }
            </div>
        }
    };
    let drawing = html! {
        <div class="vacuum-world">
            { square('A', state.a_dirty, !state.at_b) }
            { square('B', state.b_dirty, state.at_b) }
        </div>
    };
    let caption = match action {
        Some(action) => games::action(action),
        None => format!(
            "{}. {}",
            games::square('A', state.a_dirty),
            games::square('B', state.b_dirty)
        ),
    };
    (drawing, caption)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn caption(rows: &str, to_move: Mark) -> String {
        board_caption(&Board::parse(rows).expect("a board"), to_move)
    }

    #[test]
    fn a_finished_board_has_no_one_to_move_and_no_evaluation() {
        // X has column b.
        let won = caption("ox./.xo/.x.", Mark::O);
        assert_eq!(
            won,
            "X has three in a row: the game is over, and no one moves"
        );
        let full = caption("xox/xoo/oxx", Mark::O);
        assert!(full.starts_with("The board is full"), "{full}");
        let playing = caption("x.o/.x./...", Mark::O);
        assert!(
            playing.starts_with("O to move. Lines open for X"),
            "{playing}"
        );
    }
}
