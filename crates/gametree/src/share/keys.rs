//! The keys an address may hold, each with the catalogue key of what its
//! value is and the search of compare mode it describes: one list, which
//! both the fragment's reader and the whole link's reader go by.

/// The parts an address may hold.
#[derive(Clone, Copy)]
pub(super) enum Key {
    Text,
    Algorithm,
    Depth,
    Ties,
    Failure,
    Order,
    Iterative,
    MonteCarlo,
    Bug,
    Sync,
    Step,
}

/// Each key as the address writes it, and the catalogue key of what its
/// value is, for messages; the keys ending in `2` are compare mode's
/// second search.
pub(super) const KEYS: [(&str, Key, &str, Search); 19] = [
    ("t", Key::Text, "share.part.tree", Search::First),
    ("a", Key::Algorithm, "share.part.algorithm", Search::First),
    ("d", Key::Depth, "share.part.depth", Search::First),
    ("ties", Key::Ties, "share.part.tie-rule", Search::First),
    (
        "fail",
        Key::Failure,
        "share.part.failure-rule",
        Search::First,
    ),
    ("o", Key::Order, "share.part.order", Search::First),
    ("i", Key::Iterative, "share.part.iterative", Search::First),
    (
        "mc",
        Key::MonteCarlo,
        "share.part.monte-carlo",
        Search::First,
    ),
    ("bug", Key::Bug, "share.part.bug", Search::First),
    ("s", Key::Step, "share.part.step", Search::First),
    (
        "a2",
        Key::Algorithm,
        "share.part.second-algorithm",
        Search::Second,
    ),
    ("d2", Key::Depth, "share.part.second-depth", Search::Second),
    (
        "ties2",
        Key::Ties,
        "share.part.second-tie-rule",
        Search::Second,
    ),
    (
        "fail2",
        Key::Failure,
        "share.part.second-failure-rule",
        Search::Second,
    ),
    ("o2", Key::Order, "share.part.second-order", Search::Second),
    (
        "i2",
        Key::Iterative,
        "share.part.second-iterative",
        Search::Second,
    ),
    (
        "mc2",
        Key::MonteCarlo,
        "share.part.second-monte-carlo",
        Search::Second,
    ),
    ("bug2", Key::Bug, "share.part.second-bug", Search::Second),
    ("sync", Key::Sync, "share.part.stepping", Search::First),
];

/// Which search of compare mode a key describes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Search {
    First,
    Second,
}
