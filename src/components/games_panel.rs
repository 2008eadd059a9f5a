//! The "From a game" panel: a game set up in a few fields becomes its tree
//! in the player, as `gametree game` builds it. Tic-tac-toe from a board to
//! click or rows to type, to a depth, with symmetric positions merged or
//! not, a sooner win worth more or not; Nim from a heap, misère or not;
//! Grundy's game; the erratic vacuum world. Lambda search and the
//! prisoner's dilemma have sections of their own below.

use crate::components::board_editor::board_editor;
use crate::components::choice::switch;
use crate::components::dilemma_panel::DilemmaPanel;
use crate::components::field::{form_field, number_field};
use crate::components::lambda_panel::{LambdaPanel, ThreatSearch};
use crate::components::panel::Panel;
use crate::hooks::use_speaking;
use crate::notice::Notice;
use crate::strings::said;
use gametree::games::board::Board;
use gametree::games::lambda::Report;
use std::rc::Rc;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// What the panel shows and where its trees go.
#[derive(Properties, PartialEq)]
pub struct GamesPanelProps {
    /// The last lambda search's report.
    pub threats: Option<Rc<Report>>,
    /// How many of the prisoner's dilemma's dominated strategies are crossed out.
    pub eliminated: usize,
    /// Show the tree a recipe names (`nim,5,k3`).
    pub on_build: Callback<String>,
    /// Tell the user why a form was refused.
    pub on_refuse: Callback<Notice>,
    /// Search the threats of a position.
    pub on_threats: Callback<ThreatSearch>,
    /// Show the first so many steps of the dilemma's crossing out.
    pub on_eliminate: Callback<usize>,
    /// Show the dilemma as a tree in the player.
    pub on_open_dilemma: Callback<()>,
}

/// The fields of the games, as typed.
#[derive(Clone, PartialEq)]
struct Fields {
    board: Board,
    rows: String,
    depth: String,
    symmetric: bool,
    sooner: bool,
    heap: String,
    take: String,
    misere: bool,
    pile: String,
    start: String,
}

impl Fields {
    /// The recipe of the tic-tac-toe tree the fields describe.
    fn tic_tac_toe(&self) -> Option<String> {
        let depth = match self.depth.trim() {
            "" => String::new(),
            depth => format!(",d{}", depth.parse::<u32>().ok()?),
        };
        let symmetric = if self.symmetric { ",sym" } else { "" };
        let sooner = if self.sooner { ",sooner" } else { "" };
        Some(format!(
            "tictactoe,{}{depth}{symmetric}{sooner}",
            self.rows.trim()
        ))
    }

    /// The recipe of the Nim tree the fields describe.
    fn nim(&self) -> Option<String> {
        let heap: u32 = self.heap.trim().parse().ok()?;
        let take: u32 = self.take.trim().parse().ok()?;
        let misere = if self.misere { ",misere" } else { "" };
        Some(format!("nim,{heap},k{take}{misere}"))
    }

    /// The recipe of Grundy's game from the pile of the fields.
    fn grundy(&self) -> Option<String> {
        let pile: u32 = self.pile.trim().parse().ok()?;
        Some(format!("grundy,{pile}"))
    }
}

/// A collapsed panel with one form a game, then lambda search and the
/// prisoner's dilemma. A plain function: the forms keep their state in the
/// panel's content.
pub fn games_panel(props: GamesPanelProps) -> Html {
    html! {
        <Panel class="games-panel" title={said("games.from-a-game")} open=false>
            <GameForms ..props />
        </Panel>
    }
}

/// The panel's content, made when it is first opened.
#[component]
fn GameForms(props: &GamesPanelProps) -> Html {
    use_speaking();
    let fields = use_state(|| {
        let board = Board::empty(3, 3);
        Fields {
            board,
            rows: board.to_string(),
            depth: "2".into(),
            symmetric: true,
            sooner: false,
            heap: "5".into(),
            take: "3".into(),
            misere: false,
            pile: "7".into(),
            start: "MMA".into(),
        }
    });
    // Each form hands its recipe on, or says that a number is not one.
    let submit = |recipe: fn(&Fields) -> Option<String>| {
        let fields = fields.clone();
        let (on_build, on_refuse) = (props.on_build.clone(), props.on_refuse.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            match recipe(&fields) {
                Some(recipe) => on_build.emit(recipe),
                None => on_refuse.emit(Notice::new("games.whole-numbers")),
            }
        })
    };
    let on_board = {
        let fields = fields.clone();
        Callback::from(move |board: Board| {
            fields.set(Fields {
                board,
                rows: board.to_string(),
                ..(*fields).clone()
            })
        })
    };
    // Typed rows move the board as soon as they are a 3×3 board.
    let on_rows = {
        let fields = fields.clone();
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            let rows = input.value();
            let board = Board::parse(&rows)
                .ok()
                .filter(|board| (board.width(), board.height()) == (3, 3))
                .unwrap_or(fields.board);
            fields.set(Fields {
                board,
                rows,
                ..(*fields).clone()
            })
        })
    };
    let toggle = |set: fn(&mut Fields, bool)| {
        let fields = fields.clone();
        Callback::from(move |value: bool| {
            let mut next = (*fields).clone();
            set(&mut next, value);
            fields.set(next);
        })
    };
    html! {
        <>
            <form class="game-form" onsubmit={submit(Fields::tic_tac_toe)}>
                <h3>{ said("games.tic-tac-toe") }</h3>
                <p class="hint">{ said("games.board-hint") }</p>
                { board_editor(fields.board, said("games.tic-tac-toe"), &on_board) }
                <label class="random-field">
                    { said("games.rows") }
                    <input id="game-rows" type="text" spellcheck="false" value={fields.rows.clone()} oninput={on_rows} />
                </label>
                { number_field(&fields, "game-depth", said("games.depth"), &fields.depth, |f, v| f.depth = v) }
                { switch(said("games.merge-symmetric"), None, fields.symmetric, toggle(|f, v| f.symmetric = v)) }
                { switch(said("games.sooner"), None, fields.sooner, toggle(|f, v| f.sooner = v)) }
                <button type="submit" id="build-tic-tac-toe">{ said("games.build") }</button>
            </form>
            <form class="game-form" onsubmit={submit(Fields::nim)}>
                <h3>{ said("games.nim") }</h3>
                { number_field(&fields, "game-heap", said("games.heap"), &fields.heap, |f, v| f.heap = v) }
                { number_field(&fields, "game-take", said("games.take"), &fields.take, |f, v| f.take = v) }
                { switch(said("games.misere"), None, fields.misere, toggle(|f, v| f.misere = v)) }
                <button type="submit" id="build-nim">{ said("games.build") }</button>
            </form>
            <form class="game-form" onsubmit={submit(Fields::grundy)}>
                <h3>{ said("games.grundy") }</h3>
                { number_field(&fields, "game-pile", said("games.pile"), &fields.pile, |f, v| f.pile = v) }
                <button type="submit" id="build-grundy">{ said("games.build") }</button>
            </form>
            <form class="game-form" onsubmit={submit(|fields| Some(format!("vacuum,{}", fields.start.trim())))}>
                <h3>{ said("games.vacuum") }</h3>
                <p class="hint">{ said("games.vacuum-hint") }</p>
                { form_field(&fields, "game-start", said("games.start-state"), &fields.start, |f, v| f.start = v, false) }
                <button type="submit" id="build-vacuum">{ said("games.build") }</button>
            </form>
            <LambdaPanel
                threats={props.threats.clone()}
                on_threats={props.on_threats.clone()}
                on_build={props.on_build.clone()}
                on_refuse={props.on_refuse.clone()}
            />
            <DilemmaPanel
                eliminated={props.eliminated}
                on_eliminate={props.on_eliminate.clone()}
                on_open_dilemma={props.on_open_dilemma.clone()}
            />
        </>
    }
}
