//! The `gametree` command end to end: its JSON, its errors and exit codes,
//! exactly as `cli.md` specifies them.
#![cfg(not(target_arch = "wasm32"))]

#[path = "common/command.rs"]
mod command;

use command::gametree;

const FIGURE_5_2: &str = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";

/// Runs a command that must succeed and returns its standard output.
fn ok(args: &[&str], stdin: &str) -> String {
    let run = gametree(args, stdin);
    assert_eq!(run.code, 0, "stderr: {}", run.stderr);
    assert_eq!(run.stderr, "");
    run.stdout
}

/// Runs a command that must fail and returns its one error line.
fn error(args: &[&str], stdin: &str) -> String {
    let run = gametree(args, stdin);
    assert_eq!(run.code, 2, "stdout: {}", run.stdout);
    assert_eq!(run.stdout, "", "nothing on standard output after an error");
    assert_eq!(run.stderr.lines().count(), 1, "one line: {}", run.stderr);
    run.stderr.trim_end().to_string()
}

#[test]
fn solve_alpha_beta_figure_5_2() {
    assert_eq!(
        ok(&["solve", "--algo", "alphabeta"], FIGURE_5_2),
        concat!(
            r#"{"algo":"alphabeta","value":3,"best_move":0,"#,
            r#""evaluated":["0.0","0.1","0.2","1.0","2.0","2.1","2.2"],"#,
            r#""cutoffs":[{"node":"1","after":0}],"steps":43}"#,
            "\n"
        )
    );
}

#[test]
fn solve_defaults_to_minimax_and_reads_a_file_or_standard_input() {
    let path = std::env::temp_dir().join("gametree-cli-test.txt");
    std::fs::write(&path, "((3 12 8) (2 4 6) (14 5 2))").unwrap();
    let from_file = ok(&["solve", path.to_str().unwrap()], "");
    assert_eq!(
        from_file,
        ok(&["solve", "-"], "((3 12 8) (2 4 6) (14 5 2))")
    );
    assert_eq!(from_file, ok(&["solve"], "((3 12 8) (2 4 6) (14 5 2))"));
    assert!(from_file.starts_with(r#"{"algo":"minimax","value":3,"best_move":0,"#));
    assert!(from_file.contains(r#""cutoffs":[]"#));
}

#[test]
fn negamax_prints_the_value_for_max() {
    let tree = "min (3 (5 1))";
    let minimax = ok(&["solve"], tree);
    let negamax = ok(&["solve", "--algo", "negamax"], tree);
    assert!(minimax.contains(r#""value":3,"#), "{minimax}");
    assert_eq!(
        negamax.replace("negamax", "minimax"),
        minimax,
        "same answer but the name"
    );
}

#[test]
fn values_of_every_kind() {
    let dice = "A(B(1/6:(3 5) 5/6:(2 9)) C(1/6:(7 1) 5/6:(8 6)))";
    assert!(ok(&["solve", "--algo", "expectiminimax"], dice)
        .starts_with(r#"{"algo":"expectiminimax","value":5.16666666666666"#));
    let players =
        "(((<1,2,6> <4,2,3>) (<6,1,2> <7,4,-1>)) ((<5,-1,-1> <-1,5,2>) (<7,7,-1> <5,4,5>)))";
    assert!(ok(&["solve", "--algo", "maxn"], players)
        .starts_with(r#"{"algo":"maxn","value":[1,2,6],"best_move":0,"#));
    assert!(ok(&["solve", "--algo", "alphabeta"], "(-inf 2.5)")
        .starts_with(r#"{"algo":"alphabeta","value":2.5,"#));
}

#[test]
fn a_max_root_stops_at_plus_infinity() {
    assert_eq!(
        ok(&["solve", "--algo", "alphabeta"], "(inf 3 4)"),
        r#"{"algo":"alphabeta","value":"inf","best_move":0,"evaluated":["0"],"cutoffs":[{"node":"","after":0}],"steps":7}"#
            .to_string()
            + "\n"
    );
}

#[test]
fn depth_limit_and_null_moves() {
    let tree = "A(B=4(E=2 F=7) C=9(G=1 H(K=12 L=3)) D=6(I=8 J=4))";
    assert!(ok(&["solve", "--depth", "1"], tree)
        .starts_with(r#"{"algo":"minimax","value":9,"best_move":1,"#));
    assert!(ok(&["solve", "--depth", "0"], "A=5(1 2)").contains(r#""best_move":null"#));
    assert!(ok(&["solve", "--algo", "expectiminimax"], "(1/2:3 1/2:5)")
        .contains(r#""value":4,"best_move":null"#));
    assert!(ok(&["solve"], "7").contains(r#""best_move":null"#));
}

#[test]
fn trace_prints_one_step_a_line() {
    let out = ok(&["trace", "--algo", "alphabeta"], FIGURE_5_2);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 43);
    assert_eq!(
        lines[0],
        r#"{"step":"enter","node":"","alpha":"-inf","beta":"inf","line":4,"text":"Start at A, a MAX node, with the window [α, β] = [−∞, +∞]."}"#
    );
    assert!(lines.iter().any(|line| line.starts_with(
        r#"{"step":"cut","node":"1","after":0,"value":2,"bound":3,"line":17,"text":"C stops after H, an α-cut: v = 2 ≤ α = 3."#
    )));
    assert!(lines[42].starts_with(r#"{"step":"choose","node":"","child":0,"#));
    for line in lines {
        serde_json::from_str::<serde_json::Value>(line).expect("every line is JSON");
    }
}

#[test]
fn random_trees_are_reproducible() {
    let args = [
        "random",
        "--branching",
        "3",
        "--depth",
        "2",
        "--seed",
        "7",
        "--min",
        "-5",
        "--max",
        "5",
    ];
    let tree = ok(&args, "");
    assert_eq!(tree, ok(&args, ""));
    assert_ne!(
        tree,
        ok(
            &["random", "--branching", "3", "--depth", "2", "--seed", "8"],
            ""
        )
    );
    let solved = ok(&["solve"], &tree);
    assert!(
        solved.contains(r#""evaluated":["0.0","0.1","0.2","1.0","1.1","1.2","2.0","2.1","2.2"]"#)
    );
}

#[test]
fn errors_are_one_line_with_exit_code_2() {
    assert_eq!(
        error(&["solve"], "((3 12 8)\n (2 4 6) )) "),
        "error: 2:11: expected end of input after the tree but found \")\" (no bracket is open)"
    );
    assert_eq!(
        error(&["solve", "--algo", "alphabeta"], "A(B(1/2:3 1/2:4) 5)"),
        "error: 1:3: alphabeta cannot search chance nodes, and B is one: use expectiminimax"
    );
    assert_eq!(
        error(&["solve", "--depth", "1"], "A(B(1 2) C=3(4 5))"),
        "error: 1:3: the depth limit 1 stops the search at B, which has no static value (write it as B=VALUE(...))"
    );
    assert_eq!(
        error(&["solve"], "(<1,2> <3,4>)"),
        "error: minimax needs numbers at the leaves; this tree has tuples, so use maxn"
    );
    assert_eq!(
        error(&["solve", "--fail-hard"], "(1 2)"),
        "error: --fail-hard applies only to alphabeta and negamax-ab, not to minimax"
    );
    assert_eq!(
        error(&["solve", "--algo", "negamax", "--strict"], "(1 2)"),
        "error: --strict applies only to alphabeta and negamax-ab, not to negamax"
    );
    assert!(error(&["solve", "--algo", "best"], "(1 2)")
        .starts_with("error: unknown algorithm \"best\""));
    assert!(error(&["solve", "--depth", "two"], "(1 2)")
        .starts_with("error: --depth expects a whole number"));
    assert!(error(&["solve", "--colour"], "(1 2)").starts_with("error: invalid option '--colour'"));
    assert!(error(&["solve", "/no/such/file"], "").starts_with("error: cannot read /no/such/file"));
    assert!(error(&["random", "--depth", "2"], "").starts_with("error: random needs --branching"));
    assert!(error(&["frobnicate"], "").starts_with("error: unknown command"));
    assert!(error(&[], "").starts_with("error: expected a command"));
}

#[test]
fn orders_name_the_tree_as_written() {
    assert_eq!(
        ok(
            &["solve", "--algo", "alphabeta", "--order", "best"],
            FIGURE_5_2
        ),
        concat!(
            r#"{"algo":"alphabeta","value":3,"best_move":0,"#,
            r#""evaluated":["0.0","0.2","0.1","1.0","2.2"],"#,
            r#""cutoffs":[{"node":"1","after":0},{"node":"2","after":2}],"steps":35}"#,
            "\n"
        )
    );
    assert!(ok(
        &["solve", "--algo", "alphabeta", "--order", "worst"],
        FIGURE_5_2
    )
    .contains(
        r#""evaluated":["1.2","1.1","1.0","2.0","2.1","2.2","0.1","0.2","0.0"],"cutoffs":[]"#
    ));
    let random = ok(&["solve", "--order", "random:7"], FIGURE_5_2);
    assert_eq!(random, ok(&["solve", "--order", "random:7"], FIGURE_5_2));
    assert!(random.starts_with(r#"{"algo":"minimax","value":3,"best_move":0,"#));
    assert_eq!(
        ok(&["solve", "--order", "drawn"], FIGURE_5_2),
        ok(&["solve"], FIGURE_5_2)
    );
}

#[test]
fn iterative_deepening_reports_every_pass() {
    let tree = "A(B=4(E=2 F=7) C=9(G=1 H=5(K=12 L=3)) D=6(I=8 J=4))";
    assert_eq!(
        ok(&["solve", "--algo", "alphabeta", "--iterative"], tree),
        concat!(
            r#"{"algo":"alphabeta","value":4,"best_move":2,"evaluated":["2.1","2.0","0.0","1.0"],"#,
            r#""cutoffs":[{"node":"0","after":0},{"node":"1","after":0}],"steps":86,"passes":["#,
            r#"{"depth":1,"value":9,"best_move":1,"evaluated":3,"cutoffs":0},"#,
            r#"{"depth":2,"value":4,"best_move":2,"evaluated":5,"cutoffs":1},"#,
            r#"{"depth":3,"value":4,"best_move":2,"evaluated":4,"cutoffs":2}]}"#,
            "\n"
        )
    );
    assert!(ok(
        &["solve", "--algo", "pvs", "--iterative", "--depth", "1"],
        tree
    )
    .contains(r#""passes":[{"depth":1,"value":9,"best_move":1,"evaluated":3,"cutoffs":0}]"#));
    let trace = ok(&["trace", "--algo", "negamax-ab", "--iterative"], tree);
    let marks: Vec<&str> = trace
        .lines()
        .filter(|line| line.contains(r#""step":"pass""#) || line.contains(r#""step":"reorder""#))
        .map(|line| &line[..line.find(r#","line""#).unwrap()])
        .collect();
    assert_eq!(
        marks,
        [
            r#"{"step":"pass","node":"","depth":1"#,
            r#"{"step":"reorder","node":"","moved":[{"node":"","order":[1,2,0]}]"#,
            r#"{"step":"pass","node":"","depth":2"#,
            r#"{"step":"reorder","node":"","moved":[{"node":"","order":[2,0,1]},{"node":"2","order":[1,0]}]"#,
            r#"{"step":"pass","node":"","depth":3"#,
        ]
    );
}

#[test]
fn pvs_probes_and_searches_again() {
    let tree = "A(B(E=4 F=7) C(G=12 H=14) D(I=2 J=10))";
    assert!(ok(&["solve", "--algo", "pvs"], tree)
        .starts_with(r#"{"algo":"pvs","value":12,"best_move":1,"evaluated":["0.0","0.1","1.0","1.1","1.0","1.1","2.0"],"#));
    let trace = ok(&["trace", "--algo", "pvs"], tree);
    assert!(trace.contains(r#"{"step":"probe","node":"","child":"1","alpha":4,"beta":5,"line":9,"#));
    assert!(trace.contains(r#"{"step":"research","node":"","child":"1","value":12,"line":10,"text":"C fails high: the probe returned 12"#));
}

#[test]
fn the_ordering_table() {
    let out = ok(
        &[
            "ordering-table",
            "--branching",
            "3",
            "--max-depth",
            "4",
            "--trees",
            "3",
            "--seed",
            "5",
        ],
        "",
    );
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(lines.len(), 4);
    assert!(
        out.starts_with(r#"{"depth":1,"minimax":3,"best":3,"random":3,"worst":3,"knuth_moore":3}"#)
    );
    assert_eq!(lines[3]["minimax"], 81);
    assert_eq!(lines[3]["best"], 17);
    assert_eq!(lines[3]["knuth_moore"], 17);
    assert_eq!(
        out,
        ok(
            &[
                "ordering-table",
                "--branching",
                "3",
                "--max-depth",
                "4",
                "--trees",
                "3",
                "--seed",
                "5"
            ],
            ""
        )
    );
    // Twenty trees and seed 0 unless told otherwise.
    assert_eq!(
        ok(
            &["ordering-table", "--branching", "2", "--max-depth", "3"],
            ""
        ),
        ok(
            &[
                "ordering-table",
                "--branching",
                "2",
                "--max-depth",
                "3",
                "--trees",
                "20",
                "--seed",
                "0"
            ],
            ""
        )
    );
}

#[test]
fn errors_of_orders_deepening_and_pvs() {
    let cases: [(&[&str], &str); 12] = [
        (
            &["solve", "--algo", "pvs", "--fail-hard"],
            "error: --fail-hard applies only to alphabeta and negamax-ab, not to pvs",
        ),
        (
            &["solve", "--algo", "pvs", "--strict"],
            "error: --strict applies only to alphabeta and negamax-ab, not to pvs",
        ),
        (
            &["solve", "--algo", "maxn", "--order", "best"],
            "error: --order applies only to minimax, alphabeta, negamax, negamax-ab, pvs and expectiminimax, not to maxn",
        ),
        (
            &["solve", "--order", "sideways"],
            r#"error: unknown order "sideways"; expected drawn, best, worst or random:SEED"#,
        ),
        (
            &["solve", "--order", "random"],
            "error: a random order needs a seed: random:SEED, with SEED a whole number",
        ),
        (
            &["solve", "--order", "random:-1"],
            r#"error: the seed of a random order is a whole number from 0 to 18446744073709551615, not "-1""#,
        ),
        (
            &["solve", "--order", "random:18446744073709551616"],
            r#"error: the seed of a random order is a whole number from 0 to 18446744073709551615, not "18446744073709551616""#,
        ),
        (&["solve", "--order"], "error: --order needs a value"),
        (
            &["solve", "--iterative"],
            "error: --iterative applies only to alphabeta, negamax-ab and pvs, not to minimax",
        ),
        (
            &["solve", "--algo", "alphabeta", "--iterative"],
            "error: 1:24: the pass of iterative deepening to depth 2 stops the search at H, which has no static value (write it as H=VALUE(...))",
        ),
        (
            &["ordering-table", "--max-depth", "3"],
            "error: ordering-table needs --branching B",
        ),
        (
            &["ordering-table", "--branching", "1", "--max-depth", "3"],
            "error: the branching must be at least 2: with one child there is no order",
        ),
    ];
    let tree = "A(B=4(E=2 F=7) C=9(G=1 H(K=12 L=3)) D=6(I=8 J=4))";
    for (args, expected) in cases {
        assert_eq!(error(args, tree), expected, "{args:?}");
    }
    assert_eq!(
        error(&["solve", "--algo", "pns", "--order", "best"], tree),
        "error: --order applies only to minimax, alphabeta, negamax, negamax-ab, pvs and expectiminimax, not to pns"
    );
}

#[test]
fn a_tree_100_000_deep_is_solved_and_its_trace_streams() {
    const DEPTH: usize = 100_000;
    let deep = format!("{}7{}", "(".repeat(DEPTH), ")".repeat(DEPTH));
    let solved = ok(&["solve", "--algo", "alphabeta"], &deep);
    assert!(solved.starts_with(r#"{"algo":"alphabeta","value":7,"best_move":0,"#));
    let best_first = ok(&["solve", "--algo", "pvs", "--order", "best"], &deep);
    assert!(best_first.starts_with(r#"{"algo":"pvs","value":7,"best_move":0,"#));
    // The whole trace runs to gigabytes (each line names its node by
    // address); its first lines must come at once, not after all of it.
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let path = std::env::temp_dir().join("gametree-cli-deep.txt");
    std::fs::write(&path, &deep).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_gametree"))
        .args(["trace", path.to_str().unwrap()])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let first = lines.next().unwrap().unwrap();
    assert!(
        first.starts_with(r#"{"step":"enter","node":"","#),
        "{first}"
    );
    assert!(lines.next().unwrap().unwrap().contains(r#""node":"0""#));
    child.kill().unwrap();
    child.wait().unwrap();
}

#[test]
fn game_prints_the_tree_of_a_game_in_the_notation() {
    let whole = ok(&["game", "tictactoe"], "");
    let solved = ok(&["solve", "--algo", "alphabeta"], &whole);
    assert!(
        solved.starts_with(r#"{"algo":"alphabeta","value":0,"best_move":0,"#),
        "{solved}"
    );
    assert_eq!(
        whole.matches('(').count() + whole.matches('=').count(),
        549_946
    );
    assert_eq!(
        whole.matches('=').count(),
        255_168,
        "one value a finished game"
    );
    assert_eq!(
        ok(
            &[
                "game",
                "tictactoe",
                "--position",
                "xx./o../...",
                "--depth",
                "1"
            ],
            ""
        ),
        "min (Oc1=-1 Ob2=-1 Oc2=1 Oa3=0 Ob3=0 Oc3=-1)\n"
    );
    assert_eq!(
        ok(
            &[
                "game",
                "tictactoe",
                "--position",
                "xxx/oo./...",
                "--depth",
                "2"
            ],
            ""
        ),
        "min 100\n",
        "a finished game is one leaf, worth 100 under a depth limit (O would move)"
    );
    assert_eq!(
        ok(&["game", "nim", "--heap", "3", "--take", "2"], ""),
        "(take1(take1(take1=1) take2=-1) take2(take1=-1))\n"
    );
    assert_eq!(
        ok(&["game", "nim", "--heap", "2", "--misere"], ""),
        "(take1(take1=1) take2=-1)\n"
    );
    assert!(ok(&["game", "grundy", "--heap", "7"], "").starts_with("p7(p6_1("));
    let vacuum = ok(&["game", "vacuum"], "");
    assert!(vacuum.starts_with("or M_M_A(Suck("));
    assert_eq!(
        ok(&["solve", "--algo", "andor"], &vacuum),
        concat!(
            r#"{"algo":"andor","value":"plan","best_move":0,"evaluated":["0.0.1.0.0.0","0.1"],"#,
            r#""cutoffs":[],"steps":21,"plan":"[Suck, if State = (C, M, A) then [Right, Suck] else []]"}"#,
            "\n"
        )
    );
    assert!(ok(&["solve", "--algo", "andor"], "and (1 (0 -1))")
        .contains(r#""value":"failure","best_move":null,"#));
}

#[test]
fn game_refuses_what_no_game_reaches_in_one_line() {
    for (args, message) in [
        (
            &["game", "tictactoe", "--position", "xxx/xxx/xxx"][..],
            "error: X moves first and the players take turns, so X has as many marks as O or one more, not 9 and 0",
        ),
        (
            &["game", "tictactoe", "--position", "xo/..."],
            r#"error: a position is rows of x, o and . of equal length separated by "/", at most 8 rows of 8, such as x.o/.x./... (found "xo/...")"#,
        ),
        (
            &["game", "tictactoe", "--position", "x?./.../..."],
            "error: a square is x, o or ., not '?'",
        ),
        (&["game", "nim"], "error: nim needs --heap N"),
        (
            &["game", "nim", "--heap", "5", "--take", "0"],
            "error: a move takes at least one token, so K is 1 or more",
        ),
        (&["game", "grundy", "--heap", "-1"], r#"error: --heap expects a whole number, found "-1""#),
        (&["game", "nim", "--heap", "1000000000000"], "error: --heap 1000000000000 is too large for this tool"),
        (
            &["game", "nim", "--heap", "4294967295"],
            "error: the tree of Nim from a heap of 4294967295 has more than the 4000000 nodes a tree may hold: start from a smaller position",
        ),
        (
            &["game", "grundy", "--heap", "1000000"],
            "error: the tree of Grundy's game from 1000000 sticks has more than the 4000000 nodes a tree may hold: start from a smaller position",
        ),
        (
            &["ordering-table", "--branching", "2", "--max-depth", "3", "--trees", "1000000000"],
            "error: at most 8888888 trees a depth for this shape: more would build more than 400000000 nodes in all",
        ),
        (&["game", "chess"], r#"error: unknown game "chess"; expected tictactoe, nim, grundy or vacuum"#),
        (&["game"], "error: game needs a game: tictactoe, nim, grundy or vacuum"),
        (&["game", "nim", "--heap", "3", "--depth", "2"], "error: invalid option '--depth'"),
    ] {
        assert_eq!(error(args, ""), message, "{args:?}");
    }
}

/// The first lecture example of proof-number search (`presets::NARROW_WIN`).
const NARROW_WIN: &str =
    "A(B(E(K=1 L=-3) F(M=-2 N=4) G(O=2 P=-1) H(Q=-4 R=5)) C(I(S=3 T=-2)) D(J=-1))";

#[test]
fn solve_with_the_proof_number_searches() {
    assert_eq!(
        ok(&["solve", "--algo", "pns"], NARROW_WIN),
        r#"{"algo":"pns","value":"proved","best_move":1,"evaluated":["1.0.0","1.0.1"],"cutoffs":[],"expanded":4,"steps":27}"#
            .to_string()
            + "\n"
    );
    // df-pn expands the same nodes, with more steps: its thresholds and returns.
    assert_eq!(
        ok(&["solve", "--algo", "dfpn"], NARROW_WIN),
        r#"{"algo":"dfpn","value":"proved","best_move":1,"evaluated":["1.0.0","1.0.1"],"cutoffs":[],"expanded":4,"steps":34}"#
            .to_string()
            + "\n"
    );
    // PN²'s inner search at C reads S and T; the outer search expands A, B and C.
    assert_eq!(
        ok(&["solve", "--algo", "pn2"], NARROW_WIN),
        r#"{"algo":"pn2","value":"proved","best_move":1,"evaluated":["1.0.0","1.0.1"],"cutoffs":[],"expanded":3,"steps":23}"#
            .to_string()
            + "\n"
    );
}

#[test]
fn proof_number_searches_disprove_and_have_no_move_for_min() {
    // Every move of A meets a reply worth 0 or less.
    assert!(ok(&["solve", "--algo", "pns"], "A(B(1 -1) C(0 5))")
        .starts_with(r#"{"algo":"pns","value":"disproved","best_move":null,"#));
    // A MIN root is an AND node: proved, but it is not MAX's move.
    assert!(ok(&["solve", "--algo", "dfpn"], "min (A(1 -2) B(3 2))")
        .starts_with(r#"{"algo":"dfpn","value":"proved","best_move":null,"#));
    // The depth limit judges B by its static value 2, a win.
    assert!(ok(
        &["solve", "--algo", "pn2", "--depth", "1"],
        "A(B=2(-1 -2) C=0(5))"
    )
    .starts_with(r#"{"algo":"pn2","value":"proved","best_move":0,"#));
}

#[test]
fn proof_number_searches_refuse_what_they_cannot_search() {
    assert_eq!(
        error(&["solve", "--algo", "pns"], "A(B(1/2:3 1/2:4) 5)"),
        "error: 1:3: pns cannot search chance nodes, and B is one: use expectiminimax"
    );
    assert_eq!(
        error(&["solve", "--algo", "pn2"], "(<1,2> <3,4>)"),
        "error: pn2 needs numbers at the leaves; this tree has tuples, so use maxn"
    );
    assert_eq!(
        error(&["solve", "--algo", "dfpn", "--fail-hard"], "(1 2)"),
        "error: --fail-hard applies only to alphabeta and negamax-ab, not to dfpn"
    );
    assert_eq!(
        error(&["trace", "--algo", "pns", "--strict"], "(1 2)"),
        "error: --strict applies only to alphabeta and negamax-ab, not to pns"
    );
}

#[test]
fn trace_shows_thresholds_and_inner_searches() {
    let dfpn = ok(&["trace", "--algo", "dfpn"], NARROW_WIN);
    let lines: Vec<&str> = dfpn.lines().collect();
    assert_eq!(lines.len(), 34);
    assert!(lines[1].starts_with(
        r#"{"step":"thresholds","node":"","th_pn":"inf","th_dn":"inf","line":3,"text":"Search A while pn < ∞ and dn < ∞"#
    ));
    assert!(lines[7].starts_with(r#"{"step":"select","node":"","child":"0","#));
    assert!(lines[8].starts_with(r#"{"step":"thresholds","node":"0","th_pn":2,"th_dn":"inf","#));
    let pn2 = ok(&["trace", "--algo", "pn2"], NARROW_WIN);
    assert!(pn2.lines().any(|line| line.starts_with(
        r#"{"step":"inner","node":"1","limit":8,"size":4,"pn":0,"dn":"inf","line":16,"#
    )));
    assert!(pn2.lines().any(|line| line.starts_with(
        r#"{"step":"evaluate","node":"1.0.0","value":3,"line":16,"text":"The inner search reads S"#
    )));
    for line in dfpn.lines().chain(pn2.lines()) {
        serde_json::from_str::<serde_json::Value>(line).expect("every line is JSON");
    }
}

#[test]
fn a_tree_100_000_deep_is_proved_depth_first() {
    const DEPTH: usize = 100_000;
    let deep = format!("{}7{}", "(".repeat(DEPTH), ")".repeat(DEPTH));
    for algorithm in ["pns", "dfpn"] {
        let solved = ok(&["solve", "--algo", algorithm], &deep);
        assert!(solved.starts_with(&format!(
            r#"{{"algo":"{algorithm}","value":"proved","best_move":0,"#
        )));
    }
}

#[test]
fn solve_monte_carlo_figure_5_2() {
    assert_eq!(
        ok(
            &["solve", "--algo", "mcts", "--iterations", "10"],
            FIGURE_5_2
        ),
        concat!(
            r#"{"algo":"mcts","value":7.200000000000001,"best_move":0,"iterations":10,"#,
            r#""visits":[4,2,4],"means":[0.4791666666666667,0.08333333333333333,0.5625],"#,
            r#""evaluated":["0.2","1.1","2.0","2.0","2.1","0.0","1.0","2.2","0.1","0.2"],"#,
            r#""cutoffs":[],"steps":38}"#,
            "\n"
        )
    );
    // No iterations: nothing is known, and nothing is chosen.
    let none = ok(
        &["solve", "--algo", "mcts", "--iterations", "0"],
        FIGURE_5_2,
    );
    assert!(none.starts_with(r#"{"algo":"mcts","value":null,"best_move":null,"iterations":0,"visits":[0,0,0],"means":[null,null,null]"#), "{none}");
}

#[test]
fn trace_monte_carlo_writes_the_four_phases() {
    let lines: Vec<serde_json::Value> = ok(
        &["trace", "--algo", "mcts", "--iterations", "4"],
        FIGURE_5_2,
    )
    .lines()
    .map(|line| serde_json::from_str(line).unwrap())
    .collect();
    let phases: Vec<&str> = lines
        .iter()
        .map(|line| line["step"].as_str().unwrap())
        .collect();
    assert_eq!(
        phases,
        [
            "expand", "playout", "backup", "expand", "playout", "backup", "expand", "playout",
            "backup", "select", "expand", "playout", "backup", "choose"
        ]
    );
    // Selection lists every child's N, q and score; D (reward 1) wins.
    let select = &lines[9];
    assert_eq!(select["child"], "2");
    assert_eq!(select["children"][2]["n"], 1);
    assert_eq!(select["children"][2]["score"], 1.0 + 1.4 * 3f64.ln().sqrt());
    assert_eq!(
        select["text"],
        "D has the highest score among A's children, its mean reward plus its exploration bonus: 1 + 1.4 × √(ln 3 / 1) = 2.47. Selection goes down to D."
    );
    // Backup gives each node's new N and W, from the root down.
    assert_eq!(
        lines[12]["updated"][0],
        serde_json::json!({"node": "", "n": 4, "w": 2.6666666666666665})
    );
    assert_eq!(
        lines[12]["updated"][2],
        serde_json::json!({"node": "2.0", "n": 1, "w": 1})
    );
}

#[test]
fn monte_carlo_options_are_refused_where_they_do_not_apply() {
    let refused = [
        (vec!["--algo", "minimax", "--iterations", "5"], "error: --iterations applies only to mcts, not to minimax"),
        (vec!["--algo", "alphabeta", "--c", "2"], "error: --c applies only to mcts, not to alphabeta"),
        (vec!["--algo", "mcts", "--depth", "2"], "error: --depth applies only to minimax, alphabeta, negamax, negamax-ab, pvs, expectiminimax, maxn, pns, pn2 and dfpn, not to mcts"),
        (vec!["--algo", "mcts", "--iterative"], "error: --iterative applies only to alphabeta, negamax-ab and pvs, not to mcts"),
        (vec!["--algo", "mcts", "--strict"], "error: --strict applies only to alphabeta and negamax-ab, not to mcts"),
        (vec!["--algo", "mcts", "--iterations", "10000001"], r#"error: the number of iterations is a whole number from 0 to 10000000, not "10000001""#),
        (vec!["--algo", "mcts", "--c", "nan"], r#"error: C is a finite number, 0 or more, not "nan""#),
        (vec!["--algo", "mcts", "--c", "inf"], r#"error: C is a finite number, 0 or more, not "inf""#),
        (vec!["--algo", "mcts", "--expand", "two"], r#"error: expansion adds one child or all, not "two""#),
        (vec!["--algo", "mcts", "--final", "best"], r#"error: the final move is chosen by visits or by mean, not "best""#),
    ];
    for (args, message) in refused {
        let args: Vec<&str> = ["solve"].into_iter().chain(args).collect();
        assert_eq!(error(&args, FIGURE_5_2), message, "{args:?}");
    }
    assert_eq!(
        error(&["solve", "--algo", "mcts"], "A(B=-inf C=1)"),
        "error: 1:3: mcts needs finite leaf values to turn into rewards between 0 and 1, and B is worth ±∞: give it a finite value"
    );
    assert!(
        error(&["solve", "--algo", "mcts"], "A(B(0.5: 3 0.5: 5) C=1)")
            .starts_with("error: 1:3: mcts cannot search chance nodes")
    );
    assert!(error(&["trace", "--algo", "mcts"], "(<1,2> <3,4>)").starts_with("error: "));
}
