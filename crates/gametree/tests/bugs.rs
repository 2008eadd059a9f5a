//! Bugs planted on purpose: each is run for real by its search, shows on
//! the tree its generator picks and on a lecture example, and a buggy
//! search is stepped, drawn and told in sentences without a panic, however
//! wrong its values.
#![cfg(not(target_arch = "wasm32"))]

use gametree::exercise::{bug_tree, parting_step, shows, Parting};
use gametree::explain::explain;
use gametree::lang::{english, words, Digits, Lang};
use gametree::options::Bug;
use gametree::presets::presets;
use gametree::pseudocode::Pseudocode;
use gametree::random::{random_tree, RandomSpec};
use gametree::{parse, search, Frame, Options, SearchError, Unsuitable};
use proptest::prelude::*;

/// The search with `bug`, and the same without it.
fn both(bug: Bug) -> (Options, Options) {
    let right = Options::new(bug.algorithm());
    (
        right,
        Options {
            bug: Some(bug),
            ..right
        },
    )
}

#[test]
fn every_bug_shows_on_the_tree_its_generator_picks() {
    assert!(Bug::ALL.len() >= 8);
    for bug in Bug::ALL {
        let (tree, seed) =
            bug_tree(bug, 1).unwrap_or_else(|error| panic!("{}: {error}", bug.name()));
        // The search itself tells them apart: another value, move, leaf or cut.
        let (right, buggy) = both(bug);
        let end = |options: &Options| {
            let trace = search(&tree, options).unwrap();
            format!("{:?}", gametree::Summary::new(&tree, &trace))
        };
        assert_ne!(end(&right), end(&buggy), "{} on {tree}", bug.name());
        // The same seed, the same tree.
        assert_eq!(bug_tree(bug, seed).unwrap().0, tree, "{}", bug.name());
    }
}

#[test]
fn a_generated_hunt_is_binary_and_three_moves_deep() {
    // Eight leaves: two such drawings side by side read as large as the
    // lecture's figure 5.2 on a projector and embedded.
    for bug in Bug::ALL {
        for seed in 0..20 {
            let (tree, _) = bug_tree(bug, seed).unwrap();
            let leaves: Vec<u32> = (tree.ids())
                .filter(|&id| tree.node(id).is_leaf())
                .map(|id| tree.depth(id))
                .collect();
            assert_eq!(leaves, [3; 8], "{} seed {seed}: {tree}", bug.name());
            assert!(tree
                .ids()
                .all(|id| matches!(tree.children(id).len(), 0 | 2)));
        }
    }
}

#[test]
fn every_bug_shows_on_a_lecture_example() {
    let trees: Vec<_> = presets()
        .into_iter()
        .filter_map(|preset| parse(&preset.text(english())).ok())
        .collect();
    for bug in Bug::ALL {
        let (right, buggy) = both(bug);
        let showing = trees
            .iter()
            .filter(|tree| search(tree, &right).is_ok())
            .find(|tree| shows(tree, &right, &buggy).unwrap());
        assert!(
            showing.is_some(),
            "{} shows on no lecture example",
            bug.name()
        );
    }
}

#[test]
fn a_bug_asked_of_another_search_is_refused_saying_where_it_lives() {
    let tree = parse("((3 12 8) (2 4 6) (14 5 2))").unwrap();
    let options = Options {
        bug: Some(Bug::MinTestsBeta),
        ..Options::new(gametree::Algorithm::Minimax)
    };
    let error: SearchError = search(&tree, &options).unwrap_err();
    assert!(matches!(error.problem, Unsuitable::BugElsewhere { .. }));
    assert_eq!(
        error.to_string(),
        "the bug min-tests-beta is planted in alphabeta, not in minimax"
    );
}

#[test]
fn the_lab_sheet_s_min_value_bug_cuts_where_the_right_test_does_not() {
    // Figure 5.2: MIN-VALUE testing v ≤ β cuts B after E (3 ≤ +∞), and
    // so C and D after their first leaves; the right test cuts only C.
    let tree = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    let (right, buggy) = both(Bug::MinTestsBeta);
    let cut_at = |options: &Options| -> Vec<String> {
        let trace = search(&tree, options).unwrap();
        trace
            .cutoffs(&tree)
            .map(|(node, _)| tree.name(node))
            .collect()
    };
    assert_eq!(cut_at(&right), ["C"]);
    assert_eq!(cut_at(&buggy), ["B", "C", "D"]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A buggy trace replays into frames and sentences like any other.
    #[test]
    fn a_buggy_search_is_stepped_and_told_without_a_panic(seed in any::<u64>(), index in 0..Bug::ALL.len()) {
        let bug = Bug::ALL[index];
        let spec = RandomSpec { branching: 1..=3, depth: 3, min: -9, max: 9, seed };
        let tree = random_tree(&spec, 10_000).unwrap();
        let (_, buggy) = both(bug);
        let trace = search(&tree, &buggy).unwrap();
        let mut frame = Frame::start(&tree, &trace);
        for step in &trace.steps {
            let sentence = explain(english(), &tree, &trace, &frame, step);
            prop_assert!(!sentence.is_empty());
            frame.apply(&tree, step);
        }
    }
}

#[test]
fn a_buggy_listing_reads_as_the_buggy_code_and_its_steps_point_at_the_wrong_line() {
    let tree = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    // Under every variant its search takes: fail-hard, a depth limit, and
    // iterative deepening, whose calls carry the depth after the window.
    let variants = |options: Options| {
        let failure = gametree::Failure::Hard;
        [
            options,
            Options { failure, ..options },
            Options {
                depth: Some(2),
                ..options
            },
            Options {
                depth: Some(2),
                iterative: true,
                ..options
            },
        ]
    };
    for bug in Bug::ALL {
        let (right, buggy) = both(bug);
        assert!(Pseudocode::new(&tree, &right, english())
            .planted_lines()
            .is_empty());
        for options in variants(buggy)
            .into_iter()
            .filter(|options| search(&tree, options).is_ok())
        {
            let code = Pseudocode::new(&tree, &options, english());
            assert!(
                !code.planted_lines().is_empty(),
                "{} changes a line under {options:?}",
                bug.name()
            );
        }
    }
    // MIN-VALUE's cut test as the lab sheet writes it, line 17.
    let (_, buggy) = both(Bug::MinTestsBeta);
    let code = Pseudocode::new(&tree, &buggy, english());
    let right = "    if v ≤ α then return v".to_string();
    assert_eq!(code.planted_lines(), [(16, right)]);
    assert_eq!(code.lines().nth(16), Some("    if v ≤ β then return v"));
    // Every cut of the buggy search is taken on that line.
    let trace = search(&tree, &buggy).unwrap();
    let cuts: Vec<usize> = (trace.steps.iter())
        .filter(|step| matches!(step, gametree::Step::Cut { .. }))
        .map(|step| code.line_of(&tree, step))
        .collect();
    assert_eq!(cuts, [16, 16, 16]);
    // The lab sheet's other bug, in MINIMAX.
    let code = Pseudocode::new(&tree, &both(Bug::MinimaxNegates).1, english());
    let lines: Vec<&str> = code.lines().collect();
    assert_eq!(lines[7], "    v ← MAX(v, −MIN-VALUE(RESULT(state, a)))");
}

#[test]
fn the_two_traces_part_at_the_first_step_the_bug_changes() {
    let tree = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    let (right, buggy) = both(Bug::MinTestsBeta);
    let (right, buggy) = (
        search(&tree, &right).unwrap(),
        search(&tree, &buggy).unwrap(),
    );
    // Enter A, B, E; read E; B takes 3; then B's test: the buggy one cuts.
    let parts = parting_step(&right, &buggy).unwrap();
    assert_eq!(parts, 5);
    assert_eq!(right.steps[..parts], buggy.steps[..parts]);
    assert!(matches!(buggy.steps[parts], gametree::Step::Cut { .. }));
    assert_eq!(parting_step(&right, &right), None);
    // In words, counted from one as the page counts steps.
    let parting = Parting::of(&right, &buggy).unwrap();
    assert_eq!(parting.step, parts);
    assert_eq!(
        parting.said(english(), &tree, &right, &buggy),
        "At step 6, on line 17, the two searches part: with the bug, B stops after E, where v = 3 < +∞; \
         without it, B goes on with [α, β] = [−∞, 3]."
    );
    // In the other languages, with their words for the same facts.
    let said = |lang| parting.said(words(lang, Digits::Ascii), &tree, &right, &buggy);
    assert_eq!(
        said(Lang::Cs),
        "V kroku 6, na řádku 17, se obě prohledávání rozcházejí: s chybou B končí po E, kde v = 3 < +∞; \
         bez ní B pokračuje s [α, β] = [−∞, 3]."
    );
    assert_eq!(
        said(Lang::Ro),
        "La pasul 6, pe linia 17, cele două căutări se despart: cu greșeala, B se oprește după E, unde \
         v = 3 < +∞; fără ea, B continuă cu [α, β] = [−∞, 3]."
    );
    // Persian keeps the mathematics left to right, each in an isolate.
    assert_eq!(
        said(Lang::Fa),
        "در گام \u{2066}6\u{2069}، در خط \u{2066}17\u{2069}، دو جست\u{200c}وجو از هم جدا می\u{200c}شوند: با خطا، B پس از E \
         می\u{200c}ایستد، جایی که \u{2066}v = 3 < +∞\u{2069}؛ بدون آن، B با \
         \u{2066}[α, β] = [−∞, 3]\u{2069} ادامه می\u{200c}دهد."
    );
    // Searches that differ in more than the bug are not said to part by it.
    let hard = Options {
        failure: gametree::Failure::Hard,
        ..both(Bug::MinTestsBeta).1
    };
    let hard = search(&tree, &hard).unwrap();
    assert!(parting_step(&right, &hard).is_some());
    assert_eq!(Parting::of(&right, &hard), None);
    assert_eq!(Parting::of(&right, &right), None);
}

#[test]
fn where_every_bug_parts_from_the_right_search_is_said_in_every_language() {
    for bug in Bug::ALL {
        let (tree, _) = bug_tree(bug, 1).unwrap();
        let (right, buggy) = both(bug);
        let (right, buggy) = (
            search(&tree, &right).unwrap(),
            search(&tree, &buggy).unwrap(),
        );
        let parting = Parting::of(&right, &buggy)
            .unwrap_or_else(|| panic!("{}: the traces do not part", bug.name()));
        for lang in Lang::ALL {
            let said = parting.said(words(lang, Digits::Ascii), &tree, &right, &buggy);
            assert!(
                !said.contains('{') && said.contains(&(parting.step + 1).to_string()),
                "{} in {lang:?}: {said}",
                bug.name()
            );
        }
    }
}

/// The line a parting names is one the node it names runs: MAX-VALUE's at
/// a MAX node, MIN-VALUE's at a MIN node (read off the listing's text, by
/// the function the line lies in), so that a bug changing both functions
/// is never said to show at a MIN-VALUE line on a MAX node.
#[test]
fn the_line_a_parting_names_belongs_to_the_node_it_names() {
    use gametree::pseudocode::Pseudocode;
    use gametree::Player;
    let mut checked = 0;
    for bug in Bug::ALL {
        for seed in 0..6 {
            let (tree, _) = bug_tree(bug, seed).unwrap();
            let (right, buggy) = both(bug);
            let listing = Pseudocode::new(&tree, &buggy, english());
            let lines: Vec<&str> = listing.lines().collect();
            let (right, buggy) = (
                search(&tree, &right).unwrap(),
                search(&tree, &buggy).unwrap(),
            );
            let parting = Parting::of(&right, &buggy).unwrap();
            let said = parting.said(english(), &tree, &right, &buggy);
            let Some(step) = parting.buggy else { continue };
            let line = listing.line_of(&tree, &step);
            assert!(said.contains(&format!("on line {},", line + 1)), "{said}");
            let function = lines[..=line]
                .iter()
                .rev()
                .find_map(|text| text.strip_prefix("function "))
                .unwrap_or_else(|| panic!("{}: line {} is in no function", bug.name(), line + 1));
            let expected = match tree.mover(step.node()) {
                _ if buggy.options.algorithm.is_negamax() => continue,
                Player::Max => "MAX-VALUE",
                Player::Min => "MIN-VALUE",
                other => panic!("{other:?}"),
            };
            assert!(
                function.starts_with(expected),
                "{} seed {seed}: line {} is in {function}, at {}",
                bug.name(),
                line + 1,
                tree.address(step.node())
            );
            checked += 1;
        }
    }
    assert!(checked >= 20, "only {checked} partings checked");
}
