//! `gametree`: solve, trace and generate game trees, and measure move
//! orderings, from the command line, with the same core as the Minimax
//! Lab app (see `cli.md`).

mod args;
mod help;
mod report;

use args::{Command, Output};
use gametree::explain::explain;
use gametree::games::lambda::lambda;
use gametree::games::Recipe;
use gametree::lang::{english, words, Catalogue, Digits};
use gametree::latex::{
    check, check_pages, export, export_with_listing, pseudocode, worksheet, Format,
};
use gametree::notation::parse_with_positions;
use gametree::order::ordering_table;
use gametree::pseudocode::Pseudocode;
use gametree::quiz::{quiz, Bank};
use gametree::random::random_tree;
use gametree::search::monte_carlo_tally;
use gametree::{search, Algorithm, Frame, Options, SearchError, Summary, Trace, Tree};
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

/// Does the command; every failure is one line for standard error. Every
/// check comes before the first byte of output, so a failure prints nothing
/// on standard output.
fn run() -> Result<(), String> {
    let mut stdout = BufWriter::new(io::stdout().lock());
    // A closed pipe (`gametree trace | head`) is not an error worth reporting.
    let _ = match args::parse(std::env::args_os().skip(1))? {
        Command::Random(spec) => {
            let tree =
                random_tree(&spec, gametree::tree::MAX_NODES).map_err(|error| error.to_string())?;
            writeln!(stdout, "{tree}")
        }
        Command::Game(recipe) => {
            let tree = recipe
                .build(gametree::tree::MAX_NODES)
                .map_err(|error| error.message)?;
            writeln!(stdout, "{tree}")
        }
        Command::OrderingTable(spec) => {
            let rows = ordering_table(&spec).map_err(|error| error.to_string())?;
            rows.iter()
                .try_for_each(|row| writeln!(stdout, "{}", report::table_row(row)))
        }
        Command::Help(usage) => write!(stdout, "{usage}"),
        Command::Lambda { recipe, tree } => {
            let Recipe::Lambda {
                position,
                in_a_row,
                order,
                attacker,
            } = recipe
            else {
                unreachable!("the lambda command reads a lambda recipe")
            };
            let found =
                lambda(&position, in_a_row, order, attacker).map_err(|error| error.message)?;
            let drawn = if tree {
                let built = recipe
                    .build(gametree::tree::MAX_NODES)
                    .map_err(|error| error.message)?;
                Some(built.to_string())
            } else {
                None
            };
            writeln!(stdout, "{}", report::lambda(&found, drawn.as_deref()))
        }
        Command::Version => writeln!(stdout, "gametree {}", env!("CARGO_PKG_VERSION")),
        Command::Worksheet {
            kind,
            level,
            count,
            seed,
            lang,
        } => {
            let document =
                worksheet(kind, level, count, seed, lang).map_err(|error| error.to_string())?;
            write!(stdout, "{document}")
        }
        Command::Quiz {
            kind,
            level,
            count,
            seed,
            lang,
            format,
            app,
            output,
        } => {
            let bank = Bank {
                kind,
                level,
                count,
                seed,
                lang,
                app: app.as_deref(),
            };
            let bytes = quiz(&bank, format).map_err(|error| error.to_string())?;
            // A zip goes to a file, named after the bank unless given.
            let output = output.or_else(|| format.is_zip().then(|| bank.file_name(format).into()));
            match output.filter(|output| output != "-") {
                Some(path) => {
                    std::fs::write(&path, &bytes).map_err(|error| {
                        format!("cannot write {}: {error}", path.to_string_lossy())
                    })?;
                    Ok(())
                }
                None => stdout.write_all(&bytes),
            }
        }
        Command::Search {
            output,
            options,
            input,
            lang,
        } => {
            let text = read_input(input.as_deref())?;
            let (tree, positions) =
                parse_with_positions(&text).map_err(|error| error.to_string())?;
            let located = |error: SearchError| match error.node {
                Some(node) => {
                    let at = positions[node.index()];
                    format!("{}:{}: {error}", at.line, at.column)
                }
                None => error.to_string(),
            };
            if let Output::Listing { latex } = output {
                // The listing of the variant asked for, a planted bug's
                // lines as the buggy code reads: a spot-the-bug handout.
                gametree::search::check(&tree, &options).map_err(located)?;
                if latex {
                    write!(stdout, "{}", pseudocode(&tree, &options, lang))
                } else {
                    let code = Pseudocode::new(&tree, &options, words(lang, Digits::Ascii));
                    let written = code
                        .lines()
                        .enumerate()
                        .try_for_each(|(index, line)| writeln!(stdout, "{:>2}  {line}", index + 1));
                    written
                }
            } else if let Output::Export {
                format,
                step,
                listing,
            } = output
            {
                // Refused before any work that grows with the tree: its
                // size and labels, a deck's pages as far as the options
                // tell them.
                let said = |message: gametree::lang::Message| message.say(english());
                check(&tree, &options, format).map_err(said)?;
                // Named A, B, C… as the app names them, so that the
                // drawing and the sentences name nodes alike.
                let tree = tree.with_letter_names();
                let steps = search(&tree, &options).map_err(located)?;
                let step = step.unwrap_or(steps.len());
                if step > steps.len() {
                    return Err(format!(
                        "--step {step} is past the search's last step, {}",
                        steps.len()
                    ));
                }
                if format == Format::Beamer {
                    check_pages(steps.len() + 1).map_err(said)?;
                }
                let document = if listing {
                    export_with_listing(&tree, &steps, lang)
                } else {
                    export(&tree, &steps, format, step, lang)
                };
                write!(stdout, "{document}")
            } else if let Output::Trace = output {
                let steps = search(&tree, &options).map_err(located)?;
                let words = words(lang, Digits::Ascii);
                write_trace(&mut stdout, &tree, &options, &steps, words)
            } else if options.algorithm == Algorithm::MonteCarlo {
                let tally = monte_carlo_tally(&tree, &options).map_err(located)?;
                let summary = Summary::of_monte_carlo(&tree, &options, tally);
                writeln!(stdout, "{}", report::summary(&tree, None, &summary))
            } else {
                let steps = search(&tree, &options).map_err(located)?;
                let summary = Summary::new(&tree, &steps);
                writeln!(stdout, "{}", report::summary(&tree, Some(&steps), &summary))
            }
        }
    }
    .and_then(|()| stdout.flush());
    Ok(())
}

/// Writes the trace a line a step as it goes: a deep tree's trace is far
/// larger than its tree (every line names its node by address), so it is
/// never held in memory whole.
fn write_trace(
    out: &mut impl Write,
    tree: &Tree,
    options: &Options,
    steps: &Trace,
    words: &Catalogue,
) -> io::Result<()> {
    let code = Pseudocode::new(tree, options, words);
    let mut frame = Frame::start(tree, steps);
    for step in &steps.steps {
        let mut line = report::step(tree, steps, &frame, step);
        line["line"] = (code.line_of(tree, step) + 1).into();
        // A planted bug's steps have no sentence: the sentences are written
        // for the right search and would misdescribe the buggy one.
        if options.bug.is_none() {
            line["text"] = explain(words, tree, steps, &frame, step).into();
        }
        writeln!(out, "{line}")?;
        frame.apply(tree, step);
    }
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
