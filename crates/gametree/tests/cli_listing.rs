//! The pseudocode on paper, as `cli.md` specifies it: `pseudocode --format
//! latex` (a page a listing, a planted bug's key on the next) and `export
//! --format beamer --listing` (the listing beside the tree, the step's line
//! lit as the app and `trace` name it), with their errors. (Compiling them
//! is `tests/latex.rs`.)
#![cfg(not(target_arch = "wasm32"))]

#[path = "common/command.rs"]
mod command;

const FIGURE_5_2: &str = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";

/// Runs gametree with `args` on `stdin`: its exit code, output and errors.
fn gametree(args: &[&str], stdin: &str) -> (i32, String, String) {
    let run = command::gametree(args, stdin);
    (run.code, run.stdout, run.stderr)
}

/// The `\codeline`s of a LaTeX listing, whole.
fn code_lines(tex: &str) -> Vec<&str> {
    tex.lines()
        .filter(|line| line.starts_with("\\codeline{"))
        .collect()
}

#[test]
fn text_is_the_default_format_of_a_listing_and_stays_as_it_was() {
    let (_, default, _) = gametree(&["pseudocode", "--algo", "alphabeta"], FIGURE_5_2);
    let (code, text, err) = gametree(
        &["pseudocode", "--algo", "alphabeta", "--format", "text"],
        FIGURE_5_2,
    );
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(text, default);
    assert_eq!(text.lines().nth(16), Some("17      if v ≤ α then return v"));
}

#[test]
fn a_listing_in_latex_numbers_its_lines_sets_keywords_in_bold_and_mathematics_as_mathematics() {
    let (code, tex, err) = gametree(
        &["pseudocode", "--algo", "alphabeta", "--format", "latex"],
        FIGURE_5_2,
    );
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(tex.starts_with("% Compile with pdflatex"), "{tex}");
    assert!(tex.trim_end().ends_with("\\end{document}"));
    let (_, text, _) = gametree(&["pseudocode", "--algo", "alphabeta"], FIGURE_5_2);
    let lines = code_lines(&tex);
    assert_eq!(lines.len(), text.lines().count(), "every line, numbered");
    assert_eq!(
        lines[16],
        r"\codeline{17}{2.4}{\textbf{if} v \ensuremath{\le} \ensuremath{\alpha} \textbf{then} \textbf{return} v}"
    );
    assert_eq!(
        lines[1],
        r"\codeline{2}{1.2}{v \ensuremath{\leftarrow} MAX-VALUE(state, \ensuremath{-}\ensuremath{\infty}, +\ensuremath{\infty})}"
    );
    for symbol in ['≤', '≥', '−', '∞', 'α', 'β', '←'] {
        assert!(!tex.contains(symbol), "{symbol} as mathematics");
    }
    // One listing on one page, no line lit.
    assert_eq!(tex.matches("\\pseudocode{0}").count(), 1);
    assert!(!tex.contains("\\newpage"));
}

#[test]
fn a_persian_listing_is_set_right_to_left_by_xelatex_its_code_left_to_right() {
    let (code, tex, _) = gametree(
        &["pseudocode", "--format", "latex", "--lang", "fa"],
        FIGURE_5_2,
    );
    assert_eq!(code, 0);
    assert!(tex.starts_with("% Compile with xelatex"), "{tex}");
    assert!(tex.contains(r"\raggedleft\hangindent=-") && tex.contains(r"\beginR"));
    assert!(
        code_lines(&tex).contains(
            &r"\codeline{4}{0.0}{\textbf{{\persian تابع}} \beginL{}MAX-VALUE({\persian حالت})\endL{} \textbf{{\persian خروجی}:} {\persian یک} {\persian ارزش} {\persian سودمندی}}"
        ),
        "{tex}"
    );
}

#[test]
fn a_planted_bug_s_page_says_nothing_of_where_it_is_and_the_key_names_each_line() {
    let (code, tex, _) = gametree(
        &["pseudocode", "--bug", "min-tests-beta", "--format", "latex"],
        FIGURE_5_2,
    );
    assert_eq!(code, 0);
    let (page, key) = tex.split_once("\\newpage").expect("a key on its own page");
    assert!(code_lines(page).contains(
        &r"\codeline{17}{2.4}{\textbf{if} v \ensuremath{\le} \ensuremath{\beta} \textbf{then} \textbf{return} v}"
    ));
    assert!(page.contains("A bug is planted in this code"));
    for telling in ["min-tests-beta", "17}{", "should read:", "\\pseudocode{17}"] {
        let outside_listing = page
            .lines()
            .filter(|line| !line.starts_with("\\codeline"))
            .any(|line| line.contains(telling));
        assert!(!outside_listing, "the page names {telling}");
    }
    assert!(key.contains("Line 17 should read:"), "{key}");
    assert_eq!(
        code_lines(key),
        [
            r"\codeline{17}{2.4}{\textbf{if} v \ensuremath{\le} \ensuremath{\alpha} \textbf{then} \textbf{return} v}"
        ]
    );
    // A bug of many lines: the key names every line that differs.
    let (_, right, _) = gametree(&["pseudocode", "--algo", "alphabeta"], FIGURE_5_2);
    let (_, buggy, _) = gametree(&["pseudocode", "--bug", "returns-bound"], FIGURE_5_2);
    let differing = right
        .lines()
        .zip(buggy.lines())
        .filter(|(a, b)| a != b)
        .count();
    let (_, tex, _) = gametree(
        &["pseudocode", "--bug", "returns-bound", "--format", "latex"],
        FIGURE_5_2,
    );
    let key = tex.split_once("\\newpage").unwrap().1;
    assert!(differing > 1);
    assert_eq!(key.matches("should read:").count(), differing);
    assert_eq!(code_lines(key).len(), differing);
}

/// The line lit on each overlay of a deck (0 for none).
fn lit_lines(deck: &str) -> Vec<usize> {
    deck.split("\\only<")
        .skip(1)
        .map(|overlay| {
            let lit = overlay.split("\\pseudocode{").nth(1).expect("a listing");
            lit[..lit.find('}').unwrap()].parse().unwrap()
        })
        .collect()
}

#[test]
fn each_overlay_of_a_deck_lights_the_line_trace_gives_its_step() {
    let searches: [(&[&str], &str); 8] = [
        (&["--algo", "alphabeta"], FIGURE_5_2),
        (&["--algo", "alphabeta", "--lang", "fa"], FIGURE_5_2),
        (&["--bug", "min-tests-beta"], FIGURE_5_2),
        (&["--algo", "pvs"], FIGURE_5_2),
        (
            &["--algo", "negamax-ab", "--depth", "1"],
            "A=1(B=2(C=3 D=4) E=5(F=6))",
        ),
        (&["--algo", "dfpn"], "A(B(C=1 D=-2) E(F=-1))"),
        (&["--algo", "mcts", "--iterations", "6"], FIGURE_5_2),
        (
            &["--algo", "expectiminimax"],
            "A(B(1/2:(3 5) 1/2:(2 9)) C=2)",
        ),
    ];
    for (options, tree) in searches {
        let args = [&["export", "--format", "beamer", "--listing"], options].concat();
        let (code, deck, err) = gametree(&args, tree);
        assert_eq!((code, err.as_str()), (0, ""), "{options:?}");
        let (_, trace, _) = gametree(&[&["trace"], options].concat(), tree);
        let mut expected = vec![0];
        for step in trace.lines() {
            let step: serde_json::Value = serde_json::from_str(step).unwrap();
            expected.push(step["line"].as_u64().unwrap() as usize);
        }
        assert_eq!(lit_lines(&deck), expected, "{options:?}");
        // The listing is the one `pseudocode` prints, in the deck's language.
        let (_, text, _) = gametree(&[&["pseudocode"], options].concat(), tree);
        assert_eq!(code_lines(&deck).len(), text.lines().count(), "{options:?}");
    }
    // Without --listing a deck is as it was.
    let (_, deck, _) = gametree(&["export", "--format", "beamer"], FIGURE_5_2);
    assert!(!deck.contains("\\pseudocode") && !deck.contains("\\codeline"));
}

#[test]
fn the_listing_s_box_is_the_same_on_every_overlay() {
    let (_, deck, _) = gametree(
        &[
            "export",
            "--format",
            "beamer",
            "--listing",
            "--algo",
            "alphabeta",
        ],
        FIGURE_5_2,
    );
    let boxes: Vec<&str> = deck
        .split("\\begin{minipage}")
        .skip(1)
        .map(|rest| &rest[..rest.find('\n').unwrap()])
        .collect();
    assert_eq!(
        boxes.len(),
        2 * 44,
        "a column each for the tree and the listing"
    );
    assert!(boxes
        .iter()
        .all(|line| *line == boxes[0] || *line == boxes[1]));
    assert_eq!(
        boxes[1],
        "[t][0.8\\textheight][t]{0.42\\linewidth}\\vspace{0pt}"
    );
    // Nothing follows the columns on their line: a space left there on the
    // last overlay pushed the tree aside.
    let overlays: Vec<&str> = deck.split("\\only<").skip(1).collect();
    assert!(
        (overlays.iter()).all(|overlay| overlay.ends_with("\\end{minipage}\\par\n}\n")
            || overlay.ends_with("\\end{minipage}\\par\n}\n\\end{frame}\n\\end{document}\n")),
        "{deck}"
    );
}

#[test]
fn listing_arguments_out_of_place_are_one_line_and_exit_2() {
    let cases: [(&[&str], &str); 4] = [
        (
            &["pseudocode", "--format", "pdf"],
            "error: unknown format \"pdf\"; expected text or latex",
        ),
        (
            &["export", "--format", "forest", "--listing"],
            "error: --listing applies only to --format beamer: slides light its lines step by step",
        ),
        (
            &["pseudocode", "--listing"],
            "error: invalid option '--listing'",
        ),
        (
            &["trace", "--format", "latex"],
            "error: invalid option '--format'",
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
}
