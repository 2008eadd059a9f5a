//! The words of practice mode, an area of their own so that each list
//! stays short enough to translate in one sitting.

use super::{said, say};
use gametree::lang::Arg;

use crate::progress::Progress;
use gametree::exercise::{Kind, Level};

/// The interface text of practice mode in one language.
pub struct PracticeStrings {
    /// The mode switch, for screen readers.
    pub mode: &'static str,
    /// Watching a search.
    pub watch: &'static str,
    /// Practising on exercises.
    pub practice: &'static str,
    /// Shown when something would change the tree during an exercise.
    pub fixed_in_practice: &'static str,
    /// Shown when an exercise link cannot be read.
    pub broken_exercise: fn(&str) -> String,
    /// Shown when no tree meets the exercise's settings.
    pub cannot_make_exercise: fn(&str) -> String,
    /// Shown when the tree on show does not suit the exercise.
    pub cannot_practise: fn(&str) -> String,
    /// The exercise panel, for screen readers.
    pub exercise: &'static str,
    /// The name of each kind of exercise.
    pub kind_name: fn(Kind) -> &'static str,
    /// What each kind of exercise asks the student to do.
    pub kind_task: fn(Kind) -> &'static str,
    /// The rule the exercise is graded by: the algorithm's name, and the
    /// tie rule and failure words for pruning searches.
    pub graded_by: fn(&str, Option<(&str, &str)>) -> String,
    /// Before the exercise's code.
    pub code: &'static str,
    /// Said instead of a code for an exercise on a drawn tree.
    pub drawn_tree: &'static str,
    /// Copies the exercise's link.
    pub copy_link: &'static str,
    /// The answer bar, for screen readers.
    pub answer_bar: &'static str,
    /// The answer bar's heading: the node's name.
    pub answers_at: fn(&str) -> String,
    /// The value field.
    pub value: &'static str,
    /// The window field.
    pub window: &'static str,
    /// Marks the branch into the node as cut.
    pub mark_cut: &'static str,
    /// Takes the cut mark off again.
    pub unmark_cut: &'static str,
    /// How the answer fields are used.
    pub answer_hint: &'static str,
    /// Said at a node the exercise asks nothing about.
    pub nothing_to_answer: &'static str,
    /// Said before a node is selected.
    pub select_a_node: &'static str,
    /// Shown when a value field holds no number.
    pub not_a_number: fn(&str) -> String,
    /// Shown when a window field holds no window.
    pub not_a_window: fn(&str) -> String,
    /// The proof-numbers field.
    pub proof_numbers: &'static str,
    /// Shown when a proof-numbers field holds no pair of numbers.
    pub not_proof_numbers: fn(&str) -> String,
    /// Said at a node a proof-numbers exercise asks nothing about.
    pub not_generated: &'static str,
    /// Writes the right numbers at one more node (proof-numbers exercises).
    pub hint_node: &'static str,
    /// Under the tree in a proof-numbers exercise, where the sentences
    /// would give the numbers away.
    pub numbers_hidden: &'static str,
    /// Grades the answers.
    pub check: &'static str,
    /// Reveals one more step.
    pub hint: &'static str,
    /// Plays the search from the first mistake.
    pub show_solution: &'static str,
    /// The score of a check.
    pub score: fn(usize, usize) -> String,
    /// Said when everything is right.
    pub all_right: &'static str,
    /// The button that offers another exercise like this one, once all is right.
    pub next_exercise: &'static str,
    /// Before the sentence that explains the first mistake.
    pub first_mistake: &'static str,
    /// The result of an ordering exercise: the leaves read, the best possible.
    pub ordering_result: fn(usize, usize) -> String,
    /// The last question answered and the reply given.
    pub you_said: fn(&str, &str) -> String,
    /// Said once the solution shows the best order.
    pub best_order_shown: &'static str,
    /// The reply field of a "predict" question.
    pub reply: &'static str,
    /// How to reply.
    pub reply_hint: &'static str,
    /// Said while the search plays on towards its next question.
    pub play_on: &'static str,
    /// The button that plays the search on to its next question.
    pub play_on_button: &'static str,
    /// Said once every question is answered.
    pub questions_done: &'static str,
    /// Under the tree in an exercise, before any hint.
    pub hints_here: &'static str,
    /// The record panel's heading.
    pub record: &'static str,
    /// The record in one line.
    pub record_line: fn(&Progress) -> String,
    /// Copies the summary.
    pub copy_summary: &'static str,
    /// The new-exercise form's heading and button.
    pub new_exercise: &'static str,
    /// The kind menu.
    pub kind: &'static str,
    /// The difficulty menu.
    pub level: &'static str,
    /// The name of each difficulty.
    pub level_name: fn(Level) -> &'static str,
    /// The difficulty of settings that are no level's.
    pub custom_level: &'static str,
    /// The settings beyond kind and difficulty.
    pub more_settings: &'static str,
    /// The least number of cuts.
    pub min_cuts: &'static str,
    /// A cut that skips a whole subtree.
    pub cut_above_leaves: &'static str,
    /// Leaves may share values.
    pub ties_allowed: &'static str,
    /// Shown when a setting is not a whole number.
    pub whole_numbers: &'static str,
    /// Starts an exercise on the tree that was on show.
    pub on_watched_tree: &'static str,
    /// The summary a student copies for the lecturer.
    pub summary: fn(&Summary) -> String,
}

/// What the copied summary reports.
pub struct Summary<'a> {
    /// The kind's name.
    pub kind: &'a str,
    /// The exercise's code, or the words for a drawn tree.
    pub code: &'a str,
    /// The rule it is graded by.
    pub graded_by: &'a str,
    /// The score of the first check, in words.
    pub first: &'a str,
    /// The score now, in words.
    pub now: &'a str,
    /// Checks, hints, and whether the solution was shown.
    pub checks: usize,
    /// Steps revealed by hints.
    pub hints: usize,
    /// Whether the solution was shown.
    pub solution: bool,
    /// The record line.
    pub record: &'a str,
    /// The exercise's link.
    pub link: &'a str,
}
fn kind_name(kind: Kind) -> &'static str {
    said(match kind {
        Kind::Values => "practice.kind-values",
        Kind::Cuts => "practice.kind-cuts",
        Kind::Windows => "practice.kind-windows",
        Kind::Predict => "practice.kind-predict",
        Kind::Ordering => "practice.kind-ordering",
        Kind::ProofNumbers => "practice.kind-proof-numbers",
    })
}

fn kind_task(kind: Kind) -> &'static str {
    said(match kind {
        Kind::Values => "practice.task-values",
        Kind::Cuts => "practice.task-cuts",
        Kind::Windows => "practice.task-windows",
        Kind::Predict => "practice.task-predict",
        Kind::Ordering => "practice.task-ordering",
        Kind::ProofNumbers => "practice.task-proof-numbers",
    })
}

fn graded_by(algorithm: &str, variant: Option<(&str, &str)>) -> String {
    let algorithm = Arg::Text("algorithm", algorithm);
    match variant {
        Some((ties, failure)) => say(
            "practice.graded-by-variant",
            &[
                algorithm,
                Arg::Text("ties", ties),
                Arg::Text("failure", failure),
            ],
        ),
        None => say("practice.graded-by", &[algorithm]),
    }
}

fn broken_exercise(problem: &str) -> String {
    say("practice.broken-exercise", &[Arg::Text("problem", problem)])
}

fn cannot_make_exercise(problem: &str) -> String {
    say(
        "practice.cannot-make-exercise",
        &[Arg::Text("problem", problem.trim_end_matches('.'))],
    )
}

fn cannot_practise(reason: &str) -> String {
    say(
        "practice.cannot-practise",
        &[Arg::Text("reason", reason.trim_end_matches('.'))],
    )
}

fn answers_at(name: &str) -> String {
    say("practice.answers-at", &[Arg::Text("node", name)])
}

/// The sentence of `key` about what the student typed, quoted.
fn about_typed(key: &str, text: &str) -> String {
    say(key, &[Arg::Ltr("text", &format!("{text:?}"))])
}

fn not_a_number(text: &str) -> String {
    about_typed("practice.not-a-number", text)
}

fn not_a_window(text: &str) -> String {
    about_typed("practice.not-a-window", text)
}

fn not_proof_numbers(text: &str) -> String {
    about_typed("practice.not-proof-numbers", text)
}

fn score(right: usize, total: usize) -> String {
    say(
        "practice.score",
        &[
            Arg::Number("right", right as f64),
            Arg::Number("total", total as f64),
        ],
    )
}

fn ordering_result(yours: usize, best: usize) -> String {
    let key = if yours == best {
        "practice.ordering-best"
    } else {
        "practice.ordering-worse"
    };
    say(
        key,
        &[
            Arg::Number("yours", yours as f64),
            Arg::Number("best", best as f64),
        ],
    )
}

fn you_said(question: &str, reply: &str) -> String {
    say(
        "practice.you-said",
        &[Arg::Text("question", question), Arg::Text("reply", reply)],
    )
}

fn record_line(progress: &Progress) -> String {
    say(
        "practice.record-line",
        &[
            Arg::Number("done", progress.done as f64),
            Arg::Number("perfect", progress.perfect as f64),
            Arg::Number("streak", progress.streak as f64),
            Arg::Number("best", progress.best_streak as f64),
        ],
    )
}

fn level_name(level: Level) -> &'static str {
    said(match level {
        Level::Easy => "practice.level-easy",
        Level::Medium => "practice.level-medium",
        Level::Hard => "practice.level-hard",
    })
}

fn summary(summary: &Summary) -> String {
    let title = say(
        "practice.summary-title",
        &[
            Arg::Text("kind", summary.kind),
            Arg::Text("code", summary.code),
        ],
    );
    let first = say(
        "practice.summary-first",
        &[Arg::Text("first", summary.first)],
    );
    let now = say("practice.summary-now", &[Arg::Text("now", summary.now)]);
    let checks = say(
        if summary.solution {
            "practice.summary-checks-solution"
        } else {
            "practice.summary-checks"
        },
        &[
            Arg::Number("checks", summary.checks as f64),
            Arg::Number("hints", summary.hints as f64),
        ],
    );
    let record = say(
        "practice.summary-record",
        &[Arg::Text("record", summary.record)],
    );
    format!(
        "{title}\n{graded_by}\n{first}\n{now}\n{checks}\n{record}\n{link}\n",
        graded_by = summary.graded_by,
        link = summary.link,
    )
}

/// The words in the interface's language, read from its catalogue.
pub fn read() -> PracticeStrings {
    PracticeStrings {
        mode: said("practice.mode"),
        watch: said("practice.watch"),
        practice: said("practice.practice"),
        fixed_in_practice: said("practice.fixed-in-practice"),
        broken_exercise,
        cannot_make_exercise,
        cannot_practise,
        exercise: said("practice.exercise"),
        kind_name,
        kind_task,
        graded_by,
        code: said("practice.code"),
        drawn_tree: said("practice.drawn-tree"),
        copy_link: said("practice.copy-link"),
        answer_bar: said("practice.answer-bar"),
        answers_at,
        value: said("practice.value"),
        window: said("practice.window"),
        mark_cut: said("practice.mark-cut"),
        unmark_cut: said("practice.unmark-cut"),
        answer_hint: said("practice.answer-hint"),
        nothing_to_answer: said("practice.nothing-to-answer"),
        select_a_node: said("practice.select-a-node"),
        not_a_number,
        not_a_window,
        proof_numbers: said("practice.proof-numbers"),
        not_proof_numbers,
        not_generated: said("practice.not-generated"),
        hint_node: said("practice.hint-node"),
        numbers_hidden: said("practice.numbers-hidden"),
        check: said("practice.check"),
        hint: said("practice.hint"),
        show_solution: said("practice.show-solution"),
        score,
        all_right: said("practice.all-right"),
        next_exercise: said("practice.next-exercise"),
        first_mistake: said("practice.first-mistake"),
        ordering_result,
        you_said,
        best_order_shown: said("practice.best-order-shown"),
        reply: said("practice.reply"),
        reply_hint: said("practice.reply-hint"),
        play_on: said("practice.play-on"),
        play_on_button: said("practice.play-on-button"),
        questions_done: said("practice.questions-done"),
        hints_here: said("practice.hints-here"),
        record: said("practice.record"),
        record_line,
        copy_summary: said("practice.copy-summary"),
        new_exercise: said("practice.new-exercise"),
        kind: said("practice.kind"),
        level: said("practice.level"),
        level_name,
        custom_level: said("practice.custom-level"),
        more_settings: said("practice.more-settings"),
        min_cuts: said("practice.min-cuts"),
        cut_above_leaves: said("practice.cut-above-leaves"),
        ties_allowed: said("practice.ties-allowed"),
        whole_numbers: said("practice.whole-numbers"),
        on_watched_tree: said("practice.on-watched-tree"),
        summary,
    }
}
