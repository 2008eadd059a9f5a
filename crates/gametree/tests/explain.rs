//! The sentence for every step of the lecture searches, written out in full
//! so that a change in any explanation shows up as a readable diff.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, Expect};
use gametree::explain::{explain, rule};
use gametree::lang::{english, words, Digits, Lang};
use gametree::{parse, search, Algorithm, Failure, Frame, Options, TieRule};

fn check(text: &str, options: Options, expect: Expect) {
    let tree = parse(text).unwrap();
    let trace = search(&tree, &options).unwrap();
    let mut frame = Frame::new(&tree);
    let mut out = String::new();
    for step in &trace.steps {
        let cell = rule(&tree, &trace, &frame, step).map_or(String::new(), |(side, rule)| {
            format!(" [{side:?} {rule:?}]")
        });
        out.push_str(&format!(
            "{}{cell}\n",
            explain(english(), &tree, &trace, &frame, step)
        ));
        frame.apply(&tree, step);
    }
    expect.assert_eq(&out);
}

#[test]
fn alpha_beta_on_figure_5_2() {
    check(
        "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))",
        Options::new(Algorithm::AlphaBeta),
        expect![[r#"
            Start at A, a MAX node, with the window [α, β] = [−∞, +∞].
            Go down to B, a MIN node, with the window [α, β] = [−∞, +∞].
            Go down to E, a leaf, with the window [α, β] = [−∞, +∞].
            E is a leaf worth 3.
            B takes E's 3: v = min(+∞, 3) = 3.
            Is v = 3 ≤ α = −∞? No, so no cut. 3 is better than β = +∞, so β becomes 3. [Min Update]
            Go down to F, a leaf, with the window [α, β] = [−∞, 3].
            F is a leaf worth 12.
            B takes F's 12: v = min(3, 12) stays 3.
            Is v = 3 ≤ α = −∞? No, so no cut. 3 is no better than β = 3, so β stays. [Min Ignore]
            Go down to G, a leaf, with the window [α, β] = [−∞, 3].
            G is a leaf worth 8.
            B takes G's 8: v = min(3, 8) stays 3.
            Is v = 3 ≤ α = −∞? No, so no cut. 3 is no better than β = 3, so β stays. [Min Ignore]
            B is done and returns 3 to A.
            A takes B's 3: v = max(−∞, 3) = 3.
            Is v = 3 ≥ β = +∞? No, so no cut. 3 is better than α = −∞, so α becomes 3. [Max Update]
            Go down to C, a MIN node, with the window [α, β] = [3, +∞].
            Go down to H, a leaf, with the window [α, β] = [3, +∞].
            H is a leaf worth 2.
            C takes H's 2: v = min(+∞, 2) = 2.
            C stops after H, an α-cut: v = 2 ≤ α = 3. MAX can already get 3 from B, so it will never let the game reach C: I and J are skipped. [Min Cut]
            C is done and returns 2 to A.
            A takes C's 2: v = max(3, 2) stays 3.
            Is v = 3 ≥ β = +∞? No, so no cut. 3 is no better than α = 3, so α stays. [Max Ignore]
            Go down to D, a MIN node, with the window [α, β] = [3, +∞].
            Go down to K, a leaf, with the window [α, β] = [3, +∞].
            K is a leaf worth 14.
            D takes K's 14: v = min(+∞, 14) = 14.
            Is v = 14 ≤ α = 3? No, so no cut. 14 is better than β = +∞, so β becomes 14. [Min Update]
            Go down to L, a leaf, with the window [α, β] = [3, 14].
            L is a leaf worth 5.
            D takes L's 5: v = min(14, 5) = 5.
            Is v = 5 ≤ α = 3? No, so no cut. 5 is better than β = 14, so β becomes 5. [Min Update]
            Go down to M, a leaf, with the window [α, β] = [3, 5].
            M is a leaf worth 2.
            D takes M's 2: v = min(5, 2) = 2.
            At D, v = 2 ≤ α = 3, but no children are left: M was its last child, so nothing is cut.
            D is done and returns 2 to A.
            A takes D's 2: v = max(3, 2) stays 3.
            Is v = 3 ≥ β = +∞? No, so no cut. 3 is no better than α = 3, so α stays. [Max Ignore]
            A is done: its value is 3.
            A picks B, its first move: the leftmost child with the best value, 3. Best play runs A → B → E.
        "#]],
    );
}

#[test]
fn strict_fail_hard_alpha_beta() {
    let options = Options {
        ties: TieRule::Strict,
        failure: Failure::Hard,
        ..Options::new(Algorithm::AlphaBeta)
    };
    check(
        "A(B(E=3 F=12) C(H=3 I=4) D(K=2 L=9))",
        options,
        expect![[r#"
            Start at A, a MAX node, with the window [α, β] = [−∞, +∞].
            Go down to B, a MIN node, with the window [α, β] = [−∞, +∞].
            Go down to E, a leaf, with the window [α, β] = [−∞, +∞].
            E is a leaf worth 3.
            B takes E's 3: v = min(+∞, 3) = 3.
            Is v = 3 < α = −∞? No, so no cut. 3 is better than β = +∞, so β becomes 3. [Min Update]
            Go down to F, a leaf, with the window [α, β] = [−∞, 3].
            F is a leaf worth 12.
            B takes F's 12: v = min(3, 12) stays 3.
            Is v = 3 < α = −∞? No, so no cut. 3 equals β, so β stays 3. [Min Update]
            B is done and returns 3 to A.
            A takes B's 3: v = max(−∞, 3) = 3.
            Is v = 3 > β = +∞? No, so no cut. 3 is better than α = −∞, so α becomes 3. [Max Update]
            Go down to C, a MIN node, with the window [α, β] = [3, +∞].
            Go down to H, a leaf, with the window [α, β] = [3, +∞].
            H is a leaf worth 3.
            C takes H's 3: v = min(+∞, 3) = 3.
            Is v = 3 < α = 3? No, so no cut. 3 is better than β = +∞, so β becomes 3. [Min Update]
            Go down to I, a leaf, with the window [α, β] = [3, 3].
            I is a leaf worth 4.
            C takes I's 4: v = min(3, 4) stays 3.
            Is v = 3 < α = 3? No, so no cut. 3 equals β, so β stays 3. [Min Update]
            C is done and returns 3 to A.
            A takes C's 3: v = max(3, 3) stays 3.
            Is v = 3 > β = +∞? No, so no cut. 3 equals α, so α stays 3. [Max Update]
            Go down to D, a MIN node, with the window [α, β] = [3, +∞].
            Go down to K, a leaf, with the window [α, β] = [3, +∞].
            K is a leaf worth 2.
            D takes K's 2: v = min(+∞, 2) = 2.
            D stops after K, an α-cut: v = 2 < α = 3. MAX can already get 3 from B, so it will never let the game reach D: L is skipped. [Min Cut]
            D is done and returns the bound 3 instead of its value 2 (fail-hard) to A.
            A takes D's 3: v = max(3, 3) stays 3.
            Is v = 3 > β = +∞? No, so no cut. 3 equals α, so α stays 3. [Max Update]
            A is done: its value is 3.
            A picks B, its first move: the leftmost child with the best value, 3. Best play runs A → B → E.
        "#]],
    );
}

#[test]
fn negamax_with_a_window() {
    check(
        "A(B(E=3 F=12) C(H=2 I=4))",
        Options::new(Algorithm::NegamaxAlphaBeta),
        expect![[r#"
            Start at A, a MAX node, with the window [α, β] = [−∞, +∞].
            Go down to B, a MIN node, with the window [α, β] = [−∞, +∞].
            Go down to E, a leaf, with the window [α, β] = [−∞, +∞].
            E is a leaf worth 3.
            B takes E's 3 (negated: −3): v = max(−∞, −3) = −3.
            Is v = −3 ≥ β = +∞? No, so no cut. −3 is better than α = −∞, so α becomes −3. [Max Update]
            Go down to F, a leaf, with the window [α, β] = [−∞, 3].
            F is a leaf worth 12.
            B takes F's 12 (negated: −12): v = max(−3, −12) stays −3.
            Is v = −3 ≥ β = +∞? No, so no cut. −3 is no better than α = −3, so α stays. [Max Ignore]
            B is done and returns −3 to A.
            A takes B's −3 (negated: 3): v = max(−∞, 3) = 3.
            Is v = 3 ≥ β = +∞? No, so no cut. 3 is better than α = −∞, so α becomes 3. [Max Update]
            Go down to C, a MIN node, with the window [α, β] = [−∞, −3].
            Go down to H, a leaf, with the window [α, β] = [3, +∞].
            H is a leaf worth 2.
            C takes H's 2 (negated: −2): v = max(−∞, −2) = −2.
            C stops after H: v = −2 ≥ β = −3. A can already get 3 (that is −3 from C's side), so it will never let the game reach C: I is skipped. [Max Cut]
            C is done and returns −2 to A.
            A takes C's −2 (negated: 2): v = max(3, 2) stays 3.
            Is v = 3 ≥ β = +∞? No, so no cut. 3 is no better than α = 3, so α stays. [Max Ignore]
            A is done: its value is 3.
            A picks B, its first move: the leftmost child with the best value, 3. Best play runs A → B → E.
        "#]],
    );
}

#[test]
fn minimax_with_a_depth_limit() {
    let options = Options {
        depth: Some(1),
        ..Options::new(Algorithm::Minimax)
    };
    check(
        "A(B=4(E=2 F=7) C=9(G=1 H=3))",
        options,
        expect![[r#"
            Start at A, a MAX node.
            Go down to B, a MIN node.
            The depth limit stops the search at B: its static value is 4.
            A takes B's 4: v = max(−∞, 4) = 4.
            Go down to C, a MIN node.
            The depth limit stops the search at C: its static value is 9.
            A takes C's 9: v = max(4, 9) = 9.
            A is done: its value is 9.
            A picks C, its second move: the leftmost child with the best value, 9. Best play runs A → C.
        "#]],
    );
}

#[test]
fn expectiminimax_on_dice() {
    check(
        "A(B(1/6:(3 5) 5/6:(2 9)))",
        Options::new(Algorithm::Expectiminimax),
        expect![[r#"
            Start at A, a MAX node.
            Go down to B, a CHANCE node.
            Go down to node 0.0, a MIN node.
            Go down to node 0.0.0, a leaf.
            Node 0.0.0 is a leaf worth 3.
            Node 0.0 takes node 0.0.0's 3: v = min(+∞, 3) = 3.
            Go down to node 0.0.1, a leaf.
            Node 0.0.1 is a leaf worth 5.
            Node 0.0 takes node 0.0.1's 5: v = min(3, 5) stays 3.
            Node 0.0 is done and returns 3 to B.
            B takes node 0.0's 3 with probability 1/6: the expected value so far is 0.5.
            Go down to node 0.1, a MIN node.
            Go down to node 0.1.0, a leaf.
            Node 0.1.0 is a leaf worth 2.
            Node 0.1 takes node 0.1.0's 2: v = min(+∞, 2) = 2.
            Go down to node 0.1.1, a leaf.
            Node 0.1.1 is a leaf worth 9.
            Node 0.1 takes node 0.1.1's 9: v = min(2, 9) stays 2.
            Node 0.1 is done and returns 2 to B.
            B takes node 0.1's 2 with probability 5/6: the expected value so far is 2.1667.
            B is done and returns 2.1667 to A.
            A takes B's 2.1667: v = max(−∞, 2.1667) = 2.1667.
            A is done: its value is 2.1667.
            A picks B, its first move: the leftmost child with the best value, 2.1667. Best play runs A → B.
        "#]],
    );
}

#[test]
fn max_n_on_three_players() {
    check(
        "((<1,2,6> <4,2,3>) (<6,1,2> <7,4,-1>))",
        Options::new(Algorithm::MaxN),
        expect![[r#"
            Start at the root, a player 1 node.
            Go down to node 0, a player 2 node.
            Go down to node 0.0, a leaf.
            Node 0.0 is a leaf worth ⟨1, 2, 6⟩.
            Node 0 takes node 0.0's ⟨1, 2, 6⟩: the first tuple, so player 2 keeps it for now.
            Go down to node 0.1, a leaf.
            Node 0.1 is a leaf worth ⟨4, 2, 3⟩.
            Node 0 takes node 0.1's ⟨4, 2, 3⟩: player 2 keeps ⟨1, 2, 6⟩, which gives them at least as much.
            Node 0 is done and returns ⟨1, 2, 6⟩ to the root.
            The root takes node 0's ⟨1, 2, 6⟩: the first tuple, so player 1 keeps it for now.
            Go down to node 1, a player 2 node.
            Go down to node 1.0, a leaf.
            Node 1.0 is a leaf worth ⟨6, 1, 2⟩.
            Node 1 takes node 1.0's ⟨6, 1, 2⟩: the first tuple, so player 2 keeps it for now.
            Go down to node 1.1, a leaf.
            Node 1.1 is a leaf worth ⟨7, 4, −1⟩.
            Node 1 takes node 1.1's ⟨7, 4, −1⟩: it gives player 2 more, so player 2 now prefers it.
            Node 1 is done and returns ⟨7, 4, −1⟩ to the root.
            The root takes node 1's ⟨7, 4, −1⟩: it gives player 1 more, so player 1 now prefers it.
            The root is done: its value is ⟨7, 4, −1⟩.
            The root picks node 1, its second move: the leftmost child with the best value, ⟨7, 4, −1⟩. Best play runs the root → node 1 → node 1.1.
        "#]],
    );
}

#[test]
fn numbers_as_the_lecture_writes_them() {
    use gametree::explain::number;
    let written: Vec<String> = [
        3.0,
        -2.5,
        1.0 / 3.0,
        -2.0 / 3.0,
        0.125,
        1e-9,
        -1e-9,
        123_456_789_012.5,
        1e20,
        f64::INFINITY,
        f64::NEG_INFINITY,
    ]
    .into_iter()
    .map(number)
    .collect();
    expect![[r#"3 −2.5 0.3333 −0.6667 0.125 0 −0 123456789012.5 100000000000000000000 +∞ −∞"#]]
        .assert_eq(&written.join(" "));
}

/// Every sentence of a search of `text`, one a line.
fn sentences(text: &str, options: Options) -> Vec<String> {
    let tree = parse(text).unwrap();
    let trace = search(&tree, &options).unwrap();
    let mut frame = Frame::new(&tree);
    trace
        .steps
        .iter()
        .map(|step| {
            let sentence = explain(english(), &tree, &trace, &frame, step);
            frame.apply(&tree, step);
            sentence
        })
        .collect()
}

#[test]
fn a_test_at_the_last_child_says_no_children_are_left_and_lights_no_cut() {
    let tree = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
    let mut frame = Frame::new(&tree);
    let mut said = Vec::new();
    for step in &trace.steps {
        if matches!(step, gametree::Step::Cut { .. }) {
            said.push((
                explain(english(), &tree, &trace, &frame, step),
                rule(&tree, &trace, &frame, step),
            ));
        }
        frame.apply(&tree, step);
    }
    let (at_d, cell) = &said[1];
    assert!(
        at_d.contains("v = 2 ≤ α = 3, but no children are left"),
        "{at_d}"
    );
    assert_eq!(*cell, None, "no cell of the rule table: nothing is cut");
    assert_eq!(
        said[0].1,
        Some((gametree::explain::Side::Min, gametree::explain::Rule::Cut))
    );
}

#[test]
fn labels_keep_their_case_and_moves_are_counted_from_one() {
    let said = sentences(
        "p7(p6_1(p5=1 p4=-1) p5_2(p3=1))",
        Options::new(Algorithm::Minimax),
    );
    for sentence in &said {
        assert!(
            !sentence.contains("P7") && !sentence.contains("P6_1"),
            "{sentence}"
        );
        assert!(!sentence.contains("move 0"), "{sentence}");
    }
    expect![[r#"
        Start at p7, a MAX node.
        Go down to p6_1, a MIN node.
        Go down to p5, a leaf.
        Node p5 is a leaf worth 1.
        Node p6_1 takes p5's 1: v = min(+∞, 1) = 1.
        Go down to p4, a leaf.
        Node p4 is a leaf worth −1.
        Node p6_1 takes p4's −1: v = min(1, −1) = −1.
        Node p6_1 is done and returns −1 to p7.
        Node p7 takes p6_1's −1: v = max(−∞, −1) = −1.
        Go down to p5_2, a MIN node.
        Go down to p3, a leaf.
        Node p3 is a leaf worth 1.
        Node p5_2 takes p3's 1: v = min(+∞, 1) = 1.
        Node p5_2 is done and returns 1 to p7.
        Node p7 takes p5_2's 1: v = max(−1, 1) = 1.
        Node p7 is done: its value is 1.
        Node p7 picks p5_2, its second move: the leftmost child with the best value, 1. Best play runs p7 → p5_2 → p3.
    "#]]
    .assert_eq(&(said.join("\n") + "\n"));
    let unlabelled = sentences("((3 12) (2 4))", Options::new(Algorithm::Minimax));
    let last = unlabelled.last().unwrap();
    assert!(
        !last.contains("move 0") && !last.contains("move 1"),
        "{last}"
    );
    assert!(last.contains("first move"), "{last}");
}

#[test]
fn windows_are_written_as_the_drawing_writes_them() {
    let said = sentences(
        "A(B(E=3 F=12) C(H=2 I=4))",
        Options::new(Algorithm::AlphaBeta),
    );
    assert!(said.iter().all(|sentence| !sentence.contains("(α, β)")));
    assert_eq!(
        said[1],
        "Go down to B, a MIN node, with the window [α, β] = [−∞, +∞]."
    );
}

#[test]
fn the_final_choice_names_the_line_of_best_play() {
    let said = sentences(
        "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))",
        Options::new(Algorithm::AlphaBeta),
    );
    let last = said.last().unwrap();
    assert!(last.contains("A → B → E"), "{last}");
}

#[test]
fn the_chosen_move_is_counted_in_the_order_searched_and_drawn() {
    // Worst first, A's children are searched (and drawn) C, D, B: the
    // choice of B is its third move, not its first as written.
    let tree = parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap();
    let options = Options {
        order: gametree::MoveOrder::Worst,
        ..Options::new(Algorithm::AlphaBeta)
    };
    let trace = search(&tree, &options).unwrap();
    let before_last = Frame::at(&tree, &trace, trace.len() - 1);
    let last = trace.steps.last().unwrap();
    assert!(matches!(last, gametree::Step::Choose { .. }));
    let b = tree.find("0").unwrap();
    assert_eq!(trace.place(&tree, 0, b), 2, "B is searched last");
    let sentence = explain(english(), &tree, &trace, &before_last, last);
    assert!(
        sentence.starts_with("A picks B, its third move"),
        "{sentence}"
    );
}

#[test]
fn cuts_are_named_alpha_at_min_nodes_and_beta_at_max_nodes() {
    let said = |text: &str| {
        let tree = parse(text).unwrap();
        let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
        let mut frame = Frame::new(&tree);
        let mut cuts = Vec::new();
        for step in &trace.steps {
            if matches!(step, gametree::Step::Cut { .. }) {
                cuts.push(explain(english(), &tree, &trace, &frame, step));
            }
            frame.apply(&tree, step);
        }
        cuts
    };
    let alpha = said("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))");
    assert!(
        alpha[0].starts_with("C stops after H, an α-cut: "),
        "{alpha:?}"
    );
    // MIN at the root: its MAX child C stops at 14 ≥ β = 12.
    let beta = said("min (B(3 12 8) C(14 5 2))");
    assert!(beta[0].starts_with("C stops after"), "{beta:?}");
    assert!(beta[0].contains(", a β-cut: v = 14 ≥ β = 12"), "{beta:?}");
}

#[test]
fn a_choice_among_equals_says_the_leftmost_is_taken_when_the_tie_is_known() {
    let last_sentence = |algorithm| {
        let tree = parse("A(B=3 C=5 D=5)").unwrap();
        let trace = search(&tree, &Options::new(algorithm)).unwrap();
        let before = Frame::at(&tree, &trace, trace.len() - 1);
        explain(
            english(),
            &tree,
            &trace,
            &before,
            trace.steps.last().unwrap(),
        )
    };
    assert!(last_sentence(Algorithm::Minimax).starts_with(
        "A picks C, its second move: the leftmost child with the best value, 5; \
         D is worth as much, but the leftmost is taken."
    ));
    // Alpha-beta searches D with the window [5, +∞]: its 5 is only a bound,
    // so no tie is claimed.
    let pruned = last_sentence(Algorithm::AlphaBeta);
    assert!(!pruned.contains("worth as much"), "{pruned}");
}

/// The longest sentence of any step of `text` searched with `options`,
/// in each language.
fn longest_sentences(text: &str, options: Options) -> Vec<(Lang, String)> {
    let tree = parse(text).unwrap();
    let trace = search(&tree, &options).unwrap();
    Lang::ALL
        .iter()
        .map(|&lang| {
            let words = words(lang, Digits::Ascii);
            let mut frame = Frame::new(&tree);
            let mut longest = String::new();
            for step in &trace.steps {
                let sentence = explain(words, &tree, &trace, &frame, step);
                if sentence.chars().count() > longest.chars().count() {
                    longest = sentence;
                }
                frame.apply(&tree, step);
            }
            (lang, longest)
        })
        .collect()
}

#[test]
fn a_cut_of_300000_leaves_names_four_and_counts_the_rest_in_every_language() {
    let zeros = vec!["0"; 300_000].join(" ");
    for text in [format!("(inf {zeros})"), format!("((3) (2 {zeros}))")] {
        for (lang, sentence) in longest_sentences(&text, Options::new(Algorithm::AlphaBeta)) {
            let length = sentence.chars().count();
            assert!(length < 400, "{lang:?}: {length} characters: {sentence}");
            assert!(sentence.contains("299996"), "{lang:?}: {sentence}");
        }
    }
}
