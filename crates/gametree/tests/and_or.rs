//! AND-OR search: the erratic vacuum world's plan against the notes', the
//! trace of small and/or trees worked by hand, and the property that a
//! plan, when found, reaches a goal whatever the outcomes.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, Expect};
use gametree::explain::explain;
use gametree::games::{vacuum_world, VacuumState};
use gametree::lang::english;
use gametree::plan::{plan_nodes, plan_text, plan_tree};
use gametree::pseudocode::Pseudocode;
use gametree::{parse, search, Algorithm, Frame, NodeId, Options, Player, Summary, Tree, Value};
use proptest::prelude::*;

fn and_or() -> Options {
    Options::new(Algorithm::AndOr)
}

/// Every step of the AND-OR search of `text`: its pseudocode line and sentence.
fn check_trace(text: &str, expected: Expect) {
    let tree = parse(text).expect("a tree");
    let trace = search(&tree, &and_or()).expect("a tree AND-OR search takes");
    let code = Pseudocode::new(&tree, &trace.options, english());
    let mut frame = Frame::new(&tree);
    let mut actual = String::new();
    for step in &trace.steps {
        actual += &format!(
            "{:>2} {}\n",
            code.line_of(&tree, step) + 1,
            explain(english(), &tree, &trace, &frame, step)
        );
        frame.apply(&tree, step);
    }
    actual += &format!("plan: {:?}\n", plan_text(&tree, &trace, NodeId::ROOT));
    expected.assert_eq(&actual);
}

#[test]
fn the_vacuum_worlds_plan_is_the_notes() {
    let tree = vacuum_world(VacuumState::START);
    assert!(tree.is_and_or());
    let trace = search(&tree, &and_or()).unwrap();
    assert_eq!(
        plan_text(&tree, &trace, NodeId::ROOT).as_deref(),
        Some("[Suck, if State = (C, M, A) then [Right, Suck] else []]")
    );
    let summary = Summary::new(&tree, &trace);
    assert_eq!(summary.value, Value::Number(1.0));
    assert_eq!(summary.best_move, Some(0), "the plan starts with Suck");
    // The plan as a tree of its own: the states and the actions it takes.
    let plan = plan_tree(&tree, &trace).expect("a plan");
    expect![[r#"or M_M_A(Suck(C_M_A(Right(C_M_B(Suck(C_C_B=1)))) C_C_A=1))"#]]
        .assert_eq(&plan.to_string());
}

#[test]
fn the_vacuum_world_is_an_and_or_tree_of_states_and_actions() {
    let tree = vacuum_world(VacuumState::START);
    // Its size, and that it prints and reads back as it is.
    assert_eq!(parse(&tree.to_string()), Ok(tree.clone()));
    expect!["41 nodes, 17 leaves"].assert_eq(&format!(
        "{} nodes, {} leaves",
        tree.len(),
        tree.ids().filter(|&id| tree.node(id).is_leaf()).count()
    ));
    let root = &tree.node(NodeId::ROOT);
    let actions: Vec<&str> = root
        .children
        .iter()
        .map(|&child| tree.node(child).label.as_deref().unwrap())
        .collect();
    assert_eq!(actions, ["Suck", "Right", "Left"]);
    // Suck on two dirty squares: this one cleaned, or both.
    let outcomes: Vec<&str> = tree
        .children(root.children[0])
        .iter()
        .map(|&child| tree.node(child).label.as_deref().unwrap())
        .collect();
    assert_eq!(outcomes, ["C_M_A", "C_C_A"]);
    // Every OR node is a state, every AND node an action.
    for id in tree.ids() {
        let label = tree.node(id).label.as_deref().unwrap();
        let is_state = VacuumState::parse(label).is_some();
        assert_eq!(is_state, tree.mover(id) == Player::Max, "{label}");
    }
    // From every start, a plan exists: the notes' world can always be cleaned.
    for start in ["MMA", "MMB", "CMA", "CMB", "MCA", "MCB", "CCA", "CCB"] {
        let tree = vacuum_world(VacuumState::parse(start).unwrap());
        let trace = search(&tree, &and_or()).unwrap();
        assert!(
            plan_text(&tree, &trace, NodeId::ROOT).is_some(),
            "no plan from {start}"
        );
    }
    assert_eq!(VacuumState::parse("C_M_B").unwrap().label(), "C_M_B");
    assert_eq!(VacuumState::parse("cmx"), None);
}

#[test]
fn a_cycle_fails_and_the_next_action_is_tried() {
    check_trace(
        "or S(Stay(S=-1) Go(G=1))",
        expect![[r#"
             3 Start at S, an OR node: one action with a plan below it is enough.
            10 Go down to Stay, an AND node: every outcome of this action needs a plan.
             4 Go down to S, a leaf.
             5 S is a state already on the path (where the search began): a plan from here would go round in a circle, so this is a failure.
            13 Outcome S of Stay has no plan, so the action fails whatever its other outcomes: AND-SEARCH returns failure.
            10 Go down to Go, an AND node: every outcome of this action needs a plan.
             4 Go down to G, a leaf.
             4 G is a goal (a leaf worth 1, more than 0): its plan is the empty plan [].
            14 The one outcome of Go has a plan, so AND-SEARCH returns it: [].
             8 Go has a plan for every outcome, so S tries no other action: OR-SEARCH returns [Go].
             2 The conditional plan from S: [Go].
            plan: Some("[Go]")
        "#]],
    );
}

#[test]
fn an_and_node_needs_a_plan_for_every_outcome() {
    check_trace(
        "or S(Act(G=1 D=0) Try(G=1 H(Wait(G=1))))",
        expect![[r#"
             3 Start at S, an OR node: one action with a plan below it is enough.
            10 Go down to Act, an AND node: every outcome of this action needs a plan.
             4 Go down to G, a leaf.
             4 G is a goal (a leaf worth 1, more than 0): its plan is the empty plan [].
             4 Go down to D, a leaf.
             4 D is not a goal (a leaf worth 0) and has no action to try: failure.
            13 Outcome D of Act has no plan, so the action fails whatever its other outcomes: AND-SEARCH returns failure.
            10 Go down to Try, an AND node: every outcome of this action needs a plan.
             4 Go down to G, a leaf.
             4 G is a goal (a leaf worth 1, more than 0): its plan is the empty plan [].
             3 Go down to H, an OR node: one action with a plan below it is enough.
            10 Go down to Wait, an AND node: every outcome of this action needs a plan.
             4 Go down to G, a leaf.
             4 G is a goal (a leaf worth 1, more than 0): its plan is the empty plan [].
            14 The one outcome of Wait has a plan, so AND-SEARCH returns it: [].
             8 Wait has a plan for every outcome, so H tries no other action: OR-SEARCH returns [Wait].
            14 Every outcome of Try has a plan, so AND-SEARCH returns [if State = G then [] else [Wait]].
             8 Try has a plan for every outcome, so S tries no other action: OR-SEARCH returns [Try, if State = G then [] else [Wait]].
             2 The conditional plan from S: [Try, if State = G then [] else [Wait]].
            plan: Some("[Try, if State = G then [] else [Wait]]")
        "#]],
    );
}

#[test]
fn no_plan_is_a_failure_at_the_root() {
    check_trace(
        "and (1 (0 -1))",
        expect![[r#"
            10 Start at the root, an AND node: every outcome of this action needs a plan.
             4 Go down to node 0, a leaf.
             4 Node 0 is a goal (a leaf worth 1, more than 0): its plan is the empty plan [].
             3 Go down to node 1, an OR node: one action with a plan below it is enough.
            10 Go down to node 1.0, a leaf.
            10 Node 1.0 is a leaf worth 0, not a goal: failure.
            10 Go down to node 1.1, a leaf.
            10 Node 1.1 is a leaf worth −1, not a goal: failure.
             9 No action of node 1 has a plan: OR-SEARCH returns failure.
            13 Outcome node 1 of the root has no plan, so the action fails whatever its other outcomes: AND-SEARCH returns failure.
            plan: None
        "#]],
    );
}

#[test]
fn and_or_search_takes_min_max_trees_and_refuses_what_it_cannot_search() {
    // MAX is OR and MIN is AND: on win/loss trees AND-OR search agrees with
    // minimax about whether MAX can force a win.
    let tree = parse("((1 -1) (1 1))").unwrap();
    let trace = search(&tree, &and_or()).unwrap();
    assert_eq!(Summary::new(&tree, &trace).best_move, Some(1));
    let refused = |text: &str, options: Options| {
        search(&parse(text).unwrap(), &options)
            .unwrap_err()
            .to_string()
    };
    expect![[
        r#"andor searches down to the leaves, its goals and dead ends: clear the depth limit"#
    ]]
    .assert_eq(&refused(
        "(A=1(1 2) 3)",
        Options {
            depth: Some(1),
            ..and_or()
        },
    ));
    expect![[r#"andor needs numbers at the leaves; this tree has tuples, so use maxn"#]]
        .assert_eq(&refused("(<1,2> <2,1>)", and_or()));
    expect![[r#"andor cannot search chance nodes, and the root is one: use expectiminimax"#]]
        .assert_eq(&refused("(1/2:1 1/2:2)", and_or()));
}

/// Whether the plan's nodes reach a goal on every outcome: each OR node
/// of the plan takes exactly one action, each AND node keeps every outcome,
/// each leaf is a goal, and no state with an action repeats on a path
/// (the plan is acyclic; the goal test comes first, so a goal may repeat).
fn reaches_a_goal_on_every_outcome(tree: &Tree, kept: &[NodeId]) -> bool {
    let in_plan = |id: NodeId| kept.contains(&id);
    kept.iter().all(|&id| {
        let children = tree.children(id);
        let taken = children.iter().filter(|&&child| in_plan(child)).count();
        let fits = match (tree.node(id).is_leaf(), tree.mover(id)) {
            (true, _) => matches!(tree.node(id).value, Some(Value::Number(v)) if v > 0.0),
            (false, Player::Max) => taken == 1,
            (false, _) => taken == children.len(),
        };
        let mut above = tree.parent(id);
        let mut repeats = false;
        while let Some(ancestor) = above {
            repeats |= tree.mover(ancestor) == Player::Max
                && tree.mover(id) == Player::Max
                && !tree.node(id).is_leaf()
                && tree.node(ancestor).label == tree.node(id).label;
            above = tree.parent(ancestor);
        }
        fits && !repeats && tree.parent(id).is_none_or(in_plan)
    })
}

/// Small random and/or trees with labelled states, some repeated on a path.
fn and_or_tree() -> impl Strategy<Value = Tree> {
    /// One node: its label, and its children or its value.
    #[derive(Clone, Debug)]
    struct Plan {
        children: usize,
        state: u8,
        value: i8,
    }
    let plan = (0usize..4, 0u8..4, -1i8..2).prop_map(|(children, state, value)| Plan {
        children,
        state,
        value,
    });
    prop::collection::vec(plan, 1..40).prop_map(|plans| {
        // Pre-order: each node takes its children from the plans that follow.
        let mut text = String::from("or ");
        let mut open: Vec<usize> = Vec::new();
        for (index, plan) in plans.iter().enumerate() {
            let or = open.len() % 2 == 0;
            let label = if or {
                format!("S{}", plan.state)
            } else {
                format!("a{index}")
            };
            let last = index + 1 == plans.len();
            if plan.children == 0 || last || open.len() > 6 {
                text += &format!("{label}={} ", plan.value);
                while let Some(left) = open.last_mut() {
                    *left -= 1;
                    if *left > 0 {
                        break;
                    }
                    open.pop();
                    text += ") ";
                }
                if open.is_empty() {
                    break;
                }
            } else {
                text += &format!("{label}(");
                open.push(plan.children);
            }
        }
        text += &")".repeat(open.len());
        parse(&text).expect("a well-formed and/or tree")
    })
}

proptest! {
    #[test]
    fn a_plan_found_reaches_a_goal_on_every_outcome(tree in and_or_tree()) {
        let trace = search(&tree, &and_or()).unwrap();
        let minimax = search(&tree, &Options::new(Algorithm::Minimax)).unwrap();
        let minimax_wins = matches!(Summary::new(&tree, &minimax).value, Value::Number(v) if v > 0.0);
        match plan_nodes(&tree, &trace) {
            Some(kept) => {
                prop_assert!(reaches_a_goal_on_every_outcome(&tree, &kept), "{}", tree);
                prop_assert!(plan_tree(&tree, &trace).is_some());
                // A plan that never loops is a winning strategy for MAX.
                prop_assert!(minimax_wins, "{}", tree);
                prop_assert!(plan_text(&tree, &trace, NodeId::ROOT).is_some());
            }
            None => {
                prop_assert!(plan_text(&tree, &trace, NodeId::ROOT).is_none());
                prop_assert!(plan_tree(&tree, &trace).is_none());
            }
        }
    }
}
