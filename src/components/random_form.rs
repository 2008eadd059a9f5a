//! The random tree form: branching, depth, value range and seed, made into
//! a tree by `gametree::random::random_tree`, the generator of
//! `gametree random`, so that a seed gives the same tree in both.

use crate::components::field::number_field;
use crate::components::panel::Panel;
use crate::hooks::use_speaking;
use crate::notice::Notice;
use crate::strings::said;
use gametree::random::RandomSpec;
use std::ops::RangeInclusive;
use yew::prelude::*;

/// Where the form's tree goes.
#[derive(Properties, PartialEq)]
pub struct RandomFormProps {
    /// Make the tree the fields describe.
    pub on_generate: Callback<RandomSpec>,
    /// Tell the user why the form was refused: a field is not a whole number.
    pub on_refuse: Callback<Notice>,
}

/// The fields of the form, as typed.
#[derive(Clone, PartialEq)]
struct Fields {
    branching: String,
    depth: String,
    min: String,
    max: String,
    seed: String,
}

impl Fields {
    /// The spec the fields describe, if every one is a whole number.
    fn spec(&self) -> Option<RandomSpec> {
        Some(RandomSpec {
            branching: branching(&self.branching)?,
            depth: self.depth.trim().parse().ok()?,
            min: self.min.trim().parse().ok()?,
            max: self.max.trim().parse().ok()?,
            seed: self.seed.trim().parse().ok()?,
        })
    }
}

/// The branching as typed: one number for a fixed branching, or a range
/// such as `2-4` for a number of children drawn anew at every inner node.
pub fn branching(text: &str) -> Option<RangeInclusive<u32>> {
    match text.split_once('-') {
        Some((low, high)) => {
            let (low, high): (u32, u32) = (low.trim().parse().ok()?, high.trim().parse().ok()?);
            (low <= high).then_some(low..=high)
        }
        None => {
            let fixed = text.trim().parse().ok()?;
            Some(fixed..=fixed)
        }
    }
}

/// A collapsed panel with the five fields and a Generate button. A plain
/// function: the fields keep their state in the form inside.
pub fn random_form(props: RandomFormProps) -> Html {
    html! {
        <Panel class="random-form" title={said("editor.random-tree")} open=false>
            <RandomFields ..props />
        </Panel>
    }
}

/// The panel's form, made when it is first opened.
#[component]
fn RandomFields(props: &RandomFormProps) -> Html {
    use_speaking();
    // The defaults of `gametree random` for the value range.
    let fields = use_state(|| Fields {
        branching: "3".into(),
        depth: "3".into(),
        min: "-20".into(),
        max: "20".into(),
        seed: "1".into(),
    });
    let on_submit = {
        let fields = fields.clone();
        let (on_generate, on_refuse) = (props.on_generate.clone(), props.on_refuse.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            match fields.spec() {
                Some(spec) => on_generate.emit(spec),
                None => on_refuse.emit(Notice::new("editor.whole-numbers")),
            }
        })
    };
    html! {
        <form onsubmit={on_submit}>
            { number_field(&fields, "random-branching", said("editor.branching"), &fields.branching, |f, v| f.branching = v) }
            { number_field(&fields, "random-depth", said("editor.random-depth"), &fields.depth, |f, v| f.depth = v) }
            { number_field(&fields, "random-min", said("editor.min-value"), &fields.min, |f, v| f.min = v) }
            { number_field(&fields, "random-max", said("editor.max-value"), &fields.max, |f, v| f.max = v) }
            { number_field(&fields, "random-seed", said("editor.seed"), &fields.seed, |f, v| f.seed = v) }
            <button type="submit" id="generate">{ said("editor.generate") }</button>
        </form>
    }
}

#[cfg(test)]
mod tests {
    use super::branching;

    #[test]
    fn branching_is_a_number_or_a_range() {
        assert_eq!(branching("3"), Some(3..=3));
        assert_eq!(branching(" 2 - 4 "), Some(2..=4));
        assert_eq!(branching("4-2"), None);
        assert_eq!(branching("two"), None);
        assert_eq!(branching("-3"), None);
    }
}
