//! `gametree quiz` on the command line, as `cli.md` specifies it: what
//! it refuses (with one `error:` line and exit 2, before writing a
//! thing), and the same bytes for the same options.
#![cfg(not(target_arch = "wasm32"))]

use crate::command;
use command::gametree;
use gametree::exercise::{Kind, Level};
use gametree::lang::Lang;
use gametree::quiz::{Bank, Format};

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
        (
            &[
                "quiz", "--kind", "values", "--format", "qti", "--output", "-",
            ],
            "--output names the file",
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

#[test]
fn a_package_goes_to_a_file_named_after_the_bank() {
    let dir = std::env::temp_dir().join(format!("gametree-quiz-qti-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let args = [
        "quiz", "--kind", "windows", "--format", "qti", "--count", "2", "--seed", "8",
    ];
    let mut program = std::process::Command::new(env!("CARGO_BIN_EXE_gametree"));
    program.current_dir(&dir);
    let run = command::run(program, &args, "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.is_empty());
    let zip = std::fs::read(dir.join("quiz-windows-medium-8.zip")).unwrap();
    let again = dir.join("again.zip");
    let named = gametree(
        &[&args[..], &["--output", again.to_str().unwrap()]].concat(),
        "",
    );
    assert_eq!(named.code, 0, "{}", named.stderr);
    assert_eq!(
        std::fs::read(&again).unwrap(),
        zip,
        "the same options, the same bytes"
    );
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(zip.starts_with(b"PK\x03\x04"));
}

#[test]
fn every_format_names_its_file_after_the_bank() {
    let bank = Bank {
        kind: Kind::ProofNumbers,
        level: Level::Hard,
        count: 3,
        seed: 42,
        lang: Lang::Cs,
        app: None,
    };
    let names = Format::ALL.map(|format| bank.file_name(format));
    assert_eq!(
        names,
        [
            "quiz-proof-hard-42.xml",
            "quiz-proof-hard-42.gift.txt",
            "quiz-proof-hard-42.zip"
        ]
    );
}
