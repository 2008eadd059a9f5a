//! The page: the options bar, the tree with its playback controls, and the
//! panels that explain the current step. It hands the components the
//! callbacks that map their events to actions (`handlers`) and holds no
//! logic of its own.

pub mod events;
mod handlers;

use crate::components::announcer::announcer;
use crate::components::bug_hunt::bug_verdict;
use crate::components::compare_bar::compare_bar;
use crate::components::compare_stage::compare_stage;
use crate::components::controls::Controls;
use crate::components::convergence_chart::convergence_chart;
use crate::components::counters::Counters;
use crate::components::edit_bar::EditBar;
use crate::components::explanation::Explanation;
use crate::components::formula_panel::FormulaPanel;
use crate::components::games_panel::{games_panel, GamesPanelProps};
use crate::components::history::History;
use crate::components::language_picker::language_picker;
use crate::components::mode_switch::{mode_switch, Mode};
use crate::components::options_bar::OptionsBar;
use crate::components::ordering_lab::OrderingLab;
use crate::components::panel::Panel;
use crate::components::pass_strip::pass_strip;
use crate::components::plan_panel::plan_panel;
use crate::components::position_view::position_view;
use crate::components::practice_panel::PracticePanel;
use crate::components::pseudocode_panel::PseudocodePanel;
use crate::components::random_form::{random_form, RandomFormProps};
use crate::components::rule_table::RuleTable;
use crate::components::share_bar::{
    current_page, embed_requested, page_link, page_without_address, ShareBar,
};
use crate::components::shortcut_sheet::ShortcutSheet;
use crate::components::tree_editor::TreeEditor;
use crate::components::tree_view::TreeView;
use crate::hooks::{
    saved_draft, saved_here, saved_progress, saved_tree, use_address, use_keyboard, use_language,
    use_playback, use_saved_progress, use_saved_tree, use_screen, written_here, PHONE,
    SMALL_SCREEN, TREE_AREA,
};
use crate::lesson::{Counts, Lesson};
use crate::limits::characters_over;
use crate::shared::Theme;
use crate::shared::{fresh_seed, same_text, ByAddress, ONE_ROW_OF_LEAVES};
use crate::state::practice;
use crate::state::{Action, EditorAction, Look, State, ViewAction};
use crate::strings::{direction, lang_tag, notice, panels, said};
use crate::worker::ask::start as start_worker;
use gametree::exercise::Kind;
use gametree::explain::score;
use gametree::lang::english;
use gametree::{Algorithm, NodeId, NodeState};
use handlers::{use_handlers, Handlers};
use std::rc::Rc;
use yew::prelude::*;

/// The whole app.
#[component]
pub fn App() -> Html {
    // Embedded in another page (`?embed`): the tree, its controls and its
    // sentence only, with nothing to edit, and the reader's own saved tree
    // neither read nor overwritten.
    let embed = *use_state(|| embed_requested(&current_page()));
    // The worker loads once the first tree is drawn (effects run after the
    // render), so that it weighs nothing on a first visit; an embedded
    // player makes no files and needs none.
    use_effect_with(embed, |&embed| {
        if !embed {
            start_worker();
        }
    });
    let state = use_reducer(|| {
        let window = gloo_utils::window();
        let hash = window.location().hash().unwrap_or_default();
        // The whole address, read by the one link codec: its query may
        // name a language the page does not speak, which is said.
        let address = current_page();
        // An address with a tree wins over the tree kept from the last visit,
        // unless this tab wrote the one and saved the other since.
        let saved = if embed { None } else { saved_tree() };
        // An exercise link opens practice, which needs the whole page; a
        // broken one opens a fresh exercise.
        let exercise = (!embed)
            .then(|| practice::from_address(&address, fresh_seed()))
            .flatten();
        let ours = written_here(&hash) && saved_here();
        let mut state = exercise
            .unwrap_or_else(|| State::from_address_or_saved(&address, saved.as_deref(), ours));
        // On the tree it was typed over, the tree text comes back as it was
        // typed, mistakes and all.
        let on_saved_tree = state.practising.exercise.is_none() && saved == Some(state.saved());
        if let Some(draft) = saved_draft().filter(|_| on_saved_tree) {
            let typed = Action::Editor(EditorAction::EditText(draft));
            state = (*Rc::new(state).reduce(typed)).clone();
        }
        // Start in the reader's own colour scheme.
        let prefers_dark = window
            .match_media("(prefers-color-scheme: dark)")
            .ok()
            .flatten()
            .is_some_and(|query| query.matches());
        let theme = if prefers_dark {
            Theme::Dark
        } else {
            Theme::Light
        };
        let mut state = State {
            look: Look {
                theme,
                ..state.look
            },
            ..state
        };
        state.practising.progress = saved_progress();
        state
    });
    let practice = state.practising.exercise.clone();
    let practising = practice.is_some();
    let mode = if practising {
        Mode::Practice
    } else if state.compare.is_some() {
        Mode::Compare
    } else {
        Mode::Watch
    };
    // A switch of language draws the page again in it (every component
    // showing words listens); the state, and a running search, stay.
    let on_language = use_language(&state);
    use_address(&state, &on_language);
    use_playback(state.player.playing, state.player.speed, state.dispatcher());
    use_keyboard(state.dispatcher(), state.editor.selected.is_some());
    use_saved_tree(&state, !embed && !practising);
    use_saved_progress(state.practising.progress);
    // On a phone or a short window, and in projector mode, the options fold
    // away behind a button: the room is the tree's, the sentence's and the
    // buttons'.
    let small = use_screen(SMALL_SCREEN);
    let phone = use_screen(PHONE);
    // Compare mode folds them too: its two drawings need the height.
    let fold_options = state.look.projector || small || state.compare.is_some();
    // An exercise on a tree of more leaves than a row holds takes the
    // stage's whole width, as projector mode does (style.css says where).
    let wide_exercise = practising && {
        let tree = &state.player.lesson.tree;
        tree.ids().filter(|&id| tree.node(id).is_leaf()).count() > ONE_ROW_OF_LEAVES
    };

    let Handlers {
        on_action,
        on_toggle_collapse,
        on_select,
        on_tap,
        on_reorder,
        on_zoom,
        on_pan,
        on_pinch,
        on_close_help,
    } = (*use_handlers(&state, embed)).clone();
    let callbacks = use_memo(
        (on_action.clone(), practising),
        |(on_action, practising)| events::Panels::new(on_action, *practising),
    );
    // Counted once a tree: a game's notation runs to megabytes.
    let text_too_long = use_memo(ByAddress(state.player.text.clone()), |text| {
        characters_over(text).is_some()
    });
    let answers_on_tree = practice
        .as_ref()
        .is_some_and(|practice| practice.answers_on_tree());
    // A node dragged along its row moves among its siblings; embedded, the
    // tree is locked and a drag only pans, and so it does while the tree is
    // drawn in another order than written.
    let drawn_as_written = state.player.options.order == gametree::MoveOrder::Drawn
        && !state.player.options.iterative
        && state.compare.is_none();
    let reorderable = !embed
        && drawn_as_written
        && practice
            .as_ref()
            .is_none_or(|practice| practice.kind == Kind::Ordering);
    let lesson = &state.player.lesson;
    let run = lesson.run.as_ref().ok();
    // Compare mode's second search with a bug planted in it, to spot.
    let hunt = (state.compare.as_deref())
        .filter(|compare| compare.options.bug.is_some() && compare.lesson.run.is_ok());
    // The first search's own steps: in compare mode the controls may run
    // on past its end, while the second search plays on.
    let current = state.player.frame.steps.checked_sub(1);
    let line = current.and_then(|step| lesson.line(step));
    let lit = current.and_then(|step| lesson.rule(step));
    // The listing of the search, its current line lit (not while practising,
    // nor in a bug hunt, which lists the buggy search): on a phone under the
    // sentence, so that the tree, the sentence and the line are read on one
    // screen; elsewhere first in the side column.
    let under_sentence = phone && !embed && state.compare.is_none();
    let listing = run.filter(|_| !practising && hunt.is_none()).map(|_| {
        html! { <PseudocodePanel lines={lesson.code()} current={line} centred={under_sentence} /> }
    });
    let (listing_under_sentence, listing_beside) = if under_sentence {
        (listing, None)
    } else {
        (None, listing)
    };
    let finished = run.is_some() && state.player.frame.node(NodeId::ROOT).state == NodeState::Done;
    let proof_numbers = state.player.options.algorithm.is_proof_number();
    let monte_carlo = state.player.options.algorithm == Algorithm::MonteCarlo;
    let root_value = if monte_carlo {
        let mean = state.player.frame.monte_carlo.statistics.mean(NodeId::ROOT);
        mean.map(|mean| AttrValue::from(panels::estimate(&lesson.tree, mean)))
    } else if proof_numbers {
        state
            .player
            .frame
            .proof
            .solved
            .map(|proved| AttrValue::from(panels::outcome_word(proved)))
    } else {
        finished
            .then(|| run.zip(state.player.frame.node(NodeId::ROOT).value))
            .flatten()
            .map(|(run, value)| AttrValue::from(score(english(), &run.trace, value)))
    };
    // A proof-numbers exercise keeps the search's numbers and sentences,
    // its answers, out of sight.
    let numbers_hidden = practice
        .as_ref()
        .is_some_and(|practice| practice.hides_numbers());
    // A room being quizzed hears what a step finds once → reveals it.
    let withheld = (numbers_hidden.then_some("practice.numbers-hidden"))
        .or(state.look.asking.then_some("panels.reveal"))
        .map(said);
    let best_move = state.player.frame.chosen.map(|child| {
        let chosen = lesson.tree.children(NodeId::ROOT)[child as usize];
        // Counted as the search took the children (and as drawn).
        let place = run.map_or(child, |run| {
            (run.trace).place(&lesson.tree, state.player.frame.arrangement, chosen)
        });
        AttrValue::from(panels::move_to(&lesson.name(chosen), place))
    });
    let best_play = state.player.frame.chosen.map(|_| {
        let line = state.player.frame.principal_variation(&lesson.tree);
        let names: Vec<String> = line.iter().map(|&node| lesson.name(node)).collect();
        AttrValue::from(names.join(" → "))
    });

    // The position beside the tree (one search drawn, from a game), and
    // the stage's layout named by what it holds: classes, where selectors
    // asking whether the stage holds a comparison or a position made the
    // browser restyle the whole page at every step.
    let position = state
        .compare
        .is_none()
        .then(|| state.position_on_show())
        .flatten();
    let stage_holds = classes!(
        state.compare.is_some().then_some("comparing"),
        position.is_some().then_some("with-position"),
    );
    let theme = match state.look.theme {
        Theme::Light => "light",
        Theme::Dark => "dark",
    };
    html! {
        <div
            class={classes!("app", state.look.projector.then_some("projector"), embed.then_some("embed"), wide_exercise.then_some("wide-exercise"))}
            data-theme={theme}
            lang={lang_tag()}
            dir={direction()}
        >
            if !embed {
            <header class={classes!(
                "app-header",
                fold_options.then_some("folds-options"),
                (fold_options && state.look.options_open).then_some("options-open"),
            )}>
                <h1 class="app-title">{ said("page.title") }</h1>
                if !practising && fold_options {
                <button
                    type="button"
                    class="options-toggle"
                    aria-expanded={state.look.options_open.to_string()}
                    aria-controls="options-bar"
                    onclick={on_action.reform(|_| Action::View(ViewAction::ToggleOptions))}
                >
                    { said("options.options") }
                </button>
                }
                if !practising {
                <OptionsBar
                    options={state.player.options}
                    preset={state.player.preset}
                    letter_names={state.player.letter_names}
                    show_order={state.look.show_order}
                    projector={state.look.projector}
                    quiz={state.look.quiz}
                    theme={state.look.theme}
                    lab={state.lab.is_some()}
                    on_pick={callbacks.on_pick.clone()}
                    on_language={on_language.clone()}
                />
                }
                if practising {
                    // The rest of the options wait for the exercise to end;
                    // the language does not.
                    <form class="options-bar practice-language" aria-label={said("language.language")}>
                        { language_picker(&on_language) }
                    </form>
                }
                { mode_switch(mode, &callbacks.on_mode) }
            </header>
            }
            if let Some(message) = state.message.clone() {
                <p class="error message" role="alert">
                    { notice::tell(&message) }
                    <button type="button" class="dismiss" onclick={on_action.reform(|_| Action::DismissMessage)}>
                        { said("page.dismiss") }
                    </button>
                </p>
            }
            <main class={classes!("stage", stage_holds.clone())}>
                <section class={classes!(TREE_AREA, stage_holds)}>
                    if let Some(compare) = &state.compare {
                    {
                        compare_stage(lesson, &state.player.frame, state.player.step, compare, |lesson, frame, tree_id| html! {
                            <TreeView
                                {lesson}
                                {frame}
                                show_order={state.look.show_order}
                                collapsed={state.look.collapsed.clone()}
                                view={state.look.view}
                                selected={None::<NodeId>}
                                on_toggle_collapse={on_toggle_collapse.clone()}
                                on_select={on_select.clone()}
                                on_zoom={on_zoom.clone()}
                                on_pan={on_pan.clone()}
                                on_pinch={on_pinch.clone()}
                                differs={Some(compare.differs.clone())}
                                {tree_id}
                            />
                        })
                    }
                    } else {
                    <TreeView
                        lesson={lesson.clone()}
                        frame={if state.look.asking { state.player.asked_frame() } else { state.player.frame.clone() }}
                        show_order={state.look.show_order}
                        collapsed={state.look.collapsed.clone()}
                        view={state.look.view}
                        selected={state.editor.selected}
                        {on_toggle_collapse}
                        {on_select}
                        on_tap={answers_on_tree.then_some(on_tap)}
                        {on_zoom}
                        {on_pan}
                        {on_pinch}
                        on_reorder={reorderable.then_some(on_reorder)}
                        notes={practice.as_ref().and_then(|practice| practice.notes(lesson.tree.len()))}
                        {numbers_hidden}
                        projector={state.look.projector}
                    />
                    if let Some(position) = position {
                        { position_view(&position, state.mover_wins_on_show(), &state.game_notes()) }
                    }
                    if state.player.options.iterative {
                        { pass_strip(lesson, &state.player.frame, &callbacks.on_seek) }
                    }
                    <Explanation
                        lesson={lesson.clone()}
                        step={state.player.step}
                        before_start={practice.as_ref().filter(|practice| !practice.shows_controls()).map(|_| AttrValue::from(said("practice.hints-here")))}
                        withheld={withheld.map(AttrValue::from)}
                        keeps_room={practice.is_none()}
                        on_searched={callbacks.on_searched.clone()}
                    />
                    { listing_under_sentence }
                    }
                    { announcer(lesson, state.player.step, state.player.playing, state.player.speed, withheld, state.compare.as_deref()) }
                    if embed {
                        // What an embedded player leaves out is one click away.
                        <a
                            class="open-in-lab"
                            href={page_link(page_without_address(&current_page()), &state.address())}
                            target="_blank"
                            rel="noopener"
                        >
                            { said("page.open-in-lab") }
                        </a>
                    }
                    if practice.as_ref().is_none_or(|practice| practice.shows_controls()) {
                    <Controls
                        step={state.player.step}
                        steps={state.steps()}
                        playing={state.player.playing}
                        speed={state.player.speed}
                        on_press={callbacks.on_press.clone()}
                        on_seek={callbacks.on_seek.clone()}
                        iterations={monte_carlo}
                    />
                    }
                </section>
                if !embed {
                <aside class="side">
                    if let Some(practice) = practice.clone() {
                        <PracticePanel
                            {practice}
                            lesson={lesson.clone()}
                            options={state.player.options}
                            selected={state.editor.selected}
                            step={state.player.step}
                            playing={state.player.playing}
                            progress={state.practising.progress}
                            link={AttrValue::from(page_link(&current_page(), &state.address()))}
                            can_use_watched={state.practising.watching.is_some()}
                            on_practice={callbacks.on_practice.clone()}
                            on_move={callbacks.on_move.clone()}
                            on_play={callbacks.on_play.clone()}
                            on_refuse={callbacks.on_refuse.clone()}
                            on_hunt={callbacks.on_hunt.clone()}
                        />
                    } else {
                    if let Some(compare) = &state.compare {
                        { compare_bar(compare, &callbacks.on_options, &callbacks.on_by_node, &callbacks.on_hunt) }
                    }
                    if let Some(lab) = state.lab.clone() {
                        <OrderingLab
                            lesson={lesson.clone()}
                            options={state.player.options}
                            {lab}
                            on_order={callbacks.on_order.clone()}
                            on_keep_order={callbacks.on_keep_order.clone()}
                            on_branching={callbacks.on_branching.clone()}
                            on_new_trees={callbacks.on_new_trees.clone()}
                        />
                    }
                    if finished && state.player.options.algorithm == Algorithm::AndOr {
                        { plan_panel(lesson, &callbacks.on_show_plan) }
                    }
                    if let Some(selected) = state.editor.selected {
                        <EditBar
                            tree={ByAddress(state.player.tree.clone())}
                            {selected}
                            on_edit={callbacks.on_edit.clone()}
                            on_refuse={callbacks.on_refuse.clone()}
                        />
                    }
                    // What the class reads while stepping, sized to the
                    // column; the rest below it, each panel foldable.
                    if let Some(compare) = hunt {
                        // Spot the bug: the buggy search's listing, to point at.
                        <div class="side-now">
                            <PseudocodePanel lines={compare.lesson.code()}
                                current={compare.step.checked_sub(1).and_then(|step| compare.lesson.line(step))}
                                on_pick={callbacks.on_guess.clone()} picked={compare.pressed()} />
                            { bug_verdict(compare, lesson, &callbacks.on_seek) }
                        </div>
                    }
                    if let (Some(run), None) = (run, hunt) {
                        <div class="side-now">
                            { listing_beside }
                            if state.player.options.algorithm.prunes() {
                                <RuleTable {lit} ties={state.player.options.ties} />
                            }
                            if proof_numbers {
                                <FormulaPanel lesson={lesson.clone()} frame={state.player.frame.clone()} />
                            }
                            <Counters
                                now={Counts::of(&state.player.frame)}
                                minimax={run.minimax}
                                {root_value}
                                {best_move}
                                {best_play}
                                {proof_numbers}
                                {monte_carlo}
                            />
                        </div>
                    }
                    if let Some(convergence) = lesson.convergence() {
                        <Panel class="convergence" title={said("mcts.convergence")}>
                            { convergence_chart(convergence, &root_names(lesson), state.player.frame.monte_carlo.iterations) }
                        </Panel>
                    }
                    <History lesson={lesson.clone()} step={state.player.frame.steps} on_seek={callbacks.on_seek.clone()} />
                    <TreeEditor
                        draft={ByAddress(state.editor.draft.clone())}
                        notation_hidden={*text_too_long && same_text(&state.editor.draft, &state.player.text)}
                        error={state.editor.draft_error.clone()}
                        note={state.editor.note}
                        can_undo={!state.editor.undo.is_empty()}
                        can_redo={!state.editor.redo.is_empty()}
                        on_text={callbacks.on_text.clone()}
                        on_import={callbacks.on_import.clone()}
                        on_refuse={callbacks.on_refuse.clone()}
                        on_undo={callbacks.on_undo.clone()}
                        on_redo={callbacks.on_redo.clone()}
                    />
                    { random_form(RandomFormProps {
                        on_generate: callbacks.on_generate.clone(),
                        on_refuse: callbacks.on_refuse.clone(),
                    }) }
                    { games_panel(GamesPanelProps {
                        threats: state.games.threats.clone(),
                        eliminated: state.games.eliminated,
                        on_build: callbacks.on_build.clone(),
                        on_refuse: callbacks.on_refuse.clone(),
                        on_threats: callbacks.on_threats.clone(),
                        on_eliminate: callbacks.on_eliminate.clone(),
                        on_open_dilemma: callbacks.on_open_dilemma.clone(),
                    }) }
                    <ShareBar
                        lesson={lesson.clone()}
                        tree={ByAddress(state.player.tree.clone())}
                        text={ByAddress(state.player.text.clone())}
                        options={state.player.options}
                        step={state.player.step}
                        compare={state.comparison()}
                        game={state.game.clone()}
                    />
                    }
                </aside>
                }
            </main>
            if state.look.help {
                <ShortcutSheet on_close={on_close_help} />
            }
        </div>
    }
}

/// The names of the root's children, as the drawing writes them.
fn root_names(lesson: &Lesson) -> Vec<String> {
    (lesson.tree.children(NodeId::ROOT).iter())
        .map(|&child| lesson.name(child))
        .collect()
}
