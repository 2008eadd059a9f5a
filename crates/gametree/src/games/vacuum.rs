//! The erratic vacuum world of Russell & Norvig (4.3): two squares, A and
//! B, each clean or dirty, and the agent on one of them. Suck on a dirty
//! square cleans it and sometimes the other square too; Suck on a clean
//! square sometimes dirties it; Left and Right always work. Its tree is an
//! AND-OR tree: OR nodes are the agent's states, AND nodes the possible
//! outcomes of an action.

use crate::tree::{Node, NodeId, Player, Tree, Value};

/// A state of the vacuum world, written as the notes write it: (square A,
/// square B, where the agent is), `C` for clean and `M` for dirty (messy).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VacuumState {
    /// Whether square A is dirty.
    pub a_dirty: bool,
    /// Whether square B is dirty.
    pub b_dirty: bool,
    /// Whether the agent is on square B (else on A).
    pub at_b: bool,
}

/// The actions in the order the search tries them (as in the notes).
const ACTIONS: [&str; 3] = ["Suck", "Right", "Left"];

impl VacuumState {
    /// The notes' starting state: both squares dirty, the agent on A.
    pub const START: VacuumState = VacuumState {
        a_dirty: true,
        b_dirty: true,
        at_b: false,
    };

    /// Reads a state written as three letters, such as `MMA` or `C_M_B`
    /// (underscores optional): square A, square B (`C` or `M`), the
    /// agent's square (`A` or `B`), in any case.
    pub fn parse(text: &str) -> Option<VacuumState> {
        let letters: Vec<char> = text
            .chars()
            .filter(|&letter| letter != '_')
            .map(|letter| letter.to_ascii_uppercase())
            .collect();
        let dirty = |letter: char| match letter {
            'C' => Some(false),
            'M' => Some(true),
            _ => None,
        };
        match letters[..] {
            [a, b, at] => Some(VacuumState {
                a_dirty: dirty(a)?,
                b_dirty: dirty(b)?,
                at_b: match at {
                    'A' => false,
                    'B' => true,
                    _ => return None,
                },
            }),
            _ => None,
        }
    }

    /// The state as a label, `C_M_A`, which a plan writes `(C, M, A)`.
    pub fn label(self) -> String {
        let status = |dirty| if dirty { 'M' } else { 'C' };
        let at = if self.at_b { 'B' } else { 'A' };
        format!("{}_{}_{at}", status(self.a_dirty), status(self.b_dirty))
    }

    /// The goal: both squares clean.
    pub fn is_goal(self) -> bool {
        !self.a_dirty && !self.b_dirty
    }

    /// The states `action` may lead to, the likelier first: Suck cleans the
    /// agent's square (and sometimes the other), or on a clean square
    /// leaves it clean or dirties it.
    fn results(self, action: &str) -> Vec<VacuumState> {
        let here_dirty = if self.at_b {
            self.b_dirty
        } else {
            self.a_dirty
        };
        let with_here = |dirty: bool| VacuumState {
            a_dirty: if self.at_b { self.a_dirty } else { dirty },
            b_dirty: if self.at_b { dirty } else { self.b_dirty },
            ..self
        };
        let mut outcomes = match action {
            "Suck" if here_dirty => vec![
                with_here(false),
                VacuumState {
                    a_dirty: false,
                    b_dirty: false,
                    ..self
                },
            ],
            "Suck" => vec![self, with_here(true)],
            "Right" => vec![VacuumState { at_b: true, ..self }],
            _ => vec![VacuumState {
                at_b: false,
                ..self
            }],
        };
        outcomes.dedup();
        outcomes
    }
}

/// The AND-OR tree of the erratic vacuum world from `start`: below every
/// state the actions Suck, Right and Left (AND nodes labelled with the
/// action), below every action its outcomes (OR nodes labelled with the
/// state). A goal is a leaf worth 1; a state already on the path is a leaf
/// worth -1, where AND-OR search fails, so the tree is finite.
pub fn vacuum_world(start: VacuumState) -> Tree {
    /// A node still to make, below `parent`.
    enum Pending {
        /// An OR node: a state, with the states on the path above it.
        State(VacuumState, Vec<VacuumState>),
        /// An AND node: an action taken in the last state of the path.
        Action(&'static str, Vec<VacuumState>),
    }
    let mut nodes: Vec<Node> = Vec::new();
    // Pre-order with an explicit stack, leftmost child on top.
    let mut stack: Vec<(Option<NodeId>, Pending)> = vec![(None, Pending::State(start, Vec::new()))];
    while let Some((parent, pending)) = stack.pop() {
        let id = NodeId(nodes.len() as u32);
        if let Some(parent) = parent {
            nodes[parent.index()].children.push(id);
        }
        match pending {
            Pending::State(state, mut path) => {
                let repeated = path.contains(&state);
                let value = if state.is_goal() {
                    Some(1.0)
                } else if repeated {
                    Some(-1.0)
                } else {
                    None
                };
                nodes.push(Node {
                    label: Some(state.label().into()),
                    value: value.map(Value::Number),
                    ..Node::default()
                });
                if value.is_none() {
                    path.push(state);
                    for action in ACTIONS.into_iter().rev() {
                        stack.push((Some(id), Pending::Action(action, path.clone())));
                    }
                }
            }
            Pending::Action(action, path) => {
                nodes.push(Node {
                    label: Some(action.into()),
                    ..Node::default()
                });
                let state = *path.last().expect("an action follows a state");
                for outcome in state.results(action).into_iter().rev() {
                    stack.push((Some(id), Pending::State(outcome, path.clone())));
                }
            }
        }
    }
    Tree::new(Player::Max, nodes)
        .expect("the vacuum world's tree is well formed")
        .with_and_or(true)
}
