//! Running the `gametree` binary in a test: its arguments and standard
//! input in, what it printed and how it ended out. Shared by the tests of
//! the command line, so that each runs it the same way.

use std::io::Write;
use std::process::{Command, Stdio};

/// What a run printed and how it ended.
pub struct Run {
    /// What it printed on standard output.
    pub stdout: String,
    /// What it printed on standard error.
    pub stderr: String,
    /// Its exit code.
    pub code: i32,
}

/// Runs gametree with `args` on `stdin`.
pub fn gametree(args: &[&str], stdin: &str) -> Run {
    run(Command::new(env!("CARGO_BIN_EXE_gametree")), args, stdin)
}

/// Runs `program` (gametree, or a shell that starts it with limits of its
/// own) with `args` added, on `stdin`.
pub fn run(mut program: Command, args: &[&str], stdin: &str) -> Run {
    let mut child = program
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program runs");
    // A command that fails on its arguments exits without reading its
    // input, so a broken pipe here is expected.
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    let output = child.wait_with_output().unwrap();
    Run {
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
        code: output.status.code().unwrap_or(-1),
    }
}
