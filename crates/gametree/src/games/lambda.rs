//! Lambda search (Thomsen 2000) on k-in-a-row games: threats of order n.
//!
//! The attacker wants a line of k; the defender only needs to stop it.
//! A λ⁰ move wins at once. A λⁿ move (n ≥ 1) is a move after which, if the
//! defender passes (a null move), the attacker wins with threats of order
//! n − 1 or less: a λ¹ move threatens to complete a line next move, a λ²
//! move threatens to win with λ¹ threats. In the λⁿ-tree the attacker
//! (OR) plays a move that wins at once, or else only λⁿ moves, and the
//! defender (AND) any move: one that completes the defender's own line is
//! a leaf worth 0, one after which the attacker still wins with threats of
//! lower order a leaf worth 1 (the lower-order search settles it), and the
//! others lead on. Its value is 1 when the attacker wins, so a tree of
//! value 1 is a win in the real game (the searches are in `threats.rs`).
//!
//! The tree is drawn as lambda search explores it: at the attacker's nodes
//! the moves up to the first that wins, at the defender's nodes up to the
//! first that refutes the threat; the report lists every root move with
//! the order it qualifies at.

use super::board::{Board, Mark};
use super::error::GameError;
use super::threats::{Stones, Threats};
use crate::lang::Message;
use crate::tree::{Node, NodeId, Player, Tree, Value};

/// The highest order searched: beyond it the searches grow too large for
/// a lecture's position in the browser.
pub const MOST_ORDER: u8 = 3;

/// The most nodes a λ-tree may have, to stay readable and quick.
pub const MOST_NODES: usize = 20_000;

/// A λ-tree as built, with its value.
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    /// The λⁿ-tree, an AND-OR tree: 1 where the attacker wins, 0 where not.
    pub tree: Tree,
    /// Whether the attacker wins in it (the root's value is 1).
    pub wins: bool,
}

/// Why one root move is (or is not) a λ move, for the sentence that says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Qualified {
    /// The square the attacker plays.
    pub square: usize,
    /// The least order i ≤ n for which it is a λⁱ move (0: it wins at once).
    pub order: Option<u8>,
    /// After the move and a pass, the attacker's next move of the lower-order
    /// win: the square that completes the line for a λ¹ move, the first
    /// threat for a λ² move.
    pub next: Option<usize>,
}

/// What lambda search says about a position, up to order n.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// The position searched.
    pub position: Board,
    /// How many in a row win.
    pub in_a_row: u8,
    /// The attacker, to move.
    pub attacker: Mark,
    /// The highest order asked for.
    pub order: u8,
    /// The least order i ≤ n whose λⁱ-tree has value 1: the attacker wins
    /// with threats of order i. `None`: no win with threats up to order n.
    pub wins_at: Option<u8>,
    /// Every empty square, in board order, with the order it qualifies at.
    pub moves: Vec<Qualified>,
}

/// Lambda search of `position` up to order `order`: the verdict and every
/// root move's order, `attacker` to move.
pub fn lambda(
    position: &Board,
    in_a_row: u8,
    order: u8,
    attacker: Mark,
) -> Result<Report, GameError> {
    let (mut threats, stones) = prepare(position, in_a_row, order, attacker)?;
    let mut wins_at = None;
    for level in 0..=order {
        if threats.attacker_wins(stones, level)? {
            wins_at = Some(level);
            break;
        }
    }
    let mut moves = Vec::new();
    for square in threats.empty(stones).collect::<Vec<_>>() {
        let after = Threats::attack(stones, square);
        let mut found = Qualified {
            square,
            order: None,
            next: None,
        };
        if threats.has_line(after.attacker) {
            found.order = Some(0);
        } else {
            for level in 1..=order {
                if threats.attacker_wins(after, level - 1)? {
                    found.order = Some(level);
                    found.next = threats.first_winning_move(after, level - 1)?;
                    break;
                }
            }
        }
        moves.push(found);
    }
    Ok(Report {
        position: *position,
        in_a_row,
        attacker,
        order,
        wins_at,
        moves,
    })
}

/// The λⁿ-tree of `position`, `attacker` to move, as lambda search
/// explores it (see the module's documentation), labelled with the moves
/// (`Xd4`).
pub fn lambda_tree(
    position: &Board,
    in_a_row: u8,
    order: u8,
    attacker: Mark,
) -> Result<Found, GameError> {
    let (mut threats, stones) = prepare(position, in_a_row, order, attacker)?;
    let defender = attacker.other();
    let mut nodes: Vec<Node> = Vec::new();
    // Pre-order with an explicit stack, leftmost move on top: (parent, the
    // move's label, the board and its stones, whether the attacker is to
    // move, the value when the node is a leaf decided before it is made).
    type Pending = (
        Option<NodeId>,
        Option<Box<str>>,
        Board,
        Stones,
        bool,
        Option<f64>,
    );
    let mut stack: Vec<Pending> = vec![(None, None, *position, stones, true, None)];
    while let Some((parent, label, board, stones, attacking, leaf)) = stack.pop() {
        if nodes.len() == MOST_NODES {
            return Err(GameError::new(
                Message::new("games.lambda-too-large")
                    .ltr("lambda", format!("λ{}", superscript(order)))
                    .number("most", MOST_NODES as f64),
            ));
        }
        let id = NodeId(nodes.len() as u32);
        if let Some(parent) = parent {
            nodes[parent.index()].children.push(id);
        }
        let children = match leaf {
            Some(_) => Vec::new(),
            None if attacking => attacker_children(&mut threats, stones, order)?,
            None => defender_children(&mut threats, stones, order)?,
        };
        // A node with nothing to play is a leaf the attacker does not win.
        let value = leaf.or(children.is_empty().then_some(0.0));
        nodes.push(Node {
            label,
            value: value.map(Value::Number),
            ..Node::default()
        });
        let mover = if attacking { attacker } else { defender };
        for (square, value) in children.into_iter().rev() {
            let label = Some(board.move_label(mover, square).into_boxed_str());
            let after = if attacking {
                Threats::attack(stones, square)
            } else {
                Threats::defend(stones, square)
            };
            stack.push((
                Some(id),
                label,
                board.with(square, mover),
                after,
                !attacking,
                value,
            ));
        }
    }
    let tree = Tree::new(Player::Max, nodes)
        .map_err(GameError::from)?
        .with_and_or(true);
    let wins = threats.attacker_wins(stones, order)?;
    Ok(Found { tree, wins })
}

/// The attacker's moves at a node of the λⁿ-tree, with the value of those
/// that are leaves: the first move that wins at once, or else the λⁿ moves
/// up to the first that wins.
fn attacker_children(
    threats: &mut Threats,
    stones: Stones,
    order: u8,
) -> Result<Vec<(usize, Option<f64>)>, GameError> {
    if let Some(square) = threats.winning_squares(stones).first() {
        return Ok(vec![(*square, Some(1.0))]);
    }
    if order == 0 {
        return Ok(Vec::new());
    }
    let mut children = Vec::new();
    for square in threats.lambda_moves(stones, order)? {
        children.push((square, None));
        if threats.wins_with(Threats::attack(stones, square), order)? {
            break;
        }
    }
    Ok(children)
}

/// The defender's moves at a node of the λⁿ-tree, with the value of those
/// that are leaves, up to the first that refutes the threat.
fn defender_children(
    threats: &mut Threats,
    stones: Stones,
    order: u8,
) -> Result<Vec<(usize, Option<f64>)>, GameError> {
    let mut children = Vec::new();
    for square in threats.empty(stones).collect::<Vec<_>>() {
        let after = Threats::defend(stones, square);
        let leaf = threats.defender_move_leaf(after, order)?;
        children.push((square, leaf));
        let refutes = match leaf {
            Some(value) => value == 0.0,
            None => !threats.attacker_wins(after, order)?,
        };
        if refutes {
            break;
        }
    }
    Ok(children)
}

/// Checks the position, the line and the order, and prepares the searches.
/// Refuses a line no longer than one square or longer than the board,
/// and an order past [`MOST_ORDER`], naming the number asked as written
/// (a link may ask for `k260`).
pub(super) fn check_sizes(position: &Board, in_a_row: u32, order: u32) -> Result<(), GameError> {
    let longest = position.width().max(position.height());
    if longest < 2 {
        return Err(GameError::new(Message::new("games.board-too-small")));
    }
    if !(2..=longest).contains(&(in_a_row as usize)) {
        return Err(GameError::new(
            Message::new("games.line-length")
                .number("longest", longest as f64)
                .number("asked", in_a_row as f64),
        ));
    }
    if order > u32::from(MOST_ORDER) {
        return Err(GameError::new(
            Message::new("games.lambda-order")
                .number("most", MOST_ORDER as f64)
                .number("asked", order as f64),
        ));
    }
    Ok(())
}

fn prepare(
    position: &Board,
    in_a_row: u8,
    order: u8,
    attacker: Mark,
) -> Result<(Threats, Stones), GameError> {
    check_sizes(position, in_a_row.into(), order.into())?;
    if attacker == Mark::Empty {
        return Err(GameError::new(Message::new("games.attacker")));
    }
    let threats = Threats::new(position, usize::from(in_a_row));
    let stones = Stones::of(position, attacker);
    for (player, bits) in [
        (attacker, stones.attacker),
        (attacker.other(), stones.defender),
    ] {
        if threats.has_line(bits) {
            return Err(GameError::new(
                Message::new("games.over")
                    .text("player", player.letter().to_string())
                    .number("in_a_row", in_a_row as f64),
            ));
        }
    }
    if threats.empty(stones).next().is_none() {
        return Err(GameError::new(Message::new("games.board-full")));
    }
    Ok((threats, stones))
}

/// The order as a superscript: ⁰, ¹, ², ³.
pub fn superscript(order: u8) -> char {
    ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'][usize::from(order.min(9))]
}
