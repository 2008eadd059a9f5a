//! Lambda search's section of the games panel: a tic-tac-toe or 6×6 gomoku
//! position to set, the highest order to search, and what the search
//! found: the verdict, each move that qualifies with the sentence saying
//! why, and buttons that show each λ-tree in the player (the root's, and
//! the lower-order one after a move and the defender's pass).

use crate::components::board_editor::board_editor;
use crate::components::choice::menu;
use crate::hooks::use_speaking;
use crate::language::explanations;
use crate::notice::Notice;
use crate::strings::{games, said};
use gametree::explain::lambda::{qualification, verdict};
use gametree::games::board::Board;
use gametree::games::lambda::{superscript, Report, MOST_ORDER};
use gametree::games::Recipe;
use std::rc::Rc;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The games lambda search is offered on: a starting position (a win in
/// a few threats, to begin with), and how many in a row win.
const GAMES: [(&str, u8); 2] = [
    ("x../.xo/..o", 3),
    ("o...../....../..xx../....../....../.....o", 4),
];

/// The report to show and where the searches go.
#[derive(Properties, PartialEq)]
pub struct LambdaPanelProps {
    /// The last lambda search's report.
    pub threats: Option<Rc<Report>>,
    /// Search the threats of a position.
    pub on_threats: Callback<ThreatSearch>,
    /// Show the tree a recipe names (a λ-tree of the report).
    pub on_build: Callback<String>,
    /// Tell the user why the rows typed were refused.
    pub on_refuse: Callback<Notice>,
}

/// A lambda search asked for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ThreatSearch {
    /// The position; the player to move attacks.
    pub position: Board,
    /// How many in a row win.
    pub in_a_row: u8,
    /// The highest order to search.
    pub order: u8,
}

/// The form as set.
#[derive(Clone, PartialEq)]
struct Setting {
    game: usize,
    board: Board,
    rows: String,
    order: u8,
}

impl Setting {
    fn of_game(game: usize, order: u8) -> Setting {
        let board = Board::parse(GAMES[game].0).expect("the starting positions read");
        Setting {
            game,
            board,
            rows: board.to_string(),
            order,
        }
    }
}

/// The lambda search section.
#[component]
pub fn LambdaPanel(props: &LambdaPanelProps) -> Html {
    use_speaking();
    let setting = use_state(|| Setting::of_game(0, 2));
    let in_a_row = GAMES[setting.game].1;
    let on_game = {
        let setting = setting.clone();
        Callback::from(move |game: usize| setting.set(Setting::of_game(game, setting.order)))
    };
    let on_order = {
        let setting = setting.clone();
        Callback::from(move |order: u8| {
            setting.set(Setting {
                order,
                ..(*setting).clone()
            })
        })
    };
    let on_board = {
        let setting = setting.clone();
        Callback::from(move |board: Board| {
            setting.set(Setting {
                board,
                rows: board.to_string(),
                ..(*setting).clone()
            })
        })
    };
    // Typed rows move the board as soon as they are a board of its size.
    let on_rows = {
        let setting = setting.clone();
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            let rows = input.value();
            let board = board_of(&rows, &setting.board).unwrap_or(setting.board);
            setting.set(Setting {
                board,
                rows,
                ..(*setting).clone()
            })
        })
    };
    // The rows as typed are searched, or refused in one sentence (the text
    // stays to mend): never the board they last made.
    let onsubmit = {
        let setting = setting.clone();
        let (on_threats, on_refuse) = (props.on_threats.clone(), props.on_refuse.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            match board_of(&setting.rows, &setting.board) {
                Ok(board) => on_threats.emit(ThreatSearch {
                    position: board,
                    in_a_row,
                    order: setting.order,
                }),
                Err(refused) => on_refuse.emit(refused),
            }
        })
    };
    let games: Vec<(usize, &str)> = games::threat_games().iter().copied().enumerate().collect();
    let orders: Vec<(u8, String)> = (1..=MOST_ORDER)
        .map(|order| (order, order.to_string()))
        .collect();
    html! {
        <section class="game-form lambda-panel">
            <h3>{ said("games.threats") }</h3>
            <p class="hint">{ said("games.threats-hint") }</p>
            <form {onsubmit}>
                { menu("lambda-game", said("games.threats"), &games, setting.game, true, on_game) }
                { board_editor(setting.board, said("games.threats"), &on_board) }
                <label class="random-field">
                    { said("games.rows") }
                    <input id="lambda-rows" type="text" spellcheck="false" value={setting.rows.clone()} oninput={on_rows} />
                </label>
                { menu("lambda-order", said("games.order"), &orders, setting.order, true, on_order) }
                <button type="submit" id="search-threats">{ said("games.search-threats") }</button>
            </form>
            if let Some(report) = &props.threats {
                { report_view(report, &props.on_build) }
            }
        </section>
    }
}

/// The board `rows` write, if it has the shape of the game's `board`; or
/// the sentence that refuses them.
fn board_of(rows: &str, board: &Board) -> Result<Board, Notice> {
    let (width, height) = (board.width(), board.height());
    match Board::parse(rows) {
        Ok(typed) if (typed.width(), typed.height()) == (width, height) => Ok(typed),
        Ok(_) => Err(Notice::new("games.rows-shape")
            .number("width", width as f64)
            .number("height", height as f64)),
        Err(error) => Err(Notice::new("games.rows-unread").reason("problem", error.said().clone())),
    }
}

/// The verdict, the moves that qualify and the buttons to their λ-trees.
fn report_view(report: &Report, on_build: &Callback<String>) -> Html {
    let show = |recipe: Recipe| on_build.reform(move |_: MouseEvent| recipe.to_string());
    let tree_order = report.wins_at.unwrap_or(report.order);
    let root_tree = Recipe::Lambda {
        position: report.position,
        in_a_row: report.in_a_row,
        order: tree_order,
        attacker: report.attacker,
    };
    let qualifying: Vec<_> = report.moves.iter().filter(|q| q.order.is_some()).collect();
    let others = report.moves.len() - qualifying.len();
    html! {
        <div class="lambda-report" aria-live="polite">
            <p class="lambda-verdict">{ verdict(explanations(), report) }</p>
            <button type="button" class="show-lambda-tree" onclick={show(root_tree)}>
                { games::show_lambda_tree(superscript(tree_order)) }
            </button>
            <p class="hint">{ said("games.lambda-drawn") }</p>
            <h4>{ said("games.qualifying") }</h4>
            <ul class="lambda-moves">
                for qualified in qualifying {
                    <li>
                        { qualification(explanations(), report, qualified) }
                        if let Some(order) = qualified.order.filter(|&order| order > 0) {
                            <button
                                type="button"
                                class="after-pass"
                                onclick={show(Recipe::Lambda {
                                    position: report.position.with(qualified.square, report.attacker),
                                    in_a_row: report.in_a_row,
                                    order: order - 1,
                                    attacker: report.attacker,
                                })}
                            >
                                { games::show_after_pass(
                                    superscript(order - 1),
                                    &format!("{} {}", report.attacker.letter(), report.position.square_name(qualified.square)),
                                ) }
                            </button>
                        }
                    </li>
                }
            </ul>
            <p class="hint">{ games::not_qualifying(others) }</p>
        </div>
    }
}
