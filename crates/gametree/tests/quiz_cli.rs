//! `gametree quiz` on the command line, as `cli.md` specifies it: what
//! it refuses (with one `error:` line and exit 2, before writing a
//! thing), and the same bytes for the same options.
#![cfg(not(target_arch = "wasm32"))]

#[path = "common/command.rs"]
mod command;

use command::gametree;

#[test]
fn refusals_are_one_error_line_and_exit_2() {
    let refused = [
        (
            &[
                "quiz", "--kind", "values", "--format", "gift", "--count", "201",
            ][..],
            "--count is from 1 to 200",
        ),
        (
            &["quiz", "--kind", "order", "--format", "gift"],
            "unknown kind \"order\"",
        ),
        (
            &["quiz", "--kind", "values", "--format", "pdf"],
            "unknown format \"pdf\"",
        ),
        (&["quiz", "--format", "gift"], "quiz needs --kind"),
        (&["quiz", "--kind", "values"], "quiz needs --format"),
    ];
    for (args, said) in refused {
        let run = gametree(args, "");
        assert_eq!(run.code, 2, "{args:?}");
        assert!(run.stdout.is_empty(), "{args:?}");
        assert!(
            run.stderr.starts_with("error: ") && run.stderr.contains(said),
            "{args:?}: {}",
            run.stderr
        );
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    }
}

#[test]
fn the_same_options_give_the_same_bytes() {
    let args = [
        "quiz",
        "--kind",
        "cuts",
        "--format",
        "gift",
        "--count",
        "3",
        "--seed",
        "5",
        "--lang",
        "cs",
        "--app",
        "https://example.org/lab/",
    ];
    let first = gametree(&args, "");
    assert_eq!(first.code, 0, "{}", first.stderr);
    assert!(first.stdout.starts_with("// tree: "), "{}", first.stdout);
    assert_eq!(gametree(&args, "").stdout, first.stdout);
}

#[test]
fn output_names_the_file_written() {
    let file = std::env::temp_dir().join(format!("gametree-quiz-{}.gift", std::process::id()));
    let path = file.to_str().unwrap();
    let args = [
        "quiz", "--kind", "values", "--format", "gift", "--count", "2",
    ];
    let written = gametree(&[&args[..], &["--output", path]].concat(), "");
    assert_eq!(written.code, 0, "{}", written.stderr);
    assert!(written.stdout.is_empty());
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::remove_file(&file).unwrap();
    assert_eq!(text, gametree(&args, "").stdout);
}
