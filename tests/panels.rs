//! Browser tests of the panels around the tree: mount each component with
//! props in headless Chromium, click it, and check what it shows and which
//! actions it asks for. Run with
//! `cargo test -p minimax-lab --target wasm32-unknown-unknown --test panels`.
#![cfg(target_arch = "wasm32")]

use gametree::explain::{Rule, Side};
use gametree::{Algorithm, Options, TieRule};
use minimax_lab::components::controls::{Controls, ControlsProps, Press};
use minimax_lab::components::counters::{Counters, CountersProps};
use minimax_lab::components::explanation::{Explanation, ExplanationProps};
use minimax_lab::components::history::{History, HistoryProps};
use minimax_lab::components::options_bar::{OptionsBar, OptionsBarProps, Pick};
use minimax_lab::components::pseudocode_panel::{PseudocodePanel, PseudocodePanelProps};
use minimax_lab::components::rule_table::{RuleTable, RuleTableProps};
use minimax_lab::components::shortcut_sheet::{ShortcutSheet, ShortcutSheetProps};
use minimax_lab::lesson::{Counts, Lesson};
use minimax_lab::shared::Theme;
use minimax_lab::strings::{panels, said, shortcuts};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, Event, EventInit, HtmlElement, HtmlInputElement, HtmlSelectElement};
use yew::{AppHandle, BaseComponent, Callback};

mod support;

use support::{find, text_of};

wasm_bindgen_test_configure!(run_in_browser);

/// The tree of Russell & Norvig's figure 5.2, searched with alpha-beta.
fn lecture_lesson() -> Rc<Lesson> {
    lesson_of(
        "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))",
        Algorithm::AlphaBeta,
    )
}

/// `text` parsed and searched with `algorithm`.
fn lesson_of(text: &str, algorithm: Algorithm) -> Rc<Lesson> {
    Lesson::new(
        &Rc::new(gametree::parse(text).expect("the test tree parses")),
        &Options::new(algorithm),
        false,
    )
}

/// Gives the test page the app's stylesheets (once), so that panels scroll
/// and lay out as they do in the app.
fn add_stylesheets() {
    let document = gloo_utils::document();
    if document.get_element_by_id("panel-styles").is_some() {
        return;
    }
    let style = document.create_element("style").expect("a new style");
    style.set_id("panel-styles");
    style.set_text_content(Some(include_str!("../static/style.css")));
    gloo_utils::head()
        .append_child(&style)
        .expect("the styles join the page");
}

/// Mounts component `C` with `props` into a new `<div>` of the test page
/// and waits until it has rendered.
async fn mount<C>(props: C::Properties) -> (Element, AppHandle<C>)
where
    C: BaseComponent,
{
    add_stylesheets();
    support::mount::<C>(props).await
}

/// A callback that records every value it is called with.
fn recorder<T: 'static>() -> (Rc<RefCell<Vec<T>>>, Callback<T>) {
    let calls = Rc::new(RefCell::new(Vec::new()));
    let callback = {
        let calls = calls.clone();
        Callback::from(move |value| calls.borrow_mut().push(value))
    };
    (calls, callback)
}

/// Every element `selector` finds under `root`.
fn find_all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).expect("a valid selector");
    (0..list.length())
        .filter_map(|index| list.item(index))
        .filter_map(|node| node.dyn_into::<Element>().ok())
        .collect()
}

/// Sends `element` a bubbling event of `kind`, as the browser does when the
/// user moves a slider ("input") or picks from a menu ("change").
fn fire(element: &Element, kind: &str) {
    let init = EventInit::new();
    init.set_bubbles(true);
    let event = Event::new_with_event_init_dict(kind, &init).expect("a new event");
    element.dispatch_event(&event).expect("the event is sent");
}

/// The playback bar's button named `name`.
fn button(root: &Element, name: &str) -> HtmlElement {
    find(root, &format!("button[aria-label=\"{name}\"]"))
}

fn controls_props(step: usize, on_press: Callback<Press>) -> ControlsProps {
    yew::props!(ControlsProps {
        step,
        steps: 20,
        playing: false,
        speed: 2,
        on_press,
        on_seek: Callback::noop(),
    })
}

#[wasm_bindgen_test]
async fn controls_say_which_button_was_pressed() {
    let (pressed, on_press) = recorder();
    let (root, _handle) = mount::<Controls>(controls_props(5, on_press)).await;
    let expected = [
        (said("controls.to-start"), Press::ToStart),
        (said("controls.back"), Press::Back),
        (said("controls.play"), Press::TogglePlay),
        (said("controls.forward"), Press::Forward),
        (said("controls.to-end"), Press::ToEnd),
        (said("controls.next-cut"), Press::NextCut),
        (said("controls.slower"), Press::Slower),
        (said("controls.faster"), Press::Faster),
    ];
    for (name, _) in &expected {
        button(&root, name).click();
    }
    let wanted: Vec<Press> = expected.into_iter().map(|(_, press)| press).collect();
    assert_eq!(*pressed.borrow(), wanted);
}

#[wasm_bindgen_test]
async fn controls_name_each_button_with_its_key() {
    let (root, _handle) = mount::<Controls>(controls_props(5, Callback::noop())).await;
    let forward = button(&root, said("controls.forward"));
    assert_eq!(forward.title(), "Step forward (→)");
    assert_eq!(button(&root, said("controls.play")).title(), "Play (Space)");
    assert_eq!(text_of(&root, ".step-of"), "Step 5 of 20");
    assert_eq!(text_of(&root, ".speed-rate"), "1.2 steps/s");
}

#[wasm_bindgen_test]
async fn the_scrubber_seeks_to_its_value() {
    let (seeks, on_seek) = recorder();
    let props = yew::props!(ControlsProps {
        step: 5,
        steps: 20,
        playing: false,
        speed: 2,
        on_press: Callback::noop(),
        on_seek,
    });
    let (root, _handle) = mount::<Controls>(props).await;
    let scrubber: HtmlInputElement = find(&root, "input[type=range]");
    assert_eq!((scrubber.min(), scrubber.max()), ("0".into(), "20".into()));
    assert_eq!(scrubber.value(), "5");
    scrubber.set_value("12");
    fire(&scrubber, "input");
    assert_eq!(*seeks.borrow(), [12]);
}

#[wasm_bindgen_test]
async fn buttons_that_would_do_nothing_are_disabled() {
    let (pressed, on_press) = recorder();
    let (root, mut handle) = mount::<Controls>(controls_props(0, on_press.clone())).await;
    let disabled = |name| button(&root, name).has_attribute("disabled");
    assert!(disabled(said("controls.back")) && disabled(said("controls.to-start")));
    assert!(!disabled(said("controls.forward")) && !disabled(said("controls.to-end")));
    button(&root, said("controls.back")).click();
    assert_eq!(*pressed.borrow(), []);

    handle.update(controls_props(20, on_press));
    yew::scheduler::flush().await;
    assert!(!disabled(said("controls.back")) && !disabled(said("controls.to-start")));
    assert!(
        disabled(said("controls.forward"))
            && disabled(said("controls.to-end"))
            && disabled(said("controls.next-cut"))
    );
}

#[wasm_bindgen_test]
async fn the_play_button_pauses_while_playing() {
    let (pressed, on_press) = recorder();
    let props = yew::props!(ControlsProps {
        step: 3,
        steps: 20,
        playing: true,
        speed: 0,
        on_press,
        on_seek: Callback::noop(),
    });
    let (root, _handle) = mount::<Controls>(props).await;
    button(&root, said("controls.pause")).click();
    assert_eq!(*pressed.borrow(), [Press::TogglePlay]);
    assert!(button(&root, said("controls.slower")).has_attribute("disabled"));
    assert_eq!(text_of(&root, ".speed-rate"), "0.4 steps/s");
}

#[wasm_bindgen_test]
async fn the_rule_table_lights_the_cell_of_the_rule() {
    let (root, mut handle) = mount::<RuleTable>(yew::props!(RuleTableProps {
        lit: None,
        ties: TieRule::CutOnEqual
    }))
    .await;
    assert!(find_all(&root, ".lit").is_empty());
    // MIN's columns mirror MAX's: v ≤ α cuts at MIN, v ≥ β is ignored there.
    let cases = [
        (Side::Max, Rule::Ignore, "max", "low", "ignore"),
        (Side::Max, Rule::Update, "max", "inside", "update"),
        (Side::Max, Rule::Cut, "max", "high", "cut"),
        (Side::Min, Rule::Cut, "min", "low", "cut"),
        (Side::Min, Rule::Update, "min", "inside", "update"),
        (Side::Min, Rule::Ignore, "min", "high", "ignore"),
    ];
    for (side, rule, row, column, words) in cases {
        handle.update(yew::props!(RuleTableProps {
            lit: Some((side, rule)),
            ties: TieRule::CutOnEqual
        }));
        yew::scheduler::flush().await;
        let lit = find_all(&root, ".lit");
        assert_eq!(lit.len(), 1, "one cell lit for {side:?} {rule:?}");
        let cell = &lit[0];
        let row_class = cell.parent_element().expect("a row").class_name();
        assert_eq!(
            (row_class.as_str(), cell.class_list().contains(column)),
            (row, true)
        );
        assert!(cell.text_content().unwrap_or_default().starts_with(words));
        assert_eq!(cell.get_attribute("aria-current").as_deref(), Some("true"));
    }
}

#[wasm_bindgen_test]
async fn the_rule_table_is_a_table_with_a_caption() {
    let lit = Some((Side::Min, Rule::Update));
    let ties = TieRule::CutOnEqual;
    let (root, _handle) = mount::<RuleTable>(yew::props!(RuleTableProps { lit, ties })).await;
    assert_eq!(text_of(&root, "table caption"), said("panels.rules"));
    let headings: Vec<String> = find_all(&root, "thead th")
        .iter()
        .map(|cell| cell.text_content().unwrap_or_default())
        .collect();
    assert_eq!(
        headings,
        [panels::RULE_LOW, panels::RULE_INSIDE, panels::RULE_HIGH]
    );
    assert_eq!(text_of(&root, "td.lit .rule-effect"), panels::LOWER_BETA);
}

#[wasm_bindgen_test]
async fn the_pseudocode_panel_marks_the_current_line() {
    let lesson = lecture_lesson();
    let lines = lesson.code();
    let props = yew::props!(PseudocodePanelProps {
        lines: lines.clone(),
        current: Some(2),
    });
    let (root, mut handle) = mount::<PseudocodePanel>(props).await;
    let items = find_all(&root, "ol.listing li");
    assert_eq!(items.len(), lines.len());
    let current: Vec<usize> = (0..items.len())
        .filter(|&index| items[index].class_list().contains("current"))
        .collect();
    assert_eq!(current, [2]);
    assert_eq!(
        items[2].get_attribute("aria-current").as_deref(),
        Some("step")
    );
    assert_eq!(items[2].text_content().as_deref(), Some(lines[2].as_str()));

    handle.update(yew::props!(PseudocodePanelProps {
        lines,
        current: None,
    }));
    yew::scheduler::flush().await;
    assert!(find_all(&root, "li.current").is_empty());
}

fn explanation_props(lesson: Rc<Lesson>, step: usize) -> ExplanationProps {
    yew::props!(ExplanationProps { lesson, step })
}

fn history_props(lesson: Rc<Lesson>, step: usize, on_seek: Callback<usize>) -> HistoryProps {
    yew::props!(HistoryProps {
        lesson,
        step,
        on_seek,
    })
}

#[wasm_bindgen_test]
async fn the_explanation_shows_the_sentence_and_the_history_goes_back() {
    let lesson = lecture_lesson();
    let run = lesson.run.as_ref().expect("a search");
    let sentences: Vec<String> = (0..run.trace.len())
        .map(|index| {
            let before = gametree::Frame::at(&lesson.tree, &run.trace, index);
            let words = gametree::lang::english();
            gametree::explain::explain(words, &lesson.tree, &run.trace, &before, run.step(index))
        })
        .collect();
    let (root, _handle) = mount::<Explanation>(explanation_props(lesson.clone(), 5)).await;
    assert_eq!(text_of(&root, ".sentence"), sentences[4].as_str());
    let (seeks, on_seek) = recorder();
    let (root, _handle) = mount::<History>(history_props(lesson, 5, on_seek)).await;
    let entries = find_all(&root, ".history-list li");
    assert_eq!(entries.len(), 5);
    assert_eq!(
        entries[0].text_content().as_deref(),
        Some(sentences[0].as_str())
    );
    assert_eq!(
        entries[4].get_attribute("aria-current").as_deref(),
        Some("step")
    );
    find::<HtmlElement>(&entries[1], "button").click();
    assert_eq!(*seeks.borrow(), [2]);
}

#[wasm_bindgen_test]
async fn before_the_first_step_the_explanation_says_how_to_start() {
    let (root, _handle) = mount::<Explanation>(explanation_props(lecture_lesson(), 0)).await;
    assert_eq!(text_of(&root, ".sentence"), said("panels.before-start"));
    let (_, on_seek) = recorder();
    let (root, _handle) = mount::<History>(history_props(lecture_lesson(), 0, on_seek)).await;
    assert!(find_all(&root, ".history-list").is_empty());
}

#[wasm_bindgen_test]
async fn the_explanation_says_why_a_tree_does_not_suit_the_algorithm() {
    // Alpha-beta has no rule for chance nodes; the algorithms are named as
    // the menu names them.
    let lesson = lesson_of("((1/2:(3 5) 1/2:(2 9)) 4)", Algorithm::AlphaBeta);
    assert!(lesson.run.is_err(), "alpha-beta refuses chance nodes");
    let expected = format!(
        "{} Alpha-beta cannot search chance nodes, and node 0 is one: use Expectiminimax",
        said("panels.unsuitable")
    );
    let (root, _handle) = mount::<Explanation>(explanation_props(lesson, 0)).await;
    assert_eq!(text_of(&root, "#error"), expected);
}

#[wasm_bindgen_test]
async fn a_long_history_lists_only_its_latest_sentences() {
    let leaves: Vec<String> = (0..150).map(|leaf| leaf.to_string()).collect();
    let lesson = lesson_of(&format!("({})", leaves.join(" ")), Algorithm::Minimax);
    let step = lesson.len();
    assert!(step > 400, "the tree makes a long trace: {step} steps");
    let (seeks, on_seek) = recorder();
    let props = history_props(lesson.clone(), step - 1, on_seek.clone());
    let (root, mut handle) = mount::<History>(props).await;
    // The reader scrolls back to the oldest sentence listed; the next step
    // brings the history back to its end.
    find::<Element>(&root, ".history-list li").scroll_into_view();
    handle.update(history_props(lesson, step, on_seek));
    yew::scheduler::flush().await;
    let entries = find_all(&root, ".history-list li");
    assert_eq!(entries.len(), 200);
    let first = step - 199;
    let list = find::<Element>(&root, ".history-list");
    assert_eq!(list.get_attribute("start"), Some(first.to_string()));
    assert!(text_of(&root, ".history-more").starts_with(&(first - 1).to_string()));
    find::<HtmlElement>(&entries[0], "button").click();
    assert_eq!(*seeks.borrow(), [first]);
    // The newest sentence is in sight at the bottom of the history.
    let history = find::<Element>(&root, ".history").get_bounding_client_rect();
    let newest = entries[199].get_bounding_client_rect();
    assert!(history.height() < 400.0, "the history scrolls");
    assert!(
        newest.top() >= history.top() && newest.bottom() <= history.bottom() + 1.0,
        "the newest sentence ({}..{}) shows in the history ({}..{})",
        newest.top(),
        newest.bottom(),
        history.top(),
        history.bottom()
    );
}

fn options_bar_props(options: Options, on_pick: Callback<Pick>) -> OptionsBarProps {
    yew::props!(OptionsBarProps {
        options,
        preset: Some(0),
        letter_names: false,
        show_order: false,
        projector: false,
        theme: Theme::Light,
        on_pick,
        on_language: Callback::noop(),
    })
}

#[wasm_bindgen_test]
async fn the_options_bar_says_which_algorithm_and_lecture_example_were_picked() {
    let (picks, on_pick) = recorder();
    let props = options_bar_props(Options::new(Algorithm::AlphaBeta), on_pick);
    let (root, _handle) = mount::<OptionsBar>(props).await;

    let algorithms: HtmlSelectElement = find(&root, ".algorithm-menu select");
    assert_eq!(algorithms.selected_index(), 1, "alpha-beta is shown");
    assert_eq!(
        algorithms
            .selected_options()
            .item(0)
            .and_then(|o| o.text_content()),
        Some("Alpha-beta".to_string())
    );
    algorithms.set_selected_index(3);
    fire(&algorithms, "change");

    let presets: HtmlSelectElement = find(&root, ".preset-menu select");
    assert_eq!(presets.selected_index(), 0);
    presets.set_selected_index(2);
    fire(&presets, "change");

    // With alpha-beta the switches are: iterative deepening, the ordering
    // lab, then letter names (visit order, projector, quizzing the room and
    // the dark theme follow).
    let switches = find_all(&root, ".switch input");
    assert_eq!(switches.len(), 7);
    switches[2].unchecked_ref::<HtmlElement>().click();
    find::<HtmlElement>(&root, ".help-button").click();
    assert_eq!(
        *picks.borrow(),
        [
            Pick::Algorithm(Algorithm::NegamaxAlphaBeta),
            Pick::Preset(2),
            Pick::LetterNames(true),
            Pick::Help,
        ]
    );
}

#[wasm_bindgen_test]
async fn the_options_bar_follows_the_options_and_greys_pruning_choices() {
    let (picks, on_pick) = recorder();
    let props = options_bar_props(Options::new(Algorithm::AlphaBeta), on_pick.clone());
    let (root, mut handle) = mount::<OptionsBar>(props).await;
    assert_eq!(find_all(&root, ".ties-menu, .failure-menu").len(), 2);

    // The user picks negamax; then lecture examples bring max^n, and
    // negamax again: the menu follows, even back to the option once picked.
    let algorithms: HtmlSelectElement = find(&root, ".algorithm-menu select");
    algorithms.set_selected_index(2);
    fire(&algorithms, "change");
    for (algorithm, index) in [
        (Algorithm::Negamax, 2),
        (Algorithm::MaxN, 6),
        (Algorithm::Negamax, 2),
        (Algorithm::MaxN, 6),
    ] {
        handle.update(options_bar_props(Options::new(algorithm), on_pick.clone()));
        yew::scheduler::flush().await;
        assert_eq!(algorithms.selected_index(), index, "{algorithm:?} is shown");
    }
    // Alpha-beta's two choices keep their place, greyed, so that nothing
    // moves under the lecturer's pointer when the algorithm changes.
    let variants = find_all(&root, ".ties-menu select, .failure-menu select");
    assert_eq!(variants.len(), 2);
    for menu in variants {
        let menu: HtmlSelectElement = menu.dyn_into().expect("a select");
        assert!(menu.disabled(), "greyed for max^n");
    }
    picks.borrow_mut().clear();

    let depths: HtmlSelectElement = find(&root, ".depth-menu select");
    depths.set_selected_index(3);
    fire(&depths, "change");
    assert_eq!(*picks.borrow(), [Pick::Depth(Some(2))]);
}

#[wasm_bindgen_test]
async fn the_counters_show_minimax_beside_this_search_and_the_answer() {
    let now = Counts {
        visited: 11,
        evaluated: 7,
        cutoffs: 1,
        ..Counts::default()
    };
    let minimax = Some(Counts {
        visited: 13,
        evaluated: 9,
        cutoffs: 0,
        ..Counts::default()
    });
    let props = yew::props!(CountersProps {
        now,
        minimax,
        root_value: Some("3"),
        best_move: Some("B (move 0)"),
    });
    let (root, _handle) = mount::<Counters>(props).await;
    let evaluated: Vec<String> = find_all(&root, "tbody tr:nth-child(2) td")
        .iter()
        .map(|cell| cell.text_content().unwrap_or_default())
        .collect();
    assert_eq!(evaluated, ["7", "9"]);
    assert_eq!(text_of(&root, "#root-value"), "3");
    assert_eq!(text_of(&root, "#best-move"), "B (move 0)");
}

#[wasm_bindgen_test]
async fn the_shortcut_sheet_focuses_close_and_closes_from_the_backdrop() {
    let (closes, on_close) = recorder();
    let (root, _handle) =
        mount::<ShortcutSheet>(yew::props!(ShortcutSheetProps { on_close })).await;
    let close: HtmlElement = find(&root, ".close-button");
    let focused = gloo_utils::document().active_element();
    assert_eq!(
        focused.as_ref(),
        Some(close.as_ref()),
        "Close has the focus"
    );
    assert_eq!(find_all(&root, "tbody tr").len(), shortcuts::keys().len());

    find::<HtmlElement>(&root, ".shortcut-dialog table").click();
    assert_eq!(
        closes.borrow().len(),
        0,
        "a click inside the dialog keeps it open"
    );
    find::<HtmlElement>(&root, ".shortcut-sheet").click();
    close.click();
    assert_eq!(closes.borrow().len(), 2);
}
