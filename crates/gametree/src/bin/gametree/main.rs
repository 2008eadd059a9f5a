//! `gametree`: solve, trace and generate game trees from the command line,
//! with the same core as the Minimax Lab app (see `cli.md`).

mod args;
mod report;

use args::Command;
use gametree::explain::explain;
use gametree::notation::parse_with_positions;
use gametree::pseudocode::Pseudocode;
use gametree::random::random_tree;
use gametree::{search, Frame, Summary};
use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// Does the command; every failure is one line for standard error. Output
/// is built in full before anything is printed, so a failure prints nothing
/// on standard output.
fn run() -> Result<(), String> {
    let output = match args::parse(std::env::args_os().skip(1))? {
        Command::Random(spec) => {
            let tree = random_tree(&spec).map_err(|error| error.to_string())?;
            format!("{tree}\n")
        }
        Command::Search {
            trace,
            options,
            input,
        } => {
            let text = read_input(input.as_deref())?;
            let (tree, positions) =
                parse_with_positions(&text).map_err(|error| error.to_string())?;
            let steps = search(&tree, &options).map_err(|error| match error.node {
                Some(node) => {
                    let at = positions[node.index()];
                    format!("{}:{}: {}", at.line, at.column, error.message)
                }
                None => error.message,
            })?;
            if trace {
                let addresses = tree.addresses();
                let code = Pseudocode::new(&tree, &options);
                let mut frame = Frame::new(&tree);
                let mut lines = String::new();
                for step in &steps.steps {
                    let mut line = report::step(&steps, &addresses, step);
                    line["line"] = (code.line_of(&tree, step) + 1).into();
                    line["text"] = explain(&tree, &steps, &frame, step).into();
                    lines.push_str(&line.to_string());
                    lines.push('\n');
                    frame.apply(&tree, step);
                }
                lines
            } else {
                format!("{}\n", report::summary(&tree, &Summary::new(&tree, &steps)))
            }
        }
    };
    let mut stdout = BufWriter::new(io::stdout().lock());
    // A closed pipe (`gametree trace | head`) is not an error worth reporting.
    let _ = stdout
        .write_all(output.as_bytes())
        .and_then(|()| stdout.flush());
    Ok(())
}

fn read_input(path: Option<&std::ffi::OsStr>) -> Result<String, String> {
    let bytes = match path {
        None => {
            let mut bytes = Vec::new();
            io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|error| format!("cannot read standard input: {error}"))?;
            bytes
        }
        Some(path) => std::fs::read(path)
            .map_err(|error| format!("cannot read {}: {error}", path.to_string_lossy()))?,
    };
    String::from_utf8(bytes).map_err(|_| "the input is not UTF-8 text".to_string())
}
