//! The edit bar of the node selected on the drawing: buttons that add,
//! delete and move nodes and choose who moves first, and fields that edit
//! the node's label, value and probability in place (Enter applies, Escape
//! cancels). Each change is one [`EditCommand`]; text that is no value or
//! probability is refused, so that the message banner says why.

use crate::components::field::Field;
use crate::hooks::use_speaking;
use crate::notice::Notice;
use crate::shared::{ByAddress, VALUE_FIELD_ID};
use crate::state::EditCommand;
use crate::strings::said;
use gametree::{NodeId, Player, Probability, Tree, Value};
use yew::prelude::*;

/// The selected node and where its edits go.
#[derive(Properties, PartialEq)]
pub struct EditBarProps {
    /// The tree on show (compared by address: a new tree is a new `Rc`).
    pub tree: ByAddress<Tree>,
    /// The selected node.
    pub selected: NodeId,
    /// Edit the selected node.
    pub on_edit: Callback<EditCommand>,
    /// Tell the user why text cannot be read as a value or probability.
    pub on_refuse: Callback<Notice>,
}

/// The buttons and fields of the selected node.
#[component]
pub fn EditBar(props: &EditBarProps) -> Html {
    use_speaking();
    let tree = &props.tree;
    let id = props.selected;
    let node = tree.node(id);
    let edit = |command: EditCommand| props.on_edit.reform(move |_: MouseEvent| command.clone());
    // One button an edit; the root's player shows which one moves first.
    let button = |id: &'static str, label: &'static str, disabled: bool, command| {
        html! {
            <button type="button" {id} {disabled} onclick={edit(command)}>{ label }</button>
        }
    };
    let root_button = |id: &'static str, label: &'static str, player: Player| {
        html! {
            <button
                type="button"
                {id}
                aria-pressed={(tree.root_player() == player).to_string()}
                onclick={edit(EditCommand::SetRootPlayer(player))}
            >
                { label }
            </button>
        }
    };
    let is_root = id == NodeId::ROOT;
    let two_player = !matches!(tree.root_player(), Player::Numbered(_));
    let under_chance = tree.parent(id).is_some_and(|parent| tree.is_chance(parent));

    let label = node.label.as_deref().unwrap_or_default().to_string();
    let on_label = props.on_edit.reform(|label: String| {
        let label = label.trim();
        EditCommand::SetLabel((!label.is_empty()).then(|| label.to_string()))
    });
    let value = node
        .value
        .as_ref()
        .map(Value::to_string)
        .unwrap_or_default();
    let on_value = read_or_refuse(props, |value| {
        read_value(value)
            .map(EditCommand::SetValue)
            .map_err(|()| Notice::new("editor.not-a-value").typed("text", value.trim()))
    });
    let probability = node
        .probability
        .map(|probability| probability.to_string())
        .unwrap_or_default();
    let on_probability = read_or_refuse(props, |probability| {
        read_probability(probability)
            .map(EditCommand::SetProbability)
            .map_err(|()| Notice::new("editor.not-a-probability").typed("text", probability.trim()))
    });

    html! {
        <section class="panel edit-bar" aria-label={said("editor.edit-bar")}>
            <div class="edit-buttons">
                { button("add-child", said("editor.add-child"), false, EditCommand::AddChild) }
                { button("add-sibling", said("editor.add-sibling"), is_root, EditCommand::AddSibling) }
                { button("delete-subtree", said("editor.delete-subtree"), is_root, EditCommand::DeleteSubtree) }
                { button("move-left", said("editor.move-left"), is_root, EditCommand::Move { left: true }) }
                { button("move-right", said("editor.move-right"), is_root, EditCommand::Move { left: false }) }
                if two_player {
                    { root_button("root-max", said("editor.root-max"), Player::Max) }
                    { root_button("root-min", said("editor.root-min"), Player::Min) }
                }
            </div>
            // Keyed by the node, so that picking another node drops what
            // was typed and not applied.
            <div class="edit-fields" key={id.index()}>
                <Field id="edit-label" name={said("editor.label-field")} value={label} on_apply={on_label} />
                <Field id={VALUE_FIELD_ID} name={said("editor.value-field")} {value} on_apply={on_value} />
                if under_chance {
                    <Field
                        id="edit-probability"
                        name={said("editor.probability-field")}
                        value={probability}
                        on_apply={on_probability}
                    />
                }
            </div>
            <p class="edit-hint">{ said("editor.edit-hint") }</p>
        </section>
    }
}

/// The value written in a field: empty clears it; otherwise a number or a
/// tuple as the notation writes a leaf.
fn read_value(text: &str) -> Result<Option<Value>, ()> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    match gametree::parse(text) {
        Ok(leaf) if leaf.len() == 1 && leaf.node(NodeId::ROOT).label.is_none() => {
            Ok(leaf.node(NodeId::ROOT).value.clone())
        }
        _ => Err(()),
    }
}

/// The probability written in a field: empty clears it; otherwise a
/// fraction of natural numbers such as `1/6` or a decimal such as `0.5`,
/// between 0 and 1.
fn read_probability(text: &str) -> Result<Option<Probability>, ()> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let probability = match text.split_once('/') {
        Some((numerator, denominator)) => Probability::Fraction {
            numerator: numerator.trim().parse().map_err(|_| ())?,
            denominator: denominator.trim().parse().map_err(|_| ())?,
        },
        None => Probability::Decimal(text.parse().map_err(|_| ())?),
    };
    let valid = match probability {
        Probability::Fraction { denominator, .. } => denominator != 0,
        Probability::Decimal(_) => true,
    } && (0.0..=1.0).contains(&probability.value());
    if valid {
        Ok(Some(probability))
    } else {
        Err(())
    }
}

/// A field's callback: the edit its text reads as, or the refusal `read`
/// words for text that cannot be read.
fn read_or_refuse(
    props: &EditBarProps,
    read: fn(&str) -> Result<EditCommand, Notice>,
) -> Callback<String> {
    let (on_edit, on_refuse) = (props.on_edit.clone(), props.on_refuse.clone());
    Callback::from(move |typed: String| match read(&typed) {
        Ok(command) => on_edit.emit(command),
        Err(why) => on_refuse.emit(why),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_read_values_and_probabilities_as_the_notation_writes_them() {
        assert_eq!(read_value(" -1.5 "), Ok(Some(Value::Number(-1.5))));
        assert_eq!(read_value(""), Ok(None));
        assert_eq!(read_value("(1 2)"), Err(()));
        assert_eq!(read_value("x"), Err(()));
        assert_eq!(
            read_probability("1/6"),
            Ok(Some(Probability::Fraction {
                numerator: 1,
                denominator: 6
            }))
        );
        assert_eq!(
            read_probability("0.25"),
            Ok(Some(Probability::Decimal(0.25)))
        );
        assert_eq!(read_probability("1/0"), Err(()));
        assert_eq!(read_probability("2"), Err(()));
        assert_eq!(read_probability("half"), Err(()));
    }
}
