//! A Monte Carlo tree search with more iterations than the page traces
//! whole, run a slice at a time between renders: its progress is shown
//! and it can be cancelled, so that a million iterations never freeze the
//! page. Only the last iterations are traced; when they have run, the
//! player shows the search from there (`Lesson::resumed`).

use crate::hooks::use_speaking;
use crate::lesson::Lesson;
use crate::limits::LONG_SEARCH_TRACED;
use crate::strings::{mcts, said};
use gametree::search::MonteCarloRun;
use gloo_timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// The iterations run between two renders: some 10 ms on tic-tac-toe in
/// the browser, so that the progress moves smoothly and a click on Cancel
/// is answered at once.
const SLICE: u32 = 10_000;

/// The search to run.
#[derive(Properties, PartialEq)]
pub struct LongRunProps {
    /// The lesson waiting for it: its tree, and the options in
    /// `Lesson::long_search`.
    pub lesson: Rc<Lesson>,
    /// Told the lesson that shows the search once all its iterations
    /// have run ([`Lesson::resumed`]).
    pub on_done: Callback<Rc<Lesson>>,
}

/// The progress of the search and its Cancel button, or once cancelled,
/// how far it went and a button to run it again.
#[component]
pub fn LongRun(props: &LongRunProps) -> Html {
    use_speaking();
    let done = use_state(|| 0u32);
    // The lesson whose search was cancelled: a new one runs afresh.
    let cancelled_for = use_state(|| None::<Rc<Lesson>>);
    let cancelled = cancelled_for.as_ref() == Some(&props.lesson);
    let total = (props.lesson.long_search).map_or(0, |options| options.monte_carlo.iterations);
    {
        let setter = done.setter();
        let on_done = props.on_done.clone();
        let lesson = props.lesson.clone();
        use_effect_with((lesson, cancelled), move |(lesson, cancelled)| {
            let pending = Rc::new(RefCell::new(None::<Timeout>));
            let begun = if *cancelled { None } else { lesson.long_run() };
            if let Some(run) = begun {
                setter.set(0);
                let slices = Slices {
                    lesson: lesson.clone(),
                    progress: setter,
                    on_done,
                    pending: pending.clone(),
                };
                slices.next(run);
            }
            // Dropping the timer stops the search between two slices.
            move || drop(pending.take())
        });
    }
    let on_cancel = {
        let cancelled_for = cancelled_for.clone();
        let lesson = props.lesson.clone();
        Callback::from(move |_| cancelled_for.set(Some(lesson.clone())))
    };
    let on_again = Callback::from(move |_| cancelled_for.set(None));
    // Running and cancelled draw the same elements, so that Cancel turns
    // into Run again in place and keeps the keyboard's focus.
    let (said_now, onclick, button) = if cancelled {
        (
            mcts::cancelled(*done, total),
            on_again,
            said("mcts.run-again"),
        )
    } else {
        (
            mcts::long_search(LONG_SEARCH_TRACED),
            on_cancel,
            said("mcts.cancel"),
        )
    };
    html! {
        <div class="long-run">
            <p role="status">{ said_now }</p>
            <label for="long-run-progress" hidden={cancelled}>{ mcts::progress(*done, total) }</label>
            <progress id="long-run-progress" max={total.to_string()} value={done.to_string()} hidden={cancelled} />
            <button type="button" {onclick}>{ button }</button>
        </div>
    }
}

/// What each slice needs to run the next, or to hand the trace on.
struct Slices {
    lesson: Rc<Lesson>,
    progress: UseStateSetter<u32>,
    on_done: Callback<Rc<Lesson>>,
    /// The timer of the next slice, which the component drops to stop.
    pending: Rc<RefCell<Option<Timeout>>>,
}

impl Slices {
    /// Runs a slice of `run`, then sets a timer for the next (which lets
    /// the page render the progress first), or traces the last iterations
    /// and hands the trace on.
    fn next(self, mut run: MonteCarloRun) {
        let tree = &self.lesson.tree;
        let untraced_done = run.advance(tree, SLICE);
        self.progress.set(run.done());
        if untraced_done {
            let lesson = self.lesson.resumed(run.trace(tree));
            self.on_done.emit(lesson);
            return;
        }
        let pending = self.pending.clone();
        let timer = Timeout::new(0, move || self.next(run));
        *pending.borrow_mut() = Some(timer);
    }
}
