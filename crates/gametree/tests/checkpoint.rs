//! "Predict the next step" checkpoints: the questions asked on the lecture
//! tree, their answers and verdicts, typed replies (in every language), and
//! on random trees that every answer is what the trace does.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::expect;
use gametree::checkpoint::{checkpoints, read_reply, ucb_checkpoints, Ask, Reply};
use gametree::lang::english;
use gametree::lang::{words, Digits, Lang};
use gametree::random::{random_tree, RandomSpec};
use gametree::{parse, search, Algorithm, Frame, Options, Step, TieRule};
use proptest::prelude::*;

const FIGURE_5_2: &str = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";

#[test]
fn the_lecture_tree_asks_about_windows_cuts_and_leaves() {
    let tree = parse(FIGURE_5_2).unwrap();
    let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
    let asked: Vec<String> = checkpoints(&tree, &trace, 100)
        .iter()
        .map(|checkpoint| {
            format!(
                "{} {} -> {:?}",
                checkpoint.before,
                checkpoint.question(english(), &tree),
                checkpoint.answer
            )
        })
        .collect();
    expect![[r#"
        [
            "5 B's v is now 3. What does β at B become? -> Number(3.0)",
            "9 Will the rest of B's branches be cut? -> YesNo(false)",
            "15 Which leaf is read next? -> Leaf(NodeId(6))",
            "16 A's v is now 3. What does α at A become? -> Number(3.0)",
            "21 Will the rest of C's branches be cut? -> YesNo(true)",
            "22 Which leaf is read next? -> Leaf(NodeId(10))",
            "24 Will the rest of A's branches be cut? -> YesNo(false)",
            "29 D's v is now 14. What does β at D become? -> Number(14.0)",
            "33 D's v is now 5. What does β at D become? -> Number(5.0)",
        ]
    "#]]
    .assert_debug_eq(&asked);
}

#[test]
fn every_cut_is_asked_about_however_few_questions() {
    let tree = parse(FIGURE_5_2).unwrap();
    let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
    let c = tree.find("1").unwrap();
    for most in 1..=6 {
        let asked = checkpoints(&tree, &trace, most);
        assert!(asked.len() <= most);
        assert!(
            asked
                .iter()
                .any(|checkpoint| checkpoint.ask == Ask::WillCut(c)
                    && checkpoint.answer == Reply::YesNo(true)),
            "C's cut is missing from {most} questions"
        );
    }
}

#[test]
fn questions_say_what_the_drawing_shows_when_they_are_asked() {
    // When "β at B" is asked, B's v is 3 on the drawing but its window is
    // still [−∞, +∞]: the question asks what β becomes, not what it is.
    let tree = parse(FIGURE_5_2).unwrap();
    let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
    for checkpoint in checkpoints(&tree, &trace, 100) {
        let shown = Frame::at(&tree, &trace, checkpoint.before);
        let question = checkpoint.question(english(), &tree);
        if let Ask::Alpha(node) | Ask::Beta(node) = checkpoint.ask {
            let v = shown.node(node).value.unwrap().number().unwrap();
            let v = gametree::explain::number(v);
            assert!(
                question.contains(&format!("v is now {v}")) && question.contains("become"),
                "{question}"
            );
        }
    }
    let first = &checkpoints(&tree, &trace, 100)[0];
    assert_eq!(
        first.question(english(), &tree),
        "B's v is now 3. What does β at B become?"
    );
}

#[test]
fn a_reply_is_judged_and_explained_with_the_step_that_shows_it() {
    let tree = parse(FIGURE_5_2).unwrap();
    let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
    let all = checkpoints(&tree, &trace, 100);
    let will_cut = all
        .iter()
        .find(|checkpoint| matches!(checkpoint.ask, Ask::WillCut(node) if tree.name(node) == "C"))
        .expect("C's cut is asked about");
    assert_eq!(will_cut.answer, Reply::YesNo(true));
    assert!(will_cut.right(&Reply::YesNo(true)));
    expect!["Right: C stops after H, an α-cut: v = 2 ≤ α = 3. MAX can already get 3 from B, so it will never let the game reach C: I and J are skipped."]
        .assert_eq(&will_cut.verdict(english(), &tree, &trace, &Reply::YesNo(true)));
    assert!(!will_cut.right(&Reply::YesNo(false)));
    let wrong = will_cut.verdict(english(), &tree, &trace, &Reply::YesNo(false));
    assert!(
        wrong.starts_with("No: they are cut. C stops after H"),
        "{wrong}"
    );
}

#[test]
fn typed_replies_are_read_or_refused_with_a_reason() {
    let tree = parse(FIGURE_5_2).unwrap();
    let b = tree.find("0").unwrap();
    assert_eq!(
        read_reply(english(), &tree, &Ask::Beta(b), " -inf "),
        Ok(Reply::Number(f64::NEG_INFINITY))
    );
    assert_eq!(
        read_reply(english(), &tree, &Ask::Alpha(b), "+∞"),
        Ok(Reply::Number(f64::INFINITY))
    );
    assert_eq!(
        read_reply(english(), &tree, &Ask::Alpha(b), "3"),
        Ok(Reply::Number(3.0))
    );
    assert_eq!(
        read_reply(english(), &tree, &Ask::WillCut(b), "Yes"),
        Ok(Reply::YesNo(true))
    );
    assert_eq!(
        read_reply(english(), &tree, &Ask::WillCut(b), "n"),
        Ok(Reply::YesNo(false))
    );
    assert_eq!(
        read_reply(english(), &tree, &Ask::NextLeaf, "k"),
        Ok(Reply::Leaf(tree.find("2.0").unwrap()))
    );
    assert_eq!(
        read_reply(english(), &tree, &Ask::NextLeaf, "B").map_err(|why| why.say(english())),
        Err("\"B\" names no leaf of the tree.".to_string()),
        "B is no leaf"
    );
    assert_eq!(
        read_reply(english(), &tree, &Ask::Beta(b), "three").map_err(|why| why.say(english())),
        Err("\"three\" is not a number: write one such as 3 or -inf.".to_string())
    );
    assert!(read_reply(english(), &tree, &Ask::WillCut(b), "maybe").is_err());
}

#[test]
fn at_most_the_asked_number_spread_to_the_end() {
    let tree = parse(FIGURE_5_2).unwrap();
    let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
    let all = checkpoints(&tree, &trace, 100);
    let three = checkpoints(&tree, &trace, 3);
    assert_eq!(three.len(), 3);
    assert_eq!(three.last(), all.last(), "the last question is kept");
    let minimax = search(&tree, &Options::new(Algorithm::Minimax)).unwrap();
    assert!(checkpoints(&tree, &minimax, 100)
        .iter()
        .all(|checkpoint| checkpoint.ask == Ask::NextLeaf));
}

proptest! {
    #[test]
    fn every_answer_is_what_the_trace_does(
        seed in 0u64..10_000,
        strict in any::<bool>(),
        depth in 1u32..4,
    ) {
        let spec = RandomSpec { branching: 1..=3, depth, min: 0, max: 6, seed };
        let tree = random_tree(&spec, gametree::tree::MAX_NODES).unwrap();
        let options = Options {
            ties: if strict { TieRule::Strict } else { TieRule::CutOnEqual },
            ..Options::new(Algorithm::AlphaBeta)
        };
        let trace = search(&tree, &options).unwrap();
        let asked = checkpoints(&tree, &trace, 6);
        prop_assert!(asked.len() <= 6);
        for pair in asked.windows(2) {
            prop_assert!(pair[0].before < pair[1].before);
        }
        for checkpoint in &asked {
            prop_assert!(checkpoint.before <= checkpoint.shows);
            prop_assert!(checkpoint.shows < trace.steps.len());
            let shown = trace.steps[checkpoint.shows];
            let before = Frame::at(&tree, &trace, checkpoint.before);
            match (checkpoint.ask, checkpoint.answer, shown) {
                (Ask::Alpha(node), Reply::Number(x), Step::Window { node: at, alpha, .. })
                | (Ask::Beta(node), Reply::Number(x), Step::Window { node: at, beta: alpha, .. }) => {
                    prop_assert_eq!(node, at);
                    prop_assert_eq!(x, alpha);
                    prop_assert_ne!(before.node(node).window.map(|w| (w.0, w.1)), None);
                }
                (Ask::WillCut(node), Reply::YesNo(cut), step) => {
                    prop_assert_eq!(step.node(), node);
                    prop_assert_eq!(cut, matches!(step, Step::Cut { .. }));
                }
                (Ask::NextLeaf, Reply::Leaf(leaf), Step::Evaluate { node, .. }) => {
                    prop_assert_eq!(leaf, node);
                    let between = &trace.steps[checkpoint.before..checkpoint.shows];
                    let read_between = between
                        .iter()
                        .any(|step| matches!(step, Step::Evaluate { .. }));
                    prop_assert!(!read_between, "a leaf is read before the one asked");
                }
                other => prop_assert!(false, "a mismatched checkpoint {:?}", other),
            }
            prop_assert!(checkpoint.right(&checkpoint.answer));
        }
    }
}

#[test]
fn questions_verdicts_and_replies_speak_the_students_language() {
    let tree = parse(FIGURE_5_2).unwrap();
    let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
    let all = checkpoints(&tree, &trace, 100);
    let (ro, cs, fa) = (
        words(Lang::Ro, Digits::Ascii),
        words(Lang::Cs, Digits::Ascii),
        words(Lang::Fa, Digits::Persian),
    );
    expect!["v al lui B este acum 3. Cât devine β la B?"].assert_eq(&all[0].question(ro, &tree));
    expect!["Budou zbývající větve uzlu B odříznuty?"].assert_eq(&all[1].question(cs, &tree));
    // Persian digits in a Persian sentence, the number kept left to right.
    expect!["اکنون v در B برابر \u{2066}۳\u{2069} است. β در B چه می‌شود؟"]
        .assert_eq(&all[0].question(fa, &tree));
    let will_cut = all
        .iter()
        .find(|checkpoint| matches!(checkpoint.ask, Ask::WillCut(node) if tree.name(node) == "C"))
        .unwrap();
    let right = will_cut.verdict(ro, &tree, &trace, &Reply::YesNo(true));
    assert!(right.starts_with("Corect: C se oprește după H"), "{right}");
    let wrong = will_cut.verdict(cs, &tree, &trace, &Reply::YesNo(false));
    assert!(wrong.starts_with("Ne: jsou odříznuty. "), "{wrong}");
    // Yes and no in the student's language, or in English; numbers in Persian digits.
    let b = tree.find("0").unwrap();
    let reply = |words, ask, text| read_reply(words, &tree, &ask, text);
    assert_eq!(reply(ro, Ask::WillCut(b), " Da "), Ok(Reply::YesNo(true)));
    assert_eq!(reply(ro, Ask::WillCut(b), "nu"), Ok(Reply::YesNo(false)));
    assert_eq!(reply(ro, Ask::WillCut(b), "yes"), Ok(Reply::YesNo(true)));
    assert_eq!(reply(cs, Ask::WillCut(b), "ANO"), Ok(Reply::YesNo(true)));
    assert_eq!(reply(cs, Ask::WillCut(b), "ne"), Ok(Reply::YesNo(false)));
    // Capitals, as a phone's keyboard puts them at the start.
    assert_eq!(reply(cs, Ask::WillCut(b), "Řez"), Ok(Reply::YesNo(true)));
    assert_eq!(reply(cs, Ask::WillCut(b), "ŘEZ"), Ok(Reply::YesNo(true)));
    assert_eq!(
        reply(ro, Ask::WillCut(b), "Retezat"),
        Ok(Reply::YesNo(true))
    );
    assert_eq!(
        reply(ro, Ask::Beta(b), "-Inf"),
        Ok(Reply::Number(f64::NEG_INFINITY))
    );
    let e = tree.find("0.0").unwrap();
    assert_eq!(reply(ro, Ask::NextLeaf, "e"), Ok(Reply::Leaf(e)));
    assert_eq!(reply(fa, Ask::WillCut(b), "بله"), Ok(Reply::YesNo(true)));
    assert_eq!(reply(fa, Ask::WillCut(b), "خیر"), Ok(Reply::YesNo(false)));
    assert_eq!(reply(fa, Ask::Beta(b), "۱۷"), Ok(Reply::Number(17.0)));
    assert_eq!(reply(fa, Ask::Beta(b), "−۲٫۵"), Ok(Reply::Number(-2.5)));
    assert_eq!(
        reply(ro, Ask::WillCut(b), "poate").map_err(|why| why.say(ro)),
        Err("\"poate\" nu este nici da, nici nu.".to_string())
    );
    assert_eq!(
        reply(cs, Ask::NextLeaf, "Z").map_err(|why| why.say(cs)),
        Err("\"Z\" není jméno žádného listu stromu.".to_string())
    );
}

#[test]
fn monte_carlo_tree_search_asks_which_child_selection_takes_and_what_backup_gives() {
    let tree = parse(FIGURE_5_2).unwrap().with_letter_names();
    let trace = search(&tree, &monte_carlo(5)).unwrap();
    let asked = checkpoints(&tree, &trace, 100);
    let questions: Vec<String> = asked
        .iter()
        .map(|checkpoint| {
            format!(
                "{} {}",
                checkpoint.before,
                checkpoint.question(english(), &tree)
            )
        })
        .collect();
    expect![[r#"
        2 The root has N = 0 and W = 0, and the playout's reward is 0.5. What are the root's N and W after the backup? Write both, such as 5 2.5.
        5 The root has N = 1 and W = 0.5, and the playout's reward is 0.17. What are the root's N and W after the backup? Write both, such as 5 2.5.
        8 The root has N = 2 and W = 0.67, and the playout's reward is 1. What are the root's N and W after the backup? Write both, such as 5 2.5.
        9 Selection is at A, whose children are all in the search tree. Which child does it go down to? Click it or write its name.
        12 The root has N = 3 and W = 1.67, and the playout's reward is 1. What are the root's N and W after the backup? Write both, such as 5 2.5.
        13 Selection is at A, whose children are all in the search tree. Which child does it go down to? Click it or write its name.
        16 The root has N = 4 and W = 2.67, and the playout's reward is 0.25. What are the root's N and W after the backup? Write both, such as 5 2.5."#]]
    .assert_eq(&questions.join("\n"));
    // Selection at A takes D; a student who says B is shown both scores.
    let select = &asked[3];
    assert_eq!(
        select.answer,
        Reply::Node(tree.children(gametree::NodeId::ROOT)[2])
    );
    let b = read_reply(english(), &tree, &select.ask, "b").unwrap();
    assert!(!select.right(&b));
    assert_eq!(
        select.verdict(english(), &tree, &trace, &b),
        "No: selection goes down to D. D has the highest score among A's children, its mean reward plus its exploration bonus: 1 + 1.4 × √(ln 3 / 1) = 2.47. Selection goes down to D. B scores only 0.5 + 1.4 × √(ln 3 / 1) = 1.97."
    );
    let d = read_reply(english(), &tree, &select.ask, "D").unwrap();
    assert!(select.right(&d));
    assert!(
        read_reply(english(), &tree, &select.ask, "E").is_err(),
        "not a child of A"
    );
    // Backup: N + 1 and W + r, W as the tree writes it.
    let backup = &asked[4];
    let right = read_reply(english(), &tree, &backup.ask, "4 2.67").unwrap();
    assert!(backup.right(&right));
    let wrong = read_reply(english(), &tree, &backup.ask, "4 2.6").unwrap();
    assert!(!backup.right(&wrong));
    let verdict = backup.verdict(english(), &tree, &trace, &wrong);
    assert!(
        verdict.starts_with("No: N = 4 and W = 2.67. The reward 1 goes back up"),
        "{verdict}"
    );
    assert!(read_reply(english(), &tree, &backup.ask, "four").is_err());
    assert!(matches!(backup.ask, Ask::Backup { visits: 3, .. }));
}

#[test]
fn a_child_that_only_lost_to_the_leftmost_rule_is_told_so() {
    let tree = parse("A(B=1 C=2 D=3)").unwrap();
    let options = Options {
        monte_carlo: gametree::options::MonteCarlo {
            iterations: 3,
            expansion: gametree::options::Expansion::All,
            ..Default::default()
        },
        ..Options::new(Algorithm::MonteCarlo)
    };
    let trace = search(&tree, &options).unwrap();
    let select = checkpoints(&tree, &trace, 100)
        .into_iter()
        .find(|checkpoint| matches!(checkpoint.ask, Ask::Selection(_)))
        .unwrap();
    assert_eq!(
        select.answer,
        Reply::Node(tree.children(gametree::NodeId::ROOT)[1])
    );
    let d = read_reply(english(), &tree, &select.ask, "D").unwrap();
    assert!(!select.right(&d));
    let verdict = select.verdict(english(), &tree, &trace, &d);
    assert!(
        verdict.ends_with("D has not been visited either, so it scores +∞ too, but of equal scores selection takes the leftmost."),
        "{verdict}"
    );
}

#[test]
fn the_ucb_exercise_asks_the_child_and_its_score() {
    let tree = parse(FIGURE_5_2).unwrap().with_letter_names();
    let trace = search(&tree, &monte_carlo(5)).unwrap();
    let select = ucb_checkpoints(&tree, &trace, 100)
        .into_iter()
        .next()
        .expect("D leads by far at the first selection");
    assert_eq!(
        select.question(english(), &tree),
        "Selection is at A, whose children are all in the search tree. Which child does it go down to, and with what score, q + 1.4 × √(ln N / n)? Write both, such as D 2.47 (+∞ for a child not yet visited)."
    );
    let d = tree.children(gametree::NodeId::ROOT)[2];
    assert_eq!(
        select.answer,
        Reply::Scored(d, 1.0 + 1.4 * 3f64.ln().sqrt())
    );
    let reply = |text: &str| read_reply(english(), &tree, &select.ask, text).unwrap();
    let right = |text: &str| select.right(&reply(text));
    let verdict = |text: &str| select.verdict(english(), &tree, &trace, &reply(text));
    assert!(right("D 2.47"));
    assert!(right("d, 2.47"));
    // Within 0.01 of the exact score, as worked out from the numbers on show.
    assert!(right("D 2.46"));
    assert!(!right("D 2.49"));
    assert!(!right("D 2.5"));
    let wrong_score = verdict("D 2.5");
    assert!(
        wrong_score.starts_with(
            "No: selection goes down to D, whose score is 2.47. D has the highest score"
        ),
        "{wrong_score}"
    );
    assert!(!right("B 1.97"));
    assert!(verdict("B 1.97").ends_with("B scores only 0.5 + 1.4 × √(ln 3 / 1) = 1.97."));
    assert!(
        read_reply(english(), &tree, &select.ask, "D").is_err(),
        "the score is asked too"
    );
    assert!(
        read_reply(english(), &tree, &select.ask, "K 2.47").is_err(),
        "not a child of A"
    );
}

/// Monte Carlo tree search with `iterations` and every other option as default.
fn monte_carlo(iterations: u32) -> Options {
    Options {
        monte_carlo: gametree::options::MonteCarlo {
            iterations,
            ..Default::default()
        },
        ..Options::new(Algorithm::MonteCarlo)
    }
}
