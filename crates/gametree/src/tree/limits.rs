//! How large a tree may be: the most nodes and the most players, past
//! which a tree is refused with a clear message.

/// How many nodes a tree may have. Past this a tree is refused with a clear
/// message rather than exhausting memory (a browser tab has about 4 GiB).
pub const MAX_NODES: usize = 4_000_000;

/// How many players a max^n tree may have (one tuple entry each).
pub const MAX_PLAYERS: usize = 16;
