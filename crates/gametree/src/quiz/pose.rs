//! The questions of a bank: the exercises `worksheet` makes of the same
//! seed (`exercise::series`), each posed as its kind asks, in the words
//! of the bank's language, with the tree drawn as the question needs it.

use super::blanks::{proof_blanks, value_blanks, window_blanks};
use super::cuts::leaf_choices;
use super::picture::picture;
use super::predict::predict;
use super::question::{Asks, Question};
use crate::exercise::{series, Exercise, ExerciseError, Kind, Level};
use crate::lang::{words, Arg, Catalogue, Digits, Lang};
use crate::latex::{on_sheet, sheet_places};
use crate::share::exercise_link;

/// The kinds a question bank asks, as messages list them.
pub const KINDS_IN_QUIZ: &str = "values, cuts, windows, proof or predict";

/// Whether a bank asks `kind`: the kinds of a worksheet, and predicting
/// the next step.
pub fn in_quiz(kind: Kind) -> bool {
    kind.on_paper() || kind == Kind::Predict
}

/// `count` questions of `kind` at `level` from `seed`, in `lang`, each
/// linked to the exercise in the app at `app` if given.
pub fn questions(
    kind: Kind,
    level: Level,
    count: usize,
    seed: u64,
    lang: Lang,
    app: Option<&str>,
) -> Result<Vec<Question>, ExerciseError> {
    let words = words(lang, Digits::Ascii);
    // Named A, B, C… as the app names them, so that the drawing, the
    // blanks and the sentences name nodes alike (node ids are kept, so the
    // search's trace reads against the named tree).
    let exercises = series(kind, level, count, seed)?;
    let named: Vec<(String, Exercise)> = (exercises.iter())
        .map(|(code, exercise)| {
            let tree = exercise.tree.with_letter_names();
            (
                code.clone(),
                Exercise {
                    tree,
                    ..exercise.clone()
                },
            )
        })
        .collect();
    let (places, _) = sheet_places(kind, &named);
    let task = || words.say(&format!("quiz.task.{}", kind.name()), &[]);
    let questions = exercises
        .into_iter()
        .zip(&named)
        .zip(&places)
        .map(|(((code, exercise), (_, named)), places)| {
            let link = app.map(|page| exercise_link(page, &code));
            let (tree, trace) = (&named.tree, &named.trace);
            let (frame, show) = on_sheet(kind, named, false);
            let drawn = || picture(tree, trace, &frame, show, places);
            let (asks, picture, task) = match kind {
                Kind::Values => (
                    Asks::Blanks(value_blanks(words, tree, trace)),
                    drawn(),
                    task(),
                ),
                Kind::Windows => (
                    Asks::Blanks(window_blanks(words, tree, trace)),
                    drawn(),
                    task(),
                ),
                Kind::ProofNumbers => (
                    Asks::Blanks(proof_blanks(words, tree, trace)),
                    drawn(),
                    task(),
                ),
                Kind::Cuts => (leaf_choices(words, tree, trace), drawn(), task()),
                _ => {
                    let posed = predict(words, tree, trace);
                    (posed.asks, posed.picture, posed.question)
                }
            };
            let infinite = matches!(&asks, Asks::Blanks(blanks)
                if blanks.iter().any(|blank| blank.answer.is_infinite()));
            let text = match infinite {
                true => format!("{task} {}", words.say("quiz.infinity", &[])),
                false => task,
            };
            Question {
                code,
                tree: exercise.tree,
                named: tree.clone(),
                picture,
                text,
                general_feedback: general_feedback(words, &asks),
                asks,
                link,
            }
        })
        .collect();
    Ok(questions)
}

/// What every student is shown once answered: the right answers.
fn general_feedback(words: &Catalogue, asks: &Asks) -> String {
    let answers: Vec<String> = match asks {
        Asks::Blanks(blanks) => blanks
            .iter()
            .map(|blank| format!("{} = {}", blank.label, words.number(blank.answer)))
            .collect(),
        Asks::Choices { choices, .. } => (choices.iter())
            .filter(|choice| choice.right)
            .map(|choice| choice.text.clone())
            .collect(),
    };
    words.say(
        "quiz.right-answers",
        &[Arg::Text("answers", &answers.join(", "))],
    )
}
