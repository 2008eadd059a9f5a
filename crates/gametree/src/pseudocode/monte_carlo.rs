//! The listing of Monte Carlo tree search, as AIMA 4th ed. writes it
//! (figure 5.11): MONTE-CARLO-TREE-SEARCH with SELECT, EXPAND, SIMULATE
//! and BACK-PROPAGATE, each written out with the rules `cli.md` fixes
//! (UCB1 with the search's C, one child or all, rewards in [0, 1]).

use super::line::{Function, Role};
use super::listing::Listing;
use crate::options::{Expansion, FinalMove, Options};

/// The listing, line by line; {final}, {fully} and {expansion} are the
/// settings' words.
const LINES: [(Role, &str); 25] = [
    (
        Role::Header,
        "{function¦name=‹MONTE-CARLO-TREE-SEARCH({state})›} {returns¦what={an-action}}",
    ),
    (Role::Condition, "  ‹{tree} ← NODE({state})›"),
    (Role::Loop, "  {repeat¦count=‹{iterations}›}"),
    (Role::Condition, "    ‹{leaf} ← SELECT({tree})›"),
    (Role::Condition, "    ‹{child} ← EXPAND({leaf})›"),
    (Role::Condition, "    ‹{result} ← SIMULATE({child})›"),
    (Role::Condition, "    ‹BACK-PROPAGATE({result}, {child})›"),
    (Role::Return, "  {return¦what={final}}"),
    (Role::Condition, ""),
    (
        Role::Condition,
        "{function¦name=‹SELECT(n)›} {returns¦what={a-node}}",
    ),
    (Role::Condition, "  {while¦test={fully}}"),
    (
        Role::Selection,
        "    ‹n ←› {highest¦c=‹c›¦score=‹q(c) + {exploration} × √(ln N(n) / N(c))›}",
    ),
    (Role::Condition, "  {return¦what=‹n›}"),
    (Role::Condition, ""),
    (
        Role::Condition,
        "{function¦name=‹EXPAND(n)›} {returns¦what={a-node}}",
    ),
    (
        Role::Condition,
        "  {if¦test=‹TERMINAL-TEST(n)›} {return¦what=‹n›}",
    ),
    (Role::Expansion, "  {expansion}"),
    (Role::Condition, ""),
    (
        Role::Condition,
        "{function¦name=‹SIMULATE(n)›} {returns¦what={a-reward}}",
    ),
    (
        Role::Condition,
        "  {while¦test={not¦test=‹TERMINAL-TEST(n)›}} ‹n ←› {random-child¦n=‹n›}",
    ),
    (
        Role::Playout,
        "  {return¦what=‹(UTILITY(n) − lo) / (hi − lo)›}",
    ),
    (Role::Condition, ""),
    (Role::Condition, "{function¦name=‹BACK-PROPAGATE(r, n)›}"),
    (
        Role::Condition,
        "  {for-each¦item={up-to-root¦m=‹m›¦n=‹n›}}",
    ),
    (
        Role::Backpropagation,
        "    ‹N(m) ← N(m) + 1; W(m) ← W(m) + r›",
    ),
];

/// Adds the listing of the search `options` describes.
pub(super) fn write(listing: &mut Listing, options: &Options) {
    let settings = options.monte_carlo;
    listing.set(
        "final",
        match settings.final_move {
            FinalMove::Visits => "{most-playouts¦n=‹N›}",
            FinalMove::Mean => "{best-mean¦q=‹q›}",
        },
    );
    let (expansion, fully) = match settings.expansion {
        Expansion::One => ("{add-one¦n=‹n›}", "{all-in-tree¦n=‹n›}"),
        Expansion::All => ("{add-all¦n=‹n›}", "{any-in-tree¦n=‹n›}"),
    };
    listing.set("expansion", expansion);
    listing.set("fully", fully);
    listing.set("iterations", settings.iterations.to_string());
    listing.set("exploration", settings.exploration.to_string());
    for (role, template) in LINES {
        listing.add(Function::Decision, role, template);
    }
}
