//! The writer every family's listing uses: lines tagged with their function
//! and role, the words a depth limit changes, and the pieces the families
//! share (the decision function, the terminal test, the window's cut test
//! and return).

use super::line::{Function, Line, Role};
use super::words::Writer;
use crate::lang::Catalogue;
use crate::options::{Failure, Options, TieRule};

/// A listing being written: its lines so far, and the writer of its
/// templates with the values every function of the listing shares (the
/// words a depth limit changes).
pub(super) struct Listing<'a> {
    pub(super) lines: Vec<Line>,
    pub(super) writer: Writer<'a>,
    /// The deepest pass of iterative deepening, when the search deepens.
    last_pass: Option<u32>,
}

/// The test every value function starts with: at a leaf (or at the depth
/// limit) it returns the utility (or the static value).
pub(super) const TERMINAL: &str =
    "  {if¦test=‹{terminal}({state}{depth-param})›} {return¦what=‹{utility}({state})›}";

/// The head of a decision node's loop over its moves.
pub(super) const EACH_ACTION: &str = "  {for-each¦item={in¦item=‹a›¦set=‹ACTIONS({state})›}}";

/// What the decision function of a two-player listing returns.
pub(super) const WITH_VALUE_V: &str = "{best-action¦actions=‹ACTIONS({state})›¦v=‹v›}";

impl<'a> Listing<'a> {
    /// A listing for `options` in the language of `catalogue`;
    /// `last_pass` is the deepest pass when the search deepens iteratively.
    pub(super) fn new(options: &Options, last_pass: Option<u32>, catalogue: &'a Catalogue) -> Self {
        let limited = options.depth.is_some() || last_pass.is_some();
        let mut writer = Writer::new(catalogue);
        let values = if limited {
            ["CUTOFF-TEST", "EVAL", ", {depth} + 1", ", {depth}", ", 0"]
        } else {
            ["TERMINAL-TEST", "UTILITY", "", "", ""]
        };
        let names = ["terminal", "utility", "deeper", "depth-param", "root-depth"];
        for (name, value) in names.into_iter().zip(values) {
            writer.set(name, value);
        }
        Listing {
            lines: Vec::new(),
            writer,
            last_pass,
        }
    }

    /// Adds the line `template` writes.
    pub(super) fn add(&mut self, function: Function, role: Role, template: &str) {
        let text = self.writer.write(template);
        self.lines.push((function, role, text));
    }

    /// Adds the lines of `templates`, all of `function`.
    pub(super) fn add_all(&mut self, function: Function, templates: &[(Role, &str)]) {
        for &(role, template) in templates {
            self.add(function, role, template);
        }
    }

    /// Sets the value `name` of the templates to come.
    pub(super) fn set(&mut self, name: &'static str, template: impl Into<String>) {
        self.writer.set(name, template);
    }

    /// The top-level function `name`, which calls the root's value
    /// function as `start` (code) says and returns the move `choice`
    /// says; under iterative deepening it calls it once a pass, in a loop
    /// that reorders the children between passes.
    pub(super) fn decision(&mut self, name: &str, start: &str, choice: &str) {
        let function = Function::Decision;
        let name = match self.last_pass {
            Some(_) => "ITERATIVE-DEEPENING-SEARCH",
            None => name,
        };
        self.set("decision", name);
        self.set("start", start);
        self.set("choice", choice);
        self.add(
            function,
            Role::Header,
            "{function¦name=‹{decision}({state})›} {returns¦what={an-action}}",
        );
        let start = match self.last_pass {
            Some(last_pass) => {
                self.set("last", last_pass.to_string());
                self.set("first", last_pass.min(1).to_string());
                self.add(
                    function,
                    Role::Pass,
                    "  {for¦variable={limit}¦first={first}¦last={last}}",
                );
                self.add(
                    function,
                    Role::Reorder,
                    "    {if¦test=‹{limit} > 1›} {reorder}",
                );
                "    ‹{start}›"
            }
            None => "  ‹{start}›",
        };
        self.add(function, Role::Start, start);
        self.add(function, Role::Return, "  {return¦what={choice}}");
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
            self.set("test", strict(bounds.test, options.ties));
            self.set("cut", if hard { bounds.far } else { "v" });
            self.set("raise", bounds.raise);
            self.add(
                function,
                Role::CutTest,
                "    {if¦test=‹v {test}›} {return¦what=‹{cut}›}",
            );
            self.add(function, Role::Raise, "    ‹{raise}›");
        }
        self.set("returned", if hard { bounds.own } else { "v" });
        self.add(function, Role::Return, "  {return¦what=‹{returned}›}");
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
