//! The answers of a question bank are the search's own: each question's
//! tree, read back from the bank's `// tree:` comment and searched again,
//! gives every blank's number and every right choice; and its trees are
//! the worksheet's of the same seed.
#![cfg(not(target_arch = "wasm32"))]

use crate::KINDS;

use gametree::exercise::{Kind, Level};
use gametree::frame::{Frame, NodeState};
use gametree::grade::proof_numbers_asked_at;
use gametree::lang::{words, Arg, Digits, Lang};
use gametree::latex::worksheet;
use gametree::quiz::{questions, quiz, Asks, Bank, Format, Question};
use gametree::trace::INFINITY;
use gametree::{parse, search, Options, Score};

/// The bank's questions and its GIFT, whose tree comments are read back.
fn bank(kind: Kind, level: Level, count: usize, seed: u64) -> (Vec<Question>, String) {
    let questions = questions(kind, level, count, seed, Lang::En, None).unwrap();
    let bank = Bank {
        kind,
        level,
        count,
        seed,
        lang: Lang::En,
        app: None,
    };
    let gift = String::from_utf8(quiz(&bank, Format::Gift).unwrap()).unwrap();
    (questions, gift)
}

/// The trees of a bank's comments, once each, in order.
fn comments<'a>(text: &'a str, prefix: &str) -> Vec<&'a str> {
    let mut trees: Vec<&str> = text
        .lines()
        .filter_map(|line| line.strip_prefix(prefix))
        .collect();
    trees.dedup();
    trees
}

/// What `kind` asks of `text`'s tree, worked out from a search of it
/// alone: each blank's label and number, or each right choice.
fn solved(kind: Kind, text: &str) -> Vec<(String, f64)> {
    let words = words(Lang::En, Digits::Ascii);
    let tree = parse(text).unwrap().with_letter_names();
    let trace = search(&tree, &Options::new(kind.algorithm())).unwrap();
    let end = Frame::at(&tree, &trace, trace.len());
    let label = |key: &str, node| words.say(key, &[Arg::Text("node", &tree.name(node))]);
    let mut answers = Vec::new();
    for node in tree.ids() {
        let at = end.node(node);
        match kind {
            Kind::Values if !tree.node(node).is_leaf() => {
                let Some(Score::Number(value)) = at.value else {
                    panic!("minimax values every inner node")
                };
                answers.push((label("quiz.blank.value", node), value));
            }
            Kind::Windows => {
                if let Some((alpha, beta)) = at.entered {
                    answers.push((label("quiz.blank.alpha", node), alpha));
                    answers.push((label("quiz.blank.beta", node), beta));
                }
            }
            Kind::ProofNumbers => {
                let posed = Frame::at(&tree, &trace, proof_numbers_asked_at(&trace));
                let numbers = posed.proof.node(node).and_then(|entry| entry.numbers);
                let infinite = |n: u32| {
                    if n == INFINITY {
                        f64::INFINITY
                    } else {
                        f64::from(n)
                    }
                };
                if let Some(numbers) = numbers {
                    answers.push((label("quiz.blank.pn", node), infinite(numbers.proof)));
                    answers.push((label("quiz.blank.dn", node), infinite(numbers.disproof)));
                }
            }
            Kind::Cuts if tree.node(node).is_leaf() && at.state == NodeState::Pruned => {
                answers.push((tree.name(node), 1.0));
            }
            _ => {}
        }
    }
    answers
}

/// What the bank's question asks, as `solved` writes it.
fn asked(question: &Question) -> Vec<(String, f64)> {
    match &question.asks {
        Asks::Blanks(blanks) => (blanks.iter())
            .map(|blank| (blank.label.clone(), blank.answer))
            .collect(),
        Asks::Choices { choices, .. } => (choices.iter())
            .filter(|choice| choice.right)
            .map(|choice| (choice.text.clone(), 1.0))
            .collect(),
    }
}

#[test]
fn every_answer_is_the_search_of_the_tree_in_the_comment() {
    for kind in KINDS {
        for level in Level::ALL {
            let (questions, gift) = bank(kind, level, 4, 11);
            let trees = comments(&gift, "// tree: ");
            assert_eq!(trees.len(), questions.len(), "{kind:?} {level:?}");
            for (question, tree) in questions.iter().zip(trees) {
                assert!(question.code.starts_with(kind.name()), "{}", question.code);
                if kind == Kind::Predict {
                    // One right choice, which practice's verdict calls right.
                    let Asks::Choices { choices, multiple } = &question.asks else {
                        panic!("predict is a choice")
                    };
                    let right: Vec<_> = choices.iter().filter(|choice| choice.right).collect();
                    assert!(
                        !multiple && right.len() == 1 && choices.len() > 1,
                        "{choices:?}"
                    );
                    assert!(right[0].feedback.starts_with("Right: "), "{:?}", right[0]);
                    continue;
                }
                assert_eq!(asked(question), solved(kind, tree), "{kind:?} {tree}");
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_worksheets_trees() {
    for kind in KINDS.into_iter().filter(|kind| kind.on_paper()) {
        let sheet = worksheet(kind, Level::Hard, 5, 42, Lang::En).unwrap();
        let (_, gift) = bank(kind, Level::Hard, 5, 42);
        // The sheet's trees, then the key's.
        assert_eq!(
            comments(&gift, "// tree: "),
            comments(&sheet, "% tree: ")[..5]
        );
    }
}

#[test]
fn a_wrong_number_is_explained_as_the_grader_explains_it() {
    let (questions, _) = bank(Kind::Values, Level::Easy, 1, 3);
    let Asks::Blanks(blanks) = &questions[0].asks else {
        panic!("values are blanks")
    };
    let root = &blanks[0];
    assert_eq!(root.label, "A");
    assert!(
        root.feedback
            .starts_with(&format!("The answer is {}: ", root.answer))
            && root.feedback.contains("MAX takes the largest"),
        "{}",
        root.feedback
    );
}

#[test]
fn app_links_open_each_exercise_as_url_x_code() {
    let app = "https://example.org/lab/";
    let linked = questions(Kind::Cuts, Level::Easy, 2, 5, Lang::Fa, Some(app)).unwrap();
    for question in &linked {
        assert_eq!(question.link, Some(format!("{app}#x={}", question.code)));
    }
    let bank = Bank {
        kind: Kind::Cuts,
        level: Level::Easy,
        count: 2,
        seed: 5,
        lang: Lang::Fa,
        app: Some(app),
    };
    let moodle = String::from_utf8(quiz(&bank, Format::Moodle).unwrap()).unwrap();
    let href = format!("&lt;a href=&quot;{app}#x={}&quot;", linked[0].code);
    assert!(moodle.contains(&href), "{moodle}");
}
