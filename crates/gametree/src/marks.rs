//! What a drawing on paper writes at each node of a tree at one moment of
//! its search, as plain text for any writer (the LaTeX of `latex`, the SVG
//! of `handout`): its shape by role, its name, its value, the window of a
//! node on the path, proof numbers or N and W/N, whether the branch into
//! it is cut or outside the search tree, the chosen move, the current
//! node; or, for a worksheet, the empty boxes a student fills in (values,
//! windows, proof numbers) and the key that fills them.

use crate::explain::{number, proof_number, two_places};
use crate::frame::{Frame, NodeState};
use crate::options::Algorithm;
use crate::trace::{ProofNumbers, Score, Trace};
use crate::tree::{NodeId, NodeKind, Player, Tree, Value};

/// The shape a node is drawn as, by role, as in the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// MAX: a triangle pointing up.
    Max,
    /// MIN: a triangle pointing down.
    Min,
    /// A chance node: a circle.
    Chance,
    /// A player of max^n: a rounded box.
    Player,
    /// A leaf: a square.
    Leaf,
}

/// What is shown: all the frame shows, or a worksheet's boxes or key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Show {
    /// Everything the frame shows.
    Frame,
    /// A worksheet: the leaves' values, with empty boxes for what is asked.
    Blank(Asked),
    /// Its answer key: every box filled in from the frame.
    Key(Asked),
}

/// What a worksheet asks the student to write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// The value of every inner node (and, on the tree, which branches are
    /// cut): a box inside each inner node.
    Values,
    /// The values, and the window each node is entered with: a box inside
    /// each inner node and a window's box beside every node.
    Windows,
    /// The proof and disproof numbers of every node the search has
    /// generated at the frame, the nodes it has not generated faint.
    ProofNumbers,
}

/// The empty boxes a worksheet draws beside a node, to be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Boxes {
    /// A window: a box for α and one for β, a line each, so that a
    /// leaf's stand under it within its own width.
    Window,
    /// Proof and disproof numbers: a box for pn and one for dn, a line
    /// each, as narrow as two boxes can be.
    ProofNumbers,
}

/// What one node shows.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeMarks {
    /// Its shape.
    pub shape: Shape,
    /// Its label, if it has one.
    pub name: Option<String>,
    /// What is written inside: a leaf's value, an inner node's value known
    /// at the frame; `None` for a worksheet's empty box.
    pub inside: Option<String>,
    /// The lines written beside an inner node or under a leaf: a window,
    /// pn and dn, or N and W/N.
    pub lines: Vec<String>,
    /// The empty boxes beside it, on a worksheet.
    pub boxes: Option<Boxes>,
    /// The probability written on the edge into it, under a chance node.
    pub probability: Option<String>,
    /// Whether the branch into it is cut (drawn dashed, the node faint).
    pub cut: bool,
    /// Whether it lies outside Monte Carlo tree search's tree (faint).
    pub faint: bool,
    /// Whether the edge into it is the root's chosen move (thick).
    pub chosen: bool,
    /// Whether it is the current node (ringed).
    pub current: bool,
}

/// What `node` of `tree` shows at `frame`, a moment of `trace`.
pub fn node_marks(
    tree: &Tree,
    trace: &Trace,
    frame: &Frame,
    show: Show,
    node: NodeId,
) -> NodeMarks {
    let blank = matches!(show, Show::Blank(_));
    let drawn = !blank;
    let parent = tree.parent(node);
    let chance_edge = parent.is_some_and(|parent| tree.is_chance(parent));
    let monte_carlo = trace.options.algorithm == Algorithm::MonteCarlo;
    let proof_numbers =
        matches!(show, Show::Blank(asked) | Show::Key(asked) if asked == Asked::ProofNumbers);
    let generated = proof_numbers_at(frame, node).is_some();
    let boxes = match show {
        Show::Blank(Asked::Windows) => Some(Boxes::Window),
        Show::Blank(Asked::ProofNumbers) if generated => Some(Boxes::ProofNumbers),
        _ => None,
    };
    let chosen = frame
        .chosen
        .map(|index| tree.children(NodeId::ROOT)[index as usize]);
    NodeMarks {
        shape: shape(tree, node),
        name: tree.node(node).label.as_deref().map(str::to_string),
        inside: inside(tree, trace, frame, show, node),
        lines: lines(tree, trace, frame, show, node),
        boxes,
        probability: (tree.node(node).probability)
            .filter(|_| chance_edge)
            .map(|probability| probability.to_string()),
        cut: drawn && parent.is_some() && frame.node(node).state == NodeState::Pruned,
        faint: (drawn && monte_carlo && !frame.monte_carlo.in_tree(node))
            || (proof_numbers && !generated),
        chosen: show == Show::Frame && parent == Some(NodeId::ROOT) && chosen == Some(node),
        current: show == Show::Frame && frame.current == Some(node),
    }
}

fn shape(tree: &Tree, node: NodeId) -> Shape {
    match tree.kind(node) {
        _ if tree.node(node).is_leaf() => Shape::Leaf,
        NodeKind::Chance => Shape::Chance,
        NodeKind::Decision(Player::Max) => Shape::Max,
        NodeKind::Decision(Player::Min) => Shape::Min,
        NodeKind::Decision(Player::Numbered(_)) => Shape::Player,
    }
}

/// A leaf's value; an inner node's value known at the frame (empty while
/// unknown); nothing on a blank worksheet.
fn inside(tree: &Tree, trace: &Trace, frame: &Frame, show: Show, node: NodeId) -> Option<String> {
    if tree.node(node).is_leaf() {
        return Some(match &tree.node(node).value {
            Some(Value::Number(x)) => number(*x),
            Some(Value::Tuple(entries)) => tuple(entries),
            None => String::new(),
        });
    }
    match show {
        // Proof numbers are written beside a node; nothing is asked inside.
        Show::Blank(Asked::ProofNumbers) | Show::Key(Asked::ProofNumbers) => {
            return Some(String::new())
        }
        Show::Blank(_) => return None,
        Show::Key(_) | Show::Frame => {}
    }
    let entry = frame.node(node);
    let known = matches!(entry.state, NodeState::Active | NodeState::Done);
    // A frame writes a bound as the page draws it; a key asks the value.
    let bound = (show == Show::Frame)
        .then(|| frame.bound(tree, node))
        .flatten()
        .map_or_else(String::new, |bound| format!("{} ", bound.sign()));
    Some(match entry.value.filter(|_| known) {
        Some(Score::Number(x)) => format!("{bound}{}", number(x)),
        Some(Score::Tuple(id)) => tuple(trace.tuple(id)),
        None => String::new(),
    })
}

/// The window of a node on the path (or, in a key, the one it was entered
/// with), proof numbers, or N and W/N.
fn lines(tree: &Tree, trace: &Trace, frame: &Frame, show: Show, node: NodeId) -> Vec<String> {
    let entry = frame.node(node);
    match show {
        Show::Blank(_) | Show::Key(Asked::Values) => return Vec::new(),
        // Two lines, as the worksheet's two boxes ask: "α = …", "β = …".
        Show::Key(Asked::Windows) => {
            return (entry.entered)
                .map(|(alpha, beta)| {
                    [("α", alpha), ("β", beta)]
                        .map(|(name, bound)| format!("{name} = {}", number(bound)))
                        .to_vec()
                })
                .unwrap_or_default();
        }
        // One line in the key, "pn / dn", beside the sheet's two boxes.
        Show::Key(Asked::ProofNumbers) => {
            return proof_numbers_at(frame, node)
                .map(|numbers| {
                    let (proof, disproof) = (numbers.proof, numbers.disproof);
                    vec![format!(
                        "{} / {}",
                        proof_number(proof),
                        proof_number(disproof)
                    )]
                })
                .unwrap_or_default();
        }
        Show::Frame => {}
    }
    if trace.options.algorithm.prunes() && entry.state == NodeState::Active {
        if let Some((alpha, beta)) = entry.window {
            return vec![pair(alpha, beta)];
        }
    }
    if let Some(numbers) = proof_numbers_at(frame, node) {
        return vec![
            format!("pn {}", proof_number(numbers.proof)),
            format!("dn {}", proof_number(numbers.disproof)),
        ];
    }
    let statistics = &frame.monte_carlo.statistics;
    let visits = statistics.visits(node);
    if !frame.monte_carlo.in_tree(node) || visits == 0 {
        return Vec::new();
    }
    let mut lines = vec![format!("N {visits}")];
    if let (false, Some(mean)) = (tree.node(node).is_leaf(), statistics.mean(node)) {
        lines.push(format!("W/N {}", number(two_places(mean))));
    }
    lines
}

/// The proof and disproof numbers `node` has at `frame`: none before a
/// proof-number search generates it (or in any other search).
fn proof_numbers_at(frame: &Frame, node: NodeId) -> Option<ProofNumbers> {
    frame.proof.node(node).and_then(|entry| entry.numbers)
}

/// A window as the drawing writes it: "[3, +∞]".
fn pair(alpha: f64, beta: f64) -> String {
    format!("[{}, {}]", number(alpha), number(beta))
}

/// A tuple as the lecture writes it: "⟨1, 2, 6⟩".
fn tuple(entries: &[f64]) -> String {
    let entries: Vec<String> = entries.iter().map(|&x| number(x)).collect();
    format!("⟨{}⟩", entries.join(", "))
}
