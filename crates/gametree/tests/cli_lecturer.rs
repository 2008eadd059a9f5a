//! The commands a lecturer meets first and last: `--help` and `--version`,
//! `export` of a figure or slides, and `worksheet`, with their errors, as
//! `cli.md` specifies them. (Compiling their LaTeX is `tests/latex.rs`.)
#![cfg(not(target_arch = "wasm32"))]

#[path = "common/command.rs"]
mod command;

const FIGURE_5_2: &str = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";

/// Runs gametree with `args` on `stdin`: its exit code, output and errors.
fn gametree(args: &[&str], stdin: &str) -> (i32, String, String) {
    let run = command::gametree(args, stdin);
    (run.code, run.stdout, run.stderr)
}

/// Every command of the tool.
const COMMANDS: [&str; 9] = [
    "solve",
    "trace",
    "export",
    "pseudocode",
    "worksheet",
    "lambda",
    "random",
    "ordering-table",
    "game",
];

#[test]
fn help_and_version_print_and_exit_0() {
    for args in [&["--help"][..], &["-h"], &["help"]] {
        let (code, out, err) = gametree(args, "");
        assert_eq!((code, err.as_str()), (0, ""));
        for command in COMMANDS {
            assert!(
                out.contains(&format!("gametree {command}")),
                "{command} in {out}"
            );
        }
    }
    for command in COMMANDS {
        let (code, out, _) = gametree(&[command, "--help"], "");
        assert_eq!(code, 0);
        assert!(
            out.starts_with(&format!("Usage: gametree {command}")),
            "{out}"
        );
    }
    // --help wins wherever it stands, even after a wrong option.
    let (code, out, _) = gametree(&["export", "--format", "pdf", "--help"], "");
    assert_eq!(code, 0);
    assert!(out.contains("forest"));
    let (code, out, _) = gametree(&["--version"], "");
    assert_eq!(
        (code, out),
        (0, format!("gametree {}\n", env!("CARGO_PKG_VERSION")))
    );
}

#[test]
fn export_writes_a_whole_document_after_the_step_asked_for() {
    let (code, forest, _) = gametree(
        &[
            "export",
            "--format",
            "forest",
            "--algo",
            "alphabeta",
            "--step",
            "12",
        ],
        FIGURE_5_2,
    );
    assert_eq!(code, 0);
    assert!(forest.starts_with("% Compile with pdflatex"));
    assert!(forest.contains("\\begin{forest}") && forest.trim_end().ends_with("\\end{document}"));
    // After 12 steps alpha-beta is at G: B's value so far 3 and its window
    // beside it (just clear of its corners: B is not ringed in this
    // figure), the path to G lit, G ringed; each node placed beside its
    // parent (B left of A, G right of F).
    assert!(
        forest.contains(
            "[{3}, s=-3.5\\treeunit, min, label={[text=gray!70!black, label distance=0.6em]left:{B}}, name=n1, tikz+={\\treeright{n1}{0.45\\treeunit}{[\\ensuremath{-}\\ensuremath{\\infty}, 3]}}, edge={path edge}"
        ),
        "{forest}"
    );
    assert!(
        forest.contains(
            "[{8}, s=1\\treeunit, leaf, label={[font=\\scriptsize, align=center]below:{G}}, edge={path edge}, current]"
        ),
        "{forest}"
    );
    // At the end: I and J are cut, the "//" and α across the edge into I,
    // the move to B is drawn thick.
    let (_, end, _) = gametree(
        &["export", "--format", "forest", "--algo", "alphabeta"],
        FIGURE_5_2,
    );
    assert!(
        end.contains("below:{I}}, cut node, edge={cut edge}, edge label={ node[cut mark] {$/\\!/$} node[cut letter] {\\ensuremath{\\alpha}}}]")
            && end.contains("below:{J}}, cut node, edge={cut edge}]"),
        "{end}"
    );
    assert!(end.contains("left:{B}}, edge={chosen edge}"), "{end}");
    // Beamer: an overlay a step, 0 to 43, each with its sentence.
    let (code, beamer, _) = gametree(
        &[
            "export",
            "--format",
            "beamer",
            "--algo",
            "alphabeta",
            "--lang",
            "ro",
        ],
        FIGURE_5_2,
    );
    assert_eq!(code, 0);
    assert_eq!(beamer.matches("\\only<").count(), 44);
    assert!(beamer.contains("\\only<44>") && !beamer.contains("\\only<45>"));
    assert!(beamer.contains("\\documentclass{beamer}"));
    assert!(
        beamer.contains("Înainte de primul pas"),
        "Romanian sentences"
    );
    // Persian says how to compile it in its first line.
    let (_, persian, _) = gametree(
        &["export", "--format", "beamer", "--lang", "fa"],
        FIGURE_5_2,
    );
    assert!(persian.starts_with("% Compile with xelatex"), "{persian}");
}

#[test]
fn labels_and_sentences_are_escaped() {
    let (code, out, _) = gametree(
        &["export", "--format", "beamer", "--algo", "alphabeta"],
        "a_1(b'=3 c_2=5)",
    );
    assert_eq!(code, 0);
    assert!(
        out.contains("{a\\_1}") && out.contains("{b\\textquotesingle{}}"),
        "{out}"
    );
    assert!(
        out.contains("\\ensuremath{\\infty}") && !out.contains('∞'),
        "symbols as mathematics"
    );
}

/// What `export` says of a deck of more than 1,000 pages.
const TOO_MANY_PAGES: &str = "error: LaTeX slides hold at most 1000 pages, one a step: use a depth limit (--depth), a smaller tree, or one step as a figure (--format forest).";

#[test]
fn a_label_no_document_sets_or_longer_than_40_characters_is_refused_by_name() {
    let long = "a".repeat(41);
    let cases = [
        (
            "A(B=1 שלום=2)".to_string(),
            "error: The label \"שלום\" holds \"ש\", which LaTeX documents do not set: they set Latin, Greek, Cyrillic and Persian letters.".to_string(),
        ),
        (
            format!("A(B=1 {long}=2)"),
            format!("error: The label \"{}…\" is longer than the 40 characters a LaTeX figure sets.", &long[..40]),
        ),
    ];
    for (tree, expected) in &cases {
        for format in ["forest", "beamer"] {
            let (code, out, err) = gametree(&["export", "--format", format], tree);
            assert_eq!(
                (code, out.as_str(), err.trim_end()),
                (2, "", expected.as_str())
            );
        }
    }
    // Greek, Cyrillic and Persian labels are set, each in its font, by XeLaTeX.
    let (code, out, _) = gametree(&["export", "--format", "forest"], "Α(Βήτα=1 Жук_2=2 گ=3)");
    assert_eq!(code, 0);
    assert!(
        out.starts_with("% Compile with xelatex (Debian: fonts-cmu, "),
        "{out}"
    );
    for label in ["{\\greek Βήτα}", "{\\cyrillic Жук}\\_2", "{\\persian گ}"] {
        assert!(out.contains(label), "{label} in {out}");
    }
}

/// Runs gametree with `args` on `stdin` in about 2 GB of memory (`ulimit
/// -v`), as a small machine has: its exit code, output and errors.
fn gametree_in_2_gb(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut shell = std::process::Command::new("sh");
    shell.args([
        "-c",
        "ulimit -v 2000000 && exec \"$0\" \"$@\"",
        env!("CARGO_BIN_EXE_gametree"),
    ]);
    let run = command::run(shell, args, stdin);
    (run.code, run.stdout, run.stderr)
}

#[test]
fn a_tree_too_large_to_draw_is_refused_at_once_in_2_gb_of_memory() {
    // 3,999,991 nodes, which alpha-beta searches in 7 steps (the root
    // stops at inf): a figure of all of them took more than 2 GB.
    let tree = format!("(inf{})", " 0".repeat(3_999_989));
    for format in ["forest", "beamer"] {
        let (code, out, err) = gametree_in_2_gb(
            &["export", "--format", format, "--algo", "alphabeta"],
            &tree,
        );
        assert_eq!(
            (code, out.as_str(), err.trim_end()),
            (2, "", "error: This tree has 3999991 nodes; a LaTeX figure holds at most 2000: draw a smaller tree or a subtree.")
        );
    }
}

#[test]
fn monte_carlo_past_what_a_trace_holds_is_refused_at_once_in_2_gb_of_memory() {
    // Ten million iterations made a trace of more than 2 GB, and aborted.
    let refusal = "error: mcts keeps a trace of at most 1000000 iterations, not 10000000: choose fewer, or run them all without a trace (gametree solve --algo mcts)";
    let mcts = ["--algo", "mcts", "--iterations", "10000000"];
    for command in [&["export", "--format", "forest"][..], &["trace"]] {
        let args = [command, &mcts[..]].concat();
        let (code, out, err) = gametree_in_2_gb(&args, "((1 2) (3 4))");
        assert_eq!((code, out.as_str(), err.trim_end()), (2, "", refusal));
    }
}

#[test]
fn a_deck_of_more_than_1000_pages_is_refused_and_one_step_of_it_drawn() {
    // 1,024 leaves four to a node: principal variation search takes 2,868 steps.
    let mut leaves = 0;
    let mut level: Vec<String> = (0..1024)
        .map(|_| {
            leaves += 1;
            ((leaves * 37) % 100).to_string()
        })
        .collect();
    while level.len() > 1 {
        level = level
            .chunks(4)
            .map(|four| format!("({})", four.join(" ")))
            .collect();
    }
    let args = |format| ["export", "--format", format, "--algo", "pvs"];
    let (code, out, err) = gametree(&args("beamer"), &level[0]);
    assert_eq!(
        (code, out.as_str(), err.trim_end()),
        (2, "", TOO_MANY_PAGES)
    );
    let (code, out, _) = gametree(&args("forest"), &level[0]);
    assert_eq!(code, 0);
    assert!(out.ends_with("\\end{document}\n"));
}

#[test]
fn bad_export_and_worksheet_arguments_are_one_line_and_exit_2() {
    let cases: [(&[&str], &str); 9] = [
        (
            &["export", "--format", "beamer", "--step", "3"],
            "error: --step applies only to --format forest: slides show every step",
        ),
        // Refused before the search: at least a step an iteration.
        (
            &[
                "export",
                "--format",
                "beamer",
                "--algo",
                "mcts",
                "--iterations",
                "2000",
            ],
            TOO_MANY_PAGES,
        ),
        (
            &["export", "--algo", "alphabeta"],
            "error: export needs --format forest or --format beamer",
        ),
        (
            &["export", "--format", "pdf"],
            "error: unknown format \"pdf\"; expected forest or beamer",
        ),
        (
            &["export", "--format", "forest", "--step", "99"],
            "error: --step 99 is past the search's last step, 39",
        ),
        (
            &["export", "--format", "forest", "--lang", "de"],
            "error: unknown language \"de\"; expected en, ro, cs or fa",
        ),
        (
            &["worksheet"],
            "error: worksheet needs --kind values, cuts, windows or proof",
        ),
        (
            &["worksheet", "--kind", "ucb"],
            "error: unknown kind \"ucb\"; expected values, cuts, windows or proof",
        ),
        (
            &["worksheet", "--kind", "cuts", "--count", "0"],
            "error: --count is from 1 to 200 exercises, not 0",
        ),
    ];
    for (args, expected) in cases {
        let (code, out, err) = gametree(args, FIGURE_5_2);
        assert_eq!(
            (code, out.as_str(), err.trim_end()),
            (2, "", expected),
            "{args:?}"
        );
    }
    let (code, _, err) = gametree(&["solve", "--lang", "ro"], FIGURE_5_2);
    assert_eq!(code, 2, "solve prints no sentence: {err}");
}

#[test]
fn a_worksheet_has_its_exercises_then_the_key_on_a_new_page() {
    let args = [
        "worksheet",
        "--kind",
        "cuts",
        "--count",
        "3",
        "--seed",
        "4",
        "--level",
        "easy",
    ];
    let (code, out, _) = gametree(&args, "");
    assert_eq!(code, 0);
    let (sheet, key) = out.split_once("\\newpage").unwrap();
    assert_eq!(sheet.matches("% tree: ").count(), 3);
    assert_eq!(key.matches("% tree: ").count(), 3);
    let codes: Vec<&str> = sheet
        .split("\\texttt{")
        .skip(1)
        .map(|rest| &rest[..rest.find("}\\par").unwrap()])
        .collect();
    assert_eq!(codes.len(), 3, "{sheet}");
    for code in codes {
        assert!(
            code.starts_with("cuts.alphabeta.equal.soft.b2-3.d2.v0\\textasciitilde{}9.k1.")
                && code.ends_with(".g2"),
            "{code}"
        );
    }
    assert!(
        !sheet.contains(", cut") && key.contains(", cut"),
        "cuts only in the key"
    );
    let (_, again, _) = gametree(&args, "");
    assert_eq!(out, again, "the same options, the same document");
}

#[test]
fn lambda_prints_the_verdict_the_moves_and_the_tree() {
    // X in a corner, O in the middle, X to move: no forced win up to order
    // 2, yet every empty square is a λ¹ or λ² move.
    let (code, out, err) = gametree(
        &[
            "lambda",
            "--position",
            "x../.o./...",
            "--order",
            "2",
            "--tree",
        ],
        "",
    );
    assert_eq!((code, err.as_str()), (0, ""));
    let answer: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(answer["attacker"], "x");
    assert_eq!(answer["order"], 2);
    assert_eq!(answer["wins_at"], serde_json::Value::Null);
    assert_eq!(
        answer["moves"].as_array().unwrap().len(),
        7,
        "every empty square"
    );
    assert_eq!(
        answer["moves"][0],
        serde_json::json!({"square": "b1", "order": 1, "next": "c1"})
    );
    let tree = answer["tree"].as_str().unwrap();
    assert!(
        gametree::parse(tree).is_ok(),
        "the λ-tree in the notation: {tree}"
    );
    let (code, _, err) = gametree(&["lambda", "--position", "x../.o./...", "--order", "9"], "");
    assert_eq!(code, 2);
    assert!(err.starts_with("error: "), "{err}");
    let (code, _, err) = gametree(&["lambda"], "");
    assert_eq!(
        (code, err.trim_end()),
        (
            2,
            "error: lambda needs --position ROWS, such as x.o/.x./..."
        )
    );
}

#[test]
fn lambda_finds_a_win_at_once_as_order_0() {
    let (_, out, _) = gametree(&["lambda", "--position", "xx./oo./...", "--tree"], "");
    let answer: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(answer["wins_at"], 0);
    assert_eq!(
        answer["moves"][0],
        serde_json::json!({"square": "c1", "order": 0, "next": null})
    );
    assert_eq!(answer["tree"], "or (Xc1=1)");
}

#[test]
fn a_planted_bug_runs_in_its_own_search_and_is_listed_in_help() {
    let (_, help, _) = gametree(&["--help"], "");
    for bug in gametree::options::Bug::ALL {
        assert!(help.contains(bug.name()), "{} in --help", bug.name());
    }
    let (code, out, _) = gametree(&["solve", "--bug", "min-tests-beta"], FIGURE_5_2);
    assert_eq!(code, 0);
    assert!(
        out.starts_with(r#"{"algo":"alphabeta","value":14,"best_move":2"#),
        "{out}"
    );
    let (code, _, err) = gametree(
        &["solve", "--bug", "min-tests-beta", "--algo", "minimax"],
        FIGURE_5_2,
    );
    assert_eq!(
        (code, err.trim_end()),
        (
            2,
            "error: the bug min-tests-beta is planted in alphabeta, not in minimax"
        )
    );
    let (code, _, err) = gametree(&["solve", "--bug", "strict-cut", "--strict"], FIGURE_5_2);
    assert_eq!(
        (code, err.trim_end()),
        (
            2,
            "error: --bug strict-cut is the --strict rule itself: leave --strict out"
        )
    );
    let (code, _, err) = gametree(&["trace", "--bug", "typo"], FIGURE_5_2);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("error: unknown bug \"typo\"; expected one of minimax-negates, "),
        "{err}"
    );
}

#[test]
fn a_planted_bug_s_steps_carry_no_sentence_that_would_misdescribe_them() {
    let (code, out, _) = gametree(&["trace", "--bug", "min-tests-beta"], FIGURE_5_2);
    assert_eq!(code, 0);
    assert!(out.lines().all(|line| !line.contains("\"text\"")), "{out}");
    assert!(
        out.contains(r#""step":"cut","node":"0","after":0,"value":3,"bound":"inf""#),
        "{out}"
    );
    let (_, slides, _) = gametree(
        &["export", "--format", "beamer", "--bug", "min-tests-beta"],
        FIGURE_5_2,
    );
    assert!(
        !slides.contains(r"\ensuremath{\alpha}-cut"),
        "no sentence of the right search"
    );
    let (_, right, _) = gametree(
        &["export", "--format", "beamer", "--algo", "alphabeta"],
        FIGURE_5_2,
    );
    assert!(
        right.contains(r"\ensuremath{\alpha}-cut"),
        "the right search's sentences are there"
    );
}

#[test]
fn pseudocode_prints_the_listing_numbered_with_a_planted_bug_as_it_reads() {
    let (code, right, _) = gametree(&["pseudocode", "--algo", "alphabeta"], FIGURE_5_2);
    assert_eq!(code, 0);
    assert_eq!(
        right.lines().nth(16),
        Some("17      if v ≤ α then return v")
    );
    let (_, buggy, _) = gametree(&["pseudocode", "--bug", "min-tests-beta"], FIGURE_5_2);
    assert_eq!(
        buggy.lines().nth(16),
        Some("17      if v ≤ β then return v")
    );
    let differing = right
        .lines()
        .zip(buggy.lines())
        .filter(|(a, b)| a != b)
        .count();
    assert_eq!(differing, 1, "only the wrong line differs");
    // The same numbers as trace's "line".
    let (_, trace, _) = gametree(&["trace", "--bug", "min-tests-beta"], FIGURE_5_2);
    assert!(trace
        .lines()
        .filter(|line| line.contains(r#""step":"cut""#))
        .all(|line| line.contains(r#""line":17"#)));
    let (code, _, err) = gametree(
        &["pseudocode", "--bug", "no-research", "--algo", "alphabeta"],
        FIGURE_5_2,
    );
    assert_eq!(
        (code, err.trim_end()),
        (
            2,
            "error: the bug no-research is planted in pvs, not in alphabeta"
        )
    );
}

#[test]
fn pseudocode_speaks_the_language_asked_for_line_for_line() {
    let (_, english, _) = gametree(&["pseudocode", "--algo", "alphabeta"], FIGURE_5_2);
    let (code, romanian, err) = gametree(
        &["pseudocode", "--algo", "alphabeta", "--lang", "ro"],
        FIGURE_5_2,
    );
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(romanian.lines().count(), english.lines().count());
    assert_eq!(
        romanian.lines().nth(4),
        Some(" 5    dacă TERMINAL-TEST(stare) atunci returnează UTILITY(stare)")
    );
    // A planted bug reads in the language too, on the line English has it.
    let (_, buggy, _) = gametree(
        &["pseudocode", "--bug", "min-tests-beta", "--lang", "cs"],
        FIGURE_5_2,
    );
    assert_eq!(
        buggy.lines().nth(16),
        Some("17      pokud v ≤ β pak vrať v")
    );
    // Persian keeps the code left to right inside its right-to-left lines.
    let (_, persian, _) = gametree(&["pseudocode", "--lang", "fa"], FIGURE_5_2);
    assert_eq!(
        persian.lines().nth(3),
        Some(" 4  تابع \u{2066}MAX-VALUE(حالت)\u{2069} خروجی: یک ارزش سودمندی")
    );
    let (code, _, err) = gametree(&["pseudocode", "--lang", "de"], FIGURE_5_2);
    assert_eq!(
        (code, err.trim_end()),
        (
            2,
            "error: unknown language \"de\"; expected en, ro, cs or fa"
        )
    );
}

#[test]
fn a_proof_numbers_worksheet_boxes_its_nodes_and_its_key_writes_pn_over_dn() {
    let args = [
        "worksheet",
        "--kind",
        "proof",
        "--count",
        "2",
        "--level",
        "easy",
    ];
    let (code, out, err) = gametree(&args, "");
    assert_eq!((code, err.as_str()), (0, ""));
    let (sheet, key) = out.split_once("\\newpage").unwrap();
    assert_eq!(sheet.matches("\\texttt{proof.pns.").count(), 2);
    assert!(sheet.contains("\\framebox") && !key.contains("\\framebox"));
    assert!(key.contains(" / "), "the key writes pn / dn");
    assert!(
        sheet.contains(", faint") && key.contains(", faint"),
        "nodes not generated"
    );
}
