//! max^n for games of several players: each player picks the child whose
//! tuple is best in their own entry; chance nodes average the tuples.

use super::walk::{walk, weighted, At, Flow, Rules, Window, FULL_WINDOW};
use crate::options::Options;
use crate::trace::{Score, Step, Trace};
use crate::tree::{NodeId, Player, Tree, Value};

/// Searches a tree of tuples without pruning.
pub(crate) fn max_n(tree: &Tree, options: &Options) -> Trace {
    walk(tree, options, &mut MaxN)
}

struct MaxN;

/// A node while its children are searched.
enum State {
    /// Player `entry + 1` keeps the best tuple so far.
    Decision {
        entry: usize,
        best_value: Option<(Score, f64)>,
        best: u32,
    },
    /// A chance node sums its children's weighted tuples.
    Chance { sum: Vec<f64>, value: Score },
}

impl Rules for MaxN {
    type Value = Score;
    type State = State;

    fn evaluate(&mut self, tree: &Tree, node: NodeId, trace: &mut Trace) -> Score {
        match &tree.node(node).value {
            Some(Value::Tuple(entries)) => trace.add_tuple(entries),
            _ => unreachable!("search checks that a max^n tree carries tuples"),
        }
    }

    fn open(&mut self, tree: &Tree, node: NodeId, _: Window) -> State {
        if tree.is_chance(node) {
            return State::Chance {
                sum: vec![0.0; tree.players()],
                value: Score::Number(f64::NAN),
            };
        }
        let entry = match tree.mover(node) {
            Player::Numbered(k) => usize::from(k) - 1,
            Player::Max | Player::Min => 0,
        };
        State::Decision {
            entry,
            best_value: None,
            best: 0,
        }
    }

    fn child_window(&self, _: &State) -> Window {
        FULL_WINDOW
    }

    fn backup(&mut self, at: &mut At, state: &mut State, value: Score) -> Flow {
        let child = at.child();
        let (tree, node, position, trace) = (at.tree, at.node, at.position, &mut *at.trace);
        let running = match state {
            State::Decision {
                entry,
                best_value,
                best,
            } => {
                let Score::Tuple(id) = value else {
                    unreachable!("max^n values are tuples")
                };
                let own = trace.tuple(id)[*entry];
                if best_value.is_none_or(|(_, best_own)| own > best_own) {
                    *best_value = Some((value, own));
                    *best = position as u32;
                }
                best_value.map_or(value, |(score, _)| score)
            }
            State::Chance {
                sum,
                value: running,
            } => {
                let entries = trace.entries(value);
                for (total, entry) in sum.iter_mut().zip(entries) {
                    *total += weighted(tree, child, entry);
                }
                *running = trace.add_tuple(sum);
                *running
            }
        };
        trace.steps.push(Step::Backup {
            node,
            child,
            value: running,
        });
        Flow::Continue
    }

    fn close(&mut self, state: &State) -> Score {
        match state {
            State::Decision { best_value, .. } => {
                best_value.map_or(Score::Number(f64::NAN), |(score, _)| score)
            }
            State::Chance { value, .. } => *value,
        }
    }

    fn best(&self, state: &State) -> u32 {
        match state {
            State::Decision { best, .. } => *best,
            State::Chance { .. } => 0,
        }
    }
}
