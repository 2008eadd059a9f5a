//! The listing of Monte Carlo tree search, as AIMA 4th ed. writes it
//! (figure 5.11): MONTE-CARLO-TREE-SEARCH with SELECT, EXPAND, SIMULATE
//! and BACK-PROPAGATE, each written out with the rules `cli.md` fixes
//! (UCB1 with the search's C, one child or all, rewards in [0, 1]).

use super::listing::Listing;
use super::{Function, Role};
use crate::options::{Expansion, FinalMove, Options};

/// Adds the listing of the search `options` describes.
pub(super) fn write(listing: &mut Listing, options: &Options) {
    let settings = options.monte_carlo;
    let (state, words) = (listing.state.clone(), listing.words);
    let [tree, leaf, child, result] =
        ["tree", "leaf", "child", "result"].map(|key| words.word(key));
    let code = |text: &str| words.code(text);
    let n = code("n");
    let choice = match settings.final_move {
        FinalMove::Visits => words.phrase("most-playouts", &[("n", &code("N"))]),
        FinalMove::Mean => words.phrase("best-mean", &[("q", &code("q"))]),
    };
    let expand = match settings.expansion {
        Expansion::One => words.phrase("add-one", &[("n", &n)]),
        Expansion::All => words.phrase("add-all", &[("n", &n)]),
    };
    let fully = match settings.expansion {
        Expansion::One => "all-in-tree",
        Expansion::All => "any-in-tree",
    };
    let c = settings.exploration;
    let score = code(&format!("q(c) + {c} × √(ln N(n) / N(c))"));
    let highest = words.phrase("highest", &[("c", &code("c")), ("score", &score)]);
    let random = words.phrase("random-child", &[("n", &n)]);
    let up = words.phrase("up-to-root", &[("m", &code("m")), ("n", &n)]);
    let terminal = code("TERMINAL-TEST(n)");
    let lines = [
        (
            Role::Header,
            words.function(
                &format!("MONTE-CARLO-TREE-SEARCH({state})"),
                Some(&words.word("an-action")),
            ),
        ),
        (
            Role::Condition,
            format!("  {}", code(&format!("{tree} ← NODE({state})"))),
        ),
        (
            Role::Loop,
            format!(
                "  {}",
                words.phrase(
                    "repeat",
                    &[("count", &code(&settings.iterations.to_string()))]
                )
            ),
        ),
        (
            Role::Condition,
            format!("    {}", code(&format!("{leaf} ← SELECT({tree})"))),
        ),
        (
            Role::Condition,
            format!("    {}", code(&format!("{child} ← EXPAND({leaf})"))),
        ),
        (
            Role::Condition,
            format!("    {}", code(&format!("{result} ← SIMULATE({child})"))),
        ),
        (
            Role::Condition,
            format!(
                "    {}",
                code(&format!("BACK-PROPAGATE({result}, {child})"))
            ),
        ),
        (Role::Return, format!("  {}", words.return_(&choice))),
        (Role::Condition, String::new()),
        (
            Role::Condition,
            words.function("SELECT(n)", Some(&words.word("a-node"))),
        ),
        (
            Role::Condition,
            format!("  {}", words.while_(&words.phrase(fully, &[("n", &n)]))),
        ),
        (Role::Selection, format!("    {} {highest}", code("n ←"))),
        (Role::Condition, format!("  {}", words.return_(&n))),
        (Role::Condition, String::new()),
        (
            Role::Condition,
            words.function("EXPAND(n)", Some(&words.word("a-node"))),
        ),
        (
            Role::Condition,
            format!("  {}", words.if_return(&terminal, &n)),
        ),
        (Role::Expansion, format!("  {expand}")),
        (Role::Condition, String::new()),
        (
            Role::Condition,
            words.function("SIMULATE(n)", Some(&words.word("a-reward"))),
        ),
        (
            Role::Condition,
            format!(
                "  {} {} {random}",
                words.while_(&words.phrase("not", &[("test", &terminal)])),
                code("n ←")
            ),
        ),
        (
            Role::Playout,
            format!(
                "  {}",
                words.return_(&code("(UTILITY(n) − lo) / (hi − lo)"))
            ),
        ),
        (Role::Condition, String::new()),
        (
            Role::Condition,
            words.function("BACK-PROPAGATE(r, n)", None),
        ),
        (Role::Condition, format!("  {}", words.for_each(&up))),
        (
            Role::Backpropagation,
            format!("    {}", code("N(m) ← N(m) + 1; W(m) ← W(m) + r")),
        ),
    ];
    for (role, text) in lines {
        listing.add(Function::Decision, role, text);
    }
}
