//! The page: the first lecture's tree, its root value and the move
//! alpha-beta chooses there.

use gametree::{Algorithm, NodeId, Options, Summary, Tree, Value};
use yew::prelude::*;

/// The tree of the first lecture: MAX moves at A, MIN at B, C and D; the
/// root value is 3 and the best move is B.
pub const LECTURE_TREE: &str = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";

/// What the page says about a tree once it has been searched.
#[derive(Clone, Debug, PartialEq)]
struct Answer {
    /// The root's value, as the page prints it: `3`, `(3, 1, 2)`.
    root_value: AttrValue,
    /// The root's chosen move, such as `B (move 0)`; `None` when the root
    /// has no move to choose (a leaf, or a chance node).
    best_move: Option<AttrValue>,
}

/// Parses `text`, searches it with alpha-beta and reads the answer off the
/// trace. A tree that cannot be read or searched gives the sentence to show
/// instead.
fn solve(text: &str) -> Result<Answer, String> {
    let tree =
        gametree::parse(text).map_err(|error| format!("The tree cannot be read: {error}"))?;
    let trace = gametree::search(&tree, &Options::new(Algorithm::AlphaBeta))
        .map_err(|error| format!("The tree cannot be searched: {error}"))?;
    let summary = Summary::new(&tree, &trace);
    Ok(Answer {
        root_value: describe_value(&summary.value).into(),
        best_move: summary
            .best_move
            .map(|child_idx| describe_move(&tree, child_idx).into()),
    })
}

/// A value as the slides write it: `3`, `-∞`, `(3, 1, 2)`.
fn describe_value(value: &Value) -> String {
    match value {
        Value::Number(number) => describe_number(*number),
        Value::Tuple(entries) => {
            let entries: Vec<String> = entries.iter().copied().map(describe_number).collect();
            format!("({})", entries.join(", "))
        }
    }
}

/// A number without a trailing `.0`, and infinities as `∞` and `-∞`.
fn describe_number(number: f64) -> String {
    if number == f64::INFINITY {
        "∞".to_string()
    } else if number == f64::NEG_INFINITY {
        "-∞".to_string()
    } else {
        number.to_string()
    }
}

/// The root's move number `child_idx`: the child's label when it has one,
/// then the move number, as in `B (move 0)`.
fn describe_move(tree: &Tree, child_idx: usize) -> String {
    let child = tree.children(NodeId::ROOT)[child_idx];
    match &tree.node(child).label {
        Some(label) => format!("{label} (move {child_idx})"),
        None => format!("move {child_idx}"),
    }
}

/// The whole page. The search runs once, when the page first renders.
#[component]
pub fn App() -> Html {
    let answer = use_memo((), |_| solve(LECTURE_TREE));
    let answer = match &*answer {
        Ok(Answer {
            root_value,
            best_move,
        }) => html! {
            <p class="answer">
                { "Root value: " }
                <strong id="root-value" class="root-value">{ root_value.clone() }</strong>
                { " — best move: " }
                <strong id="best-move" class="best-move">
                    { best_move.clone().unwrap_or_else(|| AttrValue::from("none")) }
                </strong>
            </p>
        },
        Err(message) => html! {
            <p id="error" class="error" role="alert">{ message.clone() }</p>
        },
    };
    html! {
        <main class="page">
            <header class="page-header">
                <h1>{ "Minimax Lab" }</h1>
                <p class="tagline">{ "Watch alpha-beta search a game tree, step by step." }</p>
            </header>
            <section class="example" aria-labelledby="example-title">
                <h2 id="example-title">{ "First lecture example" }</h2>
                <pre id="tree-text" class="tree-text"><code>{ LECTURE_TREE }</code></pre>
                { answer }
            </section>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lecture_tree_has_root_value_3_and_best_move_b() {
        let answer = solve(LECTURE_TREE).expect("the lecture tree is valid");
        assert_eq!(answer.root_value, "3");
        assert_eq!(answer.best_move.as_deref(), Some("B (move 0)"));
    }

    #[test]
    fn a_tree_that_cannot_be_read_gives_a_message() {
        let message = solve("A(B=3").expect_err("the tree is not closed");
        assert!(
            message.starts_with("The tree cannot be read: "),
            "{message}"
        );
    }

    #[test]
    fn values_are_written_as_on_the_slides() {
        assert_eq!(describe_value(&Value::Number(3.0)), "3");
        assert_eq!(describe_value(&Value::Number(-2.5)), "-2.5");
        assert_eq!(describe_value(&Value::Number(f64::NEG_INFINITY)), "-∞");
        assert_eq!(
            describe_value(&Value::Tuple(vec![3.0, 1.0, f64::INFINITY].into())),
            "(3, 1, ∞)"
        );
    }
}
