//! The words of trees built from games: the "From a game" panel (tic-tac-toe,
//! Nim, Grundy's game, the vacuum world), the position drawn beside the
//! tree, lambda search, the conditional plan of AND-OR search and the
//! prisoner's dilemma. The sentences about λ moves, dominated strategies
//! and equilibria come from the core's `explain` module.

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
    format!("This game tree cannot be built: {problem}.")
}

fn depth_note(depth: u32) -> String {
    format!("Stopped {depth} plies down: the leaves there hold the evaluation.")
}

fn to_move(player: char) -> String {
    format!("{player} to move")
}

fn evaluation(open_for_x: u32, open_for_o: u32) -> String {
    format!(
        "Lines open for X: {open_for_x}, for O: {open_for_o}; evaluation {}",
        open_for_x as i32 - open_for_o as i32
    )
}

fn tokens(count: u32) -> String {
    if count == 1 {
        "1 token".to_string()
    } else {
        format!("{count} tokens")
    }
}

fn heap_mover(max_to_move: bool, wins: Option<bool>) -> String {
    let mover = if max_to_move { "MAX" } else { "MIN" };
    match wins {
        Some(true) => format!("{mover} to move, and wins"),
        Some(false) => format!("{mover} to move, and loses"),
        None => format!("{mover} to move"),
    }
}

fn square(name: char, dirty: bool) -> String {
    format!("Square {name}: {}", if dirty { "dirty" } else { "clean" })
}

fn action(name: &str) -> String {
    format!("Action: {name}")
}

fn not_qualifying(count: usize) -> String {
    match count {
        0 => String::new(),
        1 => "1 other move does not qualify.".to_string(),
        _ => format!("{count} other moves do not qualify."),
    }
}

fn show_lambda_tree(order: char) -> String {
    format!("Show the λ{order}-tree")
}

fn show_after_pass(order: char, played: &str) -> String {
    format!("λ{order}-tree after {played} and a pass")
}

/// British English.
pub const ENGLISH: GameStrings = GameStrings {
    from_a_game: "From a game",
    build: "Build the tree",
    whole_numbers: "Heap, pile, K and depth are whole numbers.",
    cannot_build,
    tic_tac_toe: "Tic-tac-toe",
    board_hint: "Click a square for X, O or empty, or type the rows.",
    rows: "Rows",
    depth: "Depth (empty: to the end)",
    merge_symmetric: "Merge symmetric positions",
    symmetric_note:
        "Symmetric positions merged: each move stands for its turned and mirrored twins.",
    depth_note,
    nim: "Nim",
    heap: "Heap",
    take: "A move takes 1 to",
    misere: "Misère: taking the last token loses",
    grundy: "Grundy's game: split a pile into two unequal piles",
    pile: "Pile",
    vacuum: "Erratic vacuum world",
    start_state: "Start",
    vacuum_hint:
        "Square A, square B (C clean, M dirty), then the agent's square: MMA is the notes' start.",
    position: "The position at the current node",
    to_move,
    evaluation,
    tokens,
    heap_mover,
    square,
    action,
    threats: "Threats: lambda search",
    threat_games: ["Tic-tac-toe, 3 in a row", "Gomoku 6×6, 4 in a row"],
    threats_hint: "The player to move attacks. Click squares or type the rows.",
    order: "Up to order",
    search_threats: "Search threats",
    qualifying: "Moves that qualify",
    not_qualifying,
    show_lambda_tree,
    show_after_pass,
    plan: "Conditional plan",
    no_plan: "No plan: AND-OR search fails at the root.",
    plan_as_tree: "Show the plan as a tree",
    dilemma: "Prisoner's dilemma",
    dilemma_hint: "Years in prison, Prisoner 1's first; fewer is better.",
    next_elimination: "Cross out a dominated strategy",
    restart_elimination: "Start again",
    nothing_dominated: "Nothing more is strictly dominated.",
    dilemma_tree: "The game as a tree",
    information_set: "Prisoner 2 does not know Prisoner 1's choice: one information set",
    open_in_player: "Open the tree in the player",
};

/// The words in the interface's language: English until this area's
/// keys are in the catalogues.
pub fn read() -> GameStrings {
    ENGLISH
}
