//! Two-player games in normal form (a matrix of payoffs), the first game
//! students meet being the prisoner's dilemma: strictly dominated
//! strategies eliminated one at a time, the pure Nash equilibria, and the
//! game unrolled as a game tree in which the second player moves without
//! knowing the first player's choice (one information set).

use crate::lang::Catalogue;
use crate::tree::{Node, NodeId, Player, Tree, Value};

/// A game in normal form: player 1 picks a row, player 2 a column, at once.
#[derive(Clone, Debug, PartialEq)]
pub struct NormalForm {
    /// The players' names.
    pub players: [String; 2],
    /// Player 1's strategies.
    pub rows: Vec<String>,
    /// Player 2's strategies.
    pub columns: Vec<String>,
    /// Each cell's payoffs (player 1's, player 2's), row by row.
    pub payoffs: Vec<[f64; 2]>,
    /// Whether a smaller payoff is better (years in prison), or a larger.
    pub lower_is_better: bool,
}

/// One step of iterated elimination: `player`'s strategy `strategy` is
/// strictly dominated by `by` among the strategies still standing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Elimination {
    /// 0 for player 1 (a row), 1 for player 2 (a column).
    pub player: usize,
    /// The strategy crossed out.
    pub strategy: usize,
    /// The strategy that does strictly better against everything left.
    pub by: usize,
}

impl NormalForm {
    /// The prisoner's dilemma with its prisoners and their choices named
    /// in the language of `words`: the names label the game's tree too.
    pub fn prisoners_dilemma(words: &Catalogue) -> NormalForm {
        let names = |first, second| [words.say(first, &[]), words.say(second, &[])];
        let choices = names("dilemma.silent", "dilemma.betray");
        NormalForm {
            players: names("dilemma.prisoner-1", "dilemma.prisoner-2"),
            rows: choices.to_vec(),
            columns: choices.to_vec(),
            payoffs: vec![[1.0, 1.0], [10.0, 0.0], [0.0, 10.0], [5.0, 5.0]],
            lower_is_better: true,
        }
    }

    /// The payoffs of the cell (row, column).
    pub fn payoff(&self, row: usize, column: usize) -> [f64; 2] {
        self.payoffs[row * self.columns.len() + column]
    }

    /// Whether payoff `a` is strictly better than `b` for a player.
    pub fn better(&self, a: f64, b: f64) -> bool {
        if self.lower_is_better {
            a < b
        } else {
            a > b
        }
    }

    /// Player `player`'s payoff when they play `own` and the other `other`.
    pub fn payoff_of(&self, player: usize, own: usize, other: usize) -> f64 {
        if player == 0 {
            self.payoff(own, other)[0]
        } else {
            self.payoff(other, own)[1]
        }
    }

    /// Iterated elimination of strictly dominated strategies, one at a
    /// time: each step crosses out the first strategy (player 1's before
    /// player 2's, in order) that another standing strategy beats against
    /// every standing strategy of the other player.
    pub fn eliminate(&self) -> Vec<Elimination> {
        let mut standing = [vec![true; self.rows.len()], vec![true; self.columns.len()]];
        let mut steps = Vec::new();
        'next: loop {
            for player in 0..2 {
                let others: Vec<usize> = (0..standing[1 - player].len())
                    .filter(|&other| standing[1 - player][other])
                    .collect();
                let mine: Vec<usize> = (0..standing[player].len())
                    .filter(|&own| standing[player][own])
                    .collect();
                for &strategy in &mine {
                    let dominating = mine.iter().copied().find(|&by| {
                        by != strategy
                            && others.iter().all(|&other| {
                                self.better(
                                    self.payoff_of(player, by, other),
                                    self.payoff_of(player, strategy, other),
                                )
                            })
                    });
                    if let Some(by) = dominating {
                        standing[player][strategy] = false;
                        steps.push(Elimination {
                            player,
                            strategy,
                            by,
                        });
                        continue 'next;
                    }
                }
            }
            return steps;
        }
    }

    /// The pure Nash equilibria, as (row, column): cells where neither
    /// player does strictly better by changing their own strategy alone.
    pub fn equilibria(&self) -> Vec<(usize, usize)> {
        let mut found = Vec::new();
        for row in 0..self.rows.len() {
            for column in 0..self.columns.len() {
                let [first, second] = self.payoff(row, column);
                let first_stays = (0..self.rows.len())
                    .all(|other| !self.better(self.payoff(other, column)[0], first));
                let second_stays = (0..self.columns.len())
                    .all(|other| !self.better(self.payoff(row, other)[1], second));
                if first_stays && second_stays {
                    found.push((row, column));
                }
            }
        }
        found
    }

    /// The game unrolled as a game tree: player 1 (MAX) picks a row, then
    /// player 2 (MIN) a column; leaves are player 1's payoff as a utility
    /// (negated when fewer is better), so minimax plays it as if player 2
    /// wanted player 1 to do badly. Player 2's nodes form one information
    /// set, which the tree cannot say: see [`NormalForm::information_set`].
    pub fn tree(&self) -> Tree {
        // 0 - x rather than -x: a payoff of 0 stays 0, not -0.
        let utility = |payoff: f64| {
            if self.lower_is_better {
                0.0 - payoff
            } else {
                payoff
            }
        };
        let label = |name: &str| Some(name.replace(' ', "_").into_boxed_str());
        let mut nodes = vec![Node::default()];
        for (row, row_name) in self.rows.iter().enumerate() {
            let id = NodeId(nodes.len() as u32);
            nodes[0].children.push(id);
            nodes.push(Node {
                label: label(row_name),
                ..Node::default()
            });
            for (column, column_name) in self.columns.iter().enumerate() {
                let leaf = NodeId(nodes.len() as u32);
                nodes[id.index()].children.push(leaf);
                nodes.push(Node {
                    label: label(column_name),
                    value: Some(Value::Number(utility(self.payoff(row, column)[0]))),
                    ..Node::default()
                });
            }
        }
        Tree::new(Player::Max, nodes).expect("a game in normal form unrolls into a tree")
    }

    /// Player 2's nodes in [`NormalForm::tree`], which player 2 cannot
    /// tell apart: one information set.
    pub fn information_set(&self, tree: &Tree) -> Vec<NodeId> {
        tree.children(NodeId::ROOT).to_vec()
    }
}
