//! Who moves: the player at a decision node, what a node is (a decision or
//! chance), and whether the tree is a two-player or a max^n game.

/// The player to move at a decision node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// Maximises the value (two-player trees).
    Max,
    /// Minimises the value (two-player trees).
    Min,
    /// Player k of a max^n tree, counted from 1 as the slides do; maximises
    /// entry k of the tuples.
    Numbered(u8),
}

/// What a node is, for searching and for drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NodeKind {
    /// A decision (or terminal) node where this player moves.
    Decision(Player),
    /// A chance node: its children carry probabilities and it takes no turn.
    Chance,
}

/// Whether the tree is a two-player zero-sum game or a max^n game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    /// MAX and MIN alternate; `root` moves first.
    TwoPlayer {
        /// Who moves at the root: `Max` or `Min`.
        root: Player,
    },
    /// `players` players take turns 1, 2, …, n, 1, …; values are tuples.
    MaxN {
        /// The number of players, the length of every tuple (at least 2).
        players: u8,
    },
}
