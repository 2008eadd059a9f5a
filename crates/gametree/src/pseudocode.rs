//! The pseudocode the app shows beside the tree, in Russell & Norvig's
//! style, written for the exact variant that ran (tie rule, fail-hard,
//! depth limit), and the line each step of a trace belongs to.

use crate::trace::{Algorithm, Failure, Options, Step, TieRule};
use crate::tree::{NodeKind, Player, Tree};

/// Which function of the listing a line belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Function {
    /// The top-level call that picks the root's move.
    Decision,
    /// MAX-VALUE, or NEGAMAX / MAXN-VALUE, which serve every player.
    Max,
    /// MIN-VALUE.
    Min,
    /// CHANCE-VALUE.
    Chance,
}

/// What a line does, so that steps can find their line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Header,
    Terminal,
    Start,
    Loop,
    Backup,
    CutTest,
    Raise,
    Return,
}

/// One line of a listing: its role, its function and its text.
type Line = (Function, Role, String);

/// The listing of one search, with the lines each step executes.
#[derive(Clone, Debug, PartialEq)]
pub struct Pseudocode {
    options: Options,
    lines: Vec<Line>,
}

impl Pseudocode {
    /// The listing for `options`, with CHANCE-VALUE when `tree` has chance nodes.
    pub fn new(tree: &Tree, options: &Options) -> Pseudocode {
        let has_chance = tree.ids().any(|id| tree.is_chance(id));
        Pseudocode {
            options: *options,
            lines: listing(has_chance, options),
        }
    }

    /// The lines, indented with two spaces a level.
    pub fn lines(&self) -> impl ExactSizeIterator<Item = &str> {
        self.lines.iter().map(|(_, _, text)| text.as_str())
    }

    /// The index of the line that `step` (a step of a search of `tree`) executes.
    pub fn line_of(&self, tree: &Tree, step: &Step) -> usize {
        let node = step.node();
        let function = function_of(tree, &self.options, node);
        let (function, role) = match *step {
            Step::Enter { .. } if tree.node(node).is_leaf() => (function, Role::Terminal),
            Step::Enter { .. } => (function, Role::Header),
            Step::Evaluate { .. } => (function, Role::Terminal),
            Step::Backup { .. } => (function, Role::Backup),
            Step::Window { .. } => (function, Role::Raise),
            Step::Cut { .. } => (function, Role::CutTest),
            Step::Return { .. } => (function, Role::Return),
            Step::Choose { .. } => (Function::Decision, Role::Return),
        };
        self.lines
            .iter()
            .position(|(f, r, _)| *f == function && *r == role)
            .unwrap_or(0)
    }
}

fn function_of(tree: &Tree, options: &Options, node: crate::tree::NodeId) -> Function {
    match tree.kind(node) {
        NodeKind::Chance => Function::Chance,
        NodeKind::Decision(Player::Min)
            if !options.algorithm.is_negamax() && options.algorithm != Algorithm::MaxN =>
        {
            Function::Min
        }
        NodeKind::Decision(_) => Function::Max,
    }
}

fn listing(has_chance: bool, options: &Options) -> Vec<Line> {
    let terminal = match options.depth {
        None => "if TERMINAL-TEST(state) then return",
        Some(_) => "if CUTOFF-TEST(state, depth) then return",
    };
    let utility = if options.depth.is_some() {
        "EVAL"
    } else {
        "UTILITY"
    };
    let depth = if options.depth.is_some() {
        ", depth + 1"
    } else {
        ""
    };
    let depth_param = if options.depth.is_some() {
        ", depth"
    } else {
        ""
    };
    let mut lines: Vec<Line> = Vec::new();
    let mut add = |function, role, text: String| lines.push((function, role, text));
    match options.algorithm {
        Algorithm::Minimax | Algorithm::Expectiminimax | Algorithm::AlphaBeta => {
            let prunes = options.algorithm.prunes();
            let window = if prunes { ", α, β" } else { "" };
            let root_window = if prunes { ", −∞, +∞" } else { "" };
            let name = if prunes {
                "ALPHA-BETA-SEARCH"
            } else {
                "MINIMAX-DECISION"
            };
            let value = if has_chance { "VALUE" } else { "" };
            add(
                Function::Decision,
                Role::Header,
                format!("function {name}(state) returns an action"),
            );
            add(
                Function::Decision,
                Role::Start,
                format!(
                    "  v ← MAX-VALUE(state{root_window}{})",
                    if options.depth.is_some() { ", 0" } else { "" }
                ),
            );
            add(
                Function::Decision,
                Role::Return,
                "  return the first action in ACTIONS(state) with value v".to_string(),
            );
            for (function, name, other, start, pick, test, bound, raise) in [
                (
                    Function::Max,
                    "MAX",
                    "MIN",
                    "−∞",
                    "MAX",
                    "≥ β",
                    "β",
                    "α ← MAX(α, v)",
                ),
                (
                    Function::Min,
                    "MIN",
                    "MAX",
                    "+∞",
                    "MIN",
                    "≤ α",
                    "α",
                    "β ← MIN(β, v)",
                ),
            ] {
                let callee = if value.is_empty() {
                    format!("{other}-VALUE")
                } else {
                    value.to_string()
                };
                add(
                    function,
                    Role::Header,
                    format!(
                        "function {name}-VALUE(state{window}{depth_param}) returns a utility value"
                    ),
                );
                add(
                    function,
                    Role::Terminal,
                    format!("  {terminal} {utility}(state)"),
                );
                add(function, Role::Start, format!("  v ← {start}"));
                add(
                    function,
                    Role::Loop,
                    "  for each a in ACTIONS(state) do".to_string(),
                );
                add(
                    function,
                    Role::Backup,
                    format!("    v ← {pick}(v, {callee}(RESULT(state, a){window}{depth}))"),
                );
                if prunes {
                    let test = strict(test, options.ties);
                    let returned = if options.failure == Failure::Hard {
                        bound
                    } else {
                        "v"
                    };
                    add(
                        function,
                        Role::CutTest,
                        format!("    if v {test} then return {returned}"),
                    );
                    add(function, Role::Raise, format!("    {raise}"));
                }
                let own = if function == Function::Max {
                    "α"
                } else {
                    "β"
                };
                let returned = if prunes && options.failure == Failure::Hard {
                    own
                } else {
                    "v"
                };
                add(function, Role::Return, format!("  return {returned}"));
            }
        }
        Algorithm::Negamax | Algorithm::NegamaxAlphaBeta => {
            let prunes = options.algorithm.prunes();
            let (window, child_window) = if prunes {
                (", α, β", ", −β, −α")
            } else {
                ("", "")
            };
            add(
                Function::Decision,
                Role::Header,
                "function NEGAMAX-DECISION(state) returns an action".to_string(),
            );
            add(
                Function::Decision,
                Role::Start,
                format!(
                    "  v ← NEGAMAX(state{}{})",
                    if prunes { ", −∞, +∞" } else { "" },
                    if options.depth.is_some() { ", 0" } else { "" }
                ),
            );
            add(
                Function::Decision,
                Role::Return,
                "  return the first action in ACTIONS(state) with value v".to_string(),
            );
            add(Function::Max, Role::Header, format!("function NEGAMAX(state{window}{depth_param}) returns a value for the player to move"));
            add(Function::Max, Role::Terminal, format!("  {terminal} COLOR(state) × {utility}(state)   (COLOR is +1 for MAX, −1 for MIN)"));
            add(Function::Max, Role::Start, "  v ← −∞".to_string());
            add(
                Function::Max,
                Role::Loop,
                "  for each a in ACTIONS(state) do".to_string(),
            );
            add(
                Function::Max,
                Role::Backup,
                format!("    v ← MAX(v, −NEGAMAX(RESULT(state, a){child_window}{depth}))"),
            );
            if prunes {
                let returned = if options.failure == Failure::Hard {
                    "β"
                } else {
                    "v"
                };
                add(
                    Function::Max,
                    Role::CutTest,
                    format!(
                        "    if v {} then return {returned}",
                        strict("≥ β", options.ties)
                    ),
                );
                add(Function::Max, Role::Raise, "    α ← MAX(α, v)".to_string());
            }
            let returned = if prunes && options.failure == Failure::Hard {
                "α"
            } else {
                "v"
            };
            add(Function::Max, Role::Return, format!("  return {returned}"));
        }
        Algorithm::MaxN => {
            add(
                Function::Decision,
                Role::Header,
                "function MAXN-DECISION(state) returns an action".to_string(),
            );
            add(
                Function::Decision,
                Role::Start,
                "  u ← MAXN-VALUE(state)".to_string(),
            );
            add(
                Function::Decision,
                Role::Return,
                "  return the first action whose tuple gives player 1 the most".to_string(),
            );
            add(
                Function::Max,
                Role::Header,
                format!(
                    "function MAXN-VALUE(state{depth_param}) returns a tuple, one value per player"
                ),
            );
            add(
                Function::Max,
                Role::Terminal,
                format!("  {terminal} {utility}(state)"),
            );
            add(
                Function::Max,
                Role::Start,
                "  p ← PLAYER(state); best ← none".to_string(),
            );
            add(
                Function::Max,
                Role::Loop,
                "  for each a in ACTIONS(state) do".to_string(),
            );
            add(Function::Max, Role::Backup, format!("    u ← {}(RESULT(state, a){depth}); if best is none or u[p] > best[p] then best ← u", if has_chance { "VALUE" } else { "MAXN-VALUE" }));
            add(Function::Max, Role::Return, "  return best".to_string());
        }
    }
    if has_chance {
        add(
            Function::Chance,
            Role::Header,
            format!("function CHANCE-VALUE(state{depth_param}) returns an expected value"),
        );
        add(
            Function::Chance,
            Role::Terminal,
            format!("  {terminal} {utility}(state)"),
        );
        add(Function::Chance, Role::Start, "  v ← 0".to_string());
        add(
            Function::Chance,
            Role::Loop,
            "  for each outcome s′ with probability p do".to_string(),
        );
        add(
            Function::Chance,
            Role::Backup,
            format!("    v ← v + p × VALUE(s′{depth})"),
        );
        add(Function::Chance, Role::Return, "  return v".to_string());
    }
    lines
}

/// The cut test as the tie rule writes it.
fn strict(test: &str, ties: TieRule) -> String {
    match ties {
        TieRule::CutOnEqual => test.to_string(),
        TieRule::Strict => test.replace('≥', ">").replace('≤', "<"),
    }
}
