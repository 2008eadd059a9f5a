//! A tree made ready to play: parsed and searched once, so that stepping
//! back and forth only replays the trace and never searches again. A
//! step's pseudocode line is read off its listing when shown (a line for
//! each of a big minimax's million and a half steps took a phone a fifth
//! of a second as it opened), and its rule cell off the frame before it,
//! as its sentence is, which is
//! written the first time it is shown and then kept: writing all of them
//! up front took seconds on a search of a million steps (a lecture's
//! search, of a few thousand at most, writes them all as it opens, to keep
//! room for the longest), and replaying a game's whole search up front for
//! its rule cells took a third of a second on a phone.
//! So is an AND-OR search's plan, which replays the whole search.

use crate::language::explanations;
use crate::limits::{LONG_SEARCH_TRACED, MOST_NODES, MOST_STEPS_SIZED, MOST_TRACED_ITERATIONS};
use gametree::explain::{explain, rule, Rule, Side};
use gametree::lang::{Digits, Lang};
use gametree::plan::{plan_text, state_name};
use gametree::pseudocode::Pseudocode;
use gametree::search::{
    check, deepening_visits, minimax_reads, monte_carlo_run, MonteCarloRun, Unsuitable,
};
use gametree::summary::PassSummary;
use gametree::trace::RootVisits;
use gametree::{
    search, Algorithm, Frame, MoveOrder, NodeId, Options, Player, SearchError, Step, Summary,
    Trace, Tree,
};
use std::cell::{OnceCell, RefCell};
use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};
use yew::AttrValue;

/// The counts a search ends with, to compare alpha-beta with plain minimax.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Nodes entered.
    pub visited: usize,
    /// Values read from the tree.
    pub evaluated: usize,
    /// Cuts that skipped at least one child.
    pub cutoffs: usize,
    /// Nodes a proof-number search generated.
    pub generated: usize,
    /// Nodes a proof-number search expanded.
    pub expanded: usize,
    /// Iterations Monte Carlo tree search finished.
    pub iterations: usize,
}

impl Counts {
    /// The counts of a frame.
    pub fn of(frame: &Frame) -> Counts {
        Counts {
            visited: frame.visited,
            evaluated: frame.evaluated,
            cutoffs: frame.cutoffs,
            generated: frame.proof.generated,
            expanded: frame.proof.expanded,
            iterations: frame.monte_carlo.iterations as usize,
        }
    }
}

/// A search of the lesson's tree, with what the panels show at each step.
#[derive(Debug)]
pub struct Run {
    /// The steps.
    pub trace: Trace,
    /// The search's listing, as first written: its lines are the same in
    /// every language, and give each step's line when the step is shown.
    listing: Pseudocode,
    /// The indices of the steps that cut at least one child (for "next cut").
    pub cut_steps: Vec<usize>,
    /// What plain minimax would end with on the same tree, beside the
    /// counts of a pruning search.
    pub minimax: Option<Counts>,
    /// Iterative deepening's passes, in order; empty for one search.
    pub passes: Vec<PassSummary>,
    /// What one search to the same depth in the drawn order ends with,
    /// beside the passes of iterative deepening.
    pub one_search: Option<Counts>,
}

/// A tree and, when it suits the algorithm, its search.
#[derive(Debug)]
pub struct Lesson {
    /// Which search this is: lessons are compared by it (see `PartialEq`).
    id: u64,
    /// The tree as drawn (with letter names when asked for): the tree
    /// given itself when it needs none, shared rather than copied (half a
    /// million nodes took a third of a second to copy on a phone).
    pub tree: Rc<Tree>,
    /// The search, or why the tree does not suit the algorithm (which the
    /// page words with the menu's names).
    pub run: Result<Run, SearchError>,
    /// The options of a Monte Carlo tree search with more iterations than
    /// the page traces whole, which it runs in slices with its progress
    /// shown (`LongRun`) and then shows with [`Lesson::resumed`]; `run`
    /// says why it is not searched yet.
    pub long_search: Option<Options>,
    /// The lesson whose long search this one shows (its id), for
    /// [`Lesson::resumes`].
    resumed_from: Option<u64>,
    /// The sentences written so far, by step.
    said: RefCell<Said>,
    /// The rule cell of each step, once read (`Some(None)`: none lit):
    /// stepping back reads them again without a replay, as it does the
    /// sentences.
    rules: RefCell<Vec<Option<RuleCell>>>,
    /// The frame before the step last read (its sentence or its rule
    /// cell), owned, so that going on from it to the next step asked about
    /// applies the steps between and never copies it.
    before: RefCell<Option<Frame>>,
    /// The pseudocode's lines, once asked for, and the language and digits
    /// they are written in (see [`Lesson::code`]).
    code: RefCell<Option<Written>>,
    /// The plan an AND-OR search found, once asked for (see [`Lesson::plan`]).
    plan: OnceCell<Option<AttrValue>>,
    /// What the convergence chart draws, once asked for (see
    /// [`Lesson::convergence`]).
    convergence: OnceCell<Option<Convergence>>,
}

/// The rule-table cell a step lights, if any: its side and its rule.
pub type RuleCell = Option<(Side, Rule)>;

/// Lines written in a language and its digits, kept until another is spoken.
type Written = ((Lang, Digits), Vec<AttrValue>);

/// How Monte Carlo tree search converged: the visits of the root's
/// children as it went on, and the move minimax picks, which the chart marks.
#[derive(Debug, PartialEq)]
pub struct Convergence {
    /// The visits of the root's children, sampled.
    pub history: RootVisits,
    /// Minimax's move at the root, as written.
    pub minimax_move: Option<usize>,
}

/// How many samples of the visits the chart draws: enough for a smooth
/// line at any width a side column has.
pub const CHART_SAMPLES: usize = 200;

/// The sentences a lesson has written, and in which language.
#[derive(Debug, Default)]
struct Said {
    /// The language and digits the sentences are written in: another
    /// language, switched to in place, writes them again.
    speaking: (Lang, Digits),
    /// The sentence of each step, once written.
    sentences: Vec<Option<AttrValue>>,
}

impl Lesson {
    /// Searches `tree` with `options`, naming unlabelled nodes A, B, C… first
    /// when `letter_names` is set and the tree has at most [`MOST_NAMED`]
    /// nodes (larger trees keep their addresses, shown when a node is pointed at).
    pub fn new(tree: &Rc<Tree>, options: &Options, letter_names: bool) -> Rc<Lesson> {
        let tree = if letter_names && tree.len() <= MOST_NAMED {
            Rc::new(tree.with_letter_names())
        } else {
            tree.clone()
        };
        // Too many iterations for the page to trace, but not for the core:
        // a long search, once the tree is found to suit it (the search
        // checks that itself otherwise).
        let long = |error: &SearchError| {
            matches!(error.problem, Unsuitable::TooManyIterations { most, .. }
                if most == MOST_TRACED_ITERATIONS)
        };
        let run = match within_reach(&tree, options) {
            Err(error) if long(&error) => Err(check(&tree, options).err().unwrap_or(error)),
            reach => reach
                .and_then(|()| search(&tree, options))
                .map(|trace| Run::new(&tree, trace)),
        };
        let long = run.as_ref().err().is_some_and(long);
        Lesson::of(tree, run, long.then_some(*options), None)
    }

    /// The lesson of a long search that has run: its tree, and the trace
    /// of its last iterations.
    pub fn resumed(&self, trace: Trace) -> Rc<Lesson> {
        let run = Run::new(&self.tree, trace);
        Lesson::of(self.tree.clone(), Ok(run), None, Some(self.id))
    }

    /// Its long search, ready to run (its last iterations traced), or
    /// `None` when it has none.
    pub fn long_run(&self) -> Option<MonteCarloRun> {
        let options = self.long_search.as_ref()?;
        monte_carlo_run(&self.tree, options, LONG_SEARCH_TRACED, CHART_SAMPLES).ok()
    }

    /// This lesson with its long search run through at once, where the
    /// page runs it in slices (`LongRun`): the same trace, for a worker
    /// that has only the tree and the options.
    pub fn run_through(self: Rc<Lesson>) -> Rc<Lesson> {
        let Some(mut run) = self.long_run() else {
            return self;
        };
        run.advance(&self.tree, u32::MAX);
        self.resumed(run.trace(&self.tree))
    }

    /// Whether this lesson shows the long search `waiting` was waiting for.
    pub fn resumes(&self, waiting: &Lesson) -> bool {
        self.resumed_from == Some(waiting.id)
    }

    /// The lesson of `tree` and its search, whose listing, written as the
    /// run was made, is kept as the one shown first.
    fn of(
        tree: Rc<Tree>,
        run: Result<(Run, Written), SearchError>,
        long_search: Option<Options>,
        resumed_from: Option<u64>,
    ) -> Rc<Lesson> {
        let (run, code) = match run {
            Ok((run, code)) => (Ok(run), Some(code)),
            Err(error) => (Err(error), None),
        };
        Rc::new(Lesson {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            tree,
            run,
            long_search,
            resumed_from,
            said: RefCell::default(),
            rules: RefCell::default(),
            before: RefCell::default(),
            code: RefCell::new(code),
            plan: OnceCell::new(),
            convergence: OnceCell::new(),
        })
    }

    /// The pseudocode of the algorithm and variant that ran, in the words
    /// of the language spoken now (a switch in place writes it again);
    /// empty when the tree was not searched. Written the first time it is
    /// asked for in a language and kept, as the page asks at every step
    /// and writing it reads the whole tree.
    pub fn code(&self) -> Vec<AttrValue> {
        let Ok(run) = &self.run else {
            return Vec::new();
        };
        let speaking = crate::language::chosen();
        let mut kept = self.code.borrow_mut();
        match &*kept {
            Some((written_in, lines)) if *written_in == speaking => lines.clone(),
            _ => {
                let code = Pseudocode::new(&self.tree, &run.trace.options, explanations());
                let lines = written(&code);
                *kept = Some((speaking, lines.clone()));
                lines
            }
        }
    }

    /// The conditional plan an AND-OR search found at the root, in the
    /// notes' form, or nothing when it failed (or the tree was not
    /// searched): worked out the first time it is asked for, as it replays
    /// the whole search, and kept, as the page asks at every render.
    pub fn plan(&self) -> Option<AttrValue> {
        let plan = self.plan.get_or_init(|| {
            let run = self.run.as_ref().ok()?;
            plan_text(&self.tree, &run.trace, NodeId::ROOT).map(AttrValue::from)
        });
        plan.clone()
    }

    /// How a Monte Carlo tree search converged, worked out the first time
    /// it is asked for and kept; `None` for the other searches.
    pub fn convergence(&self) -> Option<&Convergence> {
        let convergence = self.convergence.get_or_init(|| {
            let run = self.run.as_ref().ok()?;
            if run.trace.options.algorithm != Algorithm::MonteCarlo {
                return None;
            }
            let history = match run.trace.resumed() {
                Some(resumed) => resumed.history.clone(),
                None => RootVisits::of(&self.tree, &run.trace.steps, CHART_SAMPLES),
            };
            let minimax = search(&self.tree, &Options::new(Algorithm::Minimax)).ok();
            let minimax_move = minimax.and_then(|trace| Summary::new(&self.tree, &trace).best_move);
            Some(Convergence {
                history,
                minimax_move,
            })
        });
        convergence.as_ref()
    }

    /// The sentence of the step at `index` (the one that leads to the frame
    /// after `index + 1` steps), written from the frame before it the first
    /// time it is asked for. Asked in order, as playing and the history
    /// ask, each costs one step of replay; asked backwards, the replay
    /// starts again from the beginning.
    ///
    /// A search with a planted bug has none: the sentences are written for
    /// the right search, and would describe it falsely.
    pub fn sentence(&self, index: usize) -> Option<AttrValue> {
        let run = self.run.as_ref().ok()?;
        let step = run.trace.steps.get(index)?;
        if self.has_planted_bug() {
            return None;
        }
        let mut said = self.said.borrow_mut();
        let speaking = crate::language::chosen();
        if said.speaking != speaking {
            *said = Said {
                speaking,
                ..Said::default()
            };
        }
        if said.sentences.is_empty() {
            said.sentences = vec![None; run.trace.len()];
        }
        if let Some(sentence) = &said.sentences[index] {
            return Some(sentence.clone());
        }
        let words = crate::language::explanations();
        let sentence = self.with_frame_before(index, |before| {
            AttrValue::from(explain(words, &self.tree, &run.trace, before, step))
        });
        said.sentences[index] = Some(sentence.clone());
        Some(sentence)
    }

    /// The listing's line that the step at `index` runs, read when the
    /// step is shown; none when the tree was not searched.
    pub fn line(&self, index: usize) -> Option<usize> {
        let run = self.run.as_ref().ok()?;
        Some(run.listing.line_of(&self.tree, run.trace.steps.get(index)?))
    }

    /// The rule-table cell the step at `index` lights, read off the frame
    /// before it the first time it is asked for and then kept (only a step
    /// that tests the window lights one).
    pub fn rule(&self, index: usize) -> RuleCell {
        let run = self.run.as_ref().ok()?;
        let step = run.trace.steps.get(index)?;
        if !matches!(step, Step::Window { .. } | Step::Cut { .. }) {
            return None;
        }
        let mut rules = self.rules.borrow_mut();
        if rules.is_empty() {
            *rules = vec![None; run.trace.len()];
        }
        *rules[index].get_or_insert_with(|| {
            self.with_frame_before(index, |before| rule(&self.tree, &run.trace, before, step))
        })
    }

    /// Calls `read` with the frame before the step at `index`, gone on in
    /// place from the one last read when it lies no later (as the page
    /// steps forward), else replayed from the start.
    fn with_frame_before<T>(&self, index: usize, read: impl FnOnce(&Frame) -> T) -> T {
        let mut kept = self.before.borrow_mut();
        let before = match kept.take() {
            Some(frame) => self.gone_on(frame, index),
            None => self.frame(index),
        };
        let read = read(&before);
        *kept = Some(before);
        read
    }

    /// The longest of the lesson's sentences, in characters, for which the
    /// sentence's box keeps room at every step, so that the drawing above
    /// it keeps its size and place. The first call writes them all; a
    /// lesson of more than [`MOST_STEPS_SIZED`] steps has none.
    pub fn longest_sentence(&self) -> Option<AttrValue> {
        if self.len() > MOST_STEPS_SIZED {
            return None;
        }
        (0..self.len())
            .filter_map(|index| self.sentence(index))
            .max_by_key(|sentence| sentence.chars().count())
    }

    /// Whether a bug is planted in the search.
    pub fn has_planted_bug(&self) -> bool {
        (self.run.as_ref()).is_ok_and(|run| run.trace.options.bug.is_some())
    }

    /// The number of steps (0 when the tree could not be searched).
    pub fn len(&self) -> usize {
        self.run.as_ref().map_or(0, |run| run.trace.len())
    }

    /// The label drawn at `node`, if it has one: an AND-OR search's
    /// states as its sentences and plans write them ("(C, M, A)" for the
    /// label `C_M_A`), every other label as written.
    pub fn label(&self, node: NodeId) -> Option<String> {
        let label = self.tree.node(node).label.as_deref()?;
        let and_or =
            (self.run.as_ref()).is_ok_and(|run| run.trace.options.algorithm == Algorithm::AndOr);
        Some(if and_or && self.tree.mover(node) == Player::Max {
            state_name(&self.tree, node)
        } else {
            label.to_string()
        })
    }

    /// What the page calls `node`: its label as drawn, or the name
    /// sentences give an unlabelled node.
    pub fn name(&self, node: NodeId) -> String {
        self.label(node).unwrap_or_else(|| self.tree.name(node))
    }

    /// Whether there is nothing to play.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The frame after the first `step` steps.
    pub fn frame(&self, step: usize) -> Frame {
        match &self.run {
            Ok(run) => Frame::at(&self.tree, &run.trace, step),
            Err(_) => Frame::new(&self.tree),
        }
    }

    /// The moment after `step` steps, from `shown`, a moment of this
    /// search: going on from it applies only the steps between, so that
    /// stepping a large tree forward never replays the search from its
    /// start (going back does).
    pub fn frame_from(&self, shown: &Rc<Frame>, step: usize) -> Rc<Frame> {
        match &self.run {
            Ok(_) if step == shown.steps => shown.clone(),
            Ok(_) if step > shown.steps => Rc::new(self.gone_on((**shown).clone(), step)),
            _ => Rc::new(self.frame(step)),
        }
    }

    /// The moment after `step` steps: `frame` gone on in place, applying
    /// only the steps between, when it lies no later; else replayed from
    /// the start.
    fn gone_on(&self, mut frame: Frame, step: usize) -> Frame {
        let Ok(run) = &self.run else {
            return self.frame(step);
        };
        if frame.steps > step {
            return self.frame(step);
        }
        for index in frame.steps..step.min(run.trace.len()) {
            frame.apply(&self.tree, run.step(index));
        }
        frame
    }
}

/// Refuses, before any work, iterative deepening that would visit more
/// nodes in all its passes than the largest tree the page takes has (a
/// deep chain is visited once a pass, so depth² / 2 nodes in all), and
/// Monte Carlo tree search asked for more iterations than the page traces
/// whole (the player runs those as a long search).
fn within_reach(tree: &Tree, options: &Options) -> Result<(), SearchError> {
    let iterations = options.monte_carlo.iterations;
    if options.algorithm == Algorithm::MonteCarlo && iterations > MOST_TRACED_ITERATIONS {
        return Err(SearchError {
            node: None,
            problem: Unsuitable::TooManyIterations {
                iterations,
                most: MOST_TRACED_ITERATIONS,
            },
        });
    }
    let most = MOST_NODES as u64;
    if !options.iterative {
        return Ok(());
    }
    let visits = deepening_visits(tree, options);
    if visits <= most {
        return Ok(());
    }
    Err(SearchError {
        node: None,
        problem: Unsuitable::TooManyVisits { visits, most },
    })
}

/// The most nodes a tree may have to be named A, B, C…: every name has at
/// most three letters (26 + 26² + 26³), and a name per node of a larger
/// tree costs more memory than it helps, as so many nodes are folded away.
pub const MOST_NAMED: usize = 18_278;
/// The counts another search of `tree` with `options` ends with: one
/// that the tree suits, since a search with related options took it.
fn final_counts(tree: &Tree, options: Options) -> Counts {
    let trace = search(tree, &options).expect("a tree one search takes, its relatives take");
    Counts::of(&Frame::at(tree, &trace, trace.len()))
}

/// Numbers the lessons as they are made.
static NEXT_ID: AtomicU64 = AtomicU64::new(0);

/// Two lessons are equal when they are the same search. Every prop and
/// state holding a lesson is compared on every step of the animation;
/// comparing trees, traces and sentences there would cost more than the
/// step itself, and a changed lesson is always a new one.
impl PartialEq for Lesson {
    fn eq(&self, other: &Lesson) -> bool {
        self.id == other.id
    }
}

/// The lines of a listing, as the page shows them.
fn written(code: &Pseudocode) -> Vec<AttrValue> {
    (code.lines())
        .map(|line| AttrValue::from(line.to_string()))
        .collect()
}

impl Run {
    /// Reads `trace` once for the steps that cut; with the listing,
    /// written in the language spoken.
    fn new(tree: &Tree, trace: Trace) -> (Run, Written) {
        let code = Pseudocode::new(tree, &trace.options, explanations());
        let cut_steps = (trace.cuts(tree))
            .filter(|cut| cut.skipped)
            .map(|cut| cut.step)
            .collect();
        let options = trace.options;
        let minimax = options.algorithm.prunes().then(|| {
            let reads = minimax_reads(tree, options.depth);
            Counts {
                visited: reads.entered,
                evaluated: reads.evaluated,
                ..Counts::default()
            }
        });
        let one_search = options.iterative.then(|| {
            final_counts(
                tree,
                Options {
                    iterative: false,
                    order: MoveOrder::Drawn,
                    ..options
                },
            )
        });
        // Only iterative deepening's trace has passes: a summary of one
        // search, read for none, took a phone a quarter of a second.
        let passes = if options.iterative {
            Summary::new(tree, &trace).passes
        } else {
            Vec::new()
        };
        let written = (crate::language::chosen(), written(&code));
        let run = Run {
            listing: code,
            cut_steps,
            minimax,
            passes,
            one_search,
            trace,
        };
        (run, written)
    }

    /// The step at `index`.
    pub fn step(&self, index: usize) -> &Step {
        &self.trace.steps[index]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gametree::games::{vacuum_world, VacuumState};

    #[test]
    fn more_iterations_than_the_page_traces_wait_for_a_long_search_on_a_tree_that_suits_it() {
        let options = Options {
            monte_carlo: gametree::options::MonteCarlo {
                iterations: 200_000,
                ..Default::default()
            },
            ..Options::new(Algorithm::MonteCarlo)
        };
        let figure = Rc::new(gametree::parse("((3 12 8) (2 4 6) (14 5 2))").unwrap());
        assert_eq!(
            Lesson::new(&figure, &options, true).long_search,
            Some(options)
        );
        // A tree the search cannot take says so, and waits for nothing.
        let dice = Rc::new(gametree::parse("((1/2: 3 1/2: 5) 4)").unwrap());
        let refused = Lesson::new(&dice, &options, true);
        assert_eq!(refused.long_search, None);
        let problem = refused.run.as_ref().err().map(|error| &error.problem);
        assert!(
            matches!(problem, Some(Unsuitable::ChanceNode { .. })),
            "{problem:?}"
        );
    }

    #[test]
    fn an_and_or_search_draws_its_states_as_its_sentences_name_them() {
        let tree = Rc::new(vacuum_world(VacuumState::START));
        let and_or = Lesson::new(&tree, &Options::new(Algorithm::AndOr), true);
        let root = NodeId::ROOT;
        assert_eq!(tree.node(root).label.as_deref(), Some("M_M_A"));
        assert_eq!(and_or.label(root).as_deref(), Some("(M, M, A)"));
        let suck = tree.children(root)[0];
        assert_eq!(and_or.name(suck), "Suck", "actions as written");
        // Under another search the label is the tree's, as its sentences say.
        let minimax = Lesson::new(&tree, &Options::new(Algorithm::Minimax), true);
        assert_eq!(minimax.label(root).as_deref(), Some("M_M_A"));
    }

    /// The plan is the core's for the search, kept once worked out.
    #[test]
    fn the_plan_is_the_searchs_kept_once_asked_for() {
        let tree = Rc::new(vacuum_world(VacuumState::START));
        let and_or = Lesson::new(&tree, &Options::new(Algorithm::AndOr), true);
        let run = and_or.run.as_ref().unwrap();
        let expected = plan_text(&and_or.tree, &run.trace, NodeId::ROOT);
        assert!(expected.is_some(), "the vacuum world has a plan");
        assert_eq!(and_or.plan().as_deref(), expected.as_deref());
        let (Some(AttrValue::Rc(first)), Some(AttrValue::Rc(again))) =
            (and_or.plan(), and_or.plan())
        else {
            panic!("a plan, written once");
        };
        assert!(Rc::ptr_eq(&first, &again), "kept, not worked out again");
    }

    /// The pseudocode is written once a language, and again in another.
    #[test]
    fn the_code_is_written_once_a_language() {
        use crate::language::choose;
        let tree = Rc::new(gametree::parse("A(B=3 C=5)").unwrap());
        let lesson = Lesson::new(&tree, &Options::new(Algorithm::Minimax), true);
        let (english, again) = (lesson.code(), lesson.code());
        let (AttrValue::Rc(first), AttrValue::Rc(kept)) = (&english[0], &again[0]) else {
            panic!("lines written, not static");
        };
        assert!(Rc::ptr_eq(first, kept), "kept, not written again");
        choose(Lang::Ro, Digits::Ascii);
        let romanian = lesson.code();
        choose(Lang::En, Digits::Ascii);
        assert_ne!(romanian, english, "written again in Romanian");
        assert_eq!(lesson.code(), english);
    }

    /// A sentence kept is said again in the language switched to in place,
    /// and back.
    #[test]
    fn a_sentence_is_said_again_in_the_language_switched_to() {
        use crate::language::choose;
        let tree = Rc::new(gametree::parse("A(B=3 C=5)").unwrap());
        let lesson = Lesson::new(&tree, &Options::new(Algorithm::Minimax), true);
        let english = lesson.sentence(0).unwrap();
        choose(Lang::Ro, Digits::Ascii);
        let romanian = lesson.sentence(0).unwrap();
        choose(Lang::En, Digits::Ascii);
        assert!(romanian.starts_with("Pornim de la A"), "{romanian}");
        assert_eq!(lesson.sentence(0).unwrap(), english);
    }

    /// Sentences asked in any order, forward, backward, again, are each
    /// the one the step's own frame gives.
    #[test]
    fn every_sentence_is_its_own_steps_whatever_the_order_asked() {
        let tree =
            Rc::new(gametree::parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap());
        let lesson = Lesson::new(&tree, &Options::new(Algorithm::AlphaBeta), true);
        let run = lesson.run.as_ref().unwrap();
        let expected = |index: usize| {
            let before = Frame::at(&lesson.tree, &run.trace, index);
            let words = crate::language::explanations();
            explain(words, &lesson.tree, &run.trace, &before, run.step(index))
        };
        let last = lesson.len() - 1;
        for index in [5, 2, 3, 3, last, 0, last - 1, 7] {
            assert_eq!(
                lesson.sentence(index).as_deref(),
                Some(expected(index).as_str()),
                "step {index}"
            );
        }
        assert_eq!(lesson.sentence(lesson.len()), None, "no step past the last");
    }

    /// Rule cells read in any order, forward, backward, again, are each
    /// the one the step's own frame gives, and the steps that cut are
    /// those after which a replay counts one more cut.
    #[test]
    fn every_rule_cell_and_cut_is_its_own_steps_whatever_the_order_asked() {
        let tree = Rc::new(
            gametree::parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2) N(O=1 P(Q=9 R=0)))")
                .unwrap(),
        );
        let lesson = Lesson::new(&tree, &Options::new(Algorithm::AlphaBeta), true);
        let run = lesson.run.as_ref().unwrap();
        let replayed = |index: usize| Frame::at(&lesson.tree, &run.trace, index);
        let last = lesson.len() - 1;
        let mut lit = 0;
        for index in (0..=last).rev().chain([7, 3, 3, last, 0, 12, 5]) {
            let expected = rule(&lesson.tree, &run.trace, &replayed(index), run.step(index));
            assert_eq!(lesson.rule(index), expected, "step {index}");
            lit += usize::from(expected.is_some());
        }
        assert!(lit > 4, "the tree's windows and cuts light cells");
        let cuts: Vec<usize> = (0..=last)
            .filter(|&index| replayed(index + 1).cutoffs > replayed(index).cutoffs)
            .collect();
        assert_eq!(run.cut_steps, cuts);
        assert_eq!(cuts.len(), 2, "C and N stop early");
    }

    /// The room kept for sentences is the longest one's; a search longer
    /// than a lecture's keeps none, and writes no sentence for it.
    #[test]
    fn the_longest_sentence_is_kept_room_for_in_a_lecture_sized_search() {
        let tree =
            Rc::new(gametree::parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap());
        let lesson = Lesson::new(&tree, &Options::new(Algorithm::AlphaBeta), true);
        let longest = lesson.longest_sentence().unwrap();
        assert!(
            longest.starts_with("C stops after H, an α-cut"),
            "{longest}"
        );
        let lengths =
            (0..lesson.len()).map(|index| lesson.sentence(index).unwrap().chars().count());
        assert_eq!(longest.chars().count(), lengths.max().unwrap());
        let options = Options {
            monte_carlo: gametree::options::MonteCarlo {
                iterations: 1_000,
                ..Default::default()
            },
            ..Options::new(Algorithm::MonteCarlo)
        };
        let long = Lesson::new(&tree, &options, true);
        assert!(long.len() > MOST_STEPS_SIZED);
        assert_eq!(long.longest_sentence(), None);
        assert!(long.said.borrow().sentences.is_empty(), "none written");
    }

    /// Iterative deepening is refused before any pass when its passes would
    /// visit more nodes than the largest tree the page takes.
    #[test]
    fn deepening_past_the_pages_reach_is_refused_before_it_runs() {
        let chain = |depth: usize| {
            let text = format!("{}5{}", "N=1(".repeat(depth - 1), ")".repeat(depth - 1));
            Rc::new(gametree::parse(&text).unwrap())
        };
        let options = Options {
            iterative: true,
            ..Options::new(Algorithm::AlphaBeta)
        };
        assert!(Lesson::new(&chain(1000), &options, false).run.is_ok());
        let refused = Lesson::new(&chain(1200), &options, false);
        let problem = refused
            .run
            .as_ref()
            .expect_err("too many visits")
            .problem
            .clone();
        assert_eq!(
            problem,
            Unsuitable::TooManyVisits {
                visits: 1200 * 1201 / 2 - 1,
                most: MOST_NODES as u64
            }
        );
    }
}
