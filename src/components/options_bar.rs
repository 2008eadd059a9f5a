//! The lecture examples menu, the algorithm and its variant, and the view
//! switches. The bar says what was picked ([`Pick`]); the page decides what
//! that does.

use super::choice::{menu, switch};
use super::language_picker::language_picker;
use super::monte_carlo_fields::MonteCarloFields;
use crate::hooks::use_speaking;
use crate::hooks::Speaking;
use crate::shared::Theme;
use crate::strings::presets::preset_title;
use crate::strings::{controls, options, said};
use gametree::options::MonteCarlo;
use gametree::presets::presets;
use gametree::{Algorithm, Failure, Options, TieRule};
use yew::prelude::*;

/// The deepest limit the depth menu offers; the lecture trees are shallower.
const DEEPEST_LIMIT: u32 = 8;

/// The choices in force.
#[derive(Properties, PartialEq)]
pub struct OptionsBarProps {
    /// The search and its variant.
    pub options: Options,
    /// The lecture example on show.
    pub preset: Option<usize>,
    /// Whether unlabelled nodes are named A, B, C….
    pub letter_names: bool,
    /// Whether visit-order numbers are shown.
    pub show_order: bool,
    /// Whether projector mode is on.
    pub projector: bool,
    /// Whether the room is quizzed.
    #[prop_or_default]
    pub quiz: bool,
    /// The colour scheme.
    pub theme: Theme,
    /// Whether the move-ordering lab is open.
    #[prop_or_default]
    pub lab: bool,
    /// Something was picked.
    pub on_pick: Callback<Pick>,
    /// Another language, or Persian digits, was picked.
    pub on_language: Callback<Speaking>,
}

/// What the user picked in the bar.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Pick {
    /// A lecture example, by its place in the menu.
    Preset(usize),
    /// The search.
    Algorithm(Algorithm),
    /// The depth limit, or none.
    Depth(Option<u32>),
    /// Alpha-beta's tie rule.
    Ties(TieRule),
    /// Fail-soft or fail-hard.
    Failure(Failure),
    /// Iterative deepening on or off.
    Iterative(bool),
    /// Monte Carlo tree search's options.
    MonteCarlo(MonteCarlo),
    /// The move-ordering lab opened or closed.
    Lab,
    /// Letter names on or off.
    LetterNames(bool),
    /// Visit-order numbers shown or hidden.
    VisitOrder,
    /// Projector mode on or off.
    Projector,
    /// Quizzing the room on or off.
    Quiz,
    /// The dark theme on or off.
    DarkTheme,
    /// The shortcut sheet.
    Help,
}

/// The options bar.
#[component]
pub fn OptionsBar(props: &OptionsBarProps) -> Html {
    let speaking = use_speaking();
    let keys = &controls::BUTTON_KEYS;
    let titles = use_memo(speaking, |_| {
        (0..presets().len()).map(preset_title).collect::<Vec<_>>()
    });
    let options = props.options;
    let cut_variants = options.algorithm.takes_cut_variants();
    let on_pick = &props.on_pick;

    let mut preset_choices: Vec<_> = (titles.iter().enumerate())
        .map(|(index, title)| (Some(index), title.as_str()))
        .collect();
    if props.preset.is_none() {
        preset_choices.insert(0, (None, said("options.own-tree")));
    }
    let Choices {
        algorithms: algorithm_choices,
        depths: depth_choices,
        ties: tie_choices,
        failures: failure_choices,
    } = Choices::new();

    // The entry for a tree of the user's own asks for nothing.
    let on_pick_preset = {
        let on_pick = on_pick.clone();
        Callback::from(move |choice: Option<usize>| {
            if let Some(index) = choice {
                on_pick.emit(Pick::Preset(index));
            }
        })
    };
    let on_help = on_pick.reform(|_: MouseEvent| Pick::Help);
    html! {
        <form class="options-bar" id="options-bar" aria-label={said("options.options")}>
            { menu("preset-menu", said("options.presets"), &preset_choices, props.preset, true, on_pick_preset) }
            { menu("algorithm-menu", said("options.algorithm"), &algorithm_choices, options.algorithm, true,
                on_pick.reform(Pick::Algorithm)) }
            { menu("depth-menu", said("options.depth"), &depth_choices, options.depth,
                options.algorithm != Algorithm::MonteCarlo, on_pick.reform(Pick::Depth)) }
            // Alpha-beta's two choices stay in place, off for the other
            // searches, so that nothing moves when the algorithm changes;
            // Monte Carlo tree search's own take their place.
            if options.algorithm == Algorithm::MonteCarlo {
                <MonteCarloFields settings={options.monte_carlo}
                    on_change={on_pick.reform(Pick::MonteCarlo)} />
            } else {
                { menu("ties-menu", said("options.ties"), &tie_choices, options.ties, cut_variants,
                    on_pick.reform(Pick::Ties)) }
                { menu("failure-menu", said("options.failure"), &failure_choices, options.failure, cut_variants,
                    on_pick.reform(Pick::Failure)) }
            }
            { language_picker(&props.on_language) }
            <div class="switches">
                if options.algorithm.deepens() {
                    { switch(said("lab.iterative"), None, options.iterative,
                        on_pick.reform(Pick::Iterative)) }
                }
                { switch(said("lab.lab"), None, props.lab,
                    on_pick.reform(|_| Pick::Lab)) }
                { switch(said("options.letter-names"), None, props.letter_names,
                    on_pick.reform(Pick::LetterNames)) }
                { switch(said("options.visit-order"), Some(keys.visit_order), props.show_order,
                    on_pick.reform(|_| Pick::VisitOrder)) }
                { switch(said("options.projector"), Some(keys.projector), props.projector,
                    on_pick.reform(|_| Pick::Projector)) }
                { switch(said("options.quiz"), Some(keys.quiz), props.quiz,
                    on_pick.reform(|_| Pick::Quiz)) }
                { switch(said("options.dark-theme"), Some(keys.dark_theme), props.theme == Theme::Dark,
                    on_pick.reform(|_| Pick::DarkTheme)) }
                <button
                    type="button"
                    class="help-button"
                    aria-label={said("controls.shortcuts")}
                    title={controls::with_key(said("controls.shortcuts"), keys.shortcuts)}
                    onclick={on_help}
                >
                    { keys.shortcuts }
                </button>
            </div>
        </form>
    }
}

/// The entries of the menus of a search's options, each a value and its
/// name: the options bar's, and compare mode's for its second search.
pub struct Choices {
    /// Every algorithm.
    pub algorithms: [(Algorithm, &'static str); Algorithm::ALL.len()],
    /// No depth limit, then the limits 0 to `DEEPEST_LIMIT`.
    pub depths: Vec<(Option<u32>, AttrValue)>,
    /// Cut on equality or strict.
    pub ties: [(TieRule, &'static str); 2],
    /// Fail-soft or fail-hard.
    pub failures: [(Failure, &'static str); 2],
}

impl Choices {
    /// The entries in the interface's language.
    pub fn new() -> Choices {
        Choices {
            algorithms: Algorithm::ALL
                .map(|algorithm| (algorithm, options::algorithm_name(algorithm))),
            depths: std::iter::once((None, AttrValue::from(said("options.full-depth"))))
                .chain(
                    (0..=DEEPEST_LIMIT)
                        .map(|depth| (Some(depth), AttrValue::from(depth.to_string()))),
                )
                .collect(),
            ties: [
                (TieRule::CutOnEqual, said("options.cut-on-equal")),
                (TieRule::Strict, said("options.strict")),
            ],
            failures: [
                (Failure::Soft, said("options.fail-soft")),
                (Failure::Hard, said("options.fail-hard")),
            ],
        }
    }
}

impl Default for Choices {
    fn default() -> Choices {
        Choices::new()
    }
}
