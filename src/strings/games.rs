//! The words of trees built from games: the "From a game" panel (tic-tac-toe,
//! Nim, Grundy's game, the vacuum world), the position drawn beside the
//! tree, lambda search, the conditional plan of AND-OR search and the
//! prisoner's dilemma. The sentences about λ moves, dominated strategies
//! and equilibria come from the core's `explain` module.

use super::{said, say};
use gametree::lang::Arg;

/// The games' words in one language.
pub struct GameStrings {
    /// The panel.
    pub from_a_game: &'static str,
    /// Build the tree of the game set up above.
    pub build: &'static str,
    /// Shown when a field is not a whole number.
    pub whole_numbers: &'static str,
    /// Shown when a tree cannot be built: the reason follows.
    pub cannot_build: fn(&str) -> String,
    /// Tic-tac-toe's part of the panel.
    pub tic_tac_toe: &'static str,
    /// How the board is set.
    pub board_hint: &'static str,
    /// The position typed as rows.
    pub rows: &'static str,
    /// The depth limit; empty for the whole game.
    pub depth: &'static str,
    /// Merge symmetric positions.
    pub merge_symmetric: &'static str,
    /// Said over a tree whose symmetric positions are merged.
    pub symmetric_note: &'static str,
    /// Said over a tree stopped by a depth limit: the limit.
    pub depth_note: fn(u32) -> String,
    /// Nim's part of the panel.
    pub nim: &'static str,
    /// Nim's heap.
    pub heap: &'static str,
    /// The most tokens a move takes.
    pub take: &'static str,
    /// Misère play.
    pub misere: &'static str,
    /// Grundy's game.
    pub grundy: &'static str,
    /// Grundy's pile.
    pub pile: &'static str,
    /// The vacuum world's part of the panel.
    pub vacuum: &'static str,
    /// Where the vacuum world starts.
    pub start_state: &'static str,
    /// How a vacuum state is written.
    pub vacuum_hint: &'static str,
    /// The box beside the tree, for screen readers.
    pub position: &'static str,
    /// "X to move".
    pub to_move: fn(char) -> String,
    /// Tic-tac-toe's evaluation at a board: lines open for X, for O.
    pub evaluation: fn(u32, u32) -> String,
    /// A heap's tokens.
    pub tokens: fn(u32) -> String,
    /// Who moves at a heap, and whether it is a win for them.
    pub heap_mover: fn(bool, Option<bool>) -> String,
    /// A square of the vacuum world: its name and whether it is dirty.
    pub square: fn(char, bool) -> String,
    /// The action an AND node of the vacuum world stands for.
    pub action: fn(&str) -> String,
    /// Lambda search's part of the panel.
    pub threats: &'static str,
    /// The board games lambda search offers: tic-tac-toe, gomoku.
    pub threat_games: [&'static str; 2],
    /// How lambda search is set.
    pub threats_hint: &'static str,
    /// The highest order to search.
    pub order: &'static str,
    /// Run lambda search.
    pub search_threats: &'static str,
    /// The moves that qualify.
    pub qualifying: &'static str,
    /// How many moves do not qualify.
    pub not_qualifying: fn(usize) -> String,
    /// Show the λ-tree of an order.
    pub show_lambda_tree: fn(char) -> String,
    /// Show the λ-tree after a move and a pass.
    pub show_after_pass: fn(char, &str) -> String,
    /// The conditional plan panel.
    pub plan: &'static str,
    /// Said when AND-OR search found no plan.
    pub no_plan: &'static str,
    /// Show the plan as a tree of its own.
    pub plan_as_tree: &'static str,
    /// The prisoner's dilemma's part of the panel.
    pub dilemma: &'static str,
    /// What the matrix holds.
    pub dilemma_hint: &'static str,
    /// Cross out the next dominated strategy.
    pub next_elimination: &'static str,
    /// Undo the crossing out.
    pub restart_elimination: &'static str,
    /// Said when nothing more is dominated.
    pub nothing_dominated: &'static str,
    /// The tree of the game, with its information set.
    pub dilemma_tree: &'static str,
    /// The information set, for the drawing.
    pub information_set: &'static str,
    /// Open the tree in the player.
    pub open_in_player: &'static str,
}
fn cannot_build(problem: &str) -> String {
    say("games.cannot-build", &[Arg::Text("problem", problem)])
}

fn depth_note(depth: u32) -> String {
    say("games.depth-note", &[Arg::Number("depth", depth.into())])
}

fn to_move(player: char) -> String {
    say("games.to-move", &[Arg::Text("player", &player.to_string())])
}

fn evaluation(open_for_x: u32, open_for_o: u32) -> String {
    let value = (open_for_x as i32 - open_for_o as i32).to_string();
    say(
        "games.evaluation",
        &[
            Arg::Number("x", open_for_x.into()),
            Arg::Number("o", open_for_o.into()),
            Arg::Ltr("value", &value),
        ],
    )
}

fn tokens(count: u32) -> String {
    say("games.tokens", &[Arg::Count("n", count.into())])
}

fn heap_mover(max_to_move: bool, wins: Option<bool>) -> String {
    let mover = [Arg::Text("mover", if max_to_move { "MAX" } else { "MIN" })];
    match wins {
        Some(true) => say("games.mover-wins", &mover),
        Some(false) => say("games.mover-loses", &mover),
        None => say("games.mover", &mover),
    }
}

fn square(name: char, dirty: bool) -> String {
    let state = said(if dirty { "games.dirty" } else { "games.clean" });
    say(
        "games.square",
        &[
            Arg::Text("name", &name.to_string()),
            Arg::Text("state", state),
        ],
    )
}

fn action(name: &str) -> String {
    say("games.action", &[Arg::Text("name", name)])
}

fn not_qualifying(count: usize) -> String {
    match count {
        0 => String::new(),
        _ => say("games.not-qualifying", &[Arg::Count("n", count as u64)]),
    }
}

fn show_lambda_tree(order: char) -> String {
    say(
        "games.show-lambda-tree",
        &[Arg::Ltr("order", &order.to_string())],
    )
}

fn show_after_pass(order: char, played: &str) -> String {
    say(
        "games.show-after-pass",
        &[
            Arg::Ltr("order", &order.to_string()),
            Arg::Text("played", played),
        ],
    )
}

/// The words in the interface's language, read from its catalogue.
pub fn read() -> GameStrings {
    GameStrings {
        from_a_game: said("games.from-a-game"),
        build: said("games.build"),
        whole_numbers: said("games.whole-numbers"),
        cannot_build,
        tic_tac_toe: said("games.tic-tac-toe"),
        board_hint: said("games.board-hint"),
        rows: said("games.rows"),
        depth: said("games.depth"),
        merge_symmetric: said("games.merge-symmetric"),
        symmetric_note: said("games.symmetric-note"),
        depth_note,
        nim: said("games.nim"),
        heap: said("games.heap"),
        take: said("games.take"),
        misere: said("games.misere"),
        grundy: said("games.grundy"),
        pile: said("games.pile"),
        vacuum: said("games.vacuum"),
        start_state: said("games.start-state"),
        vacuum_hint: said("games.vacuum-hint"),
        position: said("games.position"),
        to_move,
        evaluation,
        tokens,
        heap_mover,
        square,
        action,
        threats: said("games.threats"),
        threat_games: [
            said("games.threat-tic-tac-toe"),
            said("games.threat-gomoku"),
        ],
        threats_hint: said("games.threats-hint"),
        order: said("games.order"),
        search_threats: said("games.search-threats"),
        qualifying: said("games.qualifying"),
        not_qualifying,
        show_lambda_tree,
        show_after_pass,
        plan: said("games.plan"),
        no_plan: said("games.no-plan"),
        plan_as_tree: said("games.plan-as-tree"),
        dilemma: said("games.dilemma"),
        dilemma_hint: said("games.dilemma-hint"),
        next_elimination: said("games.next-elimination"),
        restart_elimination: said("games.restart-elimination"),
        nothing_dominated: said("games.nothing-dominated"),
        dilemma_tree: said("games.dilemma-tree"),
        information_set: said("games.information-set"),
        open_in_player: said("games.open-in-player"),
    }
}
