//! The exercise beside the tree: what to do and the rule it is graded by,
//! its code and link, the answer bar of the selected node or the question
//! the search stopped at, Check, Hint and Show solution, the feedback, the
//! student's record with a summary to copy, the form for a new exercise,
//! the way to a bug hunt, and the form of a worksheet to print or a
//! question bank to download.

use crate::components::answer_bar::AnswerBar;
use crate::components::bug_hunt::hunt_invitation;
use crate::components::copy_button::CopyButton;
use crate::components::exercise_form::ExerciseForm;
use crate::components::field::Field;
use crate::components::series_form::SeriesForm;
use crate::hooks::show_the_drawing;
use crate::hooks::use_speaking;
use crate::language::explanations;
use crate::lesson::Lesson;
use crate::notice::Notice;
use crate::progress::Progress;
use crate::shared::fresh_seed;
use crate::shared::REPLY_FIELD_ID;
use crate::state::practice::{graded_by, Practice};
use crate::state::PracticeAction;
use crate::strings::{practice, said};
use gametree::exercise::{Generator, Kind};
use gametree::explain::never_entered;
use gametree::misplaced::Misplaced;
use gametree::{NodeId, Options};
use std::rc::Rc;
use yew::prelude::*;

/// The exercise and what the panel needs around it.
#[derive(Properties, PartialEq)]
pub struct PracticePanelProps {
    /// The exercise under way.
    pub practice: Rc<Practice>,
    /// Its tree, as drawn, and its search.
    pub lesson: Rc<Lesson>,
    /// The search it is graded by.
    pub options: Options,
    /// The node selected on the drawing.
    pub selected: Option<NodeId>,
    /// How many steps of the search are on show.
    pub step: usize,
    /// Whether the search is playing.
    pub playing: bool,
    /// The student's record.
    pub progress: Progress,
    /// The link that opens this exercise.
    pub link: AttrValue,
    /// Whether there is a tree from watching to practise on.
    pub can_use_watched: bool,
    /// Something done in the exercise: an answer, Check, a hint, a new
    /// exercise, a reply.
    pub on_practice: Callback<PracticeAction>,
    /// Move the selected node one place left (`true`) or right among its
    /// siblings: the answer of an ordering exercise.
    pub on_move: Callback<bool>,
    /// Play the search on to its next question, or pause it.
    pub on_play: Callback<()>,
    /// Tell the student why text is no answer.
    pub on_refuse: Callback<Notice>,
    /// Leave the exercise for a bug hunt in compare mode.
    pub on_hunt: Callback<MouseEvent>,
}

/// The panel.
#[component]
pub fn PracticePanel(props: &PracticePanelProps) -> Html {
    use_speaking();
    let practice = &props.practice;
    let practise = |action: PracticeAction| {
        props
            .on_practice
            .reform(move |_: MouseEvent| action.clone())
    };
    let code = practice
        .setup
        .as_ref()
        .map_or(html! { said("practice.drawn-tree") }, |setup| {
            breakable_code(&setup.to_string())
        });
    let summary = practice.summary(props.options, &props.progress, &props.link);
    // A window is asked only where the search goes: say where it never does.
    let never_entered = (props.lesson.run.as_ref().ok())
        .filter(|_| practice.kind == Kind::Windows)
        .and_then(|run| never_entered(explanations(), &props.lesson.tree, &run.trace));
    let answers = practice.answers_on_tree();
    let checkable = answers || practice.kind == Kind::Ordering;

    html! {
        <>
            <section class="panel practice-panel" aria-label={said("practice.exercise")}>
                <h2 class="panel-title">{ practice::kind_name(practice.kind) }</h2>
                <p class="practice-task">{ practice::kind_task(practice.kind) }</p>
                if let Some(skipped) = never_entered {
                    <p class="practice-task never-entered">{ skipped }</p>
                }
                <p class="practice-rule">{ graded_by(props.options) }</p>
                <p class="practice-code">
                    { said("practice.code") }{ " " }<code id="exercise-code">{ code }</code>
                    <CopyButton id="copy-exercise-link" label={said("practice.copy-link")} text={props.link.clone()} />
                </p>
                if answers {
                    if let Some(selected) = props.selected {
                        <AnswerBar
                            kind={practice.kind}
                            lesson={props.lesson.clone()}
                            {selected}
                            answers={practice.answers.clone()}
                            asks_proof_numbers={practice.proof_numbers_at(selected).is_some()}
                            on_answer={props.on_practice.clone()}
                            on_refuse={props.on_refuse.clone()}
                        />
                    } else {
                        <p class="edit-hint">{ said("practice.select-a-node") }</p>
                    }
                }
                if practice.kind.plays() {
                    { question(props) }
                }
                if practice.kind == Kind::Ordering {
                    { moves(props) }
                }
                <div class="practice-buttons">
                    if checkable {
                        <button type="button" id="practice-check" class="primary" onclick={practise(PracticeAction::Check)}>
                            { said("practice.check") }
                        </button>
                    }
                    if answers {
                        <button type="button" id="practice-hint" onclick={practise(PracticeAction::Hint)}>
                            { if practice.kind == Kind::ProofNumbers { said("practice.hint-node") } else { said("practice.hint") } }
                        </button>
                    }
                    <button type="button" id="practice-solution" onclick={practise(PracticeAction::ShowSolution)}>
                        { said("practice.show-solution") }
                    </button>
                </div>
                <div class="practice-feedback" role="status" aria-live="polite">
                    { feedback(practice, &props.lesson, &props.options) }
                </div>
                // All right: the next exercise is offered where the verdict is read.
                if practice.grade.as_ref().is_some_and(|grade| grade.first_mistake.is_none()) {
                    if let Some(setup) = practice.setup.clone() {
                        <button
                            type="button"
                            id="next-exercise"
                            class="primary"
                            onclick={props.on_practice.reform(move |_: MouseEvent| {
                                let mut next = setup.clone();
                                next.constraints.shape.seed = fresh_seed();
                                // A fresh exercise is drawn by the newest generator, whatever
                                // generator the one before was opened with.
                                next.generator = Generator::NEWEST;
                                PracticeAction::Start(next)
                            })}
                        >
                            { said("practice.next-exercise") }
                        </button>
                    }
                }
            </section>
            <section class="panel practice-record" aria-label={said("practice.record")}>
                <h2 class="panel-title">{ said("practice.record") }</h2>
                <p id="practice-record">{ practice::record_line(&props.progress) }</p>
                <CopyButton id="copy-summary" label={said("practice.copy-summary")} text={summary} />
            </section>
            <ExerciseForm
                current={practice.setup.clone()}
                can_use_watched={props.can_use_watched}
                on_start={props.on_practice.reform(PracticeAction::Start)}
                on_start_on_tree={props.on_practice.reform(PracticeAction::StartOnTree)}
                on_refuse={props.on_refuse.clone()}
            />
            { hunt_invitation(&props.on_hunt) }
            <SeriesForm on_refuse={props.on_refuse.clone()} />
        </>
    }
}

/// The score and the first mistake of the last check, or the result of
/// an ordering, or the verdict on the last question answered: each said
/// here, in the language spoken now, from what the exercise keeps.
fn feedback(practice: &Practice, lesson: &Lesson, options: &Options) -> Html {
    let tree = &lesson.tree;
    let Ok(run) = &lesson.run else {
        return Html::default();
    };
    if practice.kind == Kind::Ordering {
        let shown = practice
            .solution
            .then(|| html! { <p class="edit-hint">{ said("practice.best-order-shown") }</p> });
        let result = practice.leaves.map(
            |(yours, best)| html! { <p class="score">{ practice::ordering_result(yours, best) }</p> },
        );
        // Which node is out of place, on the order drawn now.
        let advice = (practice.leaves)
            .filter(|&(yours, best)| yours > best && !practice.solution)
            .and_then(|_| Misplaced::find(tree, options))
            .map(|misplaced| {
                html! {
                    <p class="verdict wrong misplaced">{ misplaced.said(explanations(), tree) }</p>
                }
            });
        return html! { <>{ for result }{ for advice }{ for shown }</> };
    }
    if practice.kind.plays() {
        let answered = practice.verdicts.len();
        let last = practice.verdicts.last().map(|last| {
            let class = if last.right {
                "verdict right"
            } else {
                "verdict wrong"
            };
            let checkpoint = &practice.checkpoints[answered - 1];
            let asked = checkpoint.question(explanations(), tree);
            let verdict = checkpoint.verdict(explanations(), tree, &run.trace, &last.reply);
            html! {
                <>
                    <p class="asked">{ practice::you_said(&asked, &last.given) }</p>
                    <p class={class}>{ verdict }</p>
                </>
            }
        });
        let score = practice
            .score()
            .map(|(right, total)| html! { <p class="score">{ practice::score(right, total) }</p> });
        return html! { <>{ for last }{ for score }</> };
    }
    let Some(grade) = &practice.grade else {
        return Html::default();
    };
    let (right, total) = grade.score();
    let verdict = match &grade.first_mistake {
        Some(mistake) => html! {
            <p class="first-mistake"><strong>{ said("practice.first-mistake") }</strong>{ " " }{ mistake.said(explanations(), tree, &run.trace) }</p>
        },
        None => html! { <p class="all-right">{ said("practice.all-right") }</p> },
    };
    html! {
        <>
            <p class="score">{ practice::score(right, total) }</p>
            { verdict }
        </>
    }
}

/// Move left and Move right for the selected node of an ordering exercise.
fn moves(props: &PracticePanelProps) -> Html {
    let movable = props
        .selected
        .and_then(|node| props.lesson.tree.parent(node))
        .is_some_and(|parent| props.lesson.tree.children(parent).len() > 1);
    let move_by = |left: bool| props.on_move.reform(move |_: MouseEvent| left);
    html! {
        <div class="practice-buttons">
            <button type="button" id="move-left" disabled={!movable} onclick={move_by(true)}>
                { said("editor.move-left") }
            </button>
            <button type="button" id="move-right" disabled={!movable} onclick={move_by(false)}>
                { said("editor.move-right") }
            </button>
        </div>
    }
}

/// The question the search stopped at, with the reply field; or, between
/// questions, what to do next.
fn question(props: &PracticePanelProps) -> Html {
    let practice = &props.practice;
    let Some(open) = practice.open_question() else {
        return html! { <p class="edit-hint">{ said("practice.questions-done") }</p> };
    };
    if props.step < open.before {
        return play_on(props);
    }
    let on_reply = props.on_practice.reform(PracticeAction::Reply);
    html! {
        <div class="practice-question" key={open.before}>
            <p class="question" id="practice-question">{ open.question(explanations(), &props.lesson.tree) }</p>
            <Field id={REPLY_FIELD_ID} name={said("practice.reply")} value="" on_apply={on_reply} focused=true />
            <p class="edit-hint">{ said("practice.reply-hint") }</p>
        </div>
    }
}

/// Between questions: a button that plays the search on to its next
/// question, or pauses it. On a phone the drawing is a screen above the
/// question and its verdict, so playing on brings the drawing back into
/// sight, to watch the search; the next question's field then comes to
/// hand under the drawing, which stays at the top of the screen while the
/// question waits for its answer (`style.css`).
fn play_on(props: &PracticePanelProps) -> Html {
    let playing = props.playing;
    let onclick = props.on_play.reform(move |_: MouseEvent| {
        if !playing {
            show_the_drawing();
        }
    });
    html! {
        <>
            <p class="edit-hint">{ said("practice.play-on") }</p>
            <div class="practice-buttons">
                <button type="button" id="practice-play-on" class="primary" {onclick}>
                    { if playing { said("controls.pause") } else { said("practice.play-on-button") } }
                </button>
            </div>
        </>
    }
}

/// An exercise code that a narrow panel breaks only after a dot, between
/// its parts, never inside one ("b2-3" or "k0.42" cut in two would read
/// as another code).
fn breakable_code(code: &str) -> Html {
    html! {
        for part in code.split_inclusive('.') {
            <span class="code-part">{ part.to_string() }</span>
            <wbr />
        }
    }
}
