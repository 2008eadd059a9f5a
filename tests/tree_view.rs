//! Browser tests of the tree drawing: mount `TreeView` on the lecture tree
//! at chosen steps of alpha-beta and read the SVG it draws. Run with
//! `cargo test -p minimax-lab --target wasm32-unknown-unknown --test tree_view`.
#![cfg(target_arch = "wasm32")]

use gametree::options::Bug;
use gametree::random::{random_tree, RandomSpec};
use gametree::{Algorithm, NodeId, Options, Step, TieRule};
use minimax_lab::components::tree_view::{TreeView, TreeViewProps};
use minimax_lab::lesson::Lesson;
use minimax_lab::shared::View;
use std::cell::RefCell;
use std::collections::BTreeSet;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;
use yew::Callback;

mod support;

use support::mount;

wasm_bindgen_test_configure!(run_in_browser);

/// Russell & Norvig's figure 5.2, searched by alpha-beta as the slides do.
const LECTURE_TREE: &str = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";

fn lecture_lesson() -> Rc<Lesson> {
    lecture_lesson_with(Options::new(Algorithm::AlphaBeta))
}

fn lecture_lesson_with(options: Options) -> Rc<Lesson> {
    let tree = Rc::new(gametree::parse(LECTURE_TREE).expect("the lecture tree parses"));
    Lesson::new(&tree, &options, false)
}

/// The props of a drawing of `lesson` after `step` steps, whose callbacks do nothing.
fn props(lesson: &Rc<Lesson>, step: usize) -> TreeViewProps {
    TreeViewProps {
        lesson: lesson.clone(),
        frame: Rc::new(lesson.frame(step)),
        show_order: false,
        collapsed: Rc::default(),
        view: View::default(),
        selected: None,
        on_toggle_collapse: Callback::noop(),
        on_select: Callback::noop(),
        on_tap: None,
        on_zoom: Callback::noop(),
        on_pan: Callback::noop(),
        on_pinch: Callback::noop(),
        on_reorder: None,
        numbers_hidden: false,
        notes: None,
        differs: None,
        projector: false,
        tree_id: yew::AttrValue::from("game-tree"),
    }
}

/// The number of steps after which node `name`'s cut test has fired.
fn steps_until_cut_at(lesson: &Lesson, name: &str) -> usize {
    let run = lesson
        .run
        .as_ref()
        .expect("alpha-beta takes the lecture tree");
    let index = run
        .trace
        .steps
        .iter()
        .position(|step| matches!(step, Step::Cut { node, .. } if lesson.tree.name(*node) == name))
        .unwrap_or_else(|| panic!("{name} is never cut"));
    index + 1
}

/// The element `selector` finds under `root`, if any.
fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).expect("a valid selector")
}

/// The group of the node named `name`.
fn node(root: &Element, name: &str) -> Element {
    find(root, &format!(".tree-node[data-label='{name}']"))
        .unwrap_or_else(|| panic!("no node {name} in {}", root.inner_html()))
}

/// The line of the edge into the node named `name`, drawn in its group.
fn edge_to(root: &Element, name: &str) -> Element {
    find(&node(root, name), ".tree-edge")
        .unwrap_or_else(|| panic!("no edge to {name} in {}", root.inner_html()))
}

/// The value written in or beside node `name`, if any.
fn value_of(root: &Element, name: &str) -> Option<String> {
    find(&node(root, name), ".node-value").and_then(|value| value.text_content())
}

fn attribute(element: &Element, name: &str) -> String {
    element.get_attribute(name).unwrap_or_default()
}

fn has_class(element: &Element, class: &str) -> bool {
    attribute(element, "class")
        .split_whitespace()
        .any(|name| name == class)
}

#[wasm_bindgen_test]
async fn before_the_first_step_only_the_leaves_show_values() {
    let (root, _view) = mount::<TreeView>(props(&lecture_lesson(), 0)).await;
    for name in ["A", "B", "C", "D"] {
        assert_eq!(
            value_of(&root, name),
            None,
            "{name} shows a value too early"
        );
        assert!(has_class(&node(&root, name), "state-unvisited"));
    }
    assert_eq!(value_of(&root, "E").as_deref(), Some("3"));
    assert!(find(&root, ".cut-condition").is_none());
    assert!(find(&root, ".node-window").is_none());
    assert!(find(&root, ".is-current").is_none());
}

#[wasm_bindgen_test]
async fn draws_max_and_min_as_triangles_and_leaves_as_squares() {
    let (root, _view) = mount::<TreeView>(props(&lecture_lesson(), 0)).await;
    let svg = find(&root, "svg.tree-view").expect("an svg");
    assert_eq!(attribute(&svg, "role"), "tree");
    assert_eq!(attribute(&svg, "aria-label"), "The game tree");
    assert_eq!(attribute(&node(&root, "B"), "role"), "treeitem");
    let a = node(&root, "A");
    assert!(has_class(&a, "kind-max") && has_class(&a, "shape-triangle-up"));
    for name in ["B", "C", "D"] {
        let min = node(&root, name);
        assert!(has_class(&min, "kind-min") && has_class(&min, "shape-triangle-down"));
    }
    for (name, value) in [("E", "3"), ("F", "12"), ("J", "6"), ("M", "2")] {
        let leaf = node(&root, name);
        assert!(has_class(&leaf, "kind-leaf") && has_class(&leaf, "shape-square"));
        assert_eq!(value_of(&root, name).as_deref(), Some(value));
    }
    let captions: Vec<String> = (0..3)
        .map(|index| {
            let selector = format!(".level-caption:nth-child({})", index + 1);
            find(&root, &selector)
                .and_then(|caption| caption.text_content())
                .unwrap_or_default()
        })
        .collect();
    assert_eq!(captions, ["MAX", "MIN", "MAX"]);
}

#[wasm_bindgen_test]
async fn after_the_cut_at_c_marks_it_and_greys_what_it_skipped() {
    let lesson = lecture_lesson();
    let (root, _view) = mount::<TreeView>(props(&lesson, steps_until_cut_at(&lesson, "C"))).await;

    let c = node(&root, "C");
    assert!(has_class(&c, "is-cut") && has_class(&c, "is-current"));
    let condition = find(&c, ".cut-condition").and_then(|text| text.text_content());
    assert_eq!(condition.as_deref(), Some("2 ≤ α = 3"));
    assert_eq!(value_of(&root, "C").as_deref(), Some("≤\u{2009}2"));
    // The root is still searching: its running value and its window.
    assert_eq!(value_of(&root, "A").as_deref(), Some("3"));
    let window = find(&node(&root, "A"), ".node-window").and_then(|text| text.text_content());
    assert_eq!(window.as_deref(), Some("[3, +∞]"));
    let entered = find(&node(&root, "C"), ".edge-label").and_then(|text| text.text_content());
    assert_eq!(entered.as_deref(), Some("[3, +∞]"));

    for name in ["I", "J"] {
        assert!(
            has_class(&node(&root, name), "state-pruned"),
            "{name} not pruned"
        );
        assert!(
            has_class(&edge_to(&root, name), "state-pruned"),
            "edge to {name}"
        );
    }
    assert!(find(&node(&root, "I"), ".cut-mark").is_some());
    assert!(find(&node(&root, "J"), ".cut-mark").is_none());
    assert!(has_class(&edge_to(&root, "C"), "on-path"));
    assert!(!has_class(&edge_to(&root, "B"), "on-path"));
    assert_eq!(value_of(&root, "B").as_deref(), Some("3"));
    assert!(has_class(&node(&root, "D"), "state-unvisited"));
}

#[wasm_bindgen_test]
async fn at_the_end_the_root_is_worth_3_by_way_of_b() {
    let lesson = lecture_lesson();
    let (root, _view) = mount::<TreeView>(props(&lesson, lesson.len())).await;
    assert_eq!(value_of(&root, "A").as_deref(), Some("3"));
    assert!(has_class(&edge_to(&root, "B"), "is-chosen"));
    assert!(has_class(&node(&root, "B"), "is-chosen"));
    assert!(!has_class(&edge_to(&root, "C"), "is-chosen"));
    // D's test fires at its last child, M=2 ≤ α = 3, but nothing is
    // skipped: D has searched every child and its value 2 is exact.
    assert_eq!(value_of(&root, "D").as_deref(), Some("2"));
    assert!(
        find(&root, ".node-window").is_none(),
        "no node is active any more"
    );
}

#[wasm_bindgen_test]
async fn numbers_nodes_in_visit_order_when_asked() {
    let lesson = lecture_lesson();
    let (root, _view) = mount::<TreeView>(TreeViewProps {
        show_order: true,
        ..props(&lesson, 3)
    })
    .await;
    let order =
        |name| find(&node(&root, name), ".order-badge").and_then(|badge| badge.text_content());
    assert_eq!(order("A").as_deref(), Some("1"));
    assert_eq!(order("B").as_deref(), Some("2"));
    assert_eq!(order("E").as_deref(), Some("3"));
    assert_eq!(order("F"), None);
}

#[wasm_bindgen_test]
async fn a_folded_node_hides_its_subtree_and_its_button_unfolds_it() {
    let lesson = lecture_lesson();
    let b = lesson.tree.find("0").expect("B is the root's first child");
    let toggled = Rc::new(RefCell::new(Vec::<NodeId>::new()));
    let (root, _view) = mount::<TreeView>(TreeViewProps {
        collapsed: Rc::new(BTreeSet::from([b])),
        on_toggle_collapse: {
            let toggled = toggled.clone();
            Callback::from(move |(id, _drawn)| toggled.borrow_mut().push(id))
        },
        ..props(&lesson, 0)
    })
    .await;
    assert!(find(&root, ".tree-node[data-label='E']").is_none());
    let b_group = node(&root, "B");
    assert!(has_class(&b_group, "is-folded"));
    let count = find(&b_group, ".hidden-count text").and_then(|count| count.text_content());
    assert_eq!(count.as_deref(), Some("+3"));

    let button = find(&b_group, ".tree-toggle").expect("B has a fold button");
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let click = web_sys::Event::new_with_event_init_dict("click", &init).expect("a click");
    button
        .dyn_ref::<web_sys::EventTarget>()
        .expect("an event target")
        .dispatch_event(&click)
        .expect("the click is dispatched");
    yew::scheduler::flush().await;
    assert_eq!(*toggled.borrow(), [b]);
}

#[wasm_bindgen_test]
async fn the_strict_rule_writes_a_strict_cut_condition() {
    let lesson = lecture_lesson_with(Options {
        ties: TieRule::Strict,
        ..Options::new(Algorithm::AlphaBeta)
    });
    let (root, _view) = mount::<TreeView>(props(&lesson, steps_until_cut_at(&lesson, "C"))).await;
    let condition = find(&node(&root, "C"), ".cut-condition").and_then(|text| text.text_content());
    assert_eq!(condition.as_deref(), Some("2 < α = 3"));
}

#[wasm_bindgen_test]
async fn a_planted_bug_s_cut_names_no_bound_it_may_not_have_tested() {
    // The lab sheet's MIN-VALUE bug: B is cut after E, 3 ≤ β = +∞.
    let lesson = lecture_lesson_with(Options {
        bug: Some(Bug::MinTestsBeta),
        ..Options::new(Algorithm::AlphaBeta)
    });
    let (root, _view) = mount::<TreeView>(props(&lesson, steps_until_cut_at(&lesson, "B"))).await;
    let condition = find(&node(&root, "B"), ".cut-condition").and_then(|text| text.text_content());
    assert_eq!(condition.as_deref(), Some("3 < +∞"));
    let marks = root.query_selector_all(".cut-mark").unwrap().length();
    let letters = root.query_selector_all(".cut-letter").unwrap().length();
    assert_eq!(
        (marks, letters),
        (1, 0),
        "the cut after E is marked, and not named α or β"
    );
}

#[wasm_bindgen_test]
async fn negamax_cuts_every_node_on_beta_in_the_movers_view() {
    let lesson = lecture_lesson_with(Options::new(Algorithm::NegamaxAlphaBeta));
    let (root, _view) = mount::<TreeView>(props(&lesson, steps_until_cut_at(&lesson, "C"))).await;
    let condition = find(&node(&root, "C"), ".cut-condition").and_then(|text| text.text_content());
    assert_eq!(condition.as_deref(), Some("−2 ≥ β = −3"));
    assert_eq!(value_of(&root, "C").as_deref(), Some("≥\u{2009}−2"));
}

#[wasm_bindgen_test]
async fn draws_every_node_of_a_thousand_node_tree_and_steps_through_it() {
    let tree = Rc::new(
        random_tree(
            &RandomSpec {
                branching: 3..=3,
                depth: 6,
                min: -20,
                max: 20,
                seed: 7,
            },
            gametree::tree::MAX_NODES,
        )
        .expect("a random tree"),
    );
    let lesson = Lesson::new(&tree, &Options::new(Algorithm::AlphaBeta), false);
    let (root, mut handle) = mount::<TreeView>(props(&lesson, 0)).await;
    let count = |selector: &str| {
        root.query_selector_all(selector)
            .expect("a valid selector")
            .length() as usize
    };
    assert_eq!(count(".tree-node"), tree.len());
    assert_eq!(count(".tree-node.state-unvisited"), tree.len());

    // Step on one step at a time, as the player does: only the current node is ringed.
    for step in 1..=30 {
        handle.update(props(&lesson, step));
        yew::scheduler::flush().await;
        assert_eq!(count(".ring-current"), 1, "after step {step}");
    }
    assert_eq!(count(".tree-node"), tree.len());
    assert!(count(".tree-node.state-done") > 0);
}
