//! The games slice: trees built from the rules of a game (tic-tac-toe, Nim,
//! Grundy's game, the vacuum world, λ-trees), kept with the recipe that
//! built them so that a link carries the recipe and the position of every
//! node can be drawn beside the tree; lambda search's report; the plan of
//! an AND-OR search as a tree; and the prisoner's dilemma's crossing out.

use super::{Across, Source, State};
use crate::language::explanations;
use crate::lesson::Lesson;
use crate::notice::Notice;
use crate::strings::{games, said};
use gametree::games::board::Board;
use gametree::games::lambda::lambda;
use gametree::games::lambda::Report;
use gametree::games::{position_at, winners, GameError, NormalForm, Position, Recipe};
use gametree::lang::{english, Message};
use gametree::plan::plan_tree;
use gametree::{Algorithm, NodeId, Options, Tree};
use std::rc::Rc;
use yew::AttrValue;

/// What can happen to the trees built from games.
#[derive(Clone, Debug, PartialEq)]
pub enum GameAction {
    /// Build the tree a recipe names in its text form (`nim,7`) and show
    /// it, searched as suits it; a recipe that names no tree is refused
    /// with the reason.
    Build(String),
    /// Search the threats of `position` (the player to move attacks) up to
    /// `order`, with lines of `in_a_row`: the report, and the λ-tree of the
    /// order that wins (or of `order`) on show.
    Threats {
        /// The position.
        position: Board,
        /// How many in a row win.
        in_a_row: u8,
        /// The highest order.
        order: u8,
    },
    /// Show the plan the AND-OR search on show found, as a tree of its own.
    ShowPlan,
    /// Show the first `count` steps of the prisoner's dilemma's crossing out.
    Eliminate(usize),
    /// Show the prisoner's dilemma as a tree in the player.
    OpenDilemma,
}

/// The games slice's own state: what its panels show, whatever tree is on
/// show (the tree's recipe is the tree's, and goes with it).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Games {
    /// The last lambda search's report.
    pub threats: Option<Rc<Report>>,
    /// How many steps of the prisoner's dilemma's crossing out are shown.
    pub eliminated: usize,
}

/// What the games slice reads of the others.
pub(super) struct Around<'a> {
    /// The tree on show, whose AND-OR plan may be shown as a tree.
    pub tree: &'a Tree,
    /// Its search.
    pub lesson: &'a Lesson,
    /// The search's options, which a plan's tree keeps.
    pub options: Options,
}

/// Applies `action` to `games`, reading `around`; a tree to show, or why
/// none can be, is asked of the page.
pub(super) fn reduce(
    games: &Games,
    action: GameAction,
    around: &Around,
) -> (Games, Option<Across>) {
    let games = games.clone();
    match action {
        GameAction::Build(text) => (games, Some(build(Recipe::parse(&text)))),
        GameAction::Threats {
            position,
            in_a_row,
            order,
        } => match lambda(&position, in_a_row, order, position.to_move()) {
            Ok(report) => {
                let recipe = Recipe::Lambda {
                    position,
                    in_a_row,
                    order: report.wins_at.unwrap_or(order),
                    attacker: report.attacker,
                };
                let games = Games {
                    threats: Some(Rc::new(report)),
                    ..games
                };
                (games, Some(build(Ok(recipe))))
            }
            Err(error) => (games, Some(refusal(error.said()))),
        },
        GameAction::ShowPlan => {
            let plan = around
                .lesson
                .run
                .as_ref()
                .ok()
                .and_then(|run| plan_tree(around.tree, &run.trace));
            let show = plan.map(|tree| Across::Show {
                tree,
                options: around.options,
                source: None,
            });
            (games, show)
        }
        GameAction::Eliminate(count) => {
            let steps = NormalForm::prisoners_dilemma(english()).eliminate().len();
            let games = Games {
                eliminated: count.min(steps),
                ..games
            };
            (games, None)
        }
        GameAction::OpenDilemma => {
            let show = Across::Show {
                tree: NormalForm::prisoners_dilemma(explanations()).tree(),
                options: Options::new(Algorithm::Minimax),
                source: None,
            };
            (games, Some(show))
        }
    }
}

/// The tree of `recipe` to show, searched with the algorithm that suits
/// it; or why it cannot be built.
fn build(recipe: Result<Recipe, GameError>) -> Across {
    match recipe.and_then(|recipe| Ok((recipe.build(crate::limits::MOST_NODES)?, recipe))) {
        Ok((tree, recipe)) => Across::Show {
            options: Options::new(algorithm_for(&recipe, &tree)),
            tree,
            source: Some(Source::Game(recipe)),
        },
        Err(error) => refusal(error.said()),
    }
}

/// AND-OR search for the plans and threats, alpha-beta for the whole of
/// tic-tac-toe (minimax would take three steps a node, over a million and
/// a half), minimax for the rest.
fn algorithm_for(recipe: &Recipe, tree: &Tree) -> Algorithm {
    match recipe {
        Recipe::Vacuum { .. } | Recipe::Lambda { .. } => Algorithm::AndOr,
        _ if tree.len() > LARGE => Algorithm::AlphaBeta,
        _ => Algorithm::Minimax,
    }
}

/// A tree larger than this is searched with alpha-beta when built.
const LARGE: usize = 10_000;

/// Why a game tree cannot be built, to tell the user.
fn refusal(problem: &Message) -> Across {
    Across::Refuse(Notice::new("games.cannot-build").reason("problem", problem.clone()))
}

impl State {
    /// This state, whose tree was built from `recipe`, knowing so: the
    /// board follows the search, and a win-or-lose game marks its wins.
    pub(super) fn built_from(self, recipe: Recipe) -> State {
        let wins = matches!(recipe, Recipe::Nim { .. } | Recipe::Grundy { .. })
            .then(|| Rc::new(winners(&self.player.tree)));
        State {
            game: Some(Rc::new(recipe)),
            wins,
            ..self
        }
    }

    /// The position at the node the search is at (the root before the
    /// first step), when the tree on show was built from a game.
    pub fn position_on_show(&self) -> Option<Position> {
        let recipe = self.game.as_ref()?;
        let node = self
            .player
            .frame
            .current
            .filter(|node| node.index() < self.player.tree.len())
            .unwrap_or(NodeId::ROOT);
        position_at(recipe, &self.player.tree, node)
    }

    /// Whether the player to move at the node on show wins, when the tree
    /// was built from a win-or-lose game (Nim, Grundy's game).
    pub fn mover_wins_on_show(&self) -> Option<bool> {
        let node = self.player.frame.current.unwrap_or(NodeId::ROOT);
        self.wins.as_ref()?.get(node.index()).copied()
    }

    /// What to say over a tic-tac-toe tree: its symmetric positions are
    /// merged, a sooner win is worth more, or a depth limit stops it.
    pub fn game_notes(&self) -> Vec<AttrValue> {
        let mut notes = Vec::new();
        if let Some(Recipe::TicTacToe {
            depth,
            symmetric,
            sooner,
            ..
        }) = self.game.as_deref()
        {
            if *symmetric {
                notes.push(AttrValue::from(said("games.symmetric-note")));
            }
            if *sooner {
                notes.push(AttrValue::from(said("games.sooner-note")));
            }
            if let Some(depth) = depth {
                notes.push(AttrValue::from(games::depth_note(*depth)));
            }
        }
        notes
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::reduce;
    use super::super::{Action, PlayerAction};
    use super::GameAction::*;
    use super::*;
    use crate::strings::notice::tell;
    use gametree::games::board::Mark;
    use gametree::games::VacuumState;

    fn build_action(recipe: &str) -> Action {
        Action::Game(Build(recipe.to_string()))
    }

    #[test]
    fn a_game_tree_is_shown_with_the_search_that_suits_it() {
        let state = reduce(State::new(), &[build_action("nim,5")]);
        assert_eq!(state.player.options.algorithm, Algorithm::Minimax);
        assert_eq!(state.player.tree.len(), 28);
        assert_eq!(state.player.preset, None);
        assert_eq!(
            state.mover_wins_on_show(),
            Some(true),
            "5 is no multiple of 4"
        );
        let vacuum = reduce(State::new(), &[build_action("vacuum")]);
        assert_eq!(vacuum.player.options.algorithm, Algorithm::AndOr);
        assert!(vacuum.player.tree.is_and_or());
        assert_eq!(
            vacuum.position_on_show().as_ref(),
            Some(&Position::Vacuum {
                state: VacuumState::START,
                action: None
            })
        );
        // Watching Monte Carlo tree search, a game is searched by it, with
        // the iterations chosen.
        let settings = gametree::options::MonteCarlo {
            iterations: 500,
            ..Default::default()
        };
        let mcts = reduce(
            State::new(),
            &[
                Action::Player(PlayerAction::SetAlgorithm(Algorithm::MonteCarlo)),
                Action::Player(PlayerAction::SetMonteCarlo(settings)),
                build_action("nim,7,k3"),
            ],
        );
        assert_eq!(mcts.player.options.algorithm, Algorithm::MonteCarlo);
        assert_eq!(mcts.player.options.monte_carlo, settings);
        assert_eq!(mcts.player.frame.monte_carlo.iterations, 0);
        let whole = reduce(State::new(), &[build_action("tictactoe,.../.../...")]);
        assert_eq!(whole.player.tree.len(), 549_946);
        assert_eq!(whole.player.options.algorithm, Algorithm::AlphaBeta);
        assert!(
            !whole.look.collapsed.is_empty(),
            "a large tree opens folded"
        );
    }

    #[test]
    fn the_position_follows_the_search() {
        let state = reduce(
            State::new(),
            &[
                build_action("tictactoe,xox/.o./..."),
                Action::Player(PlayerAction::Seek(2)),
            ],
        );
        let Some(Position::Board { board, to_move }) = state.position_on_show() else {
            panic!("a board");
        };
        assert_eq!(
            (board.to_string(), to_move),
            ("xox/xo./...".to_string(), Mark::O)
        );
        // Any change of tree leaves the game behind.
        let edited = reduce(
            state,
            &[Action::Editor(super::super::EditorAction::EditText(
                "(1 2)".into(),
            ))],
        );
        assert_eq!(edited.game, None);
        assert_eq!(edited.position_on_show(), None);
    }

    #[test]
    fn a_tree_that_cannot_be_built_says_why_and_keeps_the_tree() {
        let before = State::new();
        let state = reduce(before.clone(), &[build_action("nim,60")]);
        assert_eq!(state.player.tree, before.player.tree);
        let message = state.message.expect("a message");
        assert_eq!(message.key(), "games.cannot-build");
        let said = tell(&message);
        assert!(
            said.starts_with("This game tree cannot be built: the tree of Nim"),
            "{said}"
        );
    }

    #[test]
    fn threats_are_searched_and_their_tree_shown() {
        let position = Board::parse("x../.xo/..o").unwrap();
        let state = reduce(
            State::new(),
            &[Action::Game(Threats {
                position,
                in_a_row: 3,
                order: 2,
            })],
        );
        let report = state.games.threats.clone().expect("a report");
        assert_eq!(report.wins_at, Some(1));
        assert_eq!(state.player.options.algorithm, Algorithm::AndOr);
        assert_eq!(
            state.player.tree.to_string(),
            "or (Xb1(Oc1=0) Xc1(Ob1=1 Oa2=1 Oa3=1 Ob3=1))"
        );
        // The plan of the AND-OR search, as a tree of its own.
        let planned = reduce(
            state,
            &[Action::Player(PlayerAction::ToEnd), Action::Game(ShowPlan)],
        );
        assert_eq!(
            planned.player.tree.to_string(),
            "or (Xc1(Ob1=1 Oa2=1 Oa3=1 Ob3=1))"
        );
    }

    #[test]
    fn the_dilemma_crosses_out_one_strategy_at_a_time() {
        let state = reduce(State::new(), &[Action::Game(Eliminate(1))]);
        assert_eq!(state.games.eliminated, 1);
        let state = reduce(state, &[Action::Game(Eliminate(9))]);
        assert_eq!(
            state.games.eliminated, 2,
            "two strategies are dominated in turn"
        );
        let state = reduce(state, &[Action::Game(OpenDilemma)]);
        assert_eq!(state.player.options.algorithm, Algorithm::Minimax);
        assert_eq!(state.player.tree.len(), 7);
    }
}
