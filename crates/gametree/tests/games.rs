//! Trees built from game rules, checked against what is known by hand:
//! tic-tac-toe's size, value and the lecture notes' evaluation, Nim against
//! the heap-mod-(K+1) rule, the recipes a link carries, the position at a
//! node, lambda search on positions worked by hand, and the prisoner's
//! dilemma's dominated strategies, equilibrium and tree.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::expect;
use gametree::explain::{lambda, normal_form};
use gametree::games::board::{Board, Mark};
use gametree::games::lambda::{lambda as lambda_search, lambda_tree};
use gametree::games::tic_tac_toe::{evaluation, position};
use gametree::games::{
    mover_wins, nim, position_at, tic_tac_toe, NormalForm, Position, Recipe, VacuumState,
};
use gametree::lang::english;
use gametree::tree::MAX_NODES;
use gametree::{parse, search, Algorithm, NodeId, Options, Player, Summary, Tree, Value};

fn value_of(tree: &Tree, algorithm: Algorithm) -> f64 {
    let trace = search(tree, &Options::new(algorithm)).expect("a game tree suits minimax");
    match Summary::new(tree, &trace).value {
        Value::Number(value) => value,
        Value::Tuple(_) => unreachable!("game trees have numbers"),
    }
}

fn leaves(tree: &Tree) -> usize {
    tree.ids().filter(|&id| tree.node(id).is_leaf()).count()
}

/// The labels of the root's children and their values, as `Xa1=3`.
fn moves(tree: &Tree) -> String {
    tree.children(NodeId::ROOT)
        .iter()
        .map(|&child| {
            let node = tree.node(child);
            match &node.value {
                Some(value) => format!("{}={value}", node.label.as_deref().unwrap_or("")),
                None => node.label.as_deref().unwrap_or("").to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn the_whole_of_tic_tac_toe_is_549_946_nodes_and_a_draw() {
    let tree = tic_tac_toe(".../.../...", None, false, false).unwrap();
    assert_eq!(tree.len(), 549_946);
    assert_eq!(leaves(&tree), 255_168);
    assert_eq!(value_of(&tree, Algorithm::AlphaBeta), 0.0);
    assert_eq!(tree.root_player(), Player::Max);
    expect!["Xa1 Xb1 Xc1 Xa2 Xb2 Xc2 Xa3 Xb3 Xc3"].assert_eq(&moves(&tree));
}

#[test]
fn the_evaluation_of_the_notes_counts_open_lines() {
    let eval = |rows: &str| evaluation(&position(rows).unwrap());
    assert_eq!(eval(".../.../..."), 0);
    // X in the centre leaves 8 lines open for X and 4 for O; a corner 3 for
    // O... so 8 - 5; an edge 8 - 6.
    assert_eq!(eval(".../.x./..."), 4);
    assert_eq!(eval("x../.../..."), 3);
    assert_eq!(eval(".x./.../..."), 2);
    // The two replies of the notes' figure: O in a corner, O on an edge.
    assert_eq!(eval("o../.x./..."), 1);
    assert_eq!(eval(".o./.x./..."), 2);
    // The depth limit reads it at every node one ply down.
    let one_ply = tic_tac_toe(".../.../...", Some(1), false, false).unwrap();
    expect!["Xa1=3 Xb1=2 Xc1=3 Xa2=2 Xb2=4 Xc2=2 Xa3=3 Xb3=2 Xc3=3"].assert_eq(&moves(&one_ply));
    // Two plies with symmetries merged: the notes' figure. X's three
    // distinct moves; MIN's best replies leave -1 (corner, O in the
    // centre), -2 (edge, O in the centre) and 1 (centre, O in a corner).
    let two_plies = tic_tac_toe(".../.../...", Some(2), true, false).unwrap();
    expect!["(Xa1(Ob1=1 Oc1=0 Ob2=-1 Oc2=1 Oc3=0) Xb1(Oa1=-1 Oa2=0 Ob2=-2 Oa3=-1 Ob3=0) Xb2(Oa1=1 Ob1=2))"]
        .assert_eq(&two_plies.to_string());
    assert_eq!(value_of(&two_plies, Algorithm::Minimax), 1.0);
    assert_eq!(parse(&two_plies.to_string()), Ok(two_plies));
}

#[test]
fn finished_games_outrank_any_evaluation_at_a_depth_limit() {
    // X completes the top row with Xc1: +100 with a depth limit, +1 without.
    let limited = tic_tac_toe("xx./oo./...", Some(1), false, false).unwrap();
    expect!["Xc1=100 Xc2=1 Xa3=1 Xb3=0 Xc3=1"].assert_eq(&moves(&limited));
    let whole = tic_tac_toe("xx./oo./...", None, false, false).unwrap();
    assert_eq!(
        whole.node(whole.children(NodeId::ROOT)[0]).value,
        Some(Value::Number(1.0))
    );
    // O to move: MIN moves first, and the tree says so.
    let o_to_move = tic_tac_toe("xx./o../...", Some(1), false, false).unwrap();
    assert_eq!(o_to_move.root_player(), Player::Min);
    assert!(o_to_move.to_string().starts_with("min (Oc1=-1 "));
    // A finished game is a single leaf.
    let won = tic_tac_toe("xxx/oo./...", None, false, false).unwrap();
    assert_eq!(
        (won.len(), won.node(NodeId::ROOT).value.clone()),
        (1, Some(Value::Number(1.0)))
    );
}

#[test]
fn positions_no_game_reaches_are_refused_in_a_sentence() {
    let refused = |rows: &str| tic_tac_toe(rows, None, false, false).unwrap_err().message;
    expect!["X moves first and the players take turns, so X has as many marks as O or one more, not 9 and 0"]
        .assert_eq(&refused("xxx/xxx/xxx"));
    expect!["X moves first and the players take turns, so X has as many marks as O or one more, not 0 and 1"]
        .assert_eq(&refused("o../.../..."));
    expect![[r#"a position is rows of x, o and . of equal length separated by "/", at most 8 rows of 8, such as x.o/.x./... (found "xo/...")"#]]
        .assert_eq(&refused("xo/..."));
    expect!["a tic-tac-toe position is three rows of three squares, such as x.o/.x./..., not 4×3"]
        .assert_eq(&refused("x.../..../...."));
    expect!["a square is x, o or ., not 'z'"].assert_eq(&refused("xz./.../..."));
    expect!["both X and O have a line, but the game ends at the first"]
        .assert_eq(&refused("xxx/ooo/x.o"));
    expect!["X has a line, so X moved last and has one mark more than O"]
        .assert_eq(&refused("xxx/oo./o.."));
    expect!["O has a line, so O moved last and has as many marks as X"]
        .assert_eq(&refused("ooo/xx./x.x"));
}

#[test]
fn nim_follows_the_heap_modulo_k_plus_one_rule() {
    for take in 1..=4 {
        for heap in 0..=12 {
            for misere in [false, true] {
                let tree = nim(heap, take, misere, MAX_NODES).unwrap();
                let max_wins = value_of(&tree, Algorithm::AlphaBeta) > 0.0;
                assert_eq!(
                    max_wins,
                    mover_wins(heap, take, misere),
                    "heap {heap} take {take} misère {misere}"
                );
            }
        }
    }
    // By hand: from 4, taking 1 to 3, the player to move loses; misère, from 5.
    assert!(!mover_wins(4, 3, false) && mover_wins(5, 3, false));
    assert!(!mover_wins(5, 3, true) && mover_wins(4, 3, true));
    expect!["(take1(take1(take1=1) take2=-1) take2(take1=-1))"]
        .assert_eq(&nim(3, 2, false, MAX_NODES).unwrap().to_string());
    expect!["(take1(take1(take1=-1) take2=1) take2(take1=1))"]
        .assert_eq(&nim(3, 2, true, MAX_NODES).unwrap().to_string());
    assert_eq!(
        nim(0, 3, false, MAX_NODES).unwrap().to_string(),
        "-1",
        "MAX cannot move: MIN took the last token"
    );
    expect!["a move takes at least one token, so K is 1 or more"]
        .assert_eq(&nim(5, 0, false, MAX_NODES).unwrap_err().message);
    expect!["the tree of Nim from a heap of 40 has more than the 4000000 nodes a tree may hold: start from a smaller position"]
        .assert_eq(&nim(40, 3, false, MAX_NODES).unwrap_err().message);
}

/// A link's lambda recipe names the number it was given, and a board
/// too small for any line says so.
#[test]
fn lambda_links_say_what_is_wrong() {
    let refusal = |text: &str| Recipe::parse(text).unwrap_err().message;
    expect!["the line to make must be 2 to 3 long on this board, not 260"]
        .assert_eq(&refusal("lambda,x../.../...,k260,n1,x"));
    expect!["lambda search here goes up to order 3, not 300"]
        .assert_eq(&refusal("lambda,x../.../...,k3,n300,x"));
    expect!["a board of one square holds no line: give it at least two squares in a row"]
        .assert_eq(&refusal("lambda,x,k1,n1,x"));
}

/// Absurd sizes are refused before any node is built: each of these once
/// ran out of memory, or for minutes, before saying no.
#[test]
fn game_trees_too_large_are_refused_at_once() {
    for (heap, take) in [
        (u32::MAX, 3),
        (1_000_000_000, 3),
        (u32::MAX, u32::MAX),
        (4_000_000, 1),
    ] {
        let error = nim(heap, take, false, MAX_NODES).unwrap_err().message;
        assert!(
            error.contains("has more than the 4000000 nodes"),
            "{heap},{take}: {error}"
        );
    }
    for sticks in [18, 19, 20, 1000, 1_000_000, u32::MAX] {
        let error = gametree::games::grundy(sticks, MAX_NODES)
            .unwrap_err()
            .message;
        assert!(
            error.contains("has more than the 4000000 nodes"),
            "{sticks}: {error}"
        );
    }
    // 17 sticks is the largest pile whose tree fits, and 18 do not fit.
    assert_eq!(
        gametree::games::grundy(17, MAX_NODES).unwrap().len(),
        2_115_296
    );
    assert!(grundy_size(&[18], &mut Default::default()) > 4_000_000);
    // A smaller limit, as the app sets one, is kept the same way.
    let error = gametree::games::grundy(17, 600_000).unwrap_err().message;
    assert!(error.contains("has more than the 600000 nodes"), "{error}");
    let error = nim(26, 2, false, 500_000).unwrap_err().message;
    assert!(error.contains("has more than the 500000 nodes"), "{error}");
    assert_eq!(
        nim(26, 2, false, 514_228).unwrap().len(),
        514_228,
        "exactly the limit fits"
    );
    assert!(
        nim(26, 2, false, 514_227).is_err(),
        "one node fewer does not"
    );
}

/// The nodes of Grundy's game from `piles` (largest first), counted
/// position by position: each position's tree is the same wherever it
/// stands.
fn grundy_size(piles: &[u32], sizes: &mut std::collections::HashMap<Vec<u32>, u64>) -> u64 {
    if let Some(&size) = sizes.get(piles) {
        return size;
    }
    let mut moves: Vec<Vec<u32>> = Vec::new();
    for (index, &pile) in piles.iter().enumerate() {
        for smaller in 1..pile.div_ceil(2) {
            let mut next = piles.to_vec();
            next[index] = pile - smaller;
            next.push(smaller);
            next.sort_unstable_by(|a, b| b.cmp(a));
            if !moves.contains(&next) {
                moves.push(next);
            }
        }
    }
    let size = 1 + moves
        .iter()
        .map(|next| grundy_size(next, sizes))
        .sum::<u64>();
    sizes.insert(piles.to_vec(), size);
    size
}

#[test]
fn grundy_sizes_count_the_built_trees() {
    let mut sizes = Default::default();
    for (sticks, &size) in gametree::games::grundy::SIZES.iter().enumerate() {
        assert_eq!(
            grundy_size(&[sticks as u32], &mut sizes),
            size as u64,
            "{sticks} sticks"
        );
    }
    for sticks in [0, 1, 2, 7, 12] {
        let size = gametree::games::grundy::SIZES[sticks as usize];
        assert_eq!(
            gametree::games::grundy(sticks, MAX_NODES).unwrap().len(),
            size
        );
    }
    // Labels name the piles, largest first, two-digit piles whole.
    let tree = gametree::games::grundy(12, MAX_NODES).unwrap();
    let labels: Vec<String> = tree
        .children(NodeId::ROOT)
        .iter()
        .map(|&child| tree.name(child))
        .collect();
    assert_eq!(tree.name(NodeId::ROOT), "p12");
    assert_eq!(labels, ["p11_1", "p10_2", "p9_3", "p8_4", "p7_5"]);
    assert_eq!(gametree::games::grundy::piles("p10_2"), Some(vec![10, 2]));
}

#[test]
fn every_search_that_fits_agrees_on_game_trees() {
    let trees = [
        nim(7, 3, false, MAX_NODES).unwrap(),
        nim(8, 3, false, MAX_NODES).unwrap(),
        nim(6, 2, true, MAX_NODES).unwrap(),
        gametree::games::grundy(7, MAX_NODES).unwrap(),
        tic_tac_toe("xo./.x./o..", None, false, false).unwrap(),
        tic_tac_toe("xox/.o./...", Some(2), true, false).unwrap(),
    ];
    for tree in &trees {
        let minimax = value_of(tree, Algorithm::Minimax);
        for algorithm in [
            Algorithm::AlphaBeta,
            Algorithm::Negamax,
            Algorithm::NegamaxAlphaBeta,
            Algorithm::Pvs,
        ] {
            assert_eq!(
                value_of(tree, algorithm),
                minimax,
                "{algorithm:?} on {tree}"
            );
        }
        // The proof-number searches prove exactly the wins for MAX.
        for algorithm in [
            Algorithm::ProofNumber,
            Algorithm::ProofNumberSquared,
            Algorithm::DepthFirstProofNumber,
        ] {
            let trace = search(tree, &Options::new(algorithm)).unwrap();
            let proof = Summary::new(tree, &trace).proof.expect("a verdict");
            assert_eq!(proof.proved, minimax > 0.0, "{algorithm:?} on {tree}");
        }
    }
}

#[test]
fn a_recipe_names_a_tree_in_a_few_words() {
    for text in [
        "tictactoe,x.o/.x./...",
        "tictactoe,.../.../...,d2,sym",
        "tictactoe,x.o/.x./o..,sooner",
        "nim,7",
        "nim,5,k2,misere",
        "grundy,7",
        "vacuum",
        "vacuum,CMB",
        "lambda,x../.xo/..o,k3,n1,x",
    ] {
        let recipe = Recipe::parse(text).unwrap();
        assert_eq!(recipe.to_string(), text);
        let tree = recipe.build(gametree::tree::MAX_NODES).unwrap();
        assert_eq!(parse(&tree.to_string()), Ok(tree), "{text}");
    }
    let refused = |text: &str| Recipe::parse(text).unwrap_err().message;
    expect![[r#""chess" names no game tree: write tictactoe,ROWS or nim,N or grundy,N or vacuum or lambda,ROWS,kK,nN,P"#]]
        .assert_eq(&refused("chess"));
    expect![[r#""d-1" is not a part of a tictactoe tree"#]]
        .assert_eq(&refused("tictactoe,.../.../...,d-1"));
    expect![[r#""MXA" is not a part of a vacuum tree"#]].assert_eq(&refused("vacuum,MXA"));
    expect!["X moves first and the players take turns, so X has as many marks as O or one more, not 2 and 0"]
        .assert_eq(&refused("tictactoe,xx./.../..."));
}

#[test]
fn every_node_of_a_game_tree_has_its_position() {
    let recipe = Recipe::parse("tictactoe,xox/.o./...").unwrap();
    let tree = recipe.build(gametree::tree::MAX_NODES).unwrap();
    let block = tree.find("3").unwrap();
    assert_eq!(tree.node(block).label.as_deref(), Some("Xb3"));
    let after = tree.children(block)[0];
    let Some(Position::Board { board, to_move }) = position_at(&recipe, &tree, after) else {
        panic!("a board");
    };
    assert_eq!(
        (board.to_string(), to_move),
        ("xox/oo./.x.".to_string(), Mark::X)
    );

    let nim_recipe = Recipe::parse("nim,5").unwrap();
    let nim_tree = nim_recipe.build(gametree::tree::MAX_NODES).unwrap();
    let node = nim_tree.find("1.0").unwrap(); // take 2, then take 1
    assert_eq!(
        position_at(&nim_recipe, &nim_tree, node),
        Some(Position::Heaps {
            heaps: vec![2],
            max_to_move: true
        })
    );

    let grundy = Recipe::parse("grundy,7").unwrap();
    let grundy_tree = grundy.build(gametree::tree::MAX_NODES).unwrap();
    assert_eq!(
        position_at(&grundy, &grundy_tree, grundy_tree.find("0.1").unwrap()),
        Some(Position::Heaps {
            heaps: vec![4, 2, 1],
            max_to_move: true
        })
    );

    let vacuum = Recipe::parse("vacuum").unwrap();
    let vacuum_tree = vacuum.build(gametree::tree::MAX_NODES).unwrap();
    let suck = vacuum_tree.find("0").unwrap();
    assert_eq!(
        position_at(&vacuum, &vacuum_tree, suck),
        Some(Position::Vacuum {
            state: VacuumState::START,
            action: Some("Suck".into())
        })
    );
    // An edited tree whose labels name no move has no position.
    let edited = parse("(Xq9=1)").unwrap();
    assert_eq!(
        position_at(&recipe, &edited, edited.find("0").unwrap()),
        None
    );
}

#[test]
fn lambda_search_on_positions_worked_by_hand() {
    let report = |rows: &str, in_a_row: u8, order: u8| {
        let board = Board::parse(rows).unwrap();
        lambda_search(&board, in_a_row, order, board.to_move()).unwrap()
    };
    let sentences = |report: &gametree::games::lambda::Report| {
        let mut lines = vec![lambda::verdict(english(), report)];
        for qualified in report.moves.iter().filter(|q| q.order.is_some()) {
            lines.push(lambda::qualification(english(), report, qualified));
        }
        lines.join("\n")
    };
    // X at a1 and b2, O at c2 and c3 threatening c1: Xc1 blocks and makes
    // two threats (b1, a3), a λ¹ win; Xb1 is a threat that O refutes by
    // completing c1-c3.
    let double = report("x../.xo/..o", 3, 2);
    expect![[r#"
        X wins with threats of order 1: the λ¹-tree has value 1, so X wins whatever O does.
        X b1 is a λ¹ move: if O passes, X completes a line at c1.
        X c1 is a λ¹ move: if O passes, X completes a line at b1.
        X a2 is a λ¹ move: if O passes, X completes a line at a3.
        X a3 is a λ¹ move: if O passes, X completes a line at c1.
        X b3 is a λ¹ move: if O passes, X completes a line at b1."#]]
    .assert_eq(&sentences(&double));
    let tree = lambda_tree(&double.position, 3, 1, Mark::X).unwrap();
    expect!["or (Xb1(Oc1=0) Xc1(Ob1=1 Oa2=1 Oa3=1 Ob3=1))"].assert_eq(&tree.tree.to_string());
    assert!(tree.wins);
    // O threatens a3; Xa3 blocks, and if O passed, Xc1 would make two
    // threats (c3 and b2): a λ² move. After Xa3, Ob2 threatens c3 and Xc3
    // blocks with two threats again, so X wins with threats of order 2, not 1.
    let quiet = report("ox./o.x/...", 3, 2);
    assert_eq!(quiet.wins_at, Some(2));
    let a3 = quiet.moves.iter().find(|q| q.square == 6).unwrap();
    expect!["X a3 is a λ² move: if O passes, X wins with threats of order 1, starting with X c1."]
        .assert_eq(&lambda::qualification(english(), &quiet, a3));
    assert_eq!(report("ox./o.x/...", 3, 1).wins_at, None);
    // Tic-tac-toe is a draw: no order wins from the empty board.
    let empty = report(".../.../...", 3, 3);
    expect!["X has no win with threats of order 3 or less: the λ³-tree has value 0 (a higher order might still win)."]
        .assert_eq(&lambda::verdict(english(), &empty));
    let a1 = empty.moves.first().unwrap();
    expect!["X a1 is a λ² move: if O passes, X wins with threats of order 1, starting with X b1."]
        .assert_eq(&lambda::qualification(english(), &empty, a1));
    // Gomoku, 6×6, four in a row: X's open two c3-d3 becomes an open three
    // with b3 or e3, a double threat: a λ¹ win.
    let open_two = report("o...../....../..xx../....../....../.....o", 4, 1);
    assert_eq!(open_two.wins_at, Some(1));
    let qualifying: Vec<String> = open_two
        .moves
        .iter()
        .filter(|q| q.order == Some(1))
        .map(|q| open_two.position.square_name(q.square))
        .collect();
    assert_eq!(qualifying, ["a3", "b3", "e3", "f3"]);
    // A move that does not qualify, in a sentence.
    let a1 = open_two.moves.iter().find(|q| q.order.is_none()).unwrap();
    expect!["X b1 is not a λ¹ move: if O passes, X still cannot complete a line at once."]
        .assert_eq(&lambda::qualification(english(), &open_two, a1));
}

#[test]
fn a_lambda_tree_is_an_and_or_tree_whose_value_is_the_verdict() {
    for (rows, in_a_row, order) in [
        ("x../.xo/..o", 3, 1),
        ("xo./.../...", 3, 1),
        ("ox./o.x/...", 3, 2),
        ("ox./o.x/...", 3, 1),
        (".../.../...", 3, 2),
        ("o...../....../..xx../....../....../.....o", 4, 1),
    ] {
        let board = Board::parse(rows).unwrap();
        let found = lambda_tree(&board, in_a_row, order, board.to_move()).unwrap();
        assert!(found.tree.is_and_or());
        let value = value_of(&found.tree, Algorithm::Minimax);
        assert_eq!(value > 0.0, found.wins, "{rows} order {order}");
        let report = lambda_search(&board, in_a_row, order, board.to_move()).unwrap();
        assert_eq!(report.wins_at.is_some(), found.wins, "{rows} order {order}");
        // AND-OR search finds a plan exactly when the attacker wins.
        let plan = search(&found.tree, &Options::new(Algorithm::AndOr)).unwrap();
        assert_eq!(
            Summary::new(&found.tree, &plan).value == Value::Number(1.0),
            found.wins
        );
    }
    let board = Board::parse("xxx/oo./...").unwrap();
    expect!["the game is over: X already has 3 in a row"]
        .assert_eq(&lambda_search(&board, 3, 1, Mark::O).unwrap_err().message);
    expect!["lambda search here goes up to order 3, not 4"].assert_eq(
        &lambda_search(&Board::empty(3, 3), 3, 4, Mark::X)
            .unwrap_err()
            .message,
    );
}

#[test]
fn the_prisoners_dilemma_ends_with_both_betraying() {
    let game = NormalForm::prisoners_dilemma(english());
    let steps = game.eliminate();
    let mut standing = [vec![0, 1], vec![0, 1]];
    let mut said = Vec::new();
    for step in &steps {
        said.push(normal_form::elimination(
            english(),
            &game,
            step,
            &standing[1 - step.player],
        ));
        standing[step.player].retain(|&s| s != step.strategy);
    }
    expect![[r#"
        Prisoner 1's Silent is strictly dominated by Betray: 0 instead of 1 against Silent, 5 instead of 10 against Betray. Cross it out.
        Prisoner 2's Silent is strictly dominated by Betray: 5 instead of 10 against Betray. Cross it out."#]]
    .assert_eq(&said.join("\n"));
    assert_eq!(game.equilibria(), [(1, 1)]);
    expect!["(Betray, Betray) is a Nash equilibrium: neither player does better by changing alone (5 and 5)."]
        .assert_eq(&normal_form::equilibrium(english(), &game, (1, 1)));
    // The tree: prisoner 1 (MAX) chooses, prisoner 2 (MIN) answers without
    // knowing; minimax picks Betray for both, the equilibrium.
    let tree = game.tree();
    expect!["(Silent(Silent=-1 Betray=-10) Betray(Silent=0 Betray=-5))"]
        .assert_eq(&tree.to_string());
    assert_eq!(game.information_set(&tree), tree.children(NodeId::ROOT));
    let trace = search(&tree, &Options::new(Algorithm::Minimax)).unwrap();
    let summary = Summary::new(&tree, &trace);
    assert_eq!(
        (summary.value.clone(), summary.best_move),
        (Value::Number(-5.0), Some(1))
    );
    expect!["Minimax on the tree reaches (Betray, Betray), 5 for Prisoner 1: the equilibrium too, but for another reason: minimax assumes the second player knows the first's choice and wants the first to do badly, while the information set says the second player does not know it, and each player only minds their own payoff."]
        .assert_eq(&normal_form::minimax_versus_equilibrium(english(), &game));
    assert_eq!(normal_form::minimax_cell(&game), (1, 1));
}

/// What lambda search and the prisoner's dilemma say beside the tree, in
/// Romanian, Czech and Persian: every sentence of a λ¹ win, of a position
/// with no win, and of the dilemma's eliminations, equilibrium and minimax
/// comparison, with no key missing, no placeholder left, and not English;
/// the dilemma's tree labelled with its choices in the language.
#[test]
fn lambda_search_and_the_dilemma_speak_every_language() {
    use gametree::lang::{words, Digits, Lang};
    let said_in = |words: &gametree::lang::Catalogue| {
        let mut lines = Vec::new();
        for (rows, order) in [("x../.xo/..o", 2), ("x../.o./...", 1)] {
            let board = Board::parse(rows).unwrap();
            let report = lambda_search(&board, 3, order, board.to_move()).unwrap();
            lines.push(lambda::verdict(words, &report));
            for qualified in &report.moves {
                lines.push(lambda::qualification(words, &report, qualified));
            }
        }
        let game = NormalForm::prisoners_dilemma(words);
        let mut standing = [vec![0, 1], vec![0, 1]];
        for step in &game.eliminate() {
            lines.push(normal_form::elimination(
                words,
                &game,
                step,
                &standing[1 - step.player],
            ));
            standing[step.player].retain(|&strategy| strategy != step.strategy);
        }
        for cell in game.equilibria() {
            lines.push(normal_form::equilibrium(words, &game, cell));
        }
        lines.push(normal_form::minimax_versus_equilibrium(words, &game));
        lines
    };
    let english = said_in(english());
    assert!(english.len() > 8);
    // The prisoners' choices label the game's tree in the language too,
    // and the tree's text reads back as the same tree.
    let choices = |lang| {
        let tree = NormalForm::prisoners_dilemma(words(lang, Digits::Ascii)).tree();
        assert_eq!(parse(&tree.to_string()).unwrap(), tree);
        tree.to_string()
    };
    expect!["(Mlčet(Mlčet=-1 Zradit=-10) Zradit(Mlčet=0 Zradit=-5))"].assert_eq(&choices(Lang::Cs));
    expect!["(سکوت(سکوت=-1 خیانت=-10) خیانت(سکوت=0 خیانت=-5))"].assert_eq(&choices(Lang::Fa));
    for lang in [Lang::Ro, Lang::Cs, Lang::Fa] {
        for (own, english) in said_in(words(lang, Digits::Ascii)).iter().zip(&english) {
            assert!(
                !own.contains('⟦') && !own.contains('{') && own != english,
                "{}: {own}",
                lang.tag()
            );
        }
    }
}

#[test]
fn with_the_sooner_utility_a_win_at_once_beats_a_slower_one() {
    // X to move on x.o/.x./o..: Xc3 completes the diagonal at once, but a
    // win is a win to plain minimax, which takes the leftmost winning
    // move; the textbooks' depth-aware utility prefers the sooner win.
    let best = |sooner: bool| {
        let tree = tic_tac_toe("x.o/.x./o..", None, false, sooner).unwrap();
        let trace = search(&tree, &Options::new(Algorithm::Minimax)).unwrap();
        let summary = Summary::new(&tree, &trace);
        let child = tree.children(NodeId::ROOT)[summary.best_move.expect("a best move")];
        (tree.name(child), summary.value)
    };
    let (plain, plain_value) = best(false);
    assert_ne!(plain, "Xc3", "the leftmost win is slower");
    assert_eq!(plain_value, Value::Number(1.0));
    // A win at once leaves four squares empty: 1 + 4.
    assert_eq!(best(true), ("Xc3".to_string(), Value::Number(5.0)));
}
