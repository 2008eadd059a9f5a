//! The game tree: an arena of nodes addressed by `NodeId`, with the player to
//! move at every node derived once, so that searches and drawings never guess.

use std::fmt;

/// How many nodes a tree may have. Past this a tree is refused with a clear
/// message rather than exhausting memory (a browser tab has about 4 GiB).
pub const MAX_NODES: usize = 4_000_000;

/// How many players a max^n tree may have (one tuple entry each).
pub const MAX_PLAYERS: usize = 16;

/// A node's index in its tree's arena. The root is always `NodeId(0)`, and
/// every child has a larger index than its parent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub u32);

impl NodeId {
    /// The root of every tree.
    pub const ROOT: NodeId = NodeId(0);

    /// The arena index, for tables indexed by node.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A leaf's utility or an inner node's static evaluation.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// One number, from MAX's point of view (two-player trees).
    Number(f64),
    /// One number per player (max^n trees), player 1 first.
    Tuple(Box<[f64]>),
}

/// The probability written on the edge into a child of a chance node. The
/// form it was written in is kept, so that `1/6` prints back as `1/6`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Probability {
    /// Written as a fraction of two natural numbers, such as `1/36`.
    Fraction {
        /// The number above the bar.
        numerator: u32,
        /// The number below the bar, never 0.
        denominator: u32,
    },
    /// Written as a decimal number, such as `0.5`.
    Decimal(f64),
}

impl Probability {
    /// The probability as a number between 0 and 1.
    pub fn value(self) -> f64 {
        match self {
            Probability::Fraction {
                numerator,
                denominator,
            } => f64::from(numerator) / f64::from(denominator),
            Probability::Decimal(value) => value,
        }
    }
}

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

/// One node as written: what the notation and the JSON form carry.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Node {
    /// The node's name, such as `B`; `None` when unlabelled.
    pub label: Option<Box<str>>,
    /// A leaf's utility, or an inner node's static evaluation.
    pub value: Option<Value>,
    /// The probability on the edge from the parent, when the parent is a
    /// chance node.
    pub probability: Option<Probability>,
    /// The children in move order (left to right).
    pub children: Vec<NodeId>,
}

impl Node {
    /// Whether the game ends here.
    pub fn is_leaf(&self) -> bool {
        self.children.is_empty()
    }
}

/// A game tree. It can only be built through [`Tree::new`], which checks it,
/// so every `Tree` is well formed and every search of it succeeds.
#[derive(Clone, Debug, PartialEq)]
pub struct Tree {
    game: Game,
    nodes: Vec<Node>,
    /// The player who moves at each node, or who would move there for a
    /// chance node (its children belong to that player).
    movers: Vec<Player>,
    /// The depth of each node: edges from the root, chance levels included.
    depths: Vec<u32>,
    parents: Vec<Option<NodeId>>,
}

/// Why a list of nodes is not a well-formed tree; the parser turns it into a
/// message at the position of `node`.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeError {
    /// The node where the problem shows.
    pub node: NodeId,
    /// What is wrong there.
    pub problem: Problem,
}

/// The ways a list of nodes can fail to be a game tree.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// There are no nodes at all.
    Empty,
    /// More than [`MAX_NODES`] nodes.
    TooLarge,
    /// A child index that is out of range, not after its parent, or used twice.
    NotATree,
    /// A node with neither a value nor children.
    NoValue,
    /// Some children of this node carry a probability and this one does not,
    /// or the other way round.
    MixedProbabilities,
    /// A probability outside [0, 1].
    ProbabilityRange,
    /// The root carries a probability.
    ProbabilityOnRoot,
    /// The probabilities of this chance node add up to the given sum, not 1.
    ProbabilitySum(f64),
    /// This chance node can reach both +inf and -inf, so it has no expected value.
    NoExpectedValue,
    /// A tuple where the tree has plain numbers, or the other way round.
    ValueKind {
        /// The number of players the tree's first value fixed (0 for numbers).
        expected_players: usize,
    },
    /// A tuple of the wrong length (the first one written fixes it).
    TupleLength {
        /// The length the first tuple fixed.
        expected: usize,
    },
    /// A tuple with fewer than 2 or more than [`MAX_PLAYERS`] entries.
    PlayerCount,
    /// The root is MIN in a max^n tree.
    MinInMaxN,
    /// A number is not a number (NaN).
    NotANumber,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Empty => write!(f, "a tree needs at least one node"),
            Problem::TooLarge => write!(
                f,
                "the tree has more than {MAX_NODES} nodes, the most this tool can hold"
            ),
            Problem::NotATree => write!(
                f,
                "the child lists do not form a tree (every node but the root must be the child of exactly one earlier node)"
            ),
            Problem::NoValue => write!(f, "a node needs a value or children"),
            Problem::MixedProbabilities => write!(
                f,
                "either every child of a node carries a probability (a chance node) or none does"
            ),
            Problem::ProbabilityRange => write!(f, "a probability must lie between 0 and 1"),
            Problem::ProbabilityOnRoot => write!(f, "the root cannot carry a probability"),
            Problem::ProbabilitySum(sum) => write!(
                f,
                "the probabilities of this chance node add up to {sum}, not 1"
            ),
            Problem::NoExpectedValue => write!(
                f,
                "this chance node can reach both +inf and -inf, so it has no expected value"
            ),
            Problem::ValueKind { expected_players } => {
                if *expected_players == 0 {
                    write!(f, "this tree's values are numbers, so a tuple cannot appear here")
                } else {
                    write!(
                        f,
                        "this tree's values are tuples of {expected_players} (one per player), so a plain number cannot appear here"
                    )
                }
            }
            Problem::TupleLength { expected } => write!(
                f,
                "expected a tuple of {expected} values, as the first tuple of this tree has"
            ),
            Problem::PlayerCount => write!(
                f,
                "a tuple needs one value per player, between 2 and {MAX_PLAYERS}"
            ),
            Problem::MinInMaxN => write!(
                f,
                "\"min\" cannot start a tree of tuples: player 1 moves at the root"
            ),
            Problem::NotANumber => write!(f, "a value must be a number"),
        }
    }
}

impl std::error::Error for TreeError {}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.problem.fmt(f)
    }
}

/// How close to 1 a chance node's probabilities must add up.
const PROBABILITY_TOLERANCE: f64 = 1e-9;

impl Tree {
    /// Checks `nodes` (root first, each child after its parent) and derives
    /// who moves where. `root` is who moves first in a two-player tree; it
    /// must be `Max` when the values are tuples. Problems are reported at the
    /// first node, in index order, where they show.
    pub fn new(root: Player, nodes: Vec<Node>) -> Result<Tree, TreeError> {
        let at = |index: usize, problem| TreeError {
            node: NodeId(index as u32),
            problem,
        };
        if nodes.is_empty() {
            return Err(at(0, Problem::Empty));
        }
        if nodes.len() > MAX_NODES {
            return Err(at(0, Problem::TooLarge));
        }
        if nodes[0].probability.is_some() {
            return Err(at(0, Problem::ProbabilityOnRoot));
        }
        let n = nodes.len();
        let mut parents: Vec<Option<NodeId>> = vec![None; n];
        let mut players = 0usize; // 0: not yet known; 1: plain numbers; k >= 2: tuples of k
        for (index, node) in nodes.iter().enumerate() {
            if node.value.is_none() && node.children.is_empty() {
                return Err(at(index, Problem::NoValue));
            }
            if let Some(value) = &node.value {
                let found = match value {
                    Value::Number(x) => {
                        if x.is_nan() {
                            return Err(at(index, Problem::NotANumber));
                        }
                        1
                    }
                    Value::Tuple(entries) => {
                        if entries.iter().any(|x| x.is_nan()) {
                            return Err(at(index, Problem::NotANumber));
                        }
                        if entries.len() < 2 || entries.len() > MAX_PLAYERS {
                            return Err(at(index, Problem::PlayerCount));
                        }
                        entries.len()
                    }
                };
                if players == 0 {
                    players = found;
                } else if (players == 1) != (found == 1) {
                    let expected_players = if players == 1 { 0 } else { players };
                    return Err(at(index, Problem::ValueKind { expected_players }));
                } else if players != found {
                    return Err(at(index, Problem::TupleLength { expected: players }));
                }
            }
            let chance = node
                .children
                .first()
                .and_then(|c| nodes.get(c.index()))
                .is_some_and(|c| c.probability.is_some());
            let mut sum = 0.0;
            for &child in &node.children {
                let child_index = child.index();
                if child_index <= index || child_index >= n || parents[child_index].is_some() {
                    return Err(at(index, Problem::NotATree));
                }
                parents[child_index] = Some(NodeId(index as u32));
                match nodes[child_index].probability {
                    Some(p) if chance => {
                        let p = p.value();
                        if !(0.0..=1.0).contains(&p) {
                            return Err(at(child_index, Problem::ProbabilityRange));
                        }
                        sum += p;
                    }
                    None if !chance => {}
                    _ => return Err(at(child_index, Problem::MixedProbabilities)),
                }
            }
            if chance && (sum - 1.0).abs() > PROBABILITY_TOLERANCE {
                return Err(at(index, Problem::ProbabilitySum(sum)));
            }
        }
        if parents[1..].iter().any(Option::is_none) {
            let orphan = parents[1..].iter().position(Option::is_none).unwrap_or(0) + 1;
            return Err(at(orphan, Problem::NotATree));
        }
        let game = if players >= 2 {
            if root == Player::Min {
                return Err(at(0, Problem::MinInMaxN));
            }
            Game::MaxN {
                players: players as u8,
            }
        } else {
            Game::TwoPlayer { root }
        };
        let mut tree = Tree {
            game,
            movers: Vec::with_capacity(n),
            depths: Vec::with_capacity(n),
            parents,
            nodes,
        };
        tree.derive_movers();
        tree.check_expected_values()?;
        Ok(tree)
    }

    /// Parents come before children, so one pass in index order sees every
    /// parent's mover before its children need it.
    fn derive_movers(&mut self) {
        let first = match self.game {
            Game::TwoPlayer { root } => root,
            Game::MaxN { .. } => Player::Numbered(1),
        };
        for index in 0..self.nodes.len() {
            let (mover, depth) = match self.parents[index] {
                None => (first, 0),
                Some(parent) => {
                    let parent_mover = self.movers[parent.index()];
                    let mover = if self.is_chance(parent) {
                        parent_mover
                    } else {
                        self.next_player(parent_mover)
                    };
                    (mover, self.depths[parent.index()] + 1)
                }
            };
            self.movers.push(mover);
            self.depths.push(depth);
        }
    }

    /// A chance node averages over its children, so it needs finite values
    /// or infinities of one sign only: the children are visited after the
    /// parent, so a reverse pass collects which infinities each subtree holds.
    fn check_expected_values(&self) -> Result<(), TreeError> {
        const POSITIVE: u8 = 1;
        const NEGATIVE: u8 = 2;
        let mut reach = vec![0u8; self.nodes.len()];
        for index in (0..self.nodes.len()).rev() {
            let node = &self.nodes[index];
            let mut flags = 0;
            if node.children.is_empty() {
                if let Some(value) = &node.value {
                    let entries: &[f64] = match value {
                        Value::Number(x) => std::slice::from_ref(x),
                        Value::Tuple(entries) => entries,
                    };
                    for x in entries {
                        if *x == f64::INFINITY {
                            flags |= POSITIVE;
                        } else if *x == f64::NEG_INFINITY {
                            flags |= NEGATIVE;
                        }
                    }
                }
            }
            for child in &node.children {
                flags |= reach[child.index()];
            }
            if self.is_chance(NodeId(index as u32)) && flags == POSITIVE | NEGATIVE {
                return Err(TreeError {
                    node: NodeId(index as u32),
                    problem: Problem::NoExpectedValue,
                });
            }
            reach[index] = flags;
        }
        Ok(())
    }

    fn next_player(&self, player: Player) -> Player {
        match (player, self.game) {
            (Player::Max, _) => Player::Min,
            (Player::Min, _) => Player::Max,
            (Player::Numbered(k), Game::MaxN { players }) => Player::Numbered(k % players + 1),
            (Player::Numbered(k), Game::TwoPlayer { .. }) => Player::Numbered(k),
        }
    }

    /// Two-player or max^n, and who starts.
    pub fn game(&self) -> Game {
        self.game
    }

    /// The number of players: 2 for a two-player tree, n for max^n.
    pub fn players(&self) -> usize {
        match self.game {
            Game::TwoPlayer { .. } => 2,
            Game::MaxN { players } => usize::from(players),
        }
    }

    /// Who moves first.
    pub fn root_player(&self) -> Player {
        self.movers[0]
    }

    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Always false: a tree has at least its root. Here for clippy's sake.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The node with this id.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    /// All nodes, indexed by `NodeId::index`.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// The ids of all nodes, root first, each child after its parent.
    pub fn ids(&self) -> impl DoubleEndedIterator<Item = NodeId> + ExactSizeIterator {
        (0..self.nodes.len() as u32).map(NodeId)
    }

    /// The children of `id`, left to right.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        &self.nodes[id.index()].children
    }

    /// The parent of `id`; `None` for the root.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.parents[id.index()]
    }

    /// Edges from the root to `id`, chance levels included.
    pub fn depth(&self, id: NodeId) -> u32 {
        self.depths[id.index()]
    }

    /// Whether `id` is a chance node.
    pub fn is_chance(&self, id: NodeId) -> bool {
        self.nodes[id.index()]
            .children
            .first()
            .is_some_and(|c| self.nodes[c.index()].probability.is_some())
    }

    /// What `id` is: a chance node, or a decision node of some player.
    pub fn kind(&self, id: NodeId) -> NodeKind {
        if self.is_chance(id) {
            NodeKind::Chance
        } else {
            NodeKind::Decision(self.movers[id.index()])
        }
    }

    /// The player who moves at `id`, or would move there were it not a
    /// chance node (its children then belong to this player).
    pub fn mover(&self, id: NodeId) -> Player {
        self.movers[id.index()]
    }

    /// The position of `id` among its parent's children (0 for the root).
    pub fn child_index(&self, id: NodeId) -> usize {
        match self.parent(id) {
            None => 0,
            Some(parent) => self
                .children(parent)
                .iter()
                .position(|&c| c == id)
                .unwrap_or(0),
        }
    }

    /// The node's address as `notation.md` defines it: child indices from
    /// the root joined by dots, `""` for the root.
    pub fn address(&self, id: NodeId) -> String {
        let mut path = Vec::new();
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            path.push(self.child_index(at));
            at = parent;
        }
        path.iter()
            .rev()
            .map(usize::to_string)
            .collect::<Vec<_>>()
            .join(".")
    }

    /// The node at `address`, if there is one.
    pub fn find(&self, address: &str) -> Option<NodeId> {
        let mut at = NodeId::ROOT;
        if address.is_empty() {
            return Some(at);
        }
        for part in address.split('.') {
            let position: usize = part.parse().ok()?;
            at = *self.children(at).get(position)?;
        }
        Some(at)
    }

    /// A copy in which every unlabelled node is named A, B, C, … in
    /// breadth-first order, as the slides name them; names the tree already
    /// uses, and the words min, max and inf, are skipped.
    pub fn with_letter_names(&self) -> Tree {
        let taken: std::collections::HashSet<String> = self
            .nodes
            .iter()
            .filter_map(|node| node.label.as_deref().map(str::to_lowercase))
            .collect();
        let mut names = (1u64..).map(letters).filter(|name| {
            let lower = name.to_lowercase();
            !taken.contains(&lower) && !matches!(lower.as_str(), "min" | "max" | "inf")
        });
        let mut tree = self.clone();
        let mut queue = std::collections::VecDeque::from([NodeId::ROOT]);
        while let Some(id) = queue.pop_front() {
            let node = &mut tree.nodes[id.index()];
            if node.label.is_none() {
                node.label = names.next().map(String::into_boxed_str);
            }
            queue.extend(self.children(id));
        }
        tree
    }

    /// A name for `id` in messages: its label, or its address when
    /// unlabelled. Deep down, only the last steps of the address and the
    /// depth: a full address is as long as the tree is deep, and a trace
    /// names every node it visits.
    pub fn name(&self, id: NodeId) -> String {
        const SHOWN_STEPS: u32 = 6;
        match &self.node(id).label {
            Some(label) => label.to_string(),
            None if id == NodeId::ROOT => "the root".to_string(),
            None if self.depth(id) <= SHOWN_STEPS => format!("node {}", self.address(id)),
            None => {
                let mut steps = Vec::new();
                let mut at = id;
                while let (Some(parent), true) =
                    (self.parent(at), steps.len() < SHOWN_STEPS as usize)
                {
                    steps.push(self.child_index(at).to_string());
                    at = parent;
                }
                steps.reverse();
                format!("node …{} at depth {}", steps.join("."), self.depth(id))
            }
        }
    }
}

/// The `n`-th name of the sequence A, …, Z, AA, AB, … (from 1).
fn letters(mut n: u64) -> String {
    let mut name = Vec::new();
    while n > 0 {
        n -= 1;
        name.push(b'A' + (n % 26) as u8);
        n /= 26;
    }
    name.reverse();
    String::from_utf8(name).expect("ASCII letters")
}
