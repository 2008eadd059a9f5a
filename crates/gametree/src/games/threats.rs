//! The searches behind lambda search (`lambda.rs`): the value of a λⁿ-tree
//! for the attacker to move, and of a defender's node in it, on bitboards
//! (one bit a square, one word a player) so that a 6×6 board is valued in
//! well under a second, with every position's value remembered.
//!
//! The searches recurse on the board: at most two levels a ply (a board
//! has at most 64 squares) and one an order (at most `MOST_ORDER`), so the
//! depth is bounded whatever the input.

use super::board::{Board, Mark};
use super::error::GameError;
use crate::lang::Message;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The most positions one search may value before it gives up: enough for
/// a lecture's position, few enough to answer in the browser in a second.
const MOST_POSITIONS: usize = 50_000;

/// The stones of the two sides, one bit a square (square i is bit i).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Stones {
    /// The attacker's squares.
    pub(super) attacker: u64,
    /// The defender's squares.
    pub(super) defender: u64,
}

impl Stones {
    /// The stones on `board`, `attacker` being one side.
    pub(super) fn of(board: &Board, attacker: Mark) -> Stones {
        let mut stones = Stones {
            attacker: 0,
            defender: 0,
        };
        for square in 0..board.len() {
            match board.get(square) {
                Mark::Empty => {}
                mark if mark == attacker => stones.attacker |= 1 << square,
                _ => stones.defender |= 1 << square,
            }
        }
        stones
    }

    fn with_attacker(self, square: usize) -> Stones {
        Stones {
            attacker: self.attacker | 1 << square,
            ..self
        }
    }

    fn with_defender(self, square: usize) -> Stones {
        Stones {
            defender: self.defender | 1 << square,
            ..self
        }
    }
}

/// The searches' shared state: the board's shape, its lines, and what is known.
pub(super) struct Threats {
    /// Every line of k squares, as a mask.
    lines: Vec<u64>,
    /// Every square of the board.
    all: u64,
    /// The value of every position valued, by (stones, order), attacker to move.
    known: HashMap<(Stones, u8), bool, BuildHasherDefault<WordHasher>>,
}

/// A hasher for keys made of a few words: the table is looked up at every
/// position, and the standard hasher, made to resist crafted keys, costs
/// several times more than the search around it.
#[derive(Default)]
struct WordHasher(u64);

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u8(&mut self, byte: u8) {
        self.write_u64(u64::from(byte));
    }
}

impl Threats {
    /// The searches of a board shaped like `board`, with lines of `in_a_row`.
    pub(super) fn new(board: &Board, in_a_row: usize) -> Threats {
        let lines = board
            .lines(in_a_row)
            .iter()
            .map(|line| line.iter().fold(0u64, |mask, &square| mask | 1 << square))
            .collect();
        let all = if board.len() == 64 {
            u64::MAX
        } else {
            (1u64 << board.len()) - 1
        };
        Threats {
            lines,
            all,
            known: HashMap::default(),
        }
    }

    /// Whether `player` (a side's bits) has a whole line.
    pub(super) fn has_line(&self, player: u64) -> bool {
        self.lines.iter().any(|&line| line & !player == 0)
    }

    /// The empty squares, in board order.
    pub(super) fn empty(&self, stones: Stones) -> impl Iterator<Item = usize> {
        let mut free = self.all & !(stones.attacker | stones.defender);
        std::iter::from_fn(move || {
            (free != 0).then(|| {
                let square = free.trailing_zeros() as usize;
                free &= free - 1;
                square
            })
        })
    }

    /// A square that completes a line for the attacker, the first in board
    /// order, if there is one.
    pub(super) fn winning_square(&self, stones: Stones) -> Option<usize> {
        self.lines
            .iter()
            .filter(|&&line| {
                line & stones.defender == 0
                    && (line & stones.attacker).count_ones() + 1 == line.count_ones()
            })
            .map(|&line| (line & !stones.attacker).trailing_zeros() as usize)
            .min()
    }

    /// The value of the λⁿ-tree of `stones`, the attacker to move: 1 when
    /// the attacker has a line, can complete one at once, or (n ≥ 1) has a
    /// λⁿ move after which every defender move still leaves a win.
    pub(super) fn attacker_wins(&mut self, stones: Stones, order: u8) -> Result<bool, GameError> {
        if self.has_line(stones.attacker) || self.winning_square(stones).is_some() {
            return Ok(true);
        }
        if order == 0 || self.has_line(stones.defender) {
            return Ok(false);
        }
        if let Some(&known) = self.known.get(&(stones, order)) {
            return Ok(known);
        }
        if self.known.len() >= MOST_POSITIONS {
            return Err(GameError::new(
                Message::new("games.lambda-positions").number("most", MOST_POSITIONS as f64),
            ));
        }
        let mut wins = false;
        for square in self.empty(stones).collect::<Vec<_>>() {
            if self.wins_with(stones.with_attacker(square), order)? {
                wins = true;
                break;
            }
        }
        self.known.insert((stones, order), wins);
        Ok(wins)
    }

    /// Whether the attacker's move that made `after` is a λⁿ move that
    /// wins: after a pass the attacker wins with a lower order, and after
    /// every defender move the attacker still wins.
    pub(super) fn wins_with(&mut self, after: Stones, order: u8) -> Result<bool, GameError> {
        Ok(self.attacker_wins(after, order - 1)? && self.defender_loses(after, order)?)
    }

    /// Whether every defender move at `stones` leaves the attacker a win in
    /// the λⁿ-tree (none completes the defender's line or stops the threat).
    pub(super) fn defender_loses(&mut self, stones: Stones, order: u8) -> Result<bool, GameError> {
        let squares: Vec<usize> = self.empty(stones).collect();
        if squares.is_empty() {
            return Ok(false);
        }
        for square in squares {
            let after = stones.with_defender(square);
            if self.defender_wins_at_once(after) {
                return Ok(false);
            }
            // A win of lower order settles it quickly; else the λⁿ-tree goes on.
            if !self.attacker_wins(after, order - 1)? && !self.attacker_wins(after, order)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// How a defender's move at `stones` ends in the λⁿ-tree, when it ends
    /// there: `Some(0.0)` it completes the defender's line, `Some(1.0)` the
    /// attacker still wins with threats of lower order; `None` when the
    /// tree goes on below it.
    pub(super) fn defender_move_leaf(
        &mut self,
        after: Stones,
        order: u8,
    ) -> Result<Option<f64>, GameError> {
        Ok(if self.defender_wins_at_once(after) {
            Some(0.0)
        } else if self.attacker_wins(after, order - 1)? {
            Some(1.0)
        } else {
            None
        })
    }

    fn defender_wins_at_once(&self, after: Stones) -> bool {
        self.has_line(after.defender)
    }

    /// The attacker's λⁿ moves at `stones` (n ≥ 1), in board order: the
    /// moves after which, with a pass, a lower order wins.
    pub(super) fn lambda_moves(
        &mut self,
        stones: Stones,
        order: u8,
    ) -> Result<Vec<usize>, GameError> {
        let mut moves = Vec::new();
        for square in self.empty(stones).collect::<Vec<_>>() {
            if self.attacker_wins(stones.with_attacker(square), order - 1)? {
                moves.push(square);
            }
        }
        Ok(moves)
    }

    /// The squares that complete a line for the attacker, in board order.
    pub(super) fn winning_squares(&self, stones: Stones) -> Vec<usize> {
        self.empty(stones)
            .filter(|&square| self.has_line(stones.attacker | 1 << square))
            .collect()
    }

    /// The attacker's first move, in board order, of a win of this order:
    /// a completing square for order 0, else the first λ move that wins.
    pub(super) fn first_winning_move(
        &mut self,
        stones: Stones,
        order: u8,
    ) -> Result<Option<usize>, GameError> {
        if let Some(square) = self.winning_square(stones) {
            return Ok(Some(square));
        }
        if order == 0 {
            return Ok(None);
        }
        for square in self.empty(stones).collect::<Vec<_>>() {
            if self.wins_with(stones.with_attacker(square), order)? {
                return Ok(Some(square));
            }
        }
        Ok(None)
    }

    /// The stones after the attacker plays `square`.
    pub(super) fn attack(stones: Stones, square: usize) -> Stones {
        stones.with_attacker(square)
    }

    /// The stones after the defender plays `square`.
    pub(super) fn defend(stones: Stones, square: usize) -> Stones {
        stones.with_defender(square)
    }
}
