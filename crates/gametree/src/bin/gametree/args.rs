//! The command line of `gametree`, read exactly as `cli.md` describes it.

use crate::help;
use gametree::exercise::{Kind, Level};
use gametree::games::board::{Board, Mark};
use gametree::games::{tic_tac_toe, Recipe, VacuumState, DEFAULT_TAKE};
use gametree::lang::{english, Lang};
use gametree::latex::{Format, KINDS_ON_PAPER};
use gametree::options::{Bug, Expansion, FinalMove, MonteCarlo};
use gametree::order::TableSpec;
use gametree::quiz::{in_quiz, Format as QuizFormat, KINDS_IN_QUIZ};
use gametree::random::RandomSpec;
use gametree::{Algorithm, Failure, MoveOrder, Options, TieRule};
use lexopt::prelude::*;
use std::ffi::OsString;

/// What the user asked for.
pub enum Command {
    /// `solve`, `trace` or `export`: a search of a tree, and what to print of it.
    Search {
        /// What to print.
        output: Output,
        options: Options,
        /// The file to read, or `None` for standard input.
        input: Option<OsString>,
        /// The language of the sentences (`trace` and `export`) and of
        /// the listing (`pseudocode`).
        lang: Lang,
    },
    /// `worksheet`: exercises and their answer key in LaTeX.
    Worksheet {
        kind: Kind,
        level: Level,
        count: usize,
        seed: u64,
        lang: Lang,
    },
    /// `quiz`: a question bank for a learning management system.
    Quiz {
        kind: Kind,
        level: Level,
        count: usize,
        seed: u64,
        lang: Lang,
        format: QuizFormat,
        /// The app's address, to link each exercise to.
        app: Option<String>,
        /// The file to write, or `None` for standard output.
        output: Option<OsString>,
    },
    /// `lambda`: lambda search of a k-in-a-row position, as the recipe
    /// `lambda,ROWS,kK,nN,X` describes it; with `tree`, the λ-tree too.
    Lambda { recipe: Recipe, tree: bool },
    /// `--help` (of the tool, or of a command): print this and exit 0.
    Help(&'static str),
    /// `--version`: print the version and exit 0.
    Version,
    /// `random`: print a random tree.
    Random(RandomSpec),
    /// `ordering-table`: print the leaves read under each order, a line a depth.
    OrderingTable(TableSpec),
    /// `game`: print the tree of a game.
    Game(Recipe),
}

/// What `solve`, `trace` and `export` print of a search.
pub enum Output {
    /// The summary (`solve`).
    Summary,
    /// Every step (`trace`).
    Trace,
    /// A LaTeX document (`export`): the tree after `step` steps (the last
    /// when `None`), or every step, with the pseudocode beside the tree
    /// when `listing`.
    Export {
        format: Format,
        step: Option<usize>,
        listing: bool,
    },
    /// The pseudocode of the search, its lines numbered (`pseudocode`):
    /// plain text, or a LaTeX document when `latex`.
    Listing { latex: bool },
}

/// Reads the arguments (without the program name).
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command, String> {
    let args: Vec<OsString> = args.into_iter().collect();
    let mut parser = lexopt::Parser::from_args(args.clone());
    let command = match parser.next().map_err(describe)? {
        Some(Value(command)) => command.string().map_err(describe)?,
        Some(Long("help") | Short('h')) => return Ok(Command::Help(help::USAGE)),
        Some(Long("version") | Short('V')) => return Ok(Command::Version),
        Some(other) => return Err(describe(other.unexpected())),
        None => {
            return Err(
                "expected a command: solve, trace, export, pseudocode, worksheet, quiz, lambda, random, ordering-table or game (gametree --help says more)".to_string(),
            )
        }
    };
    if command == "help" {
        return Ok(Command::Help(help::USAGE));
    }
    // `gametree COMMAND --help`, wherever --help stands.
    let asks_help = args[1..].iter().any(|arg| arg == "--help" || arg == "-h");
    if let (true, Some(usage)) = (asks_help, help::of(&command)) {
        return Ok(Command::Help(usage));
    }
    match command.as_str() {
        "solve" => search_args(parser, "solve"),
        "trace" => search_args(parser, "trace"),
        "export" => search_args(parser, "export"),
        "pseudocode" => search_args(parser, "pseudocode"),
        "worksheet" => worksheet_args(parser),
        "quiz" => quiz_args(parser),
        "random" => random_args(parser),
        "ordering-table" => table_args(parser),
        "game" => game_args(parser),
        "lambda" => lambda_args(parser),
        other => Err(format!(
            "unknown command \"{other}\"; expected solve, trace, export, pseudocode, worksheet, quiz, lambda, random, ordering-table or game (gametree --help lists them)"
        )),
    }
}

fn search_args(mut parser: lexopt::Parser, command: &str) -> Result<Command, String> {
    let mut options = Options::new(Algorithm::Minimax);
    let mut algorithm_name = None;
    let mut input = None;
    let mut seen_input = false;
    let mut monte_carlo_options = Vec::new();
    let (mut format, mut step, mut lang) = (None, None, Lang::En);
    let (mut listing, mut latex) = (false, false);
    let exports = command == "export";
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Long("format") if exports => {
                let name = string_value(&mut parser, "--format")?;
                format = Some(Format::from_name(&name).ok_or(format!(
                    "unknown format \"{name}\"; expected forest or beamer"
                ))?);
            }
            Long("format") if command == "pseudocode" => {
                latex = match string_value(&mut parser, "--format")?.as_str() {
                    "text" => false,
                    "latex" => true,
                    name => {
                        return Err(format!("unknown format \"{name}\"; expected text or latex"))
                    }
                };
            }
            Long("step") if exports => step = Some(number_value(&mut parser, "--step")?),
            Long("listing") if exports => listing = true,
            Long("lang") if matches!(command, "trace" | "export" | "pseudocode") => {
                lang = lang_value(&mut parser)?
            }
            Long("bug") => {
                let name = string_value(&mut parser, "--bug")?;
                let names: Vec<&str> = Bug::ALL.iter().map(|bug| bug.name()).collect();
                options.bug = Some(Bug::from_name(&name).ok_or(format!(
                    "unknown bug \"{name}\"; expected one of {}",
                    names.join(", ")
                ))?);
            }
            Long("algo") => {
                let name = string_value(&mut parser, "--algo")?;
                options.algorithm = match Algorithm::from_name(&name) {
                    Some(algorithm) => algorithm,
                    None => {
                        let names: Vec<&str> = Algorithm::ALL.iter().map(|a| a.name()).collect();
                        return Err(format!(
                            "unknown algorithm \"{name}\"; expected one of {}",
                            names.join(", ")
                        ));
                    }
                };
                algorithm_name = Some(name);
            }
            Long("depth") => options.depth = Some(number_value(&mut parser, "--depth")?),
            Long("fail-hard") => options.failure = Failure::Hard,
            Long("strict") => options.ties = TieRule::Strict,
            Long("order") => {
                options.order = MoveOrder::from_name(&string_value(&mut parser, "--order")?)
                    .map_err(|message| message.say(english()))?
            }
            Long("iterative") => options.iterative = true,
            Long(name @ ("iterations" | "seed" | "c" | "expand" | "final")) => {
                let name = name.to_string();
                let option = format!("--{name}");
                let text = string_value(&mut parser, &option)?;
                let settings = &mut options.monte_carlo;
                let said = |message: gametree::lang::Message| message.say(english());
                match name.as_str() {
                    "iterations" => {
                        settings.iterations = MonteCarlo::read_iterations(&text).map_err(said)?
                    }
                    "seed" => settings.seed = MonteCarlo::read_seed(&text).map_err(said)?,
                    "c" => {
                        settings.exploration = MonteCarlo::read_exploration(&text).map_err(said)?
                    }
                    "expand" => settings.expansion = Expansion::from_name(&text).map_err(said)?,
                    _ => settings.final_move = FinalMove::from_name(&text).map_err(said)?,
                }
                monte_carlo_options.push(option);
            }
            Value(value) if !seen_input => {
                seen_input = true;
                input = (value != "-").then_some(value);
            }
            other => return Err(describe(other.unexpected())),
        }
    }
    if options.bug == Some(Bug::StrictCut) && options.ties == TieRule::Strict {
        return Err("--bug strict-cut is the --strict rule itself: leave --strict out".to_string());
    }
    // A planted bug runs in its own search unless another is named (which
    // the search then refuses, saying where the bug lives).
    if let (Some(bug), None) = (options.bug, &algorithm_name) {
        options.algorithm = bug.algorithm();
    }
    let name = algorithm_name
        .as_deref()
        .unwrap_or(options.algorithm.name());
    let only = |option: &str, takes: fn(Algorithm) -> bool| {
        Err(format!(
            "{option} applies only to {}, not to {name}",
            Algorithm::names_where(takes)
        ))
    };
    let algorithm = options.algorithm;
    if options.failure == Failure::Hard && !algorithm.takes_cut_variants() {
        return only("--fail-hard", Algorithm::takes_cut_variants);
    }
    if options.ties == TieRule::Strict && !algorithm.takes_cut_variants() {
        return only("--strict", Algorithm::takes_cut_variants);
    }
    if options.order != MoveOrder::Drawn && !algorithm.takes_order() {
        return only("--order", Algorithm::takes_order);
    }
    if options.iterative && !algorithm.deepens() {
        return only("--iterative", Algorithm::deepens);
    }
    if options.depth.is_some() && algorithm == Algorithm::MonteCarlo {
        return only("--depth", Algorithm::takes_depth);
    }
    if let Some(option) = monte_carlo_options.first() {
        if algorithm != Algorithm::MonteCarlo {
            return Err(format!("{option} applies only to mcts, not to {name}"));
        }
    }
    if step.is_some() && format == Some(Format::Beamer) {
        return Err("--step applies only to --format forest: slides show every step".to_string());
    }
    if listing && format == Some(Format::Forest) {
        return Err(
            "--listing applies only to --format beamer: slides light its lines step by step"
                .to_string(),
        );
    }
    let output = match command {
        "solve" => Output::Summary,
        "trace" => Output::Trace,
        "pseudocode" => Output::Listing { latex },
        _ => Output::Export {
            format: format.ok_or("export needs --format forest or --format beamer")?,
            step,
            listing,
        },
    };
    Ok(Command::Search {
        output,
        options,
        input,
        lang,
    })
}

/// `worksheet --kind values|cuts|windows|proof [--count N] [--seed S] [--level easy|medium|hard] [--lang TAG]`.
fn worksheet_args(mut parser: lexopt::Parser) -> Result<Command, String> {
    let (mut kind, mut level, mut count, mut seed, mut lang) =
        (None, Level::Medium, 6, 0, Lang::En);
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Long("kind") => kind = Some(kind_value(&mut parser, Kind::on_paper, KINDS_ON_PAPER)?),
            Long("level") => level = level_value(&mut parser)?,
            Long("count") => count = number_value(&mut parser, "--count")?,
            Long("seed") => seed = number_value(&mut parser, "--seed")?,
            Long("lang") => lang = lang_value(&mut parser)?,
            other => return Err(describe(other.unexpected())),
        }
    }
    exercises_counted(count)?;
    Ok(Command::Worksheet {
        kind: kind.ok_or(format!("worksheet needs --kind {KINDS_ON_PAPER}"))?,
        level,
        count,
        seed,
        lang,
    })
}

/// The exercise kind `--kind` names, if it is one that `takes` (a
/// worksheet's or a bank's, listed in `expected`).
fn kind_value(
    parser: &mut lexopt::Parser,
    takes: fn(Kind) -> bool,
    expected: &str,
) -> Result<Kind, String> {
    let name = string_value(parser, "--kind")?;
    Kind::from_name(&name)
        .filter(|&kind| takes(kind))
        .ok_or(format!("unknown kind \"{name}\"; expected {expected}"))
}

/// Refuses a `--count` of exercises outside 1 to [`MOST_EXERCISES`].
fn exercises_counted(count: usize) -> Result<(), String> {
    if (1..=MOST_EXERCISES).contains(&count) {
        Ok(())
    } else {
        Err(format!(
            "--count is from 1 to {MOST_EXERCISES} exercises, not {count}"
        ))
    }
}

/// `quiz --kind values|cuts|windows|proof|predict --format moodle|gift|qti
/// [--count N] [--seed S] [--level easy|medium|hard] [--lang TAG] [--app URL]
/// [--output FILE]`.
fn quiz_args(mut parser: lexopt::Parser) -> Result<Command, String> {
    let (mut kind, mut format, mut level, mut count, mut seed, mut lang) =
        (None, None, Level::Medium, 10, 0, Lang::En);
    let (mut app, mut output) = (None, None);
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Long("kind") => kind = Some(kind_value(&mut parser, in_quiz, KINDS_IN_QUIZ)?),
            Long("format") => {
                let name = string_value(&mut parser, "--format")?;
                format = Some(QuizFormat::from_name(&name).ok_or(format!(
                    "unknown format \"{name}\"; expected moodle, gift or qti"
                ))?);
            }
            Long("level") => level = level_value(&mut parser)?,
            Long("count") => count = number_value(&mut parser, "--count")?,
            Long("seed") => seed = number_value(&mut parser, "--seed")?,
            Long("lang") => lang = lang_value(&mut parser)?,
            Long("app") => app = Some(string_value(&mut parser, "--app")?),
            Long("output") => output = Some(parser.value().map_err(describe)?),
            other => return Err(describe(other.unexpected())),
        }
    }
    exercises_counted(count)?;
    let kind = kind.ok_or(format!("quiz needs --kind {KINDS_IN_QUIZ}"))?;
    let format = format.ok_or("quiz needs --format moodle, gift or qti")?;
    if format.is_zip() && output.as_deref().is_some_and(|output| output == "-") {
        return Err("a qti package is a zip file: --output names the file to write, not -".into());
    }
    Ok(Command::Quiz {
        kind,
        level,
        count,
        seed,
        lang,
        format,
        app,
        output,
    })
}

/// `lambda --position ROWS [--order N] [--in-a-row K] [--attacker x|o] [--tree]`:
/// read through the games' recipe, which checks every size.
fn lambda_args(mut parser: lexopt::Parser) -> Result<Command, String> {
    let (mut position, mut order, mut in_a_row, mut attacker, mut tree) =
        (None, 1u32, 3u32, None, false);
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Long("position") => position = Some(string_value(&mut parser, "--position")?),
            Long("order") => order = number_value(&mut parser, "--order")?,
            Long("in-a-row") => in_a_row = number_value(&mut parser, "--in-a-row")?,
            Long("attacker") => attacker = Some(string_value(&mut parser, "--attacker")?),
            Long("tree") => tree = true,
            other => return Err(describe(other.unexpected())),
        }
    }
    let position = position.ok_or("lambda needs --position ROWS, such as x.o/.x./...")?;
    let board = Board::parse(&position).map_err(|error| error.message)?;
    // The attacker is the side to move unless named.
    let attacker = match attacker.as_deref() {
        None => board.to_move(),
        Some("x" | "X") => Mark::X,
        Some("o" | "O") => Mark::O,
        Some(other) => return Err(format!("--attacker is x or o, not \"{other}\"")),
    };
    let name = if attacker == Mark::X { "x" } else { "o" };
    let recipe = Recipe::parse(&format!("lambda,{position},k{in_a_row},n{order},{name}"))
        .map_err(|error| error.message)?;
    Ok(Command::Lambda { recipe, tree })
}

/// The most exercises a worksheet or a question bank holds: a class's
/// worth of versions of an exam, each a page or so.
const MOST_EXERCISES: usize = 200;

/// `--level easy|medium|hard`.
fn level_value(parser: &mut lexopt::Parser) -> Result<Level, String> {
    let name = string_value(parser, "--level")?;
    Level::from_name(&name).ok_or(format!(
        "unknown level \"{name}\"; expected easy, medium or hard"
    ))
}

/// `--lang TAG`: en, ro, cs or fa.
fn lang_value(parser: &mut lexopt::Parser) -> Result<Lang, String> {
    let tag = string_value(parser, "--lang")?;
    Lang::from_tag(&tag).ok_or(format!(
        "unknown language \"{tag}\"; expected en, ro, cs or fa"
    ))
}

fn random_args(mut parser: lexopt::Parser) -> Result<Command, String> {
    let (mut branching, mut depth, mut seed) = (None, None, None);
    let (mut min, mut max) = (-20, 20);
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Long("branching") => branching = Some(number_value(&mut parser, "--branching")?),
            Long("depth") => depth = Some(number_value(&mut parser, "--depth")?),
            Long("seed") => seed = Some(number_value(&mut parser, "--seed")?),
            Long("min") => min = number_value(&mut parser, "--min")?,
            Long("max") => max = number_value(&mut parser, "--max")?,
            other => return Err(describe(other.unexpected())),
        }
    }
    let branching: u32 = branching.ok_or("random needs --branching B")?;
    let depth = depth.ok_or("random needs --depth D")?;
    Ok(Command::Random(RandomSpec {
        branching: branching..=branching,
        depth,
        min,
        max,
        seed: seed.unwrap_or_else(clock_seed),
    }))
}

/// `game tictactoe [--position ROWS] [--depth N] [--symmetric]`, `game nim
/// --heap N [--take K] [--misere]`, `game grundy --heap N`, `game vacuum
/// [--start STATE]`.
fn game_args(mut parser: lexopt::Parser) -> Result<Command, String> {
    let game = match parser.next().map_err(describe)? {
        Some(Value(game)) => game.string().map_err(describe)?,
        _ => return Err("game needs a game: tictactoe, nim, grundy or vacuum".to_string()),
    };
    let (mut position, mut depth, mut symmetric) = (None, None, false);
    let (mut heap, mut take, mut misere, mut start) = (None, DEFAULT_TAKE, false, None);
    while let Some(arg) = parser.next().map_err(describe)? {
        match (game.as_str(), arg) {
            ("tictactoe", Long("position")) => {
                position = Some(string_value(&mut parser, "--position")?)
            }
            ("tictactoe", Long("depth")) => depth = Some(number_value(&mut parser, "--depth")?),
            ("tictactoe", Long("symmetric")) => symmetric = true,
            ("nim" | "grundy", Long("heap")) => heap = Some(number_value(&mut parser, "--heap")?),
            ("nim", Long("take")) => take = number_value(&mut parser, "--take")?,
            ("nim", Long("misere")) => misere = true,
            ("vacuum", Long("start")) => start = Some(string_value(&mut parser, "--start")?),
            (_, other) => return Err(describe(other.unexpected())),
        }
    }
    let needs_heap = || format!("{game} needs --heap N");
    let recipe = match game.as_str() {
        "tictactoe" => Recipe::TicTacToe {
            position: tic_tac_toe::position(position.as_deref().unwrap_or(".../.../..."))
                .map_err(|error| error.message)?,
            depth,
            symmetric,
            sooner: false,
        },
        "nim" => Recipe::Nim {
            heap: heap.ok_or_else(needs_heap)?,
            take,
            misere,
        },
        "grundy" => Recipe::Grundy {
            heap: heap.ok_or_else(needs_heap)?,
        },
        "vacuum" => Recipe::Vacuum {
            start: match start {
                Some(start) => VacuumState::parse(&start).ok_or(format!(
                    "--start is a state of three letters: square A and square B (C clean or M dirty), then the agent's square (A or B), such as MMA, not \"{start}\""
                ))?,
                None => VacuumState::START,
            },
        },
        other => {
            return Err(format!(
                "unknown game \"{other}\"; expected tictactoe, nim, grundy or vacuum"
            ))
        }
    };
    Ok(Command::Game(recipe))
}

fn table_args(mut parser: lexopt::Parser) -> Result<Command, String> {
    let (mut branching, mut max_depth) = (None, None);
    let (mut trees, mut seed) = (20, 0);
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Long("branching") => branching = Some(number_value(&mut parser, "--branching")?),
            Long("max-depth") => max_depth = Some(number_value(&mut parser, "--max-depth")?),
            Long("trees") => trees = number_value(&mut parser, "--trees")?,
            Long("seed") => seed = number_value(&mut parser, "--seed")?,
            other => return Err(describe(other.unexpected())),
        }
    }
    Ok(Command::OrderingTable(TableSpec {
        branching: branching.ok_or("ordering-table needs --branching B")?,
        max_depth: max_depth.ok_or("ordering-table needs --max-depth D")?,
        trees,
        seed,
    }))
}

/// A seed for when none is given: different from run to run.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_nanos() as u64)
}

fn string_value(parser: &mut lexopt::Parser, option: &str) -> Result<String, String> {
    let value = parser
        .value()
        .map_err(|_| format!("{option} needs a value"))?;
    value
        .into_string()
        .map_err(|_| format!("{option} needs a value in UTF-8"))
}

fn number_value<T: std::str::FromStr>(
    parser: &mut lexopt::Parser,
    option: &str,
) -> Result<T, String> {
    let text = string_value(parser, option)?;
    text.parse().map_err(|_| {
        if !text.is_empty() && text.bytes().all(|byte| byte.is_ascii_digit()) {
            format!("{option} {text} is too large for this tool")
        } else {
            format!("{option} expects a whole number, found \"{text}\"")
        }
    })
}

/// lexopt's messages are already one plain sentence.
fn describe(error: lexopt::Error) -> String {
    error.to_string()
}
