//! One node of the drawing with the edge into it: a small component, so
//! that a step redraws only the few nodes whose state or highlight changed.
//! Its markup is drawn around (0, 0) and moved into place by one
//! `transform`: a big tree has thousands of nodes, and every attribute and
//! element costs a call from WebAssembly into the page.

use super::describe::{describe, Seen};
use super::edge::{edge, EdgeMarks};
use super::geometry::Drawing;
use super::highlight::Highlight;
use super::labels::{probability, window, ValueText};
use super::monte_carlo::MonteCarloMarks;
use super::place::{Place, ORDER_RADIUS};
use super::proof::ProofMarks;
use super::shape::{Kind, TOGGLE_RADIUS};
use super::svg::px;
use crate::hooks::use_speaking;
use crate::shared::{ByAddress, Note};
use crate::strings::{digits, said, tree};
use gametree::frame::Bound;
use gametree::marks::cut_condition;
use gametree::{NodeFrame, NodeId, NodeState};
use yew::prelude::*;

/// How many player colours the style sheet defines; players past it reuse them.
const PLAYER_COLOURS: usize = 4;

/// One node at one frame.
#[derive(Properties, PartialEq)]
pub struct TreeNodeProps {
    /// The placed tree.
    pub drawing: ByAddress<Drawing>,
    /// The node.
    pub id: NodeId,
    /// The node's part of the frame.
    pub frame: NodeFrame,
    /// Whether its value is only a bound, and which way.
    pub bound: Option<Bound>,
    /// How it stands out.
    pub highlight: Highlight,
    /// Whether to write its visit-order number.
    pub show_order: bool,
    /// Fold or unfold its subtree.
    pub on_toggle_collapse: Callback<NodeId>,
    /// Select it for editing.
    pub on_select: Callback<NodeId>,
    /// What a student wrote here, in an exercise.
    #[prop_or_default]
    pub note: Option<Note>,
    /// Its proof numbers, in a proof-number search.
    #[prop_or_default]
    pub proof: ProofMarks,
    /// Its visits and mean, in a Monte Carlo tree search.
    #[prop_or_default]
    pub monte_carlo: MonteCarloMarks,
    /// The drawing's element id, the stem of the node's own.
    pub tree_id: AttrValue,
}

/// A node and the edge into it.
#[component]
pub fn TreeNode(props: &TreeNodeProps) -> Html {
    use_speaking();
    let drawing = &props.drawing;
    let tree = &drawing.lesson.tree;
    let Some(place) = drawing.place(props.id) else {
        return Html::default();
    };
    let frame = &props.frame;
    let highlight = props.highlight;
    let label = drawing.lesson.label(props.id);

    let incoming = tree
        .parent(props.id)
        .and_then(|parent| drawing.place(parent))
        .map(|parent| edge(parent, place, edge_marks(props)));
    let outline = drawing.outline(place.kind.shape());
    let ring = |class: &'static str| {
        html! { <path class={classes!("node-ring", class)} d={outline.ring.clone()} /> }
    };
    let value_text = value_text(drawing, props.id, frame, props.bound);
    let plain_value = value_text.as_ref().map(ValueText::plain);
    let value = value_text.map(|text| {
        if place.fits_inside(plain_value.as_deref().unwrap_or_default()) {
            value_markup(&text, 0.0, place.value_y(), "value-inside")
        } else {
            value_markup(&text, place.beside_x(), 0.0, "value-beside")
        }
    });
    let shown_window = (frame.window)
        .filter(|_| drawing.writes_window(frame))
        .map(window);
    let description = describe(&Seen {
        lesson: &drawing.lesson,
        id: props.id,
        frame,
        highlight,
        note: props.note.as_ref(),
        proof: &props.proof,
        monte_carlo: &props.monte_carlo,
        kind: place.kind,
        hidden: if place.folded { place.hidden } else { 0 },
        value: plain_value.as_deref(),
        window: shown_window.as_deref(),
    });
    let name = label.as_ref().map(|label| {
        let (x, y, under) = place.name_at();
        html! {
            <text class={classes!("node-label", under.then_some("under"))} x={px(x)} y={px(y)}>
                { label.clone() }
            </text>
        }
    });
    // An unlabelled node shows, when pointed at, the name sentences give it.
    let address = label
        .is_none()
        .then(|| html! { <title>{ tree.name(props.id) }</title> });
    let toggle = (place.kind != Kind::Leaf).then(|| toggle(props, place));
    let note = props.note.clone().unwrap_or_default();
    let answer = note.answer.clone().map(|answer| {
        // Inside the shape while the search has not shown a value there;
        // otherwise above it, clear of the shape, the name and the neighbours.
        let (x, y, anchor, class) = if value.is_none() && answer.len() <= 4 {
            (0.0, place.value_y(), "middle", "answer-inside")
        } else {
            let (x, y, anchor) = place.answer_at();
            (x, y, anchor, "answer-beside")
        };
        // Right and wrong are marked by a sign as well as by colour.
        let mark = note.answer_right.map(|right| if right { "✓" } else { "✗" });
        html! {
            <text class={classes!("answer-text", class)} x={px(x)} y={px(y)} text-anchor={anchor}>
                { answer }
                if let Some(mark) = mark {
                    <tspan class="answer-mark">{ mark }</tspan>
                }
            </text>
        }
    });

    let player = match place.kind {
        Kind::Player(k) => Some(player_class(usize::from(k))),
        _ => None,
    };
    let classes = classes!(
        "tree-node",
        format!("kind-{}", place.kind.name()),
        format!("shape-{}", place.kind.shape().name()),
        format!("state-{}", state_name(frame.state)),
        player,
        highlight.current.then_some("is-current"),
        highlight.on_path.then_some("on-path"),
        highlight.chosen.then_some("is-chosen"),
        frame.cut.is_some().then_some("is-cut"),
        place.folded.then_some("is-folded"),
        highlight.selected.then_some("is-selected"),
        highlight.differs.then_some("differs"),
        highlight.off_screen.then_some("off-screen"),
        (note.answer_right == Some(false)).then_some("answer-wrong"),
        (note.answer_right == Some(true)).then_some("answer-right"),
        props.proof.classes(),
        props.monte_carlo.classes(),
    );
    // Selected on the press, which also starts a drag of the drawing: a
    // click's target is lost once the drawing captures the pointer.
    let onpointerdown = {
        let on_select = props.on_select.clone();
        let id = props.id;
        Callback::from(move |event: PointerEvent| {
            if event.button() == 0 {
                on_select.emit(id);
            }
        })
    };
    // A tree item for screen readers, in a flat list that says each one's
    // level and place among its siblings.
    let siblings = tree
        .parent(props.id)
        .map_or(1, |parent| tree.children(parent).len());
    let expanded =
        (place.kind != Kind::Leaf).then_some(if place.folded { "false" } else { "true" });
    html! {
        <g
            class={classes}
            id={element_id(&props.tree_id, props.id)}
            role="treeitem"
            aria-level={(tree.depth(props.id) + 1).to_string()}
            aria-setsize={siblings.to_string()}
            aria-posinset={(place.child_index + 1).to_string()}
            aria-expanded={expanded}
            aria-selected={highlight.selected.then_some("true")}
            data-label={tree.node(props.id).label.as_deref().map(str::to_string)}
            transform={place.transform()}
            {onpointerdown}
        >
            // What is drawn is for the eye; a screen reader reads the one
            // line below instead, which is all the item's text, so that its
            // name is its content. (The fold button is the pointer's: the
            // keyboard's is the tree's own, for the selected node.)
            <g aria-hidden="true">
                { for incoming }
                <path class="node-hit" d={outline.shape.clone()} />
                if highlight.current { { ring("ring-current") } }
                // The chosen move's ring is double, so that it differs from the
                // current step's by its shape as well as its colour.
                if highlight.chosen { { ring("ring-chosen") }{ ring("ring-chosen-gap") } }
                if highlight.selected { { ring("ring-selected") } }
                if highlight.differs { { ring("ring-differs") } }
                if note.answer_right == Some(false) { { ring("ring-wrong") } }
                if props.proof.in_proof() { { ring("ring-proof") } }
                <path class="node-shape" d={outline.shape.clone()}>{ for address }</path>
                { for value }
                { for answer }
                { for name }
                { notes(props, place, shown_window.as_deref()) }
                { props.proof.markup(place) }
                { props.monte_carlo.markup(place) }
                { for toggle }
            </g>
            <text class="node-description">{ description }</text>
        </g>
    }
}

/// The id of a node's element, which the tree names as its active item.
pub fn element_id(tree_id: &str, id: NodeId) -> String {
    format!("{tree_id}-node-{}", id.index())
}

/// The state's name, for the `state-…` classes.
fn state_name(state: NodeState) -> &'static str {
    match state {
        NodeState::Unvisited => "unvisited",
        NodeState::Active => "active",
        NodeState::Done => "done",
        NodeState::Pruned => "pruned",
    }
}

/// The class that colours player k's nodes and tuple entries, the colours cycling.
fn player_class(k: usize) -> String {
    format!("player-{}", k.saturating_sub(1) % PLAYER_COLOURS + 1)
}

/// What the edge into the node shows.
fn edge_marks(props: &TreeNodeProps) -> EdgeMarks {
    let highlight = props.highlight;
    let entered = props
        .frame
        .entered
        .filter(|_| props.drawing.writes_window(&props.frame))
        .map(window);
    let probability = props
        .drawing
        .lesson
        .tree
        .node(props.id)
        .probability
        .map(probability);
    EdgeMarks {
        classes: classes!(
            "tree-edge",
            format!("state-{}", state_name(props.frame.state)),
            highlight.on_path.then_some("on-path"),
            highlight.chosen.then_some("is-chosen"),
            props.proof.edge_classes(),
            props.monte_carlo.classes(),
        ),
        // Only chance nodes have probabilities and only Monte Carlo tree
        // search has scores, and neither takes the other's trees.
        label: probability.or(props.monte_carlo.edge_label()),
        window: entered,
        style: props.monte_carlo.edge_style(),
        cut: highlight.first_skipped,
        answer_cut: props.note.as_ref().and_then(answer_cut),
    }
}

/// The class of the student's cut mark on the edge into a node, if one is drawn.
fn answer_cut(note: &Note) -> Option<&'static str> {
    match (note.cut, note.cut_right) {
        (true, Some(false)) => Some("is-wrong"),
        (true, _) => Some("is-marked"),
        (false, Some(false)) => Some("is-missing"),
        (false, _) => None,
    }
}

/// What is written around the node while the search works on it: its
/// window, why it was cut, and its visit-order number.
fn notes(props: &TreeNodeProps, place: &Place, shown_window: Option<&str>) -> Html {
    let drawing = &props.drawing;
    let frame = &props.frame;
    // A leaf's window never narrows: the edge into it already shows it,
    // and beside a leaf it would run into the next one.
    // Each on the node's right, or ending at the drawing's right edge.
    let written = |class: &'static str, text: String, y: f64| {
        let (x, anchor) = drawing.beside(place, &text);
        html! { <text {class} x={px(x)} y={px(y)} text-anchor={anchor}>{ text }</text> }
    };
    let window_label = shown_window
        .filter(|_| place.kind != Kind::Leaf)
        .map(|bounds| written("node-window", bounds.to_string(), -place.notes_y()));
    let options = drawing
        .lesson
        .run
        .as_ref()
        .ok()
        .map(|run| run.trace.options);
    let condition = frame.cut.zip(options).map(|(mark, options)| {
        let tree = &drawing.lesson.tree;
        let condition = digits(&cut_condition(tree, &options, props.id, &mark));
        written("cut-condition", condition, place.notes_y())
    });
    let order = frame.order.filter(|_| props.show_order).map(|order| {
        let (x, y) = place.order_centre();
        let (x, y) = (px(x), px(y));
        html! {
            <g class="order-badge">
                <circle cx={x.clone()} cy={y.clone()} r={px(ORDER_RADIUS)} />
                <text {x} {y}>{ digits(&order.to_string()) }</text>
            </g>
        }
    });
    html! {
        <>
            { for window_label }
            { for condition }
            { for order }
        </>
    }
}

/// What the node's value reads at this frame: a leaf's value as written,
/// an inner node's once the search knows it, perhaps as a `bound`
/// (`Frame::bound`); nothing before anything is known.
fn value_text(
    drawing: &Drawing,
    id: NodeId,
    frame: &NodeFrame,
    bound: Option<Bound>,
) -> Option<ValueText> {
    let tree = &drawing.lesson.tree;
    if tree.node(id).is_leaf() {
        return tree.node(id).value.as_ref().map(ValueText::of_value);
    }
    let trace = &drawing.lesson.run.as_ref().ok()?.trace;
    frame
        .value
        .map(|score| ValueText::of_score(trace, score, bound))
}

/// A value as SVG text; a tuple's entries each in their player's colour.
fn value_markup(text: &ValueText, x: f64, y: f64, class: &'static str) -> Html {
    let content = if text.tuple {
        let last = text.entries.len().saturating_sub(1);
        html! {
            <>
                { text.prefix() }
                { "⟨" }
                { for text.entries.iter().enumerate().map(|(index, entry)| html! {
                    <>
                        <tspan class={player_class(index + 1)}>{ entry.clone() }</tspan>
                        if index < last { { ", " } }
                    </>
                }) }
                { "⟩" }
            </>
        }
    } else {
        html! { <>{ text.prefix() }{ text.entries.join("") }</> }
    };
    // Offsets of 0 are left out: the fewer attributes, the faster a big tree draws.
    let x = (x != 0.0).then(|| px(x));
    let y = (y != 0.0).then(|| px(y));
    html! {
        <text class={classes!("node-value", class)} {x} {y}>{ content }</text>
    }
}

/// The fold button under an inner node, with the count of what it hides.
fn toggle(props: &TreeNodeProps, place: &Place) -> Html {
    let folded = place.folded;
    let onclick = {
        let on_toggle_collapse = props.on_toggle_collapse.clone();
        let id = props.id;
        Callback::from(move |_: MouseEvent| on_toggle_collapse.emit(id))
    };
    // A press on the button is a click, not the start of a drag of the drawing.
    let onpointerdown = Callback::from(|event: PointerEvent| event.stop_propagation());
    let outline = props.drawing.outline(place.kind.shape());
    let hidden = (place.hidden > 0).then(|| {
        html! {
            <g class="hidden-count">
                <title>{ tree::hidden(place.hidden) }</title>
                <text x={px(TOGGLE_RADIUS + 5.0)} y={px(place.toggle_y())}>
                    { digits(&format!("+{}", place.hidden)) }
                </text>
            </g>
        }
    });
    html! {
        <>
            <path class="node-stem" d={outline.stem.clone()} />
            <path
                class="tree-toggle"
                d={outline.toggle[usize::from(folded)].clone()}
                {onclick}
                {onpointerdown}
            >
                <title>{ if folded { said("tree.expand") } else { said("tree.collapse") } }</title>
            </path>
            { for hidden }
        </>
    }
}
