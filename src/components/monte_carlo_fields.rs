//! Monte Carlo tree search's options, under the algorithm in its place of
//! alpha-beta's: the iterations, C and the seed as fields applied by Enter,
//! the expansion and the final move as menus. A value the search cannot
//! take is refused in one sentence beside the fields, and what was typed
//! stays in its field to be mended.

use super::choice::menu;
use super::field::Field;
use crate::hooks::use_speaking;
use crate::language::explanations;
use crate::strings::said;
use gametree::lang::Message;
use gametree::options::{Expansion, FinalMove, MonteCarlo};
use yew::prelude::*;

/// The fields, whose ids are the stem's with these ends.
const ITERATIONS: &str = "iterations";
const EXPLORATION: &str = "c";
const SEED: &str = "seed";

/// The search's options in force.
#[derive(Properties, PartialEq)]
pub struct MonteCarloFieldsProps {
    /// The options.
    pub settings: MonteCarlo,
    /// Told the options after a change the search can take.
    pub on_change: Callback<MonteCarlo>,
    /// The stem of the fields' ids: `mcts` in the options bar, another for
    /// compare mode's second search.
    #[prop_or(AttrValue::Static("mcts"))]
    pub stem: AttrValue,
}

/// A value refused: the field (its id's end), the text typed there, which the field
/// keeps showing, and the sentence that says why.
#[derive(Clone, PartialEq)]
struct Refused {
    field: &'static str,
    typed: String,
    why: String,
}

/// The fields and menus, and the sentence that refuses a value.
#[component]
pub fn MonteCarloFields(props: &MonteCarloFieldsProps) -> Html {
    use_speaking();
    let refused = use_state(|| None::<Refused>);
    let settings = props.settings;
    // A field's text read into the options, or the sentence refusing it.
    let apply = |field: &'static str, read: fn(&str, MonteCarlo) -> Result<MonteCarlo, Message>| {
        let refused = refused.clone();
        let on_change = props.on_change.clone();
        Callback::from(move |typed: String| match read(&typed, settings) {
            Ok(changed) => {
                refused.set(None);
                on_change.emit(changed);
            }
            Err(message) => refused.set(Some(Refused {
                field,
                typed,
                why: message.say(explanations()),
            })),
        })
    };
    // What a field shows: the text refused there, else the option in force.
    let shown = |field: &'static str, value: String| -> AttrValue {
        match &*refused {
            Some(refused) if refused.field == field => refused.typed.clone().into(),
            _ => value.into(),
        }
    };
    let on_iterations = apply(ITERATIONS, |text, settings| {
        let iterations = MonteCarlo::read_iterations(text)?;
        Ok(MonteCarlo {
            iterations,
            ..settings
        })
    });
    let on_exploration = apply(EXPLORATION, |text, settings| {
        let exploration = MonteCarlo::read_exploration(text)?;
        Ok(MonteCarlo {
            exploration,
            ..settings
        })
    });
    let on_seed = apply(SEED, |text, settings| {
        let seed = MonteCarlo::read_seed(text)?;
        Ok(MonteCarlo { seed, ..settings })
    });
    let on_change = props.on_change.clone();
    let on_expansion = on_change.reform(move |expansion| MonteCarlo {
        expansion,
        ..settings
    });
    let on_final = on_change.reform(move |final_move| MonteCarlo {
        final_move,
        ..settings
    });
    let id = |field: &str| AttrValue::from(format!("{}-{field}", props.stem));
    let expansions = [
        (Expansion::One, said("mcts.expand-one")),
        (Expansion::All, said("mcts.expand-all")),
    ];
    let finals = [
        (FinalMove::Visits, said("mcts.final-visits")),
        (FinalMove::Mean, said("mcts.final-mean")),
    ];
    html! {
        <div class="mcts-options" role="group" aria-label={said("mcts.options")}>
            <Field id={id(ITERATIONS)} name={said("mcts.iterations")}
                value={shown(ITERATIONS, settings.iterations.to_string())} on_apply={on_iterations} />
            <Field id={id(EXPLORATION)} name={said("mcts.c")}
                value={shown(EXPLORATION, settings.exploration.to_string())} on_apply={on_exploration} />
            <Field id={id(SEED)} name={said("mcts.seed")}
                value={shown(SEED, settings.seed.to_string())} on_apply={on_seed} />
            { menu("expand-menu", said("mcts.expand"), &expansions, settings.expansion, true, on_expansion) }
            { menu("final-menu", said("mcts.final"), &finals, settings.final_move, true, on_final) }
            if let Some(refused) = &*refused {
                <p class="field-problem" role="alert">{ refused.why.clone() }</p>
            }
        </div>
    }
}
