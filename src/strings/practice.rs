//! The words of practice mode, an area of their own so that each list
//! stays short enough to translate in one sitting.

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
    match kind {
        Kind::Values => "Minimax values",
        Kind::Cuts => "Alpha-beta cuts",
        Kind::Windows => "Alpha-beta windows",
        Kind::Predict => "Predict the next step",
        Kind::Ordering => "Move ordering",
        Kind::ProofNumbers => "Proof numbers",
    }
}

fn kind_task(kind: Kind) -> &'static str {
    match kind {
        Kind::Values => "Write the minimax value of every inner node: select a node (click it, or move with the arrow keys), press Enter, type the value and press Enter again. Then Check.",
        Kind::Cuts => "Mark every branch alpha-beta cuts: select the node below the branch and press C. Write the value the search finds at every inner node it finishes (a cut node's value is what it returns). Then Check.",
        Kind::Windows => "Write the (α, β) window each node is entered with, leaves included, such as \"-inf, 3\": select the node, press Enter, type, press Enter. Then Check.",
        Kind::Predict => "Play the search (→ or Space). It stops at questions about what it does next; answer each one to go on.",
        Kind::Ordering => "Reorder the children so that alpha-beta reads as few leaves as it can: drag a node along its row, or select it and use Move left and Move right (or the [ and ] keys). Then Check.",
        Kind::ProofNumbers => "Proof-number search has stopped halfway. Write the proof and disproof numbers of every node it has generated (the faint ones it has not reached ask for nothing), such as \"2, 1\" or \"0, inf\": select the node, press Enter, type, press Enter. A leaf above 0 is a win for MAX; a node not expanded yet is unknown. Then Check.",
    }
}

fn graded_by(algorithm: &str, variant: Option<(&str, &str)>) -> String {
    match variant {
        Some((ties, failure)) => {
            format!("Graded by {algorithm}: cut when {ties}; cut nodes return {failure}.")
        }
        None => format!("Graded by {algorithm}."),
    }
}

fn broken_exercise(problem: &str) -> String {
    format!("This exercise link cannot be read ({problem}), so here is a fresh exercise instead.")
}

fn cannot_make_exercise(problem: &str) -> String {
    format!(
        "No exercise can be made with these settings: {}.",
        problem.trim_end_matches('.')
    )
}

fn cannot_practise(reason: &str) -> String {
    format!(
        "This tree cannot be used for that exercise: {}.",
        reason.trim_end_matches('.')
    )
}

fn answers_at(name: &str) -> String {
    format!("Your answer at {name}")
}

fn not_a_number(text: &str) -> String {
    format!("{text:?} is not a number: write one such as 3, -2.5 or -inf.")
}

fn not_a_window(text: &str) -> String {
    format!("{text:?} is not a window: write two numbers such as -inf, 3.")
}

fn not_proof_numbers(text: &str) -> String {
    format!("{text:?} is not a pair of proof numbers: write two such as 2, 1 or 0, inf.")
}

fn score(right: usize, total: usize) -> String {
    format!("{right} of {total} right.")
}

fn ordering_result(yours: usize, best: usize) -> String {
    if yours == best {
        format!("Alpha-beta reads {yours} leaves with your order: the fewest any order allows.")
    } else {
        format!(
            "Alpha-beta reads {yours} leaves with your order; the best order reads only {best}."
        )
    }
}

fn you_said(question: &str, reply: &str) -> String {
    format!("{question} You said {reply}.")
}

fn record_line(progress: &Progress) -> String {
    format!(
        "Exercises checked: {}. Right at the first check: {}. Streak: {} (best {}).",
        progress.done, progress.perfect, progress.streak, progress.best_streak
    )
}

fn level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "Easy",
        Level::Medium => "Medium",
        Level::Hard => "Hard",
    }
}

fn summary(summary: &Summary) -> String {
    let solution = if summary.solution {
        "; solution shown"
    } else {
        ""
    };
    format!(
        "Minimax Lab: {kind}, exercise {code}\n{graded_by}\nFirst check: {first}\nNow: {now}\nChecks: {checks}; hints: {hints}{solution}.\nRecord: {record}\n{link}\n",
        kind = summary.kind,
        code = summary.code,
        graded_by = summary.graded_by,
        first = summary.first,
        now = summary.now,
        checks = summary.checks,
        hints = summary.hints,
        record = summary.record,
        link = summary.link,
    )
}

/// British English.
pub const ENGLISH: PracticeStrings = PracticeStrings {
    mode: "Mode",
    watch: "Watch",
    practice: "Practice",
    fixed_in_practice:
        "The tree stays as it is during an exercise: press Watch to go back to editing trees.",
    broken_exercise,
    cannot_make_exercise,
    cannot_practise,
    exercise: "Exercise",
    kind_name,
    kind_task,
    graded_by,
    code: "Exercise code",
    drawn_tree: "on a drawn tree",
    copy_link: "Copy exercise link",
    answer_bar: "Your answer at the selected node",
    answers_at,
    value: "Value",
    window: "Window α, β",
    mark_cut: "Mark the branch into it as cut (C)",
    unmark_cut: "Take the cut mark off (C)",
    answer_hint: "Enter writes the answer on the tree; an empty field clears it.",
    nothing_to_answer: "Nothing to write here: a leaf keeps its value.",
    select_a_node: "Select a node (click it, or press an arrow key) to write an answer there.",
    not_a_number,
    not_a_window,
    proof_numbers: "pn, dn",
    not_proof_numbers,
    not_generated: "Nothing to write here: the search has not reached this node yet.",
    hint_node: "Hint: one node",
    numbers_hidden: "The search stopped here. Its numbers are yours to write: Check them, or Show solution to watch it.",
    check: "Check",
    hint: "Hint: one step",
    show_solution: "Show solution",
    score,
    all_right: "All right!",
    next_exercise: "Next exercise →",
    first_mistake: "First mistake:",
    ordering_result,
    you_said,
    best_order_shown: "On show: the best order, played from the start.",
    reply: "Your answer",
    reply_hint: "A number, yes or no, or a node's name (or click the node); Enter answers.",
    play_on: "Play on (→ or Space): the search stops at its next question.",
    questions_done: "Every question is answered: play on to the end.",
    hints_here: "Each hint shows one step of the search here, with its sentence.",
    record: "Your record",
    record_line,
    copy_summary: "Copy summary for your lecturer",
    new_exercise: "New exercise",
    kind: "Exercise",
    level: "Difficulty",
    level_name,
    custom_level: "Custom",
    more_settings: "More settings",
    min_cuts: "At least this many cuts",
    cut_above_leaves: "A cut above the leaves",
    ties_allowed: "Leaves may share values",
    whole_numbers: "The exercise settings need whole numbers, and a branching such as 2 or 2-3.",
    on_watched_tree: "Practise on the tree I was watching",
    summary,
};

/// The words in the interface's language: English until this area's
/// keys are in the catalogues.
pub fn read() -> PracticeStrings {
    ENGLISH
}
