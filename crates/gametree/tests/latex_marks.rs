//! The figure is the page: at every step of figure 5.2 under alpha-beta,
//! of a seeded Monte Carlo tree search, of a proof-number search and of
//! df-pn, each node of `export --format forest` carries exactly the marks
//! the page draws there from the same frame (its value or bound, window
//! and cut condition, proof numbers with df-pn's thresholds, ✓ and ✗, N and
//! W/N; on the edge into it the window it was entered with, a selection's
//! score, the "//" of a cut with its letter; the path, the playout, the
//! share of visits, the line of best play and the proof tree). The
//! expectation is worked out here from the frame, as the page's drawing
//! reads it, not from the LaTeX; no TeX is needed.
#![cfg(not(target_arch = "wasm32"))]

use gametree::explain::{edge_scores, number, proof_number, two_places};
use gametree::lang::Lang;
use gametree::latex::{escape, export, Format};
use gametree::options::MonteCarlo;
use gametree::presets::MOVING_MOST_PROVING;
use gametree::{parse, search, Algorithm, Frame, NodeId, NodeState, Options, Player, Tree};
use std::collections::BTreeSet;

/// The first lecture example, figure 5.2 of the textbook.
const FIGURE_5_2: &str = "A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))";

/// The break between two lines of a text beside a node.
const LINE_BREAK: &str = "\\\\\\relax ";

/// What one node of a figure writes, as text: read from the LaTeX, or
/// expected from the frame.
#[derive(Debug, Default, PartialEq)]
struct Marks {
    /// Inside its shape.
    inside: String,
    /// Beside an inner node, or under a leaf (its name first).
    lines: Vec<String>,
    /// ✓ or ✗.
    decided: Option<String>,
    /// On the edge into it, and whether lit.
    on_edge: Option<(String, bool)>,
    /// The "//" across the edge into it, and its letter.
    cut_mark: Option<String>,
    /// The styles of the edge into it, a width by visits rounded.
    edge: BTreeSet<String>,
    /// The styles of its shape.
    node: BTreeSet<String>,
    /// Ringed.
    current: bool,
}

/// `text` split at its commas outside braces and brackets.
fn top_level(text: &str) -> Vec<&str> {
    let (mut depth, mut start, mut parts) = (0i32, 0, Vec::new());
    for (at, ch) in text.char_indices() {
        match ch {
            '{' | '[' => depth += 1,
            '}' | ']' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(text[start..at].trim());
                start = at + 1;
            }
            _ => {}
        }
    }
    parts.push(text[start..].trim());
    parts
}

/// What is between the first `{` at or after `from` and its closing brace.
fn braced(text: &str, from: usize) -> (&str, usize) {
    let open = from + text[from..].find('{').unwrap();
    let mut depth = 0;
    for (at, ch) in text[open..].char_indices() {
        match ch {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return (&text[open + 1..open + at], open + at + 1);
                }
            }
            _ => {}
        }
    }
    panic!("unclosed brace in {text}")
}

/// The TikZ nodes of an edge's label: each one's options and text.
fn edge_nodes(label: &str) -> Vec<(String, String)> {
    let mut nodes = Vec::new();
    let mut at = 0;
    while let Some(found) = label[at..].find("node[") {
        let options_start = at + found + "node[".len();
        let options_end = options_start + label[options_start..].find(']').unwrap();
        let (text, end) = braced(label, options_end);
        nodes.push((
            label[options_start..options_end].to_string(),
            text.to_string(),
        ));
        at = end;
    }
    nodes
}

/// Each node's marks as the forest figure writes them, in pre-order.
fn read(figure: &str) -> Vec<Marks> {
    let body =
        &figure[figure.find("\\begin{forest}").unwrap()..figure.find("\\end{forest}").unwrap()];
    body.lines()
        .map(str::trim_start)
        .filter(|line| line.starts_with('[') && line.len() > 1)
        .map(|line| {
            let line = line[1..].trim_end_matches(']');
            let mut marks = Marks::default();
            let parts = top_level(line);
            marks.inside = braced(parts[0], 0).0.to_string();
            for part in &parts[1..] {
                if let Some(label) = part.strip_prefix("label=") {
                    let label = braced(label, 0).0;
                    let (options, rest) = label[1..].split_once(']').unwrap();
                    let (side, text) = rest.split_once(':').unwrap();
                    let text = braced(text, 0).0;
                    match side {
                        "left" => marks.lines.insert(0, format!("name {text}")),
                        "below" => marks
                            .lines
                            .extend(text.split(LINE_BREAK).map(str::to_string)),
                        "north east" if options.starts_with("decided") => {
                            marks.decided = Some(text.to_string())
                        }
                        other => panic!("a label {other}: {part}"),
                    }
                } else if let Some(styles) = part.strip_prefix("edge=") {
                    for style in top_level(braced(styles, 0).0) {
                        marks.edge.insert(rounded_width(style));
                    }
                } else if let Some(label) = part.strip_prefix("edge label=") {
                    for (options, text) in edge_nodes(braced(label, 0).0) {
                        if options.starts_with("on edge") {
                            let lit = text.strip_prefix("\\textbf{\\underline{");
                            marks.on_edge = Some(match lit {
                                Some(lit) => (lit.trim_end_matches('}').to_string(), true),
                                None => (text, false),
                            });
                        } else if options == "cut mark" {
                            marks.cut_mark.get_or_insert_with(String::new);
                        } else if options == "cut letter" {
                            marks.cut_mark = Some(text);
                        }
                    }
                } else if let Some(code) = part.strip_prefix("tikz+=") {
                    // The lines on an inner node's right: \treeright{name}{x}{lines}.
                    let code = braced(code, 0).0;
                    let (_, after_name) = braced(code, code.find("\\treeright").unwrap());
                    let (_, after_x) = braced(code, after_name);
                    let lines = braced(code, after_x).0;
                    marks
                        .lines
                        .extend(lines.split(LINE_BREAK).map(str::to_string));
                } else if *part == "current" {
                    marks.current = true;
                } else if !(part.starts_with("s=")
                    || part.starts_with("name=")
                    || ["max", "min", "leaf"].contains(part))
                {
                    marks.node.insert(part.to_string());
                }
            }
            marks
        })
        .collect()
}

/// A style, its width by visits written to a tenth of a point, so that
/// the figure's rounding and the expectation's agree.
fn rounded_width(style: &str) -> String {
    match style
        .strip_prefix("line width=")
        .and_then(|w| w.strip_suffix("pt"))
    {
        Some(width) => format!("width {:.1}", width.parse::<f64>().unwrap()),
        None => style.to_string(),
    }
}

/// The nodes in the order the figure writes them: pre-order.
fn pre_order(tree: &Tree) -> Vec<NodeId> {
    let mut order = Vec::new();
    let mut stack = vec![NodeId::ROOT];
    while let Some(node) = stack.pop() {
        order.push(node);
        stack.extend(tree.children(node).iter().rev());
    }
    order
}

/// A window as the page writes it.
fn window((alpha, beta): (f64, f64)) -> String {
    escape(&format!("[{}, {}]", number(alpha), number(beta)))
}

/// "pn 3", or with df-pn's threshold "pn 3 < 5".
fn numbers_line(name: &str, value: u32, threshold: Option<u32>) -> String {
    escape(&match threshold {
        None => format!("{name} {}", proof_number(value)),
        Some(threshold) => {
            let relation = match value.cmp(&threshold) {
                std::cmp::Ordering::Less => "<",
                std::cmp::Ordering::Equal => "=",
                std::cmp::Ordering::Greater => ">",
            };
            format!(
                "{name} {} {relation} {}",
                proof_number(value),
                proof_number(threshold)
            )
        }
    })
}

/// What the page draws at `node` at `frame`, read as its drawing reads
/// the frame (`src/components/tree_view/`: `layers.rs`, `node.rs`,
/// `edge.rs`, `proof.rs`, `monte_carlo.rs`).
fn expected(tree: &Tree, options: &Options, frame: &Frame, node: NodeId) -> Marks {
    let entry = frame.node(node);
    let leaf = tree.node(node).is_leaf();
    let parent = tree.parent(node);
    let prunes = options.algorithm.prunes();
    let monte_carlo = options.algorithm == Algorithm::MonteCarlo;
    // Inside: a leaf's value; an inner node's, as a bound if it is one.
    let inside = if leaf {
        tree.node(node)
            .value
            .as_ref()
            .map_or(String::new(), |value| match value {
                gametree::Value::Number(x) => escape(&number(*x)),
                gametree::Value::Tuple(_) => unreachable!(),
            })
    } else {
        match entry
            .value
            .filter(|_| matches!(entry.state, NodeState::Active | NodeState::Done))
        {
            Some(gametree::Score::Number(x)) => match frame.bound(tree, node) {
                Some(bound) => escape(&format!("{} {}", bound.sign(), number(x))),
                None => escape(&number(x)),
            },
            _ => String::new(),
        }
    };
    let mut marks = Marks {
        inside,
        ..Marks::default()
    };
    if let Some(label) = &tree.node(node).label {
        let label = escape(label);
        marks
            .lines
            .push(if leaf { label } else { format!("name {label}") });
    }
    // Beside: the window of an inner node on the path, the cut's test.
    let active = prunes && entry.state == NodeState::Active;
    if let Some(shown) = entry.window.filter(|_| active && !leaf) {
        marks.lines.push(window(shown));
    }
    if let Some(cut) = entry.cut {
        let test = if tree.mover(node) == Player::Min {
            "≤ α"
        } else {
            "≥ β"
        };
        marks.lines.push(escape(&format!(
            "{} {test} = {}",
            number(cut.value),
            number(cut.bound)
        )));
    }
    // Proof numbers, df-pn's thresholds while it searches there; ✓ or ✗.
    let proof = frame.proof.node(node);
    if let Some((proof, numbers)) = proof.and_then(|proof| Some((proof, proof.numbers?))) {
        let thresholds = proof.thresholds.filter(|_| proof.on_path);
        marks.lines.push(numbers_line(
            "pn",
            numbers.proof,
            thresholds.map(|t| t.proof),
        ));
        marks.lines.push(numbers_line(
            "dn",
            numbers.disproof,
            thresholds.map(|t| t.disproof),
        ));
        if numbers.is_proved() || numbers.is_disproved() {
            let (sign, colour) = if numbers.is_proved() {
                ("✓", "proved")
            } else {
                ("✗", "disproved")
            };
            marks.decided = Some(escape(sign));
            marks.node.insert(format!("{colour} node"));
            if proof.in_proof {
                marks.edge.insert("proof edge".to_string());
            }
        }
    }
    // N and W/N (N alone under a leaf), once visited in the search tree.
    let statistics = &frame.monte_carlo.statistics;
    let in_tree = monte_carlo && frame.monte_carlo.in_tree(node);
    if in_tree && statistics.visits(node) > 0 {
        marks.lines.push(format!("N {}", statistics.visits(node)));
        if !leaf {
            let mean = statistics.mean(node).unwrap();
            marks
                .lines
                .push(escape(&format!("W/N {}", number(two_places(mean)))));
        }
    }
    let Some(parent) = parent else {
        marks.current = frame.current == Some(node);
        return marks;
    };
    // On the edge: the window it was entered with, or a selection's score.
    if let Some(entered) = entry.entered.filter(|_| active) {
        marks.on_edge = Some((window(entered), false));
    }
    if let Some(chosen) = frame.monte_carlo.selection.filter(|_| monte_carlo) {
        if tree.parent(chosen) == Some(parent) {
            let exploration = options.monte_carlo.exploration;
            let scores = edge_scores(statistics, tree, parent, exploration);
            let score = scores.iter().find(|(child, _)| *child == node).unwrap().1;
            marks.on_edge = Some((escape(&number(score)), chosen == node));
            if chosen == node {
                marks.edge.insert("lit edge".to_string());
            }
        }
    }
    // The "//" across the first edge a cut skipped, α at MIN, β at MAX.
    if let Some(cut) = frame.node(parent).cut {
        if cut.searched as usize == tree.child_index(node) {
            let letter = if tree.mover(parent) == Player::Min {
                "α"
            } else {
                "β"
            };
            marks.cut_mark = Some(escape(letter));
        }
    }
    // The edge's styles: the path, the width by visits, the playout, the
    // line of best play, a cut or faint branch.
    let path: Vec<NodeId> = if monte_carlo {
        frame.monte_carlo.path.clone()
    } else if !frame.proof.nodes.is_empty() {
        frame.proof.path.clone()
    } else {
        std::iter::successors(frame.current, |&at| tree.parent(at)).collect()
    };
    let playout = frame.monte_carlo.playout_path(tree).contains(&node);
    let unseen = proof.is_some_and(|proof| proof.numbers.is_none());
    let faint = (monte_carlo && !in_tree && !playout) || unseen;
    let cut = entry.state == NodeState::Pruned;
    let share = in_tree.then(|| {
        let of_parent = statistics.visits(parent);
        if of_parent > 0 {
            f64::from(statistics.visits(node)) / f64::from(of_parent)
        } else {
            0.0
        }
    });
    for (set, style) in [
        (path.contains(&node), "path edge".to_string()),
        (
            share.is_some(),
            format!("width {:.1}", 0.4 + 2.0 * share.unwrap_or(0.0)),
        ),
        (playout, "playout edge".to_string()),
        (
            frame.principal_variation(tree).contains(&node),
            "chosen edge".to_string(),
        ),
        (cut, "cut edge".to_string()),
        (faint, "faint edge".to_string()),
    ] {
        if set {
            marks.edge.insert(style);
        }
    }
    for (set, style) in [(cut, "cut node"), (faint, "faint node")] {
        if set {
            marks.node.insert(style.to_string());
        }
    }
    marks.current = frame.current == Some(node);
    marks
}

/// Every step of a search of `text` with `options`: the marks of each
/// node of its figure at that step are what the page draws there.
fn every_step_is_the_page(text: &str, options: Options) -> usize {
    let tree = parse(text).unwrap().with_letter_names();
    let trace = search(&tree, &options).unwrap();
    let order = pre_order(&tree);
    for step in 0..=trace.len() {
        let figure = export(&tree, &trace, Format::Forest, step, Lang::En);
        let frame = Frame::at(&tree, &trace, step);
        let written = read(&figure);
        assert_eq!(written.len(), tree.len(), "step {step}");
        for (node, written) in order.iter().zip(&written) {
            let page = expected(&tree, &options, &frame, *node);
            assert_eq!(
                *written,
                page,
                "{} at step {step} of {}: the figure (left) is not the page (right)",
                tree.name(*node),
                options.algorithm.name()
            );
        }
    }
    trace.len()
}

#[test]
fn figure_5_2_under_alpha_beta_marks_what_the_page_marks_at_every_step() {
    let steps = every_step_is_the_page(FIGURE_5_2, Options::new(Algorithm::AlphaBeta));
    assert!(steps > 22, "{steps} steps");
}

#[test]
fn monte_carlo_marks_what_the_page_marks_at_every_step_selections_playouts_and_backups_too() {
    let options = Options {
        monte_carlo: MonteCarlo {
            iterations: 20,
            seed: 1,
            exploration: 1.4,
            ..MonteCarlo::default()
        },
        ..Options::new(Algorithm::MonteCarlo)
    };
    // Twenty iterations of four steps: selection, expansion, playout and
    // back-up each many times.
    assert!(every_step_is_the_page(FIGURE_5_2, options) >= 60);
}

#[test]
fn proof_number_searches_mark_what_the_page_marks_at_every_step() {
    for algorithm in [Algorithm::ProofNumber, Algorithm::DepthFirstProofNumber] {
        every_step_is_the_page(MOVING_MOST_PROVING, Options::new(algorithm));
    }
}
