//! Tic-tac-toe from any position, as `gametree game tictactoe` builds it
//! (`cli.md`): X is MAX, nodes are labelled with the move (`Xc3`), and a
//! depth limit stops the tree at the lecture notes' evaluation, the lines
//! still open for X minus those still open for O. Symmetric positions
//! (the board turned or mirrored) may be merged among the moves of a node.

use super::board::{Board, Mark};
use super::error::GameError;
use crate::lang::Message;
use crate::tree::{Node, NodeId, Player, Tree, Value};

/// What a won game is worth when the tree has a depth limit: more than any
/// evaluation (which lies between -8 and 8), so a win outranks it.
pub const WIN_AT_DEPTH: f64 = 100.0;

/// The game tree of tic-tac-toe from `rows` (`x.o/.x./...`), down to
/// `depth` plies below it when given, with moves whose positions mirror an
/// earlier sibling's left out when `merge_symmetric` is set. Leaves are +1
/// (X has a line), -1 (O has) or 0 (a full board); with a depth limit a
/// finished game is ±100 and a node at the limit its evaluation. With
/// `sooner`, the depth-aware utility of the textbooks: a win is worth that
/// much once more for every square still empty, so that a sooner win is
/// worth more (and a later loss less bad).
pub fn tic_tac_toe(
    rows: &str,
    depth: Option<u32>,
    merge_symmetric: bool,
    sooner: bool,
) -> Result<Tree, GameError> {
    let board = position(rows)?;
    let win = if depth.is_some() { WIN_AT_DEPTH } else { 1.0 };
    let won = |bits: &Bits| {
        if sooner {
            win * f64::from(1 + bits.free().count_ones())
        } else {
            win
        }
    };
    let limit = depth.unwrap_or(u32::MAX);
    // Every label made once: a node's label is a copy of one of these.
    let labels: Vec<[Box<str>; 9]> = [Mark::X, Mark::O]
        .iter()
        .map(|&mark| std::array::from_fn(|square| board.move_label(mark, square).into()))
        .collect();
    let mut nodes: Vec<Node> = Vec::new();
    // Pre-order with an explicit stack, leftmost move on top: (parent, the
    // square just played, the position, plies below the root position).
    let root = Bits::of(&board);
    let mut stack: Vec<(Option<NodeId>, Option<usize>, Bits, u32)> = vec![(None, None, root, 0)];
    while let Some((parent, played, bits, plies)) = stack.pop() {
        let id = NodeId(nodes.len() as u32);
        if let Some(parent) = parent {
            nodes[parent.index()].children.push(id);
        }
        // The player who made the position moved last: X after an odd count.
        let label = played.map(|square| {
            let x_moved = bits.x.count_ones() > bits.o.count_ones();
            labels[usize::from(!x_moved)][square].clone()
        });
        let value = if has_line(bits.x) {
            Some(won(&bits))
        } else if has_line(bits.o) {
            Some(-won(&bits))
        } else if bits.free() == 0 {
            Some(0.0)
        } else if plies >= limit {
            Some(f64::from(bits.evaluation()))
        } else {
            None
        };
        if let Some(value) = value {
            nodes.push(Node {
                label,
                value: Some(Value::Number(value)),
                ..Node::default()
            });
            continue;
        }
        let mut moves = [0usize; 9];
        let mut count = 0;
        let mut seen = [u32::MAX; 9];
        for square in (0..9).filter(|&square| bits.free() & 1 << square != 0) {
            let next = bits.play(square);
            if merge_symmetric {
                let canonical = next.canonical();
                if seen[..count].contains(&canonical) {
                    continue;
                }
                seen[count] = canonical;
            }
            moves[count] = square;
            count += 1;
        }
        nodes.push(Node {
            label,
            children: Vec::with_capacity(count),
            ..Node::default()
        });
        for &square in moves[..count].iter().rev() {
            stack.push((Some(id), Some(square), bits.play(square), plies + 1));
        }
    }
    let root = if board.to_move() == Mark::X {
        Player::Max
    } else {
        Player::Min
    };
    Tree::new(root, nodes).map_err(GameError::from)
}

/// The board `rows` describes, if it is a 3×3 board a game can reach.
pub fn position(rows: &str) -> Result<Board, GameError> {
    let board = Board::parse(rows)?;
    if (board.width(), board.height()) != (3, 3) {
        return Err(GameError::new(
            Message::new("games.tic-tac-toe-size")
                .ltr("size", format!("{}×{}", board.width(), board.height())),
        ));
    }
    board.check_reachable(&board.lines(3))?;
    Ok(board)
}

/// The lecture notes' evaluation: the lines (rows, columns, diagonals)
/// with no O, which X can still complete, minus those with no X.
pub fn evaluation(board: &Board) -> i32 {
    Bits::of(board).evaluation()
}

/// The lines still open for X (no O on them) and for O (no X on them).
pub fn open_lines(board: &Board) -> (u32, u32) {
    Bits::of(board).open_lines()
}

/// The eight lines, one bit a square (square i is bit i, row by row).
const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

/// Whether the squares `marks` hold a whole line.
fn has_line(marks: u16) -> bool {
    LINES.iter().any(|&line| line & !marks == 0)
}

/// A 3×3 position as two words of bits: the tree is built a million nodes
/// at a time, so positions are copied and tested as words.
#[derive(Clone, Copy)]
struct Bits {
    x: u16,
    o: u16,
}

impl Bits {
    fn of(board: &Board) -> Bits {
        let bits = |mark| {
            (0..9)
                .filter(|&square| board.get(square) == mark)
                .fold(0u16, |bits, square| bits | 1 << square)
        };
        Bits {
            x: bits(Mark::X),
            o: bits(Mark::O),
        }
    }

    fn free(self) -> u16 {
        0b111_111_111 & !(self.x | self.o)
    }

    /// The position after the player to move (X when both have played
    /// equally often) takes `square`.
    fn play(self, square: usize) -> Bits {
        if self.x.count_ones() > self.o.count_ones() {
            Bits {
                o: self.o | 1 << square,
                ..self
            }
        } else {
            Bits {
                x: self.x | 1 << square,
                ..self
            }
        }
    }

    fn open_lines(self) -> (u32, u32) {
        let open = |blocker: u16| LINES.iter().filter(|&&line| line & blocker == 0).count() as u32;
        (open(self.o), open(self.x))
    }

    fn evaluation(self) -> i32 {
        let (open_for_x, open_for_o) = self.open_lines();
        open_for_x as i32 - open_for_o as i32
    }

    /// The same number for a position and all its turned and mirrored images.
    fn canonical(self) -> u32 {
        SYMMETRIES
            .iter()
            .map(|map| {
                map.iter().fold(0u32, |code, &square| {
                    code * 3 + u32::from(self.x >> square & 1) + 2 * u32::from(self.o >> square & 1)
                })
            })
            .min()
            .expect("there are symmetries")
    }
}

/// The eight ways to turn or mirror the board: square `i` goes to `map[i]`.
const SYMMETRIES: [[usize; 9]; 8] = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8],
    [2, 5, 8, 1, 4, 7, 0, 3, 6],
    [8, 7, 6, 5, 4, 3, 2, 1, 0],
    [6, 3, 0, 7, 4, 1, 8, 5, 2],
    [2, 1, 0, 5, 4, 3, 8, 7, 6],
    [6, 7, 8, 3, 4, 5, 0, 1, 2],
    [0, 3, 6, 1, 4, 7, 2, 5, 8],
    [8, 5, 2, 7, 4, 1, 6, 3, 0],
];
