//! What the page takes on: the most nodes a tree on show may have and the
//! most characters of tree text it reads, so that no input it accepts
//! freezes it. The largest trees within them are searched, drawn and ready
//! to step within about two seconds on a two-core laptop (the heavy
//! inputs of tests/e2e/heavy-inputs.mjs, measured by tests/bench/heavy.mjs);
//! anything larger is refused before any work, and is for the command
//! line, whose limits are the core's.

/// The most nodes of a tree the page shows: the whole of tic-tac-toe
/// (549,946 nodes) fits, Grundy's game from 17 sticks (2,115,296) does not.
pub const MOST_NODES: usize = 600_000;

/// The most characters of tree text the page reads (typed, pasted, read from
/// a file, kept in the browser or carried by a link): what a link carries.
/// Such a text can still hold more than [`MOST_NODES`] nodes (nested
/// brackets take a character and a half a node), which are then refused.
pub const MOST_CHARACTERS: usize = gametree::share::MAX_TEXT_CHARACTERS;

/// The characters of `text` when they are more than the page reads
/// ([`MOST_CHARACTERS`]); counted only when its bytes say they might be, so
/// that a check of a tree's megabytes of notation at every render is cheap.
pub fn characters_over(text: &str) -> Option<usize> {
    if text.len() <= MOST_CHARACTERS {
        return None;
    }
    let length = text.chars().count();
    (length > MOST_CHARACTERS).then_some(length)
}

/// The most iterations of Monte Carlo tree search the page traces whole:
/// on the whole of tic-tac-toe their trace is some 700,000 steps, ready
/// within the two seconds. A longer search (up to the core's 10,000,000)
/// runs in slices with its progress shown, and only its last
/// [`LONG_SEARCH_TRACED`] iterations are traced.
pub const MOST_TRACED_ITERATIONS: u32 = 100_000;

/// The iterations a long search traces, at its end, for a student to step
/// through; the ones before run untraced and leave only their statistics.
pub const LONG_SEARCH_TRACED: u32 = 1_000;

/// The most steps of a lesson whose sentences are all written as it
/// opens, so that the sentence's box keeps room for the longest from the
/// first step: every lecture example's search (Monte Carlo tree search's
/// 300 iterations on tic-tac-toe take 1,641 steps); a longer search's box
/// fits each sentence as it comes.
pub const MOST_STEPS_SIZED: usize = 2_000;

/// The most nodes of a tree the share bar exports as a LaTeX figure or
/// slides: a lecturer's tree is some 40; larger ones are for `gametree
/// export`, which has no such limit.
pub const MOST_LATEX_NODES: usize = 500;

/// The most pages (one a step, and one before the first) of the slides the
/// share bar exports: more would make a deck of hundreds of megabytes.
pub const MOST_SLIDES: usize = 500;

/// The longest address the page writes or a link may be: Chromium keeps no
/// longer one (2 MB). Within [`MOST_CHARACTERS`] only a tree of labels in
/// other scripts (each letter written as up to nine characters) is longer;
/// the address is then left empty, so that a reload opens the copy the
/// browser keeps, and Copy link says a link cannot carry the tree.
pub const LONGEST_ADDRESS: usize = 2_000_000;
