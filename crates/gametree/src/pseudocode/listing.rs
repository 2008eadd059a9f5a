//! The writer every family's listing uses: lines tagged with their function
//! and role, the words a depth limit changes, and the pieces the families
//! share (the decision function, the terminal test, the window's cut test
//! and return).

use super::{Function, Line, Role};
use crate::options::{Failure, Options, TieRule};

/// A listing being written: its lines so far, and the words a depth limit
/// changes, which every function of the listing shares.
pub(super) struct Listing {
    pub(super) lines: Vec<Line>,
    /// The test that ends the descent: TERMINAL-TEST, or CUTOFF-TEST with a
    /// depth limit.
    pub(super) terminal: &'static str,
    /// UTILITY, or EVAL at the depth limit.
    pub(super) utility: &'static str,
    /// The depth passed to a child, when there is a limit.
    pub(super) depth: &'static str,
    /// The depth parameter of a function, when there is a limit.
    pub(super) depth_param: &'static str,
    /// The depth the root is searched at, when there is a limit.
    pub(super) root_depth: &'static str,
    /// The deepest pass of iterative deepening, when the search deepens.
    pub(super) last_pass: Option<u32>,
}

impl Listing {
    /// A listing for `options`; `last_pass` is the deepest pass when the
    /// search deepens iteratively.
    pub(super) fn new(options: &Options, last_pass: Option<u32>) -> Listing {
        let limited = options.depth.is_some() || last_pass.is_some();
        Listing {
            lines: Vec::new(),
            terminal: if limited {
                "if CUTOFF-TEST(state, depth) then return"
            } else {
                "if TERMINAL-TEST(state) then return"
            },
            utility: if limited { "EVAL" } else { "UTILITY" },
            depth: if limited { ", depth + 1" } else { "" },
            depth_param: if limited { ", depth" } else { "" },
            root_depth: if limited { ", 0" } else { "" },
            last_pass,
        }
    }

    pub(super) fn add(&mut self, function: Function, role: Role, text: impl Into<String>) {
        self.lines.push((function, role, text.into()));
    }

    /// The top-level function `name`, which calls the root's value
    /// function in `start` and returns the move `choice` says; under
    /// iterative deepening it calls it once a pass, in a loop that
    /// reorders the children between passes.
    pub(super) fn decision(&mut self, name: &str, start: String, choice: &str) {
        let function = Function::Decision;
        let name = match self.last_pass {
            Some(_) => "ITERATIVE-DEEPENING-SEARCH",
            None => name,
        };
        self.add(
            function,
            Role::Header,
            format!("function {name}(state) returns an action"),
        );
        let start = match self.last_pass {
            Some(last_pass) => {
                let first_pass = last_pass.min(1);
                self.add(
                    function,
                    Role::Pass,
                    format!("  for limit ← {first_pass} to {last_pass} do"),
                );
                self.add(
                    function,
                    Role::Reorder,
                    "    if limit > 1 then put the children of every node the last pass valued best first, by its values",
                );
                format!("  {start}")
            }
            None => start,
        };
        self.add(function, Role::Start, start);
        self.add(
            function,
            Role::Return,
            format!("  return the first action {choice}"),
        );
    }

    /// The test every value function starts with: at a leaf (or at the
    /// depth limit) it returns the utility (or the static value).
    pub(super) fn terminal(&mut self, function: Function) {
        let text = format!("  {} {}(state)", self.terminal, self.utility);
        self.add(function, Role::Terminal, text);
    }

    /// The loop of a decision node's value function: v starts as `start`
    /// says, then takes in each move's value as `backup` says.
    pub(super) fn for_each_action(&mut self, function: Function, start: &str, backup: String) {
        self.loop_start(function, start);
        self.add(function, Role::Backup, backup);
    }

    /// The head of a decision node's loop: v starts as `start` says, then
    /// the loop over the moves begins.
    pub(super) fn loop_start(&mut self, function: Function, start: &str) {
        self.add(function, Role::Start, start);
        self.add(function, Role::Loop, "  for each a in ACTIONS(state) do");
    }

    /// The end of a value function: under pruning, the cut test against
    /// the far bound (returned instead of v under fail-hard) and the raise
    /// of the node's own bound; then the return of v (of the own bound
    /// under fail-hard).
    pub(super) fn cut_and_return(
        &mut self,
        function: Function,
        options: &Options,
        bounds: &Bounds,
    ) {
        let prunes = options.algorithm.prunes();
        let hard = prunes && options.failure == Failure::Hard;
        if prunes {
            let test = strict(bounds.test, options.ties);
            let returned = if hard { bounds.far } else { "v" };
            let text = format!("    if v {test} then return {returned}");
            self.add(function, Role::CutTest, text);
            self.add(function, Role::Raise, format!("    {}", bounds.raise));
        }
        let returned = if hard { bounds.own } else { "v" };
        self.add(function, Role::Return, format!("  return {returned}"));
    }
}

/// How a value function of a pruning search treats the window.
pub(super) struct Bounds {
    /// The cut test, under the default tie rule.
    test: &'static str,
    /// The bound v is tested against.
    far: &'static str,
    /// The bound the node raises (or lowers) towards v.
    own: &'static str,
    /// The update of the own bound.
    raise: &'static str,
}

/// MAX-VALUE's window, which negamax's one function shares.
pub(super) const MAX_BOUNDS: Bounds = Bounds {
    test: "≥ β",
    far: "β",
    own: "α",
    raise: "α ← MAX(α, v)",
};

/// MIN-VALUE's window.
pub(super) const MIN_BOUNDS: Bounds = Bounds {
    test: "≤ α",
    far: "α",
    own: "β",
    raise: "β ← MIN(β, v)",
};

/// What the decision function returns in a two-player listing.
pub(super) const WITH_VALUE_V: &str = "in ACTIONS(state) with value v";

/// The cut test as the tie rule writes it.
fn strict(test: &str, ties: TieRule) -> String {
    match ties {
        TieRule::CutOnEqual => test.to_string(),
        TieRule::Strict => test.replace('≥', ">").replace('≤', "<"),
    }
}
