//! A board of a k-in-a-row game (tic-tac-toe is 3×3 with 3 in a row, the
//! small gomoku board 6×6 with 4): squares X, O or empty, written row by
//! row from the top, rows separated by `/` (`x.o/.x./...`), and squares
//! named as the notes name them: column letter, then row counted from the
//! top (`c3`). Tic-tac-toe and lambda search share it.

use super::error::GameError;
use crate::lang::Message;
use std::fmt;

/// The most squares a board may have (8×8).
pub const MOST_SQUARES: usize = 64;

/// What stands on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// No mark yet.
    Empty,
    /// X, who moves first.
    X,
    /// O.
    O,
}

impl Mark {
    /// The other player.
    pub fn other(self) -> Mark {
        match self {
            Mark::X => Mark::O,
            Mark::O => Mark::X,
            Mark::Empty => Mark::Empty,
        }
    }

    /// The letter of a move's label: `X` or `O`.
    pub fn letter(self) -> char {
        match self {
            Mark::X => 'X',
            Mark::O => 'O',
            Mark::Empty => '.',
        }
    }
}

/// A position of a k-in-a-row game: the squares, row by row from the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    width: u8,
    height: u8,
    squares: [Mark; MOST_SQUARES],
}

impl Board {
    /// The empty board of `width` × `height` squares (each 1 to 8).
    pub fn empty(width: u8, height: u8) -> Board {
        Board {
            width: width.clamp(1, 8),
            height: height.clamp(1, 8),
            squares: [Mark::Empty; MOST_SQUARES],
        }
    }

    /// Reads rows of `x`, `o` and `.` (any case) separated by `/`, such as
    /// `x.o/.x./...`; every row as long as the first, at most 8 rows of 8.
    pub fn parse(rows: &str) -> Result<Board, GameError> {
        let rows: Vec<&str> = rows.trim().split('/').collect();
        let width = rows[0].chars().count();
        let shape = rows.len() <= 8
            && (1..=8).contains(&width)
            && rows.iter().all(|row| row.chars().count() == width);
        if !shape {
            return Err(GameError::new(
                Message::new("games.position-rows").ltr("found", format!("{:?}", rows.join("/"))),
            ));
        }
        let mut board = Board::empty(width as u8, rows.len() as u8);
        for (index, character) in rows.iter().flat_map(|row| row.chars()).enumerate() {
            board.squares[index] = match character.to_ascii_lowercase() {
                'x' => Mark::X,
                'o' => Mark::O,
                '.' => Mark::Empty,
                other => {
                    return Err(GameError::new(
                        Message::new("games.square").ltr("found", format!("{other:?}")),
                    ))
                }
            };
        }
        Ok(board)
    }

    /// Columns.
    pub fn width(&self) -> usize {
        usize::from(self.width)
    }

    /// Rows.
    pub fn height(&self) -> usize {
        usize::from(self.height)
    }

    /// The number of squares.
    pub fn len(&self) -> usize {
        self.width() * self.height()
    }

    /// Whether the board has no squares (never: at least 1×1).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The mark on square `index` (row by row from the top).
    pub fn get(&self, index: usize) -> Mark {
        self.squares[index]
    }

    /// The board with `mark` on square `index`.
    pub fn with(mut self, index: usize, mark: Mark) -> Board {
        self.squares[index] = mark;
        self
    }

    /// How many squares hold `mark`.
    pub fn count(&self, mark: Mark) -> usize {
        self.squares[..self.len()]
            .iter()
            .filter(|&&square| square == mark)
            .count()
    }

    /// The empty squares, row by row from the top.
    pub fn empty_squares(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.len()).filter(|&index| self.squares[index] == Mark::Empty)
    }

    /// Who moves: X when both have played equally often, else O.
    pub fn to_move(&self) -> Mark {
        if self.count(Mark::X) > self.count(Mark::O) {
            Mark::O
        } else {
            Mark::X
        }
    }

    /// The square's name: column letter, then row counted from the top (`c3`).
    pub fn square_name(&self, index: usize) -> String {
        let column = char::from(b'a' + (index % self.width()) as u8);
        format!("{column}{}", index / self.width() + 1)
    }

    /// The square a name such as `c3` names, if it is on the board.
    pub fn square(&self, name: &str) -> Option<usize> {
        let mut characters = name.chars();
        let column = characters.next()?.to_ascii_lowercase();
        let column = (column as usize).checked_sub('a' as usize)?;
        let row: usize = characters.as_str().parse().ok()?;
        (column < self.width() && (1..=self.height()).contains(&row))
            .then(|| (row - 1) * self.width() + column)
    }

    /// A move's label: the mover's letter and the square (`Xc3`).
    pub fn move_label(&self, mark: Mark, index: usize) -> String {
        format!("{}{}", mark.letter(), self.square_name(index))
    }

    /// The board after the move a label such as `Xc3` names, if it names
    /// a move to an empty square.
    pub fn play_label(&self, label: &str) -> Option<Board> {
        let mark = match label.chars().next()? {
            'X' => Mark::X,
            'O' => Mark::O,
            _ => return None,
        };
        let index = self.square(&label[1..])?;
        (self.get(index) == Mark::Empty).then(|| self.with(index, mark))
    }

    /// Every line of `length` squares in a row, column, or diagonal.
    pub fn lines(&self, length: usize) -> Vec<Vec<usize>> {
        let (width, height) = (self.width() as isize, self.height() as isize);
        let mut lines = Vec::new();
        for row in 0..height {
            for column in 0..width {
                for (down, across) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                    let end_row = row + down * (length as isize - 1);
                    let end_column = column + across * (length as isize - 1);
                    if (0..height).contains(&end_row) && (0..width).contains(&end_column) {
                        lines.push(
                            (0..length as isize)
                                .map(|step| {
                                    ((row + down * step) * width + column + across * step) as usize
                                })
                                .collect(),
                        );
                    }
                }
            }
        }
        lines
    }

    /// The player with a whole line of `lines`, if any.
    pub fn winner(&self, lines: &[Vec<usize>]) -> Option<Mark> {
        lines.iter().find_map(|line| {
            let first = self.get(line[0]);
            (first != Mark::Empty && line.iter().all(|&index| self.get(index) == first))
                .then_some(first)
        })
    }

    /// Checks that a game could reach this board: X moves first and the
    /// players alternate, and a player with a line moved last.
    pub fn check_reachable(&self, lines: &[Vec<usize>]) -> Result<(), GameError> {
        let (x, o) = (self.count(Mark::X), self.count(Mark::O));
        if x != o && x != o + 1 {
            return Err(GameError::new(
                Message::new("games.mark-counts")
                    .number("x", x as f64)
                    .number("o", o as f64),
            ));
        }
        let has_line = |mark: Mark| {
            lines
                .iter()
                .any(|line| line.iter().all(|&index| self.get(index) == mark))
        };
        match (has_line(Mark::X), has_line(Mark::O)) {
            (true, true) => Err(GameError::new(Message::new("games.both-lines"))),
            (true, false) if x == o => Err(GameError::new(Message::new("games.x-line"))),
            (false, true) if x > o => Err(GameError::new(Message::new("games.o-line"))),
            _ => Ok(()),
        }
    }
}

/// The rows, `x.o/.x./...`, as [`Board::parse`] reads them.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..self.height() {
            if row > 0 {
                f.write_str("/")?;
            }
            for column in 0..self.width() {
                let letter = match self.get(row * self.width() + column) {
                    Mark::X => 'x',
                    Mark::O => 'o',
                    Mark::Empty => '.',
                };
                write!(f, "{letter}")?;
            }
        }
        Ok(())
    }
}
