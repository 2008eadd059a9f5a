//! How `Tree::new` turns a list of nodes into a tree: the checks that make
//! every `Tree` well formed (so that searches, layout and printing cannot
//! fail), and the movers and depths derived once.

use super::arena::Tree;
use super::limits::{MAX_NODES, MAX_PLAYERS};
use super::node::{Node, NodeId, Probability, Value};
use super::player::{Game, Player};
use super::problem::{Problem, TreeError};

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
        let mut positions: Vec<u32> = vec![0; n];
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
            for (position, &child) in node.children.iter().enumerate() {
                let child_index = child.index();
                if child_index <= index || child_index >= n || parents[child_index].is_some() {
                    return Err(at(index, Problem::NotATree));
                }
                parents[child_index] = Some(NodeId(index as u32));
                positions[child_index] = position as u32;
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
                let written = node.children.iter().map(|&c| nodes[c.index()].probability);
                let sum = written_sum(written.flatten(), sum);
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
            positions,
            sizes: Vec::new(),
            nodes,
            and_or: false,
        };
        tree.derive_movers();
        tree.count_subtrees();
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

    /// Children come after their parents, so one pass from the last node
    /// adds every subtree's size into its parent's before the parent is read.
    fn count_subtrees(&mut self) {
        let mut sizes = vec![1u32; self.nodes.len()];
        for index in (1..self.nodes.len()).rev() {
            if let Some(parent) = self.parents[index] {
                sizes[parent.index()] += sizes[index];
            }
        }
        self.sizes = sizes;
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
}

/// The sum of a chance node's probabilities as a student would write it:
/// fractions added exactly ("1/2 + 1/3 = 5/6", the terms shown when there
/// are few), else `sum` rounded to four decimals ("0.8333").
fn written_sum(probabilities: impl Iterator<Item = Probability>, sum: f64) -> String {
    const MOST_TERMS_SHOWN: usize = 4;
    let mut terms = Vec::new();
    let mut total = Some((0u128, 1u128));
    for probability in probabilities {
        match probability {
            Probability::Fraction {
                numerator,
                denominator,
            } => {
                terms.push(format!("{numerator}/{denominator}"));
                total = total.and_then(|(n, d)| {
                    let (n, d) = (
                        n * u128::from(denominator) + u128::from(numerator) * d,
                        d * u128::from(denominator),
                    );
                    let common = gcd(n, d);
                    let (n, d) = (n / common, d / common);
                    // Past 64 bits the fraction helps no one: round it.
                    (d <= u128::from(u64::MAX)).then_some((n, d))
                });
            }
            Probability::Decimal(_) => total = None,
        }
    }
    match total {
        Some((n, d)) if (2..=MOST_TERMS_SHOWN).contains(&terms.len()) => {
            format!("{} = {n}/{d}", terms.join(" + "))
        }
        Some((n, d)) => format!("{n}/{d}"),
        None => crate::lang::number(sum),
    }
}

/// The greatest common divisor, for fractions in lowest terms.
fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.max(1)
}
