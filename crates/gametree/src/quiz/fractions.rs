//! The grade fractions a bank gives, and the shares of a question with
//! many right answers made of them. Moodle keeps a fixed list
//! (`question_bank::fraction_options_full()` in its `lib/questionlib.php`)
//! and its import refuses a fraction more than 0.00001 from every one of
//! them (`match_grade_options`); a bank uses only the ones of that list
//! that are 1/n, for n up to 10, and 1/20, as the command's contract says.

/// The positive fractions a bank gives, to seven places as Moodle keeps them.
const MOODLE: [f64; 11] = [
    1.0, 0.5, 0.3333333, 0.25, 0.2, 0.1666667, 0.1428571, 0.125, 0.1111111, 0.1, 0.05,
];

/// How far a fraction may be from one of the list (Moodle's own test).
const TOLERANCE: f64 = 0.00001;

/// Whether Moodle's importers accept `fraction` (of -1 to 1).
pub fn accepted(fraction: f64) -> bool {
    fraction.abs() < TOLERANCE
        || MOODLE
            .iter()
            .any(|&listed| (fraction.abs() - listed).abs() < TOLERANCE)
}

/// The fractions of a question with `right` right choices and `wrong`
/// wrong ones: each right one's share of 100 %, and what each wrong one
/// takes away, the least of Moodle's list that makes ticking every choice
/// score 0 (Moodle counts a total below 0 as 0). `None` when 1/`right`
/// is not in the list.
pub fn shares(right: usize, wrong: usize) -> Option<(f64, f64)> {
    let share = *MOODLE
        .iter()
        .find(|&&listed| right > 0 && (listed - 1.0 / right as f64).abs() < TOLERANCE)?;
    let penalty = MOODLE
        .iter()
        .rev()
        .find(|&&listed| listed * wrong as f64 >= 1.0 - TOLERANCE)
        .copied()
        .unwrap_or(1.0);
    Some((share, -penalty))
}

/// A fraction as a percentage, as Moodle XML and GIFT write it: to five
/// places, no trailing zeros (`33.33333`, `-50`, `100`).
pub fn percent(fraction: f64) -> String {
    let written = format!("{:.5}", fraction * 100.0);
    let written = written.trim_end_matches('0').trim_end_matches('.');
    if written == "-0" {
        "0".to_string()
    } else {
        written.to_string()
    }
}
