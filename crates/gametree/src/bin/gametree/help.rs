//! What `gametree --help` and `gametree COMMAND --help` print: each
//! command's usage, as `cli.md` describes it.

/// The tool's usage: every command in a line.
pub const USAGE: &str = "\
gametree: solve, trace and draw game trees, from the notation of Minimax Lab

Usage:
  gametree solve [SEARCH OPTIONS] [FILE | -]      the answer of a search, as JSON
  gametree trace [SEARCH OPTIONS] [--lang TAG] [FILE | -]
                                                  every step, as JSON Lines
  gametree export --format forest|beamer [--step K] [--listing] [SEARCH OPTIONS]
                  [--lang TAG] [FILE | -]         a LaTeX figure or Beamer slides
  gametree pseudocode [SEARCH OPTIONS] [--bug NAME] [--format text|latex] [--lang TAG]
                      [FILE | -]                  the listing of the search, lines numbered
  gametree worksheet --kind values|cuts|windows|proof [--count N] [--seed S]
                     [--level easy|medium|hard] [--lang TAG]
                                                  exercises and their key, in LaTeX
  gametree quiz --kind values|cuts|windows|proof|predict --format moodle|gift|qti
                [--count N] [--seed S] [--level easy|medium|hard] [--lang TAG]
                [--app URL] [--output FILE]       a question bank for an LMS
  gametree lambda --position ROWS [--order N] [--in-a-row K] [--attacker x|o] [--tree]
                                                  lambda search of a k-in-a-row position
  gametree random --branching B --depth D [--seed S] [--min LO] [--max HI]
  gametree ordering-table --branching B --max-depth D [--trees N] [--seed S]
  gametree game tictactoe|nim|grundy|vacuum [OPTIONS]
  gametree --help | COMMAND --help | --version

Search options:
  --algo ALGO      minimax (the default), alphabeta, negamax, negamax-ab,
                   expectiminimax, maxn, pvs, pns, pn2, dfpn, andor or mcts
  --depth N        stop at depth N and use the static values there
  --fail-hard      alpha-beta returns the bound it was cut at
  --strict         cut only on strict inequality
  --order ORDER    drawn, best, worst or random:SEED
  --iterative      iterative deepening, one pass a depth
  --iterations N, --seed S, --c C, --expand one|all, --final visits|mean
                   Monte Carlo tree search's options
  --bug NAME       run the search with a bug planted on purpose, to see what
                   a class spotting it will see (its own search unless --algo):
                     minimax-negates     MINIMAX negates a child's value (minimax)
                     min-tests-beta      MIN-VALUE cuts when v <= beta (alphabeta)
                     swapped-window      the call passes (beta, alpha) (alphabeta)
                     alpha-at-min        MIN-VALUE updates alpha <- MIN(alpha, v) (alphabeta)
                     strict-cut          the cut tests v > beta, v < alpha (alphabeta)
                     returns-bound       fail-soft returns alpha (beta) instead of v (alphabeta)
                     window-not-negated  negamax passes (alpha, beta) on (negamax-ab)
                     value-not-negated   negamax keeps a child's value (negamax-ab)
                     no-research         PVS never searches again after a fail-high (pvs)

--lang TAG is en (the default), ro, cs or fa. The tree is read from FILE,
or from standard input when FILE is - or absent.
";

/// The usage of `command`, or `None` when there is no such command.
pub fn of(command: &str) -> Option<&'static str> {
    Some(match command {
        "solve" => SOLVE,
        "trace" => TRACE,
        "export" => EXPORT,
        "pseudocode" => PSEUDOCODE,
        "worksheet" => WORKSHEET,
        "quiz" => QUIZ,
        "lambda" => LAMBDA,
        "random" => RANDOM,
        "ordering-table" => ORDERING_TABLE,
        "game" => GAME,
        _ => return None,
    })
}

const SOLVE: &str = "\
Usage: gametree solve [--algo ALGO] [--depth N] [--fail-hard] [--strict]
                      [--order ORDER] [--iterative] [MCTS OPTIONS] [FILE | -]

Prints one JSON object: the root's value (from MAX's point of view), the best
move, the leaves read, the cuts and the number of steps. Monte Carlo tree
search (--algo mcts) takes --iterations N (up to 10000000), --seed S, --c C,
--expand one|all and --final visits|mean. See gametree --help for ALGO.
";

const TRACE: &str = "\
Usage: gametree trace [SOLVE'S OPTIONS] [--lang TAG] [FILE | -]

Prints every step of the search as JSON Lines, one step a line, with its
pseudocode line and its sentence in the language TAG (en, ro, cs or fa).
";

const EXPORT: &str = "\
Usage: gametree export --format forest|beamer [--step K] [--listing]
                       [SOLVE'S OPTIONS] [--lang TAG] [FILE | -]

Prints a LaTeX document of the search:
  forest   the tree after step K (default: the last), drawn with the forest
           package: MAX and MIN by shape and every mark the page draws at
           that step (values and bounds, windows, cut conditions and cut
           marks, proof numbers, N and W/N, a selection's scores, the
           playout, the path), cut branches dashed, the current node
           ringed, the line of best play thick
  beamer   one Beamer frame, one overlay (one PDF page) a step from step 0
           to the last, each with the tree and the step's sentence; with
           --listing, the search's pseudocode beside the tree too, the
           step's line lit as the app lights it
Compile with pdflatex; Persian (--lang fa) with xelatex. The first comment
line names the Debian packages the document needs.
";

const PSEUDOCODE: &str = "\
Usage: gametree pseudocode [SOLVE'S OPTIONS] [--bug NAME] [--format text|latex]
                           [--lang TAG] [FILE | -]

Prints the pseudocode the app shows beside the tree for the search and
variant asked for (tie rule, fail-hard, depth limit, CHANCE-VALUE when the
tree has chance nodes), its lines numbered as `trace` numbers them. With
--bug NAME the listing reads as the buggy code does: a spot-the-bug
handout whose wrong line the class looks for. With --lang TAG (en, ro, cs
or fa) the listing is in that language, keywords included, as the app
shows it in that language; its lines are the same in every language.
--format latex (text is the default) prints a LaTeX document instead:
the listing with its numbers, keywords in bold and mathematics as
mathematics, one listing a page; with --bug it says nothing of where the
bug is, and a second page, the key, names each wrong line and how it
should read. Compile with pdflatex; Persian (--lang fa) with xelatex.
";

const WORKSHEET: &str = "\
Usage: gametree worksheet --kind values|cuts|windows|proof [--count N]
                          [--seed S] [--level easy|medium|hard] [--lang TAG]

Prints a LaTeX document of N exercises (default 6) of the practice mode's
kind and level (default medium), from seed S (default 0): each with its
exercise code and its tree in a comment line, drawn with empty boxes; then,
on a new page, the answer key. The same options give the same document.
`proof` asks the proof and disproof numbers of every node proof-number
search has generated halfway through its expansions, as practice does.
";

const QUIZ: &str = "\
Usage: gametree quiz --kind values|cuts|windows|proof|predict
                     --format moodle|gift|qti [--count N] [--seed S]
                     [--level easy|medium|hard] [--lang TAG] [--app URL]
                     [--output FILE]

Writes a question bank of N exercises (default 10, at most 200) of the
practice mode's kind and level (default medium), from seed S (default 0),
graded by the learning management system: the worksheet's exercises of the
same seed; predict asks practice's first question of the search. Each
question carries its exercise code and its tree; --app URL links each to
the exercise in the app at URL. moodle (Moodle XML) and gift write to
standard output unless --output names a file; qti writes a zip for Canvas
to --output (default quiz-KIND-LEVEL-SEED.zip). The same options give the
same bytes.
";

const LAMBDA: &str = "\
Usage: gametree lambda --position ROWS [--order N] [--in-a-row K]
                       [--attacker x|o] [--tree]

Lambda search (Thomsen 2000) of a k-in-a-row position: ROWS of x, o and .
separated by / (such as x.o/.x./...), K in a row to win (default 3), threats
up to order N (default 1, at most 3), the attacker the side to move unless
named. Prints one JSON object: wins_at, the least order whose lambda-tree
the attacker wins (null: none up to N), and every empty square with the
order it qualifies at and the attacker's next move; with --tree, the
lambda-tree of order N in the notation, an AND-OR tree.
";

const RANDOM: &str = "\
Usage: gametree random --branching B --depth D [--seed S] [--min LO] [--max HI]

Prints a random tree of branching B and depth D with integer leaves from LO
to HI (default -20 to 20); the same seed gives the same tree.
";

const ORDERING_TABLE: &str = "\
Usage: gametree ordering-table --branching B --max-depth D [--trees N] [--seed S]

Prints, a line a depth, the leaves alpha-beta reads on uniform random trees
under the best, drawn and worst orders, beside Knuth and Moore's formula.
";

const GAME: &str = "\
Usage: gametree game tictactoe [--position ROWS] [--depth N] [--symmetric]
       gametree game nim --heap N [--take K] [--misere]
       gametree game grundy --heap N
       gametree game vacuum [--start STATE]

Prints the tree of a game in the notation.
";
