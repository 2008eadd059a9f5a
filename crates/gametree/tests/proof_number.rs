//! Proof-number search, PN² and df-pn on lecture trees worked out by hand:
//! every step, the formula shown at a node, the proof and disproof trees,
//! the answers `gametree solve` prints, and trees too deep or too large
//! for recursion.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, Expect};
use gametree::explain::{explain, formula, proof_number};
use gametree::lang::{english, words, Digits, Lang};
use gametree::presets::{MOVING_MOST_PROVING, NARROW_WIN};
use gametree::random::{random_tree, RandomSpec};
use gametree::trace::ProofNumbers;
use gametree::{parse, search, Algorithm, Frame, NodeId, Options, Step, Summary, Trace, Tree};

fn run(text: &str, algorithm: Algorithm, depth: Option<u32>) -> (Tree, Trace) {
    let tree = parse(text).expect("the tree parses");
    let options = Options {
        depth,
        ..Options::new(algorithm)
    };
    let trace = search(&tree, &options).expect("two-player trees suit proof-number searches");
    (tree, trace)
}

/// "1/∞" for pn = 1, dn = ∞.
fn numbers(numbers: ProofNumbers) -> String {
    format!(
        "{}/{}",
        proof_number(numbers.proof),
        proof_number(numbers.disproof)
    )
}

/// One line a step, naming nodes as the tree does.
fn transcript(tree: &Tree, trace: &Trace) -> String {
    let name = |node| tree.name(node);
    let mut out = String::new();
    for step in &trace.steps {
        let line = match *step {
            Step::Generate {
                node,
                numbers: n,
                evaluated,
            } => format!(
                "generate {} {}{}",
                name(node),
                numbers(n),
                if evaluated { " (read)" } else { "" }
            ),
            Step::Select { node, child } => format!("select {} -> {}", name(node), name(child)),
            Step::Expand { node } => format!("expand {}", name(node)),
            Step::InnerSearch {
                node,
                limit,
                size,
                numbers: n,
            } => format!(
                "inner search at {} (limit {limit}): {size} nodes, {}",
                name(node),
                numbers(n)
            ),
            Step::Update {
                node,
                numbers: n,
                changed,
            } => format!(
                "update {} {}{}",
                name(node),
                numbers(n),
                if changed { "" } else { " (unchanged)" }
            ),
            Step::Thresholds { node, thresholds } => {
                format!("thresholds {} {}", name(node), numbers(thresholds))
            }
            Step::Leave { node } => format!("leave {}", name(node)),
            Step::Solved { node, proved } => format!(
                "{} {}",
                name(node),
                if proved { "proved" } else { "disproved" }
            ),
            Step::Choose { node, child } => format!(
                "choose {} -> {}",
                name(node),
                name(tree.children(node)[child as usize])
            ),
            Step::Evaluate { node, .. } => format!("the inner search reads {}", name(node)),
            other => panic!("a proof-number search took {other:?}"),
        };
        out.push_str(&line);
        out.push('\n');
    }
    out
}

fn check(text: &str, algorithm: Algorithm, expect: Expect) {
    let (tree, trace) = run(text, algorithm, None);
    expect.assert_eq(&transcript(&tree, &trace));
}

#[test]
fn pns_proves_the_narrow_win_without_digging_into_b() {
    check(
        NARROW_WIN,
        Algorithm::ProofNumber,
        expect![[r#"
        generate A 1/1
        expand A
        generate B 1/1
        generate C 1/1
        generate D 1/1
        update A 1/3
        select A -> B
        expand B
        generate E 1/1
        generate F 1/1
        generate G 1/1
        generate H 1/1
        update B 4/1
        update A 1/3 (unchanged)
        select A -> C
        expand C
        generate I 1/1
        update C 1/1 (unchanged)
        select C -> I
        expand I
        generate S 0/∞ (read)
        generate T ∞/0 (read)
        update I 0/∞
        update C 0/∞
        update A 0/∞
        A proved
        choose A -> C
    "#]],
    );
}

#[test]
fn pns_moves_its_most_proving_node_between_subtrees() {
    check(
        MOVING_MOST_PROVING,
        Algorithm::ProofNumber,
        expect![[r#"
        generate A 1/1
        expand A
        generate B 1/1
        generate C 1/1
        generate D 1/1
        update A 1/3
        select A -> B
        expand B
        generate E 1/1
        generate F 1/1
        update B 2/1
        update A 1/3 (unchanged)
        select A -> C
        expand C
        generate G 1/1
        generate H 1/1
        update C 2/1
        update A 1/3 (unchanged)
        select A -> D
        expand D
        generate I 1/1
        generate J 1/1
        update D 2/1
        update A 2/3
        select A -> B
        select B -> E
        expand E
        generate K 0/∞ (read)
        generate L 0/∞ (read)
        update E 0/∞
        update B 1/1
        update A 1/3
        select A -> B
        select B -> F
        expand F
        generate M ∞/0 (read)
        generate N ∞/0 (read)
        update F ∞/0
        update B ∞/0
        update A 2/2
        select A -> C
        select C -> G
        expand G
        generate O ∞/0 (read)
        generate P ∞/0 (read)
        update G ∞/0
        update C ∞/0
        update A 2/1
        select A -> D
        select D -> I
        expand I
        generate S ∞/0 (read)
        generate T 0/∞ (read)
        update I 0/∞
        update D 1/1
        update A 1/1
        select A -> D
        select D -> J
        expand J
        generate U 0/∞ (read)
        generate V 0/∞ (read)
        update J 0/∞
        update D 0/∞
        update A 0/∞
        A proved
        choose A -> D
    "#]],
    );
}

#[test]
fn dfpn_enters_each_node_with_thresholds() {
    check(
        MOVING_MOST_PROVING,
        Algorithm::DepthFirstProofNumber,
        expect![[r#"
        generate A 1/1
        thresholds A ∞/∞
        expand A
        generate B 1/1
        generate C 1/1
        generate D 1/1
        update A 1/3
        select A -> B
        thresholds B 2/∞
        expand B
        generate E 1/1
        generate F 1/1
        update B 2/1
        leave B
        update A 1/3 (unchanged)
        select A -> C
        thresholds C 2/∞
        expand C
        generate G 1/1
        generate H 1/1
        update C 2/1
        leave C
        update A 1/3 (unchanged)
        select A -> D
        thresholds D 2/∞
        expand D
        generate I 1/1
        generate J 1/1
        update D 2/1
        leave D
        update A 2/3
        select A -> B
        thresholds B 3/∞
        select B -> E
        thresholds E 2/2
        expand E
        generate K 0/∞ (read)
        generate L 0/∞ (read)
        update E 0/∞
        leave E
        update B 1/1
        select B -> F
        thresholds F 3/∞
        expand F
        generate M ∞/0 (read)
        generate N ∞/0 (read)
        update F ∞/0
        leave F
        update B ∞/0
        leave B
        update A 2/2
        select A -> C
        thresholds C 3/∞
        select C -> G
        thresholds G 2/2
        expand G
        generate O ∞/0 (read)
        generate P ∞/0 (read)
        update G ∞/0
        leave G
        update C ∞/0
        leave C
        update A 2/1
        select A -> D
        thresholds D ∞/∞
        select D -> I
        thresholds I ∞/2
        expand I
        generate S ∞/0 (read)
        generate T 0/∞ (read)
        update I 0/∞
        leave I
        update D 1/1
        select D -> J
        thresholds J ∞/∞
        expand J
        generate U 0/∞ (read)
        generate V 0/∞ (read)
        update J 0/∞
        leave J
        update D 0/∞
        leave D
        update A 0/∞
        A proved
        choose A -> D
    "#]],
    );
}

#[test]
fn pn2_settles_c_with_one_inner_search() {
    check(
        NARROW_WIN,
        Algorithm::ProofNumberSquared,
        expect![[r#"
            generate A 1/1
            inner search at A (limit 1): 4 nodes, 1/3
            generate B 1/1
            generate C 1/1
            generate D 1/1
            update A 1/3
            select A -> B
            inner search at B (limit 4): 5 nodes, 4/1
            generate E 1/1
            generate F 1/1
            generate G 1/1
            generate H 1/1
            update B 4/1
            update A 1/3 (unchanged)
            select A -> C
            inner search at C (limit 8): 4 nodes, 0/∞
            the inner search reads S
            the inner search reads T
            generate I 0/∞
            update C 0/∞
            update A 0/∞
            A proved
            choose A -> C
        "#]],
    );
}

#[test]
fn a_leaf_root_and_a_root_at_the_depth_limit_are_decided_at_once() {
    for algorithm in [
        Algorithm::ProofNumber,
        Algorithm::ProofNumberSquared,
        Algorithm::DepthFirstProofNumber,
    ] {
        let (tree, trace) = run("A=3", algorithm, None);
        assert_eq!(
            transcript(&tree, &trace),
            "generate A 0/∞ (read)\nA proved\n"
        );
        let (tree, trace) = run("A=0(1 2)", algorithm, Some(0));
        assert_eq!(
            transcript(&tree, &trace),
            "generate A ∞/0 (read)\nA disproved\n"
        );
    }
}

#[test]
fn the_depth_limit_judges_a_node_by_its_static_value() {
    // B's static value 2 counts as a win although its leaves are losses;
    // C's 0 counts as a loss although its leaf is a win.
    let text = "A(B=2(-1 -2) C=0(5))";
    for algorithm in [
        Algorithm::ProofNumber,
        Algorithm::ProofNumberSquared,
        Algorithm::DepthFirstProofNumber,
    ] {
        let (tree, trace) = run(text, algorithm, Some(1));
        let summary = Summary::new(&tree, &trace);
        assert_eq!(summary.proof.map(|proof| proof.proved), Some(true));
        assert_eq!(summary.best_move, Some(0));
        let (tree, trace) = run(text, algorithm, None);
        assert_eq!(
            Summary::new(&tree, &trace).proof.map(|proof| proof.proved),
            Some(true),
            "without the limit, C's leaf 5 wins"
        );
        assert_eq!(Summary::new(&tree, &trace).best_move, Some(1));
    }
}

#[test]
fn a_min_root_is_an_and_node_and_has_no_winning_move() {
    let (tree, trace) = run("min (1 2)", Algorithm::ProofNumber, None);
    let summary = Summary::new(&tree, &trace);
    assert_eq!(summary.proof.map(|proof| proof.proved), Some(true));
    assert_eq!(summary.best_move, None, "MIN moves at the root");
}

/// The proof-number state of every node at the end, as "A 0/∞ proof".
fn final_marks(text: &str, algorithm: Algorithm) -> String {
    let (tree, trace) = run(text, algorithm, None);
    let frame = Frame::at(&tree, &trace, trace.len());
    let mut out = String::new();
    for id in tree.ids() {
        let entry = frame.proof.node(id).expect("a proof-number frame");
        let Some(shown) = entry.numbers else {
            continue;
        };
        let mut marks = Vec::new();
        if entry.expanded {
            marks.push("expanded");
        }
        if entry.in_proof {
            marks.push("in the tree");
        }
        out.push_str(&format!(
            "{} {} {}\n",
            tree.name(id),
            numbers(shown),
            marks.join(", ")
        ));
    }
    out
}

#[test]
fn the_proof_tree_takes_one_proved_child_of_or_and_every_child_of_and() {
    expect![[r#"
        A 0/∞ expanded, in the tree
        B ∞/0 expanded
        E 0/∞ expanded
        K 0/∞ 
        L 0/∞ 
        F ∞/0 expanded
        M ∞/0 
        N ∞/0 
        C ∞/0 expanded
        G ∞/0 expanded
        O ∞/0 
        P ∞/0 
        H 1/1 
        D 0/∞ expanded, in the tree
        I 0/∞ expanded, in the tree
        S ∞/0 
        T 0/∞ in the tree
        J 0/∞ expanded, in the tree
        U 0/∞ in the tree
        V 0/∞ 
    "#]]
    .assert_eq(&final_marks(MOVING_MOST_PROVING, Algorithm::ProofNumber));
}

#[test]
fn the_disproof_tree_takes_one_disproved_child_of_and_every_child_of_or() {
    expect![[r#"
        A ∞/0 expanded, in the tree
        B ∞/0 expanded, in the tree
        E 0/∞ 
        F ∞/0 in the tree
        C ∞/0 expanded, in the tree
        G ∞/0 in the tree
        H 1/1 
    "#]]
    .assert_eq(&final_marks(
        "A(B(E=1 F=-1) C(G=0 H(1 2)))",
        Algorithm::DepthFirstProofNumber,
    ));
}

#[test]
fn the_formula_at_a_node_writes_in_its_childrens_numbers() {
    let (tree, trace) = run(MOVING_MOST_PROVING, Algorithm::ProofNumber, None);
    // After B, C and D are expanded and A updated: step 24.
    let frame = Frame::at(&tree, &trace, 24);
    let at = |address: &str| {
        let node = tree.find(address).unwrap();
        formula(english(), &tree, &trace, &frame, node).unwrap_or_else(|| "none".to_string())
    };
    expect![[r#"
        OR node: pn = min(2, 2, 2) = 2, dn = 1 + 1 + 1 = 3
        AND node: pn = 1 + 1 = 2, dn = min(1, 1) = 1
        OR node, not expanded: pn = 1, dn = 1
        none
    "#]]
    .assert_eq(&format!(
        "{}\n{}\n{}\n{}\n",
        at(""),
        at("0"),
        at("0.0"),
        at("0.0.0")
    ));
    let frame = Frame::at(&tree, &trace, trace.len());
    expect!["Leaf worth 5, more than 0: a win for MAX, so pn = 0, dn = ∞"].assert_eq(
        &formula(
            english(),
            &tree,
            &trace,
            &frame,
            tree.find("0.0.0").unwrap(),
        )
        .unwrap(),
    );
    expect!["Leaf worth −3, not more than 0: no win for MAX, so pn = ∞, dn = 0"].assert_eq(
        &formula(
            english(),
            &tree,
            &trace,
            &frame,
            tree.find("0.1.0").unwrap(),
        )
        .unwrap(),
    );
    let (tree, trace) = run("A=3(B=-1(1 2) C=0(3))", Algorithm::ProofNumber, Some(1));
    let frame = Frame::at(&tree, &trace, trace.len());
    expect![
        "At the depth limit, static value −1, not more than 0: no win for MAX, so pn = ∞, dn = 0"
    ]
    .assert_eq(&formula(english(), &tree, &trace, &frame, tree.find("0").unwrap()).unwrap());
    let minimax = search(&tree, &Options::new(Algorithm::Minimax)).unwrap();
    let frame = Frame::at(&tree, &minimax, minimax.len());
    assert_eq!(
        formula(english(), &tree, &minimax, &frame, NodeId::ROOT),
        None
    );
}

/// Every sentence of a search, one a line.
fn sentences(text: &str, algorithm: Algorithm) -> String {
    let (tree, trace) = run(text, algorithm, None);
    let mut frame = Frame::new(&tree);
    let mut out = String::new();
    for step in &trace.steps {
        out.push_str(&explain(english(), &tree, &trace, &frame, step));
        out.push('\n');
        frame.apply(&tree, step);
    }
    out
}

#[test]
fn the_sentences_say_why_each_child_is_taken_and_where_the_update_stops() {
    let said = sentences(NARROW_WIN, Algorithm::ProofNumber);
    let lines: Vec<&str> = said.lines().collect();
    expect![[r#"
        A is an OR node: go down to B, the leftmost of the children with the smallest proof number, 1.
        B is an AND node: pn = 1 + 1 + 1 + 1 = 4, dn = min(1, 1, 1, 1) = 1 (it was pn = 1, dn = 1). Its parent A is updated next.
        A is an OR node: pn = min(4, 1, 1) = 1, dn = 1 + 1 + 1 = 3, unchanged, so nothing above it changes either: the update stops here, and the next walk starts from A.
        A is an OR node: go down to C, the leftmost of the children with the smallest proof number, 1.
        C is an AND node: pn = 1, dn = 1, unchanged, so nothing above it changes either: the update stops here, and the next walk starts from C.
        C is an AND node: go down to I, the child with the smallest disproof number, 1.
    "#]]
    .assert_eq(&format!("{}\n{}\n{}\n{}\n{}\n{}\n", lines[6], lines[12], lines[13], lines[14], lines[17], lines[18]));
}

#[test]
fn the_sentences_derive_each_threshold_from_the_parents() {
    let said = sentences(MOVING_MOST_PROVING, Algorithm::DepthFirstProofNumber);
    let thresholds: Vec<&str> = said
        .lines()
        .filter(|line| line.starts_with("Search"))
        .collect();
    expect![[r#"
        Search A while pn < ∞ and dn < ∞: until it is proved or disproved.
        Search B while pn < 2 and dn < ∞. pn < min(∞, 1 + 1): A's pn threshold, and one more than the next smallest pn, where another child would take B's place. dn < ∞ − 3 + 1: A's dn threshold less A's dn plus B's, so that A's dn stays below its own threshold.
    "#]]
    .assert_eq(&format!("{}\n{}\n", thresholds[0], thresholds[1]));
}

const ALL_THREE: [Algorithm; 3] = [
    Algorithm::ProofNumber,
    Algorithm::ProofNumberSquared,
    Algorithm::DepthFirstProofNumber,
];

#[test]
fn a_tree_100_000_deep_is_proved_replayed_and_explained() {
    const DEPTH: usize = 100_000;
    let text = format!("{}7{}", "(".repeat(DEPTH), ")".repeat(DEPTH));
    for algorithm in ALL_THREE {
        let (tree, trace) = run(&text, algorithm, None);
        let summary = Summary::new(&tree, &trace);
        assert_eq!(summary.proof.map(|proof| proof.proved), Some(true));
        assert_eq!(summary.best_move, Some(0));
        let before_end = Frame::at(&tree, &trace, trace.len() - 2);
        let last = &trace.steps[trace.len() - 2];
        assert!(explain(english(), &tree, &trace, &before_end, last).ends_with("MAX can force a win. The proof tree is marked: one proved child of every OR node in it, every child of every AND node."));
        let mut frame = before_end;
        frame.apply(&tree, last);
        // The proof is the whole line as far as the search generated it:
        // to the leaf for PNS and df-pn, to the node an inner search proved for PN².
        let generated: Vec<_> = frame
            .proof
            .nodes
            .iter()
            .filter(|node| node.numbers.is_some())
            .collect();
        assert!(generated.iter().all(|node| node.in_proof), "{algorithm:?}");
        if algorithm != Algorithm::ProofNumberSquared {
            assert_eq!(generated.len(), DEPTH + 1, "{algorithm:?}");
        }
    }
}

#[test]
fn a_tree_of_a_million_leaves_is_decided_as_alpha_beta_values_it() {
    let tree = random_tree(
        &RandomSpec {
            branching: 10..=10,
            depth: 6,
            min: -20,
            max: 20,
            seed: 7,
        },
        gametree::tree::MAX_NODES,
    )
    .unwrap();
    let alpha_beta = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
    let value = match Summary::new(&tree, &alpha_beta).value {
        gametree::Value::Number(x) => x,
        gametree::Value::Tuple(_) => unreachable!(),
    };
    for algorithm in ALL_THREE {
        let trace = search(&tree, &Options::new(algorithm)).unwrap();
        let summary = Summary::new(&tree, &trace);
        assert_eq!(
            summary.proof.map(|proof| proof.proved),
            Some(value > 0.0),
            "{algorithm:?}"
        );
        assert!(std::mem::size_of::<Step>() <= 32);
        assert!(trace.heap_bytes() <= 32 * trace.len());
    }
}

/// The numbers a frame shows at every node, as a student would write them.
fn numbers_shown(tree: &Tree, frame: &Frame) -> Vec<Option<ProofNumbers>> {
    tree.ids()
        .map(|id| frame.proof.node(id).and_then(|entry| entry.numbers))
        .collect()
}

#[test]
fn a_proof_numbers_exercise_is_graded_children_first_with_the_formula() {
    use gametree::grade::{grade, proof_numbers_asked_at, Answers, Question};
    let (tree, trace) = run(MOVING_MOST_PROVING, Algorithm::ProofNumber, None);
    // Nine expansions: the exercise is posed after the fifth, E's, once
    // B and A are updated: just before the walk to B and F.
    let asked = proof_numbers_asked_at(&trace);
    assert!(matches!(
        trace.steps[asked],
        Step::Select {
            node: NodeId::ROOT,
            ..
        }
    ));
    assert!(matches!(
        trace.steps[asked - 1],
        Step::Update {
            node: NodeId::ROOT,
            ..
        }
    ));
    let frame = Frame::at(&tree, &trace, asked);
    let right = Answers {
        proof_numbers: numbers_shown(&tree, &frame),
        ..Answers::default()
    };
    let questions = [Question::ProofNumbers];
    let all_right = grade(&tree, &trace, &right, &questions);
    assert_eq!(all_right.score(), (12, 12), "A to L are generated");
    assert_eq!(all_right.first_mistake, None);

    // B written as it was before E was expanded, and A left blank: B,
    // below A, is the first mistake.
    let mut wrong = right.clone();
    let b = tree.find("0").unwrap();
    wrong.proof_numbers[b.index()] = Some(ProofNumbers {
        proof: 2,
        disproof: 1,
    });
    wrong.proof_numbers[0] = None;
    let graded = grade(&tree, &trace, &wrong, &questions);
    assert_eq!(graded.score(), (10, 12));
    let mistake = graded.first_mistake.unwrap();
    assert_eq!(mistake.node, b);
    assert!(matches!(trace.steps[mistake.step], Step::Update { node, .. } if node == b));
    expect![
        "B has pn = 1, dn = 1, not pn = 2, dn = 1: AND node: pn = 0 + 1 = 1, dn = min(∞, 1) = 1."
    ]
    .assert_eq(&mistake.said(english(), &tree, &trace));

    // In Persian with Persian digits, the right numbers and the student's
    // are written in the same digits as the formula (they were once English).
    let persian = words(Lang::Fa, Digits::Persian);
    let said = mistake.said(persian, &tree, &trace);
    assert!(
        said.contains("pn = ۱, dn = ۱") && said.contains("pn = ۲, dn = ۱"),
        "{said}"
    );
    assert!(!said.chars().any(|c| c.is_ascii_digit()), "{said}");
}

#[test]
fn predicting_asks_which_node_is_most_proving_before_each_walk() {
    use gametree::checkpoint::{checkpoints, read_reply, Ask, Reply};
    for algorithm in [Algorithm::ProofNumber, Algorithm::DepthFirstProofNumber] {
        let (tree, trace) = run(NARROW_WIN, algorithm, None);
        let asked: Vec<String> = checkpoints(&tree, &trace, 10)
            .iter()
            .map(|checkpoint| {
                let Reply::Node(node) = checkpoint.answer else {
                    panic!("{checkpoint:?}")
                };
                // The walk starts right after the numbers it follows are shown.
                assert!(matches!(
                    trace.steps[checkpoint.before],
                    Step::Select { .. }
                ));
                assert!(matches!(
                    trace.steps[checkpoint.shows],
                    Step::Expand { node: shown } if shown == node
                ));
                format!(
                    "{} {}",
                    checkpoint.question(english(), &tree),
                    tree.name(node)
                )
            })
            .collect();
        assert_eq!(
            asked,
            [
                "Which node is most-proving now, the one expanded next? B",
                "Which node is most-proving now, the one expanded next? C",
                "Which node is most-proving now, the one expanded next? I",
            ],
            "{algorithm:?}"
        );
        let question = checkpoints(&tree, &trace, 10)[1].clone();
        assert_eq!(question.ask, Ask::MostProving);
        let reply = read_reply(english(), &tree, &question.ask, " c ").unwrap();
        assert!(question.right(&reply));
        assert_eq!(
            question.verdict(english(), &tree, &trace, &reply),
            "Right: C is the most-proving node: expand it, generating its only child."
        );
        let wrong = question.verdict(
            english(),
            &tree,
            &trace,
            &read_reply(english(), &tree, &question.ask, "D").unwrap(),
        );
        assert!(wrong.starts_with("No: C is the most-proving node. "));
        assert!(read_reply(english(), &tree, &question.ask, "Z").is_err());
    }
}

#[test]
fn proof_numbers_read_as_students_write_them() {
    use gametree::explain::read_proof_numbers;
    let read = |text| read_proof_numbers(text).map(numbers);
    assert_eq!(read("2, 1"), Some("2/1".to_string()));
    assert_eq!(read("(0, inf)"), Some("0/∞".to_string()));
    assert_eq!(read("∞ 0"), Some("∞/0".to_string()));
    assert_eq!(read(" 3/4 "), Some("3/4".to_string()));
    // Persian digits and comma, as a Persian keyboard types them.
    assert_eq!(read("۲، ۱"), Some("2/1".to_string()));
    for garbage in [
        "-inf, 0",
        "",
        "2",
        "1, 2, 3",
        "-1, 2",
        "one, two",
        "2.5, 1",
        "4294967295, 0",
    ] {
        assert_eq!(read(garbage), None, "{garbage:?}");
    }
}
