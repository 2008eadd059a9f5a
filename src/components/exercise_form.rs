//! The new-exercise form: the kind and the difficulty, and under "More
//! settings" every constraint the generator takes (the rule graded by,
//! branching, depth, values, cuts, ties). A new exercise gets a fresh seed;
//! its code, in the link, gives every student the same tree.

use crate::components::field::number_field;
use crate::components::random_form::branching;
use crate::hooks::use_speaking;
use crate::notice::Notice;
use crate::shared::fresh_seed;
use crate::strings::{practice, said};
use gametree::exercise::{Generator, Kind, Level, Setup};
use gametree::{Failure, Options, TieRule};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Where the new exercise goes.
#[derive(Properties, PartialEq)]
pub struct ExerciseFormProps {
    /// The exercise under way, whose settings the form starts from.
    pub current: Option<Setup>,
    /// Whether there is a tree from watching to practise on.
    pub can_use_watched: bool,
    /// Start a generated exercise of this setup.
    pub on_start: Callback<Setup>,
    /// Start an exercise of this kind on the tree from watching.
    pub on_start_on_tree: Callback<Kind>,
    /// Tell the user why the form was refused: a field is not a whole number.
    pub on_refuse: Callback<Notice>,
}

/// The constraints as typed, apart from the menus.
#[derive(Clone, PartialEq)]
struct Typed {
    branching: String,
    depth: String,
    min: String,
    max: String,
    cuts: String,
}

impl Typed {
    fn of(setup: &Setup) -> Typed {
        let c = &setup.constraints;
        let (low, high) = (c.shape.branching.start(), c.shape.branching.end());
        Typed {
            branching: if low == high {
                low.to_string()
            } else {
                format!("{low}-{high}")
            },
            depth: c.shape.depth.to_string(),
            min: c.shape.min.to_string(),
            max: c.shape.max.to_string(),
            cuts: c.min_cuts.to_string(),
        }
    }

    /// `setup` with the typed constraints, if every one reads.
    fn apply(&self, mut setup: Setup) -> Option<Setup> {
        let c = &mut setup.constraints;
        c.shape.branching = branching(&self.branching)?;
        c.shape.depth = self.depth.trim().parse().ok()?;
        c.shape.min = self.min.trim().parse().ok()?;
        c.shape.max = self.max.trim().parse().ok()?;
        c.min_cuts = self.cuts.trim().parse().ok()?;
        Some(setup)
    }
}

/// The level whose settings `setup` has, whatever its rule and seed.
fn level_of(setup: &Setup) -> Option<Level> {
    Level::ALL.into_iter().find(|level| {
        let mut same = level.setup(setup.kind, setup.constraints.shape.seed);
        same.constraints.options = setup.constraints.options;
        same == *setup
    })
}

/// The form.
#[component]
pub fn ExerciseForm(props: &ExerciseFormProps) -> Html {
    use_speaking();
    let start = props
        .current
        .clone()
        .unwrap_or_else(|| Level::Medium.setup(Kind::Cuts, 0));
    let setup = use_state(|| start.clone());
    let typed = use_state(|| Typed::of(&start));
    // None: settings of no level, such as those of an exercise link.
    let level = use_state(|| level_of(&start));

    // A kind or a level fills in its own constraints; the rule stays.
    let renew = {
        let (setup, typed) = (setup.clone(), typed.clone());
        move |kind: Kind, level: Level| {
            let mut fresh = level.setup(kind, 0);
            if kind.algorithm().prunes() {
                fresh.constraints.options.ties = setup.constraints.options.ties;
                fresh.constraints.options.failure = setup.constraints.options.failure;
            }
            typed.set(Typed::of(&fresh));
            setup.set(fresh);
        }
    };
    let on_kind = {
        let (renew, level) = (renew.clone(), level.clone());
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            if let Some(kind) = Kind::from_name(&select.value()) {
                let chosen = level.unwrap_or(Level::Medium);
                level.set(Some(chosen));
                renew(kind, chosen);
            }
        })
    };
    let on_level = {
        let (setup, level) = (setup.clone(), level.clone());
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            let chosen = select.value().parse::<usize>().ok();
            if let Some(&chosen) = chosen.and_then(|index| Level::ALL.get(index)) {
                level.set(Some(chosen));
                renew(setup.kind, chosen);
            }
        })
    };
    let set_options = |change: fn(&mut Options, usize)| {
        let setup = setup.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            let mut next = (*setup).clone();
            change(
                &mut next.constraints.options,
                select.selected_index().max(0) as usize,
            );
            setup.set(next);
        })
    };
    let on_ties = set_options(|options, index| {
        options.ties = [TieRule::CutOnEqual, TieRule::Strict][index.min(1)]
    });
    let on_failure = set_options(|options, index| {
        options.failure = [Failure::Soft, Failure::Hard][index.min(1)]
    });
    // A checkbox of the constraints: `get` reads it, `set` writes it.
    let flag = |id: &'static str,
                label: &'static str,
                get: fn(&Setup) -> bool,
                set: fn(&mut Setup, bool)| {
        let setup = setup.clone();
        let checked = get(&setup);
        let onchange = Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            let mut next = (*setup).clone();
            set(&mut next, input.checked());
            setup.set(next);
        });
        html! {
            <label class="check">
                <input type="checkbox" {id} {checked} {onchange} />
                { label }
            </label>
        }
    };
    let on_submit = {
        let (setup, typed) = (setup.clone(), typed.clone());
        let (on_start, on_refuse) = (props.on_start.clone(), props.on_refuse.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            match typed.apply((*setup).clone()) {
                Some(mut chosen) => {
                    chosen.constraints.shape.seed = fresh_seed();
                    // A fresh exercise is drawn by the newest generator, whatever
                    // generator the one before was opened with.
                    chosen.generator = Generator::NEWEST;
                    on_start.emit(chosen)
                }
                None => on_refuse.emit(Notice::new("practice.whole-numbers")),
            }
        })
    };
    let on_watched = {
        let kind = setup.kind;
        props.on_start_on_tree.reform(move |_: MouseEvent| kind)
    };

    let options = setup.constraints.options;
    let prunes = options.algorithm.prunes();
    html! {
        <section class="panel exercise-form" aria-label={said("practice.new-exercise")}>
            <h2 class="panel-title">{ said("practice.new-exercise") }</h2>
            <form onsubmit={on_submit}>
                <div class="exercise-menus">
                    <label>
                        { said("practice.kind") }
                        <select id="exercise-kind" onchange={on_kind}>
                            { for Kind::ALL.iter().map(|&kind| html! {
                                <option value={kind.name()} selected={kind == setup.kind}>
                                    { practice::kind_name(kind) }
                                </option>
                            }) }
                        </select>
                    </label>
                    <label>
                        { said("practice.level") }
                        <select id="exercise-level" onchange={on_level}>
                            { for Level::ALL.iter().enumerate().map(|(index, &each)| html! {
                                <option value={index.to_string()} selected={Some(each) == *level}>
                                    { practice::level_name(each) }
                                </option>
                            }) }
                            if level.is_none() {
                                <option value="custom" selected=true>{ said("practice.custom-level") }</option>
                            }
                        </select>
                    </label>
                </div>
                <details class="exercise-settings">
                    <summary>{ said("practice.more-settings") }</summary>
                    if prunes {
                        { menu("exercise-ties", said("options.ties"), on_ties, [
                            (said("options.cut-on-equal"), options.ties == TieRule::CutOnEqual),
                            (said("options.strict"), options.ties == TieRule::Strict),
                        ]) }
                        { menu("exercise-failure", said("options.failure"), on_failure, [
                            (said("options.fail-soft"), options.failure == Failure::Soft),
                            (said("options.fail-hard"), options.failure == Failure::Hard),
                        ]) }
                    }
                    { number_field(&typed, "exercise-branching", said("editor.branching"), &typed.branching, |t, v| t.branching = v) }
                    { number_field(&typed, "exercise-depth", said("editor.random-depth"), &typed.depth, |t, v| t.depth = v) }
                    { number_field(&typed, "exercise-min", said("editor.min-value"), &typed.min, |t, v| t.min = v) }
                    { number_field(&typed, "exercise-max", said("editor.max-value"), &typed.max, |t, v| t.max = v) }
                    if prunes {
                        { number_field(&typed, "exercise-cuts", said("practice.min-cuts"), &typed.cuts, |t, v| t.cuts = v) }
                        { flag(
                            "exercise-above-leaves",
                            said("practice.cut-above-leaves"),
                            |s| s.constraints.cut_above_leaves,
                            |s, on| s.constraints.cut_above_leaves = on,
                        ) }
                    }
                    { flag(
                        "exercise-ties-allowed",
                        said("practice.ties-allowed"),
                        |s| s.constraints.ties,
                        |s, on| s.constraints.ties = on,
                    ) }
                </details>
                <div class="exercise-buttons">
                    <button type="submit" id="new-exercise">{ said("practice.new-exercise") }</button>
                    if props.can_use_watched {
                        <button type="button" id="practise-watched" onclick={on_watched}>
                            { said("practice.on-watched-tree") }
                        </button>
                    }
                </div>
            </form>
        </section>
    }
}

/// A labelled menu of the rule's two variants, each a name and whether it
/// is the one chosen.
fn menu(
    id: &'static str,
    label: &'static str,
    onchange: Callback<Event>,
    choices: [(&'static str, bool); 2],
) -> Html {
    html! {
        <label>
            { label }
            <select {id} {onchange}>
                for (name, selected) in choices {
                    <option {selected}>{ name }</option>
                }
            </select>
        </label>
    }
}
