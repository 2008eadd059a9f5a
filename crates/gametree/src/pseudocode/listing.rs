//! The writer every family's listing uses: lines tagged with their function
//! and role, the words a depth limit changes, and the pieces the families
//! share (the decision function, the terminal test, the window's cut test
//! and return).

use super::words::Words;
use super::{Function, Line, Role};
use crate::lang::Catalogue;
use crate::options::{Failure, Options, TieRule};

/// A listing being written: its lines so far, the words it is written in,
/// and the words a depth limit changes, which every function of the
/// listing shares.
pub(super) struct Listing<'a> {
    pub(super) lines: Vec<Line>,
    /// The words of the listing's language.
    pub(super) words: Words<'a>,
    /// The name of the state a value function is given.
    pub(super) state: String,
    /// The test that ends the descent: TERMINAL-TEST(state), or
    /// CUTOFF-TEST(state, depth) with a depth limit.
    pub(super) terminal: String,
    /// UTILITY, or EVAL at the depth limit.
    pub(super) utility: &'static str,
    /// The depth passed to a child, when there is a limit.
    pub(super) depth: String,
    /// The depth parameter of a function, when there is a limit.
    pub(super) depth_param: String,
    /// The depth the root is searched at, when there is a limit.
    pub(super) root_depth: &'static str,
    /// The deepest pass of iterative deepening, when the search deepens.
    pub(super) last_pass: Option<u32>,
}

impl<'a> Listing<'a> {
    /// A listing for `options` in the language of `catalogue`;
    /// `last_pass` is the deepest pass when the search deepens iteratively.
    pub(super) fn new(options: &Options, last_pass: Option<u32>, catalogue: &'a Catalogue) -> Self {
        let limited = options.depth.is_some() || last_pass.is_some();
        let words = Words(catalogue);
        let state = words.word("state");
        let depth = words.word("depth");
        let (terminal, utility, depth, depth_param, root_depth) = if limited {
            (
                format!("CUTOFF-TEST({state}, {depth})"),
                "EVAL",
                format!(", {depth} + 1"),
                format!(", {depth}"),
                ", 0",
            )
        } else {
            (
                format!("TERMINAL-TEST({state})"),
                "UTILITY",
                String::new(),
                String::new(),
                "",
            )
        };
        Listing {
            lines: Vec::new(),
            words,
            state,
            terminal,
            utility,
            depth,
            depth_param,
            root_depth,
            last_pass,
        }
    }

    pub(super) fn add(&mut self, function: Function, role: Role, text: impl Into<String>) {
        self.lines.push((function, role, text.into()));
    }

    /// Adds a line of code alone (an assignment, a call), indented by `indent`.
    pub(super) fn add_code(&mut self, function: Function, role: Role, indent: &str, code: &str) {
        let text = format!("{indent}{}", self.words.code(code));
        self.add(function, role, text);
    }

    /// The top-level function `name`, which calls the root's value
    /// function in `start` (code) and returns the move `choice` says;
    /// under iterative deepening it calls it once a pass, in a loop that
    /// reorders the children between passes.
    pub(super) fn decision(&mut self, name: &str, start: &str, choice: &str) {
        let function = Function::Decision;
        let words = self.words;
        let name = match self.last_pass {
            Some(_) => "ITERATIVE-DEEPENING-SEARCH",
            None => name,
        };
        let header = words.function(
            &format!("{name}({})", self.state),
            Some(&words.word("an-action")),
        );
        self.add(function, Role::Header, header);
        let indent = match self.last_pass {
            Some(last_pass) => {
                let first_pass = last_pass.min(1);
                let limit = words.word("limit");
                let passes = words.phrase(
                    "for",
                    &[
                        ("variable", &limit),
                        ("first", &first_pass.to_string()),
                        ("last", &last_pass.to_string()),
                    ],
                );
                self.add(function, Role::Pass, format!("  {passes}"));
                let reorder = format!(
                    "{} {}",
                    words.if_then(&words.code(&format!("{limit} > 1"))),
                    words.word("reorder")
                );
                self.add(function, Role::Reorder, format!("    {reorder}"));
                "    "
            }
            None => "  ",
        };
        self.add_code(function, Role::Start, indent, start);
        let returned = words.return_(choice);
        self.add(function, Role::Return, format!("  {returned}"));
    }

    /// What the decision function of a two-player listing returns.
    pub(super) fn with_value_v(&self) -> String {
        let actions = self.words.code(&format!("ACTIONS({})", self.state));
        let v = self.words.code("v");
        self.words
            .phrase("best-action", &[("actions", &actions), ("v", &v)])
    }

    /// The test every value function starts with: at a leaf (or at the
    /// depth limit) it returns the utility (or the static value), times
    /// `factor` (negamax's colour) with `note` after it.
    pub(super) fn terminal(&mut self, function: Function) {
        let text = self.terminal_line("", "");
        self.add(function, Role::Terminal, text);
    }

    /// The terminal test's line, the utility multiplied by `factor` and
    /// followed by `note`.
    pub(super) fn terminal_line(&self, factor: &str, note: &str) -> String {
        let words = self.words;
        let utility = format!("{factor}{}({})", self.utility, self.state);
        let line = words.if_return(&words.code(&self.terminal), &words.code(&utility));
        format!("  {line}{note}")
    }

    /// The loop of a decision node's value function: v starts as `start`
    /// says, then takes in each move's value as `backup` (code) says.
    pub(super) fn for_each_action(&mut self, function: Function, start: &str, backup: &str) {
        self.loop_start(function, start);
        self.add_code(function, Role::Backup, "    ", backup);
    }

    /// The head of a decision node's loop: v starts as `start` (code)
    /// says, then the loop over the moves begins.
    pub(super) fn loop_start(&mut self, function: Function, start: &str) {
        self.add_code(function, Role::Start, "  ", start);
        let words = self.words;
        let actions = words.code(&format!("ACTIONS({})", self.state));
        let each = words.for_each(&words.in_(&words.code("a"), &actions));
        self.add(function, Role::Loop, format!("  {each}"));
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
        let words = self.words;
        if prunes {
            let test = strict(bounds.test, options.ties);
            let returned = if hard { bounds.far } else { "v" };
            let text = words.if_return(&words.code(&format!("v {test}")), &words.code(returned));
            self.add(function, Role::CutTest, format!("    {text}"));
            self.add_code(function, Role::Raise, "    ", bounds.raise);
        }
        let returned = if hard { bounds.own } else { "v" };
        let text = words.return_(&words.code(returned));
        self.add(function, Role::Return, format!("  {text}"));
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

/// The cut test as the tie rule writes it.
fn strict(test: &str, ties: TieRule) -> String {
    match ties {
        TieRule::CutOnEqual => test.to_string(),
        TieRule::Strict => test.replace('≥', ">").replace('≤', "<"),
    }
}
