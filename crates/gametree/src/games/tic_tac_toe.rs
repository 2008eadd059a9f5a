//! Tic-tac-toe from a given position, with the player to move as MAX.

use crate::tree::{Node, NodeId, Player, Tree, Value};

/// The full game tree of tic-tac-toe from `board`: nine characters, row by
/// row, `X`, `O` or `.` (spaces and `|` are ignored). X moves first, so X is
/// to move when both have played equally often. The player to move is MAX;
/// leaves are +1 when MAX has won, -1 when MIN has, 0 for a draw. Each node
/// is labelled with the square just played, columns a-c and rows 1-3 (`b2`).
pub fn tic_tac_toe(board: &str) -> Result<Tree, String> {
    let squares: Vec<u8> = board
        .bytes()
        .filter(|byte| !matches!(byte, b' ' | b'|' | b'\n' | b'\r'))
        .map(|byte| byte.to_ascii_uppercase())
        .collect();
    if squares.len() != 9
        || squares
            .iter()
            .any(|square| !matches!(square, b'X' | b'O' | b'.'))
    {
        return Err("a board is nine squares, each X, O or \".\", row by row".to_string());
    }
    let count = |mark| squares.iter().filter(|&&square| square == mark).count();
    let to_move = match count(b'X').checked_sub(count(b'O')) {
        Some(0) => b'X',
        Some(1) => b'O',
        _ => return Err("X moves first, so X has as many marks as O or one more".to_string()),
    };
    let max_player = to_move;
    let mut nodes = vec![Node {
        label: Some("start".into()),
        ..Node::default()
    }];
    // Pre-order with an explicit stack: (node, board, who moves there).
    let mut stack = vec![(NodeId::ROOT, squares, to_move)];
    while let Some((id, board, mover)) = stack.pop() {
        let winner = winner(&board);
        let free: Vec<usize> = (0..9).filter(|&square| board[square] == b'.').collect();
        if winner.is_some() || free.is_empty() {
            let value = match winner {
                Some(mark) if mark == max_player => 1.0,
                Some(_) => -1.0,
                None => 0.0,
            };
            nodes[id.index()].value = Some(Value::Number(value));
            continue;
        }
        let next_mover = if mover == b'X' { b'O' } else { b'X' };
        let mut children = Vec::with_capacity(free.len());
        for square in free {
            let child = NodeId(nodes.len() as u32);
            let column = (b'a' + (square % 3) as u8) as char;
            nodes.push(Node {
                label: Some(format!("{column}{}", square / 3 + 1).into()),
                ..Node::default()
            });
            let mut next = board.clone();
            next[square] = mover;
            children.push((child, next));
        }
        nodes[id.index()].children = children.iter().map(|(child, _)| *child).collect();
        for (child, next) in children.into_iter().rev() {
            stack.push((child, next, next_mover));
        }
    }
    Tree::new(Player::Max, nodes).map_err(|error| error.to_string())
}

/// The mark with three in a row, if any.
fn winner(board: &[u8]) -> Option<u8> {
    const LINES: [[usize; 3]; 8] = [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [0, 3, 6],
        [1, 4, 7],
        [2, 5, 8],
        [0, 4, 8],
        [2, 4, 6],
    ];
    LINES.iter().find_map(|&[a, b, c]| {
        (board[a] != b'.' && board[a] == board[b] && board[b] == board[c]).then_some(board[a])
    })
}
